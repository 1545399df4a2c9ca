/**
 * The public plugin interface. A plugin is a plain object; every hook is optional. Data flows one
 * way: load (IO) → routes / globalData (pure) → bundle → prerender → postBuild.
 */
import type { Plugin as VitePlugin } from 'vite';
import type { PluggableList } from 'unified';
import type { Json, SiteStorage } from './contract.ts';
import type { PrismThemes } from './prism-themes.ts';
import type { HeadTag, ScriptOption, StylesheetOption } from './head-schema.ts';
import type { SitemapOptions } from './sitemap-options.ts';

/** Route props, layout props and global data: the JSON handed to the client (defined in contract.ts). */
export type { Json };

export interface Context {
  /** Absolute path of the site (where site.config.ts lives). */
  siteDir: string;
  config: SiteConfig;
  command: 'dev' | 'build' | 'serve' | 'command';
}

/** A locale's config, as Docusaurus's `i18n.localeConfigs` entries resolve (config/i18n.ts). */
export interface LocaleConfig {
  label: string;
  htmlLang: string;
  direction: 'ltr' | 'rtl';
  /** The calendar dates are shown in ('gregory' unless the locale says otherwise). */
  calendar: string;
  /** The locale's folder under `i18n.path` (default: the locale's name). */
  path: string;
  /** The site's URL for this locale (a multi-domain site gives each locale its own). */
  url: string;
  /** The locale's base URL: the site's for the default locale, `<baseUrl><locale>/` for the others unless given. */
  baseUrl: string;
  /** Whether the locale's translations are read (default: whether its folder exists). */
  translate: boolean;
}

/**
 * The site's config as plugins see it (`context.config`): validated, defaults filled in, by
 * config/config.ts. Here rather than there so that the config and the plugin API, which name each
 * other, import one way only.
 */
/** A config's `remoteCache` (turbo.json's names; timeouts in seconds). Secrets come only from the environment. */
export interface RemoteCacheOptions {
  /** false: no remote cache, whatever the environment says. */
  enabled?: boolean;
  apiUrl?: string;
  teamId?: string;
  teamSlug?: string;
  /** Read artifacts, never upload (builds of untrusted code). */
  readOnly?: boolean;
  timeout?: number;
  uploadTimeout?: number;
}

export interface SiteConfig {
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  trailingSlash: boolean | undefined;
  favicon: string | undefined;
  noIndex: boolean;
  titleDelimiter: string;
  /**
   * The site's locales. A config is loaded for one locale (`currentLocale`): its `url` and
   * `baseUrl` above are that locale's; every locale of a build is loaded in turn.
   */
  i18n: {
    defaultLocale: string;
    locales: string[];
    currentLocale: string;
    /** The translations folder, relative to the site (default 'i18n'). */
    path: string;
    localeConfigs: Record<string, LocaleConfig>;
  };
  onBrokenLinks: 'throw' | 'warn' | 'ignore';
  onBrokenMarkdownLinks: 'throw' | 'warn' | 'ignore';
  onBrokenAnchors: 'throw' | 'warn' | 'ignore';
  /** Files the config names (favicon, logos, social card) that the output lacks; as onBrokenLinks unless set. */
  onBrokenConfigFiles?: 'throw' | 'warn' | 'ignore';
  /** An image a field names (front matter `image`, an author's `image_url`) that no static folder has; 'throw' unless set. */
  onBrokenImageFields?: 'throw' | 'warn' | 'ignore';
  /** Two routes with one path: 'throw' stops the build; 'warn' (said) and 'ignore' keep the first route, as Docusaurus does. */
  onDuplicateRoutes?: 'throw' | 'warn' | 'ignore';
  markdown: {
    format: 'mdx' | 'md' | 'detect';
    remarkPlugins: unknown[];
    rehypePlugins: unknown[];
    /** ```mermaid code blocks as `<mermaid value>` elements for the theme's Mermaid component (mdx/remark-mermaid.ts). */
    mermaid: boolean;
    toc: { minHeadingLevel: number; maxHeadingLevel: number };
  };
  plugins: Plugin<any>[];
  theme: string;
  themeConfig: Record<string, unknown>;
  /** Stylesheets the theme loads after its own, as given (relative to the site folder or absolute). */
  customCss: string[];
  /** Added to every page's <head> (build/site-head.ts), as in Docusaurus. */
  headTags: HeadTag[];
  scripts: ScriptOption[];
  /** Printed at the start of every page's <body> (build/site-head.ts), as Docusaurus plugins' `preBodyTags`. */
  bodyTags: HeadTag[];
  stylesheets: StylesheetOption[];
  /** Modules the browser imports before the app renders (vite/client-modules.ts), as given. */
  clientModules: string[];
  /** Code colours for light and dark mode, and Prism grammars to register beyond Folio's own. */
  prism: PrismThemes & { additionalLanguages: string[] };
  staticDirectories: string[];
  /** Where the browser keeps readers' choices, for this locale (config/storage.ts). */
  storage: SiteStorage;
  /** Folders outside the site (absolute, or relative to it) that files may come from; every other outside file is refused (site-files.ts). */
  allowedOutsidePaths: string[];
  /** Files published although they look like secrets (io/secret-files.ts), relative to the site; every other such file is refused. */
  allowedSecretFiles: string[];
  outDir: string;
  /**
   * true (the default): a page links the stylesheets of the chunks it loads, and client navigation
   * adds those of the next page. false: every page links every stylesheet of the site, in one order,
   * as Docusaurus ships one stylesheet (a global rule a page's CSS holds applies on every page, and
   * no page restyles when another's chunk loads); a Docusaurus config sets it.
   */
  cssCodeSplit: boolean;
  /** The build cache shared by machines, as turbo.json's `remoteCache` names it; the environment's TURBO_* win (settings.ts remoteCacheFrom). */
  remoteCache?: RemoteCacheOptions;
  /** `_headers` is written when set; `csp` adds a Content-Security-Policy. */
  headers: { csp?: boolean | Record<string, string[]> } | undefined;
  /** The sitemap's options (build/sitemap.ts), defaults filled in; false: no sitemap. */
  sitemap: SitemapOptions<ResolvedRoute, SiteConfig> | false;
  /** `robots.txt` is generated when set. */
  robots: { allow?: string[]; disallow?: string[]; sitemap?: boolean } | undefined;
  /** `_redirects` is generated when set. */
  redirects: Array<{ from: string; to: string; status?: number }> | undefined;
  /** Absolute path of the file the config came from. */
  configFile: string;
}

