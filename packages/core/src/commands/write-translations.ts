/**
 * `folio write-translations [siteDir] [--locale x] [--override] [--messagePrefix p]`: the JSON
 * translation files of a locale, as `docusaurus write-translations` writes them (the merge rules are
 * write-translations-merge.ts's), for the default locale unless `--locale` names others:
 * - `<localizationDir>/code.json`: the `<Translate>`/`translate()` messages of the site's `src/`,
 *   of the plugins' theme folders (`themePaths`: Docusaurus's theme on a Docusaurus site, with
 *   @docusaurus/theme-common's `lib/`, which Docusaurus adds), and of Folio's theme when it renders
 *   the site (write-translations-extract.ts);
 * - each plugin's `translationFiles` at `<localizationDir>/<folder>/<path>.json`;
 * - the theme's `navbar.json` and `footer.json` (in `docusaurus-theme-classic/` for a Docusaurus
 *   site, as Docusaurus's theme reads them, in `theme/` for a Folio site).
 */
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { glob } from 'tinyglobby';
import { loadConfig } from '../config/config.ts';
import { localizationDir } from '../config/i18n.ts';
import { FolioError } from '../errors.ts';
import { callHook } from '../load/host.ts';
import { createContext } from '../load/site.ts';
import { log } from '../log.ts';
import type { Context, Plugin, SiteConfig, TranslationFileContent } from '../plugin-api.ts';
import { writeFileAtomic } from '../write-atomic.ts';
import { extractCodeTranslations, isTranslatableFile, type ExtractStyle } from './write-translations-extract.ts';
import { checkTranslationFile, footerTranslationFile, formatTranslationFile, mergeTranslationFile, navbarTranslationFile, withDefaultMessages, type MergeOptions } from './write-translations-merge.ts';

export interface WriteTranslationsOptions extends MergeOptions {
  siteDir: string;
  configFile?: string | undefined;
  /** Default: the site's default locale. */
  locales?: string[] | undefined;
}

/** Writes every file; returns the files written, absolute. */
export async function writeTranslations(options: WriteTranslationsOptions): Promise<string[]> {
  const siteDir = realpathSync(path.resolve(options.siteDir));
  const base = await loadConfig(siteDir, options.configFile);
  const locales = options.locales?.length ? [...new Set(options.locales)] : [base.i18n.defaultLocale];
  for (const locale of locales) {
    if (!base.i18n.locales.includes(locale)) {
      throw new FolioError(`cannot write the translations of the locale "${locale}", which the config's \`i18n.locales\` does not list`, { hint: `the config's locales: ${base.i18n.locales.join(', ')}` });
    }
  }
  const written: string[] = [];
  for (const locale of locales) {
    const config = locale === base.i18n.currentLocale ? base : await loadConfig(siteDir, options.configFile, { locale });
    written.push(...(await writeLocale(createContext(siteDir, config, 'command'), options)));
  }
  return written;
}

async function writeLocale(ctx: Context, options: MergeOptions): Promise<string[]> {
  const dir = localizationDir(ctx.siteDir, ctx.config.i18n);
  const files: Array<{ file: string; content: TranslationFileContent }> = [{ file: path.join(dir, 'code.json'), content: await codeTranslations(ctx) }];
  for (const plugin of ctx.config.plugins) {
    if (!plugin.translationFiles) continue;
    const content = plugin.load ? await callHook(plugin, 'load', () => plugin.load!(ctx)) : undefined;
    for (const translationFile of await callHook(plugin, 'translationFiles', () => plugin.translationFiles!(content, ctx))) {
      if (translationFile.path.endsWith('.json')) throw new FolioError(`plugin "${plugin.name}": a translation file's path needs no ".json" (Folio adds it): "${translationFile.path}"`);
      files.push({ file: path.join(dir, translationFile.folder, `${translationFile.path}.json`), content: translationFile.content });
    }
  }
  const themeFolder = isDocusaurusSite(ctx.config) ? 'docusaurus-theme-classic' : 'theme';
  files.push({ file: path.join(dir, themeFolder, 'navbar.json'), content: navbarTranslationFile(ctx.config.themeConfig.navbar) });
  const footer = footerTranslationFile(ctx.config.themeConfig.footer);
  if (footer) files.push({ file: path.join(dir, themeFolder, 'footer.json'), content: footer });
  const written: string[] = [];
  for (const { file, content } of files) {
    if (writeTranslationFile(ctx.siteDir, file, content, options)) written.push(file);
  }
  return written;
}

