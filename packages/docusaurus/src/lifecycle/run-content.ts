/**
 * The content hooks of the Docusaurus plugins a site runs, in Docusaurus's order: every plugin's
 * `loadContent`, then every `contentLoaded({ content, actions })`, then every
 * `allContentLoaded({ allContent, actions })`. The actions are Docusaurus's: `addRoute` (kept for
 * the route table), `createData` (a file under the generated-files folder, at
 * `<plugin name>/<plugin id>/<name>` as Docusaurus writes it, whose path it returns) and
 * `setGlobalData`. Errors name the plugin (where the config gives it) and the hook.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FolioError, withContext } from '@folio/core';
import type { PluginInstance } from './instantiate.ts';
import type { DocusaurusRouteConfig } from './route-module.ts';

/** What one plugin's content hooks produced. */
export interface PluginResult {
  content: unknown;
  routes: DocusaurusRouteConfig[];
  globalData: unknown;
}

/** The folder of a plugin instance's data files (Docusaurus's `dataDir`). */
export function dataDirOf(generatedFilesDir: string, instance: Pick<PluginInstance, 'name' | 'id'>): string {
  return path.join(generatedFilesDir, instance.name, instance.id);
}

function actionsFor(instance: PluginInstance, generatedFilesDir: string, result: PluginResult) {
  const dataDir = dataDirOf(generatedFilesDir, instance);
  return {
    addRoute(route: DocusaurusRouteConfig): void {
      if (typeof route?.path !== 'string' || typeof route.component !== 'string') {
        throw new FolioError(`addRoute() needs a route with a string \`path\` and \`component\`; got ${JSON.stringify(route)}`);
      }
      result.routes.push(route);
    },
    async createData(name: string, data: unknown): Promise<string> {
      const file = path.join(dataDir, name);
      if (path.relative(dataDir, file).startsWith('..')) throw new FolioError(`createData(): "${name}" is outside the plugin's data folder`);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, typeof data === 'string' ? data : JSON.stringify(data, null, 2));
      return file;
    },
    setGlobalData(data: unknown): void {
      result.globalData = data;
    },
  };
}

/** Calls hook `name` of a plugin, if it has one; an error names the plugin, where the config gives it, and the hook. */
export async function hook(instance: PluginInstance, name: string, args: unknown): Promise<unknown> {
  const fn = instance.hooks[name];
  if (typeof fn !== 'function') return undefined;
  try {
    return await fn.call(instance.hooks, args);
  } catch (error) {
    throw withContext(error, `the Docusaurus plugin "${instance.name}" (\`${instance.where}\`) failed in ${name}()`);
  }
}

/** `loadContent` then `contentLoaded` of one plugin (a dev reload of it alone). */
export async function runOne(instance: PluginInstance, generatedFilesDir: string): Promise<PluginResult> {
  const result: PluginResult = { content: await hook(instance, 'loadContent', undefined), routes: [], globalData: undefined };
  await hook(instance, 'contentLoaded', { content: result.content, actions: actionsFor(instance, generatedFilesDir, result) });
  return result;
}

/** Every plugin's content hooks, each step for all plugins before the next step. */
export async function runAll(instances: PluginInstance[], generatedFilesDir: string): Promise<Map<PluginInstance, PluginResult>> {
  const results = new Map<PluginInstance, PluginResult>();
  const contents = await Promise.all(instances.map((instance) => hook(instance, 'loadContent', undefined)));
  instances.forEach((instance, index) => results.set(instance, { content: contents[index], routes: [], globalData: undefined }));
  await Promise.all(
    instances.map((instance) => hook(instance, 'contentLoaded', { content: results.get(instance)!.content, actions: actionsFor(instance, generatedFilesDir, results.get(instance)!) })),
  );
  const allContent: Record<string, Record<string, unknown>> = {};
  for (const instance of instances) (allContent[instance.name] ??= {})[instance.id] = results.get(instance)!.content;
  await Promise.all(instances.map((instance) => hook(instance, 'allContentLoaded', { allContent, actions: actionsFor(instance, generatedFilesDir, results.get(instance)!) })));
  return results;
}
