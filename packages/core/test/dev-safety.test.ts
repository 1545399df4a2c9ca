/**
 * `folio dev` serves the site, Folio's packages and their dependencies, and nothing else on the
 * machine, whatever form a request takes; and no error during a restart stops it: an edit of
 * site.config.ts while a page is broken restarts the server, which shows the page's error, and
 * fixing the page recovers.
 *
 * One dev server (in this process, on a free port) over a copy of tests/fixtures/theme (docs,
 * versions, search), placed in a folder of its own whose other files must stay unreachable.
 */
import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createRequire, register } from 'node:module';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startDev, type DevServer } from '../src/dev/dev.ts';
import { configureLog } from '../src/log.ts';
import { FIXTURES, makeTempDir, REPO_ROOT, removeTempDirs } from './helpers.ts';

const SECRET = `folio-dev-secret-${randomBytes(6).toString('hex')}`;
const THEME_DIR = path.join(REPO_ROOT, 'packages/theme');

let parent = '';
let site = '';
let dev: DevServer | undefined;
let port = 0;

/**
 * What the server prints: the errors the restart tests cause on purpose, Vite's refusals of the
 * forbidden paths. Captured, so that a passing run's log holds no alarming line; shown when a test fails.
 */
const printed: string[] = [];
afterEach(({ task }) => {
  if (task.result?.state === 'fail' && printed.length) process.stderr.write(`--- the dev server printed ---\n${printed.join('\n')}\n`);
  printed.length = 0;
});

beforeAll(async () => {
  for (const method of ['warn', 'error'] as const) vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void printed.push(args.map(String).join(' ')));
  configureLog({ quiet: true, memory: false });
  // The site's config imports Folio's packages natively: from their TypeScript sources here, as
  // the CLI does with FOLIO_FROM_SOURCE=1.
  register(new URL('../bin/ts-hooks.mjs', import.meta.url));
  parent = makeTempDir('dev-safety');
  site = path.join(parent, 'site');
  cpSync(path.join(FIXTURES, 'theme'), site, { recursive: true });
  // Beside the site: must never be served.
  writeFileSync(path.join(parent, 'secret.txt'), SECRET);
  writeFileSync(path.join(parent, 'secret.js'), `export default ${JSON.stringify(SECRET)};\n`);
  // In the site, but on the deny list.
  writeFileSync(path.join(site, '.env'), `TOKEN=${SECRET}\n`);
  writeFileSync(path.join(site, 'server.pem'), SECRET);
  mkdirSync(path.join(site, '.git'));
  writeFileSync(path.join(site, '.git', 'config'), SECRET);
  // A link from the site to a folder beside it: the files it leads to are outside the site.
  const outside = path.join(parent, 'outside');
  mkdirSync(outside);
  writeFileSync(path.join(outside, 'secret.txt'), SECRET);
  writeFileSync(path.join(outside, 'secret.js'), `export default ${JSON.stringify(SECRET)};\n`);
  symlinkSync(outside, path.join(site, 'escape'), 'dir');
  dev = await startDev({ siteDir: site, port: 0, host: '127.0.0.1' });
  port = Number(new URL(dev.url).port);
  // Links added to the public (first static) folder while the server runs.
  mkdirSync(path.join(site, 'static'), { recursive: true });
  symlinkSync(path.join(outside, 'secret.txt'), path.join(site, 'static', 'leak.txt'));
  symlinkSync(outside, path.join(site, 'static', 'leakdir'), 'dir');
  // Secrets in the public folder, or reached through links whose target is inside the site.
  writeFileSync(path.join(site, 'static', 'site.key'), SECRET);
  symlinkSync('../.env', path.join(site, 'static', 'env.txt'));
  symlinkSync('../.git/config', path.join(site, 'static', 'gitconfig'));
  symlinkSync('../.git', path.join(site, 'static', 'repo'), 'dir');
}, 60_000);

afterAll(async () => {
  await dev?.close();
  removeTempDirs();
});

interface Answer {
  status: number;
  body: string;
}

/** GET a path exactly as written (no normalisation of `..` or percent escapes). */
function get(rawPath: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: rawPath, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.setTimeout(20_000, () => req.destroy(new Error(`GET ${rawPath} timed out`)));
    req.end();
  });
}

