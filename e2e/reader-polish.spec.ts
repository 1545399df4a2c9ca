/**
 * Issue 21 item 11 on the Karakeep site as a reader meets it: the skip link goes past the sidebar,
 * Markdown twins show as text, /x.html answers the page, dropdowns open on hover, the drawer has
 * Languages, the mobile "On this page" closes after a tap, the modal links to /search, whose
 * matches are visible. Reads build/ (see karakeep-server.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ROOT } from './helpers';
import { KARAKEEP_BUILD, serveKarakeep, waitForKarakeep } from './karakeep-server';

const site = serveKarakeep(4395);

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('"Skip to main content" moves focus past the sidebar into the page text', async ({ page }) => {
    await page.goto(`${site.url()}/configuration`);
    await waitForKarakeep(page);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const inContent = await page.evaluate(() => !!document.activeElement?.closest('.doc-root__main') && !document.activeElement?.closest('aside'));
    expect(inContent).toBe(true);
  });

  test('"View as Markdown" shows text: .md files are text/markdown in serve and in _headers', async ({ page }) => {
    const response = await page.request.get(`${site.url()}/configuration.md`);
    expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    const headers = readFileSync(path.join(KARAKEEP_BUILD ?? path.join(ROOT, 'build'), '_headers'), 'utf8');
    expect(headers).toContain('/*.md\n  Content-Type: text/markdown; charset=utf-8');
  });

  test('/configuration.html answers the page itself, never "Page Not Found"', async ({ page }) => {
    const response = await page.request.get(`${site.url()}/configuration.html`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<h1');
    expect(html).not.toContain('Page Not Found');
    await page.goto(`${site.url()}/configuration.html`);
    await waitForKarakeep(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Configuration');
    await expect(page).toHaveURL(`${site.url()}/configuration`);
  });

  test('the version dropdown opens on hover', async ({ page }) => {
    await page.goto(`${site.url()}/installation/docker`);
    await waitForKarakeep(page);
    const toggle = page.locator('.navbar .dropdown__toggle', { hasText: 'v0.27.0' });
    await toggle.hover();
    await expect(page.getByRole('link', { name: 'v0.26.0' })).toBeVisible();
    await page.mouse.move(600, 600);
    await expect(page.getByRole('link', { name: 'v0.26.0' })).toBeHidden();
  });

  test('the search modal links to all results on /search, where the matches stand out', async ({ page }) => {
    await page.goto(`${site.url()}/configuration`);
    await waitForKarakeep(page);
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('docker');
    const seeAll = page.locator('.DocSearch-HitsFooter a');
    await expect(seeAll).toHaveText(/^See all \d+ results$/);
    await seeAll.click();
    await expect(page).toHaveURL(`${site.url()}/search?q=docker`);
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    const mark = page.locator('.search-page__result mark').first();
    await expect(mark).toBeVisible();
    expect(await mark.evaluate((node) => getComputedStyle(node).boxShadow)).toMatch(/rgba\(255, 214, 10/);
  });

  test('a click on a search hit opens its page', async ({ page }) => {
    await page.goto(`${site.url()}/configuration`);
    await waitForKarakeep(page);
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('docker compose');
    const hit = page.locator('.DocSearch-Hit a').first();
    const target = (await hit.getAttribute('data-href'))!;
    await hit.click();
    await expect(page).toHaveURL(site.url() + target);
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('the drawer has a Languages entry listing the site languages', async ({ page }) => {
    await page.goto(`${site.url()}/`);
    await waitForKarakeep(page);
    await page.getByRole('button', { name: /navigation bar/i }).first().click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    const back = drawer.getByRole('button', { name: '← Back to main menu' });
    if (await back.isVisible()) await back.click();
    const languages = drawer.getByRole('button', { name: 'Languages' });
    await expect(languages).toHaveAttribute('aria-expanded', 'false');
    await languages.click();
    // Karakeep names no label for its one locale: the entry reads the language's name, as Docusaurus infers it.
    await expect(drawer.getByRole('link', { name: 'English', exact: true })).toBeVisible();
  });

  test('"On this page" closes after a tap on an entry', async ({ page }) => {
    await page.goto(`${site.url()}/configuration`);
    await waitForKarakeep(page);
    const toc = page.locator('details.toc-collapsible');
    await toc.locator('summary').click();
    await expect(toc).toHaveAttribute('open', '');
    await toc.locator('a').nth(1).click();
    await expect(toc).not.toHaveAttribute('open', '');
    await expect(page).toHaveURL(/#/);
  });
});
