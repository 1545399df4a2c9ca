/**
 * Unknown paths: the static server answers 404 with the prerendered NotFound page (404.html), and
 * the client router shows NotFound for a link to a path no route matches.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { BASIC_DIR, BASIC_URL, LINKS_URL, htmlText, startTags } from './helpers';
import { collectProblems, documentMarker, markDocument, waitForHydration } from './browser';

test.use({ baseURL: BASIC_URL });

test('an unknown path answers 404 with the built 404.html', async ({ request }) => {
  const built = readFileSync(path.join(BASIC_DIR, 'build', '404.html'), 'utf8');
  expect(built).toContain('Page Not Found');

  for (const unknown of ['/does/not/exist', '/guides/nope', '/guides/first/extra', '/guides']) {
    const response = await request.get(unknown);
    expect(response.status(), unknown).toBe(404);
    expect(response.headers()['content-type'], unknown).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html, unknown).toBe(built);
  }

  const html = await (await request.get('/does/not/exist')).text();
  expect([...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => htmlText(m[1]!))).toEqual(['Page Not Found | Basic Site']);
  expect(startTags(html, 'meta').filter((tag) => tag.name === 'robots').map((tag) => tag.content)).toEqual(['noindex, nofollow']);
  expect(startTags(html, 'link').filter((tag) => tag.rel === 'canonical')).toEqual([]);
  expect(htmlText(html)).toContain('We could not find what you were looking for.');
});

test('opening an unknown path in the browser shows the NotFound page, hydrated', async ({ page }) => {
  const problems = collectProblems(page, (url) => new URL(url).pathname === '/does/not/exist');
  const response = await page.goto('/does/not/exist');
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page).toHaveTitle('Page Not Found | Basic Site');
  await expect(page).toHaveURL(`${BASIC_URL}/does/not/exist`);

  // Its link home works client-side.
  await markDocument(page);
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(`${BASIC_URL}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome');
  await expect(page).toHaveTitle('Welcome | Basic Site');
  expect(await documentMarker(page)).toBe('still the same document');
  expect(problems).toEqual([]);
});

test.describe('client-side (tests/fixtures/links)', () => {
  test.use({ baseURL: LINKS_URL });

  test('a link to an unknown path shows NotFound without a reload, and back restores the page', async ({ page }) => {
    const problems = collectProblems(page);
    await page.goto('/docs/');
    await waitForHydration(page);
    await markDocument(page);

    await page.getByRole('link', { name: 'a missing page' }).click();
    await expect(page).toHaveURL(`${LINKS_URL}/docs/no/such/page`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(page).toHaveTitle('Page Not Found | Links Site');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    await expect(page.locator('meta[name="description"]')).toHaveCount(0);
    expect(await documentMarker(page), 'no document reload').toBe('still the same document');

    await page.goBack();
    await expect(page).toHaveURL(`${LINKS_URL}/docs/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Links home');
    await expect(page).toHaveTitle('Links home | Links Site');
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', 'Links to every kind of target.');

    // A missing page below an existing route is not that route.
    await page.getByRole('main').getByRole('link', { name: 'Alpha' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alpha page');
    await page.getByRole('link', { name: 'another missing page' }).click();
    await expect(page).toHaveURL(`${LINKS_URL}/docs/alpha/missing`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    expect(await documentMarker(page), 'no document reload').toBe('still the same document');
    expect(problems).toEqual([]);
  });

  test('paths outside the base URL and unknown paths under it answer 404 with 404.html', async ({ request }) => {
    for (const unknown of ['/', '/alpha', '/docs/nope', '/docsalpha']) {
      const response = await request.get(unknown);
      expect(response.status(), unknown).toBe(404);
      expect(await response.text(), unknown).toContain('Page Not Found');
    }
  });
});
