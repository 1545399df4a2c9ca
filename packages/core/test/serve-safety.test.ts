/**
 * `folio serve` (serveStatic) under hostile and changing conditions: byte ranges per RFC 9110,
 * symlinks out of the folder and dangling ones, path traversal in every spelling, a rebuild that
 * renames a new folder over the served one while it runs, files that change size under a
 * keep-alive connection, and a fuzzer sending malformed requests over raw sockets. The server must
 * answer each, never with a byte from outside the folder, and still serve a normal GET after all.
 *
 * Everything runs against servers in this process on 127.0.0.1, port 0, over temp folders.
 */
import { mkdirSync, mkdtempSync, readdirSync, readlinkSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { execFileSync } from 'node:child_process';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveRange } from '../src/serve/range.ts';
import { serveStatic, type RunningServer } from '../src/serve/serve.ts';

const SECRET = 'TOP-SECRET-OUTSIDE-THE-BUILD';
const DATA = Buffer.from(Array.from({ length: 100 }, (_, i) => (i * 7 + 3) % 256));
const INDEX = '<!doctype html><title>home</title><p>Home page</p>';
const NOT_FOUND = '<!doctype html><title>404</title><p>Page Not Found here</p>';

// Made when the file loads: the traversal table below names paths inside it.
const tmp = mkdtempSync(path.join(os.tmpdir(), 'folio-serve-safety-'));
let root: string;
let server: RunningServer;
let port: number;

function write(file: string, content: string | Buffer): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

async function start(dir: string, baseUrl?: string): Promise<{ server: RunningServer; port: number }> {
  const running = await serveStatic({ dir, baseUrl, port: 0, host: '127.0.0.1' });
  return { server: running, port: Number(new URL(running.url).port) };
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  reused: boolean;
}

/** One request with Node's client (a fresh connection unless an agent is given), with a timeout. */
function get(
  target: number,
  pathname: string,
  headers: Record<string, string> = {},
  options: { method?: string; agent?: Agent; timeoutMs?: number } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: target, path: pathname, method: options.method ?? 'GET', headers, agent: options.agent ?? false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks), reused: req.reusedSocket }));
        res.on('error', reject);
      },
    );
    req.setTimeout(options.timeoutMs ?? 3000, () => req.destroy(new Error(`timed out: ${pathname}`)));
    req.on('error', reject);
    req.end();
  });
}

interface RawAnswer {
  status: number | undefined;
  text: string;
}

/**
 * Bytes as sent, on a raw socket (the client does not half-close: Node's server would drop the
 * request). Resolves with what came back once one whole response is in (by its Content-Length),
 * when the server closes, or when time is up.
 */
function raw(target: number, bytes: string | Buffer, timeoutMs = 2000): Promise<RawAnswer> {
  const isHead = Buffer.from(bytes).subarray(0, 5).toString('latin1') === 'HEAD ';
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port: target });
    let received = Buffer.alloc(0);
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      const text = received.toString('latin1');
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(text);
      resolve({ status: match ? Number(match[1]) : undefined, text });
    };
    const timer = setTimeout(finish, timeoutMs);
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const headEnd = received.indexOf('\r\n\r\n');
      if (headEnd === -1) return;
      const head = received.subarray(0, headEnd).toString('latin1');
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1]);
      if (status === 100) return;
      const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? Number.NaN);
      const bodyless = isHead || status === 304 || status === 204;
      if (bodyless || (!Number.isNaN(length) && received.length - headEnd - 4 >= length)) finish();
    });
    socket.on('error', finish);
    socket.on('close', finish);
    socket.on('connect', () => socket.write(bytes));
  });
}

