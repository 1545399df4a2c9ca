/**
 * `folio serve` behaves like a static host: clean URLs, long-lived caching of hashed assets with
 * the right types, the sitemap and static files, and nothing outside the build folder.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { BASIC_DIR, BASIC_PORT, BASIC_SITE, BASIC_URL, LINKS_PORT, LINKS_URL, rawGet, sitemapPaths } from './helpers';

test.use({ baseURL: BASIC_URL });

const assetsDir = path.join(BASIC_DIR, 'build', 'assets');

test('/guides/first and /guides/first/ serve the page', async ({ request }) => {
  const built = readFileSync(path.join(BASIC_DIR, 'build', 'guides', 'first', 'index.html'), 'utf8');
  for (const url of ['/guides/first', '/guides/first/', '/guides/first?ref=x']) {
    const response = await request.get(url, { maxRedirects: 5 });
    expect(response.status(), url).toBe(200);
    expect(response.headers()['content-type'], url).toMatch(/^text\/html/);
    expect(await response.text(), url).toBe(built);
  }
  const page = await request.get('/guides/first');
  // HTML must be revalidated, unlike hashed assets.
  expect(page.headers()['cache-control']).not.toContain('immutable');
});

test('hashed JavaScript assets are immutable and typed as JavaScript', async ({ request }) => {
  const files = readdirSync(assetsDir).filter((file) => file.endsWith('.js'));
  expect(files.length).toBeGreaterThan(3);
  for (const file of files) {
    expect(file, 'a content hash in the name').toMatch(/-[A-Za-z0-9_-]{6,}\.js$/);
    const response = await request.get(`/assets/${file}`);
    expect(response.status(), file).toBe(200);
    expect(response.headers()['content-type'], file).toMatch(/^(text|application)\/javascript\b/);
    expect(response.headers()['cache-control'], file).toMatch(/\bimmutable\b/);
    expect(response.headers()['cache-control'], file).toMatch(/max-age=(\d{7,})/);
    expect(await response.text(), file).toBe(readFileSync(path.join(assetsDir, file), 'utf8'));
  }
});

test('CSS assets are served as text/css and immutable', async ({ request }) => {
  const files = readdirSync(assetsDir).filter((file) => file.endsWith('.css'));
  expect(files.length).toBeGreaterThan(0);
  for (const file of files) {
    const response = await request.get(`/assets/${file}`);
    expect(response.status(), file).toBe(200);
    expect(response.headers()['content-type'], file).toMatch(/^text\/css\b/);
    expect(response.headers()['cache-control'], file).toMatch(/\bimmutable\b/);
  }
});

test('/sitemap.xml lists every page but not the 404 page', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/xml/);
  const xml = await response.text();
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
  // Docusaurus's sitemap: the sitemap namespace among the others it declares.
  expect(xml).toMatch(/<urlset [^>]*xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9"/);
  const paths = sitemapPaths(xml, BASIC_SITE.url);
  expect(paths.sort()).toEqual(['/', '/guides/first', '/guides/second']);
  expect(xml).not.toMatch(/404|\*|not-found/i);
});

test('static files are served with their types', async ({ request }) => {
  const favicon = await request.get('/img/favicon.svg');
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  expect(await favicon.text()).toBe(readFileSync(path.join(BASIC_DIR, 'static', 'img', 'favicon.svg'), 'utf8'));

  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
  expect(await robots.text()).toBe(readFileSync(path.join(BASIC_DIR, 'static', 'robots.txt'), 'utf8'));
});

test('under a base URL, pages, assets and static files live below it', async ({ request }) => {
  for (const url of ['/docs', '/docs/', '/docs/alpha', '/docs/alpha/']) {
    const response = await request.get(`${LINKS_URL}${url}`);
    expect(response.status(), url).toBe(200);
    expect(await response.text(), url).toContain(url.startsWith('/docs/alpha') ? 'Alpha body text.' : 'Links home');
  }
  const favicon = await request.get(`${LINKS_URL}/docs/img/favicon.svg`);
  expect(favicon.status()).toBe(200);
  expect((await request.get(`${LINKS_URL}/img/favicon.svg`)).status()).toBe(404);
  const sitemap = await request.get(`${LINKS_URL}/docs/sitemap.xml`);
  expect(sitemapPaths(await sitemap.text(), 'https://links.example.com').sort()).toEqual(['/docs/', '/docs/alpha', '/docs/beta']);
});

test.describe('path traversal', () => {
  // Sent byte for byte (fetch and Playwright's request would resolve the dots first).
  const attempts = [
    '/../site.config.ts',
    '/%2e%2e/site.config.ts',
    '/%2E%2E/site.config.ts',
    '/%252e%252e/site.config.ts',
    '/assets/..%2f..%2fsite.config.ts',
    '/assets/%2e%2e%2f%2e%2e%2fsite.config.ts',
    '/assets/../../site.config.ts',
    '/..%2fsite.config.ts',
    '/..%5csite.config.ts',
    '/..\\site.config.ts',
    '/static/../site.config.ts',
    '/%2e%2e/%2e%2e/%2e%2e/package.json',
    '/../../../package.json',
    '//work/main/package.json',
  ];

  for (const [name, port] of [
    ['the root site', BASIC_PORT],
    ['a site under /docs/', LINKS_PORT],
  ] as const) {
    test(`${name}: no attempt returns a file from outside the build folder`, async () => {
      const config = readFileSync(path.join(BASIC_DIR, 'site.config.ts'), 'utf8');
      expect(config).toContain('defineConfig');
      const prefixed = port === LINKS_PORT ? attempts.map((attempt) => `/docs${attempt}`).concat(attempts) : attempts;
      for (const attempt of prefixed) {
        const response = await rawGet(port, attempt);
        expect(response.body, attempt).not.toContain('defineConfig');
        expect(response.body, attempt).not.toContain('folio-monorepo');
        expect(response.status, attempt).toBeGreaterThanOrEqual(400);
        expect(response.status, attempt).toBeLessThan(500);
      }
    });
  }
});
