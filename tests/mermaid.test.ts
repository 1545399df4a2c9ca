/**
 * Mermaid diagrams (`markdown.mermaid`) in built sites, each mode as its fixture builds with the CLI:
 * - Docusaurus's own theme (tests/fixtures/docusaurus-mermaid, laid out beside the Docusaurus
 *   install with @docusaurus/theme-mermaid): the `mermaid` element is theme-mermaid's Mermaid
 *   component, which the server renders as nothing (Docusaurus's HTML has no diagram either) and
 *   whose mermaid import is a chunk of its own; without theme-mermaid listed, `@theme/Mermaid` is
 *   theme-classic's, which renders nothing (Docusaurus's Noop).
 * - Folio's theme (tests/fixtures/mermaid): laid out with `mermaid` installed, each diagram is an
 *   empty container in the HTML and mermaid a chunk loaded on demand; built where `mermaid` is not
 *   installed, each shows its source as a code block with a one-line note.
 * e2e/mermaid.spec.ts and e2e/mermaid-docusaurus.spec.ts draw them in a browser.
 */
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findDocusaurusTheme } from '../packages/docusaurus/src/classic/theme-chain.ts';
import { themeMermaidDefine, themeMermaidOptimizeDeps } from '../packages/docusaurus/src/classic/theme-mermaid.ts';
import { resolveThemeComponent } from '../packages/core/src/vite/theme-resolve.ts';
import { layOutSite } from './docusaurus-theme-site.ts';

const run = promisify(execFile);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CLI = path.join(ROOT, 'packages/core/bin/folio.mjs');
const TMP = path.join(ROOT, 'tests/.tmp');
const DOCUSAURUS_FIXTURE = path.join(ROOT, 'tests/fixtures/docusaurus-mermaid');
const FOLIO_FIXTURE = path.join(ROOT, 'tests/fixtures/mermaid');

const docusaurusSite = path.join(TMP, `mermaid-docusaurus-${process.pid}`);
const folioSite = path.join(TMP, `mermaid-folio-${process.pid}`);
const folioWithout = path.join(TMP, `mermaid-folio-without-${process.pid}`);
const outputs: Record<string, string> = {};

async function build(siteDir: string, outDir: string): Promise<string> {
  const result = await run(process.execPath, [CLI, 'build', siteDir, '--out-dir', outDir], { cwd: ROOT, timeout: 400_000, maxBuffer: 16 * 1024 * 1024 });
  return result.stdout + result.stderr;
}

const html = (out: string, route: string) => readFileSync(path.join(out, route, 'index.html'), 'utf8');
const assets = (out: string) => readdirSync(path.join(out, 'assets')).filter((file) => file.endsWith('.js'));
/** A string of mermaid's own code (its renderer), not of a component that loads it. */
const MERMAID_CODE = /flowchart-v2/;
/** The scripts a page loads before anything else: its entry and the modules it preloads. */
function firstLoad(out: string, route: string): string {
  const page = html(out, route);
  const files = [...page.matchAll(/<script type="module"[^>]* src="\/([^"]+)"|<link rel="modulepreload"[^>]* href="\/([^"]+)"/g)].map((match) => match[1] ?? match[2]!);
  expect(files.length, route).toBeGreaterThan(0);
  return files.map((file) => readFileSync(path.join(out, file), 'utf8')).join('\n');
}

beforeAll(async () => {
  await layOutSite(DOCUSAURUS_FIXTURE, docusaurusSite);
  outputs.docusaurus = await build(docusaurusSite, path.join(docusaurusSite, 'build'));
  await layOutSite(FOLIO_FIXTURE, folioSite);
  outputs.folio = await build(folioSite, path.join(folioSite, 'build'));
  outputs.without = await build(FOLIO_FIXTURE, folioWithout);
}, 1_500_000);

afterAll(() => {
  for (const dir of [docusaurusSite, folioSite, folioWithout]) rmSync(dir, { recursive: true, force: true });
});

