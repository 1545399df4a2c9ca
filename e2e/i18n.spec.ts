/**
 * A site of three locales as its readers see it (tests/fixtures/i18n-site: en, fr with htmlLang
 * fr-FR and a translated doc, ar right to left), built in one run and served with `folio serve`:
 * - the locale dropdown takes the reader to the same page in French, keeping the query string;
 * - an Arabic page is the English one mirrored (sidebar on the right, table of contents on the
 *   left, navbar items from the right), its code still left to right, from the stylesheets alone
 *   (core's vite/rtl-css.ts runs RTLCSS over the locale's CSS, as Docusaurus does);
 * - every page names its alternates in each locale, and x-default;
 * - `folio dev --locale ar` (port 4797, on a copy of the fixture) serves the locale mirrored too;
 * - on a copy whose French translation of a doc has another slug (port 4798), the dropdown takes the
 *   reader from the English page to its nearest French parent, as the build's list says.
 */
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { ROOT, TMP_DIR, startCli, type RunningCli } from './helpers';
import { collectProblems, waitForHydration } from './browser';
import { buildInto, expect, serveDir, serveReaderSite, test } from './reader-server';

test.use({ readerSiteDir: path.join(ROOT, 'tests/fixtures/i18n-site'), viewport: { width: 1280, height: 800 }, colorScheme: 'light' });
serveReaderSite();