export interface GeneratedPage {
  /** Unique id, used to name the generated module (e.g. `api/v0.27.0/create-a-new-bookmark`). */
  id: string;
  /** MDX source, front matter included. */
  mdx: string;
  /** The file the page was generated from, named in errors. */
  source?: string;
  /** The page as plain Markdown, when its generator can say it better than its MDX. */
  markdown?: string;
  /**
   * `mdx` is text of `source` itself, to compile as that file is compiled (`md`: CommonMark, where
   * `{` and `<` are text, as a `.md` file under `markdown.format: 'detect'`), with its links and
   * images resolved from `source`'s folder as on that file's own page (a blog post's excerpt).
   * Without it, `mdx` is generated MDX and only its absolute images are resolved.
   */
  textOf?: { format: 'md' | 'mdx' };
}

export interface Route {
  /** Exact path without baseUrl, e.g. `/v0.26.0/Installation/docker`. */
  path: string;
  /** Component that renders the page; resolved through theme overrides. */
  component: `@theme/${string}`;
  /** The MDX file (absolute path) or generated MDX rendered as the page content. */
  page?: string | GeneratedPage;
  /**
   * More content the component renders besides `page`, each its own module (a file path or
   * generated MDX), loaded with the route and handed to the component as `contents`, in order:
   * a blog list's excerpts. A module named by several routes is compiled and shipped once.
   */
  contents?: Array<string | GeneratedPage>;
  /** Props for `component`, emitted as this route's own JSON chunk. */
  props?: Json;
  /** Wraps the page; routes with the same layout and layoutProps share one chunk for the props. */
  layout?: `@theme/${string}`;
  layoutProps?: Json;
  /** Kept out of the sitemap and marked noindex. */
  noIndex?: boolean;
  /** false: leave the page out of the sitemap (a page whose canonical URL is another page). */
  sitemap?: boolean;
  /** What produced the route, for error messages (a file path, usually). */
  source?: string;
  /**
   * The content folder of the page (absolute), e.g. its docs version's folder: as in Docusaurus, a
   * Markdown link like `api/store.md` resolves from there (then the site folder) before the page's
   * own folder; `./` and `../` links only from the page's folder.
   */
  linkRoot?: string;
  /** What a site search indexes the page as, filled by the plugin that makes the route. */
  search?: RouteSearch;
}

/**
 * What a site search needs to know of a route's page that its HTML does not say, given by the
 * plugin that makes the route (so search knows no plugin's components or props). A route without
 * it is indexed unless it is `noIndex`, under the section "Documentation", in the site-wide index.
 */
