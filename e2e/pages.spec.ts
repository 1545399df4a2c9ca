/**
 * Standalone pages in the browser (tests/fixtures/pages, a Folio site with pages()): the React
 * home page in the layout with its CSS module styles, a Markdown page with its table of contents,
 * no page for ignored files, and client navigation between pages of both kinds.
 */
import path from 'node:path';
import { ROOT } from './helpers';
import { collectProblems, documentMarker, markDocument, waitForHydration } from './browser';
import { expect, serveReaderSite, test } from './reader-server';

test.use({ readerSiteDir: path.join(ROOT, 'tests/fixtures/pages'), viewport: { width: 1280, height: 800 } });
serveReaderSite();

test('the React home page renders in the layout, styled by its CSS modules, without errors', async ({ page }) => {
  const problems = collectProblems(page);
  await page.goto('/');
  await waitForHydration(page);
  await expect(page).toHaveTitle('Welcome | Pages Site');
  await expect(page.locator('.navbar')).toBeVisible();
  await expect(page.locator('footer')).toContainText('Copyright © Pages Site.');
  const hero = page.locator('header[class^="_hero_"]');
  await expect(hero).toHaveCSS('background-color', 'rgb(18, 52, 86)');
  await expect(hero.getByRole('heading', { level: 1 })).toHaveText('Pages Site');
  await expect(page.getByRole('heading', { name: 'Written in React' }).locator('..')).toHaveCSS('border-top-width', '2px');
  expect(problems).toEqual([]);
});

test('styles are there before any script runs', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${baseURL}/`);
  await expect(page.locator('header[class^="_hero_"]')).toHaveCSS('background-color', 'rgb(18, 52, 86)');
  await context.close();
});

test('a Markdown page shows its title and a table of contents that links to its headings', async ({ page }) => {
  await page.goto('/guide');
  await waitForHydration(page);
  await expect(page).toHaveTitle('The guide | Pages Site');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The guide');
  const toc = page.locator('.doc-item__toc');
  await expect(toc.getByRole('link')).toHaveText(['Install', 'Check the version', 'Configure']);
  await toc.getByRole('link', { name: 'Configure' }).click();
  await expect(page).toHaveURL(/#configure$/);
  await expect(page.getByRole('heading', { name: 'Configure' })).toBeInViewport();
});

for (const ignored of ['/_partial', '/foo.test', '/foo', '/_components/Feature']) {
  test(`${ignored} is no page: 404`, async ({ page }) => {
    const response = await page.goto(ignored);
    expect(response?.status()).toBe(404);
  });
}

test('links move between React and Markdown pages in the app, titles following', async ({ page }) => {
  const problems = collectProblems(page);
  await page.goto('/');
  await waitForHydration(page);
  await markDocument(page);
  await page.locator('header').getByRole('link', { name: 'Read the guide' }).click();
  await expect(page).toHaveURL(/\/guide$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The guide');
  await expect(page).toHaveTitle('The guide | Pages Site');
  await page.locator('.navbar').getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About this site');
  await page.locator('article').getByRole('link', { name: 'home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle('Welcome | Pages Site');
  await expect(page.locator('header[class^="_hero_"]')).toHaveCSS('background-color', 'rgb(18, 52, 86)');
  expect(await documentMarker(page)).toBe('still the same document');
  expect(problems).toEqual([]);
});