/**
 * The messages Vite's websocket sends a browser that connects now, for `ms` (a minimal client:
 * the server's frames are not masked).
 */
function hmrMessages(ms = 400): Promise<Array<{ type: string; err?: { message: string; id?: string } }>> {
  return new Promise((resolve, reject) => {
    const req = request({
      host: '127.0.0.1',
      port,
      path: '/',
      headers: {
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        'Sec-WebSocket-Version': '13',
        'Sec-WebSocket-Key': randomBytes(16).toString('base64'),
        'Sec-WebSocket-Protocol': 'vite-hmr',
      },
    });
    req.on('error', reject);
    req.on('response', (res) => reject(new Error(`no websocket upgrade: ${res.statusCode}`)));
    req.on('upgrade', (_res, socket, head) => {
      let data = Buffer.from(head);
      socket.on('data', (chunk: Buffer) => (data = Buffer.concat([data, chunk])));
      setTimeout(() => {
        socket.destroy();
        const messages = [];
        let at = 0;
        while (at + 2 <= data.length) {
          const opcode = data[at]! & 0x0f;
          let length = data[at + 1]! & 0x7f;
          let start = at + 2;
          if (length === 126) {
            length = data.readUInt16BE(at + 2);
            start = at + 4;
          } else if (length === 127) {
            length = Number(data.readBigUInt64BE(at + 2));
            start = at + 10;
          }
          if (start + length > data.length) break;
          if (opcode === 1) messages.push(JSON.parse(data.subarray(start, start + length).toString('utf8')));
          at = start + length;
        }
        resolve(messages);
      }, ms);
    });
    req.end();
  });
}

/** The error the browser's overlay shows ("<file>: <message>"), if any. */
async function shownError(): Promise<string | undefined> {
  const err = (await hmrMessages()).find((message) => message.type === 'error')?.err;
  return err && `${err.id ?? ''}: ${err.message}`;
}

const at = (file: string) => `/@fs${path.join(site, file)}`;
const beside = (file: string) => `/@fs${path.join(parent, file)}`;

