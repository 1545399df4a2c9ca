/**
 * The locales of a Docusaurus site bundled once, in the browser (tests/fixtures/docusaurus-i18n-versioned
 * on Docusaurus's own theme: versioned docs, a second docs instance, a blog; en, fr and ja share one
 * bundle): each locale's pages hydrate, the docs' version menu (which reads a context of the docs
 * plugin's client) works, and the reader moves between docs instances without a reload.
 * (e2e/i18n-shared-cycle.spec.ts holds the module order these once broke on a real site.)
 */
import path from 'node:path';
import { ROOT } from './helpers';
import { collectProblems, waitForHydration } from './browser';
import { docusaurusThemeSite } from './docusaurus-theme-site';
import { expect, serveReaderSite, test } from './reader-server';

test.use(docusaurusThemeSite(path.join(ROOT, 'tests/fixtures/docusaurus-i18n-versioned'), 'docusaurus-i18n-shared'));
serveReaderSite();

for (const [locale, prefix] of [['en', '/'], ['fr', '/fr/'], ['ja', '/ja/']] as const) {
  test(`${locale}: a docs page hydrates on the shared bundle, its version menu works, and the reader moves between docs instances`, async ({ page }) => {
    const problems = collectProblems(page);
    await page.goto(`${prefix}docs/intro`);
    await waitForHydration(page);
    const entry = await page.locator('script[type="module"]').first().getAttribute('src');
    expect(entry).toMatch(new RegExp(`^/assets/locale-${locale}-`));
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    // The version menu reads the docs' preferred-version context, which a wrong order leaves out.
    const versions = page.locator('.navbar__items--right .dropdown').first();
    await versions.hover();
    await expect(versions.locator('.dropdown__menu a').first()).toBeVisible();
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await page.locator('.navbar__items a.navbar__link').nth(1).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}community/`));
    await expect(page.locator('article h1')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await expect(page.getByText('This page crashed')).toHaveCount(0);
    expect(problems).toEqual([]);
  });
}
