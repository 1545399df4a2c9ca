/**
 * trailingSlash: links, canonical URLs and the sitemap spell every page the same way, for
 * `true` (every page path ends with a slash) and `false` (none does), on the versioned fixture
 * (two versions, `/next`, noindex versions, category pages).
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copySite, describeRun, FIXTURES, removeTempDirs, replaceIn, runFolio } from '../packages/core/test/helpers.ts';

afterAll(() => removeTempDirs());

const SITE_URL = 'https://versioned.example.com';

function htmlFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...htmlFiles(full));
    else if (entry.name.endsWith('.html') && entry.name !== '404.html') out.push(full);
  }
  return out;
}

describe.concurrent.each([true, false])('trailingSlash: %s', (slash) => {
  it('links, canonical URLs and the sitemap agree on the spelling of every page', async () => {
    const site = copySite(path.join(FIXTURES, 'versioned'), `trailing-slash-${slash}`);
    replaceIn(site, 'site.config.ts', "url: 'https://versioned.example.com',", `url: '${SITE_URL}',\n  trailingSlash: ${slash},`);
    const result = await runFolio(['build', site], { timeoutMs: 120_000 });
    expect(result.code, describeRun(result)).toBe(0);
    const build = path.join(site, 'build');

    const sitemap = [...readFileSync(path.join(build, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.slice(SITE_URL.length));
    expect(sitemap.length).toBeGreaterThan(3);
    const pages = new Set<string>();
    for (const file of htmlFiles(build)) {
      const html = readFileSync(file, 'utf8');
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      if (!canonical && /<meta name="robots" content="noindex/.test(html)) continue; // the search page
      expect(canonical, path.relative(build, file)).toBeDefined();
      const canonicalPath = canonical!.slice(SITE_URL.length);
      pages.add(canonicalPath);
      for (const href of [...html.matchAll(/<a [^>]*href="(\/[^"#?]*)(?:[#?][^"]*)?"/g)].map((m) => m[1]!)) {
        if (href === '/' || /\.[a-z0-9]+$/i.test(href)) continue; // the root, and files (`.md` twins, images)
        expect(href.endsWith('/'), `${path.relative(build, file)} links to ${href}`).toBe(slash);
      }
      if (canonicalPath !== '/') expect(canonicalPath.endsWith('/'), `canonical of ${path.relative(build, file)}`).toBe(slash);
    }
    for (const loc of sitemap) {
      if (loc !== '/') expect(loc.endsWith('/'), `sitemap entry ${loc}`).toBe(slash);
      expect(pages, `sitemap entry ${loc} is the canonical URL of a page`).toContain(loc);
    }
  }, 150_000);
});
