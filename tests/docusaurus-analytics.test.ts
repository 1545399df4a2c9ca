/**
 * Docusaurus's analytics plugins and sitemap options on Folio (packages/docusaurus/src/official/,
 * packages/core/src/build/sitemap.ts):
 * - the tags are the ones Docusaurus 3.10's own plugins inject (their `injectHtmlTags`, run here
 *   from the install tests/docusaurus-theme-site.ts makes), and the sitemap XML the one its
 *   `sitemap` package writes for the same items;
 * - tests/fixtures/docusaurus-analytics, committed to a git repository of its own at a known date,
 *   built with the CLI in both rendering modes (Folio's theme; Docusaurus's theme, laid out beside
 *   preset-classic): gtag and Tag Manager in every page's head before the site's own head tags,
 *   Tag Manager's <noscript> first in the body, and the sitemap options applied (filename,
 *   lastmod from the commit, changefreq, priority, ignorePatterns, createSitemapItems).
 * The dev server's pages have none of the tags: e2e/docusaurus-analytics.spec.ts.
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, rmSync, cpSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsTags, docusaurusAnalytics, type AnalyticsKind } from '../packages/docusaurus/src/official/analytics.ts';
import { siteHead, siteHeadCsp } from '../packages/core/src/build/site-head.ts';
import { DEFAULT_CSP, mergeCsp, scriptHash, type CspDirectives } from '../packages/core/src/build/host-files.ts';
import { sitemapXml, type SitemapItem } from '../packages/core/src/build/sitemap.ts';
import { installDocusaurus, layOutSite } from './docusaurus-theme-site.ts';

const run = promisify(execFile);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CLI = path.join(ROOT, 'packages/core/bin/folio.mjs');
const FIXTURE = path.join(ROOT, 'tests/fixtures/docusaurus-analytics');
const TMP = path.join(ROOT, 'tests/.tmp', `docusaurus-analytics-${process.pid}`);
const COMMIT_DATE = '2025-03-04T05:06:07Z';

let modules: string;

beforeAll(async () => {
  modules = await installDocusaurus();
}, 900_000);

afterAll(() => rmSync(TMP, { recursive: true, force: true }));

describe("the tags Docusaurus's own plugins inject", () => {
  const docusaurusTags = (plugin: string, options: Record<string, unknown>) => {
    const load = createRequire(path.join(modules, 'package.json'));
    const create = load(`@docusaurus/${plugin}`).default as (context: unknown, options: unknown) => { injectHtmlTags(): { headTags?: unknown[]; preBodyTags?: unknown[] } } | null;
    const before = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      const tags = create({}, options)!.injectHtmlTags();
      return { headTags: tags.headTags ?? [], bodyTags: tags.preBodyTags ?? [] };
    } finally {
      process.env.NODE_ENV = before;
    }
  };

  // Docusaurus's options as its validation leaves them (gtag's trackingID a list, anonymizeIP filled in).
  it.each<[string, AnalyticsKind, Record<string, unknown>, Record<string, unknown>]>([
    ['plugin-google-gtag', 'gtag', { trackingID: 'G-ONE' }, { trackingID: ['G-ONE'], anonymizeIP: false }],
    ['plugin-google-gtag', 'gtag', { trackingID: ['G-ONE', 'G-TWO'], anonymizeIP: true }, { trackingID: ['G-ONE', 'G-TWO'], anonymizeIP: true }],
    ['plugin-google-analytics', 'googleAnalytics', { trackingID: 'UA-12-3' }, { trackingID: 'UA-12-3', anonymizeIP: false }],
    ['plugin-google-analytics', 'googleAnalytics', { trackingID: 'UA-12-3', anonymizeIP: true }, { trackingID: 'UA-12-3', anonymizeIP: true }],
    ['plugin-google-tag-manager', 'googleTagManager', { containerId: 'GTM-ABC' }, { containerId: 'GTM-ABC' }],
  ])('%s %j', (plugin, kind, options, validated) => {
    const ours = analyticsTags(kind, options, 'x');
    expect({ headTags: ours.headTags, bodyTags: ours.bodyTags }).toEqual(docusaurusTags(plugin, validated));
  });
});

describe('with headers.csp (a migrated site)', () => {
  it("allows the inline snippets by their hashes and Google's hosts, as static-files.ts composes the policy", () => {
    const plugin = docusaurusAnalytics([
      { plugin: 'gtag', options: { trackingID: 'G-A' }, at: 'a' },
      { plugin: 'googleTagManager', options: { containerId: 'GTM-A' }, at: 'b' },
    ]);
    const tags = plugin.htmlTags!({ siteDir: '/site', config: {} as never, command: 'build' })!;
    const head = siteHead({ baseUrl: '/', i18n: { currentLocale: 'en', localeConfigs: { en: { htmlLang: 'en' } } }, headTags: tags.headTags!, bodyTags: tags.bodyTags!, scripts: [], stylesheets: [], themeConfig: {} });
    const csp = mergeCsp(DEFAULT_CSP, siteHeadCsp(head).directives, plugin.csp as CspDirectives);
    const inline = tags.headTags!.filter((tag) => tag.tagName === 'script' && tag.innerHTML).map((tag) => scriptHash(tag.innerHTML!));
    expect(inline).toHaveLength(3);
    expect(csp['script-src']).toEqual(expect.arrayContaining([...inline, 'https://www.googletagmanager.com', 'https://*.googletagmanager.com']));
    expect(csp['connect-src']).toEqual(expect.arrayContaining(['https://*.google-analytics.com']));
    expect(csp['frame-src']).toEqual(expect.arrayContaining(['https://www.googletagmanager.com']));
  });
});

describe("the sitemap XML Docusaurus's plugin writes", () => {
  it.each<[string, SitemapItem[], 'date' | 'datetime' | null]>([
    ['defaults', [{ url: 'https://x.dev/', changefreq: 'weekly', priority: 0.5, lastmod: null }, { url: 'https://x.dev/a&b', changefreq: 'weekly', priority: 0.5, lastmod: null }], null],
    ['dates', [{ url: 'https://x.dev/é', changefreq: null, priority: null, lastmod: '2025-03-04' }, { url: 'https://x.dev/b', changefreq: 'never', priority: 0.25, lastmod: '2025-03-04T05:06:07.000Z' }], 'date'],
    ['instants', [{ url: 'https://x.dev/c', changefreq: 'hourly', priority: 1, lastmod: '2025-03-04T05:06:07.000Z' }, { url: 'https://x.dev/d', priority: 0 }], 'datetime'],
  ])('%s', async (_, items, lastmod) => {
    const load = createRequire(path.join(modules, '@docusaurus/plugin-sitemap/package.json'));
    const { sitemapItemsToXmlString } = load('./lib/xml.js') as { sitemapItemsToXmlString(items: SitemapItem[], options: { lastmod: string | null }): Promise<string> };
    expect(sitemapXml(items, lastmod)).toBe(await sitemapItemsToXmlString(items.map((item) => ({ ...item })), { lastmod }));
  });
});

/** The fixture copied to `dir` and committed there at COMMIT_DATE; `theme`: laid out beside preset-classic. */
async function prepare(dir: string, theme: boolean): Promise<string> {
  if (theme) await layOutSite(FIXTURE, dir);
  else cpSync(FIXTURE, dir, { recursive: true });
  const env = { ...process.env, GIT_AUTHOR_DATE: COMMIT_DATE, GIT_COMMITTER_DATE: COMMIT_DATE, GIT_AUTHOR_NAME: 'T', GIT_AUTHOR_EMAIL: 't@example.com', GIT_COMMITTER_NAME: 'T', GIT_COMMITTER_EMAIL: 't@example.com' };
  await run('git', ['init', '-q'], { cwd: dir, env });
  await run('git', ['add', 'docs', 'src', 'docusaurus.config.js', 'sidebars.js', 'package.json'], { cwd: dir, env });
  await run('git', ['-c', 'commit.gpgsign=false', 'commit', '-q', '-m', 'fixture'], { cwd: dir, env });
  await run(process.execPath, [CLI, 'build', dir], { cwd: ROOT, timeout: 300_000, maxBuffer: 16 * 1024 * 1024 });
  return path.join(dir, 'build');
}

