#!/usr/bin/env node
/**
 * Search latency in Chromium on a built site (not a timed test: a measurement).
 *   node bench/search-latency.mjs [--site .] [--path /configuration] [--port 4580]
 * Serves the site's build, opens a page, times the first query from the modal opening (index
 * download and parse included), then times 100 queries typed into the
 * modal (typing to results shown) and prints p50/p95.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = Object.fromEntries(process.argv.slice(2).reduce((pairs, arg, i, all) => (arg.startsWith('--') ? [...pairs, [arg.slice(2), all[i + 1]]] : pairs), []));
const site = path.resolve(args.site ?? root);
const port = Number(args.port ?? 4580);
const pagePath = args.path ?? '/configuration';
const words = ['docker', 'configuration', 'openai', 'ollama', 'meilisearch', 'search', 'tags', 'lists', 'backup', 'import', 'environment', 'kubernetes', 'install', 'upgrade', 'singlefile', 'cli', 'mcp', 'api key', 'data dir', 'crawler', 'screenshot', 'proxy', 'migration', 'favourite', 'highlight'];

const server = spawn(process.execPath, [path.join(root, 'packages/core/bin/folio.mjs'), 'serve', site, '--port', String(port)], { stdio: 'ignore', detached: true });
try {
  for (let i = 0; i < 100 && !(await fetch(`http://127.0.0.1:${port}/`).then((r) => r.ok, () => false)); i++) await new Promise((r) => setTimeout(r, 100));
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${port}${pagePath}`);
  await page.waitForFunction(() => Object.keys(document.querySelector('.DocSearch-Button') ?? {}).some((k) => k.startsWith('__reactFiber$')));
  const started = Date.now();
  await page.keyboard.press('Control+k');
  await page.getByPlaceholder('Search docs').fill('docker');
  await page.locator('.DocSearch-Hit').first().waitFor();
  const firstQueryMs = Date.now() - started;
  const perQuery = [];
  for (let i = 0; i < 100; i++) {
    const q = words[i % words.length].slice(0, 3 + (i % 6));
    const t = Date.now();
    await page.getByPlaceholder('Search docs').fill(q);
    await page.waitForFunction((query) => {
      const input = document.querySelector('.DocSearch-Input');
      return input && input.value === query && !document.querySelector('.DocSearch-Container--Stalled') && (document.querySelector('.DocSearch-Hit') || document.querySelector('.DocSearch-NoResults'));
    }, q);
    perQuery.push(Date.now() - t);
  }
  perQuery.sort((a, b) => a - b);
  console.log(JSON.stringify({ page: pagePath, firstQueryMs, p50: perQuery[50], p95: perQuery[95], max: perQuery[99], note: 'per query: from typing to the results shown in the modal' }, null, 1));
  await browser.close();
} finally {
  process.kill(-server.pid, 'SIGTERM');
}
