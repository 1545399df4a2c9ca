/**
 * Child-process helpers for the benchmark: run the Folio CLI with the peak-RSS preload, time it,
 * sample the process tree's memory, stop servers, and make sure nothing is left running.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { machineCpu, otherCpuPercent, processCpuS } from './cpu.mjs';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const FOLIO_BIN = path.join(ROOT, 'packages/core/bin/folio.mjs');
const PRELOAD = pathToFileURL(fileURLToPath(new URL('./peak-rss-preload.mjs', import.meta.url))).href;

/** Every child started here and not yet known to have exited (killed on exit). */
const live = new Set();
const rssDir = mkdtempSync(path.join(os.tmpdir(), 'folio-bench-rss-'));
let rssFiles = 0;

/** Kill (SIGKILL) the process groups of every child still running. Safe to call repeatedly. */
export function killAll() {
  for (const child of live) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  live.clear();
  rmSync(rssDir, { recursive: true, force: true });
}

/** Run a runner's `main`, never leaving a child behind: on normal exit, on failure and on Ctrl-C or SIGTERM. */
export async function runMain(main) {
  process.on('exit', killAll);
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      killAll();
      process.exit(130);
    });
  }
  try {
    await main();
  } finally {
    killAll();
  }
}

/**
 * Start `node --import peak-rss-preload folio.mjs ...args` in its own process group (so that it and
 * anything it starts can be killed together). stdin stays an open pipe: Vite's dev server exits
 * when its stdin ends. stdout and stderr are kept in memory and copied to `logFile`.
 */
export function startFolio(args, options = {}) {
  return startNode(FOLIO_BIN, args, { ...options, cwd: ROOT });
}

/**
 * The same for any Node.js script (another tool's CLI, such as Docusaurus'), run in `cwd`, so that
 * both tools are timed and their memory read in exactly the same way.
 */
export function startNode(script, args, { logFile, env = {}, cwd = ROOT } = {}) {
  const rssFile = path.join(rssDir, `rss-${++rssFiles}.json`);
  const startedAt = performance.now();
  const child = spawn(process.execPath, ['--import', PRELOAD, script, ...args], {
    cwd,
    detached: true,
    stdio: ['pipe', 'pipe', 'pipe'],
    env: { ...process.env, ...env, FOLIO_BENCH_RSS_FILE: rssFile, FORCE_COLOR: '0', NO_COLOR: '1' },
  });
  live.add(child);
  const log = logFile ? createWriteStream(logFile) : undefined;
  log?.write(`$ node ${path.relative(ROOT, script)} ${args.join(' ')}   (in ${path.relative(ROOT, cwd) || '.'})\n`);
  let output = '';
  // When the first and the last output arrived: start-up and shut-down cost show as the gaps.
  const outputAt = { first: undefined, last: undefined };
  // A stage's line is printed when it ends: the largest RSS sampled since the previous stage line.
  const stagePeakKB = {};
  const tree = sampleTreeRss(child.pid);
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      outputAt.first ??= performance.now() - startedAt;
      outputAt.last = performance.now() - startedAt;
      output += chunk;
      log?.write(chunk);
      for (const match of chunk.matchAll(/^\[folio\] (\S.*?)\s+\d+ ms$/gm)) stagePeakKB[match[1]] = tree.takeWindowKB();
    });
  }
  const exited = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      const endedAt = performance.now();
      live.delete(child);
      // Let the pipes drain before the caller reads the output.
      setTimeout(() => {
        log?.end();
        resolve({ code, signal, wallMs: endedAt - startedAt });
      }, 20);
    });
  });
  exited.then(() => tree.stop());
  return {
    child,
    pid: child.pid,
    startedAt,
    exited,
    get output() {
      return output;
    },
    /** ms from spawn to the first and the last chunk of output. */
    outputAt,
    /** Stage name → the process's largest sampled RSS during that stage (KB). */
    stagePeakKB,
    /** Peak of the summed RSS of the process and its descendants, sampled every 200 ms (KB). */
    treePeakKB: () => tree.peakKB,
    /** The preload's figures, written when the process exits or receives SIGTERM: { maxRssKB, cpuS }. */
    reported() {
      try {
        return JSON.parse(readFileSync(rssFile, 'utf8'));
      } catch {
        return {};
      }
    },
  };
}

/** Run the CLI to completion. Rejects (with the output's tail) on a non-zero exit or a timeout. */
export function runFolio(args, options = {}) {
  return runNode(FOLIO_BIN, args, { ...options, cwd: ROOT });
}

