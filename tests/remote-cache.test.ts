/**
 * The build cache shared by machines, against the self-hosted Turborepo remote-cache server from
 * npm (ducktors' turborepo-remote-cache, local storage), installed and started by the test: what
 * one build compiles and renders, a build of the same site elsewhere (another folder, no local
 * cache) takes from the server; an artifact changed on the server is refused; read-only builds write nothing;
 * a server that does not answer, or no signature key, never fails a build.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const ROOT = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const FIXTURE = path.join(ROOT, 'tests/fixtures/remote-cache');
const WORK = path.join(ROOT, 'tests/.tmp', `remote-cache-${process.pid}`);
const STORAGE = path.join(WORK, 'storage');
const SERVER_VERSION = '2.12.0';
const TOKEN = 'lock-keeper-token';
const TEAM = 'docs';

let server: ChildProcess | undefined;
let api = '';

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** Builds a copy of the fixture in its own folder (no local cache), with `env` on top of the remote cache's settings. */
async function build(name: string, env: Record<string, string | undefined> = {}, edit?: (siteDir: string) => void) {
  const siteDir = path.join(WORK, name);
  cpSync(FIXTURE, siteDir, { recursive: true });
  edit?.(siteDir);
  const base = { ...process.env, FOLIO_QUIET: '0', TURBO_API: api, TURBO_TOKEN: TOKEN, TURBO_TEAM: TEAM, TURBO_REMOTE_CACHE_SIGNATURE_KEY: 'team-secret' };
  const merged = Object.fromEntries(Object.entries({ ...base, ...env }).filter(([, value]) => value !== undefined));
  const result = await run(process.execPath, [path.join(ROOT, 'packages/core/bin/folio.mjs'), 'build', siteDir], { cwd: ROOT, env: merged, timeout: 240_000 });
  return { siteDir, log: result.stdout + result.stderr };
}

/** Every file of a build output, by path. */
function files(dir: string): Map<string, string> {
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  const all = entries.map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name))).sort();
  return new Map(all.map((file) => [file, readFileSync(path.join(dir, file), 'utf8')]));
}

const artifacts = () => (existsSync(path.join(STORAGE, TEAM)) ? readdirSync(path.join(STORAGE, TEAM)).filter((file) => !file.endsWith('.tag')).sort() : []);

