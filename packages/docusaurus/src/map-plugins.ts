/**
 * Docusaurus's `presets`, `plugins` and `themes` as what Folio runs: docs plugin instances, the
 * search plugin, client redirects (client-redirects.ts), and remark/rehype plugins; every plugin,
 * theme and third-party preset Folio has no equivalent for runs through Docusaurus's lifecycle
 * (lifecycle/), each with its place in Docusaurus's order. Pure: whether the blog and pages
 * folders exist is asked of `exists`, whether a package is installed of `resolves`.
 */
import path from 'node:path';
import { FolioError } from '@folio/core';
import type { DocsOptionsInput } from '@folio/plugin-docs';
import type { BlogOptionsInput } from '@folio/plugin-blog';
import type { PagesOptions } from '@folio/plugin-pages';
import { mapBlogOptions } from './map-blog.ts';
import { readClientRedirectsOptions, type ClientRedirectsOptions } from './client-redirects.ts';
import { isRecord, readEntry, type Entry, type EntryKind } from './entries.ts';
import { mapDocsOptions } from './map-docs.ts';
import { mapPagesOptions } from './map-pages.ts';
import type { LifecycleEntry, Rank } from './lifecycle-entry.ts';
import { openapiPluginNotice, PLUGIN as OPENAPI_PLUGIN, THEME as OPENAPI_THEME } from './openapi-docs/map.ts';
import { ANALYTICS_PLUGINS, analyticsTags, type AnalyticsKind, type AnalyticsUse } from './official/analytics.ts';
import { mapSitemapOptions, type FolioSitemap } from './official/sitemap.ts';

export interface MappedPlugins {
  docs: DocsOptionsInput[];
  /** One pages plugin per Docusaurus pages instance, in order. */
  pages: PagesOptions[];
  /** One blog plugin per Docusaurus blog instance, in order. */
  blog: BlogOptionsInput[];
  search: boolean;
  /** One per @docusaurus/plugin-client-redirects instance: its redirect pages are written after the build. */
  clientRedirects: ClientRedirectsOptions[];
  remarkPlugins: unknown[];
  rehypePlugins: unknown[];
  /** The classic theme's `customCss` files, in order. */
  customCss: string[];
  /** The analytics plugins, their options checked, in Docusaurus's order (official/analytics.ts). */
  analytics: AnalyticsUse[];
  /** The sitemap plugin's options; false: no sitemap (none in the config, or `sitemap: false`). */
  sitemap: FolioSitemap | false;
  /** Plugins Folio has no equivalent for, run as Docusaurus runs them (lifecycle/). */
  lifecycle: LifecycleEntry[];
}

export interface PluginContext {
  siteDir: string;
  /** Whether a folder (relative to the site) exists. */
  exists(relative: string): boolean;
  notices: string[];
  /**
   * Whether a preset, plugin or theme named as written can be loaded from the site (a package
   * under one of its node_modules folders, or a file); without it, none is checked.
   */
  resolves?(written: string, kind: EntryKind): boolean;
}

const CLASSIC = '@docusaurus/preset-classic';
const THEME_CLASSIC = '@docusaurus/theme-classic';
/** The local search plugin that runs as itself on Docusaurus's theme (its SearchBar, its index written by its postBuild). */
const EASYOPS_SEARCH = '@easyops-cn/docusaurus-search-local';
const LOCAL_SEARCH = [EASYOPS_SEARCH, '@cmfcmf/docusaurus-search-local', 'docusaurus-lunr-search', 'docusaurus-plugin-search-local'];

