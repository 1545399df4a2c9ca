#!/usr/bin/env node
/**
 * A visual comparison of Folio and Docusaurus 3.10 on one Docusaurus site, route by route.
 *
 *   node bench/visual.mjs <site-dir> [--name <name>]        a Docusaurus 3 site (docusaurus.config.*)
 *   node bench/visual.mjs --template                         create-docusaurus's classic template
 *        [--routes /,/docs/intro] [--widths 1280,390] [--modes light,dark] [--max-height 3000]
 *        [--threshold 0.1] [--no-build] [--docusaurus-version 3.10.2] [--folio-theme]
 *
 * The site is copied twice into bench/.work/visual/<name>/ (git-ignored): `docusaurus/`, installed
 * with npm from the site's package.json with its `@docusaurus/*` ranges ^3 / ~3 / 3.x pinned to
 * --docusaurus-version (a site naming none gets the classic site's dependencies), and `folio/`,
 * the same with Folio's tarballs (scripts/pack.mjs) added, as a user installs Folio
 * (bench/lib/site-install.mjs, shared with bench/site.mjs): Folio then renders the site with the
 * Docusaurus theme it installed; `--folio-theme` leaves the `@docusaurus/*` packages out, for
 * Folio's own theme. Each tool builds its copy (one
 * build at a time), both build/ folders are served by one neutral static server, and every route
 * (the HTML pages the Docusaurus build wrote, 404.html aside, or --routes) is shot in Chromium at
 * each width and mode (bench/lib/visual-shots.mjs) and compared (bench/lib/visual-diff.mjs):
 * the share of differing pixels, and pairs/<route>-<width>-<mode>.png (Docusaurus | Folio | diff).
 * The table goes to stdout as Markdown and, with every figure, to results.json. `--template`
 * unpacks create-docusaurus@<--docusaurus-version>'s templates/shared and templates/classic from
 * npm (as tests/classic-template.test.ts does) into bench/.work/visual/classic/site/.
 * The site must use baseUrl '/'. A build that fails is reported (its log's tail) and the other
 * tool's screenshots are still taken.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { markdownTable } from './lib/figures.mjs';
import { ROOT, runMain, runNode, tail } from './lib/processes.mjs';
import { completeManifest, copySite, installDocusaurus, installFolio, packFolio } from './lib/site-install.mjs';
import { serveStatic } from './lib/static-server.mjs';
import { compareScreenshots } from './lib/visual-diff.mjs';
import { launchBrowser, screenshot } from './lib/visual-shots.mjs';

const WORK = path.join(ROOT, 'bench', '.work', 'visual');
const BUILD_TIMEOUT_MS = 30 * 60 * 1000;
/** This registry lacks @docsearch/core, which @docsearch/react 4 needs (see bench/README.md). */
const DOCUSAURUS_OVERRIDES = { '@docsearch/react': '3.9.0' };

const npmEnv = () => Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^p?npm_/i.test(key) || /^npm_config_(registry|cache|userconfig|cafile|strict_ssl|.*proxy)$/i.test(key)));

/** create-docusaurus's classic template laid out in `siteDir`, as `create-docusaurus my-site classic` does. */
function unpackTemplate(siteDir, version) {
  const store = path.join(WORK, '.template', version);
  const templates = path.join(store, 'package', 'templates');
  if (!existsSync(templates)) {
    mkdirSync(store, { recursive: true });
    console.log(`unpacking create-docusaurus@${version} (npm pack)…`);
    const file = execFileSync('npm', ['pack', `create-docusaurus@${version}`, '--silent'], { cwd: store, env: npmEnv(), encoding: 'utf8' }).trim().split('\n').pop();
    execFileSync('tar', ['-xzf', file], { cwd: store });
  }
  rmSync(siteDir, { recursive: true, force: true });
  cpSync(path.join(templates, 'shared'), siteDir, { recursive: true });
  cpSync(path.join(templates, 'classic'), siteDir, { recursive: true });
  const manifest = JSON.parse(readFileSync(path.join(siteDir, 'package.json'), 'utf8'));
  writeFileSync(path.join(siteDir, 'package.json'), `${JSON.stringify({ ...manifest, name: 'classic', version: '0.0.0' }, null, 2)}\n`);
}

/** The copy's `@docusaurus/*` ranges that name any 3.x (^3…, ~3…, 3.x) pinned to `version`. */
function pinDocusaurus(dir, version) {
  const file = path.join(dir, 'package.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  for (const field of ['dependencies', 'devDependencies']) {
    for (const [name, range] of Object.entries(manifest[field] ?? {})) {
      if (name.startsWith('@docusaurus/') && /^[\^~]?3(\.|$)/.test(range)) manifest[field][name] = version;
    }
  }
  writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
}

