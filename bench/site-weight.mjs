#!/usr/bin/env node
/**
 * Lighthouse-style figures for the built Karakeep site (build/, from `pnpm build`): for /,
 * /configuration and an API page, what a reader's browser downloads on first load (a cold cache):
 * JS and CSS bytes (raw, and gzip level 6 as a static host would send them), requests, the load
 * event and Largest Contentful Paint, then everything until the network is idle (prefetches of
 * linked pages included). Served by bench/lib/static-server.mjs; Debian's Chromium through
 * Playwright. A measurement: nothing is asserted.
 *
 *   node bench/site-weight.mjs [--dir build] [--runs 3] [pages…]
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS } from './lib/dev.mjs';
import { measurePage } from './lib/page-weight.mjs';
import { ROOT } from './lib/processes.mjs';
import { serveStatic } from './lib/static-server.mjs';
import { median } from './lib/stats.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { dir: { type: 'string', default: 'build' }, runs: { type: 'string', default: '3' } },
});
const pages = positionals.length ? positionals : ['/', '/configuration', '/api/create-a-new-bookmark'];
const server = await serveStatic(path.resolve(ROOT, values.dir));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
const rows = [];
try {
  for (const page of pages) {
    const runs = [];
    for (let i = 0; i < Number(values.runs); i++) runs.push(await measurePage(browser, server.url + page));
    const last = runs.at(-1);
    rows.push({
      page,
      jsGzipKB: last.js.gzipKB,
      jsRawKB: last.js.rawKB,
      jsRequests: last.js.requests,
      cssGzipKB: last.css.gzipKB,
      requests: last.all.requests,
      transferGzipKB: last.all.gzipKB,
      loadMs: median(runs.map((r) => r.loadMs)),
      lcpMs: median(runs.map((r) => r.lcpMs)),
      jsUntilIdleGzipKB: last.jsUntilIdle.gzipKB,
    });
  }
} finally {
  await browser.close();
  await server.close();
}
console.log('| page | JS gzip KB | JS raw KB | JS requests | CSS gzip KB | requests | all gzip KB | load ms | LCP ms | JS until idle gzip KB |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const r of rows) {
  console.log(`| ${r.page} | ${r.jsGzipKB} | ${r.jsRawKB} | ${r.jsRequests} | ${r.cssGzipKB} | ${r.requests} | ${r.transferGzipKB} | ${r.loadMs} | ${r.lcpMs} | ${r.jsUntilIdleGzipKB} |`);
}
