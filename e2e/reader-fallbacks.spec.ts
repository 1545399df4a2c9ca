/**
 * Issue 21 items 4, 8 and 9 on tests/fixtures/theme (Next at /next, 1.0.0 the latest at the root,
 * colour mode following the system): a search chunk that cannot load leaves the page alone and
 * shows an error inside the modal; a crashing page keeps the navbar and footer; the remembered
 * version is used on pages that imply none; the colour mode follows the system.
 */
import { expect, serveReaderSite, test } from './reader-server';
import { collectProblems, documentMarker, markDocument, waitForHydration } from './browser';
import type { Page } from '@playwright/test';

serveReaderSite();
test.use({ viewport: { width: 1280, height: 800 }, colorScheme: 'light' });

const SEARCH_CHUNK = /\/assets\/SearchModal-[^/?]*\.(js|css)(\?.*)?$/;

function navbar(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

test('a search chunk that cannot load shows an error in the modal and keeps the page', async ({ page }) => {
  const problems = collectProblems(page, (url) => SEARCH_CHUNK.test(url));
  await page.route(SEARCH_CHUNK, (route) => route.abort());
  await page.goto('/next/faq');
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Search could not load' });
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
  await expect(page.getByText('This page crashed.')).toHaveCount(0);
  // "Try again" while the chunk is still missing: the error stays.
  await dialog.getByRole('button', { name: 'Try again' }).click();
  await expect(dialog.getByRole('button', { name: 'Try again' })).toBeEnabled();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // Opening again tries again: the page still stands and the modal opens.
  await page.keyboard.press('Control+k');
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();

  // Back online: "Try again" loads the search in the same page (the browser keeps a failed
  // module as failed, so the chunk is asked for under a new address), styles and all.
  await page.unroute(SEARCH_CHUNK);
  await markDocument(page);
  await dialog.getByRole('button', { name: 'Try again' }).click();
  const input = page.locator('input.DocSearch-Input');
  await expect(input).toBeFocused();
  await input.fill('faq');
  // DocSearch's stylesheet (the chunk's CSS) applies: a hit is a flex row, not a list item.
  await expect(page.locator('.DocSearch-Hit').first()).toHaveCSS('display', 'flex');
  expect(await documentMarker(page)).toBe('still the same document');
  expect(problems.filter((problem) => !problem.includes('search could not load') && !problem.includes('SearchModal'))).toEqual([]);
});

test('a page that crashes shows the fallback inside the navbar and footer', async ({ page }) => {
  await page.addInitScript(() => ((window as unknown as { __folioCrash: boolean }).__folioCrash = true));
  await page.goto('/next/crash');
  const fallback = page.getByRole('alert').filter({ hasText: 'This page crashed.' });
  await expect(fallback).toContainText('Crashed on purpose for the test.');
  await expect(navbar(page).getByRole('link', { name: 'Theme Site' }).first()).toBeVisible();
  await expect(page.locator('footer')).toBeVisible();
  await expect(page).toHaveTitle(/Page Error/);
});

test('the remembered version is used on /search and a 404, and search covers it', async ({ page }) => {
  const toggle = navbar(page).locator('.dropdown__toggle').first();
  await page.goto('/next/faq');
  await page.evaluate(() => localStorage.setItem('docs-preferred-version-default', 'current'));
  for (const path of ['/search', '/no/such/page']) {
    await page.goto(path);
    await waitForHydration(page);
    await expect(toggle, path).toHaveText('Next');
  }
  // "New feature" exists in Next only: search on a page outside the docs finds it.
  await page.goto('/search');
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  await page.locator('input.DocSearch-Input').fill('new feature');
  await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('data-href', /^\/next\/new-feature/);
  await page.keyboard.press('Escape');
  // A doc page still shows its own version.
  await page.goto('/');
  await waitForHydration(page);
  await expect(toggle).toHaveText('1.0.0');
});

test('following the system: the site follows the OS until a choice is made, and every toggle agrees', async ({ page }) => {
  const html = page.locator('html');
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/next/faq');
  await waitForHydration(page);
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html).toHaveAttribute('data-theme', 'light');
  // The drawer's toggle (a phone) and the navbar's share the choice: light chosen in the drawer…
  await page.setViewportSize({ width: 390, height: 800 });
  await page.getByRole('button', { name: /navigation bar/i }).first().click();
  const drawerToggle = page.locator('.navbar-sidebar').getByRole('button', { name: /^Switch between dark and light mode/ });
  await drawerToggle.click();
  await expect(drawerToggle).toHaveAccessibleName(/currently light mode/);
  // …is not undone by a system change, whichever toggle is mounted.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(html).toHaveAttribute('data-theme', 'light');
  const toggle = navbar(page).getByRole('button', { name: /^Switch between dark and light mode/ }).first();
  await expect(toggle).toHaveAccessibleName(/currently light mode/);
  await toggle.click();
  await toggle.click();
  await expect(toggle).toHaveAccessibleName(/currently system mode/);
  await expect(html).toHaveAttribute('data-theme', 'dark');
});
