/** Programmatic entry points: the same steps the CLI runs. */
export { buildSite, type BuildOptions, type BuildResult } from './build/build.ts';
export { startDev, type DevOptions, type DevServer } from './dev/dev.ts';
export { serveStatic, type ServeOptions, type RunningServer } from './serve/serve.ts';
export { loadConfig, validateConfig } from './config/config.ts';
/** The CLI's FOLIO_* switches as options (pass `settings` to buildSite / startDev), and the log they quieten. */
export { DEFAULT_SETTINGS, settingsFromEnv, type Settings } from './settings.ts';
export { configureLog } from './log.ts';
