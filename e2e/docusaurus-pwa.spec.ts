/**
 * @docusaurus/plugin-pwa, unchanged, in the browser: tests/fixtures/docusaurus-pwa (preset-classic,
 * `offlineModeActivationStrategies: ['queryString']`, a `swCustom`), laid out beside the Docusaurus
 * install, built with the CLI and served with `folio serve`. The plugin's client module (registerSw)
 * registers the service worker its postBuild compiled; a first visit with `?offlineMode=true`
 * precaches Folio's output, after which pages never visited load, hydrate and navigate with the
 * network gone. Without the query string the worker registers but caches nothing.
 */
import path from 'node:path';
import { ROOT } from './helpers';
import { collectProblems, waitForHydration } from './browser';
import { expect, serveReaderSite, test } from './reader-server';
import { docusaurusThemeSite } from './docusaurus-theme-site';

const FIXTURE = path.join(ROOT, 'tests', 'fixtures', 'docusaurus-pwa');

test.describe.configure({ mode: 'default' });
test.use(docusaurusThemeSite(FIXTURE, 'docusaurus-pwa'));
serveReaderSite();

/** The active worker's script URL, once registration finished. */
const activeWorker = (page: import('@playwright/test').Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.scriptURL ?? '';
  });

/** The URLs (path and search) the precache holds. */
const precached = (page: import('@playwright/test').Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return urls.sort();
  });

test('the service worker registers, and with ?offlineMode=true the site works offline after a first visit', async ({ page, context }) => {
  const problems = collectProblems(page);
  await page.goto('/?offlineMode=true');
  await waitForHydration(page);
  // registerSw adds the offline mode its activation strategy found to the worker's URL.
  const script = new URL(await activeWorker(page));
  expect(script.pathname).toBe('/sw.js');
  expect(JSON.parse(script.searchParams.get('params') ?? '{}')).toEqual({ offlineMode: true, debug: true });
  // Folio's pages, scripts, styles and static files, precached on install.
  await expect.poll(() => precached(page)).toContain('/docs/trimming/index.html');
  const urls = await precached(page);
  expect(urls).toEqual(expect.arrayContaining(['/index.html', '/404.html', '/docs/intro/index.html', '/manifest.json', '/img/lantern.png']));
  expect(urls.some((url) => /^\/assets\/entry-client-.*\.js$/.test(url))).toBe(true);
  expect(urls.some((url) => /^\/assets\/.*\.css$/.test(url))).toBe(true);

  await context.setOffline(true);
  // A page never visited, from the cache: rendered, then hydrated with cached scripts. (Without the
  // query string registerSw would register the worker's URL for online mode, which needs the network.)
  await page.goto('/docs/trimming?offlineMode=true');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trimming the wick');
  await waitForHydration(page);
  // The worker now controls the page: the site's swCustom code runs in it.
  const pong = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(event.data);
        navigator.serviceWorker.controller?.postMessage({ type: 'FOLIO_TEST_PING' }, [channel.port2]);
      }),
  );
  expect(pong).toEqual({ pong: true, offlineMode: true });
  // A client-side navigation offline: the route's chunks come from the cache too.
  await page.evaluate(() => ((window as unknown as { __marker: boolean }).__marker = true));
  await page.locator('nav.menu').getByRole('link', { name: 'Reading offline' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reading offline');
  expect(await page.evaluate(() => (window as unknown as { __marker?: boolean }).__marker)).toBe(true);
  await context.setOffline(false);
  expect(problems).toEqual([]);
});

test('without an activation strategy that applies, the worker registers and caches nothing', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const script = new URL(await activeWorker(page));
  expect(JSON.parse(script.searchParams.get('params') ?? '{}')).toEqual({ offlineMode: false, debug: true });
  expect(await precached(page)).toEqual([]);
});
