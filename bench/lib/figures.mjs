/** Figures both comparison runners (compare.mjs, site.mjs) take from a build and how they print them. */
import { existsSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { kbToMB, round } from './stats.mjs';

/** Wall time, peak RSS (the process's maxRSS, all threads, or its sampled process tree if larger), CPU. */
export function buildFigures(run) {
  const peakKB = Math.max(run.maxRssKB ?? 0, run.treePeakKB ?? 0);
  return { wallS: round(run.wallMs / 1000, 2), peakRssMB: kbToMB(peakKB), cpuS: round(run.cpuS, 1), otherCpuPercent: run.otherCpuPercent };
}

/** Every file under `dir` (relative paths, sorted) whose name matches `pattern`. */
export function filesUnder(dir, pattern) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** The routes a build wrote: its HTML files (the 404 page included), as site.mjs and compare.mjs count them. */
export const routesIn = (outDir) => filesUnder(outDir, /\.html$/).length;

/** `object.a.b` for the key `'a.b'`; undefined when a part is missing. */
export const pick = (object, key) => key.split('.').reduce((value, part) => (value == null ? undefined : value[part]), object);

/** A Markdown table: the first column left-aligned, the others right-aligned; empty cells for undefined. */
export function markdownTable(header, rows) {
  const line = (cells) => `| ${cells.map((cell) => (cell === undefined ? '' : String(cell))).join(' | ')} |`;
  return [line(header), line(header.map((_, i) => (i ? '---:' : '---'))), ...rows.map(line)].join('\n');
}

/** One figure over another (Folio's over another tool's, a blog's over docs'), to three decimals; empty when either is missing or zero. */
export const ratio = (folio, other) => (typeof folio === 'number' && typeof other === 'number' && other ? (folio / other).toFixed(3) : '');

/** The machine a run's figures come from, kept with them. */
export const machine = () => ({
  cpus: os.cpus().length,
  model: os.cpus()[0]?.model,
  memoryGB: round(os.totalmem() / 2 ** 30, 1),
  node: process.version,
  platform: `${os.platform()} ${os.release()}`,
});
