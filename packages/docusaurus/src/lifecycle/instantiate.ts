/**
 * A Docusaurus plugin or theme (a theme is a plugin to Docusaurus) made as Docusaurus makes it:
 * its module found from the site (a package by any of the names Docusaurus tries for its kind, or
 * a local file, TypeScript included;
 * loaded as Docusaurus's jiti loads it, so an ES module may use `__dirname` and `require`),
 * or the function written in the config; its options validated by its own `validateOptions` (with
 * Docusaurus's `normalizePluginOptions` when the site has @docusaurus/utils-validation) or given an
 * `id`; then the plugin function called with the load context and the options, awaited. A plugin
 * may return null to switch itself off.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { FolioError, importSiteModule } from '@folio/core';
import { nameCandidates, type EntryKind } from '../entries.ts';
import type { LifecycleEntry, Rank, RankedThemePath } from '../lifecycle-entry.ts';

export type { LifecycleEntry } from '../lifecycle-entry.ts';

/** What a plugin function returned, with its validated options. */
export interface PluginInstance {
  name: string;
  /** Its place in Docusaurus's order (LifecycleEntry.rank). */
  rank?: Rank;
  id: string;
  options: Record<string, unknown>;
  where: string;
  /** The folder of its module (the config's for a function): its relative paths are read from there, as Docusaurus reads them. */
  dir: string;
  /** The plugin object's hooks and fields, as the plugin returned them. */
  hooks: Record<string, unknown>;
}

type PluginFunction = ((context: unknown, options: unknown) => unknown) & { validateOptions?: Function };

/** Node's codes for an import its ES module loader refuses where jiti, which Docusaurus loads plugins with, goes on. */
const LOADER_REFUSALS = new Set(['ERR_MODULE_NOT_FOUND', 'ERR_UNSUPPORTED_DIR_IMPORT']);

function loaderRefusal(error: unknown): boolean {
  for (let at: unknown = error; at; at = (at as { cause?: unknown }).cause) {
    if (LOADER_REFUSALS.has(String((at as { code?: unknown }).code))) return true;
  }
  return false;
}

/**
 * A plugin's module as Folio imports site modules; where Node refuses an import deeper down (an ES
 * module package importing `./lib/x` without its extension, which Folio's own fallback cannot see
 * inside node_modules), as Docusaurus loads it: the site's @docusaurus/utils `loadFreshModule`
 * (jiti). The first error stands when the site has no Docusaurus or jiti fails too.
 */
async function importModule(siteDir: string, file: string): Promise<Record<string, unknown>> {
  try {
    return await importSiteModule(file);
  } catch (error) {
    if (!loaderRefusal(error)) throw error;
    let load: ((file: string) => Promise<unknown>) | undefined;
    try {
      load = (createRequire(path.join(siteDir, 'package.json'))('@docusaurus/utils') as { loadFreshModule?: (file: string) => Promise<unknown> }).loadFreshModule;
    } catch {
      throw error;
    }
    if (!load) throw error;
    try {
      return (await load(file)) as Record<string, unknown>;
    } catch {
      throw error;
    }
  }
}

/** The module of a named plugin, theme or preset, or of a local file, as the site resolves it. */
export async function importEntry(siteDir: string, written: string, kind: EntryKind = 'plugin'): Promise<{ module: Record<string, unknown>; file: string }> {
  const require = createRequire(path.join(siteDir, 'package.json'));
  if (written.startsWith('.') || path.isAbsolute(written)) {
    const file = require.resolve(path.resolve(siteDir, written));
    return { module: await importModule(siteDir, file), file };
  }
  for (const name of nameCandidates(written, kind)) {
    let file: string;
    try {
      file = require.resolve(name);
    } catch {
      continue;
    }
    return { module: await importModule(siteDir, file), file };
  }
  throw new FolioError(`the ${kind} "${written}" cannot be found in node_modules`, { hint: `install it (npm install ${written}), or remove the entry` });
}

