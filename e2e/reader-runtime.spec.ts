/**
 * The client runtime as a reader meets it (issue 5), on tests/fixtures/theme: the progress bar of
 * slow navigations, prefetching (and Save-Data), a route chunk that fails to load, the crash
 * fallback, anchors in URLs, `/index.html` addresses and the NotFound page.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { expect, serveReaderSite, test } from './reader-server';
import { collectProblems, documentMarker, markDocument, waitForHydration, withoutViewportPrefetch } from './browser';

serveReaderSite();
test.use({ viewport: { width: 1280, height: 720 } });

/** The route chunk of a page of the fixture: `05-features-<hash>.js`… */
const chunk = (name: string) => new RegExp(`/assets/${name}-[A-Za-z0-9_-]+\\.js$`);

function sidebarLink(page: Page, name: string) {
  return page.getByRole('complementary', { name: 'Docs sidebar' }).getByRole('link', { name, exact: true });
}

/** Whether #nprogress has appeared since the last call (a MutationObserver in the page). */
async function watchProgressBar(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    const w = window as unknown as { __barSeen: boolean; __barObserver?: MutationObserver };
    w.__barSeen = false;
    w.__barObserver ??= new MutationObserver(() => {
      if (document.getElementById('nprogress')) w.__barSeen = true;
    });
    w.__barObserver.observe(document.documentElement, { childList: true, subtree: true });
  });
  return async () =>
    page.evaluate(() => {
      const w = window as unknown as { __barSeen: boolean };
      const seen = w.__barSeen;
      w.__barSeen = false;
      return seen;
    });
}

test.describe('progress bar', () => {
  // Chunks load when a link is hovered or clicked, not because it is in view.
  test.beforeEach(async ({ page }) => withoutViewportPrefetch(page));

  test('appears while a slow page loads, and not for a fast one', async ({ page }) => {
    await page.route(chunk('05-features'), async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await page.goto('/next/faq');
    await waitForHydration(page);
    const barSeen = await watchProgressBar(page);
    const bar = page.locator('#nprogress');

    await sidebarLink(page, 'Features').click();
    await expect(bar, 'the bar shows while the chunk is held back').toBeAttached();
    await expect(page.getByRole('heading', { level: 1 }), 'the old page stays meanwhile').toHaveText('FAQ');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Features');
    await expect(bar, 'and goes once the page is there').toHaveCount(0);
    expect(await barSeen()).toBe(true);

    // A page whose chunk comes at once: no bar at all.
    await sidebarLink(page, 'New feature').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('New feature');
    // The navigation is over, so the bar's timer is cleared: had it fired, the observer saw it.
    expect(await barSeen()).toBe(false);
    await expect(bar).toHaveCount(0);
  });
});

test.describe('prefetching', () => {
  /** The JS files requested so far whose name starts with one of `names`. */
  function recordChunks(page: Page, names: string[]): string[] {
    const seen: string[] = [];
    page.on('request', (request: Request) => {
      const file = new URL(request.url()).pathname.split('/').pop() ?? '';
      if (names.some((name) => chunk(name).test(`/assets/${file}`))) seen.push(file);
    });
    return seen;
  }

  /** Resolve once the browser has been idle twice (prefetching runs in idle callbacks). */
  async function idle(page: Page) {
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
    await page.waitForLoadState('networkidle');
  }

  test('links in view have their pages fetched ahead of the click', async ({ page }) => {
    const seen = recordChunks(page, ['05-features', '07-glossary', '03-faq']);
    await page.goto('/next');
    await waitForHydration(page);
    // The sidebar's links are in view: their pages load while the reader reads.
    await expect.poll(() => seen.filter((file) => file.startsWith('05-features')).length).toBe(1);
    await expect.poll(() => seen.filter((file) => file.startsWith('07-glossary')).length).toBe(1);
    await idle(page);
    const before = seen.length;
    await sidebarLink(page, 'Features').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Features');
    expect(seen.filter((file) => file.startsWith('05-features')), 'the click needs no new request').toHaveLength(1);
    expect(seen.length).toBe(before);
  });

  test.describe('with Save-Data on', () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(() => {
        const connection = { saveData: true, effectiveType: '4g', downlink: 10, rtt: 50, addEventListener() {}, removeEventListener() {} };
        Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => connection });
      });
    });

    test('nothing is fetched ahead of time, not even on hover; a click still works', async ({ page }) => {
      const seen = recordChunks(page, ['05-features', '07-glossary', '04-new-feature']);
      await page.goto('/next');
      await waitForHydration(page);
      expect(await page.evaluate(() => (navigator as unknown as { connection: { saveData: boolean } }).connection.saveData)).toBe(true);
      await idle(page);
      await sidebarLink(page, 'Features').hover();
      await idle(page);
      expect(seen).toEqual([]);

      await sidebarLink(page, 'Features').click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Features');
      expect(seen.filter((file) => file.startsWith('05-features'))).toHaveLength(1);
    });
  });
});

