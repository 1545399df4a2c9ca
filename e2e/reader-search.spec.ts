/**
 * The built-in search as a reader uses it (issue 7), on tests/fixtures/theme: keyboard shortcuts,
 * the DocSearch modal (grouped results, Enter, no results, recent searches), the index fetched
 * only once the search is used, results from the version being read, and the /search page.
 */
import type { Page } from '@playwright/test';
import { expect, serveReaderSite, test } from './reader-server';
import { collectProblems, documentMarker, markDocument, waitForHydration } from './browser';

serveReaderSite();
test.use({ viewport: { width: 1280, height: 800 } });

function searchButton(page: Page) {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /^Search/ });
}

function modal(page: Page) {
  return page.locator('.DocSearch-Modal');
}

function searchInput(page: Page) {
  return modal(page).locator('input.DocSearch-Input');
}

/** Ctrl+K, then wait for the modal's input to have focus (its code loads on first use). */
async function openSearch(page: Page) {
  await page.keyboard.press('Control+k');
  await expect(searchInput(page)).toBeFocused();
}

/** The hits in the modal, grouped: [[section, [hit titles]]]. */
async function groups(page: Page): Promise<Array<[string, string[]]>> {
  return modal(page)
    .locator('.DocSearch-Hits')
    .evaluateAll((sections) =>
      sections.map((section) => [
        section.querySelector('.DocSearch-Hit-source')?.textContent ?? '',
        [...section.querySelectorAll('.DocSearch-Hit-title')].map((title) => title.textContent ?? ''),
      ]),
    );
}

/** The paths the modal's hits link to. */
async function hitPaths(page: Page): Promise<string[]> {
  return modal(page)
    .locator('.DocSearch-Hit a')
    .evaluateAll((links) => links.map((link) => new URL(link.getAttribute('data-href')!, location.href).pathname));
}

test.describe('opening the modal', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/next/features');
    await waitForHydration(page);
  });

  test('Ctrl+K opens it with the input focused and the placeholder "Search docs"; Ctrl+K again closes it', async ({ page }) => {
    await expect(modal(page)).toHaveCount(0);
    await page.keyboard.press('Control+k');
    await expect(modal(page)).toBeVisible();
    await expect(searchInput(page)).toBeFocused();
    await expect(searchInput(page)).toHaveAttribute('placeholder', 'Search docs');
    await expect(searchInput(page)).toHaveValue('');
    await page.keyboard.press('Control+k');
    await expect(modal(page)).toHaveCount(0);
    await expect(searchButton(page)).toBeFocused();
  });

  test('"/" opens it, without typing a slash', async ({ page }) => {
    await page.keyboard.press('/');
    await expect(modal(page)).toBeVisible();
    await expect(searchInput(page)).toBeFocused();
    await expect(searchInput(page), 'the slash is not typed into the search').toHaveValue('');
    // "/" in the modal's input is text.
    await page.keyboard.type('a/b');
    await expect(searchInput(page)).toHaveValue('a/b');
  });

  test('"/" typed in a text field is text, not the shortcut', async ({ page }) => {
    await page.goto('/search');
    await waitForHydration(page);
    await page.getByRole('searchbox', { name: 'Search' }).click();
    await page.keyboard.press('/');
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('/');
    await expect(page).toHaveURL(/\/search\?q=%2F$/);
    await expect(modal(page)).toHaveCount(0);
  });

  test('a letter typed while the search button has focus opens it with that letter', async ({ page }) => {
    await searchButton(page).focus();
    await page.keyboard.press('d');
    await expect(modal(page)).toBeVisible();
    await expect(searchInput(page)).toHaveValue('d');
    await expect(searchInput(page)).toBeFocused();
    await page.keyboard.type('ocker');
    await expect(searchInput(page)).toHaveValue('docker');
    await expect(modal(page).locator('.DocSearch-Hit').first()).toBeVisible();
  });

  test('clicking the search button opens it; clicking outside closes it', async ({ page }) => {
    await searchButton(page).click();
    await expect(modal(page)).toBeVisible();
    await page.mouse.click(20, 700);
    await expect(modal(page)).toHaveCount(0);
  });

  test('Escape closes the modal (its footer says "esc to close") and focus goes back to the button', async ({ page }) => {
    await openSearch(page);
    await page.keyboard.type('docker');
    await expect(modal(page).locator('.DocSearch-Hit').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0, { timeout: 2_000 });
    await expect(searchButton(page)).toBeFocused();
    // Opened again, it starts afresh.
    await page.keyboard.press('Control+k');
    await expect(searchInput(page)).toHaveValue('');
  });
});

