/**
 * Pages docusaurus-plugin-openapi-docs generated (tests/fixtures/docusaurus-openapi, read through
 * @folio/docusaurus) in Chromium: a deprecated operation, parameter and property are struck
 * through as on Folio's own API pages, and so is the sidebar item with its method badge.
 */
import path from 'node:path';
import { ROOT } from './helpers';
import { collectProblems, waitForHydration } from './browser';
import { expect, serveReaderSite, test } from './reader-server';

test.use({ readerSiteDir: path.join(ROOT, 'tests/fixtures/docusaurus-openapi'), viewport: { width: 1280, height: 800 } });
serveReaderSite();

test('a deprecated operation, parameter and property are struck through; others are not', async ({ page }) => {
  const problems = collectProblems(page);
  await page.goto('/api/water-a-plant');
  await waitForHydration(page);
  await expect(page.locator('.api-operation__deprecated')).toHaveText('Deprecated');
  await expect(page.locator('.api-operation__path')).toHaveCSS('text-decoration-line', 'line-through');
  await expect(page.locator('.api-schema__name', { hasText: 'litres' })).toHaveCSS('text-decoration-line', 'line-through');
  await expect(page.locator('.api-schema__name', { hasText: 'plantId' })).toHaveCSS('text-decoration-line', 'none');
  await expect(page.locator('.api-schema__name', { hasText: 'nextWatering' })).toHaveCSS('text-decoration-line', 'line-through');
  await expect(page.locator('.admonition', { hasText: 'This endpoint has been deprecated' })).toBeVisible();
  await page.goto('/api/list-plants');
  await waitForHydration(page);
  await expect(page.locator('.api-operation__path')).toHaveCSS('text-decoration-line', 'none');
  expect(problems).toEqual([]);
});

test('the sidebar strikes through a deprecated operation, its method badge too', async ({ page }) => {
  await page.goto('/api/list-plants');
  await waitForHydration(page);
  const link = (label: string) => page.locator('.menu__list-item.api-method > .menu__link', { hasText: label });
  const struck = (label: string) => link(label).evaluate((element) => [getComputedStyle(element).textDecorationLine, getComputedStyle(element, '::before').textDecorationLine, getComputedStyle(element, '::before').content]);
  expect(await struck('Water a plant')).toEqual(['line-through', 'line-through', '"post"']);
  expect(await struck('Create a plant')).toEqual(['none', 'none', '"post"']);
});
