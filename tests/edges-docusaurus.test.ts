/**
 * Content and config edges a Docusaurus site has, built as Docusaurus 3.10.2 builds them
 * (tests/fixtures/edges-docusaurus, one part per class), with Folio's theme and with Docusaurus's
 * own theme (the site laid out beside @docusaurus/preset-classic, tests/docusaurus-theme-site.ts):
 * 1. a navbar item with `items` and no `type` is a dropdown (theme-classic infers it);
 * 2. links to a static folder's index.html, with and without the trailing slash, pass the link
 *    check under onBrokenLinks: 'throw', whatever trailingSlash says;
 * 3. tag permalinks are Docusaurus's kebab case (`SQLite` → `sq-lite`, `HTTP2` → `http-2`), and a
 *    tags.yml key written with nothing is labelled as Docusaurus labels it (`Graphql`);
 * 4. a folder's index doc has Docusaurus's canonical URL and og:url, `/docs/guide/` (trailingSlash
 *    undefined or true) or `/docs/guide` (false), and so has its sitemap entry.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copySite, describeRun, FIXTURES, makeTempDir, removeTempDirs, replaceIn, runFolio } from '../packages/core/test/helpers.ts';
import { layOutSite } from './docusaurus-theme-site.ts';

const FIXTURE = path.join(FIXTURES, 'edges-docusaurus');
const SITE_URL = 'https://edges.example.com';
type TrailingSlash = 'undefined' | 'true' | 'false';
type Theme = 'folio' | 'docusaurus';

afterAll(() => removeTempDirs());

/** Built sites by theme and trailingSlash, each built once. */
const built = new Map<string, string>();

async function build(theme: Theme, trailingSlash: TrailingSlash): Promise<string> {
  const label = `edges-${theme}-${trailingSlash}`;
  const site = theme === 'folio' ? copySite(FIXTURE, label) : await layOutSite(FIXTURE, makeTempDir(label));
  if (trailingSlash !== 'undefined') replaceIn(site, 'docusaurus.config.js', 'trailingSlash: undefined,', `trailingSlash: ${trailingSlash},`);
  const result = await runFolio(['build', site], { timeoutMs: 240_000 });
  expect(result.code, describeRun(result)).toBe(0);
  expect(result.stderr).not.toMatch(/broken link/);
  const out = path.join(site, 'build');
  built.set(`${theme} ${trailingSlash}`, out);
  return out;
}

/** The file a page is written to: `<route>/index.html`, or `<route>.html` under trailingSlash false. */
function page(out: string, route: string, trailingSlash: TrailingSlash): string {
  const file = trailingSlash === 'false' ? `${route}.html` : path.join(route, 'index.html');
  return readFileSync(path.join(out, file), 'utf8');
}

const canonical = (html: string) => /<link [^>]*rel="canonical" [^>]*href="([^"]+)"|<link rel="canonical" href="([^"]+)"/.exec(html)?.slice(1).find(Boolean);
const ogUrl = (html: string) => /<meta property="og:url" content="([^"]+)"/.exec(html)?.[1];

beforeAll(async () => {
  // One build at a time: the machine is shared.
  for (const theme of ['folio', 'docusaurus'] as const) for (const slash of ['undefined', 'true', 'false'] as const) await build(theme, slash);
}, 1_200_000);

describe.each(['folio', 'docusaurus'] as const)('%s theme', (theme) => {
  const out = (slash: TrailingSlash = 'undefined') => built.get(`${theme} ${slash}`)!;

  it('renders a navbar item with `items` and no type as a dropdown', () => {
    const html = page(out(), 'docs/intro', 'undefined');
    const start = html.search(/<div class="navbar__item dropdown dropdown--hoverable dropdown--right/);
    expect(start).toBeGreaterThan(-1);
    const dropdown = html.slice(start, html.indexOf('</ul>', start));
    expect(dropdown).toMatch(/class="navbar__link[^"]*"[^>]*>More</);
    expect([...dropdown.matchAll(/<a [^>]*class="dropdown__link[^"]*"[^>]*>/g)].map((link) => /href="([^"]+)"/.exec(link[0])?.[1])).toEqual([
      '/docs/guide/setup',
      '/blog',
      'https://example.com/edges',
    ]);
  });

  it.each(['undefined', 'true', 'false'] as const)("accepts links to a static folder's index.html (trailingSlash %s)", (slash) => {
    // The build passed under onBrokenLinks: 'throw'; the links are on the page and the file is there.
    const html = page(out(slash), 'docs/intro', slash);
    expect(html).toMatch(/href="\/playground\/?"/);
    expect(existsSync(path.join(out(slash), 'playground/index.html'))).toBe(true);
  });

  it("gives tags Docusaurus's permalinks and a tags.yml key Docusaurus's label", () => {
    const tags = (route: string) => page(out(), `blog/tags/${route}`, 'undefined');
    for (const [route, label] of [
      ['sq-lite', 'SQLite'],
      ['http-2', 'HTTP2'],
      ['🚀-launch', '🚀 Launch'],
      ['ca-va', 'Ça va?'],
      ['graph-ql', 'Graphql'],
    ]) {
      expect(tags(route!), route).toMatch(new RegExp(`<h1[^>]*>(1|One) post tagged with (&quot;|")${label!.replace('?', '\\?')}(&quot;|")</h1>`));
    }
    const post = page(out(), 'blog/2026/01/05/tags', 'undefined');
    for (const href of ['/blog/tags/sq-lite', '/blog/tags/http-2', `/blog/tags/${encodeURIComponent('🚀')}-launch`, '/blog/tags/ca-va', '/blog/tags/graph-ql']) {
      expect(post.includes(`href="${href}"`) || post.includes(`href="${decodeURIComponent(href)}"`), href).toBe(true);
    }
  });

  it.each([
    ['undefined', '/docs/guide/', '/docs/guide/setup'],
    ['true', '/docs/guide/', '/docs/guide/setup/'],
    ['false', '/docs/guide', '/docs/guide/setup'],
  ] as const)("gives a folder's index doc Docusaurus's canonical URL (trailingSlash %s)", (slash, index, other) => {
    const guide = page(out(slash), 'docs/guide', slash);
    expect(guide).toContain("The guide's own page");
    expect(canonical(guide)).toBe(`${SITE_URL}${index}`);
    expect(ogUrl(guide)).toBe(`${SITE_URL}${index}`);
    expect(canonical(page(out(slash), 'docs/guide/setup', slash))).toBe(`${SITE_URL}${other}`);
    const sitemap = readFileSync(path.join(out(slash), 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain(`<loc>${SITE_URL}${index}</loc>`);
  });
});
