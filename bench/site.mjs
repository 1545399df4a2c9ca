#!/usr/bin/env node
/**
 * Folio and Docusaurus side by side on a real Docusaurus site: a local folder, used as it is.
 *
 *   node bench/site.mjs --site <dir> [--name <name>] [--rounds 2] [--tools folio,docusaurus]
 *                       [--steps cold,warm] [--page docs/intro.md] [--file <source>=<dest>]...
 *                       [--override <package>=<version>]...
 *
 * The folder (without node_modules, build, .docusaurus) is copied twice into
 * bench/.work/sites/<name>/: `docusaurus/`, installed from the site's own package.json, and
 * `folio/`, whose package.json has Folio's tarballs (scripts/pack.mjs) added to the site's own
 * packages, as a user installs Folio (so Folio renders the site with the Docusaurus theme it has).
 * Both installs are npm's, kept while unchanged (bench/lib/site-install.mjs).
 * `--file` copies a file the site needs from outside its folder, `dest` relative to each copy
 * (`../packages/open-api/spec.json` lands in bench/.work/sites/<name>/packages/...). `--override`
 * pins a package of the Docusaurus install (npm `overrides`), as the site's own lockfile would.
 *
 * --rounds times, each tool in turn (A B A B: a drift of the machine hits both alike):
 *   cold   `clear`, then `build` with each tool's own CLI from the copy's node_modules: wall time,
 *          peak RSS (as compare.mjs), HTML files in build/ (routes), warnings printed
 *   warm   --page (default: the first Markdown file under docs/) gets a new paragraph, `build` again
 * A tool that fails has its error's first lines recorded; the other's figures are still printed.
 * Figures go to bench/.work/sites/<name>/results.json, logs to .../logs/; the summary is the median
 * over rounds as a Markdown table with Folio / Docusaurus ratios. Never commit anything from the copies.
 */
import { readFileSync, writeFileSync, mkdirSync, existsSync, cpSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildFigures, filesUnder, machine, markdownTable, pick, ratio, routesIn } from './lib/figures.mjs';
import { ROOT, runMain, runNode } from './lib/processes.mjs';
import { completeManifest, copySite, installDocusaurus, installFolio, packFolio } from './lib/site-install.mjs';
import { median, round } from './lib/stats.mjs';

const BUILD_TIMEOUT_MS = 90 * 60 * 1000;
const ERROR_LINES = 12;

/** The figures a build's output gives: its routes, and the warnings it printed (Folio's config notices apart). */
function outputFigures(tool, dir, logFile) {
  const log = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
  const warnings = log.split('\n').filter((line) => tool.warning.test(line));
  return {
    routes: routesIn(path.join(dir, 'build')),
    warnings: warnings.length,
    notices: warnings.filter((line) => /docusaurus\.config\.\w+: /.test(line)).length,
  };
}

/** A failure's first lines: from the tool's first error line in its log, else the runner's message. */
function firstLines(tool, logFile, error) {
  const lines = (existsSync(logFile) ? readFileSync(logFile, 'utf8') : '').split('\n');
  const start = lines.findIndex((line) => tool.error.test(line));
  return (start >= 0 ? lines.slice(start) : String(error.message ?? error).split('\n')).slice(0, ERROR_LINES).join('\n');
}

function tools(site, only) {
  const all = [
    { name: 'folio', label: 'Folio', dir: path.join(site, 'folio'), warning: /^\[folio\] warning:/, error: /^\[folio\] error:|^\w*Error\b/ },
    { name: 'docusaurus', label: 'Docusaurus', dir: path.join(site, 'docusaurus'), warning: /^\[WARNING\]/, error: /^\[ERROR\]|^\w*Error\b/ },
  ];
  return all.filter((tool) => only.includes(tool.name));
}

async function build(tool, tag, logs, step) {
  const logFile = path.join(logs, `${tag}-${step}.log`);
  const options = { cwd: tool.dir, logFile, timeoutMs: BUILD_TIMEOUT_MS };
  try {
    const run = await runNode(tool.bin, ['build'], options);
    return { ...buildFigures(run), ...outputFigures(tool, tool.dir, logFile) };
  } catch (error) {
    const { warnings, notices } = outputFigures(tool, tool.dir, logFile);
    return { error: firstLines(tool, logFile, error), warnings, notices };
  }
}

const FIGURES = [
  { key: 'cold.wallS', title: 'cold build s' },
  { key: 'cold.peakRssMB', title: 'cold peak RSS MB' },
  { key: 'warm.wallS', title: 'warm build s' },
  { key: 'warm.peakRssMB', title: 'warm peak RSS MB' },
  { key: 'cold.routes', title: 'routes (HTML files)' },
  { key: 'cold.warnings', title: 'warnings printed' },
  { key: 'cold.notices', title: 'of which config notices' },
];

