/**
 * Docusaurus 3.8+'s CSS cascade layers: with `future.v4: true` (the site template's setting) or
 * `future.v4.useCssCascadeLayers`, the classic preset adds @docusaurus/plugin-css-cascade-layers
 * before its other plugins. It wraps Infima's and the Docusaurus packages' CSS in named layers (and
 * declares their order), so that a site's own unlayered CSS beats the theme's whatever their
 * selectors' specificity. The plugin runs as itself through Folio's lifecycle: its PostCSS plugin
 * through `configurePostCss`, its layer-order declaration as a client module.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { isRecord, readEntry } from './entries.ts';
import type { LifecycleEntry } from './lifecycle-entry.ts';

const PRESET = '@docusaurus/preset-classic';
const PLUGIN = '@docusaurus/plugin-css-cascade-layers';

/** PURE: whether the config's future flags turn the layers on. */
export function usesCascadeLayers(config: Record<string, unknown>): boolean {
  const v4 = isRecord(config.future) ? config.future.v4 : undefined;
  return v4 === true || (isRecord(v4) && v4.useCssCascadeLayers === true);
}

/**
 * The plugin's lifecycle entry, ranked first of the classic preset's plugins, as the preset lists
 * it; none when the flag is off, the site has no classic preset, or its preset has no such plugin
 * (before 3.8, where no Docusaurus layers its CSS).
 */
export function cascadeLayersEntry(siteDir: string, config: Record<string, unknown>): LifecycleEntry | undefined {
  if (!usesCascadeLayers(config) || !Array.isArray(config.presets)) return undefined;
  const index = config.presets.findIndex((value) => readEntry(value, 'preset', new Set([PRESET]))?.name === PRESET);
  if (index < 0) return undefined;
  try {
    const preset = createRequire(path.join(siteDir, 'package.json')).resolve(`${PRESET}/package.json`);
    const target = createRequire(preset).resolve(PLUGIN);
    return { target, options: {}, where: `presets[${index}] (future.v4.useCssCascadeLayers)`, kind: 'plugin', rank: [0, index, -1] };
  } catch {
    return undefined;
  }
}
