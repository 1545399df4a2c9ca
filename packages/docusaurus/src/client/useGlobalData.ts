/**
 * `@docusaurus/useGlobalData`: every plugin's global data in Docusaurus's shape, plugin name →
 * plugin id → data. Folio keys global data by its plugin's name: the docs plugin's `docs` and
 * `docs-<id>` are `docusaurus-plugin-content-docs` with ids `default` and `<id>`; a Docusaurus
 * plugin run through the lifecycle is its own name and id; any other plugin is its own name with
 * the id `default`.
 */
import globalData from 'virtual:folio/global-data';
import type { GlobalData, Json } from '@folio/core/contract';

const DOCS = 'docusaurus-plugin-content-docs';

/** A Docusaurus plugin run through the lifecycle keeps its data under `docusaurus:<name>#<id>` (lifecycle/folio-plugins.ts). */
function lifecycleKey(key: string): [string, string] | undefined {
  const match = /^docusaurus:(.+)#([^#]+)$/.exec(key);
  return match ? [match[1]!, match[2]!] : undefined;
}

/** PURE: Folio's global data in Docusaurus's shape. */
export function byPluginAndId(data: GlobalData): Record<string, Record<string, Json>> {
  const shaped: Record<string, Record<string, Json>> = {};
  for (const [key, value] of Object.entries(data)) {
    const [name, id] = key === 'docs' ? [DOCS, 'default'] : key.startsWith('docs-') ? [DOCS, key.slice('docs-'.length)] : lifecycleKey(key) ?? [key, 'default'];
    (shaped[name] ??= {})[id] = value;
  }
  return shaped;
}

const shaped = byPluginAndId(globalData);

export default function useGlobalData(): Record<string, Record<string, Json>> {
  return shaped;
}

export function useAllPluginInstancesData(pluginName: string, options: { failfast?: boolean } = {}): Record<string, Json> | undefined {
  const instances = shaped[pluginName];
  if (!instances && options.failfast) throw new Error(`no global data for the plugin "${pluginName}"; this site has ${Object.keys(shaped).join(', ')}`);
  return instances;
}

export function usePluginData(pluginName: string, pluginId = 'default', options: { failfast?: boolean } = {}): Json | undefined {
  const data = useAllPluginInstancesData(pluginName, options)?.[pluginId];
  if (data === undefined && options.failfast) throw new Error(`no global data for the plugin "${pluginName}" with id "${pluginId}"`);
  return data;
}
