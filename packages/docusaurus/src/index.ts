/**
 * @folio/docusaurus: Folio builds a Docusaurus site from its own `docusaurus.config.*`. Core asks
 * this package for the config when a site has no `site.config.*`; the mapping lives here, so core
 * holds no Docusaurus code. This module is the IO: import the config, call it if it is a function,
 * create the plugins the mapping describes.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { isMainThread } from 'node:worker_threads';
import { FolioError, isFolioError, labelOption, log, type Plugin, type SiteConfigInput } from '@folio/core';
import type { BlogContent } from '@folio/plugin-blog';
import { withBlogDataFiles } from './official/blog-data-files.ts';
import { createLifecyclePlugins } from './lifecycle/index.ts';
import { rememberingLoads } from './lifecycle/folio-official.ts';
import { sitePostcssConfigPlugin } from './lifecycle/postcss-config.ts';
import { docusaurusPostcssBase } from './classic/postcss-base.ts';
import { classicCodeTranslations } from './classic/theme-translations.ts';
import { isRecord } from './entries.ts';
import { createPlugins, planDocusaurusConfig, type PluginCall } from './plan.ts';
import { MissingEntryError, optionsPathOf } from './map-plugins.ts';
import { readDocusaurusConfig } from './read-config.ts';
import { localizedThemeConfig, siteLocale, themeTranslationFiles } from './locale.ts';
import { classifyNotices, docusaurusThemeNotices } from './notices.ts';
import { hasAuthorsPages, hasEmptyBlogListPage } from './theme-features.ts';
import { findDocusaurusTheme, v2OverrideNotices, withPluginThemes, type DocusaurusTheme } from './classic/theme-chain.ts';

export { mapDocusaurusConfig, type MappedConfig } from './map-config.ts';
// A migrated site config (`folio migrate`) creates these itself.
export { docusaurusCompat } from './compat/index.ts';
export { openapiDocs } from './openapi-docs/index.ts';
export { docusaurusAnalytics } from './official/analytics.ts';
export { clientRedirects } from './client-redirects.ts';
export { migrateDocusaurusSite } from './migrate/index.ts';

export interface LoadedDocusaurusConfig {
  config: SiteConfigInput;
  /**
   * The notices to print now, one line per key Folio does not honour, naming it and what Folio
   * does instead: those about the built site, once per change of the config; all with `--verbose`
   * (notices.ts classifies them, core's log remembers what was said).
   */
  notices: string[];
}

const VERSION: string = createRequire(import.meta.url)('../package.json').version;

/**
 * Docusaurus never checks that the favicon, logos and social card its config names exist, nor the
 * image a page's front matter or an author names (a missing one is only a broken og:image or
 * avatar): a Docusaurus site builds as it did, with a warning for each.
 */
const CONFIG_FILES_POLICY = 'warn';

/**
 * Import `file` (a docusaurus.config.*) for one locale (default: the config's default locale) and
 * map it. As Docusaurus does, the locale is `DOCUSAURUS_CURRENT_LOCALE` while the file runs, a
 * function export is called with no argument and a promise awaited; its plugins are made for that
 * locale (read-config.ts, locale.ts).
 */