function summarise(results, list) {
  const value = (tool, key) => {
    const values = (results.runs[tool] ?? []).map((run) => pick(run, key)).filter((v) => typeof v === 'number');
    return values.length ? round(median(values), 2) : undefined;
  };
  const others = list.filter((t) => t.name !== 'folio');
  const header = ['figure', ...list.map((t) => t.label), ...others.map((t) => `Folio / ${t.label}`)];
  const rows = FIGURES.map((f) => [f.title, ...list.map((t) => value(t.name, f.key)), ...others.map((t) => ratio(value('folio', f.key), value(t.name, f.key)))]);
  const errors = list.flatMap((t) =>
    (results.runs[t.name] ?? []).flatMap((run) =>
      ['cold', 'warm'].filter((step) => run[step]?.error).map((step) => `**${t.label}, round ${run.round}, ${step}**:\n\n\`\`\`\n${run[step].error}\n\`\`\``),
    ),
  );
  return [`### ${results.name} (${results.pages} Markdown files)`, '', markdownTable(header, rows), ...(errors.length ? ['', ...errors] : [])].join('\n');
}

async function main() {
  const { values } = parseArgs({
    options: {
      site: { type: 'string' },
      name: { type: 'string' },
      rounds: { type: 'string', default: '2' },
      tools: { type: 'string', default: 'folio,docusaurus' },
      steps: { type: 'string', default: 'cold,warm' },
      page: { type: 'string' },
      file: { type: 'string', multiple: true, default: [] },
      override: { type: 'string', multiple: true, default: [] },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help || !values.site) {
    console.log(readFileSync(new URL(import.meta.url), 'utf8').split('\n */')[0].split('\n').slice(2).join('\n'));
    return;
  }
  const source = path.resolve(values.site);
  const name = values.name ?? path.basename(source);
  const work = path.join(ROOT, 'bench', '.work', 'sites', name);
  const logs = path.join(work, 'logs');
  mkdirSync(logs, { recursive: true });
  const steps = new Set(values.steps.split(','));
  const list = tools(work, values.tools.split(','));
  const tarballs = list.some((t) => t.name === 'folio') ? packFolio(path.join(ROOT, 'bench', '.work', 'sites', '.packs')) : [];
  for (const tool of list) {
    copySite(source, tool.dir);
    for (const spec of values.file) {
      const [from, to] = spec.split('=');
      mkdirSync(path.dirname(path.resolve(tool.dir, to)), { recursive: true });
      cpSync(path.resolve(from), path.resolve(tool.dir, to));
    }
    completeManifest(tool.dir);
    const overrides = Object.fromEntries(values.override.map((spec) => spec.split('=')));
    tool.bin = tool.name === 'folio' ? installFolio(tool.dir, tarballs, { overrides }) : installDocusaurus(tool.dir, overrides);
  }
  const markdown = filesUnder(path.join(source, 'docs'), /\.mdx?$/);
  const page = values.page ?? path.join('docs', markdown[0]);
  const results = {
    name,
    site: source,
    pages: filesUnder(source, /\.mdx?$/).filter((file) => !file.split(path.sep).includes('node_modules')).length,
    page,
    startedAt: new Date().toISOString(),
    machine: machine(),
    versions: Object.fromEntries(list.map((t) => [t.name, JSON.parse(readFileSync(path.join(path.dirname(t.bin), '..', 'package.json'), 'utf8')).version])),
    runs: {},
  };
  const save = () => writeFileSync(path.join(work, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  for (let round = 1; round <= Number(values.rounds); round++) {
    for (const tool of list) {
      const tag = `${tool.name}-r${round}`;
      const run = { round, loadAverage: os.loadavg().map((l) => Math.round(l * 100) / 100) };
      (results.runs[tool.name] ??= []).push(run);
      await runNode(tool.bin, ['clear'], { cwd: tool.dir, logFile: path.join(logs, `${tag}-clear.log`) }).catch(() => {});
      if (steps.has('cold')) run.cold = await build(tool, tag, logs, 'cold');
      save();
      if (steps.has('warm') && !run.cold?.error) {
        const file = path.join(tool.dir, page);
        const original = readFileSync(file, 'utf8');
        writeFileSync(file, `${original.trimEnd()}\n\nThis paragraph was added by bench/site.mjs (${tool.name}, round ${round}).\n`);
        run.warm = await build(tool, tag, logs, 'warm').finally(() => writeFileSync(file, original));
        save();
      }
      const failed = ['cold', 'warm'].find((step) => run[step]?.error);
      console.log(`  round ${round} ${tool.label.padEnd(11)} cold ${run.cold?.wallS ?? '-'} s / ${run.cold?.peakRssMB ?? '-'} MB, ${run.cold?.routes ?? '-'} routes, warm ${run.warm?.wallS ?? '-'} s${failed ? `  FAILED (${failed}): ${run[failed].error.split('\n')[0]}` : ''}`);
    }
  }
  results.summaryMarkdown = summarise(results, list);
  results.finishedAt = new Date().toISOString();
  save();
  console.log(`\n${results.summaryMarkdown}\n\nfigures: ${path.relative(process.cwd(), path.join(work, 'results.json'))}`);
}

await runMain(main);
