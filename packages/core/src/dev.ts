/**
 * `folio dev`: Vite's dev server over the same virtual modules as the build. Pages compile on
 * request (start-up does not grow with the page count beyond reading front matter); a file in a
 * plugin's watch list re-runs that plugin alone and hot-updates the route table; an edit to
 * site.config.ts restarts the server in place.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import picomatch from 'picomatch';
import { createServer, type ViteDevServer } from 'vite';
import { loadConfig } from './config.ts';
import { FolioError, formatError, isFolioError } from './errors.ts';
import { escapeAttribute, renderDocument } from './html.ts';
import { log, task, type Timing } from './log.ts';
import { createSiteData, loadPlugin, type LoadedPlugin } from './plugins.ts';
import { createRoutesModule, VIRTUAL } from './routes-module.ts';
import { routeKey } from './shared/paths.ts';
import { baseViteConfig, FOLIO_SOURCE, runtimeEntry } from './bundle.ts';
import { createContext, createState, loadSite } from './site.ts';
import { siteClientData, type FolioState } from './vite-plugin.ts';
import type { Plugin as VitePlugin } from 'vite';
import type { DevContext } from './plugin.ts';

export interface DevOptions {
  siteDir: string;
  port?: number;
  host?: string;
}

export interface DevServer {
  url: string;
  /** The running Vite server (replaced on restart). */
  readonly vite: ViteDevServer;
  close(): Promise<void>;
}

const OPTIMIZED_DEPS = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  '@folio/theme > react-router-dom',
  '@folio/theme > nprogress',
];

export async function startDev(options: DevOptions): Promise<DevServer> {
  const siteDir = path.resolve(options.siteDir);
  const port = options.port ?? 3000;
  const host = options.host ?? '127.0.0.1';
  let restarting: Promise<void> | undefined;
  let settle: NodeJS.Timeout | undefined;
  // Editors write a file in steps (truncate, then write): wait until it has been quiet briefly.
  const onConfigChange = () => {
    clearTimeout(settle);
    settle = setTimeout(() => {
      restarting ??= restart().finally(() => (restarting = undefined));
    }, 120);
  };
  let vite = await createDevServer(siteDir, port, host, onConfigChange);

  async function restart(): Promise<void> {
    log.info('site config changed: restarting');
    try {
      await loadConfig(siteDir); // validate first: a broken config keeps the old server up
    } catch (error) {
      log.error(formatError(error));
      vite.ws.send({ type: 'error', err: toOverlay(error) });
      return;
    }
    await vite.close();
    vite = await createDevServer(siteDir, port, host, onConfigChange);
    vite.ws.send({ type: 'full-reload', path: '*' });
    log.info('restarted');
  }

  return {
    url: `http://${host}:${port}${vite.config.base}`,
    get vite() {
      return vite;
    },
    async close() {
      await restarting;
      await vite.close();
    },
  };
}

/**
 * PURE: files the dev server's watcher leaves alone. Vite watches the whole site folder; without
 * this it would also crawl the build output (a 4000-page build is about 20,000 files, 0.35 s of
 * stat calls at start-up by profile) and hidden folders (.git, caches, tool output). Files outside
 * the site folder (the theme, swizzled components elsewhere) are not affected.
 */
export function ignoredInDev(siteDir: string, outDir: string, file: string): boolean {
  const output = path.resolve(siteDir, outDir);
  if (file === output || file.startsWith(output + path.sep) || file.startsWith(`${output}.tmp-`)) return true;
  const relative = path.relative(siteDir, file);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return false;
  return relative.split(path.sep).some((segment) => segment.startsWith('.'));
}

function isConfigFile(siteDir: string, file: string): boolean {
  return path.dirname(file) === siteDir && /^site\.config\.(m?[jt]s)$/.test(path.basename(file));
}

