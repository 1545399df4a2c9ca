import { describe, expect, it, vi } from 'vitest';
import { createSitemap, createSitemapItem, DEFAULT_SITEMAP, sitemapRoutes, sitemapXml, type SitemapItem, type SitemapOptions } from './sitemap.ts';
import { createRobotsTxt } from './host-files.ts';
import type { ResolvedRoute, SiteConfig } from '../plugin-api.ts';

const route = (path: string, extra: Partial<ResolvedRoute> = {}): ResolvedRoute => ({ path, component: '@theme/MDXPage', plugin: 'p', ...extra });
const routes: ResolvedRoute[] = [
  route('/', { page: '/site/src/pages/index.md' }),
  route('/a&b'),
  route('/hidden', { noIndex: true }),
  route('/canonical-elsewhere', { sitemap: false }),
  route('*', { component: '@theme/NotFound', plugin: 'core', catchAll: true }),
];
const config = { url: 'https://x.dev', noIndex: false, trailingSlash: undefined, baseUrl: '/' } as SiteConfig;
const options = (given: Partial<SitemapOptions> = {}): SitemapOptions => ({ ...DEFAULT_SITEMAP, ...given });
const HEAD =
  '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1" xmlns:video="http://www.google.com/schemas/sitemap-video/1.1">';
const none = () => null;
/** Commit times of page files: 2024-01-02T03:04:05.000Z for the home page. */
const commits: Record<string, number> = { '/site/src/pages/index.md': Date.UTC(2024, 0, 2, 3, 4, 5) };
const lastUpdateOf = (file: string) => commits[file] ?? null;

describe('sitemapXml', () => {
  // Expected strings are what @docusaurus/plugin-sitemap 3.10 (the `sitemap` package 7.1) writes for the same items.
  it.each<[string, SitemapItem[], SitemapOptions['lastmod'], string]>([
    ['loc only when the rest is null', [{ url: 'https://ex.com/b', changefreq: null, priority: null, lastmod: null }], null, '<url><loc>https://ex.com/b</loc></url>'],
    ["Docusaurus's defaults", [{ url: 'https://ex.com/a&b?x=<1>', changefreq: 'weekly', priority: 0.5, lastmod: null }], null, '<url><loc>https://ex.com/a&amp;b?x=%3C1%3E</loc><changefreq>weekly</changefreq><priority>0.5</priority></url>'],
    ['order loc, lastmod, changefreq, priority; one decimal', [{ url: 'https://ex.com/c/é ü', changefreq: 'daily', priority: 1, lastmod: '2024-01-02T03:04:05.000Z' }], 'datetime', '<url><loc>https://ex.com/c/%C3%A9%20%C3%BC</loc><lastmod>2024-01-02T03:04:05.000Z</lastmod><changefreq>daily</changefreq><priority>1.0</priority></url>'],
    ['priority 0 is written; 0.25 rounds as toFixed', [{ url: 'https://ex.com/d', priority: 0 }, { url: 'https://ex.com/e', priority: 0.25 }], null, '<url><loc>https://ex.com/d</loc><priority>0.0</priority></url><url><loc>https://ex.com/e</loc><priority>0.3</priority></url>'],
    ["a date is an instant unless lastmod is 'date'", [{ url: 'https://ex.com/b', lastmod: '2024-01-02' }], null, '<url><loc>https://ex.com/b</loc><lastmod>2024-01-02T00:00:00.000Z</lastmod></url>'],
    ["'date' keeps the day of an instant", [{ url: 'https://ex.com/e', lastmod: '2024-01-02T03:04:05.123Z' }], 'date', '<url><loc>https://ex.com/e</loc><lastmod>2024-01-02</lastmod></url>'],
  ])('%s', (_, items, lastmod, urls) => {
    expect(sitemapXml(items, lastmod)).toBe(`${HEAD}${urls}</urlset>`);
  });

  it.each<[string, SitemapItem, RegExp]>([
    ['a relative URL', { url: '/docs' }, /item 0 has the URL "\/docs", which is not an absolute URL/],
    ['a lastmod that is no date', { url: 'https://ex.com/', lastmod: 'yesterday' }, /item 0 has the lastmod "yesterday", which is not a date/],
  ])('refuses %s', (_, item, message) => {
    expect(() => sitemapXml([item], null)).toThrow(message);
  });
});

describe('the routes the sitemap lists', () => {
  it.each<[string, ResolvedRoute[], string[], string[]]>([
    ['indexable routes only', routes, [], ['/', '/a&b']],
    // As Docusaurus's createMatcher (micromatch): `/x/**` takes /x itself too, `*` one segment, dot segments are not matched.
    ['ignorePatterns: globs on the path, baseUrl included', ['/base/tags/a', '/base/tags', '/base/blog/page/2', '/base/blog/page', '/base/docs/x', '/base/tags/.x'].map((p) => route(p)), ['/base/tags/**', '/base/blog/page/*'], ['/base/blog/page', '/base/docs/x', '/base/tags/.x']],
    ['a pattern matching nothing leaves all', [route('/a'), route('/b')], ['/c/**'], ['/a', '/b']],
  ])('%s', (_, given, ignorePatterns, expected) => {
    expect(sitemapRoutes(given, { ignorePatterns }).map((r) => r.path)).toEqual(expected);
  });

  it('leaves out the pages whose built HTML says noindex, as Docusaurus reads each page head', () => {
    expect(sitemapRoutes([route('/a'), route('/b'), route('/c')], { ignorePatterns: [] }, new Set(['/b'])).map((r) => r.path)).toEqual(['/a', '/c']);
  });
});

