/**
 * One router in the dev server (one-router.ts), in the layouts npm and pnpm give a Docusaurus
 * site: npm nests react-router-dom 7, react-router 7 and its `cookie` 1 under the theme (the
 * site's root has react-router-dom 5 and express's `cookie` 0.7) and gives another Folio package
 * no copy of its own; pnpm links each package's dependencies beside it in its store. The packages
 * are small stand-ins with the real ones' module formats (the router ES modules, `cookie`
 * CommonJS); the dev server is Vite's, configured as Folio's (the alias of react-router-dom to the
 * theme's copy, its pre-bundle, no discovery). Every importer must get the one pre-bundled router.
 */
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from 'vite';
import { oneRouterPlugin } from './one-router.ts';
import { themeRouterDir } from './theme-resolve.ts';

const ROUTER_DOM = { 'package.json': { name: 'react-router-dom', version: '7.18.6', type: 'module', main: 'index.js', dependencies: { 'react-router': '7.18.6' } }, 'index.js': "export * from 'react-router';\n" };
const ROUTER_DOM_5 = { 'package.json': { name: 'react-router-dom', version: '5.3.4', main: 'index.js' }, 'index.js': 'exports.version = 5;\n' };
const ROUTER = {
  'package.json': { name: 'react-router', version: '7.18.6', type: 'module', main: 'index.js', dependencies: { cookie: '^1.0.1' } },
  'index.js': "import { parse } from 'cookie';\nexport const cookieNames = (header) => Object.keys(parse(header));\n",
};
const COOKIE = (version: string) => ({ 'package.json': { name: 'cookie', version, main: 'index.js' }, 'index.js': 'exports.parse = (text) => Object.fromEntries(text.split(/; */).map((pair) => pair.split("=")));\n' });
const THEME = { 'package.json': { name: '@folio/theme', version: '0.1.0', dependencies: { 'react-router-dom': '^7.18.5' } }, 'src/runtime/entry.js': "import { cookieNames } from 'react-router-dom';\n" };
const COMPAT = { 'package.json': { name: '@folio/docusaurus', version: '0.1.0', dependencies: { 'react-router-dom': '^7.18.5' } }, 'src/client/router.js': "import { cookieNames } from 'react-router-dom';\n" };
const SITE_FILE = 'src/pages/index.js';

type Files = Record<string, string | object>;
let root = '';

function writePackage(dir: string, files: Files): void {
  for (const [file, contents] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), typeof contents === 'string' ? contents : JSON.stringify(contents));
  }
}

/** npm's tree: the router and cookie 1 under the theme; the compat package without a router of its own; the root's react-router-dom 5. */
function npmSite(name: string): string {
  const site = path.join(root, name);
  const modules = path.join(site, 'node_modules');
  writePackage(site, { 'package.json': { name, private: true }, [SITE_FILE]: "import { cookieNames } from 'react-router-dom';\n" });
  writePackage(path.join(modules, '@folio/theme'), THEME);
  writePackage(path.join(modules, '@folio/docusaurus'), COMPAT);
  writePackage(path.join(modules, '@folio/theme/node_modules/react-router-dom'), ROUTER_DOM);
  writePackage(path.join(modules, '@folio/theme/node_modules/react-router'), ROUTER);
  writePackage(path.join(modules, '@folio/theme/node_modules/cookie'), COOKIE('1.1.1'));
  writePackage(path.join(modules, 'react-router-dom'), ROUTER_DOM_5);
  writePackage(path.join(modules, 'cookie'), COOKIE('0.7.2'));
  return site;
}

/** pnpm's: the site's node_modules links its direct dependencies, each package's dependencies are its siblings in the store. */
function pnpmSite(name: string): string {
  const site = path.join(root, name);
  const store = (pkg: string) => path.join(site, 'node_modules/.pnpm', pkg.replace('/', '+'), 'node_modules');
  const link = (from: string, pkg: string) => {
    mkdirSync(path.dirname(path.join(from, pkg)), { recursive: true });
    symlinkSync(path.join(store(pkg), pkg), path.join(from, pkg));
  };
  writePackage(site, { 'package.json': { name, private: true }, [SITE_FILE]: "import { cookieNames } from 'react-router-dom';\n" });
  for (const [pkg, files] of [['@folio/theme', THEME], ['@folio/docusaurus', COMPAT], ['react-router-dom', ROUTER_DOM], ['react-router', ROUTER], ['cookie', COOKIE('1.1.1')]] as const) writePackage(path.join(store(pkg), pkg), files);
  link(path.join(site, 'node_modules'), '@folio/theme');
  link(path.join(site, 'node_modules'), '@folio/docusaurus');
  link(store('@folio/theme'), 'react-router-dom');
  link(store('@folio/docusaurus'), 'react-router-dom');
  link(store('react-router-dom'), 'react-router');
  link(store('react-router'), 'cookie');
  return site;
}

beforeAll(() => {
  root = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'folio-one-router-')));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** What each importer's `react-router-dom` is in the dev server of `site`, as Folio configures it (with one-router.ts or without). */
async function routerImports(site: string, withPlugin: boolean): Promise<Record<string, string | undefined>> {
  // As Folio finds the theme (theme-resolve.ts findThemeDir): its real folder.
  const themeDir = realpathSync(path.join(site, 'node_modules/@folio/theme'));
  const routerDir = themeRouterDir(themeDir);
  const server = await createServer({
    root: site,
    configFile: false,
    logLevel: 'silent',
    cacheDir: path.join(site, '.vite'),
    server: { middlewareMode: true, ws: false },
    resolve: { alias: [{ find: /^react-router-dom$/, replacement: routerDir }] },
    optimizeDeps: { noDiscovery: true, include: ['@folio/theme > react-router-dom'] },
    plugins: withPlugin ? [oneRouterPlugin(themeDir, routerDir)] : [],
  });
  try {
    await server.environments.client.depsOptimizer?.init();
    const importers = { theme: path.join(themeDir, 'src/runtime/entry.js'), compat: realpathSync(path.join(site, 'node_modules/@folio/docusaurus/src/client/router.js')), site: path.join(site, SITE_FILE) };
    const out: Record<string, string | undefined> = {};
    for (const [name, file] of Object.entries(importers)) {
      const code = (await server.transformRequest(file))?.code ?? '';
      out[name] = /from\s*"([^"]*)"/.exec(code)?.[1]?.replace(/\?v=\w+$/, '');
    }
    return out;
  } finally {
    await server.close();
  }
}

const PRE_BUNDLE = '/.vite/deps/@folio_theme_n_react-router-dom.js';

describe("every module's react-router-dom in the dev server is the theme's pre-bundled router", () => {
  it.each([['npm', npmSite], ['pnpm', pnpmSite]] as const)('%s', async (name, make) => {
    expect(await routerImports(make(`one-${name}`), true)).toEqual({ theme: PRE_BUNDLE, compat: PRE_BUNDLE, site: PRE_BUNDLE });
  });

  it("without it, npm's layout gives the compat package and the site the router's files as they are (a second router, CommonJS cookie)", async () => {
    const imports = await routerImports(npmSite('two-npm'), false);
    expect(imports.theme).toBe(PRE_BUNDLE);
    expect(imports.compat).toBe('/node_modules/@folio/theme/node_modules/react-router-dom/index.js');
    expect(imports.site).toBe(imports.compat);
  });
});
