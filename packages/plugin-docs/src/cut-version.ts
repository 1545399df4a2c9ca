/**
 * `folio docs:version <name>` (`folio docs:version:<id> <name>` for the docs instance `<id>`):
 * snapshot the instance's current docs as a released version. Three file operations and one JSON
 * update, as in Docusaurus (copy docs/, write the version's sidebars, let each doc source snapshot
 * its input, prepend the name to the versions file), undone on failure. The files are the
 * instance's own (version-files.ts): versioned_docs/, versioned_sidebars/ and versions.json for the
 * default instance, `<id>_versioned_docs/`, `<id>_versioned_sidebars/`, `<id>_versions.json` else.
 * Each other locale's translations of the current docs and its `current.json` are copied to the
 * version's (`version-<name>/`, `version-<name>.json` in its folder), as Docusaurus does.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { globSync } from 'tinyglobby';
import { FolioError, log } from './core.ts';
import { localizationDir, type Context } from '@folio/core';
import { versionFileName } from './i18n.ts';
import type { DocsOptions } from './options.ts';
import { loadSidebarsConfig } from './sidebars/load.ts';
import { versionNameProblem } from './version-names.ts';
import { DEFAULT_PLUGIN_ID, versionCommand, versionedDocsDir, versionedSidebarFile, versionsFilePath } from './version-files.ts';
import { readVersionsJson } from './versions.ts';

export { RESERVED_VERSION_NAMES, versionNameProblem } from './version-names.ts';

/** PURE: the first value JSON would drop or change (a function, undefined, a Date…), with its pointer. */
export function findNonJson(value: unknown, pointer: string): { what: string; pointer: string } | undefined {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : { what: String(value), pointer };
  if (typeof value === 'function') return { what: 'a function', pointer };
  if (typeof value !== 'object') return { what: `a ${typeof value}`, pointer };
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNonJson(item, `${pointer}/${index}`);
      if (found) return found;
    }
    return undefined;
  }
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return { what: `a ${proto?.constructor?.name ?? 'non-plain'} object`, pointer };
  for (const [key, item] of Object.entries(value)) {
    const found = findNonJson(item, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
    if (found) return found;
  }
  return undefined;
}

/** Each other locale's translations of the current docs and its `current.json`, and where the version's go. */
export function localeCopies(ctx: Pick<Context, 'siteDir' | 'config'>, options: Pick<DocsOptions, 'i18nFolder'>, version: string): Array<{ from: string; to: string }> {
  const { i18n } = ctx.config;
  return i18n.locales
    .filter((locale) => locale !== i18n.defaultLocale)
    .flatMap((locale) => {
      const dir = path.join(localizationDir(ctx.siteDir, i18n, locale), options.i18nFolder);
      const current = path.join(dir, 'current');
      const json = path.join(dir, 'current.json');
      return [
        ...(existsSync(current) && readdirSync(current).length > 0 ? [{ from: current, to: path.join(dir, versionFileName(version)) }] : []),
        ...(existsSync(json) ? [{ from: json, to: path.join(dir, `${versionFileName(version)}.json`) }] : []),
      ];
    });
}

export async function cutVersion(args: string[], ctx: Context, options: DocsOptions): Promise<void> {
  const { siteDir } = ctx;
  const pluginId = options.id;
  const name = args.find((arg) => !arg.startsWith('--'));
  if (args.filter((arg) => !arg.startsWith('--')).length > 1) {
    throw new FolioError(`${versionCommand(pluginId)} takes one version name, got: ${args.join(' ')}`);
  }
  const existing = readVersionsJson(siteDir, pluginId);
  const problem = versionNameProblem(name, existing, pluginId);
  if (problem) throw new FolioError(problem);
  const version = name!;

  const docsDir = path.resolve(siteDir, options.path);
  if (!existsSync(docsDir) || globSync(['**/*.{md,mdx}'], { cwd: docsDir }).length === 0) {
    throw new FolioError(`there are no docs to version in ${path.relative(siteDir, docsDir) || '.'}/`, {
      hint: 'write some Markdown in the docs folder first',
    });
  }
  const sidebarsConfig = await loadSidebarsConfig(options.sidebarPath ? path.resolve(siteDir, options.sidebarPath) : undefined);
  const notJson = findNonJson(sidebarsConfig, '#');
  if (notJson) {
    throw new FolioError(`the sidebars config holds ${notJson.what} at ${notJson.pointer}, which a versioned sidebars JSON file cannot keep`, {
      file: options.sidebarPath ? path.resolve(siteDir, options.sidebarPath) : undefined,
      pointer: notJson.pointer,
      hint: 'use plain data (strings, numbers, booleans, lists, objects) in the sidebars file',
    });
  }
  const sidebarsJson = JSON.stringify(sidebarsConfig, null, 2);

  const targetDocs = versionedDocsDir(siteDir, pluginId, version);
  const targetSidebars = versionedSidebarFile(siteDir, pluginId, version);
  const translations = localeCopies(ctx, options, version);
  for (const target of [targetDocs, targetSidebars, ...translations.map((copy) => copy.to)]) {
    if (existsSync(target)) throw new FolioError(`${path.relative(siteDir, target)} exists already; remove it or choose another name`);
  }
  const versionsFile = versionsFilePath(siteDir, pluginId);
  const previousVersionsJson = existsSync(versionsFile) ? readFileSync(versionsFile, 'utf8') : undefined;
  const written: string[] = [];
  try {
    mkdirSync(path.dirname(targetDocs), { recursive: true });
    written.push(targetDocs);
    cpSync(docsDir, targetDocs, { recursive: true });
    mkdirSync(path.dirname(targetSidebars), { recursive: true });
    written.push(targetSidebars);
    writeFileSync(targetSidebars, `${sidebarsJson}\n`);
    for (const { from, to } of translations) {
      written.push(to);
      cpSync(from, to, { recursive: true });
    }
    for (const source of options.sources) {
      if (!source.snapshot) continue;
      const files = await source.snapshot({ name: version, ctx });
      written.push(...files);
    }
    writeFileSync(versionsFile, `${JSON.stringify([version, ...existing], null, 2)}\n`);
  } catch (error) {
    for (const file of written.reverse()) rmSync(file, { recursive: true, force: true });
    if (previousVersionsJson === undefined) rmSync(versionsFile, { force: true });
    else writeFileSync(versionsFile, previousVersionsJson);
    throw error;
  }
  const instance = pluginId === DEFAULT_PLUGIN_ID ? '' : ` of the docs instance "${pluginId}"`;
  log.info(`version ${version}${instance} created: ${path.relative(siteDir, targetDocs)}/, ${path.relative(siteDir, targetSidebars)}, ${path.relative(siteDir, versionsFile)}`);
}
