#!/usr/bin/env node
/**
 * `pnpm bench:compare`: Folio and Docusaurus 3 side by side, on the same machine in one run.
 *
 *   node bench/compare.mjs [--sizes 250,1000,4000] [--corpus docs|blog|docs,blog] [--no-karakeep] [--karakeep-api]
 *                          [--rounds 2] [--edits 10] [--tools folio,docusaurus,docusaurus-faster]
 *                          [--steps cold,warm,js,dev] [--out results.json]
 *
 * Docusaurus (classic preset, docs at `/`, pages off, the blog only in blog corpora) is installed from npm into
 * bench/.work/docusaurus (a throwaway folder, re-used while its package.json is unchanged). Each
 * corpus of bench/generate.mjs is written three times from one createCorpus() call: a Folio site
 * and two Docusaurus sites, default and "faster" (`future.faster`: Rspack, SWC, Lightning CSS, SSG
 * worker threads). Both tools read the same docs/, versioned_docs/, versioned_sidebars/,
 * versions.json and sidebars.json, byte for byte.
 *
 * Corpora: N pages in one version for each --sizes ("n<N>"); with --corpus blog (or docs,blog), N blog
 * posts next to a one-page docs folder ("blog-n<N>", bench/blog.mjs: the blog plugin of each tool, same
 * options; the deep page is a post); plus (unless --no-karakeep) one shaped like
 * the Karakeep docs: 9 versions of 52 pages where 40 % of an older version's pages differ from the
 * current text (468 pages, about 224 distinct sources; the real site: 465 and 219). With
 * --karakeep-api that corpus ("karakeep-api") also has an API reference of 48 operations in the
 * latest version, generated from one OpenAPI spec (bench/openapi.mjs): Folio's plugin-openapi, and
 * docusaurus-plugin-openapi-docs with its theme (the plugin Karakeep's docs use), which is what
 * makes the real site's JavaScript heavy. Use it with --steps cold,warm,js: Docusaurus's dev server
 * never renders the deep page with that theme here (the bench waits 10 minutes, then records an
 * error).
 *
 * For each corpus, --rounds times, each tool in turn (A B C A B C, so drift of the machine hits every
 * tool alike), every figure from a child process started the same way for both tools:
 *   cold   `clear`, then `build`: wall time (spawn → exit) and peak RSS (the process's maxRSS, all
 *          threads, or the sampled RSS of its process tree if larger)
 *   warm   one page gets a new paragraph, `build` again
 *   js     the built site served by one neutral static server (bench/lib/static-server.mjs); the
 *          deep page opened in Chromium with a cold cache: JS, CSS and requests before `load`
 *          (raw and gzip), LCP, and everything until the network is idle (prefetches included)
 *   dev    dev caches removed; the dev server started; time until the deep page answers 200, then
 *          until it is rendered in Chromium; then --edits hot reloads (file write → text in the DOM)
 * Each cold build also counts the routes it wrote (HTML files) and gives its time per 1000 source
 * pages and per 1000 routes; a size measured as docs and as a blog gets a table of both within each tool.
 * Figures per round go to bench/.work/compare/results.json (rewritten after every step), logs to
 * bench/.work/compare/logs/. The summary is the median over rounds; ratios are Folio / Docusaurus.
 * A measurement, not a test: nothing is asserted about the figures.
 */
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { createBlogCorpus, withBlog } from './blog.mjs';
import { createCorpus, writeDocusaurusSite, writeFolioSite } from './generate.mjs';
import { printSummary } from './lib/compare-report.mjs';
import { CHROMIUM_ARGS, FOLIO_DEV, hotReload, waitUntilOk } from './lib/dev.mjs';
import { buildFigures, machine, pick, routesIn } from './lib/figures.mjs';
import { measurePage } from './lib/page-weight.mjs';
import { freePort, procStatusKB, ROOT, runFolio, runMain, runNode, startFolio, startNode, stopProcess } from './lib/processes.mjs';
import { serveStatic } from './lib/static-server.mjs';
import { kbToMB, round } from './lib/stats.mjs';

