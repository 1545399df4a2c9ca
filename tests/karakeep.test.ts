/**
 * Checks of the Karakeep docs site as built by `pnpm build` (scripts/test.sh builds it first):
 * the routes equal tests/karakeep-routes.txt (the site's route list), and every page is a real page.
 */
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const build = path.join(root, 'build');

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' || entry.name === 'search-index' ? [] : htmlFiles(full);
    return entry.name === 'index.html' ? [full] : [];
  });
}

const routeOf = (file: string) => `/${path.relative(build, path.dirname(file)).split(path.sep).join('/')}`.replace(/\/$/, '') || '/';
const isApi = (route: string) => /\/(api|API)(\/|$)/.test(route);

describe('the built Karakeep site', () => {
  it('exists (built by `pnpm build` before the tests)', () => {
    expect(existsSync(path.join(build, 'index.html'))).toBe(true);
  });

  it('has exactly the routes of routes.txt in every version, plus /search and 404.html', () => {
    const result = spawnSync(process.execPath, [path.join(root, 'scripts/check-routes.mjs'), '--build-dir', build], { encoding: 'utf8' });
    expect(result.stdout + result.stderr).toContain('check-routes: all routes match');
    expect(result.status).toBe(0);
    expect(existsSync(path.join(build, '404.html'))).toBe(true);
    expect(existsSync(path.join(build, 'search/index.html'))).toBe(true);
  });

  const pages = existsSync(build) ? htmlFiles(build).map((file) => ({ file, route: routeOf(file) })) : [];
  const docPages = pages.filter(({ route }) => route !== '/search' && !isApi(route));

  it('has a few hundred doc pages across nine versions', () => {
    expect(docPages.length).toBeGreaterThan(200);
  });

  it.each(docPages.map(({ file, route }) => [route, file]))('%s has an h1, a description and an h2', (_route, file) => {
    const html = readFileSync(file, 'utf8');
    const article = html.slice(html.indexOf('<article'), html.indexOf('</article>'));
    expect(article).toMatch(/<h1[\s>]/);
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}">/);
    expect(article).toMatch(/<h2[\s>]/);
  });

  it('serves robots.txt and the redirects file of the site facts', () => {
    expect(readFileSync(path.join(build, 'robots.txt'), 'utf8')).toMatch(/Disallow: \/v\*\/\nDisallow: \/next\//);
    const redirects = readFileSync(path.join(build, '_redirects'), 'utf8');
    for (const folder of ['Installation', 'Guides', 'Development', 'API']) {
      expect(redirects).toMatch(new RegExp(`^/${folder}/\\*\\s+/${folder.toLowerCase()}/:splat\\s+301$`, 'm'));
    }
  });

  it('has llms.txt listing every page of the latest version, each with its description and Markdown twin', () => {
    const llms = readFileSync(path.join(build, 'llms.txt'), 'utf8');
    expect(llms.startsWith('# Karakeep Docs\n\n> Karakeep (formerly Hoarder) is a self-hostable app')).toBe(true);
    // Titles escape their brackets (`Docker Compose \[Recommended\]`).
    const entries = [...llms.matchAll(/^- \[((?:\\.|[^\]\\])+)\]\((https:\/\/docs\.karakeep\.app\/[^)]+\.md)\): (.+)$/gm)];
    // The latest version (v0.27.0, at the root): every doc and API page of routes.txt.
    const latest = readFileSync(path.join(root, 'tests', 'karakeep-routes.txt'), 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('v0.27.0 '))
      .map((line) => line.split(' ')[1]!);
    expect(entries.length).toBe(latest.length);
    for (const [, , url] of entries) {
      const file = path.join(build, url!.slice('https://docs.karakeep.app/'.length));
      expect(existsSync(file), url).toBe(true);
    }
    expect(llms).not.toMatch(/\/(next|v0\.2[0-6]\.\d)\//);
  });

  it('has a Markdown twin of a doc page (clean Markdown) and of an API page (rendered from the spec)', () => {
    const doc = readFileSync(path.join(build, 'configuration.md'), 'utf8');
    expect(doc.startsWith('# Configuration\n')).toBe(true);
    expect(doc).not.toMatch(/^---$|^import |<Tabs|:::/m);
    const api = readFileSync(path.join(build, 'api/create-a-new-bookmark.md'), 'utf8');
    expect(api).toMatch(/^# Create a new bookmark\n\n`POST \/bookmarks`/);
    expect(api).toContain('## Responses');
    expect(api).not.toMatch(/<Api|<TabItem/);
  });

  it("writes _headers with a CSP that allows exactly the inline initialisers (colour mode, announcement bar; the not-found page's .html redirect), and robots.txt from the config", () => {
    const headers = readFileSync(path.join(build, '_headers'), 'utf8');
    const scriptSrc = /script-src ([^;]+);/.exec(headers)![1]!.split(' ');
    expect(scriptSrc[0]).toBe("'self'");
    // The hashes are those of the inline scripts the pages hold: two on every page, a third on 404.html.
    const inline = (file: string) => [...readFileSync(path.join(build, file), 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => `'sha256-${createHash('sha256').update(match[1]!).digest('base64')}'`);
    expect(inline('index.html')).toHaveLength(2);
    expect(inline('404.html')).toHaveLength(3);
    expect(scriptSrc.slice(1).sort()).toEqual([...new Set([...inline('index.html'), ...inline('404.html')])].sort());
    expect(readFileSync(path.join(build, 'robots.txt'), 'utf8')).toBe('User-agent: *\nDisallow: /v*/\nDisallow: /next/\nSitemap: https://docs.karakeep.app/sitemap.xml\n');
  });

  it('keeps /next and older versions out of search engines: noindex, canonical on the latest page, not in the sitemap', () => {
    const old = readFileSync(path.join(build, 'v0.26.0/configuration/index.html'), 'utf8');
    expect(old).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(old).toContain('<link rel="canonical" href="https://docs.karakeep.app/configuration">');
    const sitemap = readFileSync(path.join(build, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('<loc>https://docs.karakeep.app/configuration</loc>');
    expect(sitemap).not.toMatch(/karakeep\.app\/(next|v0\.\d+\.\d+)\//);
  });
});
