/**
 * Third-party presets called, and the lifecycle's entries in Docusaurus's order (presets.ts): every
 * preset's plugins, every preset's themes, the config's plugins, its themes.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { expandEntries } from './presets.ts';
import type { LifecycleEntry } from './instantiate.ts';

const siteDir = mkdtempSync(path.join(os.tmpdir(), 'folio-presets-'));
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

const FILES: Record<string, string> = {
  // Returns absolute paths, as packages do (require.resolve), and a shorthand Folio maps.
  'presets/a.js': `const path = require('node:path');
module.exports = function a(context, options) {
  return { plugins: [[path.join(__dirname, 'a-plugin.js'), { from: options.label }], false], themes: [path.join(__dirname, 'a-theme.js'), 'classic'] };
};`,
  // ES module, async, compiled to exports.default.
  'presets/b.js': `exports.default = async function b(context) {
  return { plugins: [function inline() { return { name: 'inline' }; }], themes: [[require('node:path').join(__dirname, 'b-theme.js'), { site: context.siteConfig.title }]] };
};`,
  'presets/none.js': 'module.exports = { notAFunction: true };\n',
  'presets/list.js': 'module.exports = () => ({ plugins: "x" });\n',
  'presets/throws.js': 'module.exports = () => { throw new Error("no specs"); };\n',
  'package.json': '{"name":"s","private":true}\n',
};
for (const [file, text] of Object.entries(FILES)) {
  mkdirSync(path.dirname(path.join(siteDir, file)), { recursive: true });
  writeFileSync(path.join(siteDir, file), text);
}

const context = { siteConfig: { title: 'T' } };
const preset = (written: string, index: number, options: Record<string, unknown> = {}): LifecycleEntry => ({ target: written, options, where: `presets[${index}]`, kind: 'preset', rank: [index] });
const summary = (entries: LifecycleEntry[]) => entries.map((entry) => [entry.where, typeof entry.target === 'function' ? 'function' : path.basename(entry.target), entry.kind ?? 'plugin', entry.rank]);

describe('expandEntries', () => {
  it("puts the presets' plugins, then their themes, then the config's plugins, then its themes", async () => {
    const notices: string[] = [];
    const entries = [
      preset('./presets/a.js', 1, { label: 'L' }),
      preset('./presets/b.js', 2),
      { target: './plugins/one.js', options: {}, where: 'plugins[0]' },
      { target: './themes/t.js', options: {}, where: 'themes[0]', kind: 'theme' as const, rank: [3, 0] },
      { target: './plugins/two.js', options: {}, where: 'plugins[2]' },
    ];
    const expanded = await expandEntries(entries, siteDir, context, notices);
    expect(summary(expanded)).toEqual([
      ['presets[1].plugins[0]', 'a-plugin.js', 'plugin', [0, 1, 0]],
      ['presets[2].plugins[0]', 'function', 'plugin', [0, 2, 0]],
      ['presets[1].themes[0]', 'a-theme.js', 'theme', [1, 1, 0]],
      ['presets[2].themes[0]', 'b-theme.js', 'theme', [1, 2, 0]],
      ['plugins[0]', 'one.js', 'plugin', [2, 0]],
      ['plugins[2]', 'two.js', 'plugin', [2, 1]],
      ['themes[0]', 't.js', 'theme', [3, 0]],
    ]);
    // The preset's options reach it; what it passes on reaches its plugins and themes.
    expect(expanded[0]!.options).toEqual({ from: 'L' });
    expect(expanded[3]!.options).toEqual({ site: 'T' });
    expect(notices).toEqual(["`presets[1].themes[1]` (@docusaurus/theme-classic): Folio maps this theme from the config's own entries only, not from a preset's; skipped"]);
  });

  it('leaves entries without a preset in the order given', async () => {
    const entries = [{ target: 'x', options: {}, where: 'plugins[0]' }, { target: 'y', options: {}, where: 'plugins[1]' }];
    expect(summary(await expandEntries(entries, siteDir, context))).toEqual([['plugins[0]', 'x', 'plugin', [2, 0]], ['plugins[1]', 'y', 'plugin', [2, 1]]]);
  });

  it.each([
    ['./presets/none.js', '`presets[0]`: "./presets/none.js" exports no preset function'],
    ['./presets/list.js', '`presets[0]`: the preset "./presets/list.js" returned `plugins` that is not a list'],
    ['./presets/throws.js', '`presets[0]`: the preset "./presets/throws.js" failed: no specs'],
    ['docusaurus-preset-missing', 'the preset "docusaurus-preset-missing" cannot be found in node_modules'],
  ])('%s: an error naming the entry', async (written, message) => {
    await expect(expandEntries([preset(written, 0)], siteDir, context)).rejects.toThrow(message);
  });
});