test('a page whose chunk fails to load is loaded again in full', async ({ page }) => {
  await withoutViewportPrefetch(page);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  let failing = true;
  let aborted = 0;
  await page.route(chunk('05-features'), async (route) => {
    if (failing) {
      aborted++;
      await route.abort('connectionreset');
    } else await route.continue();
  });
  await page.goto('/next/faq');
  await waitForHydration(page);
  await markDocument(page);

  const reloaded = page.waitForEvent('framenavigated');
  page.on('console', (message) => {
    // Let the reload's requests through once the runtime has given up on the chunk.
    if (message.type() === 'warning' && message.text().includes('failed to load the route')) failing = false;
  });
  await sidebarLink(page, 'Features').click();
  await reloaded;
  await expect(page).toHaveURL(/\/next\/features$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Features');
  await waitForHydration(page);
  expect(await documentMarker(page), 'a full page load').toBeUndefined();
  expect(aborted).toBeGreaterThan(0);
  expect(warnings.some((text) => text.startsWith('Folio: failed to load the route /next/features; reloading the page.'))).toBe(true);
  // The page works after the reload: a client-side navigation.
  await markDocument(page);
  await sidebarLink(page, 'FAQ').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('FAQ');
  expect(await documentMarker(page)).toBe('still the same document');
});

test.describe('crash fallback', () => {
  test('a page that crashes while rendering shows "This page crashed." and "Try again" renders it again', async ({ page }) => {
    const problems = collectProblems(page);
    await page.goto('/next/features');
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { __folioCrash: boolean }).__folioCrash = true));
    await sidebarLink(page, 'Crash test').click();
    const fallback = page.getByRole('alert').filter({ hasText: 'This page crashed.' });
    await expect(fallback.getByRole('heading', { level: 1 })).toHaveText('This page crashed.');
    await expect(fallback).toContainText('Crashed on purpose for the test.');
    await expect(page).toHaveURL(/\/next\/crash$/);
    expect(problems.some((problem) => problem.includes('Folio: a page crashed while rendering.'))).toBe(true);

    // Still broken: it crashes again.
    await fallback.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'This page crashed.' })).toBeVisible();

    await page.evaluate(() => ((window as unknown as { __folioCrash: boolean }).__folioCrash = false));
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('This page renders normally.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Crash test');
    await expect(page.getByRole('heading', { name: 'This page crashed.' })).toHaveCount(0);

    // Another page is not affected.
    await page.evaluate(() => ((window as unknown as { __folioCrash: boolean }).__folioCrash = true));
    await sidebarLink(page, 'FAQ').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('FAQ');
  });

  test('a page that crashes on its first render shows the fallback too', async ({ page }) => {
    await page.addInitScript(() => ((window as unknown as { __folioCrash: boolean }).__folioCrash = true));
    await page.goto('/next/crash');
    await expect(page.getByRole('heading', { name: 'This page crashed.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});

test.describe('anchors in URLs', () => {
  test('opening /next/features#last-part scrolls to that heading', async ({ page }) => {
    await page.goto('/next/features#last-part');
    await waitForHydration(page);
    await expect(page.locator('h3#last-part')).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  });

  test('a link to a page and anchor scrolls to the heading after a client-side navigation', async ({ page }) => {
    await page.goto('/next/glossary');
    await waitForHydration(page);
    await markDocument(page);
    const link = page.getByRole('link', { name: 'end of the features page' });
    await expect(link).toHaveAttribute('href', '/next/features#last-part');
    await link.click();
    await expect(page).toHaveURL(/\/next\/features#last-part$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Features');
    await expect(page.locator('h3#last-part')).toBeInViewport();
    expect(await documentMarker(page)).toBe('still the same document');
    // In-page: "See the last part" in the first part's text.
    await page.keyboard.press('Home');
    await expect(page.locator('h3#last-part')).not.toBeInViewport();
    await page.getByRole('link', { name: 'the last part', exact: true }).click();
    await expect(page).toHaveURL(/\/next\/features#last-part$/);
    await expect(page.locator('h3#last-part')).toBeInViewport();
  });
});

test.describe('/next/faq/index.html', () => {
  test('shows the FAQ page, hydrated, with index.html gone from the address bar', async ({ page }) => {
    const problems = collectProblems(page);
    const response = await page.goto('/next/faq/index.html');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/next\/faq\/?$/);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('FAQ');
    await expect(sidebarLink(page, 'FAQ')).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveTitle('FAQ | Theme Site');
    // The page is the app's, not a dead copy: its links navigate client-side.
    await markDocument(page);
    await sidebarLink(page, 'Features').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Features');
    expect(await documentMarker(page)).toBe('still the same document');
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('FAQ');
    expect(problems).toEqual([]);
  });

  test("the address becomes the page's own: /next/faq", async ({ page }) => {
    await page.goto('/next/faq/index.html');
    await waitForHydration(page);
    // Canonical: the page itself, Docusaurus's default for every version (the fixture does not set
    // noIndexOtherVersions, which would name the latest version's FAQ).
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://theme.example.com/next/faq');
    await expect(page).toHaveURL(/\/next\/faq$/, { timeout: 2_000 });
  });
});

test('on a static host, /next/faq.html (answered with 404.html) goes to /next/faq before anything is painted', async ({ page, readerBuild }) => {
  // A host like GitHub Pages or Netlify: any path without a file gets 404.html, status 404.
  const notFound = readFileSync(path.join(readerBuild, '404.html'), 'utf8');
  await page.route(/\/next\/faq\.html$/, (route) => route.fulfill({ status: 404, contentType: 'text/html', body: notFound }));
  // Each document records whether a frame was ever drawn while it said "Page Not Found".
  await page.addInitScript(() => {
    const check = () => {
      if (document.querySelector('h1')?.textContent === 'Page Not Found') sessionStorage.setItem('painted-not-found', location.pathname);
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
  await page.goto('/next/faq.html');
  await expect(page).toHaveURL(/\/next\/faq$/);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('FAQ');
  expect(await page.evaluate(() => sessionStorage.getItem('painted-not-found'))).toBeNull();
  // A path that is not a page either still ends on the NotFound page, at the address without .html.
  await page.route(/\/no\/such\.html$/, (route) => route.fulfill({ status: 404, contentType: 'text/html', body: notFound }));
  await page.goto('/no/such.html');
  await expect(page).toHaveURL(/\/no\/such$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
});

test('an unknown path shows the NotFound page with status 404', async ({ page }) => {
  const problems = collectProblems(page, (url) => new URL(url).pathname === '/no/such/page');
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page.getByText('We could not find what you were looking for.')).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found | Theme Site');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expect(page).toHaveURL(/\/no\/such\/page$/);
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introduction');
  expect(problems).toEqual([]);
});