beforeAll(async () => {
  rmSync(WORK, { recursive: true, force: true });
  mkdirSync(path.join(WORK, 'server'), { recursive: true });
  writeFileSync(path.join(WORK, 'server/package.json'), '{ "private": true }\n');
  await run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', `turborepo-remote-cache@${SERVER_VERSION}`], { cwd: path.join(WORK, 'server'), timeout: 300_000 });
  const port = await freePort();
  api = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, [path.join(WORK, 'server/node_modules/turborepo-remote-cache/dist/cli.js')], {
    // The server keeps tags only when it has a signature key of its own (it never checks them).
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', TURBO_TOKEN: TOKEN, STORAGE_PROVIDER: 'local', STORAGE_PATH: STORAGE, STORAGE_PATH_USE_TMP_FOLDER: 'false', TURBO_REMOTE_CACHE_SIGNATURE_KEY: 'on', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  for (let tries = 0; ; tries++) {
    const ok = await fetch(`${api}/v8/artifacts/status`, { headers: { authorization: `Bearer ${TOKEN}` } }).then((response) => response.ok, () => false);
    if (ok) break;
    if (tries > 100) throw new Error('the remote cache server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}, 360_000);

afterAll(() => {
  server?.kill();
  rmSync(WORK, { recursive: true, force: true });
});

describe('a build cache shared by machines, on a Turborepo remote-cache server', () => {
  let first: Awaited<ReturnType<typeof build>>;
  let second: Awaited<ReturnType<typeof build>>;

  beforeAll(async () => {
    first = await build('first');
    second = await build('second');
  }, 480_000);

  it('the first build compiles and renders, and uploads what it made, signed, in packs', () => {
    expect(first.log).toMatch(/4 pages, 4 distinct sources: 4 compiled, 0 from cache\n/);
    expect(first.log).toMatch(/5 pages rendered, 0 unchanged from the render cache\n/);
    // Packs of the four compiled pages and of the five renders: one or two of each (where a pack
    // ends depends on the keys, shared-packs.ts).
    const packs = artifacts().length;
    expect(packs).toBeGreaterThanOrEqual(2);
    expect(packs).toBeLessThanOrEqual(4);
    expect(first.log).toContain(`remote cache: 0 from the remote cache, ${packs} not in it, ${packs} uploaded`);
    for (const artifact of artifacts()) expect(readFileSync(path.join(STORAGE, TEAM, `${artifact}.tag`), 'utf8')).toMatch(/^[A-Za-z0-9+/]{43}$/);
  });

  it('a build of the same site in another folder, with no local cache, takes them from the server', () => {
    expect(second.log).toMatch(/4 pages, 4 distinct sources: 0 compiled, 0 from cache, 4 from the remote cache/);
    expect(second.log).toMatch(/0 pages rendered, 0 unchanged from the render cache, 5 from the remote cache/);
    expect(second.log).toContain(`remote cache: ${artifacts().length} from the remote cache, 0 not in it, 0 uploaded`);
  });

  it('and its output is byte-identical', () => {
    const a = files(path.join(first.siteDir, 'build'));
    expect(a.size).toBeGreaterThan(5);
    expect(files(path.join(second.siteDir, 'build'))).toEqual(a);
    expect(a.get('gates/index.html')).toContain('<strong class="gates">upper and lower</strong>');
  });

  it("the server and team from the config's remoteCache (turbo.json's names), only the secrets from the environment", async () => {
    const configured = await build('configured', { TURBO_API: undefined, TURBO_TEAM: undefined }, (siteDir) => {
      const file = path.join(siteDir, 'site.config.ts');
      writeFileSync(file, readFileSync(file, 'utf8').replace("baseUrl: '/',", `baseUrl: '/',\n  remoteCache: { apiUrl: ${JSON.stringify(api)}, teamSlug: ${JSON.stringify(TEAM)}, readOnly: true },`));
    });
    expect(configured.log).toContain(`remote cache: ${artifacts().length} from the remote cache, 0 not in it, read-only`);
    expect(files(path.join(configured.siteDir, 'build'))).toEqual(files(path.join(first.siteDir, 'build')));
  }, 240_000);

  it('a token in the config is refused, naming the file and the key', async () => {
    const siteDir = path.join(WORK, 'token-in-config');
    cpSync(FIXTURE, siteDir, { recursive: true });
    const file = path.join(siteDir, 'site.config.ts');
    writeFileSync(file, readFileSync(file, 'utf8').replace("baseUrl: '/',", "baseUrl: '/',\n  remoteCache: { teamSlug: 'docs', token: 'oops' },"));
    const failed = await run(process.execPath, [path.join(ROOT, 'packages/core/bin/folio.mjs'), 'build', siteDir], { cwd: ROOT, timeout: 240_000 }).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toContain('site.config.ts');
    expect(failed?.stderr).toMatch(/remoteCache\.token.*a secret has no place in a config file/);
    expect(failed?.stderr).not.toMatch(/\n\s+at /);
  }, 240_000);

  it('artifacts changed on the server are refused: the pages are compiled and rendered here, the output is the same', async () => {
    for (const artifact of artifacts()) appendFileSync(path.join(STORAGE, TEAM, artifact), artifact.endsWith('0') ? '' : '\n<script>globalThis.poisoned = true;</script>\n');
    const third = await build('third');
    // The one artifact left as it was (a name ending in 0, if any) is taken; every other is refused, made here and stored again.
    const kept = artifacts().filter((artifact) => artifact.endsWith('0')).length;
    const refused = artifacts().length - kept;
    expect(refused).toBeGreaterThan(0);
    expect(third.log).toContain(`remote cache: ${kept} from the remote cache, 0 not in it, ${refused} rejected (signature missing or wrong), ${refused} uploaded`);
    expect(files(path.join(third.siteDir, 'build'))).toEqual(files(path.join(first.siteDir, 'build')));
    expect([...files(path.join(third.siteDir, 'build')).values()].some((text) => text.includes('poisoned'))).toBe(false);
  }, 240_000);

  it('a read-only build uploads nothing', async () => {
    const before = artifacts();
    const readOnly = await build('read-only', { TURBO_REMOTE_CACHE_READ_ONLY: '1' }, (siteDir) => appendFileSync(path.join(siteDir, 'docs/levels.mdx'), '\nA new line, compiled here.\n'));
    // The edited page changes the names of the packs holding it (its source, its render): they
    // are made here, and not stored.
    expect(readOnly.log).toMatch(/pages rendered/);
    expect(readOnly.log).toMatch(/remote cache: \d+ from the remote cache, [1-9]\d* not in it, read-only/);
    expect(readFileSync(path.join(readOnly.siteDir, 'build/levels/index.html'), 'utf8')).toContain('A new line, compiled here.');
    expect(artifacts()).toEqual(before);
  }, 240_000);

  it('a server that does not answer: one line, and the build goes on', async () => {
    const closed = `http://127.0.0.1:${await freePort()}`;
    const down = await build('down', { TURBO_API: closed });
    expect(down.log.match(/warning: remote cache at .* not used for the rest of this build: ECONNREFUSED/g)).toHaveLength(1);
    expect(down.log).toMatch(/4 compiled, 0 from cache\n/);
    expect(files(path.join(down.siteDir, 'build'))).toEqual(files(path.join(first.siteDir, 'build')));
  }, 240_000);

  it('no signature key: no remote cache, and a line saying why', async () => {
    const unsigned = await build('unsigned', { TURBO_REMOTE_CACHE_SIGNATURE_KEY: '' });
    expect(unsigned.log).toContain('warning: no remote cache: TURBO_REMOTE_CACHE_SIGNATURE_KEY is not set, and Folio uses only signed artifacts');
    expect(unsigned.log).not.toContain('from the remote cache');
  }, 240_000);
});
