import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EMPTY_MODULE, translateBundlerHooks } from './configure-webpack.ts';
import type { PluginInstance } from './instantiate.ts';

const siteDir = mkdtempSync(path.join(os.tmpdir(), 'folio-configure-webpack-'));
const withSass = mkdtempSync(path.join(os.tmpdir(), 'folio-configure-webpack-sass-'));
mkdirSync(path.join(withSass, 'node_modules/sass'), { recursive: true });
// As sass ships: package.json not among its exports.
writeFileSync(path.join(withSass, 'node_modules/sass/package.json'), '{"name":"sass","version":"1.0.0","exports":{".":"./sass.js"}}');
writeFileSync(path.join(withSass, 'node_modules/sass/sass.js'), 'module.exports = {};');
afterAll(() => [siteDir, withSass].forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const instance = (hooks: Record<string, unknown>): PluginInstance => ({ name: 'p', id: 'default', options: {}, where: 'plugins[0]', dir: siteDir, hooks: { name: 'p', ...hooks } });
type Utils = { currentBundler: { instance: Record<string, new (...args: unknown[]) => unknown> } };
const translate = (configureWebpack: (config: Record<string, any>, isServer: boolean, utils: Utils) => unknown, site = siteDir) =>
  translateBundlerHooks(instance({ configureWebpack }), undefined, site, '/gen');

describe('configureWebpack on Vite', () => {
  it('DefinePlugin and EnvironmentPlugin become define', () => {
    process.env.FOLIO_TEST_ENV = 'from-env';
    const { define, notices } = translate((_, isServer, { currentBundler: { instance: webpack } }) => ({
      plugins: [new webpack.DefinePlugin!({ __A__: '"a"', __OBJ__: { x: 1 } }), new webpack.EnvironmentPlugin!(['FOLIO_TEST_ENV']), new webpack.EnvironmentPlugin!({ FOLIO_TEST_MISSING: 'fallback' })],
      ...(isServer ? {} : {}),
    }));
    expect(define).toEqual({ __A__: '"a"', __OBJ__: '{"x":1}', 'process.env.FOLIO_TEST_ENV': '"from-env"', 'process.env.FOLIO_TEST_MISSING': '"fallback"' });
    expect(notices).toEqual([]);
  });

  // webpack's own classes, as a plugin importing webpack itself makes them (plugin-pwa 3.0 to 3.5):
  // the fields webpack 5 keeps its arguments in.
  class DefinePlugin {
    constructor(readonly definitions: Record<string, unknown>) {}
  }
  class EnvironmentPlugin {
    keys: string[];
    defaultValues: Record<string, unknown>;
    constructor(arg: string[] | Record<string, unknown>) {
      this.keys = Array.isArray(arg) ? arg : Object.keys(arg);
      this.defaultValues = Array.isArray(arg) ? {} : arg;
    }
  }
  it.each<[string, unknown, Record<string, string>]>([
    ['EnvironmentPlugin with defaults (plugin-pwa 3.2)', new EnvironmentPlugin({ PWA_DEBUG: false, PWA_SERVICE_WORKER_URL: '/sw.js', PWA_OFFLINE_MODE_ACTIVATION_STRATEGIES: ['appInstalled', 'queryString'] }), { 'process.env.PWA_DEBUG': 'false', 'process.env.PWA_SERVICE_WORKER_URL': '"/sw.js"', 'process.env.PWA_OFFLINE_MODE_ACTIVATION_STRATEGIES': '["appInstalled","queryString"]' }],
    ['EnvironmentPlugin with a list of keys', new EnvironmentPlugin(['FOLIO_TEST_ENV']), { 'process.env.FOLIO_TEST_ENV': '"from-env"' }],
    ['DefinePlugin', new DefinePlugin({ __B__: '"b"', __N__: 2 }), { __B__: '"b"', __N__: '2' }],
  ])("webpack's own %s becomes define", (_, plugin, expected) => {
    process.env.FOLIO_TEST_ENV = 'from-env';
    const { define, notices } = translate(() => ({ plugins: [plugin] }));
    expect(define).toEqual(expected);
    expect(notices).toEqual([]);
  });

  it("keeps the client pass's value of a define the server pass gives otherwise", () => {
    const { define } = translate((_, isServer, { currentBundler: { instance: webpack } }) => ({ plugins: [new webpack.DefinePlugin!({ __SIDE__: JSON.stringify(isServer ? 'server' : 'client') })] }));
    expect(define).toEqual({ __SIDE__: '"client"' });
  });

  it.each<[string, unknown, Array<{ find: string; replacement: string }>]>([
    ['an object alias', { x: '/abs/x' }, [{ find: '/^x(?=\\/|$)/', replacement: '/abs/x' }]],
    ['an exact alias', { x$: '/abs/x.js' }, [{ find: '/^x$/', replacement: '/abs/x.js' }]],
    ['a list alias', [{ name: 'y', alias: '/abs/y' }], [{ find: '/^y(?=\\/|$)/', replacement: '/abs/y' }]],
    ['an alias to false', { fs: false }, [{ find: '/^fs(?=\\/|$)/', replacement: EMPTY_MODULE }]],
  ])('%s becomes a Vite alias', (_, alias, expected) => {
    const { alias: out } = translate(() => ({ resolve: { alias } }));
    expect(out.map((entry) => ({ find: String(entry.find), replacement: entry.replacement }))).toEqual(expected);
  });

  it("keeps Docusaurus's own aliases out, and maps resolve.fallback and a config changed in place", () => {
    const { alias } = translate((config) => {
      config.resolve.fallback.path = false;
      config.resolve.alias.extra = '/abs/extra';
      return undefined;
    });
    expect(alias.map((entry) => [String(entry.find), entry.replacement])).toEqual([
      ['/^extra(?=\\/|$)/', '/abs/extra'],
      ['/^path$/', EMPTY_MODULE],
    ]);
  });

  it('a NormalModuleReplacementPlugin with a string becomes a replacement; with a function, a notice', () => {
    const result = translate((_, __, { currentBundler: { instance: webpack } }) => ({
      plugins: [new webpack.NormalModuleReplacementPlugin!(/^old-module$/, 'new-module'), new webpack.NormalModuleReplacementPlugin!(/x/, () => {})],
    }));
    expect(result.replacements).toEqual([{ test: /^old-module$/, replacement: 'new-module' }]);
    expect(result.notices).toEqual(["its configureWebpack() adds webpack's NormalModuleReplacementPlugin with a function, which Folio's Vite build does not run"]);
  });

  it('names what Vite does not get: other loaders, ProvidePlugin, other webpack plugins, externals', () => {
    class BundleAnalyzerPlugin {}
    const { notices } = translate((_, __, { currentBundler: { instance: webpack } }) => ({
      module: { rules: [{ test: /\.ya?ml$/, use: [{ loader: 'yaml-loader' }] }] },
      plugins: [new webpack.ProvidePlugin!({ process: 'process/browser' }), new BundleAnalyzerPlugin()],
      externals: { react: 'React' },
    }));
    expect(notices).toEqual([
      "its configureWebpack() adds a rule for /\\.ya?ml$/ (yaml-loader), which Folio's Vite build does not run",
      "its configureWebpack() adds webpack's ProvidePlugin, which Folio's Vite build does not run",
      "its configureWebpack() adds the webpack plugin BundleAnalyzerPlugin, which Folio's Vite build does not run",
      "its configureWebpack() sets webpack's externals, which Folio's Vite build does not use",
    ]);
  });

  it("a Sass rule is Vite's own Sass, which needs sass installed as the loader did", () => {
    const sassRule = () => ({ module: { rules: [{ test: /\.s[ca]ss$/, oneOf: [{ test: /\.module\.s[ca]ss$/, use: ['css-loader', 'sass-loader'] }, { use: ['css-loader', 'sass-loader'] }] }] } });
    expect(translate(sassRule, withSass).notices).toEqual([]);
    expect(() => translate(sassRule, siteDir)).toThrow('the Docusaurus plugin "p" compiles .scss/.sass files, which needs sass installed in the site');
  });

  it("configurePostCss's plugins become Vite's PostCSS plugins", () => {
    const tailwind = { postcssPlugin: 'tailwind' };
    const result = translateBundlerHooks(instance({ configurePostCss: (options: { plugins: unknown[] }) => ({ ...options, plugins: [...options.plugins, tailwind] }) }), undefined, siteDir, '/gen');
    expect(result.postcssPlugins).toEqual([tailwind]);
  });
});