export async function loadDocusaurusConfig(siteDir: string, file: string, options: { purpose?: 'serve'; locale?: string | undefined; localizeBaseUrls?: boolean | undefined } = {}): Promise<LoadedDocusaurusConfig> {
  const read = await readDocusaurusConfig(file, options.locale);
  try {
    // The locale's config, as Docusaurus's load context makes it: its themeConfig translated (its
    // url and baseUrl are core's to resolve from the site's, the theme's and plugins' to be given).
    const locale = siteLocale(siteDir, read.value, read.locale, options.localizeBaseUrls ?? true);
    const classic = findDocusaurusTheme(siteDir, read.value, file);
    const value = localizedThemeConfig(read.value, themeTranslationFiles(locale), classic?.classicDir);
    const found = classic && { ...classic, config: value, locale: { url: locale.current.url, baseUrl: locale.current.baseUrl, direction: locale.current.direction } };
    const plan = planDocusaurusConfig(siteDir, value);
    // Build workers load the config to compile Markdown, which no Docusaurus plugin changes: making
    // the plugins there again would run their constructors (and what those print or write) once per
    // worker. `folio serve` serves a built site, as `docusaurus serve` makes no plugin either.
    const lifecycle = isMainThread && options.purpose !== 'serve' ? await createLifecyclePlugins(plan.lifecycle, { siteDir, configFile: file, config: value, docusaurusTheme: found !== undefined, locale }) : NO_LIFECYCLE;
    // The lifecycle's themes (and plugins with a getThemePath) at their places in Docusaurus's theme chain.
    const theme = found && withPluginThemes(found, lifecycle.themePaths);
    const calls = theme ? plan.calls.map((call) => withDocusaurusTheme(call, theme)) : plan.calls;
    const mapped = theme ? withEveryTocLevel(plan.site) : plan.site;
    const notices = [...(theme ? docusaurusThemeNotices(plan.notices) : plan.notices), ...lifecycle.notices, ...(theme ? v2OverrideNotices(siteDir) : [])];
    const site = lifecycle.clientModules.length ? { ...mapped, clientModules: [...((mapped as { clientModules?: string[] }).clientModules ?? []), ...lifecycle.clientModules] } : mapped;
    // The classic theme's translations for the locale first, then the lifecycle plugins', in
    // the config's order (none in a build worker, which only compiles Markdown).
    const codeTranslations = { ...(theme && isMainThread ? await themeCodeTranslations(theme, value, locale.i18n.currentLocale) : {}), ...lifecycle.codeTranslations };
    const withDefaults = Object.keys(codeTranslations).length ? calls.map((call) => withCodeTranslations(call, codeTranslations)) : calls;
    // The official plugins' loads are remembered for the lifecycle's allContent, which would otherwise load them again.
    const official = withDocusaurusBlogData(createPlugins(withDefaults.map(labelled)), withDefaults, siteDir);
    const plugins = [...(lifecycle.plugins.length ? official.map(rememberingLoads) : official), ...lifecycle.plugins, ...(theme ? [docusaurusPostcss(siteDir, theme)] : [])];
    return { config: { ...site, onBrokenConfigFiles: CONFIG_FILES_POLICY, onBrokenImageFields: CONFIG_FILES_POLICY, plugins } as SiteConfigInput, notices: noticesToPrint(siteDir, file, notices, value) };
  } catch (error) {
    // A docs option Folio refuses, a plugin that cannot be found: the error names the option; this
    // names the file it is in (and the line, when the quoted name the message gives is written there).
    if (isFolioError(error) && !error.file) {
      const at = error instanceof MissingEntryError ? quotedAt(file, error.written) : {};
      throw new FolioError(error.message, { file, ...at, hint: error.hint, cause: error });
    }
    throw error;
  }
}

/** The locale's messages of the classic theme (theme-common) and, with Algolia, of its search theme. */
function themeCodeTranslations(theme: DocusaurusTheme, config: Record<string, unknown>, locale: string): Promise<Record<string, string>> {
  const themeConfig = isRecord(config.themeConfig) ? config.themeConfig : {};
  return classicCodeTranslations(theme.classicDir, locale, ['theme-common', ...(themeConfig.algolia ? ['theme-search-algolia'] : [])]);
}

/**
 * On Docusaurus's theme, the CSS goes through the PostCSS plugins Docusaurus's style loader runs:
 * the site's PostCSS config, Docusaurus's own first plugin (postcss-preset-env: classic/postcss-base.ts),
 * then the plugins' configurePostCss ones, in that order (the lifecycle gives the last ones).
 */
function docusaurusPostcss(siteDir: string, theme: DocusaurusTheme): Plugin {
  // docusaurusPostcssBase keeps the plugin it made for the process.
  return { name: 'docusaurus-postcss', vite: [sitePostcssConfigPlugin(siteDir, () => docusaurusPostcssBase(theme.coreDir))] };
}

const NO_LIFECYCLE: Awaited<ReturnType<typeof createLifecyclePlugins>> = { plugins: [], clientModules: [], codeTranslations: {}, notices: [], themePaths: [] };

