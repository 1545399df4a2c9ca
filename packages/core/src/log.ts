/** Console output of the CLI: one prefix, timed tasks, warnings counted. */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

export interface Timing {
  name: string;
  ms: number;
}

/** Set once by the CLI from its settings (settings.ts): `quiet` drops info lines, `memory` adds memory to timings. */
const options = { quiet: false, memory: false };

export function configureLog(settings: { quiet: boolean; memory: boolean }): void {
  options.quiet = settings.quiet;
  options.memory = settings.memory;
}

export const log = {
  info(message: string): void {
    if (!options.quiet) console.log(`[folio] ${message}`);
  },
  warn(message: string): void {
    console.warn(`[folio] warning: ${message}`);
  },
  error(message: string): void {
    console.error(`[folio] error: ${message}`);
  },
};

/** Run one named stage, print its duration, and record it in `timings`. */
export async function task<T>(name: string, timings: Timing[], run: () => Promise<T> | T): Promise<T> {
  const start = performance.now();
  const result = await run();
  const ms = performance.now() - start;
  timings.push({ name, ms });
  log.info(`${name.padEnd(22)} ${ms.toFixed(0).padStart(6)} ms${options.memory ? memory() : ''}`);
  return result;
}

/** With `memory` (FOLIO_MEMORY=1): after each stage, the process's memory (for profiling the build). */
function memory(): string {
  const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
  const mb = (bytes: number) => `${Math.round(bytes / 1048576)} MB`;
  return `  (rss ${mb(rss)}${linuxRss(mb)}, heap ${mb(heapUsed)} of ${mb(heapTotal)}, external ${mb(external)}, buffers ${mb(arrayBuffers)})`;
}

/** On Linux: the peak so far, and how much of the RSS is anonymous memory and how much mapped files. */
function linuxRss(mb: (bytes: number) => string): string {
  let status: string;
  try {
    status = readFileSync('/proc/self/status', 'utf8');
  } catch {
    return '';
  }
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return ` [peak ${mb(field('VmHWM'))}, anon ${mb(field('RssAnon'))}, file ${mb(field('RssFile'))}]`;
}
