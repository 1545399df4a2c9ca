/**
 * Docusaurus's gtag plugin on Folio in Chromium (tests/fixtures/docusaurus-analytics, built and
 * served with `folio serve`): the head snippet starts gtag, and a client-side navigation sends
 * the new page's `page_path` and a `page_view` (the plugin's client module, run by the runtime's
 * onRouteDidUpdate). Every request to another host is answered here by an empty script, so nothing
 * leaves the machine. The dev server's pages have no analytics at all, as in Docusaurus.
 */
import path from 'node:path';
import { ROOT, startCli, type RunningCli } from './helpers';
import { waitForHydration } from './browser';
import { expect, serveReaderSite, test } from './reader-server';
import { expectPageViewOnNavigation, stubOtherHosts } from './analytics';

const SITE_DIR = path.join(ROOT, 'tests/fixtures/docusaurus-analytics');
const DEV_PORT = 4339;

test.use({ readerSiteDir: SITE_DIR });
serveReaderSite();

test('a client-side navigation sends a page_view with the new path; the first load sends none from the client module', async ({ page }) => {
  await expectPageViewOnNavigation(page);
});

test.describe('the dev server', () => {
  let dev: RunningCli | undefined;
  test.beforeAll(async () => {
    dev = await startCli('dev', SITE_DIR, DEV_PORT, 60_000);
  });
  test.afterAll(async () => {
    await dev?.stop();
  });

  test('adds no analytics: no tags, no gtag, no request to Google', async ({ page }) => {
    const asked = await stubOtherHosts(page);
    const response = await page.request.get(`http://127.0.0.1:${DEV_PORT}/docs/intro`);
    const html = await response.text();
    expect(html).not.toContain('googletagmanager');
    expect(html).not.toContain('<noscript>');
    await page.goto(`http://127.0.0.1:${DEV_PORT}/docs/intro`);
    await waitForHydration(page);
    await page.getByRole('link', { name: 'second page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Second' })).toBeVisible();
    expect(await page.evaluate(() => typeof (window as unknown as { gtag?: unknown }).gtag)).toBe('undefined');
    expect(asked).toEqual([]);
  });
});
