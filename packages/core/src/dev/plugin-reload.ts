/** Re-running the plugins whose watched files change, and updating open pages to match. */
import path from 'node:path';
import picomatch from 'picomatch';
import type { Plugin as VitePlugin, ViteDevServer } from 'vite';
import { formatError } from '../errors.ts';
import { log } from '../log.ts';
import { createSiteData, loadPlugin } from '../load/host.ts';
import type { LoadedPlugin, PipelineState } from '../load/state.ts';
import type { GeneratedPage } from '../plugin-api.ts';
import { createRoutesModule, VIRTUAL } from '../routes/routes-module.ts';
import type { DevLocaleWrites } from './locale-writes.ts';
import { SITE_ERROR, toOverlay, type ShownErrors } from './shown-errors.ts';

/**
 * How long after a watched file changes the plugins that watch it are reloaded. Vite's hot update
 * of an edited page is sent and served first: on a large site a plugin reload holds the main
 * thread for a few hundred milliseconds, and the page's new module would wait behind it.
 */
const RELOAD_DELAY_MS = 150;

/** Loads `plugins` again: the new ones by the old; one that fails keeps its content, its error shown. */
async function reloadPlugins(plugins: LoadedPlugin[], state: PipelineState, errors: ShownErrors, server: ViteDevServer, writes?: DevLocaleWrites): Promise<Map<LoadedPlugin, LoadedPlugin>> {
  const load = () => Promise.allSettled(plugins.map((p) => loadPlugin(p.plugin, state.ctx)));
  const settled = await (writes ? writes.record(state.ctx.config.i18n.currentLocale, { plugins: plugins.map((p) => p.plugin) }, load) : load());
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
  return reloaded;
}

/**
 * A generated page keeps its id (and URL) when its text changes (a blog excerpt, an OpenAPI
 * operation): its module is updated in place, as an edited page file is.
 */
async function reloadChangedPages(server: ViteDevServer, previousPages: ReadonlyMap<string, GeneratedPage>, pages: ReadonlyMap<string, GeneratedPage>): Promise<void> {
  for (const [id, page] of pages) {
    const before = previousPages.get(id);
    if (!before || before.mdx === page.mdx) continue;
    const mod = server.moduleGraph.getModuleById(`\0${VIRTUAL.page}${id}`);
    if (mod) await server.reloadModule(mod);
  }
}

/**
 * Re-run a plugin when a file in its watch list is added, changed or removed. A plugin whose reload
 * fails keeps its last good content; its error is shown (and to browsers that connect later, see
 * `errors`) until a reload succeeds.
 */
export function watchPluginsPlugin(state: PipelineState, errors: ShownErrors, writes?: DevLocaleWrites): VitePlugin {
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
          const reloaded = await reloadPlugins(plugins, state, errors, server, writes);
          if (!reloaded.size) return;
          const next = state.site.plugins.map((p) => reloaded.get(p) ?? p);
          state.site = createSiteData(next, state.ctx);
          errors.delete(SITE_ERROR);
          refreshMatchers();
          const previous = state.routesModule.code;
          const previousPages = state.routesModule.pages;
          const previousGlobal = JSON.stringify(previousData);
          state.routesModule = createRoutesModule(state.site.routes, { dev: { base: state.ctx.config.baseUrl } });
          await reloadChangedPages(server, previousPages, state.routesModule.pages);
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
