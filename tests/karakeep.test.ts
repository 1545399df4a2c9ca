/**
 * Checks of the Karakeep docs site as built by `pnpm build` (scripts/test.sh builds it first):
 * the routes equal ../shared/site/routes.txt, and every page is a real page.
 */
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
});
