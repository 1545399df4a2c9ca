/** Programmatic entry points: the same steps the CLI runs. */
export { buildSite, type BuildOptions, type BuildResult } from './build.ts';
export { startDev, type DevOptions, type DevServer } from './dev.ts';
export { serveStatic, type ServeOptions, type RunningServer } from './serve.ts';
export { loadConfig, validateConfig } from './config.ts';
