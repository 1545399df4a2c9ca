/**
 * A doc with `hide_title: true` (tests/fixtures/hide-title): the heading is hidden on the page,
 * but the title is still the page's everywhere else: <title>, sidebar and search.
 */
import path from 'node:path';
import { ROOT } from './helpers';
import { waitForHydration } from './browser';
import { expect, serveReaderSite, test } from './reader-server';

test.use({ readerSiteDir: path.join(ROOT, 'tests/fixtures/hide-title'), viewport: { width: 1280, height: 800 } });
serveReaderSite();

test('the page shows no heading but keeps its title in <title> and the sidebar', async ({ page }) => {
  await page.goto('/hidden');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  await expect(page).toHaveTitle('Quartz calibration | Hide Title');
  await expect(page.getByRole('complementary', { name: 'Docs sidebar' }).getByRole('link', { name: 'Quartz calibration' })).toBeVisible();
});

test('search finds the page by its title, and the result opens it', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  const modal = page.locator('.DocSearch-Modal');
  await expect(modal.locator('input.DocSearch-Input')).toBeFocused();
  await page.keyboard.type('quartz');
  const hit = modal.locator('.DocSearch-Hit a').first();
  await expect(hit).toBeVisible();
  await expect(modal.locator('.DocSearch-Hit-title').first()).toHaveText('Quartz calibration');
  await hit.click();
  await expect(page).toHaveURL(/\/hidden$/);
  await expect(page.getByText('Turn the dial until the needle rests at zero.')).toBeVisible();
});