describe('what the dev server reads', () => {
  // A restart refuses a static folder with links out of the site: leave none for the restart tests.
  afterAll(() => {
    for (const name of ['leak.txt', 'leakdir', 'site.key', 'env.txt', 'gitconfig', 'repo']) rmSync(path.join(site, 'static', name), { force: true });
  });
  // Paths written as a client may send them; the HTTP layer does not normalise them.
  const forbidden: Array<[string, () => string]> = [
    ['a system file', () => '/@fs/etc/passwd'],
    ['a system file, ?raw', () => '/@fs/etc/passwd?raw'],
    ['a system file, ?import', () => '/@fs/etc/passwd?import'],
    ['a system file, ?url', () => '/@fs/etc/passwd?url'],
    ['a system file, ?inline', () => '/@fs/etc/passwd?inline'],
    ['a system file, as HTML', () => '/@fs/etc/passwd'],
    ['the environment, ?raw', () => '/@fs/proc/self/environ?raw'],
    ['the environment', () => '/@fs/proc/self/environ'],
    ['a system file, /@id/', () => '/@id//etc/passwd'],
    ['a system file, /@id/ ?raw', () => '/@id//etc/passwd?raw'],
    ['a system file, root-relative ..', () => '/../../../../../../../../etc/passwd'],
    ['a system file, encoded ..', () => '/%2e%2e/%2e%2e/%2e%2e/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd'],
    ['a system file, encoded slashes', () => '/..%2f..%2f..%2f..%2f..%2f..%2f..%2f..%2fetc/passwd'],
    ['a file beside the site', () => beside('secret.txt')],
    ['a file beside the site, ?raw', () => `${beside('secret.txt')}?raw`],
    ['a module beside the site, ?import', () => `${beside('secret.js')}?import`],
    ['a module beside the site', () => beside('secret.js')],
    ['a file beside the site, /@id/', () => `/@id/${path.join(parent, 'secret.js')}`],
    ['a file beside the site, ..', () => `${at('..')}/secret.txt`],
    ['a file beside the site, .. ?raw', () => `${at('..')}/secret.txt?raw`],
    ['a file beside the site, %2e%2e', () => `${at('%2e%2e')}/secret.txt?raw`],
    ['a file beside the site, %2E%2E', () => `${at('%2E%2E')}/secret.js?import`],
    ['a file beside the site, ..%2f', () => `${at('')}..%2fsecret.txt?raw`],
    ['a file beside the site, %2e%2e%2f', () => `${at('')}%2e%2e%2fsecret.txt`],
    ['a file beside the site, double-encoded', () => `${at('%252e%252e')}/secret.txt?raw`],
    ['a file beside the site, root-relative ..', () => '/../secret.txt'],
    ['a file beside the site, root-relative %2e%2e', () => '/%2e%2e/secret.txt?raw'],
    ['a file beside the site, root-relative ..%2f', () => '/..%2fsecret.js?import'],
    ['a file beside the site, through a link', () => at('escape/secret.txt')],
    ['a file beside the site, through a link, ?raw', () => `${at('escape/secret.txt')}?raw`],
    ['a module beside the site, through a link', () => `${at('escape/secret.js')}?import`],
    ['a file beside the site, through a link, root-relative', () => '/escape/secret.txt'],
    ['a file beside the site, through a link, root-relative ?raw', () => '/escape/secret.txt?raw'],
    ['a static file linking outside, added while running', () => '/leak.txt'],
    ['a static file linking outside, encoded', () => '/%6ceak.txt'],
    ['a static folder linking outside, added while running', () => '/leakdir/secret.txt'],
    ['the site .env', () => '/.env'],
    ['the site .env, /@fs/ ?raw', () => `${at('.env')}?raw`],
    ['the site .env, ?import', () => '/.env?import'],
    ['a key in the site', () => '/server.pem'],
    ['a key in the site, ?raw', () => `${at('server.pem')}?raw`],
    ['.git in the site', () => '/.git/config'],
    ['.git in the site, ?raw', () => `${at('.git/config')}?raw`],
    ['a key in the public folder', () => '/site.key'],
    ['a public file linked to the site .env', () => '/env.txt'],
    ['a public file linked to the site .env, ?raw', () => '/env.txt?raw'],
    ['a public file linked to .git/config', () => '/gitconfig'],
    ['a public folder linked to .git', () => '/repo/config'],
  ];

  it.each(forbidden)('%s is not served', async (label, url) => {
    const headers: Record<string, string> = label.endsWith('as HTML') ? { accept: 'text/html' } : {};
    const answer = await get(url(), headers);
    expect(answer.body).not.toContain(SECRET);
    expect(answer.body).not.toMatch(/root:.*:0:0:/);
    expect(answer.body).not.toMatch(/\bPATH=/);
    expect(answer.status, `${url()} answered ${answer.status}: ${answer.body.slice(0, 200)}`).not.toBe(200);
  });

  it('a repository file outside the site and the packages is not served', async () => {
    const answer = await get(`/@fs${path.join(REPO_ROOT, 'package.json')}`);
    expect(answer.status).toBe(403);
    expect(answer.body).not.toContain('folio-monorepo');
  });

  const searchRequire = createRequire(path.join(REPO_ROOT, 'packages/search/package.json'));
  const allowed: Array<[string, () => string, Record<string, string>?, RegExp?]> = [
    ['a page (HTML)', () => '/', { accept: 'text/html' }, /<div id="__folio">/],
    ['another page (HTML)', () => '/faq', { accept: 'text/html' }, /<div id="__folio">/],
    ['a page module', () => `${at('docs/03-faq.md')}?import`, {}, /FAQ/],
    ['a page file, as is', () => at('docs/01-intro.md'), {}, /Welcome to the docs/],
    ['the route table', () => '/@id/virtual:folio/routes', {}, /export const routes/],
    ['the client entry (theme)', () => `/@fs${path.join(THEME_DIR, 'src/runtime/entry-client.tsx')}`, {}, /hydrateRoot|createRoot/],
    ['a theme component', () => `/@fs${path.join(THEME_DIR, 'src/components/Layout/index.tsx')}`],
    ['a theme component, through @theme/', () => '/@id/@theme/Layout'],
    ['a plugin component (search)', () => `/@fs${path.join(REPO_ROOT, 'packages/search/src/client/SearchBar.tsx')}`],
    ['a dependency that is not pre-bundled', () => `/@fs${searchRequire.resolve('@docsearch/react')}`],
    ['a static file', () => '/img/logo.svg', {}, /<svg/],
    ['Vite\'s client', () => '/@vite/client'],
    ['the search index', () => '/search-index/current.json', {}, /"pages"/],
  ];

  it.each(allowed)('%s is served', async (_label, url, headers = {}, body) => {
    const answer = await get(url(), headers);
    expect(answer.status, `${url()} answered ${answer.status}: ${answer.body.slice(0, 300)}`).toBe(200);
    if (body) expect(answer.body).toMatch(body);
  });
});