describe.each([
  ["Folio's theme", false],
  ["Docusaurus's theme", true],
])('a build of the fixture with %s', (_, theme) => {
  let out: string;
  beforeAll(async () => {
    out = await prepare(path.join(TMP, theme ? 'theme' : 'folio'), theme);
  }, 900_000);

  const page = (route: string) => readFileSync(path.join(out, route, 'index.html'), 'utf8');

  it("has gtag and Tag Manager in every page's head, before the site's own tags", () => {
    for (const route of ['', 'docs/intro', 'docs/second']) {
      const html = page(route);
      const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
      expect(head).toContain('<script async src="https://www.googletagmanager.com/gtag/js?id=G-FIRST123"></script>');
      expect(head).toContain("gtag('config', 'G-FIRST123', { 'anonymize_ip': true });\ngtag('config', 'G-SECOND45', { 'anonymize_ip': true });;");
      expect(head).toContain("})(window,document,'script','dataLayer','GTM-ABC123');</script>");
      expect(head.match(/<link rel="preconnect" href="https:\/\/www\.googletagmanager\.com">/g)).toHaveLength(2);
      expect(head.indexOf('gtag/js')).toBeLessThan(head.indexOf('gtm.js'));
      expect(head.indexOf('gtm.js')).toBeLessThan(head.indexOf('name="site-own-tag"'));
    }
  });

  it("puts Tag Manager's <noscript> first in the body", () => {
    const html = page('docs/intro');
    const body = html.slice(html.indexOf('<body'));
    expect(body).toMatch(/^<body[^>]*>\n<noscript><iframe src="https:\/\/www\.googletagmanager\.com\/ns\.html\?id=GTM-ABC123" height="0" width="0" style="display:none;visibility:hidden"><\/iframe><\/noscript>\n/);
  });

  it('writes the sitemap the options ask for', () => {
    expect(existsSync(path.join(out, 'sitemap.xml'))).toBe(false);
    const xml = readFileSync(path.join(out, 'site-map.xml'), 'utf8');
    const urls = [...xml.matchAll(/<url>(.*?)<\/url>/g)].map((match) => match[1]);
    // /docs/second by ignorePatterns, /hidden by createSitemapItems; lastmod is the commit's day.
    expect(urls).toEqual([
      '<loc>https://analytics.example.com/</loc><lastmod>2025-03-04</lastmod><changefreq>daily</changefreq><priority>0.7</priority>',
      '<loc>https://analytics.example.com/docs/intro</loc><lastmod>2025-03-04</lastmod><changefreq>daily</changefreq><priority>0.7</priority>',
      '<loc>https://analytics.example.com/docs/tags</loc><changefreq>daily</changefreq><priority>0.7</priority>',
      '<loc>https://analytics.example.com/docs/tags/start</loc><changefreq>daily</changefreq><priority>0.7</priority>',
    ]);
  });
});
