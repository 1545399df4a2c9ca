/**
 * Folio's environment switches (`FOLIO_*`). Only the CLI reads them, once, with `settingsFromEnv`;
 * everything below it receives a `Settings` value as an option. Programmatic callers of buildSite
 * and startDev pass their own, or get `DEFAULT_SETTINGS`.
 */
import type { RemoteCacheOptions } from './plugin-api.ts';

export interface Settings {
  /** `FOLIO_QUIET=1`: no progress lines, only warnings and errors. */
  quiet: boolean;
  /** `FOLIO_MEMORY=1`: the process's memory after each timed build step. */
  memory: boolean;
  /** `FOLIO_WORKERS=n`: threads of the compile and render pools (0: none); default min(cores, 4). */
  workers?: number;
  /** `FOLIO_WORKER_MIN_TASKS=n`: start a pool from this many tasks per thread (tests run pools on small sites). */
  workerMinTasks?: number;
  /** `FOLIO_ROUTES_PER_SHARD=n`: routes per route-table shard (tests shard small sites). */
  routesPerShard?: number;
  /**
   * `FOLIO_SHARED_BUNDLE_ROUTES=n`: the routes whose content a build holds at once for one bundle
   * shared by several locales (build/locale-group.ts); the locales past it share the next one.
   * Default 5000 (tests share small sites' bundles in several parts).
   */
  sharedBundleRoutes?: number;
  /** `FOLIO_FAST_MARKDOWN=0`: every page through MDX, none through the fast Markdown path. */
  fastMarkdown: boolean;
  /** `FOLIO_SITE_MODULE_TIMEOUT_MS=n`: how long a config's import or exported promise may stay pending (default 30000). */
  siteModuleTimeoutMs?: number;
  /** `TURBO_API`, `TURBO_TOKEN`, `TURBO_TEAM`…: the build cache shared by machines, read with the config's `remoteCache` (remoteCacheFrom). */
  turboEnv?: Record<string, string>;
  /** The client of the remote cache for this run (the build makes it from `remoteCache`: io/remote-cache.ts). */
  remote?: SharedArtifacts;
  /** `folio build --shard i/n`: render only this slice of the routes (build/build-shards.ts). */
  buildShard?: BuildShard;
  /** `FOLIO_BUNDLE_MEMO=0`: bundle on every build, never take the last build's bundles (build/bundle-memo.ts). */
  noBundleMemo?: true;
}

/** One of `count` slices of a build's routes, `index` from 1. */
export interface BuildShard {
  index: number;
  count: number;
}

/** The remote cache as the build's steps use it: artifacts by hash, signed and checked by the client. */
export interface SharedArtifacts {
  /** The artifact, when the cache has it with a right signature. */
  get(hash: string): Promise<Buffer | undefined>;
  /** Stores it in the background (nothing in read-only mode). */
  put(hash: string, body: string | Uint8Array): void;
  /** Resolves when every upload has ended. */
  flush(): Promise<void>;
  /** One line on what the build got from and gave to the cache. */
  summary(): string;
}

/** The remote cache `TURBO_*` and the config configure (io/remote-cache.ts says how each is used). */
export interface RemoteCacheConfig {
  /** The server's base URL, without `/v8/…`. */
  api: string;
  token: string;
  /** The team, and whether the server knows it by id (`teamId=`, turbo's `team_…`) or by slug (`slug=`). */
  team: string;
  teamParam: 'teamId' | 'slug';
  /** The HMAC key of the signatures. */
  key: string;
  readOnly: boolean;
  timeoutMs: number;
  uploadTimeoutMs: number;
}

/** turbo's default server: Vercel's. */
const VERCEL_API = 'https://vercel.com/api';

function seconds(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isFinite(n) && n > 0 ? n * 1000 : fallback;
}

/** The variables turbo reads for its remote cache, kept by settingsFromEnv for the build to read with the config. */
const TURBO_VARIABLES = ['TURBO_API', 'TURBO_TOKEN', 'TURBO_TEAM', 'TURBO_TEAMID', 'TURBO_REMOTE_CACHE_SIGNATURE_KEY', 'TURBO_REMOTE_CACHE_READ_ONLY', 'TURBO_REMOTE_CACHE_TIMEOUT', 'TURBO_REMOTE_CACHE_UPLOAD_TIMEOUT'];