export type RouteSearch = {
  /** Whether the page is indexed, when not as `noIndex` says: false for a blog's lists of posts, true for a doc of a version kept out of search engines. */
  index?: boolean;
  /** The section its records are grouped under (DocSearch's lvl0): "Blog", a doc's top sidebar category. */
  section?: string;
  /** The page's title (the one rule of `pageTitle`), read before its headings: a page that hides its title heading is still found by it. */
  title?: string;
  /** The docs version the page belongs to: its records go to that version's index (DocSearch's tag `docs-default-<version>`). */
  version?: string;
};

export interface MdxExtensions {
  remarkPlugins?: PluggableList;
  rehypePlugins?: PluggableList;
}

/** One `## title` section of the site's llms.txt (https://llmstxt.org): Markdown list lines. */
export interface LlmsTxtSection {
  title: string;
  lines: string[];
}

export interface PostBuildContext extends Context {
  routes: ResolvedRoute[];
  outDir: string;
  /**
   * The site's llms.txt, written once after every postBuild when a plugin added a section
   * (sections in plugin order, so none overwrites another's); `summary` replaces the tagline.
   */
  llmsTxt: { summary?: string; sections: LlmsTxtSection[] };
  /**
   * Every plugin of the site with what its `load` gave, in the config's order: a plugin that
   * describes the whole site after the build (Docusaurus's postBuild `plugins`, which the
   * Docusaurus adapter hands its plugins) reads the others' content here. Read only.
   */
  plugins: ReadonlyArray<{ name: string; content: unknown }>;
}

export interface Plugin<Content = unknown> {
  /** Unique; prefixes logs and errors. */
  name: string;
  /** Read inputs; no writes. Throw FolioError for bad input. */
  load?(ctx: Context): Content | Promise<Content>;
  /** Pure: the routes this plugin adds. */
  routes?(content: Content, ctx: Context): Route[];
  /** Pure: small data available on every page under the plugin's name. */
  globalData?(content: Content, ctx: Context): Json;
  /** Dev: files or globs (relative to siteDir) whose change re-runs this plugin. */
  watch?(content: Content, ctx: Context): string[];
  mdx?: MdxExtensions;
  /** Theme components this plugin provides (name → absolute file), e.g. `SearchBar`. */
  themeComponents?: Record<string, string>;
  /**
   * Folders of theme components this plugin brings, as Docusaurus's `getThemePath`: `@theme/X` is
   * `<folder>/X` (a file or a folder's index, .tsx/.ts/.jsx/.js) when the site and the plugins'
   * `themeComponents` have no X, before the theme package. A site with any is open as Docusaurus
   * sites are: every file under its `src/theme/` is importable as `@theme/<path>`.
   */
  themePaths?: string[];
  /**
   * Files that render the routes whose component or layout is `@theme/<Name>` (name → absolute
   * file), in place of what `@theme/<Name>` resolves to; every other import of `@theme/<Name>`
   * is unchanged. For an adapter rendering Folio's routes with another theme's components, whose
   * props differ from those Folio's plugins give.
   */
  routeComponents?: Record<string, string>;
  /** Escape hatch: Vite plugins for the client and SSR builds and the dev server. */
  vite?: VitePlugin[];
  /**
   * Its Vite plugins serve modules whose content is the locale's (data a plugin generates per
   * locale, under ids every locale shares): each locale of the site is then bundled on its own.
   * Without it, the locales of a build that share a domain and a direction share one bundle, made
   * with the first locale's plugins (build/bundle-locales.ts).
   */
  bundlePerLocale?: boolean;
  /**
   * A folder its content loading writes files into under the same paths in every locale (the
   * Docusaurus adapter's `.docusaurus/`), which its Vite plugins or postBuild read. A build
   * bundles together only the locales that wrote the same bytes there (or other paths), and puts
   * each locale's files back before its bundle and its postBuild (build/locale-writes.ts).
   */
  localeWritesDir?: string;
  /**
   * Folders under `localeWritesDir` that no content loading writes into (what another tool left
   * there: Docusaurus's own plugins' data), not looked through. A folder is skipped only when
   * every plugin naming that `localeWritesDir` skips it.
   */
  localeWritesSkip?: string[];
  /** CLI commands such as `docs:version`. */
  commands?: Record<string, (args: string[], ctx: Context) => Promise<void>>;
  postBuild?(ctx: PostBuildContext): Promise<void> | void;
  /**
   * Its postBuild reads what the others write into the output (a service worker's precache list):
   * it runs after theirs. Otherwise postBuild hooks run in the config's order.
   */
  postBuildLast?: boolean;
  /**
   * Pure: the files this plugin writes into the output folder besides its routes' pages, relative
   * to it (`blog/rss.xml`, a Markdown twin `docs/intro.md`; `search-index/` for a folder it owns
   * whole). `routes` are the plugin's own, as its `routes` hook gave them. A route of any plugin
   * whose page would land on one of them is refused before the build writes anything.
   */
  outputFiles?(content: Content, ctx: Context, routes: Route[]): string[];
  /**
   * Pure: what this plugin adds to every page for the command `ctx.command` (Docusaurus's
   * `injectHtmlTags` and `getClientModules`): head tags, tags at the start of the body and browser
   * modules, before the config's own `headTags`, `bodyTags` and `clientModules` (load/html-tags.ts).
   */
  htmlTags?(ctx: Context): PluginHtmlTags | undefined;
  /** Sources this plugin's client code needs in the Content-Security-Policy (`headers.csp`). */
  csp?: Record<string, string[]> | ((ctx: Context) => Record<string, string[]> | undefined);
  /**
   * Pure: the plugin's translation files for the locale `ctx` is loaded for, as Docusaurus's
   * `getTranslationFiles` gives them (`[{ path: 'current', content: { 'version.label': { message,
   * description } } }]`), with the default messages (the source's labels and titles, untranslated):
   * `folio write-translations` writes each to `<localizationDir>/<folder>/<path>.json`.
   */
  translationFiles?(content: Content, ctx: Context): TranslationFile[];
  /**
   * Pure: each source file of the plugin that a locale translates, with the file that translates it
   * in the locale `ctx` is loaded for (whether it exists or not), for `folio translations status`.
   * None when the locale is not translated (its `localeConfigs[locale].translate` is false).
   */
  translatedSources?(content: Content, ctx: Context): TranslatedSource[];
  /**
   * The plugin's own strings already translated into the locale `ctx` is loaded for (Docusaurus's
   * `getDefaultCodeTranslationMessages`): `folio write-translations` writes them into code.json as
   * the messages of their ids, over the code's default English ones.
   */
  defaultCodeTranslations?(ctx: Context): Record<string, string> | Promise<Record<string, string>>;
}

