/**
 * @docusaurus/plugin-ideal-image in the browser: tests/fixtures/docusaurus-ideal-image (the classic
 * preset, the plugin with `min`/`max`/`steps`, under /gallery/), laid out beside the Docusaurus
 * install, built with the CLI and served with `folio serve`. Once hydrated, @theme/IdealImage (the
 * plugin's own, over react-ideal-image) picks an image of the srcset Folio generated and loads it
 * over the LQIP placeholder: the reader sees the decoded image, fetched from assets/ideal-img/.
 */
import path from 'node:path';
import { ROOT } from './helpers';
import { collectProblems, waitForHydration } from './browser';
import { expect, serveReaderSite, test } from './reader-server';
import { docusaurusThemeSite } from './docusaurus-theme-site';

test.use(docusaurusThemeSite(path.join(ROOT, 'tests', 'fixtures', 'docusaurus-ideal-image'), 'docusaurus-ideal-image'));
serveReaderSite();

for (const { route, alt, file } of [
  { route: '/gallery/docs/photos', alt: 'A lake', file: /\/gallery\/assets\/ideal-img\/lake\.[0-9a-f]{7}\.(16|28|40)\.jpg$/ },
  { route: '/gallery/', alt: 'A badge', file: /\/gallery\/assets\/ideal-img\/badge\.[0-9a-f]{7}\.(16|24)\.png$/ },
]) {
  test(`${route}: the responsive image loads over its placeholder`, async ({ page }) => {
    const problems = collectProblems(page);
    const loaded: string[] = [];
    page.on('response', (response) => {
      if (response.ok() && file.test(new URL(response.url()).pathname)) loaded.push(new URL(response.url()).pathname);
    });
    await page.goto(route);
    await waitForHydration(page);
    // Outside <noscript>: the image react-ideal-image renders once it loaded the one it picked.
    const image = page.locator(`#__folio img[alt="${alt}"]`).first();
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    expect(new URL(await image.evaluate((img: HTMLImageElement) => img.currentSrc || img.src)).pathname).toMatch(file);
    expect(loaded.length).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });
}
