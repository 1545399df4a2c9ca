/** Programmatic entry points: the same steps the CLI runs. */
export { buildSite, type BuildOptions, type BuildResult } from './build/build.ts';
export { startDev, type DevOptions, type DevServer } from './dev/dev.ts';
export { serveStatic, type ServeOptions, type RunningServer } from './serve/serve.ts';
export { loadConfig, validateConfig } from './config/config.ts';