const WORK = path.join(ROOT, 'bench', '.work', 'compare');
const LOGS = path.join(WORK, 'logs');
const DOCUSAURUS_DIR = path.join(ROOT, 'bench', '.work', 'docusaurus');
const DOCUSAURUS_VERSION = '3.10.2';
const DOCUSAURUS_BIN = path.join(DOCUSAURUS_DIR, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');
const BUILD_TIMEOUT_MS = 90 * 60 * 1000;

// ---------------------------------------------------------------------------------------------
// Docusaurus install
// ---------------------------------------------------------------------------------------------

const DOCUSAURUS_PACKAGE = {
  name: 'folio-bench-docusaurus',
  private: true,
  description: 'Docusaurus for bench/compare.mjs; installed from npm, never committed.',
  dependencies: {
    '@docusaurus/core': DOCUSAURUS_VERSION,
    '@docusaurus/preset-classic': DOCUSAURUS_VERSION,
    '@docusaurus/faster': DOCUSAURUS_VERSION,
    react: '19.2.0',
    'react-dom': '19.2.0',
    // The Karakeep shape's API reference, as the Karakeep docs build theirs.
    'docusaurus-plugin-openapi-docs': '5.2.0',
    'docusaurus-theme-openapi-docs': '5.2.0',
  },
  // @docsearch/react 4 needs @docsearch/core, which this registry does not have. The sites here
  // configure no Algolia search, so the search theme (the only user) is never loaded.
  overrides: { '@docsearch/react': '3.9.0' },
};

function ensureDocusaurus() {
  const wanted = `${JSON.stringify(DOCUSAURUS_PACKAGE, null, 2)}\n`;
  const marker = path.join(DOCUSAURUS_DIR, 'node_modules', '.folio-bench-installed');
  if (existsSync(DOCUSAURUS_BIN) && existsSync(marker) && readFileSync(marker, 'utf8') === wanted) return;
  mkdirSync(DOCUSAURUS_DIR, { recursive: true });
  writeFileSync(path.join(DOCUSAURUS_DIR, 'package.json'), wanted);
  console.log(`installing Docusaurus ${DOCUSAURUS_VERSION} into ${path.relative(ROOT, DOCUSAURUS_DIR)} (npm install)…`);
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: DOCUSAURUS_DIR, stdio: 'inherit' });
  writeFileSync(marker, wanted);
}

// ---------------------------------------------------------------------------------------------
// The tools
// ---------------------------------------------------------------------------------------------

/** Docusaurus' dev page: the doc's Markdown container; webpack-dev-server's client messages. */
const DOCUSAURUS_DEV = { readySelector: 'article .markdown h2', connected: /\[webpack-dev-server\]|\[HMR\]/, clientMessage: /^\[(webpack-dev-server|HMR)\]/ };

function folioTool() {
  return {
    name: 'folio',
    label: 'Folio',
    siteDir: (corpus) => path.join(WORK, corpus.name, 'folio'),
    write: (dir, corpus) => withBlog({ dir, corpus }, writeFolioSite({ dir, corpus })),
    clear: (dir, log) => runFolio(['clear', path.relative(ROOT, dir)], { logFile: log }),
    build: (dir, log) => runFolio(['build', path.relative(ROOT, dir)], { logFile: log, timeoutMs: BUILD_TIMEOUT_MS }),
    outDir: (dir) => path.join(dir, 'build'),
    clearDevCache: (dir) => rmSync(path.join(dir, 'node_modules', '.cache', 'folio', 'vite'), { recursive: true, force: true }),
    startDev: (dir, port, log) => startFolio(['dev', path.relative(ROOT, dir), '--port', String(port), '--host', '127.0.0.1'], { logFile: log }),
    dev: FOLIO_DEV,
  };
}

