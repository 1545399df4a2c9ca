/**
 * Load `site.config.ts` (or the file `--config` names), validate it and fill defaults. A wrong type or an unknown key fails with
 * the key path, the file, and (where the key can be found in the source) its line.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { FolioError, isFolioError } from '../errors.ts';
import { settleWithin, UnsettledError } from './settle.ts';
import { importSiteModule, locateSiteModuleError } from './site-module.ts';
import type { Plugin, SiteConfig } from '../plugin-api.ts';
import { resolveI18n } from './i18n.ts';
import { resolveStorage } from './storage.ts';
import { log } from '../log.ts';
import { configImportError, configIssueError, findKeyPosition } from './config-errors.ts';
import { configSchema, configSchemaFor } from './schema.ts';
import { loadThemeConfigValidator, themePackageOf, type ValidateThemeConfig } from './theme-config.ts';
import { withAssetSitePaths } from './config-assets.ts';
import { assetSitePath } from '../client/asset-path.ts';
import { DEFAULT_SITEMAP } from '../sitemap-options.ts';
import { findDocusaurusConfig, loadDocusaurusConfig, type LoadPurpose } from './adapters.ts';

export type { LocaleConfig, SiteConfig } from '../plugin-api.ts';

export const CONFIG_FILES: readonly string[] = ['site.config.ts', 'site.config.mts', 'site.config.js', 'site.config.mjs'];

export type SiteConfigInput = z.input<typeof configSchema> & { plugins?: Plugin<any>[] };

/** Identity helper that gives `site.config.ts` its types. */
export function defineConfig(config: SiteConfigInput): SiteConfigInput {
  return config;
}

/** The site's config file: `configFile` (relative to the site folder) when given, else the first of CONFIG_FILES there. */
export function findConfigFile(siteDir: string, configFile?: string): string {
  if (configFile !== undefined) {
    const file = path.resolve(siteDir, configFile);
    if (existsSync(file) && statSync(file).isFile()) return file;
    throw new FolioError(`the config file ${file} does not exist`, {
      hint: `--config is read relative to the site folder (${siteDir}); without it Folio loads ${CONFIG_FILES.join(', ')} there`,
    });
  }
  for (const name of CONFIG_FILES) {
    const file = path.join(siteDir, name);
    if (existsSync(file)) return file;
  }
  throw new FolioError(`no site config found in ${siteDir}`, {
    hint: `create ${CONFIG_FILES[0]} exporting defineConfig({ title, url, ... })`,
  });
}

/**
 * Import and validate the config of the site in `siteDir`. As in Docusaurus, the default export may
 * be the config, a function returning it (or a promise of it), or a promise of it.
 */
export async function loadConfig(siteDir: string, configFile?: string, options: LoadPurpose = {}): Promise<SiteConfig> {
  // A Docusaurus site (no site.config.*): @folio/docusaurus maps its config (see adapters.ts).
  const docusaurus = findDocusaurusConfig(siteDir, CONFIG_FILES, configFile);
  if (docusaurus) {
    const mapped = await loadDocusaurusConfig(siteDir, docusaurus, options);
    return validateConfig(mapped, docusaurus, readFileSync(docusaurus, 'utf8'), await loadThemeConfigValidator(siteDir, themePackageOf(mapped)), { siteDir, locale: options.locale, localizeBaseUrls: options.localizeBaseUrls });
  }
  const file = findConfigFile(siteDir, configFile);
  let exported: unknown;
  try {
    exported = (await importSiteModule(file)).default;
  } catch (error) {
    throw isFolioError(error) ? error : configImportError(error, file);
  }
  try {
    exported = await resolveConfigExport(exported, file);
  } catch (error) {
    if (error instanceof UnsettledError) throw error;
    const what = typeof exported === 'function' ? 'the config function failed' : 'the config promise was rejected';
    throw configImportError(locateSiteModuleError(error, file), file, what);
  }
  return validateConfig(exported, file, readFileSync(file, 'utf8'), await loadThemeConfigValidator(siteDir, themePackageOf(exported)), { siteDir, locale: options.locale, localizeBaseUrls: options.localizeBaseUrls });
}

/**
 * The config a default export of `file` stands for: called if a function, awaited if a promise,
 * for as long as settleWithin allows.
 */
export async function resolveConfigExport(exported: unknown, file: string): Promise<unknown> {
  if (typeof exported !== 'function') return settleWithin(exported, { file, what: 'the promise the config exports' });
  return settleWithin((exported as () => unknown)(), { file, what: 'the promise the config function returns' });
}

/**
 * Validate a config object; `source` (the file's text) lets errors point at a line. `themeConfig`
 * is checked by the theme's `validateThemeConfig` when given (loadConfig finds the configured theme's).
 */
/** Which locale the config is for (default: the default locale), and the site folder its translations are in. */
export interface ConfigLocale {
  siteDir?: string;
  locale?: string | undefined;
  localizeBaseUrls?: boolean | undefined;
}

