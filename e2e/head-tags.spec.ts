/**
 * The config's head options in Chromium (tests/fixtures/head-tags, built and served with its
 * Content-Security-Policy): headTags, scripts, stylesheets and themeConfig.metadata are in every
 * page's head and take effect, and the client module's route lifecycles run on the first load and
 * on client navigation, in Docusaurus's order. The same in `folio dev`.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { ROOT, startCli, type RunningCli } from './helpers';
import { documentMarker, markDocument, waitForHydration } from './browser';
import { expect, serveReaderSite, test } from './reader-server';

const SITE_DIR = path.join(ROOT, 'tests/fixtures/head-tags');
const DEV_PORT = 4336;

test.use({ readerSiteDir: SITE_DIR });
serveReaderSite();

const dataset = (page: Page) => page.evaluate(() => ({ ...document.documentElement.dataset }));

async function expectHeadOptions(page: Page): Promise<void> {
  await expect(page.locator('head meta[name="keywords"]')).toHaveAttribute('content', 'folio, head');
  await expect(page.locator('head meta[name="fixture-quote"]')).toHaveAttribute('content', 'a "quoted" <value> & more');
  await expect(page.locator('head link[rel="preconnect"]')).toHaveAttribute('href', 'https://fonts.example.com');
  await expect(page.locator('head script[data-fixture="yes"]')).toHaveAttribute('defer', '');
  // The scripts ran (the inline one too: its hash is in the policy), the stylesheets apply.
  await expect.poll(() => dataset(page)).toMatchObject({ headTag: 'ran', plainScript: 'ran', deferredScript: 'ran' });
  expect(await page.evaluate(() => getComputedStyle(document.body).outlineColor)).toBe('rgb(255, 0, 128)');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--fixture-client-module').trim())).toBe('loaded');
}

async function expectLifecycles(page: Page): Promise<void> {
  // First load: both lifecycles, with no previous location.
  await expect.poll(() => dataset(page)).toMatchObject({ routeUpdate: '/', routeUpdatePrevious: 'none', routeDidUpdate: '/', routeDidUpdatePrevious: 'none' });
  await waitForHydration(page);
  await markDocument(page);
  await page.evaluate(() => (document.documentElement.dataset.lifecycleLog = ''));
  await page.getByRole('link', { name: 'second page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Second' })).toBeVisible();
  await expect.poll(() => dataset(page)).toMatchObject({ routeDidUpdate: '/second', routeDidUpdatePrevious: '/' });
  // onRouteUpdate, its cleanup once the route is on screen, then onRouteDidUpdate: once each.
  expect((await dataset(page)).lifecycleLog).toBe('routeUpdate:/second;routeUpdateCleanup:/second;routeDidUpdate:/second;');
  expect(await documentMarker(page)).toBe('still the same document');
}

test('head tags, scripts, stylesheets and metadata are on the page and take effect', async ({ page }) => {
  await page.goto('/');
  await expectHeadOptions(page);
  // The metadata's description, in the HTML a crawler reads (the page sets none of its own).
  expect(await (await page.request.get('/')).text()).toContain('<meta name="description" content="The site-wide description">');
});

test("a page's own description wins over the site's metadata", async ({ page }) => {
  await page.goto('/second');
  await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
  await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', "The second page's own description");
});

test("the client module's lifecycles run on the first load and on client navigation", async ({ page }) => {
  await page.goto('/');
  await expectLifecycles(page);
});

test.describe('in folio dev', () => {
  let dev: RunningCli | undefined;
  test.beforeAll(async () => {
    dev = await startCli('dev', SITE_DIR, DEV_PORT, 60_000);
  });
  test.afterAll(async () => {
    await dev?.stop();
  });

  test('the same tags and lifecycles', async ({ page }) => {
    await page.goto(`http://127.0.0.1:${DEV_PORT}/`);
    await expectHeadOptions(page);
    await expectLifecycles(page);
  });
});