/** Build workers load the config too, and print nothing: only the main thread's notices are classified and remembered. */
function noticesToPrint(siteDir: string, file: string, notices: string[], value: Record<string, unknown>): string[] {
  if (!isMainThread) return notices;
  return log.configNotices(siteDir, { file, notices: classifyNotices(notices, value), versions: [VERSION] });
}

/**
 * A call for a site rendered by Docusaurus's theme: the compat plugin renders through it, and the
 * docs plugins list every doc in their global data, as Docusaurus's theme-common reads it; on a
 * theme older than Docusaurus 3.5, which has no authors pages, a blog makes none, as Docusaurus did;
 * before 3.10 a blog without a post had no list page.
 */
function withDocusaurusTheme(call: PluginCall, theme: DocusaurusTheme): PluginCall {
  const [options, ...rest] = call.args;
  if (call.factory === 'docusaurusCompat') return { ...call, args: [{ ...(isRecord(options) ? options : {}), docusaurusTheme: theme }, ...rest] };
  if (call.factory === 'docs' && isRecord(options)) return { ...call, args: [{ ...options, listAllDocs: true }, ...rest] };
  if (call.factory === 'blog' && isRecord(options)) {
    const older = { ...(hasAuthorsPages(theme.classicDir) ? {} : { authorsPages: false }), ...(hasEmptyBlogListPage(theme.classicDir) ? {} : { emptyListPage: false }) };
    return Object.keys(older).length ? { ...call, args: [{ ...options, ...older }, ...rest] } : call;
  }
  return call;
}

/** The compat call given the plugins' default code translations (`getDefaultCodeTranslationMessages`), under the site's code.json. */
function withCodeTranslations(call: PluginCall, defaults: Record<string, string>): PluginCall {
  if (call.factory !== 'docusaurusCompat') return call;
  const [options, ...rest] = call.args;
  return { ...call, args: [{ ...(isRecord(options) ? options : {}), defaultCodeTranslations: defaults }, ...rest] };
}

/**
 * A site on Docusaurus's theme: pages export every heading of levels 2 to 6 (as Docusaurus's MDX
 * loader does), and the theme's TOC keeps the levels `themeConfig.tableOfContents` and the page's
 * front matter ask for.
 */
function withEveryTocLevel<T extends { markdown?: object }>(site: T): T {
  const markdown = site.markdown ?? {};
  return { ...site, markdown: { ...markdown, toc: { minHeadingLevel: 2, maxHeadingLevel: 6 } } };
}

/** The blog plugins of `calls` writing the data files Docusaurus's blog writes into `.docusaurus/` (official/blog-data-files.ts). */
function withDocusaurusBlogData(plugins: Plugin[], calls: PluginCall[], siteDir: string): Plugin[] {
  return plugins.map((plugin, index) => {
    const call = calls[index]!;
    return call.factory === 'blog' && isRecord(call.args[0]) ? withBlogDataFiles(plugin as Plugin<BlogContent>, call.args[0], siteDir) : plugin;
  });
}

/** Option functions a plugin calls for each file (through core's callOption). */
const LABELLED = ['editUrl', 'readingTime'];

/** The call with its option functions labelled by their path in the config (`presets[0][1].blog.editUrl`). */
function labelled(call: PluginCall): PluginCall {
  const [options, ...rest] = call.args;
  const where = isRecord(options) ? optionsPathOf(options) : undefined;
  if (!where || !isRecord(options)) return call;
  const out: Record<string, unknown> = { ...options };
  for (const key of LABELLED) {
    const fn = out[key];
    if (typeof fn === 'function') out[key] = labelOption(fn as (...args: never[]) => unknown, `${where}.${key}`);
  }
  return { ...call, args: [out, ...rest] };
}

/** The line and column where `name` is written in quotes in `file`, if it is. */
function quotedAt(file: string, name: string): { line?: number; column?: number; source?: string } {
  const source = readFileSync(file, 'utf8');
  for (const quote of ["'", '"', '`']) {
    const at = source.indexOf(`${quote}${name}${quote}`);
    if (at === -1) continue;
    const before = source.slice(0, at).split('\n');
    return { line: before.length, column: before.at(-1)!.length + 1, source };
  }
  return {};
}
