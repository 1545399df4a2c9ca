import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { postcssPluginList, sitePostcssConfig, sitePostcssConfigPlugin } from './postcss-config.ts';
import { bundlerHooksPlugin } from './configure-webpack.ts';
import type { PluginInstance } from './instantiate.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A PostCSS plugin package: appends `.mark-<tag>{order:1}` to each stylesheet. */
const MARK_PLUGIN = `const mark = (options = {}) => ({ postcssPlugin: 'mark', Once(root) { root.append('.mark-' + (options.tag || 'none') + '{order:1}'); } });
mark.postcss = true;
module.exports = mark;
`;

function site(files: Record<string, string>): string {
  const dir = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'folio-postcss-config-')));
  dirs.push(dir);
  for (const [name, text] of Object.entries({ 'node_modules/postcss-mark/index.js': MARK_PLUGIN, 'node_modules/postcss-mark/package.json': '{"name":"postcss-mark","main":"index.js"}', ...files })) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

/** The CSS of each plugin applied to `.a{}`, in order. */
async function marks(plugins: unknown[]): Promise<string> {
  // Vite's own PostCSS (this package does not depend on postcss itself).
  const postcss = createRequire(createRequire(import.meta.url).resolve('vite'))('postcss') as (plugins: never[]) => { process(css: string, options: object): Promise<{ css: string }> };
  return (await postcss(plugins as never[]).process('', { from: undefined })).css.replace(/\s+/g, '');
}

describe('postcssPluginList: the forms postcss-loader takes', () => {
  it.each([
    ['a package name', ['postcss-mark'], '.mark-none{order:1}'],
    ['[name, options]', [['postcss-mark', { tag: 'a' }]], '.mark-a{order:1}'],
    ['{ name: options }, in an array', [{ 'postcss-mark': { tag: 'b' } }], '.mark-b{order:1}'],
    ['an object of names', { 'postcss-mark': { tag: 'c' } }, '.mark-c{order:1}'],
    ['options false: left out', { 'postcss-mark': false }, ''],
    ['a plugin object as it is', [{ postcssPlugin: 'inline', Once(root: { append(css: string): void }) { root.append('.inline{order:2}'); } }], '.inline{order:2}'],
    ['a name twice: the later options, once', [['postcss-mark', { tag: 'first' }], ['postcss-mark', { tag: 'second' }]], '.mark-second{order:1}'],
  ])('%s', async (_case, plugins, css) => {
    const dir = site({});
    expect(await marks(postcssPluginList(plugins, path.join(dir, 'postcss.config.js')))).toBe(css);
  });

  it('a plugin that is not installed: an error naming the config file and the plugin', () => {
    const dir = site({});
    expect(() => postcssPluginList(['postcss-nope'], path.join(dir, 'postcss.config.js'))).toThrow(`${path.join(dir, 'postcss.config.js')}: the PostCSS plugin "postcss-nope" cannot be loaded`);
  });
});

describe('sitePostcssConfig', () => {
  it.each([
    ['postcss.config.js (CommonJS)', { 'postcss.config.js': "module.exports = { plugins: { 'postcss-mark': { tag: 'cjs' } } };\n" }, 'postcss.config.js'],
    ['postcss.config.mjs, a function of the context', { 'postcss.config.mjs': "export default (ctx) => ({ plugins: [['postcss-mark', { tag: ctx.env === 'production' ? 'fn' : 'no-env' }]] });\n" }, 'postcss.config.mjs'],
    ['.postcssrc.json', { '.postcssrc.json': '{ "plugins": { "postcss-mark": { "tag": "json" } } }' }, '.postcssrc.json'],
    ["package.json's postcss", { 'package.json': '{ "name": "s", "postcss": { "plugins": { "postcss-mark": { "tag": "pkg" } } } }' }, 'package.json'],
  ])('%s', async (_case, files, name) => {
    const dir = site(files);
    const found = await sitePostcssConfig(dir, 'production');
    expect(found?.file).toBe(path.join(dir, name));
    expect(await marks(postcssPluginList(found!.plugins, found!.file))).toMatch(/^\.mark-(cjs|fn|json|pkg)\{order:1\}$/);
  });

  it('none', async () => {
    expect(await sitePostcssConfig(site({ 'package.json': '{ "name": "s" }' }), 'production')).toBeUndefined();
  });
});

describe('sitePostcssConfigPlugin in a Vite build', () => {
  /** A plugin giving inline PostCSS plugins, as configure-webpack.ts's bundlerHooksPlugin does for a configurePostCss. */
  const lifecycle = (plugins: unknown[]): Plugin => ({ name: 'lifecycle', enforce: 'pre', config: () => ({ css: { postcss: { plugins: plugins as never[] } } }) });

  async function cssOf(dir: string, plugins: Plugin[]): Promise<string> {
    writeFileSync(path.join(dir, 'main.js'), "import './style.css';\n");
    writeFileSync(path.join(dir, 'style.css'), '.a { color: lifecycle-purple }\n');
    const result = (await build({ root: dir, configFile: false, logLevel: 'silent', plugins, build: { write: false, rollupOptions: { input: path.join(dir, 'main.js') } } })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
    return [result].flat().flatMap((entry) => entry.output).flatMap((item) => (item.fileName.endsWith('.css') && item.type === 'asset' ? [String(item.source)] : [])).join('\n');
  }

  const purple = { postcssPlugin: 'lifecycle-colour', Declaration: { color: (decl: { value: string }) => { if (decl.value === 'lifecycle-purple') decl.value = 'rebeccapurple'; } } };

  it("runs the site's postcss.config.js plugins as well as the inline ones (Docusaurus's postcss-loader does both)", async () => {
    const dir = site({ 'postcss.config.js': "module.exports = { plugins: [['postcss-mark', { tag: 'file' }]] };\n" });
    const css = await cssOf(dir, [lifecycle([purple]), sitePostcssConfigPlugin(dir)]);
    expect(await cssOf(dir, [lifecycle([purple])])).not.toContain('.mark-file');
    expect(css).toContain('.a{color:#639}');
    expect(css).toContain('.mark-file{order:1}');
  });

  it('leaves Vite to load the file itself when no plugin gives inline PostCSS plugins', async () => {
    const dir = site({ 'postcss.config.js': "module.exports = { plugins: { 'postcss-mark': { tag: 'file' } } };\n" });
    const css = await cssOf(dir, [sitePostcssConfigPlugin(dir)]);
    // Once, by Vite's own loading.
    expect(css.match(/\.mark-file\{order:1\}/g)).toHaveLength(1);
  });

  it("runs the base plugin once per stylesheet in each of two builds configured at once (the client's and the server's), beside a configurePostCss's plugin", async () => {
    const dir = site({});
    let runs = 0;
    const base = { postcssPlugin: 'base', Once: () => void runs++ };
    const layer = { postcssPlugin: 'postcss-wrap-in-layer', Once: () => {} };
    const instance: PluginInstance = { name: 'layers', id: 'default', options: {}, where: 'plugins[0]', dir, hooks: { name: 'layers', configurePostCss: (options: { plugins: unknown[] }) => ({ ...options, plugins: [...options.plugins, layer] }) } } as never;
    // One set of plugin objects for both builds, as a locale's client and server builds share them.
    const plugins = [bundlerHooksPlugin(instance, () => undefined, dir, path.join(dir, '.docusaurus')), sitePostcssConfigPlugin(dir, () => [base])];
    await Promise.all([cssOf(dir, plugins), cssOf(dir, plugins)]);
    expect(runs).toBe(2);
  });
});