/** The plugin function of a module (ES or CommonJS, `export default` compiled to `exports.default` too) and its validateOptions. */
function pluginFunction(module: Record<string, unknown>): { fn?: PluginFunction; validateOptions?: Function } {
  const inner = module.default as Record<string, unknown> | PluginFunction | undefined;
  const candidates = [(inner as Record<string, unknown> | undefined)?.default, inner, module];
  const fn = candidates.find((candidate): candidate is PluginFunction => typeof candidate === 'function');
  const validateOptions = [(inner as Record<string, unknown> | undefined)?.validateOptions, module.validateOptions, fn?.validateOptions].find((f) => typeof f === 'function') as Function | undefined;
  return { fn, validateOptions };
}

/**
 * Docusaurus's own option normalizer (the plugin's schema plus `id`), from the site; without it
 * (a site that has not installed Docusaurus), the schema's own `validate` (Joi's), then `id`.
 */
export function normalizePluginOptions(siteDir: string): Function {
  try {
    return createRequire(path.join(siteDir, 'package.json'))('@docusaurus/utils-validation').normalizePluginOptions;
  } catch {
    return (schema: { validate?: Function } | undefined, options: Record<string, unknown>) => {
      const result = schema?.validate?.(options) as { error?: Error; value?: Record<string, unknown> } | undefined;
      if (result?.error) throw result.error;
      return { id: 'default', ...(result?.value ?? options) };
    };
  }
}

function validated(entry: LifecycleEntry, siteDir: string, validateOptions: Function | undefined): Record<string, unknown> {
  if (validateOptions) {
    const validate = normalizePluginOptions(siteDir);
    try {
      return validateOptions({ validate, options: entry.options }) as Record<string, unknown>;
    } catch (error) {
      throw new FolioError(`\`${entry.where}\`: the plugin refused its options: ${(error as Error).message}`, { cause: error });
    }
  }
  return { ...entry.options, id: entry.options.id ?? 'default' };
}

/** The plugin's instance, or null when it switched itself off. Errors name the entry. */
export async function instantiate(entry: LifecycleEntry, siteDir: string, context: Record<string, unknown>): Promise<PluginInstance | null> {
  const { module, file } = typeof entry.target === 'function' ? { module: { default: entry.target }, file: String(context.siteConfigPath ?? path.join(siteDir, 'x')) } : await importEntry(siteDir, entry.target, entry.kind);
  const { fn, validateOptions } = pluginFunction(module);
  if (!fn) throw new FolioError(`\`${entry.where}\`: "${String(entry.target)}" exports no plugin function`);
  const options = validated(entry, siteDir, validateOptions);
  let returned: unknown;
  try {
    returned = await fn(context, options);
  } catch (error) {
    throw new FolioError(`\`${entry.where}\`: the plugin failed when it was created: ${(error as Error).message}`, { cause: error });
  }
  if (returned === null) return null;
  if (typeof returned !== 'object' || returned === undefined || typeof (returned as { name?: unknown }).name !== 'string' || !(returned as { name: string }).name) {
    throw new FolioError(`\`${entry.where}\`: a Docusaurus plugin must return an object with a \`name\` (or null to switch itself off)`);
  }
  const hooks = returned as Record<string, unknown>;
  return { name: hooks.name as string, id: String(options.id ?? 'default'), options, where: entry.where, dir: path.dirname(file), hooks, ...(entry.rank ? { rank: entry.rank } : {}) };
}

/** The folder of theme components an instance brings (its getThemePath, from its module's folder), with its place in Docusaurus's order. */
export function instanceThemePath(instance: PluginInstance): RankedThemePath | undefined {
  const getThemePath = instance.hooks.getThemePath;
  if (typeof getThemePath !== 'function') return undefined;
  const dir = getThemePath.call(instance.hooks) as unknown;
  return typeof dir === 'string' ? { dir: path.resolve(instance.dir, dir), rank: instance.rank ?? [2] } : undefined;
}