/** What each known package becomes (its options at `where`). */
const HANDLERS: Record<string, (options: Record<string, unknown>, where: string, out: MappedPlugins, ctx: PluginContext) => void> = {
  [CLASSIC]: classicPreset,
  '@docusaurus/plugin-content-docs': (options, where, out, ctx) => addDocs(options, where, out, ctx),
  '@docusaurus/plugin-content-blog': (options, where, out, ctx) => addBlog(options, where, out, ctx),
  '@docusaurus/plugin-content-pages': (options, where, out, ctx) => addPages(options, where, out, ctx),
  '@docusaurus/plugin-sitemap': (options, where, out, ctx) => sitemap(options, where, out, ctx),
  '@docusaurus/theme-classic': (options, where, out, ctx) => classicTheme(options, where, out, ctx),
  '@docusaurus/theme-search-algolia': (_, __, out) => (out.search = true),
  // Its diagrams are drawn by its own Mermaid component on Docusaurus's theme (classic/theme-chain.ts), else by Folio's.
  '@docusaurus/theme-mermaid': () => {},
  '@docusaurus/plugin-client-redirects': clientRedirects,
  // Its configureWebpack enhances webpack's SVG rule, which Folio has not: an SVG imported from a
  // module is a React component already (compat/svg-components.ts, SVGR as Docusaurus's defaults).
  '@docusaurus/plugin-svgr': (options, where, _, ctx) => {
    if (options.svgrConfig !== undefined) ctx.notices.push(`\`${optionsPath(where)}.svgrConfig\`: SVG files import as React components with SVGR's defaults; ignored`);
  },
  // Their pages build with Folio's API components: index.ts adds ./openapi-docs' plugin.
  [OPENAPI_PLUGIN]: (options, where, _, ctx) => ctx.notices.push(openapiPluginNotice(options, where)),
  [OPENAPI_THEME]: () => {},
  ...Object.fromEntries(Object.entries(ANALYTICS_PLUGINS).map(([name, kind]) => [name, (options: unknown, where: string, out: MappedPlugins) => analytics(kind, options, optionsPath(where), out)])),
  ...Object.fromEntries(
    LOCAL_SEARCH.map((name) => [name, (_: unknown, where: string, out: MappedPlugins, ctx: PluginContext) => {
      out.search = true;
      ctx.notices.push(`\`${where}\` (${name}): Folio's built-in local search is used instead`);
    }]),
  ),
};
const KNOWN = new Set(Object.keys(HANDLERS));

/** The packages Folio maps itself (a handler above): such an entry never runs through the lifecycle (lifecycle/presets.ts asks). */
export const MAPPED_NAMES: ReadonlySet<string> = KNOWN;

/** A preset, plugin or theme Docusaurus could not load; `written` is its name as the config has it. */
export class MissingEntryError extends FolioError {
  constructor(readonly written: string, message: string, options: { hint: string }) {
    super(message, options);
  }
}

export function mapPlugins(config: Record<string, unknown>, ctx: PluginContext): MappedPlugins {
  const out: MappedPlugins = { docs: [], pages: [], blog: [], search: false, clientRedirects: [], remarkPlugins: [], rehypePlugins: [], customCss: [], lifecycle: [], analytics: [], sitemap: false };
  const ownSearch = rendersDocusaurusTheme(config, ctx);
  for (const kind of ['preset', 'plugin', 'theme'] as const) {
    const key = `${kind}s`;
    const list = config[key];
    if (list === undefined) continue;
    if (!Array.isArray(list)) {
      ctx.notices.push(`\`${key}\`: not a list; ignored`);
      continue;
    }
    list.forEach((value, index) => {
      const entry = readEntry(value, kind, KNOWN);
      if (!entry) return;
      const where = `${key}[${index}]`;
      if (entry.name === EASYOPS_SEARCH && ownSearch && entry.written !== undefined && ctx.resolves!(entry.written, kind)) {
        out.lifecycle.push(lifecycleEntry(entry.written, entry.options, where, kind, index));
      } else mapEntry(entry, kind, where, index, out, ctx);
    });
  }
  return out;
}

/**
 * Whether the site renders with Docusaurus's own theme (classic/theme-chain.ts): its config names
 * the classic preset or theme, installed. Then @easyops-cn/docusaurus-search-local runs as itself,
 * its SearchBar in the theme's navbar, as on Docusaurus; else Folio's local search stands for it.
 */
