/**
 * A build cache shared by machines, on a server teams already run for Turborepo: its remote-cache
 * HTTP API (`GET`/`PUT /v8/artifacts/:hash?teamId=…|slug=…`, a bearer token), configured as
 * turbo is, from `TURBO_API`, `TURBO_TOKEN`, `TURBO_TEAM` (or `TURBO_TEAMID`: read by
 * settings.ts's remoteCacheFrom, or the config's `remoteCache`, in turbo.json's names). Vercel's cache
 * and self-hosted servers (S3, GCS, Azure Blob or local storage behind them) speak it.
 *
 * Every artifact is signed as turbo signs them, an HMAC-SHA256 with the team's secret
 * (`TURBO_REMOTE_CACHE_SIGNATURE_KEY`) of `{"hash":…,"teamId":…}` followed by the body, sent and
 * received as the `x-artifact-tag` header: an artifact whose tag is missing or wrong is not used,
 * so whoever can write to the cache but has not the key cannot put their code into a build.
 * Without a key there is no remote cache. `TURBO_REMOTE_CACHE_READ_ONLY=1` reads and never writes
 * (untrusted builds: pull requests from forks).
 *
 * A cache is an optimisation: a request that fails or takes longer than its timeout
 * (`TURBO_REMOTE_CACHE_TIMEOUT`, seconds, default 30; uploads `TURBO_REMOTE_CACHE_UPLOAD_TIMEOUT`,
 * default 60) turns the remote cache off for the rest of the build, with one line saying so, and
 * the build goes on with what it has. At most CONCURRENCY requests are in flight.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { log } from '../log.ts';
import type { SiteConfig } from '../plugin-api.ts';
import { remoteCacheFrom, type RemoteCacheConfig, type Settings, type SharedArtifacts } from '../settings.ts';

const CONCURRENCY = 8;

/** PURE: turbo's artifact tag: base64 (no padding) of HMAC-SHA256(key, `{"hash","teamId"}` + body). */
export function artifactTag(key: string, hash: string, team: string, body: Uint8Array): string {
  return createHmac('sha256', key)
    .update(JSON.stringify({ hash, teamId: team }))
    .update(body)
    .digest('base64')
    .replace(/=+$/, '');
}

