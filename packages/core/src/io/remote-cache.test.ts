import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remoteCacheFrom, type RemoteCacheConfig } from '../settings.ts';
import { artifactTag, RemoteCache, tagMatches } from './remote-cache.ts';

describe('the remote cache the environment configures', () => {
  const base = { TURBO_TOKEN: 't', TURBO_TEAM: 'docs', TURBO_REMOTE_CACHE_SIGNATURE_KEY: 'k' };
  it.each([
    ['nothing set: none, nothing said', {}, undefined, undefined],
    ['a token, a team slug and a key: Vercel by default, slug=', base, { api: 'https://vercel.com/api', team: 'docs', teamParam: 'slug', readOnly: false, timeoutMs: 30_000, uploadTimeoutMs: 60_000 }, undefined],
    ['a team id (team_…): teamId=', { ...base, TURBO_TEAM: 'team_abc' }, { team: 'team_abc', teamParam: 'teamId' }, undefined],
    ['TURBO_TEAMID over TURBO_TEAM', { ...base, TURBO_TEAMID: 'abc' }, { team: 'abc', teamParam: 'teamId' }, undefined],
    ['its own server, read-only, timeouts in seconds', { ...base, TURBO_API: 'http://cache.local:3000/', TURBO_REMOTE_CACHE_READ_ONLY: 'true', TURBO_REMOTE_CACHE_TIMEOUT: '2', TURBO_REMOTE_CACHE_UPLOAD_TIMEOUT: '5' }, { api: 'http://cache.local:3000', readOnly: true, timeoutMs: 2000, uploadTimeoutMs: 5000 }, undefined],
    ['an unusable timeout: the default', { ...base, TURBO_REMOTE_CACHE_TIMEOUT: 'soon' }, { timeoutMs: 30_000 }, undefined],
    ['no key: none, and why', { TURBO_TOKEN: 't', TURBO_TEAM: 'docs' }, undefined, /SIGNATURE_KEY is not set/],
    ['no token', { TURBO_TEAM: 'docs', TURBO_REMOTE_CACHE_SIGNATURE_KEY: 'k' }, undefined, /TURBO_TOKEN is not/],
    ['no team', { TURBO_TOKEN: 't', TURBO_REMOTE_CACHE_SIGNATURE_KEY: 'k' }, undefined, /neither TURBO_TEAM nor TURBO_TEAMID/],
  ])('%s', (_, env, config, reason) => {
    const result = remoteCacheFrom(env as Record<string, string>);
    if (config) expect(result.config).toMatchObject(config);
    else expect(result.config).toBeUndefined();
    if (reason) expect(result.reason).toMatch(reason);
    else expect(result.reason).toBeUndefined();
  });
});

describe("the config's remoteCache, under the environment", () => {
  const secrets = { TURBO_TOKEN: 't', TURBO_REMOTE_CACHE_SIGNATURE_KEY: 'k' };
  const options = { apiUrl: 'https://cache.example.com/', teamSlug: 'docs', readOnly: true, timeout: 3, uploadTimeout: 9 };
  it.each([
    ['the config gives the server, team, mode and timeouts; the environment the secrets', secrets, options, { api: 'https://cache.example.com', team: 'docs', teamParam: 'slug', readOnly: true, timeoutMs: 3000, uploadTimeoutMs: 9000 }, undefined],
    ['a team id in the config', secrets, { teamId: 'abc' }, { api: 'https://vercel.com/api', team: 'abc', teamParam: 'teamId', readOnly: false }, undefined],
    [
      'the environment wins over each',
      { ...secrets, TURBO_API: 'http://ci-cache:3000', TURBO_TEAM: 'ci', TURBO_REMOTE_CACHE_READ_ONLY: '0', TURBO_REMOTE_CACHE_TIMEOUT: '1', TURBO_REMOTE_CACHE_UPLOAD_TIMEOUT: '2' },
      { ...options, teamId: 'abc' },
      { api: 'http://ci-cache:3000', team: 'ci', teamParam: 'slug', readOnly: false, timeoutMs: 1000, uploadTimeoutMs: 2000 },
      undefined,
    ],
    ['enabled: false turns it off, silently', { ...secrets, TURBO_TEAM: 'docs' }, { enabled: false }, undefined, undefined],
    ['the config alone, no token: none, and why', {}, options, undefined, /config names a remote cache but TURBO_TOKEN is not set/],
    ['a token, the team from the config, no key: none, and why', { TURBO_TOKEN: 't' }, options, undefined, /SIGNATURE_KEY is not set/],
    ['nothing in either: none, nothing said', {}, {}, undefined, undefined],
  ])('%s', (_, env, given, config, reason) => {
    const result = remoteCacheFrom(env as Record<string, string>, given);
    if (config) expect(result.config).toMatchObject(config);
    else expect(result.config).toBeUndefined();
    if (reason) expect(result.reason).toMatch(reason);
    else expect(result.reason).toBeUndefined();
  });
});

