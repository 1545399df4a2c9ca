/**
 * The mobile drawer (issue 5) at 996 px, the widest "mobile" width: the menu button opens the
 * page's docs sidebar, with a way back to the main menu (navbar items and versions); Escape, a
 * navigation or a desktop-sized window close it, and focus stays inside while it is open.
 */
import type { Page } from '@playwright/test';
import { expect, serveReaderSite, test } from './reader-server';
import { collectProblems, documentMarker, markDocument, waitForHydration } from './browser';

serveReaderSite();
test.use({ viewport: { width: 996, height: 800 } });

function menuButton(page: Page) {
  return page.getByRole('button', { name: 'Toggle navigation bar' });
}

function drawer(page: Page) {
  return page.getByRole('dialog', { name: 'Navigation' });
}

async function openDrawer(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(drawer(page), 'no drawer before it is asked for').toHaveCount(0);
  await menuButton(page).click();
  await expect(drawer(page)).toBeVisible();
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
}

test('the menu button opens the docs sidebar, and "Back to main menu" leads to the nav items and versions', async ({ page }) => {
  const problems = collectProblems(page);
  await openDrawer(page, '/next/Installation/docker');
  const panel = drawer(page);
  const sidebar = panel.getByRole('navigation', { name: 'Docs sidebar' });
  await expect(sidebar).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Docker' })).toHaveAttribute('aria-current', 'page');
  await expect(sidebar.getByRole('link', { name: 'FAQ' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Close navigation bar' })).toBeVisible();
  await expect(panel.getByRole('button', { name: /Switch between dark and light mode/ })).toBeVisible();
  // The page behind does not scroll.
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');

  await panel.getByRole('button', { name: /Back to main menu/ }).click();
  const main = panel.getByRole('navigation', { name: 'Main menu' });
  await expect(main).toBeVisible();
  await expect(sidebar).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'Homepage' })).toHaveAttribute('href', 'https://example.com');
  await expect(main.getByRole('link', { name: 'GitHub' })).toBeVisible();
  await expect(main.getByText('Versions', { exact: true })).toBeVisible();
  const versions = main.locator('.menu__versions').getByRole('link');
  await expect(versions).toHaveText(['Next', '1.0.0']);
  await expect(main.getByRole('link', { name: 'Next' })).toHaveAttribute('aria-current', 'true');

  // Choosing a version goes to the same doc there, and closes the drawer.
  await markDocument(page);
  await main.getByRole('link', { name: '1.0.0' }).click();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/Installation\/docker$/);
  await expect(drawer(page)).toHaveCount(0);
  await expect(page.locator('.version-badge')).toHaveText('Version: 1.0.0');
  expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('1.0.0');
  expect(await documentMarker(page)).toBe('still the same document');
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  expect(problems).toEqual([]);
});

test('Escape closes the drawer and gives focus back to the menu button', async ({ page }) => {
  await openDrawer(page, '/next/faq');
  await page.keyboard.press('Escape');
  await expect(drawer(page)).toHaveCount(0);
  await expect(menuButton(page)).toBeFocused();
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  // The close button and the backdrop close it too.
  await menuButton(page).click();
  await drawer(page).getByRole('button', { name: 'Close navigation bar' }).click();
  await expect(drawer(page)).toHaveCount(0);
  await menuButton(page).click();
  await page.mouse.click(990, 400); // on the backdrop, right of the panel
  await expect(drawer(page)).toHaveCount(0);
});

test('focus stays inside the open drawer: Tab and Shift+Tab cycle through it', async ({ page }) => {
  await openDrawer(page, '/next/faq');
  // Number the drawer's focusable elements (in document order) to tell where focus is.
  const count = await drawer(page).evaluate((element) => {
    const focusable = [...element.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])')].filter(
      (el) => el.offsetParent !== null,
    );
    focusable.forEach((el, index) => el.setAttribute('data-focus-index', String(index)));
    return focusable.length;
  });
  expect(count).toBeGreaterThan(3);
  /** The number of the focused element, -1 for an element in the drawer without one, null outside. */
  const focused = () =>
    page.evaluate(() => {
      const element = document.activeElement;
      if (!element?.closest('[role="dialog"]')) return null;
      return Number(element.getAttribute('data-focus-index') ?? -1);
    });
  // Focus starts on the drawer's first element.
  await expect.poll(focused).toBe(0);

  const seen: Array<number | null> = [];
  for (let i = 0; i < count; i++) {
    await page.keyboard.press('Tab');
    seen.push(await focused());
  }
  // Through every element in order, then from the last back to the first.
  expect(seen).toEqual([...Array.from({ length: count - 1 }, (_, index) => index + 1), 0]);

  await page.keyboard.press('Shift+Tab');
  expect(await focused(), 'Shift+Tab from the first element goes to the last').toBe(count - 1);
  await page.keyboard.press('Shift+Tab');
  expect(await focused()).toBe(count - 2);
});

test('the drawer closes when the reader follows a link in it', async ({ page }) => {
  await openDrawer(page, '/next/faq');
  await drawer(page).getByRole('button', { name: 'Installation', exact: true }).click();
  await drawer(page).getByRole('link', { name: 'By hand' }).click();
  await expect(page).toHaveURL(/\/next\/Installation\/manual$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manual installation');
  await expect(drawer(page)).toHaveCount(0);
});

test('the drawer closes when the window grows to desktop width (997 px)', async ({ page }) => {
  await openDrawer(page, '/next/faq');
  await page.setViewportSize({ width: 996, height: 700 });
  await expect(drawer(page), 'still mobile: still open').toBeVisible();
  await page.setViewportSize({ width: 997, height: 700 });
  await expect(drawer(page)).toHaveCount(0);
  await expect(menuButton(page)).toBeHidden();
  await expect(page.getByRole('complementary', { name: 'Docs sidebar' })).toBeVisible();
  // Back to a narrow window: the drawer stays closed until asked for.
  await page.setViewportSize({ width: 600, height: 700 });
  await expect(menuButton(page)).toBeVisible();
  await expect(drawer(page)).toHaveCount(0);
});