const WIDTH = 1280;
const DEV_PORT = 4797;
const FALLBACK_PORT = 4798;

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} is not displayed`);
  return found;
}

/** Where an element's text is (not its box, which may be as wide as its parent). */
function textBox(locator: Locator) {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const { x, width } = range.getBoundingClientRect();
    return { x, width };
  });
}

/** The boxes of the parts of a doc page that the direction lays out. */
async function docLayout(page: Page) {
  return {
    sidebar: await box(page.locator('.doc-root__sidebar')),
    main: await box(page.locator('.doc-item__main')),
    toc: await box(page.locator('.doc-item__toc')),
    brand: await box(page.locator('.navbar__brand')),
    moon: await box(page.locator('.navbar__items').first().getByRole('link', { name: 'Moon' })),
    locales: await box(page.locator('.dropdown__toggle')),
  };
}

test('a French page runs on the bundle it shares with the English pages, and navigates within French', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/fr/docs/intro');
  await waitForHydration(page);
  expect(await page.locator('script[type=module]').getAttribute('src')).toMatch(/^\/assets\/locale-fr-/);
  await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
  await page.locator('.pagination-nav__link--next').click();
  await page.waitForURL('**/fr/docs/spring-tides');
  await expect(page.locator('h1')).toHaveText('Marées de vives-eaux');
  expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true); // no page load: the router did it
  await expect(page.locator('.pagination-nav__sublabel').first()).toHaveText('Précédent');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
  expect(errors).toEqual([]);
});

test.describe('the locale dropdown', () => {
  test('takes the reader to the same page in French, with its query string and the item’s', async ({ page }) => {
    await page.goto('/docs/spring-tides?tide=high');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.locator('.dropdown__toggle').hover();
    await page.getByRole('link', { name: 'Français (France)' }).click();
    await page.waitForURL('**/fr/docs/spring-tides**');
    const url = new URL(page.url());
    expect(url.pathname).toBe('/fr/docs/spring-tides');
    expect(url.searchParams.get('tide')).toBe('high');
    expect(url.searchParams.get('from')).toBe('menu');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('h1')).toHaveText('Marées de vives-eaux');
    await expect(page.locator('.dropdown__toggle')).toContainText('Français (France)');
  });

  test('from an Arabic page, back to the English one', async ({ page }) => {
    await page.goto('/ar/docs/intro');
    await waitForHydration(page);
    await page.locator('.dropdown__toggle').hover();
    await page.getByRole('link', { name: 'English' }).click();
    await page.waitForURL((url) => url.pathname === '/docs/intro');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('h1')).toHaveText('Reading the tides');
  });
});

test.describe('a right-to-left locale', () => {
  test('lays the doc page out as the English one mirrored', async ({ page }) => {
    await page.goto('/docs/spring-tides');
    await waitForHydration(page);
    const en = await docLayout(page);
    await page.goto('/ar/docs/spring-tides');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const ar = await docLayout(page);

    // English: sidebar, then the article, then the table of contents, from the left.
    expect(en.sidebar.x).toBeLessThan(1);
    expect(en.toc.x).toBeGreaterThan(en.main.x + en.main.width - 1);
    // Arabic: the same from the right.
    expect(ar.sidebar.x + ar.sidebar.width).toBeGreaterThan(WIDTH - 1);
    expect(ar.toc.x + ar.toc.width).toBeLessThan(ar.main.x + 1);
    // Each box where the English one is, mirrored (same width, at the same distance from the other edge).
    for (const part of ['sidebar', 'main', 'toc', 'brand', 'moon'] as const) {
      expect(Math.abs(ar[part].width - en[part].width), part).toBeLessThan(1);
      expect(Math.abs(ar[part].x - (WIDTH - en[part].x - en[part].width)), part).toBeLessThan(2);
    }
    // The navbar from the right: brand, then Moon; the locale menu at the far left.
    expect(ar.brand.x).toBeGreaterThan(ar.moon.x);
    expect(ar.locales.x + ar.locales.width).toBeLessThan(ar.moon.x);
    expect(ar.locales.x).toBeLessThan(WIDTH / 4);
  });

  test('a doc page reached client-side from a page without the docs’ stylesheets loads them mirrored', async ({ page }) => {
    // The locales share one bundle: the docs' stylesheets come with their chunks, as their right-to-left twins here.
    await page.goto('/ar/guides/moon');
    await waitForHydration(page);
    const sheets = () => page.locator('link[rel="stylesheet"]').evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    expect((await sheets()).some((href) => /\/DocRoot-/.test(href))).toBe(false);
    await page.evaluate(() => {
      (window as { stayed?: boolean }).stayed = true;
      history.pushState({}, '', '/ar/docs/spring-tides');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.locator('.doc-root__sidebar')).toBeVisible();
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
    const loaded = await sheets();
    expect(loaded.some((href) => /\/DocRoot-[\w-]+\.rtl\.css$/.test(href))).toBe(true);
    for (const href of loaded) expect(href).toMatch(/\.rtl\.css$/);
    const ar = await docLayout(page);
    expect(ar.sidebar.x + ar.sidebar.width).toBeGreaterThan(WIDTH - 1);
    expect(ar.toc.x + ar.toc.width).toBeLessThan(ar.main.x + 1);
  });

  test('mirrors the sidebar’s and the table of contents’ borders and indentation', async ({ page }) => {
    await page.goto('/ar/docs/spring-tides');
    const toc = page.locator('.toc');
    const style = (locator: Locator, name: string) => locator.evaluate((element, property) => getComputedStyle(element).getPropertyValue(property), name);
    expect(await style(toc, 'border-right-width')).toBe('1px');
    expect(await style(toc, 'border-left-width')).toBe('0px');
    expect(await style(page.locator('.doc-root__sidebar'), 'border-left-width')).toBe('1px');
    expect(await style(page.locator('.doc-root__sidebar'), 'border-right-width')).toBe('0px');
    // The entries' text starts at the right, next to the border.
    const list = await box(toc);
    const text = await textBox(page.locator('.doc-item__toc .table-of-contents__link').first());
    expect(list.x + list.width - (text.x + text.width)).toBeLessThan(24);
    expect(text.x - list.x).toBeGreaterThan(list.width / 3);
  });

  test('keeps code left to right, its lines starting at the left of the block', async ({ page }) => {
    await page.goto('/ar/docs/spring-tides');
    const pre = page.locator('pre.code-block');
    expect(await pre.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
    const block = await box(pre);
    const text = await textBox(page.locator('.code-line').first());
    // The text starts at the block's left padding and leaves room on the right.
    expect(text.x - block.x).toBeLessThan(40);
    expect(block.x + block.width - (text.x + text.width)).toBeGreaterThan(100);
    // The title above it is the page's direction (right to left), as Docusaurus's.
    expect(await page.locator('.code-block__title').evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
  });

  test('lays tabs out from the right, the arrow keys moving the way they are laid out', async ({ page }) => {
    await page.goto('/ar/docs/charts');
    await waitForHydration(page);
    const tabs = page.getByRole('tab');
    const [first, second, third] = [await box(tabs.nth(0)), await box(tabs.nth(1)), await box(tabs.nth(2))];
    expect(first.x).toBeGreaterThan(second.x);
    expect(second.x).toBeGreaterThan(third.x);
    await tabs.nth(0).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(2)).toBeFocused(); // from the first, rightmost tab, round to the last
    // Left to right, the other way.
    await page.goto('/docs/charts');
    await waitForHydration(page);
    await page.getByRole('tab').nth(0).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab').nth(1)).toBeFocused();
  });

  test('a left-to-right locale (fr) is not mirrored', async ({ page }) => {
    await page.goto('/fr/docs/spring-tides');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    const sidebar = await box(page.locator('.doc-root__sidebar'));
    expect(sidebar.x).toBeLessThan(1);
    expect(await page.locator('.toc').evaluate((element) => getComputedStyle(element).borderLeftWidth)).toBe('1px');
  });
});

for (const [dir, side] of [['', 'marginLeft'], ['ar/', 'marginRight']] as const) {
  test(`/${dir}docs/charts: a stylesheet the page imports as a string is of the page's direction, and the page hydrates without a mismatch`, async ({ page }) => {
    const problems = collectProblems(page);
    await page.goto(`/${dir}docs/charts`);
    await waitForHydration(page);
    const banner = page.locator('.tide-banner');
    await expect(banner).toBeVisible();
    expect(await banner.evaluate((element, name) => getComputedStyle(element)[name], side)).toBe('7px');
    // The `/*rtl:ignore*/` padding stays on the left in both.
    expect(await banner.evaluate((element) => getComputedStyle(element).paddingLeft)).toBe('3px');
    await page.waitForTimeout(200);
    expect(problems).toEqual([]);
  });
}

