/**
 * Hydration of the prerendered pages and client-side navigation afterwards
 * (tests/fixtures/basic and tests/fixtures/links, built and served by global-setup).
 */
import { expect, test, type Page } from '@playwright/test';
import { BASIC_PAGES, BASIC_SITE, BASIC_URL, LINKS_URL } from './helpers';
import { collectProblems, documentMarker, markDocument, waitForHydration } from './browser';

test.use({ baseURL: BASIC_URL });

async function expectPage(page: Page, route: string): Promise<void> {
  const expected = BASIC_PAGES[route]!;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.h1);
  await expect(page.locator('main')).toContainText(expected.text);
  await expect(page).toHaveTitle(expected.title);
}

for (const route of [...Object.keys(BASIC_PAGES), '/does/not/exist']) {
  test(`${route}: hydrates without console errors or warnings`, async ({ page }) => {
    const problems = collectProblems(page, (url) => new URL(url).pathname === '/does/not/exist');
    await page.goto(route);
    await waitForHydration(page);
    // The head effects ran too (they keep the prerendered title).
    await expect(page).toHaveTitle(BASIC_PAGES[route]?.title ?? 'Page Not Found | Basic Site');
    await page.waitForTimeout(200); // late warnings (effects, StrictMode's second pass)
    expect(problems).toEqual([]);
  });
}

test('after hydration, links navigate client-side and back/forward restore the pages', async ({ page }) => {
  const problems = collectProblems(page);
  await page.goto('/');
  await waitForHydration(page);
  await markDocument(page);

  await page.getByRole('link', { name: 'first guide' }).click();
  await expect(page).toHaveURL(`${BASIC_URL}/guides/first`);
  await expectPage(page, '/guides/first');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', 'How to begin.');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${BASIC_SITE.url}/guides/first`);
  expect(await documentMarker(page), 'no document reload').toBe('still the same document');

  await page.getByRole('link', { name: 'home' }).click();
  await expect(page).toHaveURL(`${BASIC_URL}/`);
  await expectPage(page, '/');

  await page.getByRole('link', { name: 'the second' }).click();
  await expect(page).toHaveURL(`${BASIC_URL}/guides/second#details`);
  await expectPage(page, '/guides/second');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', 'An MDX page with an expression.');
  expect(await documentMarker(page), 'no document reload').toBe('still the same document');

  await page.goBack();
  await expect(page).toHaveURL(`${BASIC_URL}/`);
  await expectPage(page, '/');
  await page.goBack();
  await expect(page).toHaveURL(`${BASIC_URL}/guides/first`);
  await expectPage(page, '/guides/first');
  expect(await documentMarker(page), 'back stays in the document').toBe('still the same document');

  await page.goForward();
  await expect(page).toHaveURL(`${BASIC_URL}/`);
  await expectPage(page, '/');
  await page.goForward();
  await expect(page).toHaveURL(`${BASIC_URL}/guides/second#details`);
  await expectPage(page, '/guides/second');
  expect(await documentMarker(page), 'forward stays in the document').toBe('still the same document');
  expect(problems).toEqual([]);
});

test('a link clicked with Ctrl held opens in a new tab and leaves this page as it was', async ({ page, context }) => {
  await page.goto('/');
  await waitForHydration(page);
  await markDocument(page);
  const opened = context.waitForEvent('page');
  await page.getByRole('link', { name: 'first guide' }).click({ modifiers: ['Control'] });
  const tab = await opened;
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toBe('/guides/first');
  await tab.close();
  await expect(page).toHaveURL(`${BASIC_URL}/`);
  await expectPage(page, '/');
  expect(await documentMarker(page), 'no document reload').toBe('still the same document');
});

test('clicking a link to the address already shown adds no history entry', async ({ page }) => {
  await page.goto('/guides/first');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'home' }).click();
  await expect(page).toHaveURL(`${BASIC_URL}/`);
  const entries = await page.evaluate(() => history.length);
  await page.getByRole('link', { name: 'Basic Site' }).click();
  await expect(page).toHaveURL(`${BASIC_URL}/`);
  expect(await page.evaluate(() => history.length), 'replaced, not pushed').toBe(entries);
  await page.goBack();
  await expect(page).toHaveURL(`${BASIC_URL}/guides/first`);
});

test('the brand link in the header navigates home client-side', async ({ page }) => {
  await page.goto('/guides/second');
  await waitForHydration(page);
  await markDocument(page);
  await page.getByRole('link', { name: 'Basic Site' }).click();
  await expect(page).toHaveURL(`${BASIC_URL}/`);
  await expectPage(page, '/');
  expect(await documentMarker(page)).toBe('still the same document');
});

test.describe('under a base URL (tests/fixtures/links, baseUrl /docs/)', () => {
  test.use({ baseURL: LINKS_URL });

  test('links keep the base URL, navigate client-side and a #hash scrolls to its heading', async ({ page }) => {
    const problems = collectProblems(page);
    await page.setViewportSize({ width: 800, height: 600 });
    await page.goto('/docs/');
    await waitForHydration(page);
    await expect(page).toHaveTitle('Links home | Links Site');
    await markDocument(page);

    await page.getByRole('link', { name: 'Beta details' }).click();
    await expect(page).toHaveURL(`${LINKS_URL}/docs/beta#details`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Beta');
    await expect(page).toHaveTitle('Beta | Links Site');
    await expect(page.getByRole('heading', { name: 'Details' })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);

    // A new page starts at the top.
    await page.getByRole('main').getByRole('link', { name: 'Alpha' }).click();
    await expect(page).toHaveURL(`${LINKS_URL}/docs/alpha`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alpha page');
    await expect(page.getByText('Alpha body text.')).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.getByRole('link', { name: 'Links Site' }).click();
    await expect(page).toHaveURL(`${LINKS_URL}/docs/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Links home');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://links.example.com/docs/');
    expect(await documentMarker(page)).toBe('still the same document');
    expect(problems).toEqual([]);
  });
});

test('the canonical URL stays the route URL when the page is opened at /guides/first/', async ({ page }) => {
  await page.goto('/guides/first/');
  await waitForHydration(page);
  await expect(page).toHaveTitle('First guide | Basic Site');
  await page.waitForTimeout(300); // the head effects have run
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('First guide');
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${BASIC_SITE.url}/guides/first`);
});
