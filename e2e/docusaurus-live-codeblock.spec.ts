/**
 * @docusaurus/theme-live-codeblock, unchanged, in the browser: tests/fixtures/docusaurus-live-codeblock
 * (preset-classic, `themes: ['@docusaurus/theme-live-codeblock']`, the site's own ReactLiveScope),
 * laid out beside the Docusaurus install, built with the CLI and served with `folio serve`. A
 * ```jsx live block is react-live's playground, as on Docusaurus: its result renders and reacts,
 * editing the code re-renders it; a `noInline` block calls `render()` with a component of the
 * site's scope; a block without `live` stays the classic theme's code block.
 */
import path from 'node:path';
import { ROOT } from './helpers';
import { collectProblems, waitForHydration } from './browser';
import { expect, serveReaderSite, test } from './reader-server';
import { docusaurusThemeSite } from './docusaurus-theme-site';

const FIXTURE = path.join(ROOT, 'tests', 'fixtures', 'docusaurus-live-codeblock');

test.describe.configure({ mode: 'default' });
test.use(docusaurusThemeSite(FIXTURE, 'docusaurus-live-codeblock'));
serveReaderSite();

test('a live block renders its result, which reacts, and editing its code re-renders it', async ({ page }) => {
  const problems = collectProblems(page);
  await page.goto('/docs/playground');
  await waitForHydration(page);
  const playgrounds = page.locator('[class*="playgroundContainer"]');
  await expect(playgrounds).toHaveCount(2);
  const first = playgrounds.nth(0);
  await expect(first.getByText('Live Editor', { exact: true })).toBeVisible();
  const flame = first.locator('[class*="playgroundPreview"] button.flame');
  await expect(flame).toHaveText('Unlit');
  await flame.click();
  await expect(flame).toHaveText('Lit');
  // The editor is react-live's (editable, highlighted code); typing over a word changes the result.
  const editor = first.locator('[class*="playgroundEditor"]');
  await expect(editor).toContainText("lit ? 'Lit' : 'Unlit'");
  await editor.getByText('Unlit').dblclick();
  await page.keyboard.type('Dark');
  await expect(editor).toContainText("lit ? 'Lit' : 'Dark'");
  await expect(first.locator('[class*="playgroundPreview"] button.flame')).toHaveText('Dark');
  // The second block: noInline, with the site's ReactLiveScope's Wick.
  await expect(playgrounds.nth(1).locator('[class*="playgroundPreview"] .wick')).toHaveText('3 wicks trimmed');
  expect(problems).toEqual([]);
});

test('a block without `live` stays the classic theme code block', async ({ page }) => {
  await page.goto('/docs/playground');
  await waitForHydration(page);
  const plain = page.locator('.theme-code-block').filter({ hasText: 'not live' });
  await expect(plain).toHaveCount(1);
  await expect(plain.locator('[class*="codeBlockTitle"]')).toHaveText('plain.jsx');
  await expect(plain.locator('[class*="playground"]')).toHaveCount(0);
});