export function validateConfig(input: unknown, file: string, source?: string, validateThemeConfig?: ValidateThemeConfig, where: ConfigLocale = {}): SiteConfig {
  if (input === undefined || input === null || typeof input !== 'object') {
    const got = input === undefined ? 'nothing' : input === null ? 'null' : typeof input === 'string' ? `a string ${JSON.stringify(input)}` : `a ${typeof input}`;
    throw new FolioError(`the config file must \`export default defineConfig({...})\` (or a function or promise giving it); it gave ${got}`, {
      file,
    });
  }
  // A plugin named by a string (as in a Docusaurus config) rather than created by its function.
  const given = (input as { plugins?: unknown }).plugins;
  if (Array.isArray(given)) {
    const index = given.findIndex((plugin) => typeof plugin === 'string');
    if (index !== -1) {
      const name = given[index] as string;
      const position = source ? findKeyPosition(source, 'plugins') : undefined;
      throw new FolioError(`\`plugins[${index}]\`: "${name}" is not a plugin Folio knows; a plugin is added by calling its function`, {
        file,
        line: position?.line,
        column: position?.column,
        source,
        hint: "for example `import { docs } from '@folio/plugin-docs'` and `plugins: [docs()]`; Folio's plugins are @folio/plugin-docs, @folio/plugin-openapi (a docs source) and @folio/search",
      });
    }
  }
  const result = configSchemaFor(validateThemeConfig).safeParse(input, { reportInput: true });
  if (!result.success) throw configIssueError(result.error.issues, file, source);
  const plugins = (result.data.plugins ?? []) as Plugin[];
  const seen = new Set<string>();
  for (const [index, plugin] of plugins.entries()) {
    if (seen.has(plugin.name)) {
      throw new FolioError(`plugins[${index}]: two plugins are named "${plugin.name}"; plugin names must be unique`, { file });
    }
    seen.add(plugin.name);
  }
  return fillDefaults(result.data, plugins, file, where);
}

function fillDefaults(data: z.output<typeof configSchema>, plugins: Plugin[], file: string, where: ConfigLocale): SiteConfig {
  const siteDir = where.siteDir ?? path.dirname(file);
  const i18n = resolveI18n(data.i18n, { siteDir, url: data.url, baseUrl: data.baseUrl ?? '/' }, where.locale, (message) => warnOnce(`${path.basename(file)}: ${message}`), where.localizeBaseUrls ?? true);
  const locale = i18n.localeConfigs[i18n.currentLocale]!;
  return {
    title: data.title,
    tagline: data.tagline ?? '',
    url: locale.url,
    baseUrl: locale.baseUrl,
    trailingSlash: data.trailingSlash,
    favicon: data.favicon === undefined ? undefined : assetSitePath(data.favicon),
    noIndex: data.noIndex ?? false,
    titleDelimiter: data.titleDelimiter ?? '|',
    i18n,
    onBrokenLinks: data.onBrokenLinks ?? 'throw',
    onBrokenMarkdownLinks: data.onBrokenMarkdownLinks ?? 'warn',
    onBrokenAnchors: data.onBrokenAnchors ?? 'warn',
    onBrokenConfigFiles: data.onBrokenConfigFiles ?? data.onBrokenLinks ?? 'throw',
    onBrokenImageFields: data.onBrokenImageFields ?? 'throw',
    onDuplicateRoutes: data.onDuplicateRoutes ?? 'throw',
    markdown: {
      format: data.markdown?.format ?? 'mdx',
      remarkPlugins: data.markdown?.remarkPlugins ?? [],
      rehypePlugins: data.markdown?.rehypePlugins ?? [],
      mermaid: data.markdown?.mermaid ?? false,
      toc: {
        minHeadingLevel: data.markdown?.toc?.minHeadingLevel ?? 2,
        maxHeadingLevel: data.markdown?.toc?.maxHeadingLevel ?? 3,
      },
    },
    plugins,
    theme: data.theme ?? '@folio/theme',
    themeConfig: withAssetSitePaths(data.themeConfig ?? {}),
    customCss: [data.customCss ?? []].flat(),
    headTags: data.headTags ?? [],
    scripts: data.scripts ?? [],
    bodyTags: data.bodyTags ?? [],
    stylesheets: data.stylesheets ?? [],
    clientModules: data.clientModules ?? [],
    prism: { theme: data.prism?.theme, darkTheme: data.prism?.darkTheme, additionalLanguages: data.prism?.additionalLanguages ?? [] },
    staticDirectories: data.staticDirectories ?? ['static'],
    storage: resolveStorage(data.storage, locale.url, locale.baseUrl),
    allowedOutsidePaths: data.allowedOutsidePaths ?? [],
    allowedSecretFiles: data.allowedSecretFiles ?? [],
    outDir: data.outDir ?? 'build',
    cssCodeSplit: data.cssCodeSplit ?? true,
    remoteCache: data.remoteCache,
    headers: data.headers,
    sitemap: data.sitemap === false ? false : ({ ...DEFAULT_SITEMAP, ...data.sitemap } as SiteConfig['sitemap']),
    robots: data.robots,
    redirects: data.redirects,
    configFile: file,
  };
}

const warned = new Set<string>();
/** A config is loaded once per locale (and again by dev restarts): a warning about it is said once. */
function warnOnce(message: string): void {
  if (warned.has(message)) return;
  warned.add(message);
  log.warn(message);
}
