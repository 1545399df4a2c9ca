/**
 * Doc versions as a reader meets them (issue 4), on tests/fixtures/theme: the current docs at
 * /next ("Next"), version 1.0.0 at the root and the latest one. The version dropdown, the
 * remembered choice, the unreleased banner and the version badge.
 */
import { expect, serveReaderSite, test } from './reader-server';
import { collectProblems, documentMarker, markDocument, waitForHydration } from './browser';
import type { Page } from '@playwright/test';

serveReaderSite();
test.use({ viewport: { width: 1280, height: 800 } });

const PREFERRED = 'docs-preferred-version-default';

function versionToggle(page: Page) {
  return page.getByRole('navigation', { name: 'Main' }).locator('.dropdown__toggle').first();
}

async function preferredVersion(page: Page): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), PREFERRED);
}

test('the version dropdown lists Next and 1.0.0 and moves to the same doc in the chosen version', async ({ page }) => {
  const problems = collectProblems(page);
  await page.goto('/next/Installation/docker');
  await waitForHydration(page);
  await markDocument(page);
  const toggle = versionToggle(page);
  await expect(toggle).toHaveText('Next');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const menu = page.getByRole('navigation', { name: 'Main' }).locator('.dropdown__menu').first();
  await expect(menu).toBeHidden();

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link')).toHaveText(['Next', '1.0.0']);
  await expect(menu.getByRole('link', { name: 'Next' })).toHaveAttribute('aria-current', 'true');
  expect(await preferredVersion(page)).toBeNull();

  await menu.getByRole('link', { name: '1.0.0' }).click();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/Installation\/docker$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Docker');
  await expect(toggle).toHaveText('1.0.0');
  await expect(menu).toBeHidden();
  await expect(page.locator('.version-badge')).toHaveText('Version: 1.0.0');
  expect(await preferredVersion(page)).toBe('1.0.0');
  expect(await documentMarker(page), 'a client-side navigation').toBe('still the same document');

  // And back to Next: the same doc again, and the new choice is remembered.
  await toggle.click();
  await expect(menu.getByRole('link', { name: '1.0.0' })).toHaveAttribute('aria-current', 'true');
  await menu.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/next\/Installation\/docker$/);
  await expect(toggle).toHaveText('Next');
  expect(await preferredVersion(page)).toBe('current');

  // The choice outlives the page.
  await page.reload();
  await waitForHydration(page);
  expect(await preferredVersion(page)).toBe('current');
  expect(problems).toEqual([]);
});

test("a doc that the chosen version does not have leads to that version's main page", async ({ page }) => {
  await page.goto('/next/new-feature');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New feature');
  await versionToggle(page).click();
  const link = page.locator('.dropdown__menu').getByRole('link', { name: '1.0.0' });
  await expect(link).toHaveAttribute('href', '/');
  await link.click();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introduction');
  await expect(page.getByText('Welcome to the docs.')).toBeVisible();
  await expect(versionToggle(page)).toHaveText('1.0.0');
  expect(await preferredVersion(page)).toBe('1.0.0');
});

test('the dropdown closes on Escape and on a click elsewhere', async ({ page }) => {
  await page.goto('/next/faq');
  await waitForHydration(page);
  const toggle = versionToggle(page);
  const menu = page.locator('.dropdown__menu').first();
  await toggle.click();
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await toggle.click();
  await expect(menu).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(menu).toBeHidden();
});

test('pages of the unreleased version carry a banner linking to the same page in the latest version', async ({ page }) => {
  await page.goto('/next/Installation/docker');
  await waitForHydration(page);
  const banner = page.locator('.version-banner');
  await expect(banner).toBeVisible();
  await expect(banner.locator('p').first()).toHaveText('This is unreleased documentation for Theme Site Next version.');
  await expect(banner).toContainText('For up-to-date documentation, see the latest version (1.0.0).');
  const latest = banner.getByRole('link', { name: 'latest version' });
  await expect(latest).toHaveAttribute('href', '/Installation/docker');

  await markDocument(page);
  await latest.click();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/Installation\/docker$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Docker');
  await expect(page.locator('.version-banner'), 'the latest version has no banner').toHaveCount(0);
  expect(await documentMarker(page)).toBe('still the same document');
  expect(await preferredVersion(page)).toBe('1.0.0');

  // A doc only in Next: the banner leads to the latest version's main page.
  await page.goto('/next/new-feature');
  await expect(page.locator('.version-banner').getByRole('link', { name: 'latest version' })).toHaveAttribute('href', '/');
});

test('each doc page shows the version it belongs to', async ({ page }) => {
  await page.goto('/next/faq');
  await expect(page.locator('.version-badge')).toHaveText('Version: Next');
  await expect(page.locator('.version-banner')).toBeVisible();
  await page.goto('/faq');
  await expect(page.locator('.version-badge')).toHaveText('Version: 1.0.0');
  await expect(page.locator('.version-banner')).toHaveCount(0);
  await page.goto('/');
  await expect(page.locator('.version-badge')).toHaveText('Version: 1.0.0');
  await expect(page.getByText('Welcome to the docs.')).toBeVisible();
  await page.goto('/next');
  await expect(page.locator('.version-badge')).toHaveText('Version: Next');
  await expect(page.getByText('Welcome to the docs (unreleased).')).toBeVisible();
});