/** Every page of a build as a route: `docs/intro/index.html` → `/docs/intro`, `a.html` → `/a`; 404.html left out. */
export function routesOf(outDir) {
  return readdirSync(outDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && file !== '404.html')
    .map((file) => `/${file.split(path.sep).join('/')}`.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '') || '/')
    .sort();
}

/** A route as a file name: `/` → `home`, `/docs/intro` → `docs-intro`. */
const slug = (route) => route.replace(/^\/+|\/+$/g, '').replace(/[^\w.-]+/g, '-') || 'home';

async function build(tool, logs) {
  const logFile = path.join(logs, `${tool.name}-build.log`);
  console.log(`building with ${tool.label}…`);
  try {
    await runNode(tool.bin, ['clear'], { cwd: tool.dir, logFile: path.join(logs, `${tool.name}-clear.log`) }).catch(() => {});
    const run = await runNode(tool.bin, ['build'], { cwd: tool.dir, logFile, timeoutMs: BUILD_TIMEOUT_MS });
    console.log(`  ${tool.label}: built in ${(run.wallMs / 1000).toFixed(1)} s`);
    return undefined;
  } catch (error) {
    const message = tail(existsSync(logFile) ? readFileSync(logFile, 'utf8') : String(error.message), 15);
    console.log(`  ${tool.label}: build FAILED\n${message}`);
    return message;
  }
}

const formatPercent = (entry) => (entry.percent === undefined ? entry.error ?? 'n/a' : entry.percent.toFixed(2));

