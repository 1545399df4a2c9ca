/**
 * A site installed by pnpm (its default isolated node_modules): the site's node_modules holds
 * only its direct dependencies, each a link into node_modules/.pnpm, where a package's own
 * dependencies are its siblings. The classic template depends on @docusaurus/preset-classic, not
 * on theme-classic, theme-common or infima; Folio must find those as the preset and the theme do,
 * from their real folders, not from the site (and not through the NODE_PATH pnpm's bin shims set,
 * which tests and `node …/folio.mjs` do not have).
 */
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import Module from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classicThemeDir, findDocusaurusTheme } from './theme-chain.ts';
import { classicVitePlugin, commonJsDependencies } from './vite-classic.ts';

let root = '';
let site = '';
/** The real folder of `name` in the virtual store. */
const stored = (name: string) => path.join(root, 'site/node_modules/.pnpm', name.replace('/', '+'), 'node_modules', name);

function writePackage(dir: string, manifest: Record<string, unknown>, files: Record<string, string> = {}): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify(manifest));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
}

/** `name` linked into `modules` (a node_modules folder) from the store, as pnpm links it. */
function link(modules: string, name: string): void {
  mkdirSync(path.dirname(path.join(modules, name)), { recursive: true });
  symlinkSync(stored(name), path.join(modules, name));
}

/** The store's folder holding `name` and its dependencies. */
const storeModules = (name: string) => path.join(root, 'site/node_modules/.pnpm', name.replace('/', '+'), 'node_modules');

beforeAll(() => {
  root = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'folio-strict-')));
  site = path.join(root, 'site');
  writePackage(site, { name: 'site', dependencies: { '@docusaurus/core': '3', '@docusaurus/preset-classic': '3', clsx: '2' } });
  writePackage(stored('@docusaurus/core'), { name: '@docusaurus/core', main: 'index.js' }, { 'index.js': '', 'lib/client/theme-fallback/Root.js': '' });
  writePackage(stored('@docusaurus/preset-classic'), { name: '@docusaurus/preset-classic', main: 'index.js' }, { 'index.js': '' });
  writePackage(stored('@docusaurus/theme-classic'), { name: '@docusaurus/theme-classic', main: 'lib/index.js' }, {
    'lib/index.js': '',
    'lib/theme/CodeBlock/index.js': "import clsx from 'clsx';\nimport rangeParser from 'parse-numeric-range';\nimport { useThemeConfig } from '@docusaurus/theme-common';\n",
  });
  writePackage(stored('@docusaurus/theme-common'), { name: '@docusaurus/theme-common', main: 'lib/index.js' }, { 'lib/index.js': "import { useLocation } from 'react-router-dom';\nimport { isRtl } from 'rtl-detect';\n" });
  writePackage(stored('infima'), { name: 'infima' }, { 'dist/css/default/default.css': '' });
  writePackage(stored('clsx'), { name: 'clsx', main: 'dist/clsx.js' }, { 'dist/clsx.js': '' });
  writePackage(stored('parse-numeric-range'), { name: 'parse-numeric-range', main: 'index.js' }, { 'index.js': '' });
  writePackage(stored('rtl-detect'), { name: 'rtl-detect', main: 'index.js' }, { 'index.js': '' });
  // The site's root: its direct dependencies only.
  for (const name of ['@docusaurus/core', '@docusaurus/preset-classic', 'clsx']) link(path.join(site, 'node_modules'), name);
  // Each package's dependencies beside it.
  link(storeModules('@docusaurus/preset-classic'), '@docusaurus/theme-classic');
  for (const name of ['@docusaurus/theme-common', 'infima', 'clsx', 'parse-numeric-range']) link(storeModules('@docusaurus/theme-classic'), name);
  link(storeModules('@docusaurus/theme-common'), 'rtl-detect');
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('theme-classic under a strict node_modules', () => {
  it("is found through the classic preset, as the preset requires it", () => {
    const theme = findDocusaurusTheme(site, { presets: [['classic', {}]] }, path.join(site, 'docusaurus.config.js'));
    expect(theme?.classicDir).toBe(stored('@docusaurus/theme-classic'));
    expect(theme?.classicChain).toEqual(['@docusaurus/preset-classic', '@docusaurus/theme-classic']);
    expect(theme?.themePaths).toEqual([path.join(stored('@docusaurus/theme-classic'), 'lib/theme'), path.join(stored('@docusaurus/core'), 'lib/client/theme-fallback')]);
    expect(theme?.coreDir).toBe(stored('@docusaurus/core'));
  });

  it.each<[string, string[], string[], string[] | undefined]>([
    ['the preset, by its full name', ['@docusaurus/preset-classic'], [], ['@docusaurus/preset-classic', '@docusaurus/theme-classic']],
    ['a theme the site does not have', [], ['classic'], undefined],
    ['neither', [], [], undefined],
  ])('%s', (_, presets, themes, chain) => {
    expect(classicThemeDir(site, presets, themes)?.chain).toEqual(chain);
  });
});

