/**
 * A published plugin whose ES module dependency imports `./lib/x` without its extension: Node's
 * loader refuses it inside node_modules, Docusaurus's jiti does not. Folio falls back to the site's
 * @docusaurus/utils `loadFreshModule`, as Docusaurus loads plugins (the site is made inside the
 * Docusaurus install, whose node_modules it then resolves from).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installDocusaurus } from '../../../../tests/docusaurus-theme-site.ts';
import { importEntry } from './instantiate.ts';

let siteDir = '';

function write(file: string, text: string): void {
  mkdirSync(path.dirname(path.join(siteDir, file)), { recursive: true });
  writeFileSync(path.join(siteDir, file), text);
}

beforeAll(async () => {
  const modules = await installDocusaurus();
  siteDir = mkdtempSync(path.join(path.dirname(modules), 'site-jiti-'));
  write('package.json', '{"name":"site"}');
  write('node_modules/dep-pkg/package.json', '{"name":"dep-pkg","type":"module","main":"index.js"}');
  write('node_modules/dep-pkg/index.js', "export { x } from './lib/x';\n");
  write('node_modules/dep-pkg/lib/x.js', 'export const x = 42;\n');
  write('node_modules/docusaurus-plugin-deep/package.json', '{"name":"docusaurus-plugin-deep","type":"module","main":"index.js"}');
  write('node_modules/docusaurus-plugin-deep/index.js', "import { x } from 'dep-pkg';\nexport default function plugin() { return { name: `deep-${x}` }; }\n");
}, 600_000);

afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

describe('a plugin whose dependency Node cannot load', () => {
  it('loads as Docusaurus loads it (jiti)', async () => {
    const { module } = await importEntry(siteDir, 'deep');
    const plugin = ((module as { default?: unknown }).default ?? module) as () => { name: string };
    expect(plugin().name).toBe('deep-42');
  });
});
