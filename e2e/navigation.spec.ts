/**
 * Navigations whose route chunks load slowly (held back with page.route): the newest navigation
 * wins, the progress bar appears only after its delay, and a chunk that fails to load falls back
 * to one full page load (tests/fixtures/basic, served by global-setup).
 */
import { expect, test, type Page, type Route } from '@playwright/test';
import { BASIC_URL } from './helpers';
import { collectProblems, documentMarker, markDocument, waitForHydration, withoutViewportPrefetch } from './browser';

test.use({ baseURL: BASIC_URL });

// Chunks load when a link is hovered or clicked, not ahead of time because a link is in view.
test.beforeEach(async ({ page }) => {
  await withoutViewportPrefetch(page);
});

/** The route chunk of a page of the basic fixture: `first-<hash>.js`, `second-<hash>.js`. */
const chunk = (name: string) => new RegExp(`/assets/${name}-[A-Za-z0-9_-]+\\.js$`);

/** Hold every request matching `pattern` until `release()` (and count them). */
async function holdRequests(page: Page, pattern: RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held = { count: 0, release };
  await page.route(pattern, async (route: Route) => {
    held.count++;
    await released;
    await route.continue();
  });
  return held;
}

/**
 * Record in the page when `#nprogress` first appears (performance.now()) and when the last click
 * happened, so the bar's delay is measured in the browser's own clock.
 */
async function watchProgressBar(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __barShownAt: number[]; __clickedAt: number };
    w.__barShownAt = [];
    document.addEventListener('click', () => (w.__clickedAt = performance.now()), true);
    new MutationObserver(() => {
      const shown = document.getElementById('nprogress') !== null;
      const last = w.__barShownAt.length % 2 === 1;
      if (shown !== last) w.__barShownAt.push(performance.now());
    }).observe(document.documentElement, { childList: true, subtree: true });
  });
}

/** [appearances and disappearances of the bar (ms after the last click)] */
async function barTimeline(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const w = window as unknown as { __barShownAt: number[]; __clickedAt: number };
    return w.__barShownAt.map((t) => Math.round(t - w.__clickedAt));
  });
}

test('clicking a slow link and then a fast one ends on the fast one', async ({ page }) => {
  const problems = collectProblems(page);
  const slow = await holdRequests(page, chunk('first'));
  await page.goto('/');
  await waitForHydration(page);
  await markDocument(page);

  await page.getByRole('link', { name: 'first guide' }).click();
  await expect(page).toHaveURL(`${BASIC_URL}/guides/first`);
  await expect.poll(() => slow.count, 'the first guide chunk was requested').toBeGreaterThan(0);
  // While its chunk loads, the old page stays on screen.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome');

  await page.getByRole('link', { name: 'the second' }).click();
  await expect(page).toHaveURL(`${BASIC_URL}/guides/second#details`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Second guide');
  await expect(page).toHaveTitle('Second guide | Basic Site');

  // Now the first guide's chunk arrives: it must not replace the page the reader asked for last.
  const firstLoaded = page.waitForResponse(chunk('first'));
  slow.release();
  await firstLoaded;
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(`${BASIC_URL}/guides/second#details`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Second guide');
  await expect(page).toHaveTitle('Second guide | Basic Site');
  await expect(page.getByText('The answer is 42.')).toBeVisible();
  await expect(page.locator('#nprogress')).toHaveCount(0);
  expect(await documentMarker(page)).toBe('still the same document');

  // And the first guide still opens once asked for again.
  await page.goBack();
  await expect(page).toHaveURL(`${BASIC_URL}/guides/first`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('First guide');
  expect(problems).toEqual([]);
});

test('a slow chunk shows the progress bar after about 200 ms, until the page is shown', async ({ page }) => {
  const slow = await holdRequests(page, chunk('first'));
  await page.goto('/');
  await waitForHydration(page);
  await watchProgressBar(page);

  await page.getByRole('link', { name: 'first guide' }).click();
  await expect.poll(() => slow.count).toBeGreaterThan(0);
  await expect(page.locator('#nprogress')).toBeAttached({ timeout: 3_000 });
  const [shownAt] = await barTimeline(page);
  expect(shownAt, 'the bar waits for its delay').toBeGreaterThanOrEqual(190);
  expect(shownAt, 'the bar appears soon after its delay').toBeLessThan(1_500);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome');

  slow.release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('First guide');
  await expect(page.locator('#nprogress')).toHaveCount(0, { timeout: 3_000 });
});

test('a fast navigation never shows the progress bar', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await watchProgressBar(page);

  // Chunks not loaded before (no hover beforehand), served at local speed.
  await page.getByRole('link', { name: 'first guide' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('First guide');
  await page.getByRole('link', { name: 'home' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome');
  await page.getByRole('link', { name: 'the second' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Second guide');
  await page.waitForTimeout(400); // past the delay: a pending bar would show now
  expect(await barTimeline(page)).toEqual([]);
  await expect(page.locator('#nprogress')).toHaveCount(0);
});

test('a route chunk that fails to load falls back to one full page load', async ({ page }) => {
  let failures = 0;
  await page.route(chunk('second'), (route) => {
    failures++;
    return route.abort('failed');
  });
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await waitForHydration(page);
  await markDocument(page);

  await page.getByRole('link', { name: 'the second' }).click();
  // The browser loads /guides/second as a document: the prerendered page shows.
  await expect(page).toHaveURL(`${BASIC_URL}/guides/second#details`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Second guide');
  await expect(page.getByText('The answer is 42.')).toBeVisible();
  await expect.poll(() => documents).toEqual(['/', '/guides/second']);
  expect(await documentMarker(page), 'a new document').toBeUndefined();
  expect(failures).toBeGreaterThan(0);
  // The chunk still fails there, and the page does not reload again and again.
  await page.waitForTimeout(1_000);
  expect(documents).toEqual(['/', '/guides/second']);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Second guide');
});
