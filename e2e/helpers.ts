/**
 * Shared helpers of the end-to-end tests: fixture paths, fixed ports, and starting and stopping
 * the real `folio` CLI as a child process (in its own process group, so a stop ends every process
 * it started).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const CLI = path.join(ROOT, 'packages/core/bin/folio.mjs');
export const BASIC_DIR = path.join(ROOT, 'tests/fixtures/basic');
export const LINKS_DIR = path.join(ROOT, 'tests/fixtures/links');
export const UNICODE_DIR = path.join(ROOT, 'tests/fixtures/unicode');
export const TMP_DIR = path.join(ROOT, 'tests/.tmp');

/** Servers started by global-setup (static, built sites). */
export const BASIC_PORT = 4310;
export const LINKS_PORT = 4311;
export const UNICODE_PORT = 4312;
/** The dev server of dev.spec.ts. */
export const DEV_PORT = 4320;

export const BASIC_URL = `http://127.0.0.1:${BASIC_PORT}`;
export const LINKS_URL = `http://127.0.0.1:${LINKS_PORT}`;
export const UNICODE_URL = `http://127.0.0.1:${UNICODE_PORT}`;
export const DEV_URL = `http://127.0.0.1:${DEV_PORT}`;

/** Values of tests/fixtures/basic/site.config.ts. */
export const BASIC_SITE = { title: 'Basic Site', url: 'https://basic.example.com' };

/** `folio build <siteDir>`; rejects with the CLI's output when it exits with another code than 0. */
export function buildSite(siteDir: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, 'build', siteDir], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) resolve(output);
      else reject(new Error(`folio build ${path.relative(ROOT, siteDir)} exited with ${code ?? signal}:\n${output}`));
    });
  });
}

export interface RunningCli {
  child: ChildProcess;
  /** Everything the process printed so far. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Start `folio <command> <siteDir> [extraArgs] --port <port> --host 127.0.0.1` and resolve once
 * it answers an HTTP request (e.g. `extraArgs: ['--dir', outDir]` serves a build made with
 * --out-dir). Fails with the process output if it exits first or does not answer in time.
 */
export async function startCli(
  command: 'serve' | 'dev',
  siteDir: string,
  port: number,
  timeoutMs = 30_000,
  extraArgs: string[] = [],
): Promise<RunningCli> {
  const child = spawn(process.execPath, [CLI, command, siteDir, ...extraArgs, '--port', String(port), '--host', '127.0.0.1'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group: stop() ends the CLI and anything it spawned
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let exited = false;
  const exitedPromise = new Promise<void>((resolve) => child.on('exit', () => ((exited = true), resolve())));

  const stop = async () => {
    if (exited || child.pid === undefined) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return; // already gone
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 3_000);
    await exitedPromise;
    clearTimeout(timer);
  };

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited) throw new Error(`folio ${command} ${path.relative(ROOT, siteDir)} exited before answering:\n${output}`);
    if (await answers(port)) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`folio ${command} ${path.relative(ROOT, siteDir)} did not answer on port ${port} within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, output: () => output, stop };
}

/** Whether something answers HTTP on 127.0.0.1:port. */
export function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path: '/', method: 'GET', timeout: 2_000 }, (res) => {
      res.resume();
      res.on('end', () => resolve(true));
    });
    req.on('error', () => resolve(false));
    req.on('timeout', () => {
      req.destroy();
      resolve(false);
    });
    req.end();
  });
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * GET a path exactly as written (no URL normalisation, unlike fetch and Playwright's request,
 * which resolve `..` segments before sending).
 */
export function rawGet(port: number, rawPath: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: rawPath, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** What each page of tests/fixtures/basic must show (its route path → texts). */
export const BASIC_PAGES: Record<string, { h1: string; title: string; description: string; text: string }> = {
  '/': {
    h1: 'Welcome',
    title: 'Welcome | Basic Site',
    description: 'The home page of the basic fixture.',
    text: 'This is the home page. Read the first guide or the second.',
  },
  '/guides/first': {
    h1: 'First guide',
    title: 'First guide | Basic Site',
    description: 'How to begin.',
    text: 'Intro paragraph of the first guide.',
  },
  '/guides/second': {
    h1: 'Second guide',
    title: 'Second guide | Basic Site',
    description: 'An MDX page with an expression.',
    // `{answer}` is `6 * 7`: the expression must be evaluated when the page is prerendered.
    text: 'The answer is 42.',
  },
};

/** Route paths listed in a sitemap.xml, relative to the site URL (`https://x.com/a` → `/a`). */
export function sitemapPaths(xml: string, siteUrl: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => {
    const loc = decodeEntities(match[1]!);
    if (!loc.startsWith(`${siteUrl}/`)) throw new Error(`sitemap entry ${loc} is not under ${siteUrl}`);
    return loc.slice(siteUrl.length);
  });
}

export function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');
}

/** Every `<name ...>` start tag of an HTML string, with its attributes (names lower-cased, values decoded). */
export function startTags(html: string, name: string): Record<string, string>[] {
  const tags: Record<string, string>[] = [];
  for (const match of html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'gi'))) {
    const attributes: Record<string, string> = {};
    for (const attribute of match[1]!.matchAll(/([^\s"'=<>/]+)(?:\s*=\s*"([^"]*)")?/g)) {
      attributes[attribute[1]!.toLowerCase()] = decodeEntities(attribute[2] ?? '');
    }
    tags.push(attributes);
  }
  return tags;
}

/** The text of an HTML fragment: tags removed, entities decoded, white space collapsed. */
export function htmlText(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ').replace(/\s+([.,!?])/g, '$1').trim();
}