describe("turbo's artifact signature", () => {
  const body = Buffer.from('the artifact body as bytes');
  const tag = artifactTag('my-secret-key', 'the-artifact-hash', 'team_someid', body);

  it('is base64 without padding of an HMAC-SHA256', () => {
    expect(tag).toMatch(/^[A-Za-z0-9+/]{43}$/);
  });

  it.each([
    ['the same artifact', 'my-secret-key', 'the-artifact-hash', 'team_someid', body, tag, true],
    ['with padding', 'my-secret-key', 'the-artifact-hash', 'team_someid', body, `${tag}=`, true],
    ['another key', 'other', 'the-artifact-hash', 'team_someid', body, tag, false],
    ['another hash', 'my-secret-key', 'other-hash', 'team_someid', body, tag, false],
    ['another team', 'my-secret-key', 'the-artifact-hash', 'team_other', body, tag, false],
    ['another body', 'my-secret-key', 'the-artifact-hash', 'team_someid', Buffer.from('<script>evil()</script>'), tag, false],
    ['no tag', 'my-secret-key', 'the-artifact-hash', 'team_someid', body, null, false],
    ['a tag of another length', 'my-secret-key', 'the-artifact-hash', 'team_someid', body, 'YmFk', false],
  ])('%s: %s', (_, key, hash, team, data, given, expected) => {
    expect(tagMatches(key, hash, team, data, given)).toBe(expected);
  });
});