/** The table: one row per route, one column per width × mode, the % of differing pixels. */
function summarise(results) {
  const columns = results.widths.flatMap((width) => results.modes.map((mode) => ({ width, mode })));
  const cell = (route, { width, mode }) => {
    const entry = results.entries.find((e) => e.route === route && e.width === width && e.mode === mode);
    if (!entry) return '';
    const heights = entry.heights && entry.heights.docusaurus !== entry.heights.folio ? ` (h ${entry.heights.docusaurus}/${entry.heights.folio})` : '';
    return `${formatPercent(entry)}${heights}`;
  };
  const rows = results.routes.map((route) => [`\`${route}\``, ...columns.map((column) => cell(route, column))]);
  const values = results.entries.map((e) => e.percent).filter((p) => typeof p === 'number').sort((a, b) => a - b);
  const within = values.filter((p) => p <= 1).length;
  const lines = [markdownTable(['route', ...columns.map((c) => `${c.width} ${c.mode}`)], rows)];
  if (values.length) {
    lines.push('', `${values.length} screenshots compared: median ${values[Math.floor(values.length / 2)].toFixed(2)} %, max ${values.at(-1).toFixed(2)} %, ${within} at most 1 %.`);
  }
  return lines.join('\n');
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      template: { type: 'boolean' },
      name: { type: 'string' },
      routes: { type: 'string' },
      widths: { type: 'string', default: '1280,390' },
      modes: { type: 'string', default: 'light,dark' },
      'max-height': { type: 'string', default: '3000' },
      threshold: { type: 'string', default: '0.1' },
      'no-build': { type: 'boolean' },
      'folio-theme': { type: 'boolean' },
      'docusaurus-version': { type: 'string', default: '3.10.2' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help || (!values.template && !positionals[0])) {
    console.log(readFileSync(new URL(import.meta.url), 'utf8').split('\n */')[0].split('\n').slice(2).join('\n'));
    return;
  }
  const version = values['docusaurus-version'];
  const name = values.name ?? (values.template ? 'classic' : path.basename(path.resolve(positionals[0])));
  const work = path.join(WORK, name);
  const logs = path.join(work, 'logs');
  const pairs = path.join(work, 'pairs');
  mkdirSync(logs, { recursive: true });
  rmSync(pairs, { recursive: true, force: true });
  mkdirSync(pairs, { recursive: true });
  let source = positionals[0] && path.resolve(positionals[0]);
  if (values.template) {
    source = path.join(work, 'site');
    unpackTemplate(source, version);
  }

  const tools = [
    { name: 'docusaurus', label: 'Docusaurus', dir: path.join(work, 'docusaurus') },
    { name: 'folio', label: 'Folio', dir: path.join(work, 'folio') },
  ];
  const results = {
    name,
    site: source,
    startedAt: new Date().toISOString(),
    folioCommit: execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim(),
    // Others may be editing packages/ while this runs: the tarballs are packed from the work tree.
    folioUncommitted: execFileSync('git', ['status', '--porcelain', '--', 'packages'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean).length,
    docusaurusVersion: version,
    widths: values.widths.split(',').map(Number),
    modes: values.modes.split(','),
    maxHeight: Number(values['max-height']),
    threshold: Number(values.threshold),
    errors: {},
    entries: [],
  };
  const save = () => writeFileSync(path.join(work, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);

  const [docusaurus, folio] = tools;
  if (!values['no-build']) {
    const tarballs = packFolio(path.join(WORK, '.packs'));
    for (const tool of tools) {
      copySite(source, tool.dir);
      completeManifest(tool.dir);
    }
    pinDocusaurus(docusaurus.dir, version);
    docusaurus.bin = installDocusaurus(docusaurus.dir, DOCUSAURUS_OVERRIDES);
    // The Folio copy keeps the site's Docusaurus packages, pinned as the Docusaurus copy's are
    // (Folio renders it with Docusaurus's theme), unless --folio-theme asks for Folio's own theme.
    pinDocusaurus(folio.dir, version);
    folio.bin = installFolio(folio.dir, tarballs, { keepDocusaurus: !values['folio-theme'], overrides: DOCUSAURUS_OVERRIDES });
    for (const tool of tools) {
      const error = await build(tool, logs);
      if (error) results.errors[tool.name] = error;
    }
  }
  save();

  const outDir = (tool) => path.join(tool.dir, 'build');
  if (!existsSync(outDir(docusaurus)) && !values.routes) throw new Error('no Docusaurus build to take the routes from: pass --routes');
  results.routes = values.routes ? values.routes.split(',') : routesOf(outDir(docusaurus));
  const servers = {};
  for (const tool of tools) if (existsSync(path.join(outDir(tool), 'index.html')) || existsSync(outDir(tool))) servers[tool.name] = await serveStatic(outDir(tool));
  const browser = await launchBrowser();
  try {
    for (const route of results.routes) {
      for (const width of results.widths) {
        for (const mode of results.modes) {
          const entry = { route, width, mode };
          const shots = {};
          for (const tool of tools) {
            if (!servers[tool.name] || results.errors[tool.name]) continue;
            try {
              shots[tool.name] = await screenshot(browser, `${servers[tool.name].url}${route}`, { width, mode, maxHeight: results.maxHeight });
            } catch (error) {
              entry.error = `${tool.label}: ${String(error.message).split('\n')[0]}`;
            }
          }
          entry.status = Object.fromEntries(Object.entries(shots).map(([tool, shot]) => [tool, shot.status]));
          entry.theme = Object.fromEntries(Object.entries(shots).map(([tool, shot]) => [tool, shot.theme]));
          entry.pageHeight = Object.fromEntries(Object.entries(shots).map(([tool, shot]) => [tool, shot.pageHeight]));
          if (shots.docusaurus && shots.folio) {
            const compared = compareScreenshots(shots.docusaurus.png, shots.folio.png, { threshold: results.threshold });
            entry.heights = { docusaurus: Math.min(shots.docusaurus.pageHeight, results.maxHeight), folio: Math.min(shots.folio.pageHeight, results.maxHeight) };
            Object.assign(entry, { differing: compared.differing, total: compared.total, percent: compared.percent });
            entry.pair = path.relative(work, path.join(pairs, `${slug(route)}-${width}-${mode}.png`));
            writeFileSync(path.join(work, entry.pair), compared.pair);
          } else {
            entry.error ??= results.errors.folio ? 'Folio build failed' : results.errors.docusaurus ? 'Docusaurus build failed' : 'no screenshot';
          }
          results.entries.push(entry);
          const statuses = Object.entries(entry.status).map(([tool, status]) => `${tool} ${status} ${entry.theme[tool]}`).join(', ');
          console.log(`  ${route} ${width} ${mode}: ${formatPercent(entry)}${entry.percent === undefined ? '' : ' %'}  (${statuses})`);
        }
      }
      save();
    }
  } finally {
    await browser.close();
    for (const server of Object.values(servers)) await server.close();
  }
  results.summaryMarkdown = summarise(results);
  results.finishedAt = new Date().toISOString();
  save();
  const failures = Object.entries(results.errors).map(([tool, error]) => `\n**${tool} build failed:**\n\n\`\`\`\n${error}\n\`\`\``);
  console.log(`\n${results.summaryMarkdown}\n${failures.join('\n')}\n\nfigures: ${path.relative(process.cwd(), path.join(work, 'results.json'))}, pairs: ${path.relative(process.cwd(), pairs)}/`);
}

await runMain(main);