function rawGet(target: number, requestTarget: string): Promise<RawAnswer> {
  return raw(target, `GET ${requestTarget} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
}

/** Files under `dir` this process holds open (Linux; elsewhere none are counted). */
function openFilesUnder(dir: string): string[] {
  if (process.platform !== 'linux') return [];
  const open: string[] = [];
  for (const fd of readdirSync('/proc/self/fd')) {
    try {
      const target = readlinkSync(`/proc/self/fd/${fd}`);
      if (target.startsWith(dir + path.sep)) open.push(target);
    } catch {
      // closed meanwhile
    }
  }
  return open;
}

/** Wait (briefly) until the server has closed every file it opened below `dir`. */
async function expectNoOpenFiles(dir: string): Promise<void> {
  for (let i = 0; i < 50 && openFilesUnder(dir).length > 0; i++) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(openFilesUnder(dir)).toEqual([]);
}

beforeAll(async () => {
  const outside = path.join(tmp, 'outside');
  write(path.join(outside, 'secret.txt'), SECRET);
  write(path.join(outside, 'dir', 'secret.txt'), SECRET);
  write(path.join(tmp, 'site', 'secret-site.txt'), SECRET);
  root = path.join(tmp, 'site', 'build');
  write(path.join(root, 'index.html'), INDEX);
  write(path.join(root, '404.html'), NOT_FOUND);
  write(path.join(root, 'data.bin'), DATA);
  write(path.join(root, 'empty.txt'), '');
  write(path.join(root, 'notes.md'), '# Notes\n');
  write(path.join(root, 'guides', 'first', 'index.html'), '<p>First guide</p>');
  write(path.join(root, 'page.html'), '<p>A page</p>');
  write(path.join(root, 'assets', 'app-Ab12Cd34.js'), 'console.log(1);');
  write(path.join(root, '.env'), SECRET);
  write(path.join(root, '.git', 'config'), SECRET);
  write(path.join(root, '_headers'), '/*\n  X-Test: on\n/guides/*\n  X-Guide: yes\n');
  symlinkSync(path.join(outside, 'secret.txt'), path.join(root, 'leak.txt'));
  symlinkSync(path.join(outside, 'dir'), path.join(root, 'leakdir'));
  symlinkSync('/etc/passwd', path.join(root, 'passwd'));
  symlinkSync(path.join(tmp, 'nowhere', 'missing.txt'), path.join(root, 'dangling.txt'));
  symlinkSync('dangling-too', path.join(root, 'dangling-dir'));
  symlinkSync('data.bin', path.join(root, 'inside-link.bin'));
  symlinkSync('..', path.join(root, 'up'));
  ({ server, port } = await start(root));
});

afterAll(async () => {
  await server?.close();
  rmSync(tmp, { recursive: true, force: true });
});

describe('ordinary requests keep working', () => {
  it('pages, clean URLs, types, caching, _headers and 404.html', async () => {
    const home = await get(port, '/');
    expect(home.status).toBe(200);
    expect(home.body.toString()).toBe(INDEX);
    expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(home.headers['x-test']).toBe('on');
    expect(home.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(home.headers['accept-ranges']).toBe('bytes');

    for (const url of ['/guides/first', '/guides/first/', '/guides/first?x=1']) {
      const page = await get(port, url);
      expect(page.status, url).toBe(200);
      expect(page.body.toString(), url).toBe('<p>First guide</p>');
      expect(page.headers['x-guide'], url).toBe('yes');
    }
    expect((await get(port, '/page')).body.toString()).toBe('<p>A page</p>');

    const md = await get(port, '/notes.md');
    expect(md.status).toBe(200);
    expect(md.headers['content-type']).toBe('text/markdown; charset=utf-8');

    const asset = await get(port, '/assets/app-Ab12Cd34.js');
    expect(asset.headers['content-type']).toMatch(/^text\/javascript/);
    expect(asset.headers['cache-control']).toContain('immutable');

    const missing = await get(port, '/no/such/page');
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).toBe(NOT_FOUND);
    expect(missing.headers['content-type']).toMatch(/^text\/html/);
    expect(Number(missing.headers['content-length'])).toBe(Buffer.byteLength(NOT_FOUND));

    const head = await get(port, '/data.bin', {}, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(DATA.length));
    expect(head.body.length).toBe(0);

    const post = await get(port, '/', {}, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
  });

  it('validators: If-None-Match and If-Modified-Since give 304', async () => {
    const first = await get(port, '/data.bin');
    const etag = first.headers.etag!;
    expect(etag).toMatch(/^W\/"/);
    expect((await get(port, '/data.bin', { 'If-None-Match': etag })).status).toBe(304);
    expect((await get(port, '/data.bin', { 'If-None-Match': `"x", ${etag}` })).status).toBe(304);
    expect((await get(port, '/data.bin', { 'If-None-Match': '"other"' })).status).toBe(200);
    expect((await get(port, '/data.bin', { 'If-Modified-Since': first.headers['last-modified']! })).status).toBe(304);
    expect((await get(port, '/data.bin', { 'If-Modified-Since': 'Thu, 01 Jan 1970 00:00:00 GMT' })).status).toBe(200);
  });

  it('under a base URL, paths below it are served and others get 404', async () => {
    const docs = await start(root, '/docs/');
    try {
      expect((await get(docs.port, '/docs')).body.toString()).toBe(INDEX);
      expect((await get(docs.port, '/docs/')).body.toString()).toBe(INDEX);
      expect((await get(docs.port, '/docs/guides/first')).status).toBe(200);
      expect((await get(docs.port, '/docs/data.bin', { Range: 'bytes=-5' })).body).toEqual(DATA.subarray(95));
      expect((await get(docs.port, '/data.bin')).status).toBe(404);
      expect((await get(docs.port, '/docsx/data.bin')).status).toBe(404);
      expect((await rawGet(docs.port, '/docs/../site/secret-site.txt')).text).not.toContain(SECRET);
    } finally {
      await docs.server.close();
    }
  });
});

describe('byte ranges (RFC 9110 §14)', () => {
  const full = DATA;
  // [Range header, status, Content-Range, body]
  const table: Array<[string, number, string | undefined, Buffer]> = [
    ['bytes=0-9', 206, 'bytes 0-9/100', full.subarray(0, 10)],
    ['bytes=10-', 206, 'bytes 10-99/100', full.subarray(10)],
    ['bytes=-5', 206, 'bytes 95-99/100', full.subarray(95)],
    ['bytes=-100', 206, 'bytes 0-99/100', full],
    ['bytes=-500', 206, 'bytes 0-99/100', full],
    ['bytes=90-200', 206, 'bytes 90-99/100', full.subarray(90)],
    ['bytes=99-99', 206, 'bytes 99-99/100', full.subarray(99)],
    ['bytes=0-0', 206, 'bytes 0-0/100', full.subarray(0, 1)],
    ['BYTES=0-0', 206, 'bytes 0-0/100', full.subarray(0, 1)],
    ['bytes= 3-4 ', 206, 'bytes 3-4/100', full.subarray(3, 5)],
    ['bytes=0-99999999999999999999999999', 206, 'bytes 0-99/100', full],
    ['bytes=-99999999999999999999999999', 206, 'bytes 0-99/100', full],
    ['bytes=100-', 416, 'bytes */100', Buffer.alloc(0)],
    ['bytes=100-200', 416, 'bytes */100', Buffer.alloc(0)],
    ['bytes=-0', 416, 'bytes */100', Buffer.alloc(0)],
    ['bytes=99999999999999999999999999-', 416, 'bytes */100', Buffer.alloc(0)],
    // Invalid: the header is ignored and the whole file sent.
    ['bytes=10-5', 200, undefined, full],
    ['bytes=99999999999999999999999999-99999999999999999999999998', 200, undefined, full],
    ['bytes=', 200, undefined, full],
    ['bytes=-', 200, undefined, full],
    ['bytes=abc', 200, undefined, full],
    ['bytes=5', 200, undefined, full],
    ['bytes=1-2-3', 200, undefined, full],
    ['bytes=+1-5', 200, undefined, full],
    ['bytes=0x10-20', 200, undefined, full],
    ['bytes=1.5-2', 200, undefined, full],
    ['bytes=--5', 200, undefined, full],
    ['items=0-5', 200, undefined, full],
    ['0-5', 200, undefined, full],
    ['bytes 0-5', 200, undefined, full],
    // Several ranges: answered whole.
    ['bytes=0-1,5-6', 200, undefined, full],
    ['bytes=0-1, -2', 200, undefined, full],
    ['bytes=0-1,x', 200, undefined, full],
  ];
  for (const [range, status, contentRange, body] of table) {
    it(`Range: ${range} → ${status}`, async () => {
      const answer = await get(port, '/data.bin', { Range: range });
      expect(answer.status).toBe(status);
      expect(answer.headers['content-range']).toBe(contentRange);
      expect(answer.body).toEqual(body);
      expect(Number(answer.headers['content-length'])).toBe(body.length);
    });
  }

  it('an empty file: a range from a position is unsatisfiable, a suffix gives it whole', async () => {
    const from = await get(port, '/empty.txt', { Range: 'bytes=0-' });
    expect(from.status).toBe(416);
    expect(from.headers['content-range']).toBe('bytes */0');
    const suffix = await get(port, '/empty.txt', { Range: 'bytes=-5' });
    expect(suffix.status).toBe(200);
    expect(suffix.body.length).toBe(0);
  });

  it('HEAD ignores Range; If-Range decides whether Range applies', async () => {
    const head = await get(port, '/data.bin', { Range: 'bytes=0-9' }, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe('100');
    const plain = await get(port, '/data.bin');
    const byDate = await get(port, '/data.bin', { Range: 'bytes=0-9', 'If-Range': plain.headers['last-modified']! });
    expect(byDate.status).toBe(206);
    const stale = await get(port, '/data.bin', { Range: 'bytes=0-9', 'If-Range': 'Thu, 01 Jan 1970 00:00:00 GMT' });
    expect(stale.status).toBe(200);
    expect(stale.body).toEqual(DATA);
    const byWeakTag = await get(port, '/data.bin', { Range: 'bytes=0-9', 'If-Range': plain.headers.etag! });
    expect(byWeakTag.status).toBe(200);
  });

  it('random ranges agree with a model of RFC 9110 (property)', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 4 });
    try {
      const position = fc.oneof(fc.nat(130), fc.constantFrom('', '0', '00', '99', '100', '18446744073709551616'));
      const spec = fc.oneof(
        fc.tuple(position, position).map(([a, b]) => `${a}-${b}`),
        position.map((n) => `-${n}`),
        fc.string({ maxLength: 6 }),
      );
      const header = fc.tuple(fc.constantFrom('bytes=', 'Bytes=', 'bits=', ''), fc.array(spec, { minLength: 1, maxLength: 3 })).map(
        ([unit, specs]) => unit + specs.join(','),
      );
      await fc.assert(
        fc.asyncProperty(header, async (range) => {
          const answer = await get(port, '/data.bin', { Range: range }, { agent });
          const model = resolveRange(range, DATA.length);
          if (model.kind === 'full') {
            expect(answer.status).toBe(200);
            expect(answer.body).toEqual(DATA);
          } else if (model.kind === 'unsatisfiable') {
            expect(answer.status).toBe(416);
            expect(answer.headers['content-range']).toBe('bytes */100');
          } else {
            expect(answer.status).toBe(206);
            expect(answer.headers['content-range']).toBe(`bytes ${model.start}-${model.end}/100`);
            expect(answer.body).toEqual(DATA.subarray(model.start, model.end + 1));
          }
          // The model itself, checked independently for the one-range forms.
          const one = /^bytes=(\d*)-(\d*)$/i.exec(range.trim());
          if (one && (one[1] !== '' || one[2] !== '')) {
            const [a, b] = [one[1]!, one[2]!];
            if (a === '') {
              const n = Number(b);
              expect(model.kind).toBe(n === 0 ? 'unsatisfiable' : 'partial');
              if (model.kind === 'partial') expect([model.start, model.end]).toEqual([Math.max(0, 100 - n), 99]);
            } else if (b !== '' && Number(b) < Number(a)) {
              expect(model.kind).toBe('full');
            } else if (Number(a) >= 100) {
              expect(model.kind).toBe('unsatisfiable');
            } else {
              expect(model).toEqual({ kind: 'partial', start: Number(a), end: b === '' ? 99 : Math.min(99, Number(b)) });
            }
          }
        }),
        { numRuns: 150 },
      );
    } finally {
      agent.destroy();
    }
  });
});

describe('symlinks', () => {
  const table: Array<[string, number]> = [
    ['/leak.txt', 404],
    ['/leakdir', 404],
    ['/leakdir/', 404],
    ['/leakdir/secret.txt', 404],
    ['/passwd', 404],
    ['/dangling.txt', 404],
    ['/dangling-dir/', 404],
    ['/up/secret-site.txt', 404],
    // Through a link to the parent, but landing back inside the folder: allowed.
    ['/up/build/data.bin', 200],
    ['/inside-link.bin', 200],
  ];
  for (const [url, status] of table) {
    it(`${url} → ${status}`, async () => {
      const answer = await get(port, url);
      expect(answer.status).toBe(status);
      expect(answer.body.toString('latin1')).not.toContain(SECRET);
      expect(answer.body.toString('latin1')).not.toContain('root:');
      if (status === 200) expect(answer.body).toEqual(DATA);
    });
  }

  it('starts over a folder with dangling links (even index.html) and a 404.html / _headers that leave it', async () => {
    const dir = path.join(tmp, 'links-only', 'build');
    mkdirSync(dir, { recursive: true });
    symlinkSync(path.join(tmp, 'gone', 'index.html'), path.join(dir, 'index.html'));
    symlinkSync(path.join(tmp, 'outside', 'secret.txt'), path.join(dir, '404.html'));
    symlinkSync(path.join(tmp, 'outside', 'secret.txt'), path.join(dir, '_headers'));
    symlinkSync(path.join(tmp, 'gone', 'a'), path.join(dir, 'a'));
    const running = await start(dir);
    try {
      for (const url of ['/', '/index.html', '/a', '/404.html', '/_headers', '/elsewhere']) {
        const answer = await get(running.port, url);
        expect(answer.status, url).toBe(404);
        expect(answer.body.toString(), url).not.toContain(SECRET);
        expect(answer.body.toString(), url).toBe('Not found');
      }
    } finally {
      await running.server.close();
    }
  });
});

describe('odd files and clients that leave', () => {
  it('a FIFO in the folder answers 404 at once instead of blocking the server', async () => {
    try {
      execFileSync('mkfifo', [path.join(root, 'pipe.txt')]);
    } catch {
      return; // no mkfifo here
    }
    const answer = await get(port, '/pipe.txt', {}, { timeoutMs: 2000 });
    expect(answer.status).toBe(404);
    expect((await get(port, '/data.bin')).status).toBe(200);
  });

  it('a client that disconnects in the middle of a large file leaves no file open', async () => {
    write(path.join(root, 'large.bin'), Buffer.alloc(8 * 1024 * 1024, 1));
    for (let i = 0; i < 5; i++) {
      await new Promise<void>((resolve) => {
        const socket = connect({ host: '127.0.0.1', port });
        socket.once('data', () => {
          socket.destroy();
          resolve();
        });
        socket.on('error', () => resolve());
        socket.write('GET /large.bin HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
      });
    }
    await expectNoOpenFiles(tmp);
    expect((await get(port, '/large.bin', { Range: 'bytes=-3' })).body).toEqual(Buffer.alloc(3, 1));
  });
});

describe('path traversal', () => {
  const attempts = [
    '/../secret-site.txt',
    '/../../outside/secret.txt',
    '/%2e%2e/secret-site.txt',
    '/%2E%2E/secret-site.txt',
    '/.%2e/secret-site.txt',
    '/%2e./secret-site.txt',
    '/%252e%252e/secret-site.txt',
    '/..%2fsecret-site.txt',
    '/..%2Fsecret-site.txt',
    '/..%5csecret-site.txt',
    '/..\\secret-site.txt',
    '/assets/..\\..\\secret-site.txt',
    '/assets/../../secret-site.txt',
    '/assets/..%2f..%2fsecret-site.txt',
    '/assets/%2e%2e%2f%2e%2e%2fsecret-site.txt',
    '/%2e%2e/%2e%2e/outside/secret.txt',
    `/${'..%2f'.repeat(30)}etc/passwd`,
    `/${'../'.repeat(30)}etc/passwd`,
    '/../../../../../../../../etc/passwd',
    '//etc/passwd',
    `//${'x'}/../secret-site.txt`,
    `/%2f${encodeURIComponent(path.join(tmp, 'outside', 'secret.txt').slice(1))}`,
    `//${path.join(tmp, 'outside', 'secret.txt').slice(1)}`,
    '/%00../secret-site.txt',
    '/data.bin%00.txt',
    '/..%00/secret-site.txt',
    '/%c0%ae%c0%ae/secret-site.txt',
    '/%e0%80%ae%e0%80%ae/secret-site.txt',
    '/%%32%65%%32%65/secret-site.txt',
    '/.env',
    '/%2eenv',
    '/.git/config',
    '/%2Egit/config',
    '/leak.txt',
    `/${'a'.repeat(300)}`,
    `/${'a/'.repeat(3000)}`,
    `/${'%2e%2e%2f'.repeat(1000)}etc/passwd`,
    'http://127.0.0.1/../secret-site.txt',
    'http://127.0.0.1/%2e%2e/secret-site.txt',
    '*',
    'secret-site.txt',
    '../secret-site.txt',
  ];
  it.each(attempts.map((attempt) => [attempt.length > 80 ? `${attempt.slice(0, 77)}...` : attempt, attempt]))(
    '%s is refused',
    async (_label, attempt) => {
      const answer = await rawGet(port, attempt);
      expect(answer.status, attempt).toBeGreaterThanOrEqual(400);
      expect(answer.status, attempt).toBeLessThan(500);
      expect(answer.text).not.toContain(SECRET);
      expect(answer.text).not.toContain('root:');
    },
  );
});