describe("with NODE_PATH at pnpm's hidden hoisting folder, as pnpm's bin shims set it", () => {
  const initPaths = () => (Module as unknown as { _initPaths(): void })._initPaths();
  const saved = process.env.NODE_PATH;
  beforeAll(() => {
    const hoisted = path.join(site, 'node_modules/.pnpm/node_modules');
    for (const name of ['@docusaurus/theme-classic', 'parse-numeric-range']) link(hoisted, name);
    process.env.NODE_PATH = hoisted;
    initPaths();
  });
  afterAll(() => {
    if (saved === undefined) delete process.env.NODE_PATH;
    else process.env.NODE_PATH = saved;
    initPaths();
    rmSync(path.join(site, 'node_modules/.pnpm/node_modules'), { recursive: true, force: true });
  });

  it('the site is still seen without theme-classic, and the pre-bundled names go through the preset (Vite ignores NODE_PATH)', () => {
    const theme = findDocusaurusTheme(site, { presets: ['classic'] }, path.join(site, 'docusaurus.config.js'));
    expect(theme?.classicChain).toEqual(['@docusaurus/preset-classic', '@docusaurus/theme-classic']);
    expect(commonJsDependencies(site, { dir: theme!.classicDir, chain: theme!.classicChain })).toContain('@docusaurus/preset-classic > @docusaurus/theme-classic > parse-numeric-range');
  });
});

describe("theme-classic's dependencies, found from theme-classic", () => {
  it('the CommonJS packages to pre-bundle, through the preset when the site lacks them', () => {
    expect(commonJsDependencies(site, { dir: stored('@docusaurus/theme-classic'), chain: ['@docusaurus/preset-classic', '@docusaurus/theme-classic'] })).toEqual([
      '@docusaurus/preset-classic > @docusaurus/theme-classic > @docusaurus/theme-common > rtl-detect',
      '@docusaurus/preset-classic > @docusaurus/theme-classic > parse-numeric-range',
      // The site has this one itself, the same folder.
      'clsx',
    ]);
  });

  it('infima and theme-common resolve to the folders theme-classic depends on', () => {
    const theme = findDocusaurusTheme(site, { presets: ['classic'] }, path.join(site, 'docusaurus.config.js'))!;
    const resolveId = classicVitePlugin(theme).resolveId as { handler: (this: unknown, id: string, importer?: string) => unknown };
    const resolve = (id: string) => resolveId.handler.call({}, id, path.join(site, 'src/pages/index.js'));
    expect(resolve('infima/dist/css/default/default.css')).toBe(path.join(stored('infima'), 'dist/css/default/default.css'));
    expect(resolve('@docusaurus/theme-common')).toBe(path.join(stored('@docusaurus/theme-common'), 'lib/index.js'));
  });

  it("the generated modules' Prism is theme-classic's; the site's own import is left to Vite", async () => {
    const theme = findDocusaurusTheme(site, { presets: ['classic'] }, path.join(site, 'docusaurus.config.js'))!;
    const resolveId = classicVitePlugin(theme).resolveId as { handler: (this: unknown, id: string, importer?: string) => unknown };
    const asked: unknown[][] = [];
    const context = { resolve: async (...args: unknown[]) => (asked.push(args), { id: 'found' }) };
    expect(await resolveId.handler.call(context, 'prism-react-renderer', '\0folio-docusaurus:@generated/prism-languages')).toEqual({ id: 'found' });
    expect(await resolveId.handler.call(context, 'prismjs/components/prism-php.js', '\0folio-docusaurus:@generated/prism-languages')).toEqual({ id: 'found' });
    expect(asked.map(([id, importer]) => [id, importer])).toEqual([
      ['prism-react-renderer', path.join(stored('@docusaurus/theme-classic'), 'package.json')],
      ['prismjs/components/prism-php.js', path.join(stored('@docusaurus/theme-classic'), 'package.json')],
    ]);
    expect(await resolveId.handler.call(context, 'prism-react-renderer', path.join(site, 'src/theme/CodeBlock.js'))).toBeNull();
  });
});
