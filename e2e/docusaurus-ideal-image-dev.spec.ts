/**
 * @docusaurus/plugin-ideal-image under `folio dev`: tests/fixtures/docusaurus-ideal-image laid out
 * twice beside the Docusaurus install. As the fixture has it (`disableInDev: false`), the dev
 * server gives the responsive image and serves its resized files; with the plugin's default
 * (`disableInDev: true`), the import is the plain file, as in `docusaurus start`, and
 * @theme/IdealImage renders a plain <img> of it.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { layOutSite } from '../tests/docusaurus-theme-site';
import { ROOT, TMP_DIR, startCli, type RunningCli } from './helpers';
import { collectProblems, waitForHydration } from './browser';

const FIXTURE = path.join(ROOT, 'tests/fixtures/docusaurus-ideal-image');

test.describe.configure({ mode: 'serial' });

for (const { disableInDev, port } of [
  { disableInDev: false, port: 4356 },
  { disableInDev: true, port: 4357 },
]) {
  test.describe(`disableInDev: ${disableInDev}`, () => {
    let dev: RunningCli | undefined;
    let siteDir = '';
    test.use({ baseURL: `http://127.0.0.1:${port}` });

    test.beforeAll(async () => {
      test.setTimeout(300_000);
      siteDir = await layOutSite(FIXTURE, path.join(TMP_DIR, `ideal-image-dev-${disableInDev}-${process.pid}`));
      const config = path.join(siteDir, 'docusaurus.config.js');
      writeFileSync(config, readFileSync(config, 'utf8').replace('disableInDev: false', `disableInDev: ${disableInDev}`));
      dev = await startCli('dev', siteDir, port, 90_000);
    });

    test.afterAll(async () => {
      await dev?.stop();
      if (siteDir) rmSync(siteDir, { recursive: true, force: true });
    });

    test('the image a doc requires loads', async ({ page }) => {
      const problems = collectProblems(page);
      await page.goto('/gallery/docs/photos');
      await waitForHydration(page);
      const image = page.locator('#__folio img[alt="A lake"]').first();
      await expect(image).toBeVisible({ timeout: 20_000 });
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
      const src = new URL(await image.evaluate((img: HTMLImageElement) => img.currentSrc || img.src)).pathname;
      if (disableInDev) {
        // The original file, as Vite serves it; no srcset, no placeholder.
        expect(src).toBe('/gallery/docs/img/lake.jpg');
        expect(await image.getAttribute('srcset')).toBeNull();
        expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(60);
      } else {
        expect(src).toMatch(/^\/gallery\/assets\/ideal-img\/lake\.[0-9a-f]{7}\.(16|28|40)\.jpg$/);
      }
      expect(problems).toEqual([]);
    });
  });
}