describe('what is on disk now', () => {
  it('a rebuild renamed over the folder is served at once: new assets, new sizes, new 404 and _headers', async () => {
    const site = path.join(tmp, 'rebuild');
    const build = path.join(site, 'build');
    write(path.join(build, 'index.html'), '<p>v1</p>');
    write(path.join(build, '404.html'), '<p>missing v1</p>');
    write(path.join(build, 'assets', 'main-aaaa1111.js'), 'one();');
    const running = await start(build);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect((await get(running.port, '/', {}, { agent })).body.toString()).toBe('<p>v1</p>');
      expect((await get(running.port, '/assets/main-aaaa1111.js', {}, { agent })).status).toBe(200);
      expect((await get(running.port, '/assets/main-bbbb2222.js', {}, { agent })).status).toBe(404);

      // What `folio build` does: write everything to a new folder, then rename it over build/.
      const next = path.join(site, 'build.tmp');
      const v2Index = `<p>v2 ${'longer '.repeat(50)}</p>`;
      const v2Asset = `two(${'0'.repeat(5000)});`;
      write(path.join(next, 'index.html'), v2Index);
      write(path.join(next, '404.html'), '<p>missing v2</p>');
      write(path.join(next, '_headers'), '/*\n  X-Build: two\n');
      write(path.join(next, 'assets', 'main-bbbb2222.js'), v2Asset);
      renameSync(build, path.join(site, 'build.old'));
      renameSync(next, build);
      rmSync(path.join(site, 'build.old'), { recursive: true, force: true });

      const asset = await get(running.port, '/assets/main-bbbb2222.js', {}, { agent });
      expect(asset.status).toBe(200);
      expect(asset.headers['content-length']).toBe(String(Buffer.byteLength(v2Asset)));
      expect(asset.body.toString()).toBe(v2Asset);
      expect(asset.headers['x-build']).toBe('two');
      const index = await get(running.port, '/', {}, { agent });
      expect(index.reused).toBe(true);
      expect(index.headers['content-length']).toBe(String(Buffer.byteLength(v2Index)));
      expect(index.body.toString()).toBe(v2Index);
      const old = await get(running.port, '/assets/main-aaaa1111.js', {}, { agent });
      expect(old.status).toBe(404);
      expect(old.body.toString()).toBe('<p>missing v2</p>');
    } finally {
      agent.destroy();
      await running.server.close();
    }
  });

  it('a file that changes size is sent with its new length over one keep-alive connection', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const file = path.join(root, 'changing.txt');
    try {
      const sizes = [10, 3000, 5, 70_000, 0, 42];
      for (const [index, size] of sizes.entries()) {
        const content = Buffer.alloc(size, 97 + index);
        writeFileSync(file, content);
        const answer = await get(port, '/changing.txt', {}, { agent, timeoutMs: 2000 });
        expect(answer.status).toBe(200);
        expect(answer.headers['content-length']).toBe(String(size));
        expect(answer.body).toEqual(content);
        if (index > 0) expect(answer.reused).toBe(true);
        // A range on the new content, too.
        if (size > 4) {
          const tail = await get(port, '/changing.txt', { Range: 'bytes=-4' }, { agent, timeoutMs: 2000 });
          expect(tail.headers['content-range']).toBe(`bytes ${size - 4}-${size - 1}/${size}`);
          expect(tail.body).toEqual(content.subarray(size - 4));
        }
      }
      rmSync(file);
      expect((await get(port, '/changing.txt', {}, { agent })).status).toBe(404);
      write(path.join(root, 'late', 'index.html'), '<p>late</p>');
      expect((await get(port, '/late', {}, { agent })).body.toString()).toBe('<p>late</p>');
      await expectNoOpenFiles(tmp);
    } finally {
      agent.destroy();
    }
  });
});