describe('createSitemapItem', () => {
  const home = routes[0]!;
  it.each<[string, ResolvedRoute, Partial<SitemapOptions>, Partial<SiteConfig>, SitemapItem]>([
    ["Folio's defaults", home, {}, {}, { url: 'https://x.dev/', changefreq: null, priority: null, lastmod: null }],
    ["changefreq and priority as given", home, { changefreq: 'weekly', priority: 0.5 }, {}, { url: 'https://x.dev/', changefreq: 'weekly', priority: 0.5, lastmod: null }],
    ["lastmod 'date': the day of the page file's last commit", home, { lastmod: 'date' }, {}, { url: 'https://x.dev/', changefreq: null, priority: null, lastmod: '2024-01-02' }],
    ["lastmod 'datetime'", home, { lastmod: 'datetime' }, {}, { url: 'https://x.dev/', changefreq: null, priority: null, lastmod: '2024-01-02T03:04:05.000Z' }],
    ['a route with no page file has none', route('/tags'), { lastmod: 'date' }, {}, { url: 'https://x.dev/tags', changefreq: null, priority: null, lastmod: null }],
    ['a generated page: the file it was made from (a React page)', route('/react', { page: { id: 'pages/react', mdx: '', source: '/site/src/pages/index.md' } }), { lastmod: 'date' }, {}, { url: 'https://x.dev/react', changefreq: null, priority: null, lastmod: '2024-01-02' }],
    ['a file git does not know has none', route('/new', { page: '/site/new.md' }), { lastmod: 'date' }, {}, { url: 'https://x.dev/new', changefreq: null, priority: null, lastmod: null }],
    ['trailingSlash', route('/a'), {}, { trailingSlash: true }, { url: 'https://x.dev/a/', changefreq: null, priority: null, lastmod: null }],
  ])('%s', (_, given, opts, site, expected) => {
    expect(createSitemapItem(given, { ...config, ...site }, options(opts), lastUpdateOf)).toEqual(expected);
  });

  it('asks git nothing when lastmod is null', () => {
    const ask = vi.fn(lastUpdateOf);
    createSitemapItem(home, config, options(), ask);
    expect(ask).not.toHaveBeenCalled();
  });
});

describe('createSitemap', () => {
  it("lists indexable routes with Folio's defaults", async () => {
    expect(await createSitemap(routes, config, options(), none)).toBe(`${HEAD}<url><loc>https://x.dev/</loc></url><url><loc>https://x.dev/a&amp;b</loc></url></urlset>`);
  });

  it('writes none for a noIndex site, or when no route is left', async () => {
    expect(await createSitemap(routes, { ...config, noIndex: true }, options(), none)).toBeNull();
    expect(await createSitemap(routes, config, options({ ignorePatterns: ['/**'] }), none)).toBeNull();
  });

  it("createSitemapItems gets the routes, the config and the default items' maker, as Docusaurus passes them", async () => {
    const createSitemapItems = vi.fn(async ({ defaultCreateSitemapItems, ...params }: Parameters<NonNullable<SitemapOptions['createSitemapItems']>>[0]) => {
      const items = await defaultCreateSitemapItems(params);
      return [...items.filter((item) => !item.url.includes('&')), { url: 'https://x.dev/extra', lastmod: '2025-05-06', priority: 0.9 }];
    });
    const xml = await createSitemap(routes, config, options({ createSitemapItems, lastmod: 'date', changefreq: 'daily' }), lastUpdateOf);
    expect(createSitemapItems.mock.calls[0]![0].routes).toBe(routes);
    expect(createSitemapItems.mock.calls[0]![0].siteConfig).toBe(config);
    expect(xml).toBe(`${HEAD}<url><loc>https://x.dev/</loc><lastmod>2024-01-02</lastmod><changefreq>daily</changefreq></url><url><loc>https://x.dev/extra</loc><lastmod>2025-05-06</lastmod><priority>0.9</priority></url></urlset>`);
  });

  it('names createSitemapItems when it throws', async () => {
    const createSitemapItems = async () => {
      throw new Error('no items today');
    };
    await expect(createSitemap(routes, config, options({ createSitemapItems }), none)).rejects.toThrow('sitemap.createSitemapItems failed: no items today');
  });

  it('refuses createSitemapItems giving no list', async () => {
    const createSitemapItems = async () => undefined as unknown as SitemapItem[];
    await expect(createSitemap(routes, config, options({ createSitemapItems }), none)).rejects.toThrow('sitemap.createSitemapItems returned no list of sitemap items');
  });
});

describe("robots.txt names the sitemap's file", () => {
  it.each<[string, { sitemap?: boolean; sitemapFile?: string }, string | undefined]>([
    ['the default', {}, 'Sitemap: https://x.dev/base/sitemap.xml'],
    ['sitemap.filename', { sitemapFile: 'maps/site.xml' }, 'Sitemap: https://x.dev/base/maps/site.xml'],
    ['no sitemap', { sitemap: false, sitemapFile: 'sitemap.xml' }, undefined],
  ])('%s', (_, options, line) => {
    const text = createRobotsTxt({ url: 'https://x.dev', baseUrl: '/base/', ...options });
    expect(text.split('\n').find((l) => l.startsWith('Sitemap:'))).toBe(line);
  });
});
