/**
 * The route table comes in shards (core's routes-module.ts, build/route-shards.ts): the entry
 * chunk has the catch-all and what cannot be sharded, a page's HTML holds its own row, and a
 * path's shard loads when it is first needed. A shard's name stands for its paths, not for the
 * files its rows name, so a cache may keep one from an earlier build: the reader still gets the
 * right page. The versioned fixture is built here
 * with FOLIO_ROUTES_PER_SHARD=2, so its handful of routes spread over several shards, and read as a
 * reader would: first load, client-side navigation across shards, stale shards, `.html` addresses
 * and unknown paths.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { collectProblems, documentMarker, markDocument, withoutViewportPrefetch, waitForHydration } from './browser';
import { CLI, ROOT, TMP_DIR, startCli, type RunningCli } from './helpers';

const PORT = 4329;
const BASE = `http://127.0.0.1:${PORT}`;

let server: RunningCli | undefined;
let siteDir = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  mkdirSync(TMP_DIR, { recursive: true });
  siteDir = path.join(TMP_DIR, `e2e-shards-${process.pid}-${Date.now().toString(36)}`);
  const fixture = path.join(ROOT, 'tests/fixtures/versioned');
  cpSync(fixture, siteDir, { recursive: true, filter: (source) => !/^(build|node_modules)(\/|$)/.test(path.relative(fixture, source).split(path.sep).join('/')) });
  const built = spawnSync(process.execPath, [CLI, 'build', siteDir], { cwd: ROOT, env: { ...process.env, FOLIO_ROUTES_PER_SHARD: '2' }, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`build failed:\n${built.stdout}\n${built.stderr}`);
  server = await startCli('serve', siteDir, PORT);
});

test.afterAll(async () => {
  await server?.stop();
  if (siteDir) rmSync(siteDir, { recursive: true, force: true });
});

test('a page holds its own row of the route table and starts without loading a shard', async ({ page }) => {
  const html = readFileSync(path.join(siteDir, 'build', 'faq', 'index.html'), 'utf8');
  const row = /<script type="application\/json" id="__folio-route">([^<]*)<\/script>/.exec(html)?.[1];
  expect(JSON.parse(row ?? 'null')?.[0]).toBe('/faq');
  expect(html).not.toMatch(/folio-routes\//);
  await withoutViewportPrefetch(page);
  const problems = collectProblems(page);
  const requested: string[] = [];
  page.on('request', (request) => {
    if (/\/folio-routes\//.test(request.url())) requested.push(new URL(request.url()).pathname);
  });
  await page.goto(`${BASE}/faq`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('FAQ');
  expect(requested).toEqual([]);
  expect(problems).toEqual([]);
});

test('shards a cache kept from an earlier build, whose rows name chunks that are gone: the pages are still reached', async ({ page }) => {
  const shards = readdirSync(path.join(siteDir, 'build', 'folio-routes'));
  expect(shards.length).toBeGreaterThan(1);
  // Their names do not change with what their rows name: never cached as immutable.
  const served = await page.request.get(`${BASE}/folio-routes/${shards[0]}`);
  expect(served.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
  // Every shard as an earlier build of other content left it (a shard's name stands for its paths and components): its rows name chunks that no longer exist.
  await page.route('**/folio-routes/*.js', async (route) => {
    const file = path.join(siteDir, 'build', new URL(route.request().url()).pathname);
    const rows = new Function(`return ${readFileSync(file, 'utf8').replace(/^export default /, '')}`)() as unknown[][];
    const stale = rows.map((row) => [row[0], row[1], String(row[2]).replace(/\.js$/, '-gone.js'), ...row.slice(3)]);
    await route.fulfill({ contentType: 'text/javascript', body: `export default ${JSON.stringify(stale)};\n` });
  });
  await page.goto(`${BASE}/`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introduction');
  const sidebar = page.getByRole('complementary', { name: 'Docs sidebar' });
  await sidebar.getByRole('link', { name: 'FAQ', exact: true }).click();
  await expect(page).toHaveURL(`${BASE}/faq`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('FAQ');
  await page.getByRole('complementary', { name: 'Docs sidebar' }).getByRole('link', { name: 'Introduction', exact: true }).click();
  await expect(page).toHaveURL(`${BASE}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introduction');
});

test('following the sidebar moves between pages of other shards without reloading', async ({ page }) => {
  const problems = collectProblems(page);
  await page.goto(`${BASE}/`);
  await waitForHydration(page);
  await markDocument(page);
  const sidebar = page.getByRole('complementary', { name: 'Docs sidebar' });
  for (const [label, heading] of [
    ['FAQ', 'FAQ'],
    ['Introduction', 'Introduction'],
    ['FAQ', 'FAQ'],
  ] as const) {
    await sidebar.getByRole('link', { name: label, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  }
  await page.goto(`${BASE}/next/new-feature`);
  await waitForHydration(page);
  await markDocument(page);
  await page.getByRole('complementary', { name: 'Docs sidebar' }).getByRole('link', { name: 'FAQ', exact: true }).click();
  await expect(page).toHaveURL(`${BASE}/next/faq`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('FAQ');
  expect(await documentMarker(page)).toBe('still the same document');
  expect(problems).toEqual([]);
});

test('an .html address becomes the route’s own, and an unknown path is the NotFound page', async ({ page }) => {
  await page.goto(`${BASE}/faq/index.html`);
  await waitForHydration(page);
  await expect(page).toHaveURL(`${BASE}/faq`);
  const response = await page.goto(`${BASE}/no/such/page`);
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
});
