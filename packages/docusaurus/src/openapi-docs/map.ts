/**
 * PURE: docusaurus-plugin-openapi-docs and its theme in a Docusaurus config. Folio does not run
 * the generator: the pages it wrote (committed with the site) build as they are, their
 * `@theme/...` components standing in for the theme's (./index.ts). What is kept is the folders
 * the pages are in, to name the components they import that Folio cannot render.
 */
import { isRecord, readEntry } from '../entries.ts';

export interface OpenapiDocsUse {
  /** Folders (relative to the site) the plugin writes its pages to, one per spec. */
  outputDirs: string[];
}

export const PLUGIN = 'docusaurus-plugin-openapi-docs';
export const THEME = 'docusaurus-theme-openapi-docs';
const NAMES = new Set([PLUGIN, THEME]);

const outputDirsOf = (options: Record<string, unknown>) =>
  Object.values(isRecord(options.config) ? options.config : {})
    .filter(isRecord)
    .map((spec) => spec.outputDir)
    .filter((dir): dir is string => typeof dir === 'string');

/** The notice for the plugin's entry at `where`: Folio builds its pages, it does not run it. */
export function openapiPluginNotice(options: Record<string, unknown>, where: string): string {
  const dirs = outputDirsOf(options);
  return `\`${where}\` (${PLUGIN}): its generated pages${dirs.length ? ` (${dirs.join(', ')})` : ''} build as they are, with Folio's API components; Folio does not regenerate them from the spec (\`docusaurus gen-api-docs\` does)`;
}

/** Whether the config lists the plugin or its theme, and the plugin's output folders. */
export function openapiDocsUse(config: Record<string, unknown>): OpenapiDocsUse | undefined {
  let use: OpenapiDocsUse | undefined;
  for (const kind of ['plugin', 'theme'] as const) {
    const list = config[`${kind}s`];
    for (const value of Array.isArray(list) ? list : []) {
      const entry = readEntry(value, kind, NAMES);
      if (!entry || !NAMES.has(entry.name)) continue;
      use = { outputDirs: [...(use?.outputDirs ?? []), ...outputDirsOf(entry.options)] };
    }
  }
  return use;
}