test('every page names itself in each locale, and x-default', async ({ page }) => {
  await page.goto('/ar/docs/intro');
  await waitForHydration(page);
  const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]));
  expect(alternates).toEqual([
    ['en', 'https://tides.example.com/docs/intro'],
    ['fr-FR', 'https://tides.example.com/fr/docs/intro'],
    ['ar', 'https://tides.example.com/ar/docs/intro'],
    ['x-default', 'https://tides.example.com/docs/intro'],
  ]);
});

test.describe('folio dev --locale ar', () => {
  let dev: RunningCli | undefined;
  const siteDir = path.join(TMP_DIR, `i18n-dev-${process.pid}`);

  test.beforeAll(async () => {
    rmSync(siteDir, { recursive: true, force: true });
    cpSync(path.join(ROOT, 'tests/fixtures/i18n-site'), siteDir, { recursive: true, filter: (source) => !/[\\/](node_modules|build)$/.test(source) });
    dev = await startCli('dev', siteDir, DEV_PORT, 60_000, ['--locale', 'ar']);
  });
  test.afterAll(async () => {
    await dev?.stop();
    rmSync(siteDir, { recursive: true, force: true });
  });

  test('serves the locale mirrored, its code left to right', async ({ page }) => {
    await page.goto(`http://127.0.0.1:${DEV_PORT}/ar/docs/spring-tides`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('.toc')).toHaveCSS('border-right-width', '1px');
    const sidebar = await box(page.locator('.doc-root__sidebar'));
    const toc = await box(page.locator('.doc-item__toc'));
    expect(sidebar.x + sidebar.width).toBeGreaterThan(WIDTH - 1);
    expect(toc.x).toBeLessThan(WIDTH / 4);
    await expect(page.locator('pre.code-block')).toHaveCSS('direction', 'ltr');
  });
});

