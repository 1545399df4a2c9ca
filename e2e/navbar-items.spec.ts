/**
 * Every built-in navbar item type as a reader meets it (tests/fixtures/navbar-items: docs at
 * /docs with sidebars guide and api, versions Next and 1.0): where links go, which are active,
 * the dropdown by pointer and keyboard, and the mobile drawer.
 */
import path from 'node:path';
import { ROOT } from './helpers';
import { waitForHydration } from './browser';
import { expect, serveReaderSite, test } from './reader-server';

test.use({ readerSiteDir: path.join(ROOT, 'tests/fixtures/navbar-items'), viewport: { width: 1280, height: 800 } });
serveReaderSite();

const nav = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Main' });

test('docs items link into the version being read, and are active on their sidebar', async ({ page }) => {
  await page.goto('/docs/api/endpoints');
  const bar = nav(page);
  await expect(bar.getByRole('link', { name: 'Guide', exact: true })).toHaveAttribute('href', '/docs/');
  await expect(bar.getByRole('link', { name: 'Guide', exact: true })).not.toHaveClass(/navbar__link--active/);
  // A doc item without a label shows the doc id, and is active on any doc of its sidebar.
  const api = bar.getByRole('link', { name: 'api/overview' });
  await expect(api).toHaveAttribute('href', '/docs/api/overview');
  await expect(api).toHaveClass(/navbar__link--active/);
  await expect(bar.getByRole('link', { name: '1.0', exact: true })).toHaveAttribute('href', '/docs/');

  await page.goto('/docs/next/guide/install');
  await expect(bar.getByRole('link', { name: 'Guide', exact: true })).toHaveAttribute('href', '/docs/next/');
  await expect(bar.getByRole('link', { name: 'Guide', exact: true })).toHaveClass(/navbar__link--active/);
  await expect(bar.getByRole('link', { name: 'api/overview' })).toHaveAttribute('href', '/docs/next/api/overview');
  await expect(bar.getByRole('link', { name: 'Next', exact: true })).toHaveAttribute('href', '/docs/next/');
  await expect(bar.getByRole('link', { name: 'Next docs' })).toHaveClass(/navbar__link--active/);
});

test('links: the default active rule, target and className, html and the search slot', async ({ page }) => {
  await page.goto('/blog/first-post');
  const bar = nav(page);
  await expect(bar.getByRole('link', { name: 'Blog' })).toHaveClass(/navbar__link--active/);
  await expect(bar.getByRole('link', { name: 'Next docs' })).not.toHaveClass(/navbar__link--active/);
  const status = bar.locator('a.status-link');
  await expect(status).toHaveAttribute('href', 'https://example.com/status');
  await expect(status).toHaveAttribute('target', '_self');
  await expect(bar.locator('.navbar-badge')).toHaveText('Beta');
  // The search item puts the search button in the left group, once.
  await expect(bar.locator('.navbar__items').first().locator('.navbar-search-slot .DocSearch-Button')).toBeVisible();
  await expect(bar.locator('.DocSearch-Button')).toHaveCount(1);
});

test('the dropdown opens on hover and from the keyboard; Escape closes it', async ({ page }) => {
  await page.goto('/about');
  await waitForHydration(page);
  const toggle = nav(page).getByRole('button', { name: 'More' });
  // Active because one of its links (About us) is.
  await expect(toggle).toHaveClass(/navbar__link--active/);
  // The version dropdown opens on hover too: this is the More dropdown's menu.
  const menu = nav(page).locator('.dropdown--hoverable', { has: page.getByRole('button', { name: 'More' }) }).locator('.dropdown__menu');
  await expect(menu).toBeHidden();
  await toggle.hover();
  await expect(menu).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('link', { name: 'Install' })).toHaveAttribute('href', '/docs/guide/install');
  await expect(menu.getByRole('link', { name: 'API reference' })).toHaveAttribute('href', '/docs/api/overview');
  await expect(menu.locator('.more-note')).toHaveText('Elsewhere');
  await page.mouse.move(5, 700);
  await expect(menu).toBeHidden();

  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('link', { name: 'Install' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/guide\/install$/);
  await expect(page.getByText('How to install (1.0).')).toBeVisible();
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the drawer lists the items, the dropdown as a sub-list', async ({ page }) => {
    await page.goto('/blog');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await expect(drawer.getByRole('link', { name: 'Guide', exact: true })).toHaveAttribute('href', '/docs/');
    await expect(drawer.getByRole('link', { name: 'api/overview' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Blog' })).toHaveClass(/menu__link--active/);
    await expect(drawer.locator('.navbar-badge')).toHaveText('Beta');
    const more = drawer.getByRole('button', { name: 'More' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(drawer.getByRole('link', { name: 'Install' })).toBeHidden();
    await more.click();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await drawer.getByRole('link', { name: 'API reference' }).click();
    await expect(page).toHaveURL(/\/docs\/api\/overview$/);
    await expect(page.getByText('The API at a glance (1.0).')).toBeVisible();
  });
});
