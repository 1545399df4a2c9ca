/**
 * Docusaurus plugins run unchanged through Docusaurus's lifecycle (packages/docusaurus/src/lifecycle):
 * tests/fixtures/docusaurus-lifecycle, laid out beside @docusaurus/preset-classic
 * (tests/docusaurus-theme-site.ts), has a local plugin file in two instances (options validated
 * with its validateOptions and Docusaurus's Joi; loadContent, contentLoaded with createData,
 * addRoute and setGlobalData, getThemePath, getClientModules, postBuild) and a plugin written in the
 * config (global data from the load context, postBuild writing llms-full.txt), under a base URL.
 * A plugin that throws in a hook fails the build naming the plugin, where the config gives it, and
 * the hook.
 */
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { layOutSite } from './docusaurus-theme-site.ts';

const run = promisify(execFile);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CLI = path.join(ROOT, 'packages/core/bin/folio.mjs');
const FIXTURE = path.join(ROOT, 'tests/fixtures/docusaurus-lifecycle');
const siteDir = path.join(ROOT, 'tests/.tmp', `docusaurus-lifecycle-${process.pid}`);
const out = path.join(siteDir, 'build');
const page = (route: string) => readFileSync(path.join(out, route, 'index.html'), 'utf8');
const text = (html: string) => html.replace(/<!-- -->/g, '');

function build(env: NodeJS.ProcessEnv = {}) {
  return run(process.execPath, [CLI, 'build', siteDir], { cwd: ROOT, timeout: 240_000, maxBuffer: 16 * 1024 * 1024, env: { ...process.env, ...env } });
}

let first: { stdout: string; stderr: string };

beforeAll(async () => {
  await layOutSite(FIXTURE, siteDir);
  first = await build();
}, 900_000);

afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

describe('a Docusaurus plugin run through the lifecycle', () => {
  it('adds its route, with its created data as a module prop, its route props and its route context', () => {
    const html = text(page('changelog'));
    expect(html).toContain('<h1>Changes</h1>');
    expect(html).toContain('<li>1.0.0: First release</li>');
    expect(html).toContain('<li>1.1.0: Lanterns glow</li>');
    expect(html).toContain('<p class="route-plugin">changelog-plugin/default</p>');
    // The theme component the plugin's getThemePath brings.
    expect(html).toContain('<span class="changelog-badge">2 changes</span>');
    // A theme component reading the created data through @generated/.
    expect(html).toContain('<p class="changelog-latest">Latest: 1.1.0</p>');
  });

  it('runs a second instance with its own id, options and data', () => {
    const html = text(page('more'));
    expect(html).toContain('<h1>More changes</h1>');
    expect(html).toContain('<li>0.9.0: A beta</li>');
    expect(html).toContain('changelog-plugin/second');
  });

  it("gives pages each instance's global data through usePluginData, and the load context", () => {
    expect(text(page(''))).toContain('<p class="global-data">2 and 1 changes; Hooks 2.4.6 function</p>');
  });

  it('runs postBuild in the output folder with the routes under the base URL, the content and every plugin', () => {
    expect(readFileSync(path.join(out, 'changelog-default.txt'), 'utf8')).toBe('2 entries at /site/changelog\n');
    expect(readFileSync(path.join(out, 'changelog-second.txt'), 'utf8')).toBe('1 entries at /site/more\n');
    // Into the new output too, through the outDir its load context gave it when it was made.
    expect(readFileSync(path.join(out, 'context-default.txt'), 'utf8')).toBe('written where the load context says\n');
    const llms = readFileSync(path.join(out, 'llms-full.txt'), 'utf8');
    expect(llms).toContain('- /site/404.html\n');
    expect(llms).toContain('- /site/docs/intro\n');
    expect(llms).toContain('- /site/changelog\n');
    expect(llms).toContain('- changelog-plugin#second\n');
    expect(llms).toContain('- inline-notes#default\n');
  });

  it("translates configureWebpack's alias and DefinePlugin, and configurePostCss's plugins, to Vite", () => {
    expect(text(page('changelog'))).toContain('<p class="bundler-hooks">Aliased words defined</p>');
    const styles = readdirSync(path.join(out, 'assets')).filter((file) => file.endsWith('.css')).map((file) => readFileSync(path.join(out, 'assets', file), 'utf8'));
    expect(styles.some((css) => /\.bundler-hooks\{color:#639|\.bundler-hooks\s*\{\s*color:\s*(?:rebeccapurple|#639)/.test(css))).toBe(true);
    // What Vite does not get is named once, with the plugin.
    expect(first.stderr).toContain('`plugins[3]` (bundler-hooks): its configureWebpack() adds a rule for /\\.txt$/ (raw-loader), which Folio\'s Vite build does not run');
  });

  it('puts the tags of injectHtmlTags in every page: head tags in the head, body tags at the start of the body', () => {
    for (const route of ['', 'changelog', 'docs/intro']) {
      const html = page(route);
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head, route).toContain('<meta name="lifecycle" content="head">');
      expect(html.slice(html.indexOf('<body'))).toMatch(/^<body[^>]*>\s*<div id="pre-body" data-from="inline-notes">before the app<\/div>\s*<noscript>after the app<\/noscript>/);
    }
  });

  it('ships the client module the plugin names', () => {
    const scripts = readdirSync(path.join(out, 'assets'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
    expect(scripts.some((file) => readFileSync(path.join(out, 'assets', file), 'utf8').includes('__changelogRoutes'))).toBe(true);
  });

  it.each(['loadContent', 'contentLoaded', 'postBuild'])('fails the build naming the plugin and the hook when %s throws', async (hook) => {
    const failed = await build({ FOLIO_TEST_FAIL: hook }).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toContain(`"failing-plugin" (\`plugins[4]\`) failed in ${hook}(): ${hook} gave up`);
    expect(failed?.stderr).not.toMatch(/\n\s+at /);
    // The failed build left the previous one as it was, and nothing beside it.
    expect(text(page('changelog'))).toContain('<h1>Changes</h1>');
    expect(readdirSync(path.dirname(out)).filter((name) => name.startsWith('build'))).toEqual(['build']);
  }, 300_000);
});
