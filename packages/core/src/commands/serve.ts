/** `folio serve [siteDir]`: serve the built site (building it first with `--build`), as `docusaurus serve` does. */
import path from 'node:path';
import { loadConfig } from '../config/config.ts';
import type { Settings } from '../settings.ts';
import { log } from '../log.ts';

export interface ServeCommandOptions {
  siteDir: string;
  port?: number;
  host?: string;
  /** The folder to serve, relative to the site (default: the config's outDir). */
  dir?: string;
  configFile?: string;
  build: boolean;
  settings: Settings;
}

/** Returns the server's URL. */
export async function serveCommand(options: ServeCommandOptions): Promise<string> {
  const root = path.resolve(options.siteDir);
  // Serving needs the base URL and the output folder: a Docusaurus site's plugins are not made.
  const config = await loadConfig(root, options.configFile, { purpose: 'serve' });
  if (options.build) {
    const { buildSite } = await import('../build/build.ts');
    await buildSite({ siteDir: root, outDir: options.dir, configFile: options.configFile, settings: options.settings });
  }
  const { serveStatic } = await import('../serve/serve.ts');
  const dir = options.dir ?? config.outDir;
  const server = await serveStatic({ dir: path.resolve(root, dir), baseUrl: config.baseUrl, port: options.port, host: options.host });
  log.info(`serving ${dir} at ${server.url}`);
  return server.url;
}