function rendersDocusaurusTheme(config: Record<string, unknown>, ctx: PluginContext): boolean {
  if (!ctx.resolves) return false;
  return (['preset', 'theme'] as const).some((kind) => {
    const list = config[`${kind}s`];
    return Array.isArray(list) && list.some((value) => {
      const entry = readEntry(value, kind, KNOWN);
      return entry?.written !== undefined && (entry.name === CLASSIC || entry.name === THEME_CLASSIC) && ctx.resolves!(entry.written, kind);
    });
  });
}

/**
 * A lifecycle entry; a theme's and a preset's say their kind and place in Docusaurus's order (a
 * plugin's is the config's order, which lifecycle/presets.ts gives it).
 */
function lifecycleEntry(target: LifecycleEntry['target'], options: Record<string, unknown>, where: string, kind: EntryKind, index: number): LifecycleEntry {
  if (kind === 'plugin') return { target, options, where };
  const rank: Rank = kind === 'preset' ? [index] : [3, index];
  return { target, options, where, kind, rank };
}

function mapEntry(entry: Entry, kind: EntryKind, where: string, index: number, out: MappedPlugins, ctx: PluginContext): void {
  const handler = HANDLERS[entry.name];
  if (handler) return handler(entry.options, where, out, ctx);
  // Docusaurus fails on one it cannot load; only one that loads and that Folio lacks is skipped.
  if (entry.written !== undefined && ctx.resolves && !ctx.resolves(entry.written, kind)) {
    const local = entry.written.startsWith('.') || path.isAbsolute(entry.written);
    throw new MissingEntryError(entry.written, `\`${where}\`: the ${kind} "${entry.written}" cannot be found${local ? ` (no file ${entry.written} from the site folder)` : ' in node_modules'}`, {
      hint: local ? 'fix the path, or remove the entry' : `install it (npm install ${entry.written}), or remove the entry`,
    });
  }
  // A plugin or theme Folio has no equivalent for runs as Docusaurus runs it: a package, a file, a
  // function; a preset by name is called, and what it returns runs so (lifecycle/presets.ts).
  if (entry.written !== undefined || (entry.fn && kind !== 'preset')) {
    out.lifecycle.push(lifecycleEntry(entry.fn ?? entry.written!, entry.options, where, kind, index));
    return;
  }
  const why = entry.isFunction ? 'a function, which Docusaurus does not accept as a preset either' : `not a name, a path or a function Docusaurus could load`;
  ctx.notices.push(`\`${where}\` (${entry.name}): ${why}; skipped`);
}

/** The classic preset: docs, blog, pages, theme, sitemap and analytics, each an option. */
function classicPreset(options: Record<string, unknown>, where: string, out: MappedPlugins, ctx: PluginContext): void {
  const { docs, blog, pages, theme, sitemap: sitemapOptions, googleAnalytics, gtag, googleTagManager, ...rest } = options;
  if (docs !== false) addDocs(isRecord(docs) ? docs : {}, `${where}.docs`, out, ctx);
  // Blog and pages are on unless `false`; only a folder with content (or options) makes them matter.
  if (blog !== false && (blog !== undefined || ctx.exists(folderOf(blog, 'blog')))) addBlog(isRecord(blog) ? blog : {}, `${where}.blog`, out, ctx);
  if (pages !== false && (pages !== undefined || ctx.exists(folderOf(pages, 'src/pages')))) addPages(isRecord(pages) ? pages : {}, `${where}.pages`, out, ctx);
  if (theme !== undefined) classicTheme(isRecord(theme) ? theme : {}, `${where}.theme`, out, ctx);
  // As the preset: each analytics plugin whose option is given (truthy), in the preset's order.
  for (const [kind, given] of [['googleAnalytics', googleAnalytics], ['gtag', gtag], ['googleTagManager', googleTagManager]] as const) {
    if (given) analytics(kind, given, `${optionsPath(where)}.${kind}`, out);
  }
  sitemap(sitemapOptions, `${where}.sitemap`, out, ctx);
  for (const [key, value] of Object.entries(rest)) {
    if (value === undefined) continue;
    const instead = key === 'debug' ? 'Folio has no debug pages; ignored' : key === 'svgr' ? "SVG files import as Vite imports them; ignored" : 'not an option of the classic preset Folio knows; ignored';
    ctx.notices.push(`\`${where}.${key}\`: ${instead}`);
  }
}