/** A translation file's messages, Docusaurus's shape: id → message and what it is for. */
export type TranslationFileContent = Record<string, { message: string; description?: string }>;

/** One translation file of a plugin for a locale (Docusaurus's `TranslationFile`, with its folder). */
export interface TranslationFile {
  /** Relative to `folder`, without `.json`: 'current', 'version-1.0', 'options'. */
  path: string;
  content: TranslationFileContent;
  /**
   * The plugin's folder under the locale's localizationDir (its `i18nFolder` option:
   * 'docusaurus-plugin-content-docs', 'docs-community').
   */
  folder: string;
}

/** A source file and the file that translates it in one locale. */
export interface TranslatedSource {
  /** Absolute path of the source file (the default locale's). */
  source: string;
  /** Absolute path of its translation in the locale (`<localizationDir>/<folder>/<version folder>/<same relative path>`). */
  translation: string;
  /** Whether the translation exists. */
  exists: boolean;
}

/** What a plugin's `htmlTags` hook adds to every page. */
export interface PluginHtmlTags {
  headTags?: HeadTag[];
  bodyTags?: HeadTag[];
  /** As the config's `clientModules` (absolute paths, or a package's module). */
  clientModules?: string[];
}

/** A route after the route table has applied baseUrl and trailingSlash. */
export interface ResolvedRoute extends Route {
  /** Final path with baseUrl applied. */
  path: string;
  /** The plugin that added it. */
  plugin: string;
  /** True for the catch-all route (path `*`). */
  catchAll?: boolean;
}

/** What the dev server offers plugins' Vite middlewares (e.g. the search index in dev). */
export interface DevContext {
  ctx: Context;
  routes(): ResolvedRoute[];
  /** Render a URL on the server, as prerender does in a build. */
  render(url: string): Promise<{ html: string; head: string; htmlAttributes: string; bodyAttributes?: string; status: number }>;
}

/** The dev context the Folio dev server attached to a Vite dev server, if any. */
export function getDevContext(server: object): DevContext | undefined {
  return (server as { folio?: DevContext }).folio;
}

/**
 * Marks a Vite plugin (`[PURE_LOAD]: true`) whose load hook, for each module it makes from no file,
 * gives code that depends only on its options and the site's content, writes nothing, and asks
 * nothing of its context but `error`. A build may then call it again to check that the last build's
 * bundles still hold (build/bundle-memo.ts); bundles that read a module an unmarked plugin made
 * from no file are not kept.
 */
export const PURE_LOAD = Symbol.for('folio.pureLoad');

/** The plugin, marked PURE_LOAD. */
export function pureLoad<P extends object>(plugin: P): P {
  return Object.assign(plugin, { [PURE_LOAD]: true });
}
