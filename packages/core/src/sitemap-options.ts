/**
 * The config's `sitemap` option (build/sitemap.ts writes the file), with
 * @docusaurus/plugin-sitemap 3.10's options and meaning. Generic over the routes and config
 * `createSitemapItems` receives, so that this ground file needs nothing of the plugin API.
 */
export const CHANGE_FREQUENCIES = ['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never'] as const;
export type ChangeFrequency = (typeof CHANGE_FREQUENCIES)[number];

/** One <url> of the sitemap: as Docusaurus's `SitemapItem`. */
export interface SitemapItem {
  url: string;
  /** A date (any form `Date` reads); printed as `lastmod` asks. */
  lastmod?: string | null;
  changefreq?: ChangeFrequency | null;
  priority?: number | null;
}

/** What `createSitemapItems` is called with: Docusaurus's params, with Folio's routes and config. */
export interface CreateSitemapItemsParams<Route, Config> {
  routes: Route[];
  siteConfig: Config;
  defaultCreateSitemapItems: (params: { routes: Route[]; siteConfig: Config }) => Promise<SitemapItem[]>;
}

export interface SitemapOptions<Route = unknown, Config = unknown> {
  /** The file, relative to the output folder. */
  filename: string;
  /** `date` (YYYY-MM-DD) or `datetime` (ISO instant) of each page file's last commit; null: none. */
  lastmod: 'date' | 'datetime' | null;
  changefreq: ChangeFrequency | null;
  priority: number | null;
  /** Globs matched against each route's path (baseUrl included): matching routes are left out. */
  ignorePatterns: string[];
  createSitemapItems?: (params: CreateSitemapItemsParams<Route, Config>) => SitemapItem[] | Promise<SitemapItem[]>;
}

/** Folio's defaults: the sitemap is written, with no <lastmod>, <changefreq> or <priority>. */
export const DEFAULT_SITEMAP: SitemapOptions = { filename: 'sitemap.xml', lastmod: null, changefreq: null, priority: null, ignorePatterns: [] };
