/**
 * A Docusaurus site's styles in the browser (tests/fixtures/docusaurus-style): the palette its
 * custom.css sets through Infima's variables colours Folio's theme in light and dark mode, and the
 * code colours come from the prism themes of its config.
 */
import path from 'node:path';
import { ROOT } from './helpers';
import { waitForHydration } from './browser';
import { expect, serveReaderSite, test } from './reader-server';

test.use({ readerSiteDir: path.join(ROOT, 'tests/fixtures/docusaurus-style'), viewport: { width: 1280, height: 800 } });
serveReaderSite();

const color = (locator: import('@playwright/test').Locator, property = 'color') =>
  locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

test("the site's --ifm-color-primary colours links and the navbar height follows --ifm-navbar-height", async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const link = page.locator('.folio-markdown').getByRole('link', { name: 'link to the code page' });
  expect(await color(link)).toBe('rgb(194, 24, 91)');
  expect(await color(page.locator('.navbar'), 'height')).toBe('72px');
  await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await color(link)).toBe('rgb(244, 143, 177)');
  expect(await color(page.locator('.navbar'), 'background-color')).toBe('rgb(42, 10, 24)');
});

test('code keywords take the light and the dark prism theme of the config', async ({ page }) => {
  await page.goto('/code');
  await waitForHydration(page);
  const keyword = page.locator('code.language-java .token.keyword').first();
  expect(await color(keyword)).toBe('rgb(176, 0, 32)');
  await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await color(keyword)).toBe('rgb(255, 158, 100)');
});
