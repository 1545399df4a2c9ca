/** Console output of the CLI: one prefix, timed tasks with their progress, warnings counted, config notices said once. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { isMainThread } from 'node:worker_threads';
import { NoticeMemory, sayNotices, type SayNotices } from './log-notices.ts';
import { ProgressPrinter } from './progress.ts';

export interface Timing {
  name: string;
  ms: number;
}

export interface LogSettings {
  /** Drop info lines and progress (FOLIO_QUIET=1). */
  quiet: boolean;
  /** Add the process's memory to each timing (FOLIO_MEMORY=1). */
  memory: boolean;
  /** `--verbose`: every config notice, every time. */
  verbose?: boolean;
  /** The command running (`build`, `dev`, `serve`), which the notices' hint names. */
  command?: string;
  /** The site's cache folder, where the config notices said are remembered (none: said every run). */
  cacheDir?: (siteDir: string) => string;
  /** Where progress goes (tests); by default process.stdout, live when it is a terminal. */
  progress?: ProgressPrinter;
}

/** Set by the CLI from its settings and flags (settings.ts, cli.ts); `memory` adds memory to timings. */
const options: Omit<LogSettings, 'progress'> = { quiet: false, memory: false, verbose: false, command: 'build' };
let printer: ProgressPrinter | undefined;
/** The config notices this process said (log-notices.ts). */
const noticesSaid = new Set<string>();

export function configureLog(settings: LogSettings): void {
  options.quiet = settings.quiet;
  options.memory = settings.memory;
  options.verbose = settings.verbose ?? false;
  options.command = settings.command ?? 'build';
  options.cacheDir = settings.cacheDir;
  printer = settings.progress;
}

/** The progress printer of this process: none in a worker or when quiet. */
function progressPrinter(): ProgressPrinter | undefined {
  if (options.quiet || !isMainThread) return undefined;
  printer ??= new ProgressPrinter(process.stdout, {
    now: () => performance.now(),
    every: (ms, tick) => {
      const timer = setInterval(tick, ms);
      timer.unref();
      return () => clearInterval(timer);
    },
  });
  return printer;
}

const warningListeners = new Set<(message: string) => void>();

/** `listener` hears every warning printed from now until the function returned is called (build/bundle-memo.ts keeps the bundle's). */
export function onWarning(listener: (message: string) => void): () => void {
  warningListeners.add(listener);
  return () => warningListeners.delete(listener);
}

export const log = {
  info(message: string): void {
    if (options.quiet) return;
    printer?.clear();
    console.log(`[folio] ${message}`);
  },
  warn(message: string): void {
    printer?.clear();
    console.warn(`[folio] warning: ${message}`);
    for (const listener of warningListeners) listener(message);
  },
  error(message: string): void {
    printer?.clear();
    console.error(`[folio] error: ${message}`);
  },
  /** `done` of `total` units of the running step are done (pages compiled, routes rendered): its progress line shows them. */
  progress(done: number, total: number): void {
    progressPrinter()?.update(done, total);
  },
  /**
   * The notices about a config to print now, as warnings (the caller prints them); a line about
   * those not printed is printed here. See log-notices.ts.
   */
  configNotices(siteDir: string, input: SayNotices): string[] {
    const memory = options.cacheDir ? new NoticeMemory(path.join(options.cacheDir(siteDir), 'notices.json')) : undefined;
    const output = sayNotices(input, { verbose: options.verbose ?? false, command: options.command ?? 'build', saidHere: noticesSaid, ...(memory ? { memory } : {}) });
    if (output.info) log.info(output.info);
    return output.warnings;
  },
};

/** Run one named stage, print its duration, and record it in `timings`. */
export async function task<T>(name: string, timings: Timing[], run: () => Promise<T> | T): Promise<T> {
  const start = performance.now();
  const shown = progressPrinter();
  shown?.start(name);
  let result: T;
  try {
    result = await run();
  } finally {
    shown?.end(name);
  }
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
