#!/usr/bin/env node
/**
 * What a build over several machines costs: one synthetic docs corpus (bench/generate.mjs,
 * --pages, default 10000; a share --mdx of its pages, default 0.2, given an MDX expression and a
 * component), built
 *   1. once whole, cold (no cache: the baseline);
 *   2. in a fresh copy, as --shards slices (default 4) one after another on this machine, the first
 *      cold, the others finding what the first compiled in the local cache (as a CI matrix with a
 *      shared cache would), then merged.
 * It prints each build's wall time and peak RSS, the sum of the shards and the merge against the
 * single build, and whether the merged output is the single build's, byte for byte.
 *
 * CLI: node bench/shards.mjs [--pages 10000] [--mdx 0.2] [--shards 4]
 */
import { appendFileSync, cpSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createCorpus, writeFolioSite } from './generate.mjs';
import { ROOT, runMain, startFolio } from './lib/processes.mjs';
import { formatTable, kbToMB, round } from './lib/stats.mjs';

const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '10000' },
    mdx: { type: 'string', default: '0.2' },
    shards: { type: 'string', default: '4' },
  },
});
const pages = Number(values.pages);
const mdxShare = Number(values.mdx);
const count = Number(values.shards);
const WORK = path.join(ROOT, 'bench/.work/shards');

/** Every file of `dir` (recursively), as `relative path → sha256`, in a list of pairs. */
function treeOf(dir) {
  const files = [];
  const walk = (folder) => {
    for (const name of readdirSync(folder).sort()) {
      const file = path.join(folder, name);
      if (statSync(file).isDirectory()) walk(file);
      else files.push(`${path.relative(dir, file)} ${createHash('sha256').update(readFileSync(file)).digest('hex')}`);
    }
  };
  walk(dir);
  return files.join('\n');
}

/** A share of the Markdown pages given an MDX expression and a component. */
function makeMdx(dir) {
  const files = [];
  const walk = (folder) => {
    for (const name of readdirSync(folder).sort()) {
      const file = path.join(folder, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (name.endsWith('.md')) files.push(file);
    }
  };
  walk(path.join(dir, 'docs'));
  const every = Math.max(1, Math.round(1 / mdxShare));
  files.forEach((file, index) => {
    if (index % every === 0) appendFileSync(file, `\nexport const depth = ${index % 7} + 3;\n\n<details><summary>Depth</summary>The default depth is {depth * 2} metres.</details>\n`);
  });
}

async function build(name, args) {
  const run = startFolio(['build', ...args]);
  const { code, wallMs } = await run.exited;
  if (code !== 0) throw new Error(`folio build ${args.join(' ')} failed:\n${run.output.slice(-3000)}`);
  const step = (label) => Number(new RegExp(`${label}\\s+(\\d+) ms`).exec(run.output)?.[1]) || '';
  return { name, wallMs, peakKB: run.reported()?.maxRssKB ?? run.treePeakKB(), compile: step('compile pages'), bundle: step('bundle client\\+server'), prerender: step('prerender') };
}

async function main() {
  const template = path.join(WORK, 'template');
  rmSync(WORK, { recursive: true, force: true });
  writeFolioSite({ dir: template, corpus: createCorpus({ pages }) });
  makeMdx(template);
  const copy = (name) => {
    const dir = path.join(WORK, name);
    cpSync(template, dir, { recursive: true });
    return dir;
  };
  const single = copy('single');
  const rows = [await build('single build, cold', [single])];
  const sharded = copy('sharded');
  const dirs = [];
  for (let index = 1; index <= count; index++) {
    dirs.push(`shard-${index}`);
    rows.push(await build(`shard ${index}/${count}`, [sharded, '--shard', `${index}/${count}`, '--out-dir', `shard-${index}`]));
  }
  rows.push(await build('merge', [sharded, '--merge', ...dirs]));
  const parts = rows.slice(1);
  const sum = parts.reduce((total, row) => total + row.wallMs, 0);
  rows.push({ name: `${count} shards + merge`, wallMs: sum, peakKB: Math.max(...parts.map((row) => row.peakKB)), compile: '', bundle: '', prerender: '' });
  const baseline = rows[0].wallMs;
  console.log(
    '\n' +
      formatTable(
        `folio build, ${pages} docs pages (${Math.round(mdxShare * 100)} % MDX), one machine`,
        [
          { title: 'build', get: (r) => r.name },
          { title: 'wall s', get: (r) => round(r.wallMs / 1000, 2) },
          { title: 'vs single', get: (r) => round(r.wallMs / baseline, 2) },
          { title: 'compile ms', get: (r) => r.compile },
          { title: 'bundle ms', get: (r) => r.bundle },
          { title: 'prerender ms', get: (r) => r.prerender },
          { title: 'peak MB', get: (r) => kbToMB(r.peakKB) },
        ],
        rows,
      ),
  );
  const same = treeOf(path.join(single, 'build')) === treeOf(path.join(sharded, 'build'));
  console.log(`\nthe merged output is the single build's, byte for byte: ${same ? 'yes' : 'NO'}`);
  if (!same) process.exitCode = 1;
}

runMain(main);
