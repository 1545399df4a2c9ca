/**
 * A Docusaurus plugin's page and client module in the browser (packages/docusaurus/src/lifecycle):
 * tests/fixtures/docusaurus-lifecycle (base URL /site/), laid out beside
 * @docusaurus/preset-classic, built with the CLI and served with `folio serve`. The home page reads
 * the plugins' global data; the navbar link reaches the plugin's route client-side, which renders
 * its created data, route props and route context after hydration; the plugin's client module saw
 * both locations (onRouteDidUpdate), once per instance that lists it, as in Docusaurus. A route
 * with nested routes renders each child inside its parent; a link between them stays in the page.
 */
import path from 'node:path';
import { ROOT } from './helpers';
import { collectProblems, waitForHydration } from './browser';
import { expect, serveReaderSite, test } from './reader-server';
import { docusaurusThemeSite } from './docusaurus-theme-site';

const FIXTURE = path.join(ROOT, 'tests', 'fixtures', 'docusaurus-lifecycle');

test.describe.configure({ mode: 'default' });
test.use(docusaurusThemeSite(FIXTURE, 'docusaurus-lifecycle'));
serveReaderSite();

test("a plugin's route is reached client-side and renders its modules, props and route context", async ({ page }) => {
  const problems = collectProblems(page);
  await page.goto('/site/');
  await waitForHydration(page);
  await expect(page.locator('.global-data')).toHaveText('2 and 1 changes; Hooks 2.4.6 function');
  await page.evaluate(() => ((window as unknown as { __marker: boolean }).__marker = true));
  await page.locator('nav.navbar').getByRole('link', { name: 'Changelog' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Changes');
  await expect(page.getByRole('listitem').filter({ hasText: 'Lanterns glow' })).toHaveText('1.1.0: Lanterns glow');
  await expect(page.locator('.route-plugin')).toHaveText('changelog-plugin/default');
  await expect(page.locator('.changelog-latest')).toHaveText('Latest: 1.1.0');
  // The same document: a client-side navigation, seen by the plugin's client module.
  expect(await page.evaluate(() => (window as unknown as { __marker?: boolean }).__marker)).toBe(true);
  // Twice each: both instances list the module, and Docusaurus calls each listing.
  expect(await page.evaluate(() => (window as unknown as { __changelogRoutes?: string[] }).__changelogRoutes)).toEqual(['/site/', '/site/', '/site/changelog', '/site/changelog']);
  expect(problems).toEqual([]);
});

test('a route with nested routes: a link between its children is a client-side navigation, rendered inside the parent', async ({ page }) => {
  const problems = collectProblems(page);
  await page.goto('/site/nested/one');
  await waitForHydration(page);
  await expect(page.locator('.nested-layout')).toHaveText('Nested (2 inside)');
  await expect(page.locator('.nested-child')).toHaveText('Child one');
  await page.evaluate(() => ((window as unknown as { __marker: boolean }).__marker = true));
  await page.locator('.nested-links').getByRole('link', { name: 'two', exact: true }).click();
  await expect(page.locator('.nested-child')).toHaveText('Child two');
  await expect(page).toHaveURL(/\/site\/nested\/two$/);
  expect(await page.evaluate(() => (window as unknown as { __marker?: boolean }).__marker)).toBe(true);
  expect(problems).toEqual([]);
});
