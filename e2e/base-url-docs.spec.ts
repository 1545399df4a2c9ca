/**
 * A docs site under `baseUrl: '/docs/'` whose docs plugin sits at its default routeBasePath
 * (tests/fixtures/base-url-docs): every doc path starts with the base URL's own text, so any
 * guess of whether a path holds the base already goes wrong. Sidebar links, the version dropdown,
 * search and a static image must all land under the base exactly once.
 */
import path from 'node:path';
import { ROOT } from './helpers';
import { collectProblems, waitForHydration } from './browser';
import { expect, serveReaderSite, test } from './reader-server';

test.use({ readerSiteDir: path.join(ROOT, 'tests/fixtures/base-url-docs'), viewport: { width: 1280, height: 800 } });
serveReaderSite();

test('sidebar links lead to the docs under the base URL, and mark the page being read', async ({ page }) => {
  const problems = collectProblems(page);
  await page.goto('/docs/docs/next/intro');
  await waitForHydration(page);
  const sidebar = page.getByRole('complementary', { name: 'Docs sidebar' });
  await expect(sidebar.getByRole('link', { name: 'Setup guide' })).toHaveAttribute('href', '/docs/docs/next/guide');
  await expect(sidebar.getByRole('link', { name: 'Introduction' })).toHaveAttribute('aria-current', 'page');
  await sidebar.getByRole('link', { name: 'Setup guide' }).click();
  await expect(page).toHaveURL(/\/docs\/docs\/next\/guide$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Setup guide');
  await expect(sidebar.getByRole('link', { name: 'Setup guide' })).toHaveAttribute('aria-current', 'page');
  expect(problems).toEqual([]);
});

test('the version dropdown shows the version read and moves to the same doc in the other', async ({ page }) => {
  await page.goto('/docs/docs/next/intro');
  await waitForHydration(page);
  const toggle = page.getByRole('navigation', { name: 'Main' }).locator('.dropdown__toggle').first();
  await expect(toggle).toHaveText('Next');
  await toggle.click();
  const menu = page.getByRole('navigation', { name: 'Main' }).locator('.dropdown__menu').first();
  await expect(menu.getByRole('link', { name: '1.0' })).toHaveAttribute('href', '/docs/docs/intro');
  await menu.getByRole('link', { name: '1.0' }).click();
  await expect(page).toHaveURL(/\/docs\/docs\/intro$/);
  await expect(page.getByText('The released introduction.')).toBeVisible();
  await expect(toggle).toHaveText('1.0');
});

test('search finds a page, and its result opens that page', async ({ page }) => {
  await page.goto('/docs/docs/next/intro');
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  const modal = page.locator('.DocSearch-Modal');
  await expect(modal.locator('input.DocSearch-Input')).toBeFocused();
  await page.keyboard.type('marmalade');
  const hit = modal.locator('.DocSearch-Hit a').first();
  await expect(hit).toBeVisible();
  expect(new URL(await hit.evaluate((link) => link.getAttribute('data-href')!), 'http://x').pathname).toBe('/docs/docs/next/guide');
  await hit.click();
  await expect(page).toHaveURL(/\/docs\/docs\/next\/guide$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Setup guide');
});

test('an image from static/ shows', async ({ page }) => {
  await page.goto('/docs/docs/next/intro');
  const image = page.getByRole('img', { name: 'A blue square' });
  await expect(image).toHaveAttribute('src', '/docs/img/square.svg');
  await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(40);
});