/** Merges `content` into the file; writes nothing when the result is empty. Returns whether it wrote. */
function writeTranslationFile(siteDir: string, file: string, content: TranslationFileContent, options: MergeOptions): boolean {
  const existing = readTranslationFile(file);
  const merged = mergeTranslationFile(existing, content, options);
  const shown = path.relative(siteDir, file);
  if (merged.unknownKeys.length) log.warn(`${shown}: keys the site no longer has (remove them if they are obsolete): ${merged.unknownKeys.join(', ')}`);
  const count = Object.keys(merged.content).length;
  if (count === 0) return false;
  writeFileAtomic(file, formatTranslationFile(merged.content));
  log.info(`${count} translation${count === 1 ? '' : 's'} written to ${shown}`);
  return true;
}

function readTranslationFile(file: string): TranslationFileContent | undefined {
  if (!existsSync(file)) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new FolioError(`the translation file is not valid JSON: ${(error as Error).message}`, { file, cause: error });
  }
  return checkTranslationFile(parsed, file);
}

/** The code messages of every source folder, with plugins' default messages over them. */
async function codeTranslations(ctx: Context): Promise<TranslationFileContent> {
  const extracted: TranslationFileContent = {};
  for (const { dir, style } of codeSourceFolders(ctx)) {
    const ignore = style === 'folio-theme' ? ['**/*.test.*', '**/node_modules/**'] : [];
    const files = (await glob('**/*.{js,jsx,ts,tsx}', { cwd: dir, absolute: true, ignore })).filter(isTranslatableFile).sort(filesFirst);
    for (const file of files) {
      const { translations, warnings } = extractCodeTranslations(readFileSync(file, 'utf8'), file, style);
      if (warnings.length) log.warn(`translations not extracted from ${path.relative(ctx.siteDir, file)}:\n${warnings.join('\n\n')}`);
      Object.assign(extracted, translations);
    }
  }
  const defaults: Record<string, string> = {};
  for (const plugin of ctx.config.plugins) {
    if (plugin.defaultCodeTranslations) Object.assign(defaults, await callHook(plugin, 'defaultCodeTranslations', () => plugin.defaultCodeTranslations!(ctx)));
  }
  return withDefaultMessages(extracted, defaults).content;
}

/**
 * Where code messages are read: the site's `src/`, the plugins' theme folders in plugin order, then
 * @docusaurus/theme-common's `lib/` for a Docusaurus site that has it (Docusaurus's own addition), or
 * Folio's theme's sources when no plugin renders the routes with another theme (`routeComponents`).
 */
export function codeSourceFolders(ctx: Pick<Context, 'siteDir' | 'config'>): Array<{ dir: string; style: ExtractStyle }> {
  const folders: Array<{ dir: string; style: ExtractStyle }> = [{ dir: path.join(ctx.siteDir, 'src'), style: 'docusaurus' }];
  for (const plugin of ctx.config.plugins) for (const dir of plugin.themePaths ?? []) folders.push({ dir: path.resolve(ctx.siteDir, dir), style: 'docusaurus' });
  const require = createRequire(path.join(ctx.siteDir, 'package.json'));
  if (isDocusaurusSite(ctx.config)) {
    const themeCommon = resolveFrom(require, '@docusaurus/theme-common');
    if (themeCommon) folders.push({ dir: path.dirname(themeCommon), style: 'docusaurus' });
  }
  if (!ctx.config.plugins.some((plugin) => plugin.routeComponents && Object.keys(plugin.routeComponents).length)) {
    const manifest = resolveFrom(require, `${ctx.config.theme}/package.json`) ?? resolveFrom(createRequire(import.meta.url), `${ctx.config.theme}/package.json`);
    if (manifest) folders.push({ dir: path.join(path.dirname(manifest), 'src'), style: 'folio-theme' });
  }
  return folders.filter(({ dir }, index) => existsSync(dir) && folders.findIndex((other) => other.dir === dir) === index);
}

/**
 * A folder's own files before those of its subfolders, by name (the order Docusaurus's globbing
 * reads them in): the last file to give an id gives its message and description.
 */
export function filesFirst(a: string, b: string): number {
  const [left, right] = [a.split('/'), b.split('/')];
  for (let index = 0; index < Math.min(left.length, right.length); index++) {
    if (left[index] === right[index]) continue;
    const [leftIsFile, rightIsFile] = [index === left.length - 1, index === right.length - 1];
    if (leftIsFile !== rightIsFile) return leftIsFile ? -1 : 1;
    return left[index]! < right[index]! ? -1 : 1;
  }
  return left.length - right.length;
}

function resolveFrom(require: NodeJS.Require, id: string): string | undefined {
  try {
    return require.resolve(id);
  } catch {
    return undefined;
  }
}

/** A site read from its `docusaurus.config.*` (by @folio/docusaurus). */
function isDocusaurusSite(config: Pick<SiteConfig, 'configFile'>): boolean {
  return /^docusaurus\.config\.[cm]?[jt]s$/.test(path.basename(config.configFile));
}
