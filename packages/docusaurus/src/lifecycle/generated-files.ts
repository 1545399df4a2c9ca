/**
 * `@generated/<path>`, Docusaurus's alias of its generated-files folder, for the files Docusaurus
 * plugins write there (`createData`, or by hand): a plugin's theme components import them so
 * (`@generated/<plugin>/<id>/data.json`). Resolved to the file in the lifecycle's
 * generated-files folder, with the extensions webpack tries; the modules Docusaurus's core
 * generates are the theme bridge's (classic/vite-classic.ts), which leaves the others to this.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Plugin as VitePlugin } from 'vite';

const EXTENSIONS = ['', '.js', '.json', '.mjs', '.jsx', '.ts', '.tsx'];

/** The file `@generated/<rest>` names in `generatedFilesDir`, or undefined. */
export function generatedFile(generatedFilesDir: string, id: string): string | undefined {
  const rest = id.slice('@generated/'.length);
  const base = path.resolve(generatedFilesDir, rest);
  if (path.relative(generatedFilesDir, base).startsWith('..')) return undefined;
  return EXTENSIONS.map((extension) => base + extension).find((file) => existsSync(file) && statSync(file).isFile());
}

/**
 * The resolution, in the app's build and in its web workers' (`new Worker(new URL(…))`), which
 * Vite bundles with `worker.plugins` only: @easyops-cn/docusaurus-search-local's worker imports
 * its `@generated/` constants.
 */
export function generatedFilesPlugin(generatedFilesDir: string): VitePlugin {
  return { ...resolver(generatedFilesDir), config: () => ({ worker: { plugins: () => [resolver(generatedFilesDir)] } }) };
}

function resolver(generatedFilesDir: string): VitePlugin {
  return {
    name: 'folio:docusaurus-generated-files',
    enforce: 'pre',
    resolveId: {
      filter: { id: /^@generated\// },
      handler(id) {
        return generatedFile(generatedFilesDir, id) ?? null;
      },
    },
  };
}
