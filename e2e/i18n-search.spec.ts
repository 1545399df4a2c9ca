/**
 * Search per locale in the browser (tests/fixtures/i18n-search: en, fr, zh-Hans, jp in ja, one build):
 * the modal of a locale's page loads that locale's index under its base URL and finds the
 * locale's words, a Chinese one inside a sentence written without spaces; the hit opens the page
 * in that locale.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { collectProblems, waitForHydration } from './browser';
import { ROOT, TMP_DIR, type RunningCli } from './helpers';
import { buildInto, serveDir } from './reader-server';

const FIXTURE = path.join(ROOT, 'tests/fixtures/i18n-search');
const PORT = 4640;
const URL_BASE = `http://127.0.0.1:${PORT}`;

test.describe.configure({ mode: 'serial' });

let outDir = '';
let server: RunningCli | undefined;

test.beforeAll(async () => {
  outDir = path.join(TMP_DIR, `i18n-search-${process.pid}`);
  rmSync(outDir, { recursive: true, force: true });
  await buildInto(FIXTURE, outDir);
  server = await serveDir(FIXTURE, outDir, PORT);
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(outDir, { recursive: true, force: true });
});

/** Open the modal on `pagePath`, type `query`; the index files the page fetched and the hits' links and marks. */
async function searchOn(page: Page, pagePath: string, query: string) {
  const indexes: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.includes('/search-index/')) indexes.push(pathname);
  });
  await page.goto(`${URL_BASE}${pagePath}`);
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  const modal = page.locator('.DocSearch-Modal');
  await expect(modal.locator('input.DocSearch-Input')).toBeFocused();
  await modal.locator('input.DocSearch-Input').fill(query);
  const hit = modal.locator('.DocSearch-Hit a').first();
  await expect(hit).toBeVisible();
  const hrefs = await modal.locator('.DocSearch-Hit a').evaluateAll((links) => links.map((link) => decodeURI(new URL(link.getAttribute('data-href') ?? link.getAttribute('href')!, 'http://x').pathname + new URL(link.getAttribute('data-href') ?? link.getAttribute('href')!, 'http://x').hash)));
  const marks = await modal.locator('.DocSearch-Hit mark').allTextContents();
  return { hit, hrefs, marks, indexes };
}

test('on a French page, the modal searches the French index and finds a French word', async ({ page }) => {
  const problems = collectProblems(page);
  const { hit, hrefs, marks, indexes } = await searchOn(page, '/fr/storage', 'sauvegardes');
  expect(indexes.length).toBeGreaterThan(0);
  for (const index of indexes) expect(index.startsWith('/fr/search-index/')).toBe(true);
  expect(hrefs[0]).toBe('/fr/storage#sauvegardes');
  expect(marks).toContain('Sauvegardes');
  await hit.click();
  await expect(page).toHaveURL(`${URL_BASE}/fr/storage#sauvegardes`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  expect(problems).toEqual([]);
});

test('on a Chinese page, the modal finds a word inside a sentence without spaces', async ({ page }) => {
  const problems = collectProblems(page);
  const { hit, hrefs, marks, indexes } = await searchOn(page, '/zh-Hans/', '存档');
  expect(indexes.length).toBeGreaterThan(0);
  for (const index of indexes) expect(index.startsWith('/zh-Hans/search-index/')).toBe(true);
  expect(hrefs[0]).toBe('/zh-Hans/storage#备份');
  expect(marks).toContain('存档');
  await hit.click();
  await expect(page).toHaveURL(/\/zh-Hans\/storage#/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('存储');
  expect(problems).toEqual([]);
});

test('the English page does not find the other locales\' words', async ({ page }) => {
  await page.goto(`${URL_BASE}/storage`);
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  const modal = page.locator('.DocSearch-Modal');
  await modal.locator('input.DocSearch-Input').fill('sauvegardes');
  await expect(modal.locator('.DocSearch-NoResults')).toBeVisible();
  await modal.locator('input.DocSearch-Input').fill('backups');
  await expect(modal.locator('.DocSearch-Hit a').first()).toBeVisible();
});

test('the Japanese search page lists the Japanese page for a word inside a sentence', async ({ page }) => {
  const indexes: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.includes('/search-index/')) indexes.push(pathname);
  });
  await page.goto(`${URL_BASE}/jp/search?q=${encodeURIComponent('アーカイブ')}`);
  await waitForHydration(page);
  const result = page.locator('.search-page__result').first();
  await expect(result).toBeVisible();
  await expect(result.locator('a').first()).toHaveAttribute('href', /^\/jp\/storage#/);
  await expect(result.locator('.search-page__snippet mark')).toHaveText('アーカイブ');
  expect(indexes.length).toBeGreaterThan(0);
  for (const index of indexes) expect(index.startsWith('/jp/search-index/')).toBe(true);
});
