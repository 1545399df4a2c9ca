/**
 * The sitemap (config `sitemap`), as @docusaurus/plugin-sitemap 3.10 writes it: one <url> per
 * indexable route (no catch-all, no noindex page, no page canonical elsewhere, none matching
 * `ignorePatterns`), each with <loc>, then <lastmod>, <changefreq> and <priority> when they have a
 * value; `createSitemapItems` may rewrite the list. No file for a noIndex site, or when no item is
 * left. PURE but for `lastUpdateOf` (the last commit of a page's file) and `createSitemapItems`.
 */
import picomatch from 'picomatch';
import { applyTrailingSlash } from '../client/paths.ts';
import { FolioError } from '../errors.ts';
import type { ResolvedRoute, SiteConfig } from '../plugin-api.ts';
import type { CreateSitemapItemsParams as Params, SitemapItem, SitemapOptions as Options } from '../sitemap-options.ts';

export { DEFAULT_SITEMAP, type SitemapItem } from '../sitemap-options.ts';
export type SitemapOptions = Options<ResolvedRoute, SiteConfig>;
export type CreateSitemapItemsParams = Params<ResolvedRoute, SiteConfig>;
type SitemapConfig = Pick<SiteConfig, 'url' | 'baseUrl' | 'trailingSlash' | 'noIndex'>;

/** The last commit time (ms) of a file, or null when git does not know it. */
export type LastUpdateTime = (file: string) => number | null;

/**
 * PURE: the routes the sitemap lists: not a `noIndex` route, nor one whose built page says
 * `<meta name="robots" content="noindex">` (`noIndexPages`, as Docusaurus's sitemap reads each
 * page's head; a `property="robots"` meta, as theme-search-algolia's search page has, is no such tag).
 */
export function sitemapRoutes(routes: ResolvedRoute[], options: Pick<SitemapOptions, 'ignorePatterns'>, noIndexPages: ReadonlySet<string> = new Set()): ResolvedRoute[] {
  const ignored = options.ignorePatterns.length ? picomatch(options.ignorePatterns) : () => false;
  return routes.filter((route) => !route.catchAll && !route.noIndex && route.sitemap !== false && !ignored(route.path) && !noIndexPages.has(route.path));
}

/**
 * The file a route's page comes from, whose last commit is its <lastmod>: a doc, a post, a Markdown
 * page, or the file a generated page was made from (a React page); none for lists and tag pages,
 * as Docusaurus gives those no source file.
 */
export function sourceFileOf(route: ResolvedRoute): string | undefined {
  return typeof route.page === 'string' ? route.page : route.page?.source;
}

/** PURE (but `lastUpdateOf`): a route's item, by `options`. */
export function createSitemapItem(route: ResolvedRoute, config: Omit<SitemapConfig, 'noIndex'>, options: SitemapOptions, lastUpdateOf: LastUpdateTime): SitemapItem {
  const file = options.lastmod === null ? undefined : sourceFileOf(route);
  const time = file === undefined ? null : lastUpdateOf(file);
  return {
    url: config.url + applyTrailingSlash(route.path, config.trailingSlash, config.baseUrl),
    changefreq: options.changefreq,
    priority: options.priority,
    lastmod: time === null || options.lastmod === null ? null : formatLastmod(time, options.lastmod),
  };
}

function formatLastmod(time: number | string, form: 'date' | 'datetime'): string {
  const iso = new Date(time).toISOString();
  return form === 'date' ? iso.slice(0, 10) : iso;
}

/** PURE: a sitemap index listing the sitemaps at `urls` (one per locale of a translated site). */
export function sitemapIndexXml(urls: string[]): string {
  const entries = urls.map((url) => `<sitemap><loc>${xmlText(url)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('')}</sitemapindex>`;
}

/** PURE: the XML of `items`, spelled as Docusaurus's (the `sitemap` package's) on one line. */
export function sitemapXml(items: SitemapItem[], lastmod: SitemapOptions['lastmod']): string {
  const urls = items.map((item, index) => {
    const parts = [`<loc>${xmlText(locOf(item.url, index))}</loc>`];
    if (item.lastmod) parts.push(`<lastmod>${xmlText(lastmodOf(item.lastmod, lastmod, index))}</lastmod>`);
    if (item.changefreq) parts.push(`<changefreq>${xmlText(item.changefreq)}</changefreq>`);
    if (item.priority !== undefined && item.priority !== null) parts.push(`<priority>${item.priority.toFixed(1)}</priority>`);
    return `<url>${parts.join('')}</url>`;
  });
  const namespaces = [
    'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"',
    'xmlns:news="http://www.google.com/schemas/sitemap-news/0.9"',
    'xmlns:xhtml="http://www.w3.org/1999/xhtml"',
    'xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"',
    'xmlns:video="http://www.google.com/schemas/sitemap-video/1.1"',
  ];
  return `<?xml version="1.0" encoding="UTF-8"?><urlset ${namespaces.join(' ')}>${urls.join('')}</urlset>`;
}

/** The URL as the WHATWG parser spells it (non-ASCII and spaces percent-encoded), as Docusaurus's. */
function locOf(url: string, index: number): string {
  try {
    return new URL(url).toString();
  } catch {
    throw new FolioError(`sitemap: item ${index} has the URL ${JSON.stringify(url)}, which is not an absolute URL`, { hint: 'give every sitemap item an absolute URL (createSitemapItems)' });
  }
}

function lastmodOf(value: string, form: SitemapOptions['lastmod'], index: number): string {
  if (Number.isNaN(new Date(value).getTime())) throw new FolioError(`sitemap: item ${index} has the lastmod ${JSON.stringify(value)}, which is not a date`, { hint: 'give a date such as 2026-01-31 or an ISO instant (createSitemapItems)' });
  return formatLastmod(value, form === 'date' ? 'date' : 'datetime');
}

/** What XML text needs escaped (the `sitemap` package escapes & and < only). */
function xmlText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;');
}

/** The config's `createSitemapItems` called; what it throws names it. */
async function customItems(create: NonNullable<SitemapOptions['createSitemapItems']>, params: CreateSitemapItemsParams): Promise<SitemapItem[]> {
  try {
    return await create(params);
  } catch (error) {
    throw new FolioError(`sitemap.createSitemapItems failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error, hint: 'the function is the config\'s; fix it, or remove it' });
  }
}

/**
 * The sitemap's XML, or null when none is written (a noIndex site, no item). `lastUpdateOf` is
 * asked only when `lastmod` is set.
 */
export async function createSitemap(routes: ResolvedRoute[], config: SiteConfig, options: SitemapOptions, lastUpdateOf: LastUpdateTime, noIndexPages?: ReadonlySet<string>): Promise<string | null> {
  if (config.noIndex) return null;
  const defaultCreateSitemapItems: CreateSitemapItemsParams['defaultCreateSitemapItems'] = async (params) =>
    sitemapRoutes(params.routes, options, noIndexPages).map((route) => createSitemapItem(route, params.siteConfig, options, lastUpdateOf));
  const items = options.createSitemapItems ? await customItems(options.createSitemapItems, { routes, siteConfig: config, defaultCreateSitemapItems }) : await defaultCreateSitemapItems({ routes, siteConfig: config });
  if (!Array.isArray(items)) throw new FolioError('sitemap.createSitemapItems returned no list of sitemap items', { hint: 'return the items, e.g. `(await defaultCreateSitemapItems(params)).filter(...)`' });
  return items.length ? sitemapXml(items, options.lastmod) : null;
}
