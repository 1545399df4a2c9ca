/**
 * A swizzled `src/theme/prism-include-languages.js` in the browser (tests/fixtures/docusaurus-prism-swizzle
 * on Docusaurus's own theme, built and served as e2e/docusaurus-theme.spec.ts does): the client runs
 * it as the server did, so the page hydrates without a complaint, and a page rendered on the
 * client only (reached by a link) highlights the site's own language and the configured ones too.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { collectProblems, waitForHydration } from './browser';
import { docusaurusThemeSite } from './docusaurus-theme-site';
import { expect, serveReaderSite, test } from './reader-server';
import { ROOT } from './helpers';

test.use(docusaurusThemeSite(path.join(ROOT, 'tests/fixtures/docusaurus-prism-swizzle'), 'docusaurus-prism-swizzle'));
serveReaderSite();

/** The tokens of the code block of `language`, as `class text`. */
const tokens = (page: Page, language: string) =>
  page.locator(`div.language-${language} .token`).evaluateAll((spans) => spans.map((span) => `${span.className.replace(/^token /, '')} ${span.textContent}`));

test('hydrates the page as prerendered, without a complaint, its blocks highlighted', async ({ page }) => {
  const problems = collectProblems(page);
  // The prerendered <main>: hydration keeps it (a client render after a mismatch would replace it).
  // theme-classic remounts each code block once in the browser (its key is useIsBrowser()), so the
  // highlighting below is the client's own.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { __main?: Element | null }).__main = document.querySelector('main');
    });
  });
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await expect(page.locator('div.language-lantern .token.keyword').first()).toHaveText('lamp');
  expect(await tokens(page, 'lantern')).toEqual(expect.arrayContaining(['keyword lamp', 'number 40', 'keyword dim']));
  expect(await page.evaluate(() => (window as unknown as { __main?: Element | null }).__main?.isConnected)).toBe(true);
  expect(problems).toEqual([]);
});

test('highlights every language on a page rendered in the browser', async ({ page }) => {
  const problems = collectProblems(page);
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'the code' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Code in four languages');
  expect(await tokens(page, 'lantern')).toEqual(expect.arrayContaining(['keyword lamp', 'keyword light', 'number 40', 'comment # the porch lamp']));
  expect(await tokens(page, 'haskell')).toEqual(expect.arrayContaining(['operator ::', 'builtin putStrLn']));
  expect(await tokens(page, 'php')).toEqual(expect.arrayContaining(['keyword echo']));
  expect(problems).toEqual([]);
});
