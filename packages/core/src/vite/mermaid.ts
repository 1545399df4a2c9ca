/**
 * What a theme needs to draw the `<mermaid value>` elements of `markdown.mermaid` (mdx/remark-mermaid.ts)
 * without Folio depending on the `mermaid` package, which is large and the site's own choice:
 * - `virtual:folio/mermaid`: `installed` (whether the site resolves `mermaid`, as Vite will) and
 *   `loadMermaid`, a function importing it, in the client build only when installed; undefined on
 *   the server (Mermaid draws in the browser, as under Docusaurus) and when not installed, so
 *   that no build ever fails on the import, and mermaid's code is a chunk of its own, loaded on demand.
 * - `virtual:folio/mermaid-components`: the components to add to the page's MDX components,
 *   `{ mermaid: @theme/Mermaid }` with `markdown.mermaid`, else `{}`: a site without diagrams
 *   bundles no Mermaid code at all (its first-load JavaScript grows by the spread of an empty object).
 * The dev server pre-bundles mermaid (mermaidOptimizeDeps) when diagrams are on and it is installed:
 * it discovers no dependency by itself, and mermaid's include CommonJS ones the browser cannot load.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../plugin-api.ts';

export const MERMAID_ID = 'virtual:folio/mermaid';
export const MERMAID_COMPONENTS_ID = 'virtual:folio/mermaid-components';
export const MERMAID_IDS: ReadonlySet<string> = new Set([MERMAID_ID, MERMAID_COMPONENTS_ID]);

/** Whether package `name` is in a node_modules folder of `dir` or of a folder above it (Node's and Vite's lookup). */
export function resolvesFrom(dir: string, name: string): boolean {
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    if (existsSync(path.join(current, 'node_modules', name, 'package.json'))) return true;
    if (path.dirname(current) === current) return false;
  }
}

/** PURE: the source of `virtual:folio/mermaid`. */
export function mermaidModule(installed: boolean, ssr: boolean): string {
  const load = installed && !ssr ? '() => import("mermaid").then((module) => module.default)' : 'undefined';
  return `export const installed = ${installed};\nexport const loadMermaid = ${load};\n`;
}

/** PURE: the source of `virtual:folio/mermaid-components`. */
export function mermaidComponentsModule(config: Pick<SiteConfig, 'markdown'>): string {
  return config.markdown.mermaid ? 'import Mermaid from "@theme/Mermaid";\nexport default { mermaid: Mermaid };\n' : 'export default {};\n';
}

/** The source of one of the two modules (`id`, one of MERMAID_IDS) for the site of `ctx`. */
export function mermaidVirtualModule(id: string, ctx: { config: Pick<SiteConfig, 'markdown'>; siteDir: string }, ssr: boolean): string {
  return id === MERMAID_ID ? mermaidModule(resolvesFrom(ctx.siteDir, 'mermaid'), ssr) : mermaidComponentsModule(ctx.config);
}

/** What the dev server pre-bundles for the diagrams: mermaid, with `markdown.mermaid` and the package installed. */
export function mermaidOptimizeDeps(ctx: { config: Pick<SiteConfig, 'markdown'>; siteDir: string }): string[] {
  return ctx.config.markdown.mermaid && resolvesFrom(ctx.siteDir, 'mermaid') ? ['mermaid'] : [];
}
