/**
 * The lifecycle's entries in Docusaurus's order, third-party presets called. A preset is a
 * function `(context, options)` giving `{ plugins, themes }`, whose entries Docusaurus loads as
 * the config's own (@docusaurus/core's loadPresets and loadPluginConfigs): every preset's plugins,
 * then every preset's themes, then the config's `plugins`, then its `themes`. An entry a preset
 * gives that Folio maps from the config (the docs plugin, the classic theme…) cannot be mapped from
 * a preset's return: it is noticed and skipped.
 */
import { FolioError } from '@folio/core';
import { isRecord, readEntry, type EntryKind } from '../entries.ts';
import { MAPPED_NAMES } from '../map-plugins.ts';
import { compareRanks, type LifecycleEntry } from '../lifecycle-entry.ts';
import { importEntry } from './instantiate.ts';

type PresetFunction = (context: unknown, options: unknown) => unknown;

/** The preset function of a module: `export default`, `module.exports`, or `exports.default` compiled. */
function presetFunction(module: Record<string, unknown>): PresetFunction | undefined {
  const inner = module.default as Record<string, unknown> | PresetFunction | undefined;
  return [(inner as Record<string, unknown> | undefined)?.default, inner, module].find((candidate): candidate is PresetFunction => typeof candidate === 'function');
}

/** What a preset entry returns: its plugins and themes as lifecycle entries, ranked; notices for what cannot run. */
async function callPreset(entry: LifecycleEntry, siteDir: string, context: Record<string, unknown>, notices: string[]): Promise<LifecycleEntry[]> {
  const written = String(entry.target);
  const { module } = await importEntry(siteDir, written, 'preset');
  const fn = presetFunction(module);
  if (!fn) throw new FolioError(`\`${entry.where}\`: "${written}" exports no preset function`);
  let returned: unknown;
  try {
    returned = await fn(context, entry.options);
  } catch (error) {
    throw new FolioError(`\`${entry.where}\`: the preset "${written}" failed: ${(error as Error).message}`, { cause: error });
  }
  if (!isRecord(returned)) throw new FolioError(`\`${entry.where}\`: the preset "${written}" must return an object with \`plugins\` and \`themes\``);
  const presetIndex = entry.rank?.[0] ?? 0;
  return (['plugin', 'theme'] as const).flatMap((kind, group) => {
    const list = returned[`${kind}s`];
    if (list === undefined) return [];
    if (!Array.isArray(list)) throw new FolioError(`\`${entry.where}\`: the preset "${written}" returned \`${kind}s\` that is not a list`);
    return list.flatMap((value, index) => presetItem(value, kind, `${entry.where}.${kind}s[${index}]`, [group, presetIndex, index], notices));
  });
}

/** One plugin or theme a preset returned, as a lifecycle entry; none (with a notice) when it cannot run. */
function presetItem(value: unknown, kind: EntryKind, where: string, rank: number[], notices: string[]): LifecycleEntry[] {
  const item = readEntry(value, kind, MAPPED_NAMES);
  if (!item) return [];
  if (MAPPED_NAMES.has(item.name)) {
    notices.push(`\`${where}\` (${item.name}): Folio maps this ${kind} from the config's own entries only, not from a preset's; skipped`);
    return [];
  }
  const target = item.fn ?? item.written;
  if (target === undefined) {
    notices.push(`\`${where}\` (${item.name}): not a name, a path or a function Docusaurus could load; skipped`);
    return [];
  }
  return [{ target, options: item.options, where, kind, rank }];
}

/**
 * The entries with every preset replaced by what it returns, all in Docusaurus's order. A config
 * plugin without a rank keeps its place among the config's plugins.
 */
export async function expandEntries(entries: LifecycleEntry[], siteDir: string, context: Record<string, unknown>, notices: string[] = []): Promise<LifecycleEntry[]> {
  const out: LifecycleEntry[] = [];
  let plugin = 0;
  for (const entry of entries) {
    if (entry.kind === 'preset') out.push(...(await callPreset(entry, siteDir, context, notices)));
    else out.push(entry.rank ? entry : { ...entry, rank: [2, plugin++] });
  }
  // Stable: entries of one rank (none in practice) keep the config's order.
  return out.sort((a, b) => compareRanks(a.rank!, b.rank!));
}
