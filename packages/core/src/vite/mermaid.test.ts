import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MERMAID_COMPONENTS_ID, MERMAID_ID, mermaidComponentsModule, mermaidModule, mermaidOptimizeDeps, mermaidVirtualModule, resolvesFrom } from './mermaid.ts';

/** The module's exports, evaluated (its only import is the dynamic one, which is not called). */
function exportsOf(source: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  new Function('out', source.replace(/^export const (\w+) = /gm, 'out.$1 = '))(out);
  return out;
}

describe('virtual:folio/mermaid', () => {
  it.each<[string, boolean, boolean, boolean]>([
    ['installed, client: imports mermaid on demand', true, false, true],
    ['installed, server: nothing to import (drawn in the browser)', true, true, false],
    ['not installed, client: no import a build could fail on', false, false, false],
    ['not installed, server', false, true, false],
  ])('%s', (_name, installed, ssr, loads) => {
    const source = mermaidModule(installed, ssr);
    const exports = exportsOf(source);
    expect(exports.installed).toBe(installed);
    expect(typeof exports.loadMermaid).toBe(loads ? 'function' : 'undefined');
    expect(source.includes('import("mermaid")')).toBe(loads);
  });
});

describe('virtual:folio/mermaid-components', () => {
  it.each<[string, boolean, string]>([
    ['markdown.mermaid: the theme component for the element', true, 'import Mermaid from "@theme/Mermaid";\nexport default { mermaid: Mermaid };\n'],
    ['without it: nothing, and no import', false, 'export default {};\n'],
  ])('%s', (_name, mermaid, expected) => {
    expect(mermaidComponentsModule({ markdown: { format: 'mdx', remarkPlugins: [], rehypePlugins: [], mermaid, toc: { minHeadingLevel: 2, maxHeadingLevel: 3 } } })).toBe(expected);
  });
});

describe('resolvesFrom', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'folio-mermaid-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (file: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), '{}');
  };
  write('site/node_modules/mermaid/package.json');
  write('mono/node_modules/mermaid/package.json');
  mkdirSync(path.join(root, 'mono/packages/docs'), { recursive: true });
  write('bare/node_modules/mermaid/README.md');
  mkdirSync(path.join(root, 'none'), { recursive: true });

  it.each<[string, string, boolean]>([
    ["the site's node_modules", 'site', true],
    ['a workspace root above the site', 'mono/packages/docs', true],
    ['a folder without package.json is no package', 'bare', false],
    ['nowhere', 'none', false],
  ])('%s', (_name, dir, found) => {
    expect(resolvesFrom(path.join(root, dir), 'mermaid')).toBe(found);
  });
});

describe('mermaidVirtualModule', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'folio-mermaid-site-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  mkdirSync(path.join(root, 'node_modules/mermaid'), { recursive: true });
  writeFileSync(path.join(root, 'node_modules/mermaid/package.json'), '{}');
  const config = { markdown: { format: 'mdx' as const, remarkPlugins: [], rehypePlugins: [], mermaid: true, toc: { minHeadingLevel: 2, maxHeadingLevel: 3 } } };
  it.each<[string, string, boolean, string]>([
    ['the loader, from what the site has installed', MERMAID_ID, false, mermaidModule(true, false)],
    ['the loader on the server', MERMAID_ID, true, mermaidModule(true, true)],
    ['the components, from the config', MERMAID_COMPONENTS_ID, false, mermaidComponentsModule(config)],
  ])('%s', (_name, id, ssr, expected) => {
    expect(mermaidVirtualModule(id, { config, siteDir: root }, ssr)).toBe(expected);
  });

  it.each<[string, boolean, string, string[]]>([
    ['the dev server pre-bundles mermaid with diagrams on and the package installed', true, root, ['mermaid']],
    ['not with diagrams off', false, root, []],
    ['not without the package', true, tmpdir(), []],
  ])('%s', (_name, mermaid, siteDir, expected) => {
    expect(mermaidOptimizeDeps({ config: { markdown: { ...config.markdown, mermaid } }, siteDir })).toEqual(expected);
  });
});
