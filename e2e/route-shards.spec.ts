/**
 * A large site's route table comes in shards (core's routes-module.ts): the entry chunk has the
 * catch-all and what cannot be sharded, and a path's shard loads when it is first needed. The
 * versioned fixture is built here with FOLIO_ROUTES_PER_SHARD=2, so its handful of routes spread
 * over several shards, and read as a reader would: first load, client-side navigation across
 * shards, `.html` addresses and unknown paths.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { collectProblems, documentMarker, markDocument, waitForHydration } from './browser';
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

test('a page preloads its own shard of the route table, which is the first one it loads', async ({ page }) => {
  const html = readFileSync(path.join(siteDir, 'build', 'faq', 'index.html'), 'utf8');
  const shards = [...html.matchAll(/rel="modulepreload" href="(\/assets\/route-shard-[^"]+\.js)"/g)].map((m) => m[1]);
  expect(shards).toHaveLength(1);
  const problems = collectProblems(page);
  const requested: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/route-shard-/.test(request.url())) requested.push(new URL(request.url()).pathname);
  });
  await page.goto(`${BASE}/faq`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('FAQ');
  // Its own shard first; the shards of the pages it links to come later, prefetched, once each.
  expect(requested[0]).toBe(shards[0]);
  expect(new Set(requested).size).toBe(requested.length);
  expect(problems).toEqual([]);
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
