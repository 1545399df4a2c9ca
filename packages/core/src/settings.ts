/**
 * Folio's environment switches (`FOLIO_*`). Only the CLI reads them, once, with `settingsFromEnv`;
 * everything below it receives a `Settings` value as an option. Programmatic callers of buildSite
 * and startDev pass their own, or get `DEFAULT_SETTINGS`.
 */
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
  return settings;
}