const blank = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/**
 * PURE: the remote cache the environment and the config's `remoteCache` (turbo.json's names)
 * configure, or why there is none (undefined `reason`: nothing asks for one). As turbo, the
 * environment wins over the config; the token and the signature key come only from it. A token and
 * a team make one; the key is required; `enabled: false` in the config turns it off.
 */
export function remoteCacheFrom(env: Record<string, string | undefined>, options: RemoteCacheOptions = {}): { config?: RemoteCacheConfig; reason?: string } {
  if (options.enabled === false) return {};
  const token = blank(env.TURBO_TOKEN);
  const teamId = blank(env.TURBO_TEAMID) ?? (blank(env.TURBO_TEAM) ? undefined : options.teamId);
  const slug = blank(env.TURBO_TEAM) ?? (blank(env.TURBO_TEAMID) ? undefined : options.teamSlug);
  if (!token && !blank(env.TURBO_TEAMID) && !blank(env.TURBO_TEAM)) return options.teamId || options.teamSlug || options.apiUrl ? { reason: 'the config names a remote cache but TURBO_TOKEN is not set' } : {};
  if (!token) return { reason: 'TURBO_TEAM is set but TURBO_TOKEN is not' };
  const team = teamId || slug;
  if (!team) return { reason: 'TURBO_TOKEN is set but neither TURBO_TEAM nor TURBO_TEAMID is (nor remoteCache.teamSlug or teamId in the config)' };
  const key = env.TURBO_REMOTE_CACHE_SIGNATURE_KEY;
  if (!key) return { reason: 'TURBO_REMOTE_CACHE_SIGNATURE_KEY is not set, and Folio uses only signed artifacts' };
  const api = (blank(env.TURBO_API) ?? options.apiUrl ?? VERCEL_API).replace(/\/+$/, '');
  const readOnly = blank(env.TURBO_REMOTE_CACHE_READ_ONLY);
  return {
    config: {
      api,
      token,
      team,
      // turbo sends a team id (`team_…`) as teamId, anything else as the team's slug.
      teamParam: teamId || team.startsWith('team_') ? 'teamId' : 'slug',
      key,
      readOnly: readOnly === undefined ? options.readOnly === true : ['1', 'true'].includes(readOnly.toLowerCase()),
      // The config's timeouts are checked positive numbers of seconds (config/schema.ts).
      timeoutMs: seconds(env.TURBO_REMOTE_CACHE_TIMEOUT, (options.timeout ?? 30) * 1000),
      uploadTimeoutMs: seconds(env.TURBO_REMOTE_CACHE_UPLOAD_TIMEOUT, (options.uploadTimeout ?? 60) * 1000),
    },
  };
}

export const DEFAULT_SETTINGS: Settings = Object.freeze({ quiet: false, memory: false, fastMarkdown: true });

/** A whole number ≥ min, or undefined for an unset or unusable value. */
function count(value: string | undefined, min: number): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isInteger(n) && n >= min ? n : undefined;
}

export function settingsFromEnv(env: Record<string, string | undefined>): Settings {
  const settings: Settings = {
    quiet: env.FOLIO_QUIET === '1',
    memory: env.FOLIO_MEMORY === '1',
    fastMarkdown: env.FOLIO_FAST_MARKDOWN !== '0',
  };
  const workers = count(env.FOLIO_WORKERS, 0);
  const workerMinTasks = count(env.FOLIO_WORKER_MIN_TASKS, 1);
  const routesPerShard = count(env.FOLIO_ROUTES_PER_SHARD, 1);
  if (workers !== undefined) settings.workers = workers;
  if (workerMinTasks !== undefined) settings.workerMinTasks = workerMinTasks;
  if (routesPerShard !== undefined) settings.routesPerShard = routesPerShard;
  const sharedBundleRoutes = count(env.FOLIO_SHARED_BUNDLE_ROUTES, 1);
  if (sharedBundleRoutes !== undefined) settings.sharedBundleRoutes = sharedBundleRoutes;
  const siteModuleTimeoutMs = count(env.FOLIO_SITE_MODULE_TIMEOUT_MS, 1);
  if (siteModuleTimeoutMs !== undefined) settings.siteModuleTimeoutMs = siteModuleTimeoutMs;
  if (env.FOLIO_BUNDLE_MEMO === '0') settings.noBundleMemo = true;
  const turbo = Object.fromEntries(TURBO_VARIABLES.filter((name) => env[name] !== undefined).map((name) => [name, env[name]!]));
  if (Object.keys(turbo).length > 0) settings.turboEnv = turbo;
  return settings;
}