/** Where the config gives each mapped options object (weakly keyed: it goes with the mapping). */
const optionsPaths = new WeakMap<object, string>();

/**
 * Where the config gives a mapped options object, as a path into the config
 * (`presets[0][1].docs`): index.ts labels the option functions with it, so what one throws names it.
 */
export function optionsPathOf(options: object): string | undefined {
  return optionsPaths.get(options);
}

/** `presets[0].docs` (how notices name an entry) → `presets[0][1].docs` (the path to its options). */
function optionsPath(where: string): string {
  return where.replace(/^(\w+\[\d+\])/, '$1[1]');
}

function addDocs(options: Record<string, unknown>, where: string, out: MappedPlugins, ctx: PluginContext): void {
  const mapped = mapDocsOptions(options, where, ctx.siteDir, ctx.notices);
  optionsPaths.set(mapped.options, optionsPath(where));
  out.docs.push(mapped.options);
  out.remarkPlugins.push(...mapped.remarkPlugins);
  out.rehypePlugins.push(...mapped.rehypePlugins);
}

function addBlog(options: Record<string, unknown>, where: string, out: MappedPlugins, ctx: PluginContext): void {
  const mapped = mapBlogOptions(options, where, ctx.siteDir, ctx.notices);
  optionsPaths.set(mapped.options, optionsPath(where));
  out.blog.push(mapped.options);
  out.remarkPlugins.push(...mapped.remarkPlugins);
  out.rehypePlugins.push(...mapped.rehypePlugins);
}

function addPages(options: Record<string, unknown>, where: string, out: MappedPlugins, ctx: PluginContext): void {
  const mapped = mapPagesOptions(options, where, ctx.siteDir, ctx.notices);
  out.pages.push(mapped.options);
  out.remarkPlugins.push(...mapped.remarkPlugins);
  out.rehypePlugins.push(...mapped.rehypePlugins);
}

/** `customCss` (a path or a list; Folio's theme loads it after its own styles); other options are noticed. */
function classicTheme(options: Record<string, unknown>, where: string, out: MappedPlugins, ctx: PluginContext): void {
  for (const [key, value] of Object.entries(options)) {
    if (value === undefined) continue;
    if (key === 'customCss') out.customCss.push(...[value].flat().filter((file): file is string => typeof file === 'string'));
    else ctx.notices.push(`\`${where}.${key}\`: not an option of the classic theme Folio knows; ignored`);
  }
}

/** The sitemap plugin's options as Folio's `sitemap` (official/sitemap.ts); a second sitemap plugin is noticed. */
function sitemap(options: unknown, where: string, out: MappedPlugins, ctx: PluginContext): void {
  const mapped = mapSitemapOptions(options, optionsPath(where));
  if (mapped === false) return;
  if (out.sitemap) ctx.notices.push(`\`${where}\`: a second sitemap; Folio writes the first one only (${out.sitemap.filename})`);
  else out.sitemap = mapped;
}

/** An analytics plugin's options (at `at`, their path), checked now, as Docusaurus checks every plugin's, dev or build. */
function analytics(plugin: AnalyticsKind, options: unknown, at: string, out: MappedPlugins): void {
  analyticsTags(plugin, options, at);
  out.analytics.push({ plugin, options, at });
}

/** The plugin's options, for the redirect pages Docusaurus writes after the build (client-redirects.ts). */
function clientRedirects(options: Record<string, unknown>, where: string, out: MappedPlugins, ctx: PluginContext): void {
  out.clientRedirects.push(readClientRedirectsOptions(options, optionsPath(where), ctx.notices));
}

function folderOf(options: unknown, fallback: string): string {
  return isRecord(options) && typeof options.path === 'string' ? options.path : fallback;
}