/** PURE: whether `tag` is the artifact's (constant time). */
export function tagMatches(key: string, hash: string, team: string, body: Uint8Array, tag: string | null): boolean {
  if (!tag) return false;
  const expected = Buffer.from(artifactTag(key, hash, team, body));
  const given = Buffer.from(tag.replace(/=+$/, ''));
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export interface RemoteCacheStats {
  hits: number;
  misses: number;
  /** Artifacts whose signature was missing or wrong: not used. */
  rejected: number;
  uploaded: number;
}

/** One build's client of the remote cache. */
export class RemoteCache implements SharedArtifacts {
  readonly stats: RemoteCacheStats = { hits: 0, misses: 0, rejected: 0, uploaded: 0 };
  /** Why the cache was turned off during the build (the one line said). */
  private off: string | undefined;
  /** Why uploads were (a server refusing writes leaves reads on). */
  private noUploads: string | undefined;
  private active = 0;
  private readonly waiting: Array<() => void> = [];
  private readonly uploads = new Set<Promise<void>>();

  constructor(
    readonly config: RemoteCacheConfig,
    private readonly warn: (message: string) => void,
  ) {}

  /** The artifact `hash`, when the cache has it with a right signature. */
  async get(hash: string): Promise<Buffer | undefined> {
    if (this.off) return undefined;
    const response = await this.request('GET', hash, undefined, this.config.timeoutMs);
    if (!response) return undefined;
    if (response.status === 404) {
      this.stats.misses++;
      return undefined;
    }
    const body = Buffer.from(response.body);
    if (!tagMatches(this.config.key, hash, this.config.team, body, response.tag)) {
      this.stats.rejected++;
      return undefined;
    }
    this.stats.hits++;
    return body;
  }

  /** Stores the artifact, in the background (`flush` waits for every upload); nothing in read-only mode. */
  put(hash: string, body: string | Uint8Array): void {
    if (this.off || this.noUploads || this.config.readOnly) return;
    const bytes = typeof body === 'string' ? Buffer.from(body) : body;
    const upload = this.request('PUT', hash, bytes, this.config.uploadTimeoutMs).then((response) => {
      if (response) this.stats.uploaded++;
    });
    this.uploads.add(upload);
    void upload.finally(() => this.uploads.delete(upload));
  }

  /** Resolves when every upload has ended (stored, failed or timed out). */
  async flush(): Promise<void> {
    while (this.uploads.size) await Promise.all([...this.uploads]);
  }

  /** One line on what the build got from and gave to the cache. */
  summary(): string {
    const { hits, misses, rejected, uploaded } = this.stats;
    const parts = [`${hits} from the remote cache`, `${misses} not in it`];
    if (rejected) parts.push(`${rejected} rejected (signature missing or wrong)`);
    parts.push(this.config.readOnly ? 'read-only' : `${uploaded} uploaded`);
    return `remote cache: ${parts.join(', ')}`;
  }

  private url(hash: string): string {
    return `${this.config.api}/v8/artifacts/${encodeURIComponent(hash)}?${this.config.teamParam}=${encodeURIComponent(this.config.team)}`;
  }

  /** A request, or undefined once the cache is off (this one failing turns it off). */
  private async request(method: 'GET' | 'PUT', hash: string, body: Uint8Array | undefined, timeoutMs: number): Promise<{ status: number; body: ArrayBuffer; tag: string | null } | undefined> {
    await this.slot();
    try {
      if (this.off) return undefined;
      const headers: Record<string, string> = { authorization: `Bearer ${this.config.token}` };
      if (body) {
        headers['content-type'] = 'application/octet-stream';
        headers['x-artifact-tag'] = artifactTag(this.config.key, hash, this.config.team, body);
      }
      const response = await fetch(this.url(hash), { method, headers, ...(body ? { body: body as Uint8Array<ArrayBuffer> } : {}), signal: AbortSignal.timeout(timeoutMs) });
      const data = await response.arrayBuffer();
      if (response.ok || (method === 'GET' && response.status === 404)) return { status: response.status, body: data, tag: response.headers.get('x-artifact-tag') };
      const why = `the server answered ${response.status} ${response.statusText}`.trim();
      if (method === 'GET') this.turnOff(why);
      else if (!this.noUploads) {
        this.noUploads = why;
        this.warn(`remote cache at ${this.config.api}: nothing more uploaded in this build: ${why}`);
      }
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      this.turnOff((error as Error).name === 'TimeoutError' ? `no answer within ${timeoutMs / 1000} s` : (cause?.code ?? cause?.message ?? (error as Error).message));
    } finally {
      this.release();
    }
    return undefined;
  }

  private turnOff(why: string): void {
    if (this.off) return;
    this.off = why;
    this.warn(`remote cache at ${this.config.api} not used for the rest of this build: ${why}`);
  }

  private async slot(): Promise<void> {
    if (this.active < CONCURRENCY) {
      this.active++;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.active--;
  }
}

/**
 * The settings with the remote cache that the environment's TURBO_* and the config's `remoteCache`
 * configure, its client made; one line says why there is none when something asked for one.
 */
export function withRemoteCache(settings: Settings, config: Pick<SiteConfig, 'remoteCache'>): Settings {
  const { config: remote, reason } = remoteCacheFrom(settings.turboEnv ?? {}, config.remoteCache);
  if (reason) log.warn(`no remote cache: ${reason}`);
  return remote ? { ...settings, remote: new RemoteCache(remote, (message) => log.warn(message)) } : settings;
}
