/**
 * @docusaurus/plugin-pwa, unchanged, through Docusaurus's lifecycle on Folio:
 * tests/fixtures/docusaurus-pwa (preset-classic, `debug`, `offlineModeActivationStrategies:
 * ['queryString']`, a `swCustom`, `pwaHead`), laid out beside the Docusaurus install and built with
 * the CLI from another folder than the site's. Its postBuild compiles sw.js with the site's
 * webpack (postBuild's `currentBundler`) and Workbox injects the precache manifest of Folio's
 * output; its configureWebpack's PWA_* constants reach its client module in Folio's bundle; its
 * head tags are on every page. The browser side: e2e/docusaurus-pwa.spec.ts.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { layOutSite } from './docusaurus-theme-site.ts';
import { siteBundler } from '../packages/docusaurus/src/lifecycle/post-build.ts';

const run = promisify(execFile);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CLI = path.join(ROOT, 'packages/core/bin/folio.mjs');
const FIXTURE = path.join(ROOT, 'tests/fixtures/docusaurus-pwa');
const siteDir = path.join(ROOT, 'tests/.tmp', `docusaurus-pwa-${process.pid}`);
const out = path.join(siteDir, 'build');
const read = (file: string) => readFileSync(path.join(out, file), 'utf8');

beforeAll(async () => {
  await layOutSite(FIXTURE, siteDir);
  // From the repository's folder, which has no babel-loader: the worker's compile finds the site's.
  await run(process.execPath, [CLI, 'build', siteDir], { cwd: ROOT, timeout: 240_000, maxBuffer: 16 * 1024 * 1024 });
}, 900_000);

afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

/** The precache manifest Workbox injected into sw.js: each entry's URL. */
function precacheUrls(): string[] {
  const sw = read('sw.js');
  // Workbox leaves no placeholder behind once it injected the list.
  expect(sw).not.toContain('self.__WB_MANIFEST');
  return [...sw.matchAll(/\{"revision":(?:"[0-9a-f]+"|null),"url":"([^"]+)"\}/g)].map((match) => match[1]!).sort();
}

describe('@docusaurus/plugin-pwa on Folio', () => {
  it("compiles the service worker with the site's webpack, the site's swCustom in it", () => {
    expect(existsSync(path.join(out, 'sw.js'))).toBe(true);
    // debug: a development build with its source map; swCustom, imported dynamically, its own chunk.
    expect(existsSync(path.join(out, 'sw.js.map'))).toBe(true);
    const chunk = readdirSync(out).find((file) => /sw-custom.*\.sw\.js$/.test(file));
    expect(chunk).toBeDefined();
    expect(read(chunk!)).toContain('FOLIO_TEST_PING');
  });

  it("precaches Folio's output: its pages, scripts, styles and static files", () => {
    const urls = precacheUrls();
    expect(urls).toEqual(expect.arrayContaining(['index.html', '404.html', 'docs/intro/index.html', 'docs/trimming/index.html', 'manifest.json', 'img/lantern.png']));
    const assets = readdirSync(path.join(out, 'assets'));
    const scripts = assets.filter((file) => file.endsWith('.js')).map((file) => `assets/${file}`);
    const styles = assets.filter((file) => file.endsWith('.css')).map((file) => `assets/${file}`);
    expect(scripts.length).toBeGreaterThan(3);
    expect(styles.length).toBeGreaterThan(0);
    // Every script and stylesheet of the bundle, so that any page works offline.
    expect(urls).toEqual(expect.arrayContaining([...scripts, ...styles]));
  });

  it("gives its client module the PWA_* constants its configureWebpack defines", () => {
    const scripts = readdirSync(path.join(out, 'assets')).filter((file) => file.endsWith('.js'));
    const registering = scripts.map((file) => read(`assets/${file}`)).filter((code) => code.includes('docusaurus.pwa.event.appInstalled.fired'));
    expect(registering).toHaveLength(1);
    const [code] = registering;
    expect(code).not.toMatch(/process\.env\.PWA_/);
    expect(code).toMatch(/[`"']\/sw\.js[`"']/);
    expect(code).toMatch(/\[[`"']queryString[`"']\]/);
  });

  it('adds its pwaHead tags to every page', () => {
    for (const file of ['index.html', 'docs/intro/index.html']) {
      const html = read(file);
      expect(html).toContain('<link rel="manifest" href="/manifest.json">');
      expect(html).toContain('<meta name="theme-color" content="rgb(37, 194, 160)">');
    }
  });
});

describe("postBuild's currentBundler", () => {
  it("is the site's webpack, its compilers taking the site's folder as their context", () => {
    const bundler = siteBundler(siteDir, { future: { faster: { rspackBundler: false } } });
    expect(bundler.name).toBe('webpack');
    const webpack = bundler.instance as ((config: object) => { context: string }) & { DefinePlugin: unknown; version: string };
    expect(typeof webpack.DefinePlugin).toBe('function');
    expect(webpack.version).toMatch(/^5\./);
    expect(webpack({ entry: path.join(siteDir, 'src/sw-custom.js') }).context).toBe(siteDir);
    // A context the plugin gives stays.
    expect((webpack as (config: object) => { context: string })({ entry: path.join(siteDir, 'src/sw-custom.js'), context: ROOT }).context).toBe(ROOT);
  });

  it("is found through the site's @docusaurus/core when the site's node_modules holds its direct dependencies only (pnpm)", () => {
    const root = mkdtempSync(path.join(tmpdir(), 'folio-pnpm-bundler-'));
    try {
      // pnpm's layout: the store's folder of core holds core and its dependencies; the site links core only.
      const store = path.join(root, 'node_modules/.pnpm/core/node_modules');
      const files: Record<string, string> = {
        [`${store}/@docusaurus/core/package.json`]: '{"name":"@docusaurus/core","main":"index.js"}',
        [`${store}/@docusaurus/core/index.js`]: '',
        [`${store}/@docusaurus/bundler/package.json`]: '{"name":"@docusaurus/bundler","main":"index.js"}',
        [`${store}/@docusaurus/bundler/index.js`]: '',
        [`${store}/webpack/package.json`]: '{"name":"webpack","main":"index.js"}',
        [`${store}/webpack/index.js`]: 'module.exports = function webpack(config) { return config; }; module.exports.version = "5.0.0-store";',
        [`${root}/site/package.json`]: '{"name":"site"}',
      };
      for (const [file, text] of Object.entries(files)) {
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, text);
      }
      mkdirSync(path.join(root, 'site/node_modules/@docusaurus'), { recursive: true });
      symlinkSync(path.join(store, '@docusaurus/core'), path.join(root, 'site/node_modules/@docusaurus/core'), 'dir');
      expect((siteBundler(path.join(root, 'site'), {}).instance as unknown as { version: string }).version).toBe('5.0.0-store');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('without @docusaurus/bundler installed, says what to install when the plugin uses it', () => {
    const bare = mkdtempSync(path.join(tmpdir(), 'folio-no-bundler-'));
    try {
      const bundler = siteBundler(bare, {});
      expect(bundler.name).toBe('webpack');
      expect(() => bundler.instance).toThrow(/not installed in the site/);
      expect(() => siteBundler(bare, { future: { faster: { rspackBundler: true } } }).instance).toThrow(/bundler \(rspack\)/);
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });
});