test('results are grouped by section, at most 5 a group', async ({ page }) => {
  await page.goto('/next/faq');
  await waitForHydration(page);
  await openSearch(page);
  await page.keyboard.type('docker');
  await expect(modal(page).locator('.DocSearch-Hit-source')).toHaveText(['Installation', 'Documentation']);
  const found = await groups(page);
  // The empty Compose section matches only through its page's title: no hit of its own (issue 21).
  expect(found[0]![1]).toEqual(['Docker']);
  expect(found[1]![1]).toEqual(['See Docker.']);

  // 26 sections of the glossary match "widget": one group, 5 shown.
  await searchInput(page).fill('widget');
  await expect(modal(page).locator('.DocSearch-Hit-source')).toHaveText(['Documentation']);
  await expect(modal(page).locator('.DocSearch-Hit')).toHaveCount(5);
  for (const path of await hitPaths(page)) expect(path).toBe('/next/glossary');
});

test('Enter opens the active hit without reloading the page, and the hit is remembered as a recent search', async ({ page }) => {
  const problems = collectProblems(page);
  await page.goto('/next/faq');
  await waitForHydration(page);
  await markDocument(page);
  await page.keyboard.press('Control+k');
  await expect(modal(page).getByText('No recent searches')).toBeVisible();
  await page.keyboard.type('manual installation');
  const first = modal(page).locator('.DocSearch-Hit').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(first.locator('.DocSearch-Hit-title')).toHaveText('Manual installation');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/next\/Installation\/manual$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manual installation');
  await expect(modal(page)).toHaveCount(0);
  expect(await documentMarker(page), 'a client-side navigation').toBe('still the same document');

  // Arrow keys move the active hit; a click on a hit opens it too.
  await openSearch(page);
  await page.keyboard.type('installation');
  await expect(modal(page).locator('.DocSearch-Hit').nth(0)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(modal(page).locator('.DocSearch-Hit').nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(modal(page).locator('.DocSearch-Hit').nth(0)).toHaveAttribute('aria-selected', 'false');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/next\/Installation\/docker$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Docker');

  // Opened again with an empty query: the hits chosen so far, newest first.
  await page.keyboard.press('Control+k');
  await expect(modal(page).locator('.DocSearch-Hit-source')).toHaveText(['Recent']);
  await expect(modal(page).locator('.DocSearch-Hit-title')).toHaveText(['Docker', 'Manual installation']);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('__DOCSEARCH_RECENT_SEARCHES__folio-local') ?? '[]'));
  expect(stored.map((hit: { url: string }) => hit.url)).toEqual(['/next/Installation/docker', '/next/Installation/manual']);
  // A recent search opens its page.
  await modal(page).locator('.DocSearch-Hit a').filter({ hasText: 'Manual installation' }).click();
  await expect(page).toHaveURL(/\/next\/Installation\/manual$/);
  expect(await documentMarker(page)).toBe('still the same document');
  expect(problems).toEqual([]);
});

test('a query that matches nothing says so', async ({ page }) => {
  await page.goto('/next/faq');
  await waitForHydration(page);
  await openSearch(page);
  await page.keyboard.type('qwertzuiop');
  await expect(modal(page).locator('.DocSearch-NoResults')).toBeVisible();
  await expect(modal(page).locator('.DocSearch-Title')).toHaveText('No results for "qwertzuiop"');
  await expect(modal(page).locator('.DocSearch-Hit')).toHaveCount(0);
});

test('the search index is fetched once the search is used, not when the page loads', async ({ page }) => {
  const indexRequests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/search-index/')) indexRequests.push(url.pathname);
  });
  await page.goto('/next/faq');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  // Even with the modal's code loaded (hovering the button does that), no index yet.
  await searchButton(page).hover();
  await page.waitForLoadState('networkidle');
  expect(indexRequests).toEqual([]);

  await searchButton(page).click();
  await expect(searchInput(page)).toBeFocused();
  expect(indexRequests, 'opening the modal alone does not need the index').toEqual([]);
  await page.keyboard.type('dock');
  await expect(modal(page).locator('.DocSearch-Hit').first()).toBeVisible();
  expect(indexRequests.sort()).toEqual(['/search-index/default.json', '/search-index/docs-default-current.json']);

  // Closed and opened again, and while typing: the same index, not fetched again.
  await page.keyboard.press('Control+k');
  await expect(modal(page)).toHaveCount(0);
  await openSearch(page);
  await page.keyboard.type('manual');
  await expect(modal(page).locator('.DocSearch-Hit-title').first()).toHaveText('Manual installation');
  expect(indexRequests).toHaveLength(2);
});