function docusaurusTool(faster) {
  const name = faster ? 'docusaurus-faster' : 'docusaurus';
  return {
    name,
    label: faster ? 'Docusaurus faster' : 'Docusaurus',
    siteDir: (corpus) => path.join(DOCUSAURUS_DIR, 'sites', `${corpus.name}-${faster ? 'faster' : 'default'}`),
    write: (dir, corpus) => {
      const result = withBlog({ dir, corpus }, writeDocusaurusSite({ dir, corpus, faster }));
      // Its own package.json: Docusaurus puts its caches next to the nearest one.
      writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify({ name: `bench-${name}`, private: true }, null, 2)}\n`);
      // The API pages are generated from the spec before anything is timed, as a site does it.
      if (corpus.apiOperations) execFileSync(process.execPath, [DOCUSAURUS_BIN, 'gen-api-docs', 'all'], { cwd: dir, stdio: 'ignore' });
      return result;
    },
    clear: (dir, log) => runNode(DOCUSAURUS_BIN, ['clear'], { cwd: dir, logFile: log }),
    build: (dir, log) => runNode(DOCUSAURUS_BIN, ['build'], { cwd: dir, logFile: log, timeoutMs: BUILD_TIMEOUT_MS }),
    outDir: (dir) => path.join(dir, 'build'),
    clearDevCache: (dir) => {
      for (const sub of ['.docusaurus', 'node_modules/.cache']) rmSync(path.join(dir, sub), { recursive: true, force: true });
    },
    startDev: (dir, port, log) =>
      startNode(DOCUSAURUS_BIN, ['start', '--port', String(port), '--host', '127.0.0.1', '--no-open'], { cwd: dir, logFile: log, env: { BROWSER: 'none' } }),
    dev: DOCUSAURUS_DEV,
  };
}

// ---------------------------------------------------------------------------------------------
// Steps
// ---------------------------------------------------------------------------------------------

/** `sources`: the corpus's Markdown files, for the per-page figure (routes are counted in the output). */
async function coldBuild(tool, dir, tag, sources) {
  await tool.clear(dir, path.join(LOGS, `${tag}-clear.log`));
  const figures = buildFigures(await tool.build(dir, path.join(LOGS, `${tag}-cold.log`)));
  const routes = routesIn(tool.outDir(dir));
  return { ...figures, routes, sPer1000Pages: round((figures.wallS / sources) * 1000, 2), sPer1000Routes: round((figures.wallS / routes) * 1000, 2) };
}

async function warmBuild(tool, dir, deepFile, tag, round) {
  const original = readFileSync(deepFile, 'utf8');
  writeFileSync(deepFile, `${original.trimEnd()}\n\nThis paragraph was added by the comparison (${tool.name}, round ${round}).\n`);
  try {
    return buildFigures(await tool.build(dir, path.join(LOGS, `${tag}-warm.log`)));
  } finally {
    writeFileSync(deepFile, original);
  }
}

async function pageWeight(tool, dir, route, browser) {
  const server = await serveStatic(tool.outDir(dir));
  try {
    return await measurePage(browser, server.url + route);
  } finally {
    await server.close();
  }
}

async function devServer(tool, dir, deep, tag, edits) {
  tool.clearDevCache(dir);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}${deep.route}`;
  const server = tool.startDev(dir, port, path.join(LOGS, `${tag}-dev.log`));
  try {
    const readyMs = await waitUntilOk(url, server, { name: `${tool.label} dev server` });
    const reload = await hotReload(url, deep.file, edits, tool.dev);
    return {
      startS: round(readyMs / 1000, 2),
      // From spawn until the deep page is rendered in the browser (the first render is timed from
      // navigation; the navigation starts once the page answered 200).
      startToRenderS: round(readyMs / 1000 + reload.firstRenderS, 2),
      hotReloadMedianMs: reload.medianMs,
      hotReloadP95Ms: reload.p95Ms,
      hotReloadSamplesMs: reload.samplesMs,
      fullReloads: reload.fullReloads,
      error: reload.error,
      peakRssMB: kbToMB(procStatusKB(server.pid, 'VmHWM')),
    };
  } finally {
    await stopProcess(server);
  }
}

// ---------------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------------

function corporaFrom(options) {
  const list = options.sizes.flatMap((size) => [
    ...(options.corpus.has('docs') ? [{ name: `n${size}`, kind: 'docs', size, pages: size, versions: 1, rewriteRate: 0.2, description: `${size} pages, 1 version` }] : []),
    ...(options.corpus.has('blog') ? [{ name: `blog-n${size}`, kind: 'blog', size, posts: size, description: `${size} blog posts and a docs page` }] : []),
  ]);
  if (options.karakeep) {
    list.push(
      options.karakeepApi
        ? {
            name: 'karakeep-api',
            pages: 52,
            versions: 9,
            rewriteRate: 0.4,
            apiOperations: 48,
            description: '9 versions × 52 pages and an API reference of 48 operations in the latest, shaped like the Karakeep docs',
          }
        : { name: 'karakeep', pages: 52, versions: 9, rewriteRate: 0.4, description: '9 versions × 52 pages, shaped like the Karakeep docs' },
    );
  }
  return list;
}

async function main() {
  const { values } = parseArgs({
    options: {
      sizes: { type: 'string', default: '250,1000,4000' },
      corpus: { type: 'string', default: 'docs' },
      'no-karakeep': { type: 'boolean', default: false },
      'karakeep-api': { type: 'boolean', default: false },
      rounds: { type: 'string', default: '2' },
      edits: { type: 'string', default: '10' },
      tools: { type: 'string', default: 'folio,docusaurus,docusaurus-faster' },
      steps: { type: 'string', default: 'cold,warm,js,dev' },
      out: { type: 'string', default: 'results.json' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(readFileSync(new URL(import.meta.url), 'utf8').split('\n').slice(2, 42).join('\n'));
    return;
  }
  const options = {
    sizes: values.sizes ? values.sizes.split(',').filter(Boolean).map(Number) : [],
    corpus: new Set(values.corpus.split(',').filter(Boolean)),
    karakeep: !values['no-karakeep'],
    karakeepApi: values['karakeep-api'],
    rounds: Number(values.rounds),
    edits: Number(values.edits),
    steps: new Set(values.steps.split(',')),
  };
  const unknown = [...options.corpus].filter((kind) => kind !== 'docs' && kind !== 'blog');
  if (unknown.length) throw new Error(`unknown corpus ${unknown.join(', ')}; use docs, blog or docs,blog`);
  const available = { folio: folioTool(), docusaurus: docusaurusTool(false), 'docusaurus-faster': docusaurusTool(true) };
  const tools = values.tools.split(',').map((name) => {
    if (!available[name]) throw new Error(`unknown tool ${name}; use ${Object.keys(available).join(', ')}`);
    return available[name];
  });
  if (tools.some((tool) => tool.name !== 'folio')) ensureDocusaurus();
  mkdirSync(LOGS, { recursive: true });

  const results = {
    startedAt: new Date().toISOString(),
    machine: machine(),
    docusaurus: DOCUSAURUS_VERSION,
    options: { ...options, corpus: [...options.corpus], steps: [...options.steps] },
    corpora: {},
    runs: {},
  };
  const resultsFile = path.join(WORK, values.out);
  const save = () => writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
  const browser = options.steps.has('js') ? await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS }) : undefined;
  try {
    for (const spec of corporaFrom(options)) {
      const created = spec.posts ? createBlogCorpus({ posts: spec.posts }) : createCorpus({ pages: spec.pages, versions: spec.versions, rewriteRate: spec.rewriteRate });
      const corpus = { ...created, name: spec.name, apiOperations: spec.apiOperations };
      const sites = new Map();
      let first;
      for (const tool of tools) {
        const dir = tool.siteDir(corpus);
        const written = tool.write(dir, corpus);
        first ??= written;
        sites.set(tool.name, { dir, deep: written.deepPage });
      }
      results.corpora[spec.name] = {
        description: spec.description,
        kind: spec.kind ?? 'docs',
        size: spec.size,
        files: first.files,
        distinctSources: first.distinctSources,
        MB: round(first.bytes / 2 ** 20, 2),
        deepPage: first.deepPage.route,
        sourceHash: createHash('sha256').update(JSON.stringify(corpus.blog ? [corpus.versions, corpus.blog.posts] : corpus.versions)).digest('hex').slice(0, 12),
      };
      results.runs[spec.name] = {};
      console.log(`\n== ${spec.name}: ${spec.description} (${first.files} files, ${first.distinctSources} distinct, deep page ${first.deepPage.route}) ==`);
      for (let round = 1; round <= options.rounds; round++) {
        for (const tool of tools) {
          const { dir, deep } = sites.get(tool.name);
          const tag = `${spec.name}-${tool.name}-r${round}`;
          const run = { round, loadAverage: os.loadavg().map((l) => Math.round(l * 100) / 100) };
          (results.runs[spec.name][tool.name] ??= []).push(run);
          const step = async (name, fn) => {
            if (!options.steps.has(name)) return;
            try {
              run[name] = await fn();
            } catch (error) {
              run[name] = { error: String(error.message ?? error).slice(0, 2000) };
            }
            save();
          };
          await step('cold', () => coldBuild(tool, dir, tag, first.files));
          await step('warm', () => warmBuild(tool, dir, deep.file, tag, round));
          await step('js', () => pageWeight(tool, dir, deep.route, browser));
          await step('dev', () => devServer(tool, dir, deep, tag, options.edits));
          const show = (key) => pick(run, key);
          console.log(
            `  round ${round} ${tool.label.padEnd(18)} cold ${show('cold.wallS') ?? '-'} s / ${show('cold.peakRssMB') ?? '-'} MB / ${show('cold.routes') ?? '-'} routes, ` +
              `warm ${show('warm.wallS') ?? '-'} s, JS ${show('js.js.gzipKB') ?? '-'} KB gzip, ` +
              `dev ${show('dev.startS') ?? '-'} s (rendered ${show('dev.startToRenderS') ?? '-'} s), HMR ${show('dev.hotReloadMedianMs') ?? '-'} ms` +
              (['cold', 'warm', 'js', 'dev'].some((k) => run[k]?.error) ? `  ERRORS: ${['cold', 'warm', 'js', 'dev'].filter((k) => run[k]?.error).map((k) => `${k}: ${run[k].error.split('\n')[0]}`).join('; ')}` : ''),
          );
        }
      }
    }
  } finally {
    await browser?.close();
    save();
  }
  results.summaryMarkdown = printSummary(results, tools);
  results.finishedAt = new Date().toISOString();
  save();
  console.log(`\nfigures: ${path.relative(process.cwd(), resultsFile)}`);
}

await runMain(main);
