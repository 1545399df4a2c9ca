/**
 * Helpers for the CLI integration tests: run the real `folio` CLI in a child process, make
 * throw-away copies of fixture sites under tests/.tmp/ (git-ignored), edit them, and fingerprint
 * build output folders.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const CLI = path.join(REPO_ROOT, 'packages/core/bin/folio.mjs');
export const FIXTURES = path.join(REPO_ROOT, 'tests/fixtures');
export const TMP_ROOT = path.join(REPO_ROOT, 'tests/.tmp');

export interface CliResult {
  /** Exit code, or null when the process was killed (see `timedOut` and `signal`). */
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  /** stderr exactly as written (ANSI escapes included). */
  rawStderr: string;
  /** stderr with ANSI escapes removed, for matching. */
  stderr: string;
  /** True when the process had to be killed because it did not exit in time (a hang). */
  timedOut: boolean;
  ms: number;
}

export interface RunOptions {
  cwd?: string;
  /** Kill the process (and report `timedOut`) after this long. Default 45 s. */
  timeoutMs?: number;
  env?: Record<string, string | undefined>;
}

const ANSI = /\x1b\[[0-9;?]*[ -/]*[@-~]/g;

export function stripAnsi(text: string): string {
  return text.replace(ANSI, '');
}

export function hasAnsi(text: string): boolean {
  return /\x1b\[/.test(text);
}

/** The environment of a plain, non-interactive shell (no vitest variables, no forced colour). */
function childEnv(extra: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of Object.keys(env)) {
    if (key.startsWith('VITEST') || key === 'TEST' || key === 'NODE_ENV' || key === 'FORCE_COLOR' || key === 'NO_COLOR') {
      delete env[key];
    }
  }
  env.FOLIO_QUIET = '1';
  for (const [key, value] of Object.entries(extra)) {
    if (value === undefined) delete env[key];
    else env[key] = value;
  }
  return env;
}

/** Run `node packages/core/bin/folio.mjs ...args` and collect its output and exit code. */
export function runFolio(args: string[], options: RunOptions = {}): Promise<CliResult> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      cwd: options.cwd ?? REPO_ROOT,
      env: childEnv(options.env),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, options.timeoutMs ?? 45_000);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({
        code,
        signal,
        stdout,
        rawStderr: stderr,
        stderr: stripAnsi(stderr),
        timedOut,
        ms: performance.now() - started,
      });
    });
  });
}

/** A short description of a CLI run for assertion messages. */
export function describeRun(result: CliResult): string {
  return `exit ${result.code}${result.signal ? ` (${result.signal})` : ''}${result.timedOut ? ' TIMED OUT' : ''}\n--- stderr ---\n${result.stderr}\n--- stdout ---\n${result.stdout}`;
}

const created: string[] = [];
let counter = 0;

/** A fresh, unique, empty folder under tests/.tmp/ (removed by `removeTempDirs`). */
export function makeTempDir(label: string): string {
  mkdirSync(TMP_ROOT, { recursive: true });
  const safe = label.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '').toLowerCase().slice(0, 40);
  const dir = path.join(TMP_ROOT, `${safe}-${process.pid}-${++counter}-${Math.random().toString(36).slice(2, 8)}`);
  mkdirSync(dir);
  created.push(dir);
  return dir;
}

/** Remove every folder made by `makeTempDir` in this process (kept when FOLIO_KEEP_TMP=1). */
export function removeTempDirs(): void {
  if (process.env.FOLIO_KEEP_TMP === '1') return;
  for (const dir of created.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/**
 * Copy a site into a new temp folder. By default the build output and caches of the source are
 * left behind (`withOutput: true` copies them too, e.g. to start from an already built site).
 */
export function copySite(from: string, label: string, options: { withOutput?: boolean } = {}): string {
  const dir = makeTempDir(label);
  cpSync(from, dir, {
    recursive: true,
    filter: (src) => {
      if (options.withOutput) return true;
      const rel = path.relative(from, src).split(path.sep);
      return rel[0] !== 'build' && rel[0] !== 'node_modules' && !/\.(tmp|old)-/.test(rel[0] ?? '');
    },
  });
  return dir;
}

export function readText(site: string, file: string): string {
  return readFileSync(path.join(site, file), 'utf8');
}

export function writeText(site: string, file: string, text: string): void {
  const target = path.join(site, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, text);
}

/** Replace `search` (which must occur exactly once) in a site's file. */
export function replaceIn(site: string, file: string, search: string, replacement: string): void {
  const text = readText(site, file);
  const at = text.indexOf(search);
  if (at === -1 || text.indexOf(search, at + 1) !== -1) {
    throw new Error(`expected exactly one ${JSON.stringify(search)} in ${file}`);
  }
  writeText(site, file, text.slice(0, at) + replacement + text.slice(at + search.length));
}

/** 1-based line of the first line of `file` that contains `needle`. */
export function lineOf(site: string, file: string, needle: string): number {
  const index = readText(site, file)
    .split('\n')
    .findIndex((line) => line.includes(needle));
  if (index === -1) throw new Error(`${JSON.stringify(needle)} not found in ${file}`);
  return index + 1;
}

/** `relative/path → sha256` for every file under `dir`, sorted by path. */
export function hashTree(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else out[path.relative(dir, full).split(path.sep).join('/')] = createHash('sha256').update(readFileSync(full)).digest('hex');
    }
  };
  walk(dir);
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** Leftovers of an interrupted output swap: `build.tmp-*`, `build.old-*` (any outDir name). */
export function leftoverTempFolders(site: string): string[] {
  return existsSync(site) ? readdirSync(site).filter((name) => /\.(tmp|old)-/.test(name)) : [];
}

/** What a build folder looks like now: index.html bytes and every file's hash. */
export interface OutputSnapshot {
  indexHtml: Buffer;
  files: Record<string, string>;
}

export function snapshotOutput(outDir: string): OutputSnapshot {
  return { indexHtml: readFileSync(path.join(outDir, 'index.html')), files: hashTree(outDir) };
}

/** Listen on a free port of 127.0.0.1 (chosen by the OS, so parallel tests never collide). */
export async function occupyPort(host = '127.0.0.1'): Promise<{ port: number; close(): Promise<void> }> {
  const server: Server = createServer((socket) => socket.destroy());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => resolve());
  });
  const address = server.address();
  if (!address || typeof address !== 'object') throw new Error('no port');
  return {
    port: address.port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Memoise an async function: several tests can assert different things about one CLI run. */
export function once<T>(run: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => (pending ??= run());
}

/**
 * As root: can user `uid` read `file` (every folder above it searchable)? A clone under a private
 * folder (`mktemp -d` makes it 0700) cannot be read by another user, so tests that run the CLI as
 * that user are skipped there.
 */
export function userCanRead(uid: number, file: string): boolean {
  if (process.getuid?.() !== 0) return false;
  const script = `require('node:fs').accessSync(${JSON.stringify(file)}, require('node:fs').constants.R_OK)`;
  return spawnSync(process.execPath, ['-e', script], { uid, gid: uid, stdio: 'ignore' }).status === 0;
}
