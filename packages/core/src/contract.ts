/**
 * The contract between Folio's node side (route table, MDX compiler, prerender) and the browser
 * (the theme's runtime): the data that crosses over, and the globals that generated code uses to
 * reach the runtime. TYPES ONLY: this module compiles to nothing (test/contract.test.ts checks),
 * so producers and consumers alike import it, and no shape is copied by hand on either side.
 *
 * Wire data are `type` aliases, not interfaces: an alias of an object type is assignable to
 * `Json`, so a producer hands its data to route props or global data without a cast.
 */

/** What a plugin may hand to the client: route props, layout props and global data are JSON. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * A heading of a page's table of contents (the MDX compiler's `export const toc`): every Markdown
 * heading of the page at the levels the TOC shows, wherever it sits (lists, blockquotes,
 * admonitions, JSX such as tabs or details), in document order.
 */
export type TocItem = {
  /** The heading's plain text, trimmed (what Folio's theme and search show). */
  value: string;
  id: string;
  level: number;
  /**
   * The heading as HTML, as Docusaurus's TOC `value` has it (its theme sets it as innerHTML):
   * `<code>`, `<em>`, `<strong>`, `<del>` and JSX text elements (tag and class) kept, links
   * unwrapped, text escaped. Present only when it differs from `value` HTML-escaped (`&<>"'`), so
   * a plain heading has none: Docusaurus's value is `html ?? escapeHtml(value)`.
   */
  html?: string;
};

/** What a compiled Markdown/MDX page module exports; `Content` is the theme's component type. */
export type PageModule<Content = unknown> = {
  default: Content;
  frontMatter: Record<string, unknown>;
  title: string;
  contentTitle?: string;
  toc: TocItem[];
};

type Loader<T> = () => Promise<T>;

/**
 * One entry of `virtual:folio/routes` (routes/routes-module.ts writes them, the theme's runtime
 * loads them); `Component` is the theme's component type.
 */
export type RouteEntry<Component = unknown> = {
  path: string;
  component: Loader<{ default: Component }>;
  page?: Loader<PageModule<Component>>;
  /** Dev: the page's module id, which its hot updates name. */
  pageId?: string;
  /** More content modules the component renders (core's `Route.contents`), in order. */
  contents?: Loader<PageModule<Component>>[];
  /** Dev: the module ids of `contents`, which their hot updates name. */
  contentIds?: string[];
  props?: Loader<{ default: Json }>;
  layout?: Loader<{ default: Component }>;
  layoutProps?: Loader<{ default: Json }>;
  catchAll?: boolean;
};

/** The exports of `virtual:folio/routes`. */
export type RoutesModuleExports<Component = unknown> = {
  routes: RouteEntry<Component>[];
  /** Build of a large site: the number of route-table shards (0: the whole table is `routes`). */
  shardCount: number;
  loadShard: ((index: number) => Promise<RouteEntry<Component>[]>) | undefined;
  /** Build with shards: a compact row (a page's HTML holds its own) as the route entry it stands for. */
  expandRow: ((row: RouteRow) => RouteEntry<Component>) | undefined;
  /** Build with shards: whether the home page (the base URL's own route) is in a shard, not in `routes`. */
  shardedHome: boolean;
};

/**
 * One route of the compact table a build ships (expanded to a RouteEntry at start-up): path,
 * component index, page file, props file, layout index (-1: none), layout props file, catch-all,
 * and the files of its further contents when it has any.
 */
export type RouteRow = [string, number, string, string, number, string, number] | [string, number, string, string, number, string, number, string[]];

/** `virtual:folio/site`: the subset of the site config the client sees. */
export type SiteData = {
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  trailingSlash: boolean | null;
  favicon: string | null;
  noIndex: boolean;
  titleDelimiter: string;
  /** The site's locales; `currentLocale` is the one these pages are in (each locale is its own build, as in Docusaurus). */
  i18n: {
    defaultLocale: string;
    locales: string[];
    currentLocale: string;
    path: string;
    localeConfigs: Record<string, { label: string; htmlLang: string; direction: 'ltr' | 'rtl'; calendar: string; path: string; url: string; baseUrl: string; translate: boolean }>;
  };
  /** Free-form: each theme component reads its own keys with its own type. */
  themeConfig: Record<string, any>;
  /** Where readers' choices are kept: the Web Storage API, and the suffix of every key ('' or `-<namespace>`). */
  storage: SiteStorage;
};

/** Where the browser keeps readers' choices (config/storage.ts). */
export type SiteStorage = {
  type: 'localStorage' | 'sessionStorage' | 'none';
  /** The suffix of every key: '' or `-<namespace>`. */
  namespace: string;
};

/** `virtual:folio/global-data`: plugin name → that plugin's global data. */
export type GlobalData = Record<string, Json>;

/** Prerender's chunk loader: a module's exports, or undefined to import the URL as usual. */
export type ChunkLoader = (url: string) => Promise<unknown> | undefined;

/**
 * The globals through which generated code talks to the runtime, each set in one place. None can
 * be a plain import: the code that reads them is written without the bundler (chunks), or must
 * not add a module-graph edge (dev pages), or runs where no module is shared (prerender).
 */
declare global {
  /** Build: React's JSX runtime for page chunks written without the bundler (set by the routes module, read by direct-chunks.ts' chunks). */
  var __folioJsx: { jsx: unknown; jsxs: unknown; Fragment: unknown } | undefined;
  /** Prerender: loads a chunk without keeping it as a module (set by build/ssr-chunks.ts, read by the routes module's loadByUrl). */
  var __folioLoadChunk: ChunkLoader | undefined;
  /** Dev: a page module's hot update (set by the theme's runtime/routes.ts, called by the footer vite/plugin.ts adds to pages). */
  var __folioPageUpdate: ((id: string, mod: unknown) => void) | undefined;
  /** Build, a bundle shared by several locales: the locale's data (set by its entry, read by the stand-ins of vite/locale-modules.ts). */
  var __folioLocale: { site: unknown; globalData: unknown; codeTranslations: unknown; routes: Record<string, unknown> } | undefined;
  /** Prerender, a bundle of one locale: its route table's compact rows and the URL of the folder their files are in (set by build/renderer.ts, read by the routes module). */
  var __folioServerTable: { base: string; rows: RouteRow[] } | undefined;
}
