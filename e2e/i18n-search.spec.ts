/**
 * Search per locale in the browser (tests/fixtures/i18n-search: en, fr, zh-Hans, jp in ja, one build):
 * the modal of a locale's page loads that locale's index under its base URL and finds the
 * locale's words, a Chinese one inside a sentence written without spaces; the hit opens the page
 * in that locale. The search UI's strings are the locale's (the end of the file).
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

// The search UI speaks the page's locale: the navbar button, the modal's search box, its
// no-results screen and footer, the search page's title, input and count, in the translations
// Docusaurus ships for theme-search-algolia's ids; the English page keeps its English.

/** Open `pagePath`, then the modal from its navbar button (named `button`), and type `query`. */
async function openModal(page: Page, pagePath: string, button: string, query: string) {
  await page.goto(`${URL_BASE}${pagePath}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: new RegExp(`^${button}`) }).and(page.locator('.DocSearch-Button')).click();
  const modal = page.locator('.DocSearch-Modal');
  await modal.locator('input.DocSearch-Input').fill(query);
  return modal;
}

for (const [locale, strings] of [
  ['en', { button: 'Search', placeholder: 'Search docs', input: 'Search', noResults: 'No results for "qwertzuiop"', select: 'to select', close: 'to close' }],
  ['fr', { button: 'Chercher', placeholder: 'Rechercher des docs', input: 'Rechercher', noResults: 'Aucun résultat pour "qwertzuiop"', select: 'sélectionner', close: 'fermer' }],
  // Docusaurus's Chinese leaves the input's label in English.
  ['zh-Hans', { button: '搜索', placeholder: '搜索文档', input: 'Search', noResults: '没有结果： "qwertzuiop"', select: '选中', close: '关闭' }],
] as const) {
  test(`${locale}: the button and the modal's box, no-results screen and footer`, async ({ page }) => {
    const problems = collectProblems(page);
    const modal = await openModal(page, locale === 'en' ? '/storage' : `/${locale}/storage`, strings.button, 'qwertzuiop');
    const input = modal.locator('input.DocSearch-Input');
    await expect(input).toHaveAttribute('placeholder', strings.placeholder);
    await expect(modal.getByRole('searchbox', { name: strings.input })).toBeVisible();
    await expect(modal.locator('.DocSearch-NoResults .DocSearch-Title')).toHaveText(strings.noResults);
    await expect(modal.locator('.DocSearch-Commands')).toContainText(strings.select);
    await expect(modal.locator('.DocSearch-Commands')).toContainText(strings.close);
    expect(problems).toEqual([]);
  });
}

test('fr: the search page, its title, input and count of results', async ({ page }) => {
  await page.goto(`${URL_BASE}/fr/search?q=sauvegardes`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Résultats de recherche pour « sauvegardes »');
  await expect(page.getByRole('searchbox', { name: 'Chercher' })).toHaveAttribute('placeholder', 'Tapez votre recherche ici');
  // The results come once the locale's index is loaded: counted when the count line shows them.
  await expect(page.locator('.search-page__count')).toHaveText(/trouvés?$/);
  const count = await page.locator('.search-page__result').count();
  expect(count).toBeGreaterThan(0);
  await expect(page.locator('.search-page__count')).toHaveText(count === 1 ? 'Un document trouvé' : `${count} documents trouvés`);
  await page.getByRole('searchbox', { name: 'Chercher' }).fill('qwertzuiop');
  await expect(page.locator('.search-page__count')).toHaveText('Aucun résultat pour "qwertzuiop"');
});