describe('fuzzing over raw sockets', () => {
  it('survives malformed request lines, methods, headers and ranges, and still serves a GET', async () => {
    const methods = fc.oneof(
      fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'TRACE', 'CONNECT', 'PATCH', 'get', 'G E T', ''),
      fc.string({ minLength: 1, maxLength: 10 }),
    );
    const pathPiece = fc.constantFrom(
      '..', '.', '%2e%2e', '%2E%2e', '%2f', '%5c', '\\', '%00', '%', '%zz', '%c0%ae', 'data.bin', 'index.html', 'guides',
      'first', 'leak.txt', 'leakdir', 'dangling.txt', 'up', '.hidden', '?', '#', ';', '~', 'é', '%e9', '\u2028', ' ', '\t',
      'a'.repeat(300), '%2e%2e%2f'.repeat(40),
    );
    const target = fc.oneof(
      fc.array(pathPiece, { maxLength: 8 }).map((pieces) => `/${pieces.join('/')}`),
      fc.array(fc.oneof(pathPiece, fc.string({ maxLength: 4 })), { maxLength: 6 }).map((pieces) => pieces.join('')),
      fc.constantFrom('*', 'http://127.0.0.1/data.bin', 'http://x/../../etc/passwd', '//', '/?', `/${'x'.repeat(9000)}`),
    );
    const version = fc.constantFrom('HTTP/1.1', 'HTTP/1.0', 'HTTP/2.0', 'HTTP/1.1 extra', 'HTTP/9', 'http/1.1', '');
    const rangeValue = fc.oneof(
      fc.tuple(fc.oneof(fc.nat(200).map(String), fc.constantFrom('', '-1', '99999999999999999999999', 'x')), fc.oneof(fc.nat(200).map(String), fc.constantFrom('', '-', 'NaN')))
        .map(([a, b]) => `bytes=${a}-${b}`),
      fc.string({ maxLength: 20 }).map((text) => `bytes=${text}`),
      fc.string({ maxLength: 20 }),
    );
    const header = fc.oneof(
      rangeValue.map((value) => `Range: ${value}`),
      fc.constantFrom(
        'Host: 127.0.0.1',
        'Connection: keep-alive',
        'Connection: close',
        'Content-Length: 5',
        'Content-Length: -1',
        'Content-Length: 99999999999999999999',
        'Transfer-Encoding: chunked',
        'Transfer-Encoding: chunked, chunked',
        'Expect: 100-continue',
        'Upgrade: websocket',
        'If-None-Match: *',
        'If-Modified-Since: garbage',
        'If-Range: "x"',
        'If-Range: Thu, 01 Jan 1970 00:00:00 GMT',
        'Range: bytes=0-0',
        'Range: bytes=10-5',
        'Range: bytes=-5',
        `X-Long: ${'y'.repeat(20_000)}`,
        'Bad Header Without Colon',
        ': no name',
        ' folded: continuation',
      ),
      fc.tuple(fc.string({ maxLength: 12 }), fc.string({ maxLength: 30 })).map(([name, value]) => `${name}: ${value}`),
    );
    // Mangled at every level: most of these never get past Node's parser (400, 431, a close).
    const mangled = fc
      .tuple(methods, target, version, fc.array(header, { maxLength: 6 }), fc.constantFrom('\r\n', '\n', '\r'), fc.boolean(), fc.string({ maxLength: 20 }))
      .map(([method, target, version, headers, eol, finished, body]) => {
        const head = [`${method} ${target} ${version}`, ...headers].join(eol);
        return finished ? `${head}${eol}${eol}${body}` : head;
      });
    // Well-formed HTTP with hostile content, so the requests reach the server's own handler.
    const printable = (chars: string, maxLength: number) => fc.string({ unit: fc.constantFrom(...chars), maxLength });
    const parseable = fc
      .tuple(
        fc.constantFrom('GET', 'GET', 'GET', 'GET', 'GET', 'HEAD', 'POST', 'PROPFIND'),
        fc.oneof(
          { weight: 3, arbitrary: fc.constantFrom('/data.bin', '/notes.md', '/empty.txt', '/inside-link.bin', '/docs/../data.bin') },
          fc.array(pathPiece.filter((piece) => !/[\s\u2028?#]/.test(piece)), { maxLength: 8 }).map((pieces) => `/${pieces.join('/')}`),
          printable('/.%2e5cfFAB0x\\~!$&()*+,;=:@-_', 40).map((text) => `/${text}`),
          fc.constantFrom('/', '/data.bin', '/guides/first/', '/notes.md', '/empty.txt', '/inside-link.bin', 'http://127.0.0.1/data.bin', '*'),
        ),
        fc.constantFrom('HTTP/1.1', 'HTTP/1.0'),
        fc.option(
          fc.oneof(
            {
              weight: 3,
              arbitrary: fc
                .tuple(fc.oneof(fc.nat(120).map(String), fc.constant('')), fc.oneof(fc.nat(120).map(String), fc.constant('')))
                .map(([a, b]) => `bytes=${a}-${b}`),
            },
            rangeValue.filter((value) => /^[\x20-\x7e]*$/.test(value)),
            printable('bytes=0123456789-, */', 24),
          ),
          { freq: 4 },
        ),
        fc.array(
          fc.oneof(
            printable('"W/*, abc0123', 20).map((value) => `If-None-Match: ${value}`),
            printable('"W/ ,:abcGMTThu0123456789', 30).map((value) => `If-Range: ${value}`),
            printable('ThuJanGMT ,:0123456789', 30).map((value) => `If-Modified-Since: ${value}`),
            fc.constantFrom('Connection: keep-alive', 'Accept-Encoding: gzip, br', 'Range: bytes=10-5', 'Range: bytes=-5', 'Range: bytes=0-'),
          ),
          { maxLength: 2 },
        ),
      )
      .map(([method, target, version, range, headers]) =>
        [`${method} ${target} ${version}`, 'Host: 127.0.0.1', ...(range === null ? [] : [`Range: ${range}`]), ...headers, 'Connection: close', '', ''].join('\r\n'),
      );
    const noise = fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes));
    const requestBytes = fc.oneof({ weight: 6, arbitrary: parseable }, { weight: 3, arbitrary: mangled }, { weight: 1, arbitrary: noise });

    const seed = Math.floor(Math.random() * 2 ** 31);
    const samples = fc.sample(requestBytes, { numRuns: 300, seed });
    const seen = new Map<number | undefined, number>();
    // In batches, so the few requests the server waits on (an unfinished head) overlap their timeouts.
    for (let i = 0; i < samples.length; i += 50) {
      const answers = await Promise.all(samples.slice(i, i + 50).map((bytes) => raw(port, bytes, 1000)));
      for (const [offset, answer] of answers.entries()) {
        const sent = samples[i + offset]!;
        const label = `seed ${seed}: ${JSON.stringify(sent.toString('latin1').slice(0, 200))}`;
        seen.set(answer.status, (seen.get(answer.status) ?? 0) + 1);
        expect(answer.text, label).not.toContain(SECRET);
        expect(answer.text, label).not.toContain('root:x:');
        if (answer.status !== undefined) expect(answer.status, label).toBeLessThan(500);
      }
      expect(server.server.listening).toBe(true);
    }
    // The fuzz reached the handler: files, ranges, validators, refusals, not only parse errors.
    const handled = [200, 206, 304, 404, 405, 416].reduce((sum, status) => sum + (seen.get(status) ?? 0), 0);
    expect(handled, `seed ${seed}: ${JSON.stringify([...seen])}`).toBeGreaterThan(100);
    expect((seen.get(206) ?? 0) + (seen.get(416) ?? 0), `seed ${seed}: ${JSON.stringify([...seen])}`).toBeGreaterThan(0);

    const after = await get(port, '/data.bin');
    expect(after.status).toBe(200);
    expect(after.body).toEqual(DATA);
    const page = await rawGet(port, '/');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Home page');
    // Every file opened for those requests was closed again.
    await expectNoOpenFiles(tmp);
  }, 20_000);
});
