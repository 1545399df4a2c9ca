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

/** What `folio migrate` asks of the adapter: `notices` are printed as warnings, `lines` as they are. */
export interface MigrateReport {
  notices: string[];
  lines: string[];
}

export interface MigrateOptions {
  force: boolean;
  openapi: boolean;
  /** Folio's config file names: the one written is the first, an existing one is not replaced without `force`. */
  siteConfigFiles: readonly string[];
}

/**
 * Why the config is read: `serve` serves a built site, which needs its base URL and output folder
 * only; the adapter then makes none of the site's Docusaurus plugins (as `docusaurus serve` makes
 * none: their constructors may write files, a typedoc plugin regenerates its docs).
 */
export interface LoadPurpose {
  purpose?: 'serve';
  /** The locale the config is loaded for (default: the site's default locale); see config/i18n.ts. */
  locale?: string | undefined;
  /** False for a build of one `--locale`: every locale at the site's base URL (config/i18n.ts). */
  localizeBaseUrls?: boolean | undefined;
}

interface Adapter {
  loadDocusaurusConfig(siteDir: string, file: string, options?: LoadPurpose): Promise<{ config: unknown; notices: string[] }>;
  migrateDocusaurusSite(siteDir: string, file: string, options: MigrateOptions): Promise<MigrateReport>;
}

/** The Docusaurus config to read: `configFile` if it is one, else the site's when it has no Folio config. */
export function findDocusaurusConfig(siteDir: string, siteConfigFiles: readonly string[], configFile?: string): string | undefined {
  if (configFile !== undefined) return DOCUSAURUS_CONFIG.test(path.basename(configFile)) ? path.resolve(siteDir, configFile) : undefined;
  if (siteConfigFiles.some((name) => existsSync(path.join(siteDir, name)))) return undefined;
  return DOCUSAURUS_CONFIG_FILES.map((name) => path.join(siteDir, name)).find((file) => existsSync(file));
}

/** Notices already printed by this process: a dev restart or a second load says them once. */
const printed = new Set<string>();

/** The Folio config (not yet validated) that @folio/docusaurus makes of `file`; its notices printed as warnings. */
export async function loadDocusaurusConfig(siteDir: string, file: string, options: LoadPurpose = {}): Promise<unknown> {
  const adapter = await importAdapter(siteDir, file);
  let loaded: Awaited<ReturnType<Adapter['loadDocusaurusConfig']>>;
  try {
    loaded = await adapter.loadDocusaurusConfig(siteDir, file, options);
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

/** `folio migrate`: @folio/docusaurus writes the Folio config equivalent to the site's `docusaurus.config.*`. */
export async function migrateDocusaurusSite(siteDir: string, options: MigrateOptions & { configFile?: string }): Promise<void> {
  const file = options.configFile === undefined ? DOCUSAURUS_CONFIG_FILES.map((name) => path.join(siteDir, name)).find((candidate) => existsSync(candidate)) : path.resolve(siteDir, options.configFile);
  if (file === undefined || !existsSync(file) || !DOCUSAURUS_CONFIG.test(path.basename(file))) {
    throw new FolioError(`no Docusaurus config to migrate in ${siteDir}`, {
      hint: `\`folio migrate\` writes ${options.siteConfigFiles[0]} from the site's ${DOCUSAURUS_CONFIG_FILES.join(', ')} (or the one --config names)`,
    });
  }
  const adapter = await importAdapter(siteDir, file);
  let report: MigrateReport;
  try {
    report = await adapter.migrateDocusaurusSite(siteDir, file, options);
  } catch (error) {
    throw isFolioError(error) ? error : configImportError(locateSiteModuleError(error, file), file);
  }
  for (const notice of report.notices) log.warn(`${path.basename(file)}: ${notice}`);
  // The command's result (what was written and removed): printed even when FOLIO_QUIET drops progress lines.
  for (const line of report.lines) console.log(line);
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
