/**
 * tests/fixtures/polish in Chromium: Docusaurus's themeConfig.docs.sidebar options (a hideable
 * sidebar, categories that collapse their siblings) and the head the config gives every page
 * (the site's description back after client navigation, metadata replacing twitter:card, the
 * favicon), built and in `folio dev`.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { ROOT, startCli } from './helpers';
import { collectProblems, waitForHydration } from './browser';
import { expect, serveReaderSite, test } from './reader-server';

const SITE_DIR = path.join(ROOT, 'tests/fixtures/polish');
const DEV_PORT = 4337;

test.use({ readerSiteDir: SITE_DIR, viewport: { width: 1280, height: 800 } });
serveReaderSite();

const sidebar = (page: Page) => page.locator('aside.doc-root__sidebar');
const caret = (page: Page, label: string) => page.getByRole('button', { name: `Expand sidebar category '${label}'` });

test('the sidebar hides to a thin bar and comes back', async ({ page }) => {
  await page.goto('/alpha/two');
  await waitForHydration(page);
  const menuLink = sidebar(page).getByRole('link', { name: 'Alpha two' });
  await expect(menuLink).toBeVisible();
  const contentWidth = await page.locator('.doc-root__main').evaluate((element) => element.getBoundingClientRect().width);
  await sidebar(page).getByRole('button', { name: 'Collapse sidebar', exact: true }).click();
  await expect(menuLink).toBeHidden();
  const expand = page.getByRole('button', { name: 'Expand sidebar', exact: true });
  await expect(expand).toBeVisible();
  expect((await sidebar(page).boundingBox())!.width).toBeLessThan(40);
  expect(await page.locator('.doc-root__main').evaluate((element) => element.getBoundingClientRect().width)).toBeGreaterThan(contentWidth + 200);
  await expand.click();
  await expect(menuLink).toBeVisible();
  await expect(expand).toHaveCount(0);
  // The categories kept their state while hidden: Alpha (the page's) is still open.
  await expect(sidebar(page).getByRole('link', { name: 'Alpha one' })).toBeVisible();
});

test('phones have no collapse button: the sidebar is in the drawer', async ({ page }) => {
  await page.setViewportSize({ width: 500, height: 800 });
  await page.goto('/alpha/two');
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'Collapse sidebar', exact: true })).toBeHidden();
});

test('opening a category collapses its open sibling (autoCollapseCategories)', async ({ page }) => {
  await page.goto('/alpha/one');
  await waitForHydration(page);
  await expect(sidebar(page).getByRole('link', { name: 'Alpha two' })).toBeVisible();
  await caret(page, 'Beta').click();
  await expect(sidebar(page).getByRole('link', { name: 'Beta four' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Alpha two' })).toBeHidden();
  await caret(page, 'Alpha').click();
  await expect(sidebar(page).getByRole('link', { name: 'Alpha two' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Beta four' })).toBeHidden();
});

async function expectSiteHead(page: Page, origin: string): Promise<void> {
  const description = page.locator('head meta[name="description"]');
  await page.goto(`${origin}/`);
  await waitForHydration(page);
  await expect(description).toHaveAttribute('content', "The intro's own description");
  await page.locator('.folio-markdown').getByRole('link', { name: 'the first alpha page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Alpha one' })).toBeVisible();
  // The page sets none: the site's description is back, as in this page's prerendered HTML.
  await expect(description).toHaveCount(1);
  await expect(description).toHaveAttribute('content', 'The site-wide description');
  await expect(page.locator('head meta[property="og:description"]')).toHaveCount(0);
  await expect(page.locator('head meta[name="twitter:card"]')).toHaveCount(1);
  await expect(page.locator('head meta[name="twitter:card"]')).toHaveAttribute('content', 'summary');
  await expect(page.locator('head link[rel="icon"]')).toHaveAttribute('href', '/img/favicon.svg');
}

test("client navigation to a page without a description restores the site's; metadata replaces twitter:card", async ({ page, baseURL }) => {
  const html = await (await page.request.get('/alpha/one')).text();
  expect(html).toContain('<meta name="description" content="The site-wide description">');
  expect(html).toContain('<meta name="twitter:card" content="summary">');
  expect(html).not.toContain('summary_large_image');
  await expectSiteHead(page, baseURL!);
});

test('in folio dev: the favicon is in the shell (no /favicon.ico 404) and the head behaves as built', async ({ page }) => {
  const dev = await startCli('dev', SITE_DIR, DEV_PORT, 60_000);
  try {
    const origin = `http://127.0.0.1:${DEV_PORT}`;
    const missing: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 404) missing.push(response.url());
    });
    const problems = collectProblems(page);
    const shell = await (await page.request.get(`${origin}/alpha/one`, { headers: { accept: 'text/html' } })).text();
    expect(shell).toContain('<link rel="icon" href="/img/favicon.svg">');
    expect(shell).toContain('<meta property="og:locale" content="en">');
    await expectSiteHead(page, origin);
    expect((await page.request.get(`${origin}/img/favicon.svg`)).status()).toBe(200);
    expect(missing).toEqual([]);
    expect(problems).toEqual([]);
  } finally {
    await dev.stop();
  }
});