async function createDevServer(
  siteDir: string,
  port: number,
  host: string,
  onConfigChange: () => void,
): Promise<ViteDevServer> {
  const timings: Timing[] = [];
  const config = await task('config', timings, () => loadConfig(siteDir));
  const ctx = createContext(siteDir, config, 'dev');
  const site = await task('load content', timings, () => loadSite(ctx));
  const state = createState(ctx, site, true);
  const base = baseViteConfig(state);
  const server = await task('vite server', timings, () => createServer({
    ...base,
    mode: 'development',
    appType: 'custom',
    server: { port, host, strictPort: true, fs: { strict: false }, watch: { ignored: [(file: string) => ignoredInDev(siteDir, config.outDir, file)] } },
    optimizeDeps: { noDiscovery: true, include: OPTIMIZED_DEPS },
    // Server rendering in dev (plugins such as search use it): Folio's packages are source to
    // transform, React and the router are plain Node packages.
    ssr: {
      noExternal: [/^@folio\//, 'react-router', 'react-router-dom'],
      external: ['react', 'react-dom'],
      resolve: { conditions: [FOLIO_SOURCE, 'module-sync', 'import', 'module', 'node', 'development'] },
    },
    plugins: [...(base.plugins ?? []), devHtmlPlugin(state), watchPluginsPlugin(state)],
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
  try {
    await server.listen();
  } catch (error) {
    await server.close();
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE' || /already in use/i.test(String((error as Error).message))) {
      throw new FolioError(`port ${port} on ${host} is already in use`, { hint: 'pass another port with --port' });
    }
    throw error;
  }
  server.watcher.on('change', (file) => {
    if (file === config.configFile || isConfigFile(siteDir, file)) onConfigChange();
  });
  catchSwallowedChanges(server.watcher);
  log.info(`dev server ready: http://${host}:${port}${config.baseUrl}`);
  return server;
}

/**
 * The file watcher throttles change events of one file (a second write within about 50 ms gives no
 * event), so the last of a burst of saves could be lost and the page stay one edit behind for
 * good. After each change, look again a little later: if the file changed since (its mtime or
 * size differ from what the event saw), report the change once more.
 */
function catchSwallowedChanges(watcher: ViteDevServer['watcher'], delayMs = 120): void {
  const seen = new Map<string, string>();
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const stamp = (file: string) => {
    try {
      const stats = statSync(file);
      return `${stats.mtimeMs}:${stats.size}`;
    } catch {
      return 'gone';
    }
  };
  watcher.on('change', (file: string) => {
    seen.set(file, stamp(file));
    clearTimeout(timers.get(file));
    timers.set(
      file,
      setTimeout(() => {
        timers.delete(file);
        const now = stamp(file);
        if (now !== 'gone' && now !== seen.get(file)) watcher.emit('change', file);
      }, delayMs).unref(),
    );
  });
}

/**
 * How long after a watched file changes the plugins that watch it are reloaded. Vite's hot update
 * of an edited page is sent and served first: on a large site a plugin reload holds the main
 * thread for a few hundred milliseconds, and the page's new module would wait behind it.
 */
const RELOAD_DELAY_MS = 150;

/** Answer page navigations with the HTML shell; the client renders the route. */
function devHtmlPlugin(state: FolioState): VitePlugin {
  return {
    name: 'folio:dev-html',
    configureServer(server) {
      return () => {
        server.middlewares.use(async (req, res, next) => {
          if (req.method !== 'GET' && req.method !== 'HEAD') return next();
          const accept = req.headers.accept ?? '';
          const url = req.url ?? '/';
          if (!accept.includes('text/html') && path.extname(url.split('?')[0]!) !== '') return next();
          try {
            const pathname = new URL(url, 'http://dev.invalid').pathname;
            const known = state.site.routes.some((route) => !route.catchAll && routeKey(route.path) === routeKey(pathname));
            const site = siteClientData(state.ctx);
            const locale = site.i18n.localeConfigs[site.i18n.defaultLocale]!;
            const shell = renderDocument({
              htmlAttributes: `lang="${escapeAttribute(locale.htmlLang)}" dir="${locale.direction}"`,
              head: `<title>${escapeAttribute(site.title)}</title>`,
              body: '',
              entry: `/@fs${runtimeEntry(state.themeDir, 'entry-client')}`,
            });
            const html = await server.transformIndexHtml(url, shell);
            res.statusCode = known ? 200 : 404;
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            res.end(html);
          } catch (error) {
            next(error);
          }
        });
      };
    },
  };
}

/** Re-run a plugin when a file in its watch list is added, changed or removed. */
function watchPluginsPlugin(state: FolioState): VitePlugin {
  return {
    name: 'folio:watch-plugins',
    configureServer(server) {
      const matchers = new Map<LoadedPlugin, (file: string) => boolean>();
      const refreshMatchers = () => {
        matchers.clear();
        for (const loaded of state.site.plugins) {
          const globs = loaded.plugin.watch?.(loaded.content, state.ctx) ?? [];
          if (globs.length) matchers.set(loaded, picomatch(globs, { dot: false }));
        }
      };
      refreshMatchers();
      const pending = new Set<LoadedPlugin>();
      let timer: NodeJS.Timeout | undefined;
      const flush = async () => {
        timer = undefined;
        const plugins = [...pending];
        pending.clear();
        const previousData = state.site.globalData;
        try {
          const reloaded = await Promise.all(plugins.map((p) => loadPlugin(p.plugin, state.ctx)));
          const next = state.site.plugins.map((p) => reloaded[plugins.indexOf(p)] ?? p);
          state.site = createSiteData(next, state.ctx);
          refreshMatchers();
          const previous = state.routesModule.code;
          const previousGlobal = JSON.stringify(previousData);
          state.routesModule = createRoutesModule(state.site.routes, { dev: { base: state.ctx.config.baseUrl } });
          if (JSON.stringify(state.site.globalData) !== previousGlobal) {
            // Global data is read once at start-up: reload the page to pick it up.
            invalidateVirtual(server, VIRTUAL.globalData);
            invalidateVirtual(server, VIRTUAL.routes);
            server.ws.send({ type: 'full-reload', path: '*' });
          } else if (state.routesModule.code !== previous) {
            // Open pages fetch the new table under a fresh id (virtual:folio/routes/<n>); page
            // loads from now on get the new table from the original id.
            forgetTransform(server, VIRTUAL.routes);
            server.ws.send({ type: 'custom', event: 'folio:routes-update' });
          }
        } catch (error) {
          log.error(formatError(error));
          server.ws.send({ type: 'error', err: toOverlay(error) });
        }
      };
      const onFile = (file: string) => {
        const relative = path.relative(state.ctx.siteDir, file).split(path.sep).join('/');
        for (const [loaded, matches] of matchers) if (matches(relative)) pending.add(loaded);
        if (pending.size && !timer) timer = setTimeout(flush, RELOAD_DELAY_MS);
      };
      server.watcher.on('add', onFile);
      server.watcher.on('unlink', onFile);
      server.watcher.on('change', onFile);
    },
  };
}

/**
 * Drop a module's cached transform so the next request loads it again, without invalidating its
 * importers: invalidation would give them new URLs (`?t=`) and an open page a second copy of the
 * runtime that imports the route table.
 */
function forgetTransform(server: ViteDevServer, id: string): void {
  for (const environment of Object.values(server.environments)) {
    const mod = environment.moduleGraph.getModuleById(`\0${id}`);
    if (mod) mod.transformResult = null;
  }
}

function invalidateVirtual(server: ViteDevServer, id: string): void {
  const mod = server.moduleGraph.getModuleById(`\0${id}`);
  if (mod) server.moduleGraph.invalidateModule(mod);
}

function toOverlay(error: unknown) {
  const folio = isFolioError(error) ? error : undefined;
  return {
    message: folio ? folio.message : String((error as Error)?.message ?? error),
    stack: '',
    id: folio?.file,
    frame: folio?.frame,
    loc: folio?.line !== undefined ? { file: folio.file, line: folio.line, column: folio.column ?? 1 } : undefined,
    plugin: 'folio',
  };
}
