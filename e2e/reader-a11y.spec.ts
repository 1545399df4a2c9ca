/**
 * Accessibility (issues 5 and 21): axe-core finds no serious or critical violation on the theme
 * fixture's pages and on the Karakeep site's pages and open search modal, in light and in dark
 * mode. The Karakeep part reads build/ (see karakeep-server.ts).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, serveReaderSite, test } from './reader-server';
import { waitForHydration } from './browser';
import { serveKarakeep, waitForKarakeep } from './karakeep-server';

test.use({ viewport: { width: 1280, height: 800 } });

/** The serious and critical violations axe finds on the page as it is now. */
async function seriousViolations(page: Page, include?: string) {
  // Let colour transitions end before contrast is measured.
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
  // label-content-name-mismatch is experimental in axe, so off unless asked for.
  const builder = new AxeBuilder({ page }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } });
  if (include) builder.include(include);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`),
    }));
}

test.describe('theme fixture', () => {
  serveReaderSite();
  const PAGES: Array<{ name: string; path: string; ready: string }> = [
    { name: 'home page', path: '/', ready: 'Introduction' },
    { name: 'doc page', path: '/next/features', ready: 'Features' },
    { name: 'search page', path: '/search?q=docker', ready: 'Search results for "docker"' },
    { name: 'NotFound page', path: '/no/such/page', ready: 'Page Not Found' },
  ];

  for (const mode of ['light', 'dark'] as const) {
    test.describe(`${mode} mode`, () => {
      test.use({ colorScheme: mode });

      for (const { name, path, ready } of PAGES) {
        test(`the ${name} has no serious or critical violations`, async ({ page }) => {
          await page.goto(path);
          await waitForHydration(page);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(ready);
          if (path.startsWith('/search')) await expect(page.locator('.search-page__result').first()).toBeVisible();
          await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
          expect(await seriousViolations(page)).toEqual([]);
        });
      }
    });
  }
});

test.describe('Karakeep site', () => {
  const site = serveKarakeep(4390);

  const PAGES: Array<{ path: string; ready: string }> = [
    { path: '/', ready: 'Introduction' },
    { path: '/configuration', ready: 'Configuration' },
    { path: '/installation/docker', ready: 'Docker Compose [Recommended]' },
    { path: '/api/create-a-new-bookmark', ready: 'Create a new bookmark' },
    { path: '/search?q=docker', ready: 'Search results for "docker"' },
    { path: '/no/such/page', ready: 'Page Not Found' },
    { path: '/next/configuration', ready: 'Configuration' },
    { path: '/v0.26.0/Installation/docker', ready: 'Docker Compose [Recommended]' },
  ];

  for (const mode of ['light', 'dark'] as const) {
    test.describe(`${mode} mode`, () => {
      test.use({ colorScheme: mode });

      for (const { path, ready } of PAGES) {
        test(`${path} has no serious or critical violations`, async ({ page }) => {
          await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
          await page.goto(site.url() + path);
          await waitForKarakeep(page);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(ready);
          if (path.startsWith('/search')) await expect(page.locator('.search-page__result').first()).toBeVisible();
          await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
          expect(await seriousViolations(page)).toEqual([]);
        });
      }

      test('the open search modal with results, a hit selected, has no serious or critical violations', async ({ page }) => {
        await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
        await page.goto(`${site.url()}/configuration`);
        await waitForKarakeep(page);
        await page.keyboard.press('Control+k');
        await page.locator('.DocSearch-Input').fill('docker');
        await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
        await expect(page.locator('.DocSearch-Hit[aria-selected="true"]')).toHaveCount(1);
        expect(await seriousViolations(page, '.DocSearch-Modal')).toEqual([]);
      });
    });
  }
});
