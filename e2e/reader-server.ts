/**
 * The site the reader-*.spec.ts files read: tests/fixtures/theme (two doc versions, announcement
 * bar, colour mode following the system, features page, built-in search), built with the real
 * CLI once per worker into its own folder under tests/.tmp/, and served with `folio serve` by each
 * spec file that calls serveReaderSite() (started in beforeAll, stopped in afterAll).
 *
 * Ports: 4400 + workerIndex * 10 + n, n counting the servers this worker has started (mod 10), so
 * two workers, or two spec files in one worker, never share a port.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect } from '@playwright/test';
import { CLI, ROOT, TMP_DIR, startCli, type RunningCli } from './helpers';

export { expect };

export const THEME_DIR = path.join(ROOT, 'tests/fixtures/theme');

/** Values of tests/fixtures/theme/site.config.ts. */
export const THEME_SITE = {
  title: 'Theme Site',
  url: 'https://theme.example.com',
  announcementId: 'release-2',
  editUrl: 'https://github.com/example/theme/tree/main/',
};

/** Run the CLI to the end; rejects with its output when it exits with another code than 0. */
function runCli(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) resolve(output);
      else reject(new Error(`folio ${args.join(' ')} exited with ${code ?? signal}:\n${output}`));
    });
  });
}

/** `folio build <siteDir> --out-dir <outDir>`. */
export async function buildInto(siteDir: string, outDir: string): Promise<void> {
  await runCli(['build', siteDir, '--out-dir', outDir]);
}

export function serveDir(siteDir: string, dir: string, port: number, timeoutMs = 30_000): Promise<RunningCli> {
  return startCli('serve', siteDir, port, timeoutMs, ['--dir', dir]);
}

interface WorkerFixtures {
  /** Which fixture site the worker builds (an option: `test.use({ readerSiteDir })`). */
  readerSiteDir: string;
  /** The absolute folder the worker built it into. */
  readerBuild: string;
}

/** Playwright's test with the worker's build of the fixture (built on first use, removed at the end). */
export const test = base.extend<object, WorkerFixtures>({
  readerSiteDir: [THEME_DIR, { scope: 'worker', option: true }],
  readerBuild: [
    async ({ readerSiteDir }, use, workerInfo) => {
      const outDir = path.join(TMP_DIR, `reader-${path.basename(readerSiteDir)}-w${workerInfo.workerIndex}-${process.pid}`);
      rmSync(outDir, { recursive: true, force: true });
      await buildInto(readerSiteDir, outDir);
      await use(outDir);
      rmSync(outDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});

/** Servers this worker has started so far (the `n` of the port). */
let started = 0;

export interface ReaderSite {
  /** `http://127.0.0.1:<port>`, set once beforeAll has run. */
  readonly url: string;
  readonly port: number;
}

/**
 * Serve the worker's build for the tests of the calling spec file: started in beforeAll (or by the
 * first test's baseURL, which Playwright resolves before the beforeAll hooks run), stopped in
 * afterAll; the tests' baseURL points at it, so `page.goto('/next/features')` works.
 */
export function serveReaderSite(): ReaderSite {
  let serving: Promise<RunningCli> | undefined;
  let port = 0;
  const site: ReaderSite = {
    get url() {
      if (!port) throw new Error('the reader site is not served (serveReaderSite() starts it for the tests of a spec file)');
      return `http://127.0.0.1:${port}`;
    },
    get port() {
      return port;
    },
  };
  const ensureServed = (siteDir: string, build: string, workerIndex: number): Promise<RunningCli> => {
    if (!serving) {
      port = 4400 + workerIndex * 10 + (started++ % 10);
      serving = serveDir(siteDir, build, port);
    }
    return serving;
  };

  test.beforeAll(async ({ readerSiteDir, readerBuild }, workerInfo) => {
    await ensureServed(readerSiteDir, readerBuild, workerInfo.workerIndex);
  });
  test.afterAll(async () => {
    const server = serving;
    serving = undefined;
    port = 0;
    await (await server?.catch(() => undefined))?.stop();
  });
  test.use({
    baseURL: async ({ readerSiteDir, readerBuild }, use, testInfo) => {
      await ensureServed(readerSiteDir, readerBuild, testInfo.workerIndex);
      await use(site.url);
    },
  });
  return site;
}
