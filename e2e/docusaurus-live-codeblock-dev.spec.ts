/**
 * @docusaurus/theme-live-codeblock under `folio dev`: the dev server serves ES modules only and
 * finds no imports by itself, so the packages the theme's browser code imports (react-live, with
 * its CommonJS dependencies) are pre-bundled (classic/vite-classic.ts pluginThemeDependencies).
 * Without it the page's playgrounds never render.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { layOutSite } from '../tests/docusaurus-theme-site';
import { ROOT, TMP_DIR, startCli, type RunningCli } from './helpers';
import { collectProblems, waitForHydration } from './browser';

const PORT = 4359;
let dev: RunningCli | undefined;
let siteDir = '';

test.use({ baseURL: `http://127.0.0.1:${PORT}` });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  siteDir = await layOutSite(path.join(ROOT, 'tests/fixtures/docusaurus-live-codeblock'), path.join(TMP_DIR, `live-codeblock-dev-${process.pid}`));
  dev = await startCli('dev', siteDir, PORT, 90_000);
});

test.afterAll(async () => {
  await dev?.stop();
  if (siteDir) rmSync(siteDir, { recursive: true, force: true });
});

test('a live block is a playground in dev too, and reacts', async ({ page }) => {
  const problems = collectProblems(page);
  await page.goto('/docs/playground');
  await waitForHydration(page);
  const playgrounds = page.locator('[class*="playgroundContainer"]');
  await expect(playgrounds).toHaveCount(2, { timeout: 60_000 });
  const flame = playgrounds.nth(0).locator('[class*="playgroundPreview"] button.flame');
  await expect(flame).toHaveText('Unlit');
  await flame.click();
  await expect(flame).not.toHaveText('Unlit');
  // React's development build warns of the classic JSX transform react-live compiles the playground's code with, as under `docusaurus start`.
  expect(problems.filter((problem) => !problem.includes('outdated JSX transform'))).toEqual([]);
});
