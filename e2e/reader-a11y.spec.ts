/**
 * Accessibility (issue 5): axe-core finds no serious or critical violation on the home page, a
 * doc page, the search page (with results) and the NotFound page, in light and in dark mode.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, serveReaderSite, test } from './reader-server';
import { waitForHydration } from './browser';

serveReaderSite();
test.use({ viewport: { width: 1280, height: 800 } });

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
        // Let colour transitions end before contrast is measured.
        await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));

        const results = await new AxeBuilder({ page }).analyze();
        const violations = results.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => ({
            rule: violation.id,
            impact: violation.impact,
            help: violation.help,
            nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`),
          }));
        expect(violations).toEqual([]);
      });
    }
  });
}
