/**
 * The plugin host: run each plugin's load (IO), then its routes and globalData (pure). Every
 * error says which plugin and which hook failed. In dev one plugin can be reloaded on its own.
 */
import { FolioError, isFolioError, withContext } from '../errors.ts';
import { log } from '../log.ts';
import { untilDrained } from '../config/settle.ts';
import { withConfigFile } from './option-function.ts';
import { createRouteTable } from '../routes/routes.ts';
import { coreOutputFiles } from '../routes/output-files.ts';
import type { Context, Json, Plugin } from '../plugin-api.ts';
import type { LoadedPlugin, LoadedSite } from './state.ts';

/** Call `plugin[hook]`, naming the plugin and hook in any error. */
export async function callHook<T>(plugin: Plugin, hook: string, run: () => T | Promise<T>): Promise<T> {
  try {
    // A promise that never settles, with nothing else left to run, is refused instead of a silent exit 13.
    return await untilDrained(run(), () => new FolioError('its promise never settled, and nothing was left for it to wait on'));
  } catch (error) {
    if (isFolioError(error) && error.attributed) throw error;
    throw withContext(error, `plugin "${plugin.name}" failed in ${hook}()`);
  }
}

export async function loadPlugin(plugin: Plugin, ctx: Context): Promise<LoadedPlugin> {
  try {
    return await loadHooks(plugin, ctx);
  } catch (error) {
    throw withConfigFile(error, ctx.config.configFile); // an option's function threw: the config says where
  }
}

async function loadHooks(plugin: Plugin, ctx: Context): Promise<LoadedPlugin> {
  const content = plugin.load ? await callHook(plugin, 'load', () => plugin.load!(ctx)) : undefined;
  const routes = plugin.routes ? await callHook(plugin, 'routes', () => plugin.routes!(content, ctx)) : [];
  const globalData = plugin.globalData
    ? await callHook(plugin, 'globalData', () => plugin.globalData!(content, ctx))
    : undefined;
  const outputFiles = plugin.outputFiles ? await callHook(plugin, 'outputFiles', () => plugin.outputFiles!(content, ctx, routes)) : undefined;
  return { plugin, content, routes, globalData, outputFiles };
}

/** Load every plugin concurrently (their load hooks only read). */
export async function loadPlugins(ctx: Context): Promise<LoadedPlugin[]> {
  return Promise.all(ctx.config.plugins.map((plugin) => loadPlugin(plugin, ctx)));
}

/** Pure but for the warning of a duplicate route left out: the route table and global data of the loaded plugins. */
export function createSiteData(plugins: LoadedPlugin[], ctx: Context): LoadedSite {
  const outputs = [...coreOutputFiles(ctx.config), ...plugins.flatMap(({ plugin, outputFiles = [] }) => outputFiles.map((file) => ({ file, writer: `plugin "${plugin.name}"` })))];
  const routes = createRouteTable(
    plugins.map(({ plugin, routes }) => ({ plugin: plugin.name, routes })),
    { baseUrl: ctx.config.baseUrl, trailingSlash: ctx.config.trailingSlash, outputs, onDuplicateRoutes: ctx.config.onDuplicateRoutes, duplicate: (message) => log.warn(message) },
  );
  const globalData: Record<string, Json> = {};
  for (const { plugin, globalData: data } of plugins) {
    if (data !== undefined) globalData[plugin.name] = data;
  }
  return { plugins, routes, globalData, outputs };
}
