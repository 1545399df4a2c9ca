/**
 * `folio dev` with a content folder outside the site's (a Docusaurus site's docs at `../docs`,
 * here Markdown pages at `../outside-pages`): the build publishes it, so the dev server serves its
 * pages' modules (Vite refused them: 403) and sees their edits.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { BASIC_DIR, TMP_DIR, startCli, type RunningCli } from './helpers';

const PORT = 4391;
let root = '';
let dev: RunningCli;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  root = mkdtempSync(path.join(TMP_DIR, 'e2e-dev-outside-'));
  const site = path.join(root, 'site');
  mkdirSync(site);
  cpSync(BASIC_DIR, site, { recursive: true, filter: (src) => !src.includes(`${path.sep}build`) });
  renameSync(path.join(site, 'pages'), path.join(root, 'outside-pages'));
  const config = path.join(site, 'site.config.ts');
  writeFileSync(config, readFileSync(config, 'utf8').replace("markdownPages({ path: 'pages' })", "markdownPages({ path: '../outside-pages' })"));
  dev = await startCli('dev', site, PORT);
});

test.afterAll(async () => {
  await dev?.stop();
  rmSync(root, { recursive: true, force: true });
});

test('a page from a content folder outside the site renders, and an edit of it shows', async ({ page }) => {
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) refused.push(`${response.status()} ${response.url()}`);
  });
  await page.goto(`http://127.0.0.1:${PORT}/guides/second`);
  await expect(page.locator('article h1')).toHaveText('Second guide');
  await expect(page.locator('article')).toContainText('The answer is 42.');
  expect(refused).toEqual([]);
  const file = path.join(root, 'outside-pages/guides/second.mdx');
  writeFileSync(file, readFileSync(file, 'utf8').replace('The answer is', 'The edited answer is'));
  await expect(page.locator('article')).toContainText('The edited answer is 42.', { timeout: 20_000 });
});
