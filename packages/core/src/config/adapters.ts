/**
 * Sites configured for another tool. A site with no `site.config.*` but a `docusaurus.config.*` is
 * read by @folio/docusaurus, which maps the config to Folio's and lists what Folio does not honour.
 * Core holds no mapping: only the file names, where the package is found, and printing its notices.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isMainThread } from 'node:worker_threads';
import { FolioError, isFolioError } from '../errors.ts';
import { log } from '../log.ts';
import { configImportError } from './config-errors.ts';
import { locateSiteModuleError } from './site-module.ts';

const DOCUSAURUS_CONFIG = /^docusaurus\.config\.(?:ts|mts|js|mjs|cjs)$/;
const DOCUSAURUS_CONFIG_FILES = ['ts', 'mts', 'js', 'mjs', 'cjs'].map((extension) => `docusaurus.config.${extension}`);
const ADAPTER = '@folio/docusaurus';

interface Adapter {
  loadDocusaurusConfig(siteDir: string, file: string): Promise<{ config: unknown; notices: string[] }>;
}

/** The Docusaurus config to read: `configFile` if it is one, else the site's when it has no Folio config. */
export function findDocusaurusConfig(siteDir: string, siteConfigFiles: string[], configFile?: string): string | undefined {
  if (configFile !== undefined) return DOCUSAURUS_CONFIG.test(path.basename(configFile)) ? path.resolve(siteDir, configFile) : undefined;
  if (siteConfigFiles.some((name) => existsSync(path.join(siteDir, name)))) return undefined;
  return DOCUSAURUS_CONFIG_FILES.map((name) => path.join(siteDir, name)).find((file) => existsSync(file));
}

/** Notices already printed by this process: a dev restart or a second load says them once. */
const printed = new Set<string>();

/** The Folio config (not yet validated) that @folio/docusaurus makes of `file`; its notices printed as warnings. */
export async function loadDocusaurusConfig(siteDir: string, file: string): Promise<unknown> {
  const adapter = await importAdapter(siteDir, file);
  let loaded: Awaited<ReturnType<Adapter['loadDocusaurusConfig']>>;
  try {
    loaded = await adapter.loadDocusaurusConfig(siteDir, file);
  } catch (error) {
    throw isFolioError(error) ? error : configImportError(locateSiteModuleError(error, file), file);
  }
  // Build workers load the config too: printing is the main thread's.
  for (const notice of isMainThread ? loaded.notices : []) {
    if (printed.has(notice)) continue;
    printed.add(notice);
    log.warn(`${path.basename(file)}: ${notice}`);
  }
  return loaded.config;
}

/** The site's own install first (pnpm links only what the site lists), then the one beside core. */
async function importAdapter(siteDir: string, file: string): Promise<Adapter> {
  for (const from of [path.join(siteDir, 'package.json'), fileURLToPath(import.meta.url)]) {
    let entry: string;
    try {
      entry = createRequire(from).resolve(ADAPTER);
    } catch {
      continue;
    }
    return (await import(pathToFileURL(entry).href)) as Adapter;
  }
  throw new FolioError(`${path.basename(file)} is a Docusaurus config, which Folio reads with ${ADAPTER}; it is not installed`, {
    file,
    hint: `install it next to @folio/core (npm install --save-dev ${ADAPTER}), or write a site.config.ts`,
  });
}