/** The URL of a port nothing listens on (one just freed). */
async function closedPort(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

/** A cache server in memory, whose answers a test can change. */
interface Fake {
  store: Map<string, { body: Buffer; tag: string | undefined }>;
  requests: Array<{ method: string; url: string; auth: string | undefined }>;
  answer?: (req: IncomingMessage, res: ServerResponse) => boolean;
  inFlight: number;
  maxInFlight: number;
  delayMs: number;
}

describe('the client', () => {
  let server: Server;
  let api = '';
  const fake: Fake = { store: new Map(), requests: [], inFlight: 0, maxInFlight: 0, delayMs: 0 };

  beforeAll(async () => {
    server = createServer((req, res) => {
      fake.requests.push({ method: req.method!, url: req.url!, auth: req.headers.authorization });
      if (fake.answer?.(req, res)) return;
      fake.inFlight++;
      fake.maxInFlight = Math.max(fake.maxInFlight, fake.inFlight);
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () =>
        setTimeout(() => {
          fake.inFlight--;
          const hash = new URL(req.url!, 'http://x').pathname.split('/').pop()!;
          if (req.method === 'PUT') {
            fake.store.set(hash, { body: Buffer.concat(chunks), tag: req.headers['x-artifact-tag'] as string | undefined });
            res.end('{}');
            return;
          }
          const found = fake.store.get(hash);
          if (!found) {
            res.statusCode = 404;
            res.end();
            return;
          }
          if (found.tag) res.setHeader('x-artifact-tag', found.tag);
          res.end(found.body);
        }, fake.delayMs),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    api = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const client = (overrides: Partial<RemoteCacheConfig> = {}) => {
    const warnings: string[] = [];
    const cache = new RemoteCache({ api, token: 'secret', team: 'docs', teamParam: 'slug', key: 'k', readOnly: false, timeoutMs: 2000, uploadTimeoutMs: 2000, ...overrides }, (message) => warnings.push(message));
    return { cache, warnings };
  };
  const reset = () => {
    fake.store.clear();
    fake.requests.length = 0;
    fake.answer = undefined;
    fake.maxInFlight = 0;
    fake.delayMs = 0;
  };

  it('stores signed artifacts and reads them back, with the token and the team', async () => {
    reset();
    const { cache, warnings } = client();
    cache.put('a1', 'compiled code');
    await cache.flush();
    expect(await cache.get('a1')).toEqual(Buffer.from('compiled code'));
    expect(await cache.get('missing')).toBeUndefined();
    expect(fake.requests.map(({ method, url, auth }) => `${method} ${url} ${auth}`)).toEqual([
      'PUT /v8/artifacts/a1?slug=docs Bearer secret',
      'GET /v8/artifacts/a1?slug=docs Bearer secret',
      'GET /v8/artifacts/missing?slug=docs Bearer secret',
    ]);
    expect(fake.store.get('a1')!.tag).toBe(artifactTag('k', 'a1', 'docs', Buffer.from('compiled code')));
    expect(cache.stats).toEqual({ hits: 1, misses: 1, rejected: 0, uploaded: 1 });
    expect(cache.summary()).toBe('remote cache: 1 from the remote cache, 1 not in it, 1 uploaded');
    expect(warnings).toEqual([]);
  });

  it.each([
    ['an artifact changed on the server', (hash: string) => fake.store.set(hash, { ...fake.store.get(hash)!, body: Buffer.from('<script>evil()</script>') })],
    ['an artifact without its tag', (hash: string) => fake.store.set(hash, { ...fake.store.get(hash)!, tag: undefined })],
    ['an artifact signed with another key', (hash: string) => fake.store.set(hash, { body: Buffer.from('x'), tag: artifactTag('other', hash, 'docs', Buffer.from('x')) })],
  ])('rejects %s', async (_, tamper) => {
    reset();
    const { cache } = client();
    cache.put('a2', 'good');
    await cache.flush();
    tamper('a2');
    expect(await cache.get('a2')).toBeUndefined();
    expect(cache.stats.rejected).toBe(1);
    expect(cache.summary()).toContain('1 rejected (signature missing or wrong)');
  });

  it('read-only: never uploads', async () => {
    reset();
    const { cache } = client({ readOnly: true });
    cache.put('a3', 'x');
    await cache.flush();
    expect(fake.requests).toEqual([]);
    expect(cache.summary()).toMatch(/read-only$/);
  });

  it('a server refusing uploads: one line, reads go on', async () => {
    reset();
    fake.answer = (req, res) => {
      if (req.method !== 'PUT') return false;
      res.statusCode = 403;
      res.end();
      return true;
    };
    const { cache, warnings } = client();
    cache.put('a4', 'x');
    cache.put('a5', 'y');
    await cache.flush();
    cache.put('a6', 'z');
    await cache.flush();
    expect(await cache.get('a4')).toBeUndefined();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/nothing more uploaded in this build: the server answered 403/);
    expect(fake.requests.filter(({ method }) => method === 'GET')).toHaveLength(1);
  });

  it.each([
    ['a server error', { answer: (_: IncomingMessage, res: ServerResponse) => ((res.statusCode = 500), res.end(), true) }, {}, /the server answered 500/],
    ['no answer within the timeout', { answer: () => true }, { timeoutMs: 200 }, /no answer within 0.2 s/],
    ['nothing listening', {}, { api: 'closed' }, /ECONNREFUSED/],
  ])('%s: the cache is off for the rest of the build, said once, and the build goes on', async (_, behaviour, overrides, message) => {
    reset();
    const given: Partial<RemoteCacheConfig> = overrides;
    fake.answer = (behaviour as { answer?: Fake['answer'] }).answer;
    const { cache, warnings } = client(given.api === 'closed' ? { api: await closedPort() } : given);
    expect(await cache.get('b1')).toBeUndefined();
    const asked = fake.requests.length;
    expect(await cache.get('b2')).toBeUndefined();
    cache.put('b3', 'x');
    await cache.flush();
    expect(fake.requests.length).toBe(asked);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(message);
  });

  it('keeps at most 8 requests in flight', async () => {
    reset();
    fake.delayMs = 30;
    const { cache } = client();
    await Promise.all(Array.from({ length: 30 }, (_, index) => cache.get(`c${index}`)));
    expect(fake.maxInFlight).toBe(8);
    expect(cache.stats.misses).toBe(30);
  });
});
