/**
 * A Docusaurus site config as Folio's: every top-level key is mapped to Folio's key of the same
 * meaning, or named in a notice saying what Folio does instead. Pure (folders are asked of `exists`);
 * the plugins are described here and created by the caller.
 */
import type { Json, SiteConfigInput } from '@folio/core';
import type { DocsOptionsInput } from '@folio/plugin-docs';
import type { PagesOptions } from '@folio/plugin-pages';
import { isRecord } from './entries.ts';
import { mapPlugins, type MappedPlugins, type PluginContext } from './map-plugins.ts';
import { mapThemeConfig, sitePathOf } from './map-theme-config.ts';

/** Keys Folio's config takes with Docusaurus's name and meaning. */
const SAME = ['title', 'tagline', 'url', 'baseUrl', 'trailingSlash', 'noIndex', 'titleDelimiter', 'staticDirectories', 'headTags', 'scripts', 'stylesheets', 'clientModules'];
const BROKEN = ['onBrokenLinks', 'onBrokenAnchors', 'onBrokenMarkdownLinks'];

/** Handled below, with the plugins, or by the theme config. */
const MAPPED = new Set([...SAME, ...BROKEN, 'onDuplicateRoutes', 'favicon', 'i18n', 'markdown', 'themeConfig', 'presets', 'plugins', 'themes', 'customFields', 'storage']);

const DEPLOY = 'used by `docusaurus deploy`, which Folio does not have; ignored';
const INSTEAD: Record<string, string> = {
  future: "Docusaurus's future flags do not apply to Folio (but for where readers' choices are stored: `storage`); ignored",
  organizationName: DEPLOY,
  projectName: DEPLOY,
  deploymentBranch: DEPLOY,
  githubHost: DEPLOY,
  githubPort: DEPLOY,
  ssrTemplate: 'Folio renders pages with its own HTML template; ignored',
  baseUrlIssueBanner: 'Folio shows no banner for a wrong baseUrl; ignored',
  webpack: 'Folio bundles with Vite; ignored',
};

export interface MappedConfig {
  site: Omit<SiteConfigInput, 'plugins'>;
  /** One docs plugin per Docusaurus docs instance, in order. */
  docs: DocsOptionsInput[];
  /** One pages plugin per Docusaurus pages instance (src/pages), in order. */
  pages: PagesOptions[];
  blog: MappedPlugins['blog'];
  search: boolean;
  /** `customFields`, which pages read through useDocusaurusContext (the compat plugin carries them). */
  customFields: Record<string, Json>;
  /** The @docusaurus/plugin-client-redirects instances (client-redirects.ts). */
  clientRedirects: MappedPlugins['clientRedirects'];
  /** Plugins run through Docusaurus's lifecycle (lifecycle/). */
  lifecycle: MappedPlugins['lifecycle'];
  /** The analytics plugins (official/analytics.ts): one Folio plugin adds their tags to builds. */
  analytics: MappedPlugins['analytics'];
  notices: string[];
}

