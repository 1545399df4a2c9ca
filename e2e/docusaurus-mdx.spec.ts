/**
 * A Docusaurus site's pages in the browser (tests/fixtures/docusaurus-mdx, read through
 * @folio/docusaurus): what Docusaurus defers to the browser appears once hydrated, its Link
 * navigates without a reload, and ThemedImage follows the colour mode toggle.
 */
import path from 'node:path';
import { ROOT } from './helpers';
import { collectProblems, documentMarker, markDocument, waitForHydration } from './browser';
import { expect, serveReaderSite, test } from './reader-server';

test.use({ readerSiteDir: path.join(ROOT, 'tests/fixtures/docusaurus-mdx'), viewport: { width: 1280, height: 800 } });
serveReaderSite();

test('BrowserOnly and useIsBrowser show their browser content once hydrated, without errors', async ({ page }) => {
  const problems = collectProblems(page);
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.locator('.browser-only')).toHaveText('Rendered in a browser');
  await expect(page.locator('[data-fact="rendered"]')).toHaveText('in the browser');
  await expect(page.locator('[data-fact="dom"]')).toHaveText('canUseDOM: true');
  expect(problems).toEqual([]);
});

test('@docusaurus/Link navigates in the app; an external one opens a new tab', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.locator('.links').getByRole('link', { name: 'External docs' })).toHaveAttribute('target', '_blank');
  await markDocument(page);
  await page.locator('.links').getByRole('link', { name: 'Install guide' }).click();
  await expect(page).toHaveURL(/\/guides\/install$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Install guide');
  expect(await documentMarker(page)).toBe('still the same document');
});

test('ThemedImage shows the light source, then the dark one after the colour mode toggle', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const image = page.getByRole('img', { name: 'Themed square' });
  await expect(image).toHaveCount(1);
  await expect(image).toHaveAttribute('src', '/img/light.svg');
  await expect(image).toBeVisible();
  await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(image).toHaveAttribute('src', '/img/dark.svg');
  await expect(image).toBeVisible();
});

test('before any script runs, only the image of the mode in use is visible', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${baseURL}/`);
  await expect(page.locator('img.themedComponent--light')).toBeVisible();
  await expect(page.locator('img.themedComponent--dark')).toBeHidden();
  await context.close();
});
