/**
 * A Docusaurus site's CSS, built by Folio, is minified as Docusaurus minifies it
 * (packages/docusaurus/src/classic/vite-css-minify.ts): tests/fixtures/docusaurus-css-minify,
 * laid out beside Docusaurus 3.10.2 (tests/docusaurus-theme-site.ts) and built with the CLI. Its
 * custom.css has an `@media` block inside `@layer utilities`, as Tailwind 4 writes its container
 * utility; Docusaurus's minimizers (cssnano with @docusaurus/cssnano-preset, whose
 * postcss-sort-media-queries gathers every `@media` block at the end of the file, then clean-css)
 * move it out of the layer, where, unlayered, it beats Infima's rules. Vite's minifier keeps it in
 * the layer. A second build, from the minifier's cache, writes the same bytes. The fixture names
 * current browsers (package.json's browserslist), for which Docusaurus's postcss-preset-env,
 * which runs before the minimizers, keeps the layer and the range query as written.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { layOutSite } from './docusaurus-theme-site.ts';

const run = promisify(execFile);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CLI = path.join(ROOT, 'packages/core/bin/folio.mjs');
const FIXTURE = path.join(ROOT, 'tests/fixtures/docusaurus-css-minify');
const siteDir = path.join(ROOT, 'tests/.tmp', `docusaurus-css-minify-${process.pid}`);

// From the site's folder, as `npm run build` runs: postcss-preset-env reads the browserslist of the working folder.
const build = (outDir: string) => run(process.execPath, [CLI, 'build', siteDir, '--out-dir', outDir], { cwd: siteDir, timeout: 240_000, maxBuffer: 16 * 1024 * 1024 });

/** Every CSS file of a build, by name. */
function cssFiles(outDir: string): Map<string, string> {
  const assets = path.join(outDir, 'assets');
  return new Map(readdirSync(assets).filter((name) => name.endsWith('.css')).sort().map((name) => [name, readFileSync(path.join(assets, name), 'utf8')]));
}

/** The block of the at-rule that starts at `start` (`@layer utilities{…}`), braces balanced. */
function blockAt(css: string, start: number): string {
  let depth = 0;
  for (let index = css.indexOf('{', start); index < css.length; index++) {
    if (css[index] === '{') depth++;
    else if (css[index] === '}' && --depth === 0) return css.slice(start, index + 1);
  }
  throw new Error('unbalanced braces');
}

const first = path.join(siteDir, 'build-first');
const second = path.join(siteDir, 'build-second');

beforeAll(async () => {
  await layOutSite(FIXTURE, siteDir);
  await build(first);
  await build(second);
}, 900_000);

afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

describe("Docusaurus's CSS minimizers on a Folio build", () => {
  it("moves the @media block out of @layer utilities, as Docusaurus's cssnano preset does", () => {
    const [, css] = [...cssFiles(first)].find(([, text]) => text.includes('.sieve-grain'))!;
    const layer = blockAt(css, css.indexOf('@layer utilities{'));
    // The layer keeps its plain rules, not the breakpoint's.
    expect(layer).toContain('.sieve-mesh{width:100%}');
    expect(layer).toContain('.sieve-grain{display:flex}');
    expect(layer).not.toContain('40rem');
    // The @media block is after the layer, unlayered, its query as cssnano writes it.
    const media = css.search(/@media \(width >= 40rem\)\{\.sieve-mesh\{max-width:40rem\}\}/);
    expect(media).toBeGreaterThan(css.indexOf(layer) + layer.length);
    // Comments are gone (the preset's discardComments), and so is Vite's hash marker.
    expect(css).not.toContain('/*');
  });

  it("keeps the @font-face and @keyframes that only another file's rules use (each file is minified on its own)", () => {
    const [, css] = [...cssFiles(first)].find(([, text]) => text.includes('.sieve-grain'))!;
    expect(css).toMatch(/@font-face\{font-family:SieveFont;/);
    expect(css).toMatch(/@keyframes sieve-sift\{/);
    const [, extra] = [...cssFiles(first)].find(([, text]) => text.includes('.sieve-title'))!;
    expect(extra).toContain('animation:1s sieve-sift');
  });

  it('links the pages to the minified files, which are named by their content', () => {
    const files = cssFiles(first);
    const html = readFileSync(path.join(first, 'index.html'), 'utf8');
    const linked = [...html.matchAll(/<link rel="stylesheet" href="\/(assets\/[^"]+\.css)">/g)].map((match) => match[1]!);
    for (const file of linked) expect(existsSync(path.join(first, file)), file).toBe(true);
    // The page's own stylesheets hold the rule as moved.
    expect(linked.some((file) => /\}@media \(width >= 40rem\)\{\.sieve-mesh\{/.test(readFileSync(path.join(first, file), 'utf8')))).toBe(true);
    // Every CSS file a chunk names exists: none names Vite's unminified file.
    const assets = path.join(first, 'assets');
    for (const chunk of readdirSync(assets).filter((name) => name.endsWith('.js'))) {
      for (const [, name] of readFileSync(path.join(assets, chunk), 'utf8').matchAll(/assets\/([\w-]+\.css)/g)) expect(files.has(name!), `${chunk} names ${name}`).toBe(true);
    }
  });

  it("links every stylesheet of the site from every page, in one order, as Docusaurus ships one stylesheet: the extra page's CSS is on the doc's page too", () => {
    const linkedBy = (page: string) => [...readFileSync(path.join(first, page), 'utf8').matchAll(/<link rel="stylesheet" href="\/(assets\/[^"]+\.css)">/g)].map((match) => match[1]!);
    const everywhere = linkedBy('index.html');
    expect(everywhere.sort()).toEqual([...cssFiles(first).keys()].map((name) => `assets/${name}`).sort());
    for (const page of ['extra/index.html', '404.html']) expect(linkedBy(page)).toEqual(linkedBy('index.html'));
    // index.html is the docs' intro (slug /), which does not import extra.css.
    const extra = linkedBy('index.html').find((file) => readFileSync(path.join(first, file), 'utf8').includes('.sieve-title'));
    expect(extra).toBeDefined();
  });

  it('writes the same bytes when it builds again from its cache', () => {
    // The second build read the minified CSS from the cache the first wrote.
    expect(readdirSync(path.join(siteDir, 'node_modules/.cache/folio/css-minify')).filter((name) => name.endsWith('.json')).length).toBeGreaterThan(0);
    expect([...cssFiles(second)]).toEqual([...cssFiles(first)]);
    expect(readFileSync(path.join(second, 'index.html'), 'utf8')).toBe(readFileSync(path.join(first, 'index.html'), 'utf8'));
  });
});
