/**
 * The Karakeep docs site as readers see it: a sample of pages in every version, at desktop and
 * phone width, load and hydrate without a console error. Reads build/ (scripts/test.sh builds it).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { collectProblems } from './browser';
import { ROOT, startCli, type RunningCli } from './helpers';

const ROUTES = readFileSync(path.join(ROOT, 'tests', 'karakeep-routes.txt'), 'utf8')
  .split('\n')
  .filter((line) => line && !line.startsWith('#'))
  .map((line) => line.split(' ') as [string, string]);

/** Per version: its root, one installation page, one guide, and an API page when it has one. */
function sample(): Array<[string, string]> {
  const byVersion = new Map<string, string[]>();
  for (const [version, route] of ROUTES) byVersion.set(version, [...(byVersion.get(version) ?? []), route]);
  const picked: Array<[string, string]> = [];
  for (const [version, routes] of byVersion) {
    const pick = (pattern: RegExp) => routes.find((route) => pattern.test(route));
    for (const route of [routes[0], pick(/nstallation\/docker$/), pick(/uides\/search-query-language$/), pick(/\/(api|API)\/get-all-bookmarks$/)]) {
      if (route) picked.push([version, route]);
    }
  }
  return picked;
}

/** Hydrated once the navbar's brand link carries React's fiber (content links may be raw HTML). */
async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const brand = document.querySelector('#__folio .navbar__brand');
    return !!brand && Object.keys(brand).some((key) => key.startsWith('__reactFiber$'));
  });
}

let server: RunningCli;
let base = '';

test.beforeAll(async ({}, info) => {
  const port = 4330 + info.workerIndex;
  server = await startCli('serve', ROOT, port);
  base = `http://127.0.0.1:${port}`;
});
test.afterAll(async () => server?.stop());

for (const [width, label] of [
  [1280, 'desktop'],
  [390, 'phone'],
] as const) {
  test(`a sample of pages in every version loads cleanly at ${label} width`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 800 });
    const problems = collectProblems(page);
    for (const [version, route] of sample()) {
      const response = await page.goto(base + route);
      expect(response?.status(), `${version} ${route}`).toBe(200);
      await waitForHydration(page);
      await expect(page.locator('article h1').first()).toBeVisible();
    }
    expect(problems).toEqual([]);
  });
}

test('the version dropdown takes a reader from the latest Docker page to the same page in v0.26.0', async ({ page }) => {
  await page.goto(`${base}/installation/docker`);
  await waitForHydration(page);
  await page.locator('.dropdown__toggle', { hasText: 'v0.27.0' }).click();
  await page.getByRole('link', { name: 'v0.26.0' }).click();
  await expect(page).toHaveURL(`${base}/v0.26.0/Installation/docker`);
  await expect(page.getByText('This is documentation for Karakeep Docs v0.26.0, which is no longer actively maintained.')).toBeVisible();
});

for (const mode of ['light', 'dark'] as const) {
  test(`an API reference page has no serious or critical accessibility violation in ${mode} mode`, async ({ page }) => {
    const { default: AxeBuilder } = await import('@axe-core/playwright');
    await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
    await page.goto(`${base}/api/create-a-new-bookmark`);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create a new bookmark');
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    expect(serious).toEqual([]);
  });
}

test('the site runs under its Content-Security-Policy with no violation: pages, search, colour mode, copy', async ({ page, context }) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  const problems = collectProblems(page);
  const response = await page.goto(`${base}/configuration`);
  const csp = response?.headers()['content-security-policy'] ?? '';
  // Only hashed inline scripts: no 'unsafe-inline' for scripts, no eval.
  expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  expect(csp).not.toMatch(/script-src[^;]*unsafe/);
  await waitForHydration(page);
  const violations = () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

  await page.getByRole('button', { name: /switch between dark and light mode/i }).first().click();
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('docker');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Copy page' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.startsWith('# Configuration\n')).toBe(true);

  for (const route of ['/', '/api/create-a-new-bookmark', '/v0.26.0/Installation/docker', '/next/guides/singlefile']) {
    await page.goto(base + route);
    await waitForHydration(page);
  }
  expect(await violations()).toEqual([]);
  expect(problems).toEqual([]);
});

test('a page downloads only the sidebar it shows; a collapsed category brings its items when opened', async ({ page }) => {
  const problems = collectProblems(page);
  const loaded: string[] = [];
  page.on('response', (response) => {
    // A prefetch may still be answering when the test ends: its body is not needed then.
    if (/\/assets\/props-[^/]+\.js$/.test(response.url())) response.text().then((text) => loaded.push(text), () => {});
  });
  await page.goto(`${base}/`);
  await waitForHydration(page);
  // The API category is collapsed on the introduction: its operations are in none of the props it loaded.
  await expect.poll(() => loaded.length).toBeGreaterThan(0);
  expect(loaded.some((text) => text.includes('Get all bookmarks'))).toBe(false);

  const sidebar = page.getByRole('complementary', { name: 'Docs sidebar' });
  await sidebar.getByRole('button', { name: "Expand sidebar category 'API'" }).click();
  await sidebar.getByRole('button', { name: "Expand sidebar category 'Bookmarks'" }).click();
  const operation = sidebar.getByRole('link', { name: /Get all bookmarks/ });
  await expect(operation).toBeVisible();
  await operation.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get all bookmarks');
  await expect(operation).toHaveAttribute('aria-current', 'page');
  expect(problems).toEqual([]);
});
