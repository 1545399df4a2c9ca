/**
 * Search through a hosted Algolia app, against a fake Algolia server on 127.0.0.1: the request
 * DocSearch sends (index, query, attributes, highlight tags, hitsPerPage, contextual facet
 * filters, credentials in the query string), the fallback to the second host when the first is
 * down, and the error screen when every host is down.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { waitForHydration } from './browser';
import { CLI, ROOT, TMP_DIR } from './helpers';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';

const FIXTURE = path.join(ROOT, 'tests/fixtures/search-algolia');
const SITE_PORT = 4792;
const ALGOLIA_PORT = 4790; // the second host in the fixture; 4791 (the first) never listens

interface Captured {
  url: string;
  method: string;
  body: { requests?: Array<Record<string, unknown>> };
}

test.describe.configure({ mode: 'serial' });

let outDir = '';
let site: ChildProcess | undefined;
let algolia: Server | undefined;
const captured: Captured[] = [];

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    req.on('data', (chunk: Buffer) => (data += chunk.toString()));
    req.on('end', () => resolve(data));
  });
}

function hit(query: string) {
  const mark = (text: string) => text.replace(new RegExp(query, 'i'), (m) => `<mark>${m}</mark>`);
  const hierarchy = { lvl0: 'Documentation', lvl1: 'Setup', lvl2: 'Install the server', lvl3: null, lvl4: null, lvl5: null, lvl6: null };
  const highlighted = Object.fromEntries(Object.entries(hierarchy).map(([k, v]) => [k, { value: v ? mark(v) : '', matchLevel: 'full', matchedWords: [query] }]));
  return {
    objectID: 'setup-1',
    url: 'https://algolia.example.com/setup#install-the-server',
    type: 'lvl2',
    content: null,
    hierarchy,
    _highlightResult: { hierarchy: highlighted, content: { value: '', matchLevel: 'none', matchedWords: [] } },
    _snippetResult: { hierarchy: highlighted, content: { value: '', matchLevel: 'none' } },
  };
}

function startAlgolia(): Promise<Server> {
  const server = createServer(async (req, res) => {
    const body = req.method === 'POST' ? JSON.parse((await readBody(req)) || '{}') : {};
    captured.push({ url: req.url ?? '', method: req.method ?? '', body });
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', '*');
    if (req.method === 'OPTIONS') return res.end();
    const query = String(body.requests?.[0]?.query ?? '');
    const hits = query ? [hit(query)] : [];
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ results: [{ hits, nbHits: hits.length, page: 0, nbPages: 1, hitsPerPage: 20, processingTimeMS: 1, query, params: '', queryID: 'q-1' }] }));
  });
  return new Promise((resolve) => server.listen(ALGOLIA_PORT, '127.0.0.1', () => resolve(server)));
}

test.beforeAll(async () => {
  outDir = mkdtempSync(path.join(TMP_DIR, 'e2e-algolia-'));
  const build = spawnSync(process.execPath, [CLI, 'build', FIXTURE, '--out-dir', outDir], { encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`build failed:\n${build.stdout}\n${build.stderr}`);
  site = spawn(process.execPath, [CLI, 'serve', FIXTURE, '--dir', outDir, '--port', String(SITE_PORT)], { stdio: 'ignore', detached: true });
  for (let i = 0; i < 100; i++) {
    const ok = await fetch(`http://127.0.0.1:${SITE_PORT}/`).then((r) => r.ok, () => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 100));
  }
});

test.afterAll(async () => {
  if (site?.pid) process.kill(-site.pid, 'SIGTERM');
  await new Promise<void>((resolve) => (algolia ? algolia.close(() => resolve()) : resolve()));
  rmSync(outDir, { recursive: true, force: true });
});

test('sends DocSearch’s query to the second host when the first is down, and shows the hits', async ({ page }) => {
  algolia = await startAlgolia();
  await page.goto(`http://127.0.0.1:${SITE_PORT}/`);
  await page.getByRole('button', { name: /Search/ }).click();
  await page.getByPlaceholder('Search docs').fill('install');
  await expect(page.locator('.DocSearch-Hit').first()).toContainText('Install the server');
  const request = captured.find((c) => c.method === 'POST' && c.body.requests?.[0]?.query === 'install')!;
  expect(request).toBeTruthy();
  expect(request.url).toMatch(/^\/1\/indexes\/\*\/queries\?/);
  const query = new URL(request.url, 'http://x').searchParams;
  expect(query.get('x-algolia-application-id')).toBe('TESTAPPID');
  expect(query.get('x-algolia-api-key')).toBe('test-search-key');
  expect(request.body.requests![0]).toMatchObject({
    indexName: 'karakeep',
    query: 'install',
    attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6', 'content', 'type', 'url'],
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    hitsPerPage: 20,
    facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
  });
  // The hit's absolute URL opens as a page of this site, client-side.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`http://127.0.0.1:${SITE_PORT}/setup#install-the-server`);
});

test('shows the error screen when every host is down', async ({ page }) => {
  await new Promise<void>((resolve) => algolia!.close(() => resolve()));
  algolia = undefined;
  await page.goto(`http://127.0.0.1:${SITE_PORT}/`);
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  await page.getByPlaceholder('Search docs').fill('install');
  await expect(page.getByText('Unable to fetch results')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
});
