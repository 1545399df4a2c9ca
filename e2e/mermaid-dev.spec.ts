/**
 * Mermaid diagrams under `folio dev` on Folio's own theme: tests/fixtures/mermaid laid out with the
 * `mermaid` package installed (tests/docusaurus-theme-site.ts). The dev server discovers no
 * dependency by itself, so it must pre-bundle mermaid (whose dependencies include CommonJS ones the
 * browser cannot load as they are) for the diagrams to be drawn (./mermaid.ts).
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { test } from '@playwright/test';
import { layOutSite } from '../tests/docusaurus-theme-site';
import { ROOT, TMP_DIR, startCli, type RunningCli } from './helpers';
import { checkDiagrams } from './mermaid';

const PORT = 4348;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: `http://127.0.0.1:${PORT}`, viewport: { width: 1280, height: 800 }, colorScheme: 'light' });

let dev: RunningCli | undefined;
let siteDir = '';

test.beforeAll(async () => {
  test.setTimeout(300_000);
  siteDir = await layOutSite(path.join(ROOT, 'tests/fixtures/mermaid'), path.join(TMP_DIR, `e2e-mermaid-dev-${process.pid}`));
  dev = await startCli('dev', siteDir, PORT, 60_000);
});

test.afterAll(async () => {
  await dev?.stop();
  if (siteDir) rmSync(siteDir, { recursive: true, force: true });
});

test('draws each diagram in the dev server too, in the colours of the colour mode', async ({ page }) => {
  test.setTimeout(120_000);
  await checkDiagrams(page, '/flow', { prerendered: false });
});
