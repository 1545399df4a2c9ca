/**
 * `folio dev --all-locales`: every locale on one port, each at its base URL, as a build lays them
 * out (core's dev/locales-host.ts). On a copy of tests/fixtures/i18n-site (Folio's config: en, fr
 * with htmlLang fr-FR, ar right to left) and of tests/fixtures/docusaurus-i18n (Docusaurus's theme,
 * its config run once per locale with DOCUSAURUS_CURRENT_LOCALE set, which leaves en-only.md out of
 * fr and ar):
 * - each locale's page is served at its URL with its `<html lang dir>` and its translated text;
 * - the locale dropdown leads to the same page in another locale, served by the same server;
 * - an edit of a translated file updates that locale's open page in place (no reload), and only it.
 */
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { layOutSite } from '../tests/docusaurus-theme-site';
import { collectProblems, markDocument, waitForHydration } from './browser';
import { ROOT, TMP_DIR, startCli, type RunningCli } from './helpers';

const FOLIO_PORT = 4345;
const DOCUSAURUS_PORT = 4346;

/** Whether the page is still the document `markDocument` marked (an update in place, not a reload). */
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __marker?: string }).__marker === 'still the same document');

/** Insert `line` as the first paragraph after the file's first heading. */
function addLine(file: string, line: string): void {
  const text = readFileSync(file, 'utf8');
  writeFileSync(file, text.replace(/^(# .*\n)/m, `$1\n${line}\n`));
}

test.describe('a Folio site', () => {
  test.describe.configure({ mode: 'serial' }); // one server on one port, a file edited
  let dev: RunningCli | undefined;
  const siteDir = path.join(TMP_DIR, `dev-all-locales-${process.pid}`);
  const url = (sitePath: string) => `http://127.0.0.1:${FOLIO_PORT}${sitePath}`;

  test.beforeAll(async () => {
    rmSync(siteDir, { recursive: true, force: true });
    cpSync(path.join(ROOT, 'tests/fixtures/i18n-site'), siteDir, { recursive: true, filter: (source) => !/[\\/](node_modules|build)$/.test(source) });
    dev = await startCli('dev', siteDir, FOLIO_PORT, 90_000, ['--all-locales']);
  });
  test.afterAll(async () => {
    await dev?.stop();
    rmSync(siteDir, { recursive: true, force: true });
  });

  test('serves every locale at its base URL, with its lang, direction and text', async ({ page }) => {
    const problems = collectProblems(page);
    for (const [sitePath, lang, dir, heading] of [
      ['/docs/spring-tides', 'en', 'ltr', 'Spring tides'],
      ['/fr/docs/spring-tides', 'fr-FR', 'ltr', 'Marées de vives-eaux'],
      ['/ar/docs/spring-tides', 'ar', 'rtl', 'Spring tides'],
    ] as const) {
      await page.goto(url(sitePath));
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      await expect(page.locator('h1')).toHaveText(heading);
      await waitForHydration(page);
    }
    expect(problems).toEqual([]);
  });

  test('the locale dropdown leads to the page in another served locale', async ({ page }) => {
    await page.goto(url('/fr/docs/spring-tides'));
    await waitForHydration(page);
    await page.locator('.dropdown__toggle').hover();
    await page.locator('.dropdown__menu').getByText('العربية').click();
    await expect(page).toHaveURL(url('/ar/docs/spring-tides?from=menu'));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('.dropdown__toggle')).toContainText('العربية');
  });

  test('an edit of a translated file updates that locale in place, and only it', async ({ context }) => {
    const fr = await context.newPage();
    const en = await context.newPage();
    await fr.goto(url('/fr/docs/spring-tides'));
    await en.goto(url('/docs/spring-tides'));
    await Promise.all([waitForHydration(fr), waitForHydration(en)]);
    await Promise.all([markDocument(fr), markDocument(en)]);
    addLine(path.join(siteDir, 'i18n/fr/docs/current/spring-tides.md'), 'Marée éditée pendant le service.');
    await expect(fr.getByText('Marée éditée pendant le service.')).toBeVisible({ timeout: 15_000 });
    expect(await sameDocument(fr)).toBe(true);
    await fr.waitForTimeout(500);
    expect(await en.getByText('Marée éditée pendant le service.').count()).toBe(0);
    expect(await sameDocument(en)).toBe(true);
  });
});

test.describe('a Docusaurus site', () => {
  test.describe.configure({ mode: 'serial' });
  let dev: RunningCli | undefined;
  const siteDir = path.join(TMP_DIR, `dev-all-locales-docusaurus-${process.pid}`);
  const url = (sitePath: string) => `http://127.0.0.1:${DOCUSAURUS_PORT}${sitePath}`;

  test.beforeAll(async () => {
    test.setTimeout(360_000); // the first run on a machine installs Docusaurus from npm
    rmSync(siteDir, { recursive: true, force: true });
    await layOutSite(path.join(ROOT, 'tests/fixtures/docusaurus-i18n'), siteDir);
    dev = await startCli('dev', siteDir, DOCUSAURUS_PORT, 120_000, ['--all-locales']);
  });
  test.afterAll(async () => {
    await dev?.stop();
    rmSync(siteDir, { recursive: true, force: true });
  });

  test('serves each locale with its config', async ({ page, request }) => {
    for (const [sitePath, lang, heading] of [
      ['/docs/intro', 'en', 'Getting started'],
      ['/fr/docs/intro', 'fr-FR', 'Premiers pas'],
      ['/ar/docs/intro', 'ar', 'البداية'],
    ] as const) {
      await page.goto(url(sitePath));
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('h1')).toHaveText(heading, { timeout: 30_000 });
    }
    // The config leaves en-only.md out of fr and ar when DOCUSAURUS_CURRENT_LOCALE names them.
    expect((await request.get(url('/en-only'), { headers: { accept: 'text/html' } })).status()).toBe(200);
    expect((await request.get(url('/fr/en-only'), { headers: { accept: 'text/html' } })).status()).toBe(404);
  });

  test('the locale dropdown and an edit of a translated doc', async ({ page }) => {
    await page.goto(url('/docs/intro'));
    await waitForHydration(page);
    await page.locator('.dropdown__link', { hasText: 'Français' }).evaluate((link: HTMLElement) => link.click());
    await expect(page).toHaveURL(url('/fr/docs/intro'));
    // A page load of Docusaurus's theme in dev: some hundred modules, from this locale's own server.
    await expect(page.locator('h1')).toHaveText('Premiers pas', { timeout: 30_000 });
    await waitForHydration(page);
    await markDocument(page);
    addLine(path.join(siteDir, 'i18n/fr/docusaurus-plugin-content-docs/current/intro.md'), 'Quai ouvert toute la nuit.');
    await expect(page.getByText('Quai ouvert toute la nuit.')).toBeVisible({ timeout: 15_000 });
    expect(await sameDocument(page)).toBe(true);
  });
});
