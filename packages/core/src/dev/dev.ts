/**
 * `folio dev`: Vite's dev server over the same virtual modules as the build. Pages compile on
 * request (start-up does not grow with the page count beyond reading front matter); a file in a
 * plugin's watch list re-runs that plugin alone and hot-updates the route table; an edit to
 * site.config.ts restarts the server in place.
 *
 * Nothing that goes wrong after start-up stops the server. A plugin whose content fails to load
 * (a page's broken front matter, say) keeps its last good content, on a reload as on a restart,
 * and its error is shown in the browser (also to pages opened later) until a later edit fixes it.
 * A restart that cannot complete (a broken config, a failing plugin with no earlier content to
 * keep) leaves the running server as it was and is tried again on the next edit in the site.
 *
 * The server reads only the site, Folio's packages and the packages they depend on (see
 * `devFsAllow`), never the rest of the machine.
 */
import type { Settings } from '../config/settings.ts';
import { existsSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import picomatch from 'picomatch';
import { createServer, isFileLoadingAllowed, normalizePath, type ViteDevServer } from 'vite';
import { loadConfig } from '../config/config.ts';
import { FolioError, formatError, isFolioError } from '../errors.ts';
import { escapeAttribute, renderDocument } from '../build/html.ts';
import { log, task, type Timing } from '../log.ts';
import { createSiteData, loadPlugin, type LoadedPlugin, type SiteData } from '../plugins/host.ts';
import { createRoutesModule, VIRTUAL } from '../routes/routes-module.ts';
import { routeKey } from '../client/paths.ts';
import { baseViteConfig, FOLIO_SOURCE, runtimeEntry } from '../build/bundle.ts';
import { createContext, createState } from '../plugins/site.ts';
import { pluginThemeComponents } from '../vite/theme-resolve.ts';
import { realOrSelf, realPathOf } from '../io/site-files.ts';
import { siteClientData, type FolioState } from '../vite/plugin.ts';
import type { Plugin as VitePlugin } from 'vite';
import type { Context, DevContext, Plugin } from '../plugins/api.ts';

export interface DevOptions {
  siteDir: string;
  /** 0 picks a free port (kept across restarts). */
  port?: number;
  host?: string;
  /** The CLI's FOLIO_* switches (default: DEFAULT_SETTINGS). */
  settings?: Settings;
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

/**
 * Errors a server shows to every browser that connects, until they are fixed: a plugin's failed
 * load (keyed by the plugin), a failed route table (SITE_ERROR) or a failed restart (RESTART_ERROR).
 */
type ShownErrors = Map<Plugin | symbol, unknown>;
const SITE_ERROR = Symbol('site');
const RESTART_ERROR = Symbol('restart');

interface Running {
  vite: ViteDevServer;
  state: FolioState;
  errors: ShownErrors;
}

interface ServerHooks {
  /** site.config.ts changed. */
  onConfigChange(): void;
  /** A watched file was added, changed or removed (a failed restart is tried again). */
  onChange(): void;
}

export async function startDev(options: DevOptions): Promise<DevServer> {
  const siteDir = path.resolve(options.siteDir);
  let port = options.port ?? 3000;
  const host = options.host ?? '127.0.0.1';
  let restarting: Promise<void> | undefined;
  let restartAgain = false;
  let retryOnChange = false;
  let closed = false;
  let settle: NodeJS.Timeout | undefined;
  // Editors write a file in steps (truncate, then write): wait until it has been quiet briefly.
  // A change during a restart restarts once more when it ends, so the last edit always counts.
  const scheduleRestart = () => {
    if (closed) return;
    clearTimeout(settle);
    settle = setTimeout(() => {
      if (restarting) {
        restartAgain = true;
        return;
      }
      restarting = (async () => {
        do {
          restartAgain = false;
          try {
            await restart();
          } catch (error) {
            log.error(formatError(error)); // restart() catches its own errors; this is a last guard
          }
        } while (restartAgain && !closed);
      })().finally(() => (restarting = undefined));
    }, 120);
  };
  const hooks: ServerHooks = {
    onConfigChange: scheduleRestart,
    onChange: () => {
      if (retryOnChange) scheduleRestart();
    },
  };

  // At start-up an error is the command's error (there is no server yet to show it).
  let loadedConfigText = configText(siteDir);
  const first = await prepareSite(siteDir);
  let running = await createDevServer(first.state, first.errors, port, host, hooks);
  await listen(running.vite, port, host);
  port = actualPort(running.vite, port);
  ready(running, host, port);

  /** Never throws: whatever fails, a server keeps running and the error is shown. */
  async function restart(): Promise<void> {
    if (closed) return;
    // A change event whose config text is the one already loaded (a second event of one save, a
    // watcher of the new server) restarts nothing: a needless restart can catch a browser
    // mid-reload and leave it on an error page.
    const text = configText(siteDir);
    if (!retryOnChange && text === loadedConfigText) return;
    log.info(retryOnChange ? 'trying the restart again' : 'site config changed: restarting');
    const previous = running;
    let next: Running;
    try {
      const prepared = await prepareSite(siteDir, previous.state.site);
      if (closed) return;
      next = await createDevServer(prepared.state, prepared.errors, port, host, hooks);
    } catch (error) {
      // The running server stays as it was; the next edit in the site tries again.
      retryOnChange = true;
      previous.errors.set(RESTART_ERROR, error);
      log.error(formatError(error));
      previous.vite.ws.send({ type: 'error', err: toOverlay(error) });
      return;
    }
    retryOnChange = false;
    loadedConfigText = text;
    try {
      await previous.vite.close();
    } catch (error) {
      log.warn(`closing the previous server: ${formatError(error)}`);
    }
    running = next;
    if (closed) {
      await next.vite.close();
      return;
    }
    try {
      await listen(next.vite, port, host, 5);
    } catch (error) {
      // Its watcher runs: the next edit in the site tries to restart (and listen) again.
      retryOnChange = true;
      next.errors.set(RESTART_ERROR, error);
      log.error(formatError(error));
      return;
    }
    ready(next, host, port);
    next.vite.ws.send({ type: 'full-reload', path: '*' });
    log.info('restarted');
  }

  return {
    get url() {
      return `http://${host}:${port}${running.vite.config.base}`;
    },
    get vite() {
      return running.vite;
    },
    async close() {
      closed = true;
      clearTimeout(settle);
      await restarting;
      await running.vite.close();
    },
  };
}

/**
 * Config, plugin content and state for a (re)start. On a restart (`previous` given) a plugin whose
 * content fails to load keeps the content it had, as it does when a watched file breaks it: the
 * error is returned in `errors`, to be shown until an edit fixes it. Any other failure throws.
 */
async function prepareSite(siteDir: string, previous?: SiteData): Promise<{ state: FolioState; errors: ShownErrors }> {
  const timings: Timing[] = [];
  const config = await task('config', timings, () => loadConfig(siteDir));
  const ctx = createContext(siteDir, config, 'dev');
  const errors: ShownErrors = new Map();
  const site = await task('load content', timings, () => loadSiteKeeping(ctx, previous, errors));
  return { state: createState(ctx, site, true), errors };
}

async function loadSiteKeeping(ctx: Context, previous: SiteData | undefined, errors: ShownErrors): Promise<SiteData> {
  const plugins = ctx.config.plugins;
  const settled = await Promise.allSettled(plugins.map((plugin) => loadPlugin(plugin, ctx)));
  const loaded = settled.map((result, index): LoadedPlugin => {
    if (result.status === 'fulfilled') return result.value;
    const plugin = plugins[index]!;
    // The same plugin in the previous config: the nth one of that name.
    const nth = plugins.slice(0, index).filter((p) => p.name === plugin.name).length;
    const before = previous?.plugins.filter((p) => p.plugin.name === plugin.name)[nth];
    if (!before) throw result.reason;
    errors.set(plugin, result.reason);
    log.error(formatError(result.reason));
    return { ...before, plugin };
  });
  return createSiteData(loaded, ctx);
}

async function listen(server: ViteDevServer, port: number, host: string, attempts = 1): Promise<void> {
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

function actualPort(server: ViteDevServer, requested: number): number {
  const address = server.httpServer?.address();
  return address && typeof address === 'object' ? address.port : requested;
}

function ready(running: Running, host: string, port: number): void {
  log.info(`dev server ready: http://${host}:${port}${running.state.ctx.config.baseUrl}`);
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

/** The names and text of the site's config files, as one string to compare. */
function configText(siteDir: string): string {
  const names = readdirSync(siteDir).filter((name) => CONFIG_NAME.test(name)).sort();
  return names.map((name) => `${name}\0${existsSync(path.join(siteDir, name)) ? readFileSync(path.join(siteDir, name), 'utf8') : ''}`).join('\0');
}

const CONFIG_NAME = /^site\.config\.(m?[jt]s)$/;

function isConfigFile(siteDir: string, file: string): boolean {
  return path.dirname(file) === siteDir && /^site\.config\.(m?[jt]s)$/.test(path.basename(file));
}

/**
 * Files the dev server never serves, wherever they are (Vite's own list and more): secrets, keys,
 * version control.
 */
export const DEV_FS_DENY = [
  '.env',
  '.env.*',
  '*.{crt,pem,key,p12,pfx,cer,der,jks,keystore,gpg,asc}',
  'id_{rsa,dsa,ecdsa,ed25519}*',
  '.npmrc',
  '.yarnrc.yml',
  '.netrc',
  '.htpasswd',
  '.git',
  '**/.git/**',
  '**/.ssh/**',
  '**/.gnupg/**',
  '**/.aws/**',
];

/**
 * The folders the dev server may read files from (Vite's `server.fs.allow`; Vite adds its client):
 * the site (and the outside folders its config allows), Folio's packages (core, the theme, the
 * packages of plugins' theme components) and the packages the theme, those plugins and the site
 * depend on, followed through their dependencies. Each is the real folder (Vite checks a module's
 * real path: in a pnpm layout a dependency is node_modules/.pnpm/<name>@<version>/node_modules/
 * <name>, reached through symbolic links, and node_modules as a whole is not allowed). The
 * dependencies of @folio/core run in Node only and are not followed.
 */
export function devFsAllow(state: Pick<FolioState, 'ctx' | 'themeDir'>): string[] {
  const { siteDir, config } = state.ctx;
  const allowed = new Set<string>([siteDir, realOrSelf(siteDir)]);
  // Folders outside the site the config lets pages, assets and static files come from.
  const outside = (config as { allowedOutsidePaths?: string[] }).allowedOutsidePaths ?? [];
  for (const dir of outside) allowed.add(realOrSelf(path.resolve(siteDir, dir)));
  const coreDir = packageDirOf(fileURLToPath(import.meta.url));
  if (coreDir) allowed.add(realOrSelf(coreDir));
  const pending: string[] = [realOrSelf(state.themeDir)];
  for (const file of Object.values(pluginThemeComponents(config.plugins))) {
    const dir = packageDirOf(file);
    if (dir) pending.push(realOrSelf(dir));
  }
  // The site's own dependencies (its pages may import them), without adding the site again.
  for (const name of dependencyNames(siteDir)) {
    const dir = findPackageDir(siteDir, name);
    if (dir) pending.push(dir);
  }
  while (pending.length) {
    const dir = pending.pop()!;
    if (allowed.has(dir)) continue;
    allowed.add(dir);
    if (packageName(dir) === '@folio/core') continue;
    for (const name of dependencyNames(dir)) {
      const found = findPackageDir(dir, name);
      if (found && !allowed.has(found)) pending.push(found);
    }
  }
  return [...allowed];
}

function readPackageJson(dir: string): Record<string, unknown> | undefined {
  try {
    return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

function packageName(dir: string): string | undefined {
  const name = readPackageJson(dir)?.name;
  return typeof name === 'string' ? name : undefined;
}

/** Names in a package's dependencies, optional and peer dependencies. */
function dependencyNames(dir: string): string[] {
  const data = readPackageJson(dir);
  if (!data) return [];
  const names = new Set<string>();
  for (const field of ['dependencies', 'optionalDependencies', 'peerDependencies']) {
    const deps = data[field];
    if (deps && typeof deps === 'object') for (const name of Object.keys(deps)) names.add(name);
  }
  return [...names];
}

/** The nearest folder above `file` whose package.json has a name. */
function packageDirOf(file: string): string | undefined {
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if (packageName(dir)) return dir;
  }
  return undefined;
}

/** Where Node finds package `name` from `fromDir` (node_modules folders upward), as a real path. */
function findPackageDir(fromDir: string, name: string): string | undefined {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    if (path.basename(dir) !== 'node_modules') {
      const candidate = path.join(dir, 'node_modules', ...name.split('/'));
      if (existsSync(path.join(candidate, 'package.json'))) return realOrSelf(candidate);
    }
    if (dir === path.dirname(dir)) return undefined;
  }
}

async function createDevServer(
  state: FolioState,
  errors: ShownErrors,
  port: number,
  host: string,
  hooks: ServerHooks,
): Promise<Running> {
  const timings: Timing[] = [];
  const { ctx } = state;
  const { siteDir, config } = ctx;
  const base = baseViteConfig(state);
  const server = await task('vite server', timings, () => createServer({
    ...base,
    mode: 'development',
    appType: 'custom',
    server: {
      port,
      host,
      strictPort: true,
      // Vite's cache (pre-bundled dependencies) is in the site, unless node_modules is a link.
      fs: { strict: true, allow: [...devFsAllow(state), realPathOf(base.cacheDir!)], deny: DEV_FS_DENY },
      watch: { ignored: [(file: string) => ignoredInDev(siteDir, config.outDir, file)] },
    },
    optimizeDeps: { noDiscovery: true, include: OPTIMIZED_DEPS },
    // Server rendering in dev (plugins such as search use it): Folio's packages are source to
    // transform, React and the router are plain Node packages.
    ssr: {
      noExternal: [/^@folio\//, 'react-router', 'react-router-dom'],
      external: ['react', 'react-dom'],
      resolve: { conditions: [FOLIO_SOURCE, 'module-sync', 'import', 'module', 'node', 'development'] },
    },
    plugins: [fsGuardPlugin(), ...(base.plugins ?? []), devHtmlPlugin(state), watchPluginsPlugin(state, errors)],
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
  return { vite: server, state, errors };
}

/**
 * Vite checks the path a request names against `server.fs.allow`, but serves a file (not a module)
 * from that path as is, and the public folder without any check: a symbolic link inside an allowed
 * or public folder would lead anywhere. A request
 * for an existing file reached through a link is refused unless the file it leads to may be read.
 */
function fsGuardPlugin(): VitePlugin {
  return {
    name: 'folio:dev-fs-guard',
    enforce: 'pre', // its middleware before any other plugin's
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        // The same path under the root and under the public (first static) folder, which Vite
        // serves at the root without checking where its links lead.
        const { root, base, publicDir } = server.config;
        const files = [root, ...(publicDir ? [publicDir] : [])].map((dir) => requestedFile(dir, base, req.url ?? '/'));
        const refused = files.some((file) => {
          if (file === undefined) return false;
          let real: string;
          try {
            real = realpathSync(file);
          } catch {
            return false; // missing: Vite answers
          }
          return real !== file && !isFileLoadingAllowed(server.config, normalizePath(real));
        });
        if (!refused) return next();
        res.statusCode = 403;
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
        res.end('403: outside the files the dev server may serve\n');
      });
    },
  };
}

/** The file a request would read: `/@fs/<absolute path>` or a path under the root. */
function requestedFile(root: string, base: string, url: string): string | undefined {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(url, 'http://dev.invalid').pathname);
  } catch {
    return undefined;
  }
  if (base !== '/' && pathname.startsWith(base)) pathname = `/${pathname.slice(base.length)}`;
  if (pathname.startsWith('/@fs/')) return path.resolve(pathname.slice('/@fs'.length));
  if (pathname.startsWith('/@') || pathname.includes('\0')) return undefined;
  return path.join(root, pathname);
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

/**
 * Re-run a plugin when a file in its watch list is added, changed or removed. A plugin whose reload
 * fails keeps its last good content; its error is shown (and to browsers that connect later, see
 * `errors`) until a reload succeeds.
 */
function watchPluginsPlugin(state: FolioState, errors: ShownErrors): VitePlugin {
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
        const hadErrors = errors.size > 0;
        let reloadSent = false;
        try {
          const settled = await Promise.allSettled(plugins.map((p) => loadPlugin(p.plugin, state.ctx)));
          const reloaded = new Map<LoadedPlugin, LoadedPlugin>();
          settled.forEach((result, index) => {
            const before = plugins[index]!;
            if (result.status === 'fulfilled') {
              reloaded.set(before, result.value);
              errors.delete(before.plugin);
            } else {
              errors.set(before.plugin, result.reason);
              log.error(formatError(result.reason));
              server.ws.send({ type: 'error', err: toOverlay(result.reason) });
            }
          });
          if (!reloaded.size) return;
          const next = state.site.plugins.map((p) => reloaded.get(p) ?? p);
          state.site = createSiteData(next, state.ctx);
          errors.delete(SITE_ERROR);
          refreshMatchers();
          const previous = state.routesModule.code;
          const previousGlobal = JSON.stringify(previousData);
          state.routesModule = createRoutesModule(state.site.routes, { dev: { base: state.ctx.config.baseUrl } });
          if (JSON.stringify(state.site.globalData) !== previousGlobal) {
            // Global data is read once at start-up: reload the page to pick it up.
            invalidateVirtual(server, VIRTUAL.globalData);
            invalidateVirtual(server, VIRTUAL.routes);
            server.ws.send({ type: 'full-reload', path: '*' });
            reloadSent = true;
          } else if (state.routesModule.code !== previous) {
            // Open pages fetch the new table under a fresh id (virtual:folio/routes/<n>); page
            // loads from now on get the new table from the original id.
            forgetTransform(server, VIRTUAL.routes);
            server.ws.send({ type: 'custom', event: 'folio:routes-update' });
          }
        } catch (error) {
          errors.set(SITE_ERROR, error);
          log.error(formatError(error));
          server.ws.send({ type: 'error', err: toOverlay(error) });
          return;
        }
        // Everything shown is fixed: an empty update clears the open pages' error overlay.
        if (hadErrors && errors.size === 0 && !reloadSent) server.ws.send({ type: 'update', updates: [] });
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
