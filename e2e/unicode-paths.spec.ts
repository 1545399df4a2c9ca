/**
 * Pages whose file names hold a non-ASCII letter or a space (tests/fixtures/unicode, built and
 * served by global-setup): their percent-encoded URLs are served, prerendered and routed.
 */
import { expect, test } from '@playwright/test';
import { UNICODE_URL, sitemapPaths } from './helpers';
import { collectProblems, documentMarker, markDocument, waitForHydration } from './browser';

test.use({ baseURL: UNICODE_URL });

const PAGES = [
  { url: '/caf%C3%A9', h1: 'Café page', text: 'Coffee is served here.' },
  { url: '/with%20space', h1: 'Spaced page', text: 'There is room here.' },
];

test('percent-encoded URLs serve the prerendered pages', async ({ request }) => {
  for (const { url, h1, text } of PAGES) {
    for (const spelling of [url, `${url}/`]) {
      const response = await request.get(spelling);
      expect(response.status(), spelling).toBe(200);
      const html = await response.text();
      expect(html, spelling).toContain(`>${h1}</h1>`);
      expect(html, spelling).toContain(text);
      expect(html, spelling).toContain(`<title>${h1} | Unicode Site</title>`);
    }
  }
});

test('links to these pages work client-side and hydrate cleanly', async ({ page }) => {
  const problems = collectProblems(page);
  await page.goto('/');
  await waitForHydration(page);
  await markDocument(page);
  for (const [name, { url, h1, text }] of [
    ['café page', PAGES[0]!],
    ['spaced page', PAGES[1]!],
  ] as const) {
    await page.getByRole('link', { name }).click();
    await expect(page).toHaveURL(`${UNICODE_URL}${url}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
    await expect(page.getByText(text)).toBeVisible();
    await expect(page).toHaveTitle(`${h1} | Unicode Site`);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unicode home');
  }
  expect(await documentMarker(page)).toBe('still the same document');

  await page.goto('/with%20space');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spaced page');
  expect(problems).toEqual([]);
});

test('the sitemap lists each page once, as a valid escaped URL', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);
  expect(locs).toHaveLength(3);
  // Routed as listed: each page answers at its <loc>'s path.
  for (const path of sitemapPaths(xml, 'https://unicode.example.com')) {
    expect((await request.get(encodeURI(decodeURI(path)))).status(), path).toBe(200);
  }
  expect(locs.map((loc) => new URL(loc).href)).toEqual(locs);
  expect(locs.filter((loc) => /\s/.test(loc))).toEqual([]);
});
