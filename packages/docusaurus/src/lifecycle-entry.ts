/**
 * A config entry Folio runs through Docusaurus's lifecycle (lifecycle/), and its place in
 * Docusaurus's order of plugins, which decides whose theme components win. Types and a pure
 * comparison, shared by the mapping (map-plugins.ts), the lifecycle and the theme chain
 * (classic/theme-chain.ts), none of which imports another for them.
 */
import type { EntryKind } from './entries.ts';

/**
 * Where an entry stands in Docusaurus's order of plugins, compared item by item: the presets'
 * plugins `[0, preset, n]`, then the presets' themes `[1, preset, n]`, then the config's
 * `plugins` `[2, n]`, then its `themes` `[3, n]` (@docusaurus/core's loadPluginConfigs). A later
 * one's theme components shadow an earlier one's (its loadThemeAliases).
 */
export type Rank = readonly number[];

/** PURE: negative when `a` comes first; a rank that is a prefix of the other comes first. */
export function compareRanks(a: Rank, b: Rank): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const diff = (a[i] ?? -1) - (b[i] ?? -1);
    if (diff) return diff;
  }
  return 0;
}

/**
 * A `plugins` or `themes` entry Folio runs through the lifecycle: a name or path as written, or a
 * function; or a `presets` entry, which lifecycle/presets.ts turns into the plugins and themes it returns.
 */
export interface LifecycleEntry {
  target: string | ((...args: unknown[]) => unknown);
  options: Record<string, unknown>;
  /** Where the config gives it (`plugins[3]`, `themes[0]`, `presets[1].themes[0]`). */
  where: string;
  /** What the config lists it as (a plugin when not given): the names Docusaurus tries depend on it. */
  kind?: EntryKind;
  /** Its place in Docusaurus's order (for a preset, `[index in presets]`); the config's order when not given. */
  rank?: Rank;
}

/** A folder of theme components and its theme's place in Docusaurus's order. */
export interface RankedThemePath {
  dir: string;
  rank: Rank;
}
