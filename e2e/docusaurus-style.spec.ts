/**
 * A Docusaurus site's styles in the browser (tests/fixtures/docusaurus-style): the palette its
 * custom.css sets through Infima's variables colours Folio's theme in light and dark mode, and the
 * code colours come from the prism themes of its config; its Infima footer, alert, menu, TOC,
 * heading, code and container variables restyle those parts, and its hideable sidebar hides.
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
  // Infima's links fade their colour (transition): read it once it settled.
  await expect.poll(() => color(link)).toBe('rgb(244, 143, 177)');
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

test("the site's Infima variables restyle the footer, admonitions, sidebar menu, TOC, headings, code and container", async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const footer = page.locator('footer.footer');
  expect(await color(footer, 'background-color')).toBe('rgb(253, 228, 238)');
  expect(await color(footer)).toBe('rgb(74, 13, 38)');
  expect(await color(footer, 'padding-top')).toBe('48px');
  expect(await color(footer.locator('.footer__title'))).toBe('rgb(59, 10, 31)');
  expect(await color(footer.getByRole('link', { name: 'Intro' }))).toBe('rgb(106, 27, 58)');

  const tip = page.locator('.alert--success');
  expect(await color(tip, 'background-color')).toBe('rgb(232, 245, 233)');
  expect(await color(tip, 'border-left-color')).toBe('rgb(27, 94, 32)');
  expect(await color(tip, 'border-left-width')).toBe('8px');
  expect(await color(tip, 'border-top-left-radius')).toBe('0px');
  expect(await color(page.locator('.alert--info'))).toBe('rgb(13, 60, 97)');

  const sidebar = page.locator('aside.doc-root__sidebar');
  const active = sidebar.locator('.menu__link--active');
  expect(await color(active)).toBe('rgb(255, 255, 255)');
  expect(await color(active, 'background-color')).toBe('rgb(194, 24, 91)');
  expect(await color(active, 'padding-top')).toBe('8px');
  expect(await color(sidebar.getByRole('link', { name: 'Code' }))).toBe('rgb(90, 42, 62)');

  expect(await color(page.locator('.table-of-contents__link').first())).toBe('rgb(123, 31, 162)');
  expect(await color(page.locator('h1'))).toBe('rgb(74, 20, 140)');
  expect(await color(page.locator('.doc-item'), 'max-width')).toBe('800px');

  await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(() => color(tip, 'background-color')).toBe('rgb(11, 46, 19)');
  await expect.poll(() => color(page.locator('h1'))).toBe('rgb(225, 190, 231)');
});

test('inline code takes --ifm-code-background; the hideable sidebar of themeConfig.docs hides', async ({ page }) => {
  await page.goto('/code');
  await waitForHydration(page);
  expect(await color(page.locator('.folio-markdown :not(pre) > code').first(), 'background-color')).toBe('rgb(255, 240, 245)');
  await page.getByRole('button', { name: 'Collapse sidebar', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Expand sidebar', exact: true })).toBeVisible();
  await expect(page.locator('aside.doc-root__sidebar').getByRole('link', { name: 'Code' })).toBeHidden();
});
