#!/usr/bin/env node
/**
 * What every locale costs: one synthetic docs corpus (bench/generate.mjs, --pages, default 100)
 * built by Folio with 1, 3 and 10 locales in one `folio build`, first with no translated content
 * (every locale shows the default locale's text: the build still makes each locale's pages) and
 * then with every page translated (a copy of each page under i18n/<locale>/docs/current/, its
 * text marked per locale, so that nothing is shared through the compile cache).
 *
 * Each build is cold for Folio's caches (`folio clear` first) and run --runs times (median). The
 * figures are the wall time, the ratio to N times the one-locale build (the bar: well
 * under 1), and the peak RSS of the process against the one-locale build's.
 *
 * CLI: node bench/i18n-cost.mjs [--pages 100] [--runs 1] [--locales 1,3,10]
 */
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createCorpus, writeFolioSite } from './generate.mjs';
import { ROOT, runMain, startFolio } from './lib/processes.mjs';
import { formatTable, kbToMB, median, round } from './lib/stats.mjs';

const LOCALES = ['en', 'fr', 'de', 'es', 'it', 'pt-BR', 'ja', 'zh-Hans', 'ko', 'nl'];

const { values } = parseArgs({
  options: { pages: { type: 'string', default: '100' }, runs: { type: 'string', default: '1' }, locales: { type: 'string', default: '1,3,10' } },
});
const pages = Number(values.pages);
const runs = Number(values.runs);
const counts = values.locales.split(',').map(Number);
const WORK = path.join(ROOT, 'bench/.work/i18n-cost');

/** The corpus's site, its config given `count` locales; `translated`: every page copied into each other locale's folder. */
function writeSite(dir, count, translated) {
  rmSync(dir, { recursive: true, force: true });
  writeFolioSite({ dir, corpus: createCorpus({ pages }) });
  const locales = LOCALES.slice(0, count);
  const configFile = path.join(dir, 'site.config.ts');
  const i18n = `  i18n: { defaultLocale: 'en', locales: ${JSON.stringify(locales)} },\n  onBrokenLinks:`;
  writeFileSync(configFile, readFileSync(configFile, 'utf8').replace('  onBrokenLinks:', i18n));
  if (!translated) return;
  for (const locale of locales.slice(1)) {
    const target = path.join(dir, 'i18n', locale, 'docs', 'current');
    mkdirSync(target, { recursive: true });
    copyTranslated(path.join(dir, 'docs'), target, locale);
  }
}

/** Each Markdown file of `from`, its text marked as `locale`'s (a title and every paragraph differ). */
function copyTranslated(from, to, locale) {
  for (const name of readdirSync(from)) {
    const source = path.join(from, name);
    const target = path.join(to, name);
    if (statSync(source).isDirectory()) {
      mkdirSync(target, { recursive: true });
      copyTranslated(source, target, locale);
    } else if (name.endsWith('.md')) {
      const text = readFileSync(source, 'utf8');
      writeFileSync(target, text.replace(/^title: (['"]?)(.*)\1$/m, `title: $1$2 (${locale})$1`).replace(/^([A-Z][^\n]*\.)$/gm, `$1 [${locale}]`));
    } else cpSync(source, target);
  }
}

async function timedBuild(dir) {
  const clear = startFolio(['clear', dir]);
  await clear.exited;
  const run = startFolio(['build', dir]);
  const { code, wallMs } = await run.exited;
  if (code !== 0) throw new Error(`folio build failed in ${dir}:\n${run.output.slice(-3000)}`);
  const pagesBuilt = Number(/built (\d+) pages/.exec(run.output)?.[1]);
  return { wallMs, peakKB: run.reported()?.maxRssKB ?? run.treePeakKB(), pagesBuilt };
}

async function main() {
  const rows = [];
  for (const translated of [false, true]) {
    let one;
    for (const count of counts) {
      const dir = path.join(WORK, `${translated ? 'translated' : 'untranslated'}-${count}`);
      writeSite(dir, count, translated && count > 1);
      const samples = [];
      for (let i = 0; i < runs; i++) samples.push(await timedBuild(dir));
      const wall = median(samples.map((s) => s.wallMs));
      const peak = median(samples.map((s) => s.peakKB));
      if (count === 1) one = { wall, peak };
      rows.push({ content: translated ? 'translated' : 'untranslated', count, pages: samples[0].pagesBuilt, wall, peak, ratio: one ? wall / (count * one.wall) : undefined, peakRatio: one ? peak / one.peak : undefined });
      console.log(`${rows.at(-1).content} ${count} locale(s): ${round(wall / 1000, 2)} s, ${kbToMB(peak)} MB`);
    }
  }
  console.log(
    '\n' +
      formatTable(
        `folio build, ${pages} docs pages per locale, cold caches, median of ${runs}`,
        [
          { title: 'content', get: (r) => r.content },
          { title: 'locales', get: (r) => r.count },
          { title: 'pages', get: (r) => r.pages },
          { title: 'wall s', get: (r) => round(r.wall / 1000, 2) },
          { title: 'vs N × 1 locale', get: (r) => round(r.ratio, 2) },
          { title: 'peak MB', get: (r) => kbToMB(r.peak) },
          { title: 'peak vs 1 locale', get: (r) => round(r.peakRatio, 2) },
        ],
        rows,
      ),
  );
}

runMain(main);
