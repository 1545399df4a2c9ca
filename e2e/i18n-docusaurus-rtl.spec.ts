/**
 * A right-to-left locale on Docusaurus's own theme (tests/fixtures/docusaurus-rtl, laid out beside
 * @docusaurus/preset-classic: en, and ar whose direction Docusaurus infers): the Arabic page is the
 * English one mirrored, as `docusaurus build` makes it (Infima's right-to-left stylesheet, RTLCSS
 * over the theme's CSS modules and the site's custom CSS), code left to right. Docusaurus 3.10.2's
 * own build of the fixture, screenshot beside Folio's at 1280 × 900 (by hand, /ar/, /ar/fog/ and /),
 * differed in no pixel.
 */
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { ROOT } from './helpers';
import { waitForHydration } from './browser';
import { docusaurusThemeSite } from './docusaurus-theme-site';
import { expect, serveReaderSite, test } from './reader-server';

test.use(docusaurusThemeSite(path.join(ROOT, 'tests/fixtures/docusaurus-rtl'), 'docusaurus-rtl'));
serveReaderSite();

const WIDTH = 1280;

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} is not displayed`);
  return found;
}

const style = (locator: Locator, property: string) => locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

async function docLayout(page: Page) {
  return {
    sidebar: await box(page.locator('.theme-doc-sidebar-container')),
    main: await box(page.locator('.theme-doc-markdown')),
    toc: await box(page.locator('.theme-doc-toc-desktop')),
    brand: await box(page.locator('.navbar__brand')),
    notes: await box(page.locator('.navbar__items').first().getByRole('link', { name: 'Notes', exact: true })),
    lights: await box(page.locator('.navbar__items--right > a[href="https://example.org/lights"]')),
  };
}

test('the Arabic doc page is the English one mirrored', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const en = await docLayout(page);
  await page.goto('/ar/');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // One bundle for both locales: the Arabic page names the mirrored twins of its stylesheets, and
  // hydrates with the stylesheets its chunks load named so too.
  const sheets = await page.locator('link[rel="stylesheet"]').evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(sheets.length).toBeGreaterThan(0);
  for (const href of sheets) expect(href).toMatch(/^\/assets\/[\w-]+\.rtl\.css$/);
  const ar = await docLayout(page);

  expect(en.sidebar.x).toBeLessThan(1);
  expect(en.toc.x).toBeGreaterThan(en.main.x + en.main.width - 1);
  expect(ar.sidebar.x + ar.sidebar.width).toBeGreaterThan(WIDTH - 1);
  expect(ar.toc.x + ar.toc.width).toBeLessThan(ar.main.x + 1);
  // (The right-hand items move with the locale menu's label, English or العربية.)
  for (const part of ['sidebar', 'main', 'toc', 'brand', 'notes'] as const) {
    expect(Math.abs(ar[part].width - en[part].width), part).toBeLessThan(1);
    expect(Math.abs(ar[part].x - (WIDTH - en[part].x - en[part].width)), part).toBeLessThan(2);
  }
  // The navbar from the right: the brand, then Notes; the right-hand items at the left.
  expect(ar.brand.x).toBeGreaterThan(ar.notes.x);
  expect(ar.lights.x + ar.lights.width).toBeLessThan(WIDTH / 4);
});

test("the theme's CSS modules and the site's custom CSS are mirrored", async ({ page }) => {
  await page.goto('/ar/');
  // custom.css: a left border on the docs' h2, on the right in Arabic.
  const heading = page.locator('.theme-doc-markdown h2').first();
  expect(await style(heading, 'border-right-width')).toBe('4px');
  expect(await style(heading, 'border-left-width')).toBe('0px');
  expect(await style(heading, 'padding-right')).toBe('8px');
  // theme-classic's DocSidebar module (the sidebar's border) and Infima's TOC border.
  expect(await style(page.locator('.theme-doc-sidebar-container'), 'border-left-width')).toBe('1px');
  expect(await style(page.locator('.theme-doc-sidebar-container'), 'border-right-width')).toBe('0px');
  expect(await style(page.locator('.theme-doc-toc-desktop .table-of-contents'), 'border-right-width')).toBe('1px');
  // The English page as written.
  await page.goto('/');
  expect(await style(page.locator('.theme-doc-markdown h2').first(), 'border-left-width')).toBe('4px');
});

test('code stays left to right', async ({ page }) => {
  await page.goto('/ar/');
  const pre = page.locator('.theme-code-block pre');
  expect(await style(pre, 'direction')).toBe('ltr');
  const block = await box(pre);
  const text = await page.locator('.theme-code-block .token-line').first().evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const { x, width } = range.getBoundingClientRect();
    return { x, width };
  });
  expect(text.x - block.x).toBeLessThan(40);
  expect(block.x + block.width - (text.x + text.width)).toBeGreaterThan(100);
});