export function mapDocusaurusConfig(input: Record<string, unknown>, ctx: Omit<PluginContext, 'notices'>): MappedConfig {
  const notices: string[] = [];
  const site: Record<string, unknown> = {};
  for (const key of SAME) if (input[key] !== undefined) site[key] = input[key];
  if (input.favicon !== undefined) site.favicon = sitePathOf(input.favicon);
  for (const key of BROKEN) if (input[key] !== undefined) site[key] = brokenPolicy(input[key], `\`${key}\``, notices);
  // Docusaurus warns of a duplicate route and keeps the first, unless told otherwise.
  site.onDuplicateRoutes = input.onDuplicateRoutes === undefined ? 'warn' : brokenPolicy(input.onDuplicateRoutes, '`onDuplicateRoutes`', notices);
  if (isRecord(input.i18n)) site.i18n = mapI18n(input.i18n, notices);
  const storage = mapStorage(input);
  if (storage) site.storage = storage;
  const markdown = isRecord(input.markdown) ? mapMarkdown(input.markdown, site, notices) : {};
  const theme = mapThemeConfig(isRecord(input.themeConfig) ? input.themeConfig : {}, notices, { liveCodeBlock: listsLiveCodeBlock(input) });
  if (Object.keys(theme.themeConfig).length) site.themeConfig = theme.themeConfig;
  if (theme.toc) markdown.toc = theme.toc;
  const plugins = mapPlugins(input, { ...ctx, notices });
  if (plugins.remarkPlugins.length) markdown.remarkPlugins = plugins.remarkPlugins;
  if (plugins.rehypePlugins.length) markdown.rehypePlugins = plugins.rehypePlugins;
  if (Object.keys(markdown).length) site.markdown = markdown;
  if (plugins.customCss.length) site.customCss = plugins.customCss;
  site.sitemap = plugins.sitemap;
  // Docusaurus ships one stylesheet, so a page's global CSS applies on every page.
  site.cssCodeSplit = false;
  if (theme.prism) site.prism = theme.prism;
  for (const [key, value] of Object.entries(input)) {
    if (MAPPED.has(key) || value === undefined) continue;
    notices.push(`\`${key}\`: ${INSTEAD[key] ?? 'not a Docusaurus option Folio knows; ignored'}`);
  }
  const search = plugins.search || theme.themeConfig.algolia !== undefined;
  const customFields = (isRecord(input.customFields) ? input.customFields : {}) as Record<string, Json>;
  Object.assign(site, folioOptions(customFields.folio, notices));
  return { site: site as MappedConfig['site'], docs: plugins.docs, pages: plugins.pages, blog: plugins.blog, search, customFields, clientRedirects: plugins.clientRedirects, lifecycle: plugins.lifecycle, analytics: plugins.analytics, notices };
}

/** Docusaurus's `log` prints and goes on, as Folio's `warn` does. */
function brokenPolicy(value: unknown, at: string, notices: string[]): unknown {
  if (value !== 'log') return value;
  notices.push(`${at}: 'log' is reported as a warning ('warn')`);
  return 'warn';
}

/** Docusaurus's `i18n`: Folio's takes the same keys (core's config/i18n.ts resolves them as Docusaurus does). */
const LOCALE_FIELDS = ['label', 'htmlLang', 'direction', 'calendar', 'path', 'url', 'baseUrl', 'translate'];

function mapI18n(i18n: Record<string, unknown>, notices: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(i18n)) {
    if (key === 'defaultLocale' || key === 'locales' || key === 'path') out[key] = value;
    else if (key === 'localeConfigs' && isRecord(value)) {
      out.localeConfigs = Object.fromEntries(
        Object.entries(value).map(([locale, given]) => {
          const kept: Record<string, unknown> = {};
          for (const [field, fieldValue] of Object.entries(isRecord(given) ? given : {})) {
            if (LOCALE_FIELDS.includes(field)) kept[field] = fieldValue;
            else notices.push(`\`i18n.localeConfigs.${locale}.${field}\`: not a locale field Docusaurus knows (${LOCALE_FIELDS.join(', ')}); ignored`);
          }
          return [locale, kept];
        }),
      );
    } else notices.push(`\`i18n.${key}\`: not an i18n field Docusaurus knows; ignored`);
  }
  return out;
}

/**
 * Where readers' choices are kept: `storage` (3.8+), or `future.experimental_storage` (3.6 and 3.7),
 * whose `namespace`, when not given, is the v4 flag `siteStorageNamespacing` (on with `v4: true`,
 * as in the 3.8+ site template), as Docusaurus's validation resolves it.
 */
