/**
 * Every route's HTML holds its content, head tags and asset links before any JavaScript runs
 * (tests/fixtures/basic, built and served by global-setup).
 */
import { expect, test } from '@playwright/test';
import { BASIC_PAGES, BASIC_SITE, BASIC_URL, htmlText, sitemapPaths, startTags } from './helpers';
import { waitForHydration, withoutViewportPrefetch } from './browser';

test.use({ baseURL: BASIC_URL });

const ROUTES = Object.keys(BASIC_PAGES);

test('the sitemap lists exactly the pages of the site', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  // `/` is listed by the sitemap too; the routes the tests below walk are the same set.
  expect(sitemapPaths(await response.text(), BASIC_SITE.url).sort()).toEqual([...ROUTES].sort());
});

for (const route of ROUTES) {
  const expected = BASIC_PAGES[route]!;

  test(`${route}: the served HTML holds the content, title, meta tags and working asset links`, async ({ request }) => {
    const response = await request.get(route);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/html/);
    const html = await response.text();

    expect(html).toMatch(/^<!DOCTYPE html>/i);
    const htmlTag = startTags(html, 'html');
    expect(htmlTag).toHaveLength(1);
    expect(htmlTag[0]).toMatchObject({ lang: 'en', dir: 'ltr' });

    const titles = [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => htmlText(match[1]!));
    expect(titles).toEqual([expected.title]);

    const meta = startTags(html, 'meta');
    expect(meta.filter((tag) => tag.name === 'description').map((tag) => tag.content)).toEqual([expected.description]);
    expect(meta.filter((tag) => tag.property === 'og:title').map((tag) => tag.content)).toEqual([expected.title]);
    expect(meta.filter((tag) => tag.name === 'robots')).toEqual([]); // listed pages are indexable

    const links = startTags(html, 'link');
    expect(links.filter((tag) => tag.rel === 'canonical').map((tag) => tag.href)).toEqual([BASIC_SITE.url + route]);

    // The page content is in the markup itself, inside the app root.
    const root = /<div id="__folio">([\s\S]*)<\/div>\s*<script/.exec(html);
    expect(root, 'the app root holds the rendered page').not.toBeNull();
    const body = root![1]!;
    const h1s = [...body.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((match) => htmlText(match[1]!));
    expect(h1s).toEqual([expected.h1]);
    expect(htmlText(body)).toContain(expected.text);
    expect(htmlText(body)).toContain('Copyright © 2025 Basic.');

    // Every stylesheet and modulepreload link, and the entry script, answers 200 with its type.
    const stylesheets = links.filter((tag) => tag.rel === 'stylesheet').map((tag) => tag.href!);
    const preloads = links.filter((tag) => tag.rel === 'modulepreload').map((tag) => tag.href!);
    const scripts = startTags(html, 'script').filter((tag) => tag.type === 'module').map((tag) => tag.src!);
    expect(stylesheets.length).toBeGreaterThan(0);
    expect(preloads.length).toBeGreaterThan(0);
    expect(scripts).toHaveLength(1);
    for (const href of stylesheets) {
      const asset = await request.get(href);
      expect(asset.status(), href).toBe(200);
      expect(asset.headers()['content-type'], href).toMatch(/^text\/css/);
    }
    for (const href of [...preloads, ...scripts]) {
      const asset = await request.get(href);
      expect(asset.status(), href).toBe(200);
      expect(asset.headers()['content-type'], href).toMatch(/^(text|application)\/javascript/);
    }
  });

  test(`${route}: every chunk the page loads is announced by a modulepreload link`, async ({ page }) => {
    // Only what the page needs to render counts, not the routes of its links fetched ahead.
    await withoutViewportPrefetch(page);
    const requested = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === BASIC_URL && url.pathname.endsWith('.js')) requested.add(url.pathname);
    });
    await page.goto(route);
    await waitForHydration(page);
    await expect(page).toHaveTitle(expected.title);
    const announced = await page.evaluate(() => [
      ...[...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => new URL(link.href).pathname),
      ...[...document.querySelectorAll<HTMLScriptElement>('script[type="module"][src]')].map((script) => new URL(script.src).pathname),
    ]);
    expect(requested.size).toBeGreaterThan(0);
    // A chunk missing from the list would be fetched only once its importer ran (a waterfall).
    expect([...requested].filter((file) => !announced.includes(file))).toEqual([]);
  });
}

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of ROUTES) {
    const expected = BASIC_PAGES[route]!;
    test(`${route}: the content is visible`, async ({ page }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(expected.title);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.h1);
      await expect(page.locator('main')).toContainText(expected.text);
      await expect(page.getByRole('link', { name: 'Basic Site' })).toHaveAttribute('href', '/');
      await expect(page.locator('footer')).toHaveText('Copyright © 2025 Basic.');
      // Nothing ran: React never touched the markup.
      expect(
        await page.evaluate(() => Object.keys(document.querySelector('#__folio a')!).some((key) => key.startsWith('__react'))),
      ).toBe(false);
    });
  }
});
