import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, settingsFromEnv } from './settings.ts';

describe('settingsFromEnv', () => {
  it.each([
    [{}, DEFAULT_SETTINGS],
    [{ FOLIO_QUIET: '1', FOLIO_MEMORY: '1' }, { ...DEFAULT_SETTINGS, quiet: true, memory: true }],
    [{ FOLIO_QUIET: 'yes' }, DEFAULT_SETTINGS],
    [{ FOLIO_FAST_MARKDOWN: '0' }, { ...DEFAULT_SETTINGS, fastMarkdown: false }],
    [{ FOLIO_FAST_MARKDOWN: '1' }, DEFAULT_SETTINGS],
    [{ FOLIO_WORKERS: '0' }, { ...DEFAULT_SETTINGS, workers: 0 }],
    [{ FOLIO_WORKERS: '3', FOLIO_WORKER_MIN_TASKS: '1', FOLIO_ROUTES_PER_SHARD: '2' }, { ...DEFAULT_SETTINGS, workers: 3, workerMinTasks: 1, routesPerShard: 2 }],
    [{ FOLIO_WORKERS: '-1', FOLIO_WORKER_MIN_TASKS: '0', FOLIO_ROUTES_PER_SHARD: '1.5' }, DEFAULT_SETTINGS],
    [{ FOLIO_WORKERS: '', FOLIO_ROUTES_PER_SHARD: 'many' }, DEFAULT_SETTINGS],
    [{ FOLIO_SHARED_BUNDLE_ROUTES: '400' }, { ...DEFAULT_SETTINGS, sharedBundleRoutes: 400 }],
    [{ FOLIO_SHARED_BUNDLE_ROUTES: '0' }, DEFAULT_SETTINGS],
    [{ FOLIO_SITE_MODULE_TIMEOUT_MS: '1500' }, { ...DEFAULT_SETTINGS, siteModuleTimeoutMs: 1500 }],
    [{ FOLIO_SITE_MODULE_TIMEOUT_MS: '0' }, DEFAULT_SETTINGS],
    // turbo's variables are kept for the build, which reads them with the config's remoteCache.
    [
      { TURBO_API: 'http://cache:3000', TURBO_TOKEN: 't', TURBO_TEAM: 'docs', TURBO_REMOTE_CACHE_SIGNATURE_KEY: 'k', TURBO_OTHER: 'x', HOME: '/root' },
      { ...DEFAULT_SETTINGS, turboEnv: { TURBO_API: 'http://cache:3000', TURBO_TOKEN: 't', TURBO_TEAM: 'docs', TURBO_REMOTE_CACHE_SIGNATURE_KEY: 'k' } },
    ],
  ])('%j', (env, expected) => {
    expect(settingsFromEnv(env)).toEqual(expected);
  });
});