describe("Docusaurus's theme with @docusaurus/theme-mermaid", () => {
  const out = path.join(docusaurusSite, 'build');

  it('says nothing of markdown.mermaid or the theme: both are honoured', () => {
    expect(outputs.docusaurus).not.toMatch(/`markdown\.mermaid`|`themes\[0\]`|Mermaid diagrams/);
    expect(outputs.docusaurus).toMatch(/built \d+ pages/);
  });

  it("prints no diagram and no code for it on the server, as Docusaurus's Mermaid component renders nothing there", () => {
    const page = html(out, 'docs/flow');
    expect(page).toContain('How a lamp is lit');
    expect(page).not.toContain('Wick--');
    expect(page).not.toContain('language-mermaid');
    expect(page).toMatch(/class="[^"]*language-js/);
    expect(page).toMatch(/class="[^"]*theme-admonition-tip/);
  });

  it('bundles mermaid for the browser only, as a chunk no page loads first', () => {
    expect(assets(out).some((file) => MERMAID_CODE.test(readFileSync(path.join(out, 'assets', file), 'utf8')))).toBe(true);
    expect(firstLoad(out, 'docs/flow')).not.toMatch(MERMAID_CODE);
  });

  it("defines theme-mermaid's ELK constant as its configureWebpack does (layout-elk is not installed), and has the dev server pre-bundle mermaid", () => {
    const theme = findDocusaurusTheme(docusaurusSite, { presets: ['classic'], themes: ['@docusaurus/theme-mermaid'] }, 'docusaurus.config.js')!;
    expect(themeMermaidDefine(theme)).toEqual({ __DOCUSAURUS_MERMAID_LAYOUT_ELK_ENABLED__: 'false' });
    expect(themeMermaidOptimizeDeps(theme)).toEqual(['@docusaurus/theme-mermaid > mermaid']);
    const without = findDocusaurusTheme(docusaurusSite, { presets: ['classic'] }, 'docusaurus.config.js')!;
    expect([themeMermaidDefine(without), themeMermaidOptimizeDeps(without)]).toEqual([{}, []]);
  });

  it.each<[string, string[], RegExp]>([
    ["theme-mermaid's component when the theme is listed", ['@docusaurus/theme-mermaid'], /@docusaurus[\\/]theme-mermaid[\\/]lib[\\/]theme[\\/]Mermaid[\\/]index\.js$/],
    ["theme-classic's (Docusaurus's Noop) when it is not", [], /@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/]Mermaid\.js$/],
  ])('@theme/Mermaid is %s', (_name, themes, expected) => {
    const theme = findDocusaurusTheme(docusaurusSite, { presets: ['classic'], themes }, 'docusaurus.config.js')!;
    expect(resolveThemeComponent('Mermaid', { siteDir: docusaurusSite, themeDir: path.join(ROOT, 'packages/theme'), themePaths: theme.themePaths })).toMatch(expected);
  });
});

describe("Folio's theme", () => {
  const out = path.join(folioSite, 'build');

  it('with mermaid installed: an empty container per diagram in the HTML, drawn in the browser', () => {
    const page = html(out, 'flow');
    expect(page.match(/<div class="docusaurus-mermaid-container folio-mermaid"[^>]*><\/div>/g)).toHaveLength(2);
    expect(page).not.toContain('Wick--');
    expect(page).not.toContain('Install the mermaid package');
  });

  it('with mermaid installed: mermaid is a chunk of its own, loaded by no page first', () => {
    expect(assets(out).some((file) => MERMAID_CODE.test(readFileSync(path.join(out, 'assets', file), 'utf8')))).toBe(true);
    expect(firstLoad(out, 'flow')).not.toMatch(MERMAID_CODE);
    expect(firstLoad(out, '')).not.toMatch(MERMAID_CODE);
  });

  it('without mermaid installed: the source as a code block, with a one-line note', () => {
    const page = html(folioWithout, 'flow');
    expect(page.match(/Install the mermaid package to draw this diagram\./g)).toHaveLength(2);
    expect(page).toContain('Wick--&gt;Flame;');
    expect(page).toContain('Keeper-&gt;&gt;Lamp: strike');
    expect(assets(folioWithout).some((file) => MERMAID_CODE.test(readFileSync(path.join(folioWithout, 'assets', file), 'utf8')))).toBe(false);
  });
});