describe('restarts', () => {
  const faq = () => path.join(site, 'docs', '03-faq.md');
  const config = () => path.join(site, 'site.config.ts');
  let goodFaq = '';
  let goodConfig = '';

  beforeAll(() => {
    goodFaq = readFileSync(faq(), 'utf8');
    goodConfig = readFileSync(config(), 'utf8');
  });

  const title = async () => /<title>([^<]*)<\/title>/.exec((await get('/', { accept: 'text/html' })).body)?.[1];
  const poll = (check: () => Promise<unknown>, expected: unknown) =>
    expect.poll(check, { timeout: 20_000, interval: 150 }).toEqual(expected);
  // Edits spaced as a person's saves are (a restarted server's watcher starts afresh).
  const pause = () => new Promise((resolve) => setTimeout(resolve, 300));

  it('an edit of site.config.ts while a page is broken restarts the server, which shows the page error; fixing the page recovers', async () => {
    const before = dev!.vite;
    writeFileSync(faq(), `---\ntitle: [unclosed\n---\n${goodFaq}`);
    await poll(async () => (await shownError())?.includes('03-faq.md') ?? false, true);

    writeFileSync(config(), goodConfig.replace("title: 'Theme Site',", "title: 'Renamed Site',"));
    // Restarted (a new Vite server, the new config), still answering, and showing the page error.
    await poll(title, 'Renamed Site');
    expect(dev!.vite).not.toBe(before);
    await pause();
    expect((await get('/faq', { accept: 'text/html' })).status).toBe(200);
    expect(await shownError()).toMatch(/03-faq\.md[\s\S]*front matter|front matter[\s\S]*03-faq\.md/);
    expect((await get(`${at('docs/03-faq.md')}?import`)).status).toBe(500);

    writeFileSync(faq(), goodFaq);
    await poll(shownError, undefined);
    expect((await get(`${at('docs/03-faq.md')}?import`)).status).toBe(200);
    expect((await get('/search-index/current.json')).status).toBe(200);
    await pause();
  });

  it('a restart that cannot complete keeps the server up, and the next edit in the site retries it', async () => {
    // An override of a name the theme does not have fails the (re)start; the config itself is valid.
    const override = path.join(site, 'src', 'theme', 'NoSuchComponent.tsx');
    mkdirSync(path.dirname(override), { recursive: true });
    writeFileSync(override, 'export default function NoSuchComponent() { return null; }\n');
    const before = dev!.vite;
    writeFileSync(config(), goodConfig.replace("title: 'Theme Site',", "title: 'Third Title',"));
    await poll(async () => (await shownError())?.includes('NoSuchComponent') ?? false, true);
    expect(dev!.vite).toBe(before);
    expect(await title()).toBe('Renamed Site');

    rmSync(override);
    await poll(title, 'Third Title');
    await poll(shownError, undefined);
    expect(dev!.vite).not.toBe(before);
    await pause();
  });

  it('a broken config keeps the server up; fixing it restarts', async () => {
    writeFileSync(config(), goodConfig.replace("title: 'Theme Site',", 'title: 42,'));
    await poll(async () => (await shownError())?.includes('title') ?? false, true);
    expect(await title()).toBe('Third Title');
    writeFileSync(config(), goodConfig);
    await poll(title, 'Theme Site');
    expect((await get(`/@fs/etc/passwd`)).status).toBe(403);
  });
});