test.describe('a page the other locale lacks', () => {
  test.describe.configure({ mode: 'serial' }); // one build and one server on one port
  let server: RunningCli | undefined;
  const siteDir = path.join(TMP_DIR, `i18n-fallback-${process.pid}`);
  const outDir = path.join(siteDir, 'build');
  const url = (sitePath: string) => `http://127.0.0.1:${FALLBACK_PORT}${sitePath}`;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    rmSync(siteDir, { recursive: true, force: true });
    cpSync(path.join(ROOT, 'tests/fixtures/i18n-site'), siteDir, { recursive: true, filter: (source) => !/[\\/](node_modules|build)$/.test(source) });
    // English at /docs/spring-tides/equinox; its French translation at /fr/docs/maree-d-equinoxe.
    writeFileSync(path.join(siteDir, 'docs/equinox.md'), '---\nslug: /spring-tides/equinox\n---\n\n# Equinox tides\n\nThe highest spring tides come near the equinoxes.\n');
    mkdirSync(path.join(siteDir, 'i18n/fr/docs/current'), { recursive: true });
    writeFileSync(path.join(siteDir, 'i18n/fr/docs/current/equinox.md'), "---\nslug: /maree-d-equinoxe\n---\n\n# Marées d'équinoxe\n\nLes plus grandes marées de vives-eaux viennent près des équinoxes.\n");
    await buildInto(siteDir, outDir);
    server = await serveDir(siteDir, outDir, FALLBACK_PORT);
  });
  test.afterAll(async () => {
    await server?.stop();
    rmSync(siteDir, { recursive: true, force: true });
  });

  test('the dropdown keeps the same-page link, and takes the reader to the nearest French parent', async ({ page }) => {
    await page.goto(url('/docs/spring-tides/equinox?tide=high#top'));
    await waitForHydration(page);
    await expect(page.locator('h1')).toHaveText('Equinox tides');
    await page.locator('.dropdown__toggle').hover();
    const french = page.getByRole('link', { name: 'Français (France)' });
    // No script needed to follow it, and the address Docusaurus gives it, which has no page.
    await expect(french).toHaveAttribute('href', '/fr/docs/spring-tides/equinox?tide=high&from=menu#top');
    expect((await page.request.get(url('/fr/docs/spring-tides/equinox'))).status()).toBe(404);
    await french.click();
    await page.waitForURL((address) => address.pathname.startsWith('/fr/'));
    const landed = new URL(page.url());
    expect(landed.pathname).toBe('/fr/docs/spring-tides');
    expect(landed.search).toBe('?tide=high&from=menu');
    expect(landed.hash).toBe('');
    await expect(page.locator('h1')).toHaveText('Marées de vives-eaux');
  });

  test('a locale that has the page still gets it, and the French page goes home in English', async ({ page }) => {
    await page.goto(url('/docs/spring-tides/equinox'));
    await waitForHydration(page);
    await page.locator('.dropdown__toggle').hover();
    await page.getByRole('link', { name: 'العربية' }).click();
    await page.waitForURL((address) => address.pathname === '/ar/docs/spring-tides/equinox');
    await page.goto(url('/fr/docs/maree-d-equinoxe'));
    await waitForHydration(page);
    await page.locator('.dropdown__toggle').hover();
    await page.getByRole('link', { name: 'English' }).click();
    await page.waitForURL((address) => address.pathname === '/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the lists are no pages: not in the sitemaps', async ({ request }) => {
    expect(await (await request.get(url('/fr/folio-locale-routes.json'))).json()).toEqual({ '/docs/spring-tides/equinox': '/docs/spring-tides' });
    for (const sitemap of ['/sitemap.xml', '/fr/sitemap.xml', '/ar/sitemap.xml']) expect(await (await request.get(url(sitemap))).text()).not.toContain('folio-locale-routes');
  });
});
