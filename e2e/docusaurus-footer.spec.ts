/**
 * A Docusaurus site's footer as its readers see it (tests/fixtures/docusaurus-footer): the simple
 * footer's one row of links (an HTML item among them), the logo, which links out and has its own
 * dark-mode image, and a copyright holding HTML, rendered as HTML, as Docusaurus does.
 */
import path from 'node:path';
import { ROOT } from './helpers';
import type { Page } from '@playwright/test';
import { collectProblems } from './browser';
import { expect, serveReaderSite, test } from './reader-server';

test.use({ readerSiteDir: path.join(ROOT, 'tests/fixtures/docusaurus-footer'), viewport: { width: 1280, height: 800 }, colorScheme: 'light' });
serveReaderSite();

/**
 * Hydrated: the footer's React links carry React's fiber (browser.ts' waitForHydration waits for
 * every link, and the HTML the site wrote, its HTML item and copyright, never gets one).
 */
async function waitForFooterHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const link = document.querySelector('footer .footer__link-item');
    return link !== null && Object.keys(link).some((key) => key.startsWith('__reactFiber$'));
  });
}

test('the simple footer, its HTML item, the logo in both modes and the HTML copyright', async ({ page }) => {
  const problems = collectProblems(page, (url) => url.startsWith('https://example.com/'));
  await page.goto('/');
  await waitForFooterHydration(page);
  const footer = page.locator('footer.footer');

  // One row of links, in order, the HTML item as written; no column titles.
  await expect(footer.locator('.footer__title')).toHaveCount(0);
  await expect(footer.locator('.footer__links').getByRole('link')).toHaveText(['Start', 'Guide', 'Status: green']);
  await expect(footer.locator('.footer__link-separator')).toHaveCount(2);
  await expect(footer.locator('a.footer-badge strong')).toHaveText('green');
  await footer.getByRole('link', { name: 'Guide' }).click();
  await expect(page).toHaveURL(/\/guide$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Guide');

  // The logo: its own image per colour mode, sized, linking out.
  const logoLink = footer.getByRole('link', { name: 'Beacon Labs' });
  await expect(logoLink).toHaveAttribute('href', 'https://example.com/labs');
  const light = footer.locator('img.footer__logo--light');
  const dark = footer.locator('img.footer__logo--dark');
  await expect(light).toBeVisible();
  await expect(light).toHaveAttribute('src', '/img/mark.svg');
  expect(await light.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(dark).toBeHidden();
  await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(dark).toBeVisible();
  await expect(light).toBeHidden();
  expect(await dark.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  // The copyright's link is a link, not escaped text.
  const copyright = footer.locator('.footer__copyright');
  await expect(copyright).toHaveText('Copyright © Beacon Labs. Written with good pens.');
  await expect(copyright.getByRole('link', { name: 'good pens' })).toHaveAttribute('href', 'https://example.com/pens');
  expect(problems).toEqual([]);
});
