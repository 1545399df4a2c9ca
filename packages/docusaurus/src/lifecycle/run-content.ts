/**
 * The content hooks of the Docusaurus plugins a site runs, in Docusaurus's order: every plugin's
 * `loadContent` (and its translation hooks, translations.ts), then every `contentLoaded({ content, actions })`, then every
 * `allContentLoaded({ allContent, actions })`. The actions are Docusaurus's: `addRoute` (kept for
 * the route table), `createData` (a file under the generated-files folder, at
 * `<plugin name>/<plugin id>/<name>` as Docusaurus writes it, whose path it returns) and
 * `setGlobalData`. Errors name the plugin (where the config gives it) and the hook.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FolioError } from '@folio/core';
import { hook } from './call-hook.ts';
import type { PluginInstance } from './instantiate.ts';
import type { LifecycleSite } from './post-build.ts';
import type { DocusaurusRouteConfig } from './route-module.ts';
import { translatedContent } from './translations.ts';

export { hook } from './call-hook.ts';

/** What one plugin's content hooks produced. */
export interface PluginResult {
  /** What loadContent gave, after the translation hooks (translations.ts). */
  content: unknown;
  routes: DocusaurusRouteConfig[];
  globalData: unknown;
}

/** What the content hooks need of the site. */
export type ContentSite = Pick<LifecycleSite, 'generatedFilesDir' | 'siteDir' | 'i18n' | 'siteConfig'>;

/** loadContent, then the translation hooks, as Docusaurus runs them for the locale built. */
async function loadContent(instance: PluginInstance, site: ContentSite): Promise<PluginResult> {
  const loaded = await hook(instance, 'loadContent', undefined);
  const content = await translatedContent(instance, loaded, site);
  return { content, routes: [], globalData: undefined };
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


/** `loadContent` then `contentLoaded` of one plugin (a dev reload of it alone). */
export async function runOne(instance: PluginInstance, site: ContentSite): Promise<PluginResult> {
  const result = await loadContent(instance, site);
  await hook(instance, 'contentLoaded', { content: result.content, actions: actionsFor(instance, site.generatedFilesDir, result) });
  return result;
}

/**
 * Every plugin's content hooks, each step for all plugins before the next step. `official` gives
 * the content of the docs, blog and pages plugins Folio runs in Docusaurus's place, by name and id,
 * for `allContent`: asked only when a plugin has allContentLoaded.
 */
export async function runAll(
  instances: PluginInstance[],
  site: ContentSite,
  official: () => Promise<Record<string, Record<string, unknown>>> = async () => ({}),
): Promise<Map<PluginInstance, PluginResult>> {
  const results = new Map<PluginInstance, PluginResult>();
  const { generatedFilesDir } = site;
  const loaded = await Promise.all(instances.map((instance) => loadContent(instance, site)));
  instances.forEach((instance, index) => results.set(instance, loaded[index]!));
  await Promise.all(
    instances.map((instance) => hook(instance, 'contentLoaded', { content: results.get(instance)!.content, actions: actionsFor(instance, generatedFilesDir, results.get(instance)!) })),
  );
  if (!instances.some((instance) => typeof instance.hooks.allContentLoaded === 'function')) return results;
  const allContent: Record<string, Record<string, unknown>> = await official();
  for (const instance of instances) (allContent[instance.name] ??= {})[instance.id] = results.get(instance)!.content;
  await Promise.all(instances.map((instance) => hook(instance, 'allContentLoaded', { allContent, actions: actionsFor(instance, generatedFilesDir, results.get(instance)!) })));
  return results;
}