test('results come from the version being read', async ({ page }) => {
  await page.goto('/next/faq');
  await waitForHydration(page);
  await openSearch(page);
  await page.keyboard.type('docker');
  await expect(modal(page).locator('.DocSearch-Hit').first()).toBeVisible();
  const next = await hitPaths(page);
  expect(next.length).toBeGreaterThan(1);
  for (const path of next) expect(path).toMatch(/^\/next(\/|$)/);
  // "New feature" exists only in Next.
  await searchInput(page).fill('new feature');
  await expect(modal(page).locator('.DocSearch-Hit-title').first()).toHaveText('New feature');

  await page.goto('/faq');
  await waitForHydration(page);
  await openSearch(page);
  await page.keyboard.type('docker');
  await expect(modal(page).locator('.DocSearch-Hit').first()).toBeVisible();
  const latest = await hitPaths(page);
  expect(latest).toContain('/Installation/docker');
  for (const path of latest) expect(path).not.toMatch(/^\/next(\/|$)/);
  await searchInput(page).fill('only in the next version');
  await expect(modal(page).locator('.DocSearch-NoResults')).toBeVisible();
});

test.describe('the search page', () => {
  test('/search?q= shows the results of the query', async ({ page }) => {
    await page.goto('/search?q=docker');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "docker"');
    await expect(page).toHaveTitle('Search results for "docker" | Theme Site');
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('docker');
    const results = page.locator('.search-page__result');
    await expect(results.first()).toBeVisible();
    await expect(page.locator('.search-page__count')).toHaveText(`${await results.count()} results`);
    await expect(results.first().getByRole('heading', { level: 2 })).toHaveText('Docker');
    await expect(results.first().locator('mark').first()).toHaveText('Docker');
    const hrefs = await results.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toContain('/Installation/docker');
    // A result opens its page.
    await markDocument(page);
    await results.first().getByRole('link').click();
    await expect(page).toHaveURL(/\/Installation\/docker$/);
    expect(await documentMarker(page)).toBe('still the same document');
  });

  test('the address follows the query as the reader types', async ({ page }) => {
    await page.goto('/search');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search the documentation');
    const input = page.getByRole('searchbox', { name: 'Search' });
    await input.click();
    await page.keyboard.type('dock');
    await expect(page).toHaveURL(/\/search\?q=dock$/, { timeout: 2_000 });
    await expect(input).toHaveValue('dock');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "dock"');
    await page.keyboard.type('er');
    await expect(page).toHaveURL(/\/search\?q=docker$/, { timeout: 2_000 });
    await expect(input).toHaveValue('docker');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "docker"');
    // Emptied: the address loses its query.
    await input.fill('');
    await expect(page).toHaveURL(/\/search$/, { timeout: 2_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search the documentation');
  });

  test('results are paginated, 20 a page, the page in the address', async ({ page }) => {
    await page.goto('/search?q=widget');
    await waitForHydration(page);
    // The glossary is in Next only; /search reads the latest version by default.
    await page.getByRole('combobox', { name: 'Version' }).selectOption({ label: 'Next' });
    const results = page.locator('.search-page__result');
    const pages = page.getByRole('navigation', { name: 'Search result pages' });
    await expect(page.locator('.search-page__count')).toHaveText('26 results');
    await expect(results).toHaveCount(20);
    await expect(pages).toContainText('Page 1 of 2');
    await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();
    const firstPage = await results.allTextContents();

    await pages.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/search\?q=widget&page=2$/);
    await expect(pages).toContainText('Page 2 of 2', { timeout: 2_000 });
    await expect(results).toHaveCount(6);
    await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();
    for (const text of await results.allTextContents()) expect(firstPage).not.toContain(text);

    await pages.getByRole('button', { name: 'Previous' }).click();
    await expect(page).toHaveURL(/\/search\?q=widget$/);
    await expect(results).toHaveCount(20);
  });
});