export function mapStorage(input: Record<string, unknown>): Record<string, unknown> | undefined {
  const future = isRecord(input.future) ? input.future : {};
  const given = isRecord(input.storage) ? input.storage : isRecord(future.experimental_storage) ? future.experimental_storage : {};
  const v4 = future.v4 === true || (isRecord(future.v4) && future.v4.siteStorageNamespacing === true);
  const namespace = given.namespace ?? (isRecord(input.storage) || !isRecord(future.experimental_storage) ? v4 : false);
  const out: Record<string, unknown> = { ...(given.type === undefined ? {} : { type: given.type }), ...(namespace === false ? {} : { namespace }) };
  return Object.keys(out).length ? out : undefined;
}

/** `markdown`: format and mermaid are Folio's; Docusaurus 3.9's `hooks.onBrokenMarkdownLinks` is Folio's top-level key. */
function mapMarkdown(markdown: Record<string, unknown>, site: Record<string, unknown>, notices: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(markdown)) {
    if (key === 'format') out.format = value;
    else if (value === false) continue; // a feature switched off: nothing to honour
    else if (key === 'mermaid') out.mermaid = value === true; // ```mermaid blocks as diagrams, as Docusaurus draws them
    else if (key === 'hooks' && isRecord(value)) {
      for (const [hook, policy] of Object.entries(value)) {
        if (hook === 'onBrokenMarkdownLinks' && typeof policy === 'string') site.onBrokenMarkdownLinks = brokenPolicy(policy, '`markdown.hooks.onBrokenMarkdownLinks`', notices);
        else notices.push(`\`markdown.hooks.${hook}\`: Folio has no such hook; ignored`);
      }
    } else notices.push(`\`markdown.${key}\`: Folio's Markdown pipeline has no such option; ignored`);
  }
  return out;
}

/** Whether the config lists @docusaurus/theme-live-codeblock (by any name Docusaurus takes for it), which reads `themeConfig.liveCodeBlock`. */
function listsLiveCodeBlock(input: Record<string, unknown>): boolean {
  const themes = Array.isArray(input.themes) ? input.themes : [];
  return themes.some((entry) => {
    const name = Array.isArray(entry) ? entry[0] : entry;
    return typeof name === 'string' && /(?:^|[\\/])(?:@docusaurus\/theme-)?live-codeblock(?:$|[\\/])/.test(name);
  });
}

/** Folio's own site options a docusaurus.config may give, where Docusaurus accepts any value: `customFields.folio`. */
const FOLIO_LISTS = ['allowedSecretFiles', 'allowedOutsidePaths'] as const;
const FOLIO_OPTIONS = [...FOLIO_LISTS, 'remoteCache'] as const;

type FolioOptions = Partial<Record<(typeof FOLIO_LISTS)[number], string[]>> & { remoteCache?: Record<string, unknown> };

/**
 * PURE: `customFields.folio` as Folio's site options: lists of strings, and `remoteCache` (an
 * object, checked with the rest of the config as Folio's own `remoteCache`); anything else in it
 * is named in a notice. Docusaurus refuses a top-level key it does not know, so a file Folio must
 * publish although it looks like a secret (a `.env` example under static/) is listed there.
 */
export function folioOptions(given: unknown, notices: string[]): FolioOptions {
  if (given === undefined) return {};
  if (!isRecord(given)) {
    notices.push('`customFields.folio`: not an object of Folio options; ignored');
    return {};
  }
  const options: FolioOptions = {};
  for (const [key, value] of Object.entries(given)) {
    const known = FOLIO_OPTIONS.find((name) => name === key);
    if (!known) notices.push(`\`customFields.folio.${key}\`: not a Folio option it reads there (${FOLIO_OPTIONS.join(', ')}); ignored`);
    else if (known === 'remoteCache') {
      if (isRecord(value)) options.remoteCache = value;
      else notices.push('`customFields.folio.remoteCache`: expected an object (turbo.json\'s remoteCache options); ignored');
    } else if (!Array.isArray(value) || value.some((entry) => typeof entry !== 'string')) notices.push(`\`customFields.folio.${key}\`: expected a list of paths; ignored`);
    else options[known] = value as string[];
  }
  return options;
}
