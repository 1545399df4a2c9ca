/** One Vite dev server over a prepared site: its config, Folio's plugins and watcher hooks, listening. */
import type { EventEmitter } from 'node:events';
import type { Server as HttpServer } from 'node:http';
import { createServer, type ViteDevServer } from 'vite';
import { baseViteConfig, withQuietLogger, FOLIO_SOURCE, runtimeEntry } from '../vite/config.ts';
import { mermaidOptimizeDeps } from '../vite/mermaid.ts';
import { FolioError } from '../errors.ts';
import { realPathOf } from '../io/site-files.ts';
import { task, type Timing } from '../log.ts';
import type { DevContext } from '../plugin-api.ts';
import type { PipelineState } from '../load/state.ts';
import { DEV_FS_DENY, devFsAllow, pluginContentDirs } from './fs-allow.ts';
import { fsGuardPlugin } from './fs-guard.ts';
import { baseImportsPlugin } from './base-imports.ts';
import { devHtmlPlugin } from './html.ts';
import type { DevLocaleWrites } from './locale-writes.ts';
import { watchPluginsPlugin } from './plugin-reload.ts';
import { toOverlay, type ShownErrors } from './shown-errors.ts';
import { catchSwallowedChanges, ignoredInDev, isConfigFile } from './watch.ts';

const OPTIMIZED_DEPS = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  '@folio/theme > react-router-dom',
  '@folio/theme > nprogress',
];

/** A started server and the site state it serves (replaced whole on a restart). */
export interface Running {
  vite: ViteDevServer;
  state: PipelineState;
  errors: ShownErrors;
  /** Set when it shares an HTTP server with other locales' servers. */
  shared?: SharedHttp;
}

export interface ServerHooks {
  /** site.config.ts changed. */
  onConfigChange(): void;
  /** A watched file was added, changed or removed (a failed restart is tried again). */
  onChange(): void;
}

/**
 * Listen on the server's port. A restart tries `attempts` times: the server it replaces may hold
 * the port a moment longer. A first start that fails closes the server.
 */
export async function listen(server: ViteDevServer, port: number, host: string, attempts = 1): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await server.listen();
      return;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      const inUse = code === 'EADDRINUSE' || /already in use/i.test(String((error as Error).message));
      if (attempt < attempts) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        continue;
      }
      if (attempts === 1) await server.close();
      if (inUse) throw new FolioError(`port ${port} on ${host} is already in use`, { hint: 'pass another port with --port' });
      throw error;
    }
  }
}

/** The port the server listens on (the one picked when 0 was asked). */
export function actualPort(server: ViteDevServer, requested: number): number {
  const address = server.httpServer?.address();
  return address && typeof address === 'object' ? address.port : requested;
}

/**
 * A server that one HTTP server shares with others (`folio dev` serving several locales,
 * dev/locales-host.ts): Vite in middleware mode, its HMR socket taking the upgrades `upgrades`
 * hands it, its pre-bundled dependencies in `cacheDir` when given (two servers whose Vite configs
 * differ, an RTL locale's plugins say, must not rewrite each other's).
 */
export interface SharedHttp {
  upgrades: EventEmitter;
  cacheDir?: string;
  /** The records of what each locale's plugins wrote per locale (locale-writes.ts). */
  writes?: DevLocaleWrites;
}

/** A Vite server for `state`: Folio's plugins, the file-access lists and the watcher wired to `hooks`; not yet listening. */
export async function createDevServer(
  state: PipelineState,
  errors: ShownErrors,
  port: number,
  host: string,
  hooks: ServerHooks,
  shared?: SharedHttp,
): Promise<Running> {
  const timings: Timing[] = [];
  const { ctx } = state;
  const { siteDir, config } = ctx;
  const base = { ...(await withQuietLogger(await baseViteConfig(state))), ...(shared?.cacheDir ? { cacheDir: shared.cacheDir } : {}) };
  // Content folders the config names outside the site (docs at `../docs`): served and watched too.
  const outside = pluginContentDirs(state);
  const server = await task('vite server', timings, () => createServer({
    ...base,
    mode: 'development',
    appType: 'custom',
    server: {
      port,
      host,
      strictPort: true,
      // Its HMR socket on the shared server: Vite takes an upgrade whose path is its base URL.
      ...(shared ? { middlewareMode: true, ws: { server: shared.upgrades as unknown as HttpServer } } : {}),
      // Vite's cache (pre-bundled dependencies) is in the site, unless node_modules is a link.
      fs: { strict: true, allow: [...devFsAllow(state), ...outside, realPathOf(base.cacheDir!)], deny: DEV_FS_DENY },
      watch: { ignored: [(file: string) => ignoredInDev(siteDir, config.outDir, file)] },
    },
    optimizeDeps: { noDiscovery: true, include: [...OPTIMIZED_DEPS, ...mermaidOptimizeDeps(ctx)] },
    // Server rendering in dev (plugins such as search use it): Folio's packages are source to
    // transform, React and the router are plain Node packages.
    ssr: {
      noExternal: [/^@folio\//, 'react-router', 'react-router-dom'],
      external: ['react', 'react-dom'],
      resolve: { conditions: [FOLIO_SOURCE, 'module-sync', 'import', 'module', 'node', 'development'] },
    },
    plugins: [
      fsGuardPlugin(),
      baseImportsPlugin(config.baseUrl),
      ...(shared?.writes ? [shared.writes.plugin(config.i18n.currentLocale)] : []),
      ...(base.plugins ?? []),
      devHtmlPlugin(state),
      watchPluginsPlugin(state, errors, shared?.writes),
    ],
  }));
  // Plugins' middlewares (the search index, say) render pages and read routes through this.
  const devContext: DevContext = {
    ctx,
    routes: () => state.site.routes,
    async render(url) {
      const mod = (await server.ssrLoadModule(runtimeEntry(state.themeDir, 'entry-server'))) as { render: DevContext['render'] };
      return mod.render(url);
    },
  };
  Object.assign(server, { folio: devContext });
  server.watcher.on('change', (file) => {
    if (file === config.configFile || isConfigFile(siteDir, file)) hooks.onConfigChange();
  });
  server.watcher.on('all', (event) => {
    if (event === 'add' || event === 'change' || event === 'unlink') hooks.onChange();
  });
  // A browser that connects (a page opened or reloaded) is shown what is still broken.
  server.ws.on('vite:client:connect', (_data: unknown, client: { send(payload: unknown): void }) => {
    const [error] = errors.values();
    if (error !== undefined) client.send({ type: 'error', err: toOverlay(error) });
  });
  catchSwallowedChanges(server.watcher);
  if (outside.length) server.watcher.add(outside);
  return { vite: server, state, errors, ...(shared ? { shared } : {}) };
}