/** Run a Node.js script to completion in `cwd` (see startNode); the same result as runFolio. */
export async function runNode(script, args, { logFile, timeoutMs = 60 * 60 * 1000, cwd = ROOT, env } = {}) {
  const cpuBefore = machineCpu();
  const run = startNode(script, args, { logFile, cwd, env });
  const timer = setTimeout(() => stopProcess(run), timeoutMs);
  const { code, signal, wallMs } = await run.exited;
  const cpuAfter = machineCpu();
  clearTimeout(timer);
  if (code !== 0) {
    throw new Error(`${path.basename(script)} ${args.join(' ')} failed (${signal ?? `exit ${code}`}):\n${tail(run.output)}`);
  }
  const { maxRssKB, cpuS } = run.reported();
  return {
    wallMs,
    maxRssKB,
    cpuS,
    otherCpuPercent: otherCpuPercent(cpuBefore, cpuAfter, cpuS),
    treePeakKB: run.treePeakKB(),
    output: run.output,
    stagePeakKB: run.stagePeakKB,
    firstOutputMs: run.outputAt.first,
    afterLastOutputMs: run.outputAt.last === undefined ? undefined : wallMs - run.outputAt.last,
  };
}

/** SIGTERM the process (the preload records its peak RSS), then SIGKILL its group after `graceMs`. */
export async function stopProcess(run, graceMs = 5000) {
  if (!live.has(run.child)) return run.exited;
  try {
    process.kill(run.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-run.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }, graceMs);
  const result = await run.exited;
  clearTimeout(timer);
  // Anything the process started and left behind in its group goes too.
  try {
    process.kill(-run.pid, 'SIGKILL');
  } catch {
    // nothing left
  }
  return result;
}

/** Linux: a field of /proc/<pid>/status in KB (VmHWM = peak RSS so far, VmRSS = current RSS). */
export function procStatusKB(pid, field) {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

/** pid → parent pid for every process (Linux /proc); empty elsewhere. */
function parentMap() {
  const parents = new Map();
  if (!existsSync('/proc')) return parents;
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // Field 4 (ppid) follows the command name, which is in parentheses and may hold spaces.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(name), ppid);
    } catch {
      // exited while we looked
    }
  }
  return parents;
}

/** `pid` and all its living descendants. */
export function treePids(pid, parents = parentMap()) {
  const tree = new Set([pid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [child, parent] of parents) {
      if (tree.has(parent) && !tree.has(child)) {
        tree.add(child);
        grew = true;
      }
    }
  }
  return tree;
}

/** CPU seconds so far of the benchmark runner and every living descendant (dev server, browser): pid → s. */
export function runnerTreeCpu() {
  const cpu = new Map();
  for (const pid of treePids(process.pid)) cpu.set(pid, processCpuS(pid) ?? 0);
  return cpu;
}

/** CPU seconds the runner's tree used between two runnerTreeCpu() snapshots (exited processes are lost). */
export function treeCpuDelta(before, after) {
  let total = 0;
  for (const [pid, seconds] of after) total += seconds - (before.get(pid) ?? 0);
  return total;
}

/**
 * Sample, every `intervalMs`, the summed current RSS of `pid` and all its descendants. A cross-check
 * of the per-process figure that also counts helper processes; being sampled, it can miss short peaks.
 */
function sampleTreeRss(pid, intervalMs = 200) {
  // windowKB: the process's own largest RSS sample since the last takeWindowKB().
  const state = { peakKB: 0, windowKB: 0 };
  const sample = () => {
    let total = 0;
    for (const member of treePids(pid)) {
      const kb = procStatusKB(member, 'VmRSS') ?? 0;
      if (member === pid) state.windowKB = Math.max(state.windowKB, kb);
      total += kb;
    }
    state.peakKB = Math.max(state.peakKB, total);
  };
  const timer = setInterval(sample, intervalMs);
  timer.unref();
  return {
    get peakKB() {
      return state.peakKB || undefined;
    },
    /** The process's largest RSS since the previous call (samples and now), then start a new window. */
    takeWindowKB() {
      const now = procStatusKB(pid, 'VmRSS') ?? 0;
      const peak = Math.max(state.windowKB, now);
      state.windowKB = 0;
      return peak || undefined;
    },
    stop: () => clearInterval(timer),
  };
}

/** A TCP port that is free on 127.0.0.1 right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export function tail(text, lines = 30) {
  return text.trimEnd().split('\n').slice(-lines).join('\n');
}
