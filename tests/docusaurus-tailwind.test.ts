/**
 * Tailwind CSS in a Docusaurus site, as a fifth of real Docusaurus sites add it: a plugin written in
 * the config whose configurePostCss pushes Tailwind's PostCSS plugin (run by Folio through
 * packages/docusaurus/src/lifecycle/configure-webpack.ts). tests/fixtures/docusaurus-tailwind3 has
 * Tailwind 3 (tailwind.config.js: content globs, preflight off, dark mode on Docusaurus's
 * data-theme attribute, a colour of its own; @tailwind directives and @apply in custom.css);
 * tests/fixtures/docusaurus-tailwind4 has Tailwind 4 (@tailwindcss/postcss, `@import 'tailwindcss'`,
 * @theme, @custom-variant dark, source detection that skips the site's ignored files). Each is
 * built with Folio's CLI from the site's folder, as `npm run build` runs it (Tailwind reads its
 * config and sources from the working folder, on Docusaurus as here). Tailwind is installed once
 * per machine (tests/docusaurus-tailwind-site.ts).
 */
import { execFile } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installTailwind, layOutTailwindSite, type TailwindMajor } from './docusaurus-tailwind-site.ts';

const run = promisify(execFile);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CLI = path.join(ROOT, 'packages/core/bin/folio.mjs');

const sites = new Map<TailwindMajor, string>();

/** Every stylesheet the build wrote, one after the other. */
function builtCss(major: TailwindMajor): string {
  const assets = path.join(sites.get(major)!, 'build', 'assets');
  return readdirSync(assets)
    .filter((name) => name.endsWith('.css'))
    .map((name) => readFileSync(path.join(assets, name), 'utf8'))
    .join('\n');
}

/**
 * The declarations of the rules whose selector is exactly `selector` (minified CSS), or that
 * selector with the `:not(#\#)` that Docusaurus's postcss-preset-env gives a layered rule for
 * browsers without cascade layers (these fixtures name no browserslist: the defaults).
 */
function declarationsOf(css: string, selector: string): string[] {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [...css.matchAll(new RegExp(`(?:^|[{}])${escaped}(?::not\\(#\\\\#\\))*\\{([^}]*)\\}`, 'g'))].map((match) => match[1]!);
}

beforeAll(async () => {
  await Promise.all([installTailwind(3), installTailwind(4)]);
  for (const major of [3, 4] as const) {
    const site = await layOutTailwindSite(path.join(ROOT, 'tests/fixtures', `docusaurus-tailwind${major}`), major);
    sites.set(major, site);
    // A file the site's .gitignore ignores (written here: in the fixture, git would ignore it too).
    mkdirSync(path.join(site, 'ignored'), { recursive: true });
    writeFileSync(path.join(site, 'ignored', 'never.js'), "export const never = 'skew-x-12';\n");
    await run(process.execPath, [CLI, 'build'], { cwd: site, timeout: 180_000, maxBuffer: 16 * 1024 * 1024 });
  }
}, 600_000);

afterAll(() => {
  for (const site of sites.values()) rmSync(path.dirname(site), { recursive: true, force: true });
});

describe.each([
  // Tailwind 3's colour, as preset-env writes it for the default browsers (a fallback first).
  [3, 'text-gale', /color:rgba?\(11[ ,]122[ ,]117[ ,/]var\(--tw-text-opacity,1\)\)/],
  [4, 'text-gust', /color:var\(--color-gust\)/],
] as const)('Tailwind %i through configurePostCss', (major, colour, colourDeclaration) => {
  it('gives CSS to the classes of pages, components (TSX) and MDX docs, and to @apply', () => {
    const css = builtCss(major);
    expect(declarationsOf(css, `.${colour}`).join(';')).toMatch(colourDeclaration);
    expect(declarationsOf(css, '.w-\\[37px\\]')).toEqual(['width:37px']);
    expect(declarationsOf(css, '.translate-x-\\[3px\\]').join(';')).toContain('--tw-translate-x:3px');
    expect(declarationsOf(css, '.tracking-widest')).toHaveLength(1);
    // From docs/intro.mdx only.
    expect(declarationsOf(css, '.rotate-3')).toHaveLength(1);
    expect(declarationsOf(css, '.decoration-wavy')).toEqual(['text-decoration-style:wavy']);
    expect(css).toMatch(/@media \([^)]*\)\{\.md\\:flex(?::not\(#\\#\))*\{display:flex\}/);
    expect(declarationsOf(css, '.hero-card').join(';')).toMatch(/border-radius:(?:\.75rem|var\(--radius-xl\))/);
    // Nothing of Tailwind's own syntax is left for the browser.
    expect(css).not.toMatch(/@tailwind|@apply|@import ["']?tailwindcss|@theme|@custom-variant/);
  });

  it("puts dark mode variants under Docusaurus's data-theme attribute", () => {
    const css = builtCss(major);
    // Tailwind 3's `:is([data-theme=dark] *)`, which preset-env writes out for the default browsers.
    const selector = major === 3 ? '[data-theme=dark] .dark\\:bg-slate-900' : '.dark\\:bg-slate-900:where([data-theme=dark],[data-theme=dark] *)';
    expect(declarationsOf(css, selector).join(';')).toMatch(/background-color:/);
  });

  it('the prerendered page carries the classes', () => {
    const html = readFileSync(path.join(sites.get(major)!, 'build', 'index.html'), 'utf8');
    expect(html).toContain(`class="hero-card p-7 ${colour} dark:bg-slate-900 md:flex"`);
  });
});

describe('what each version reads', () => {
  it("Tailwind 3: tailwind.config.js's content globs and corePlugins (preflight off)", () => {
    const css = builtCss(3);
    // scratch/notes.js is outside the content globs.
    expect(css).not.toContain('.skew-y-12');
    expect(css).not.toContain('abbr:where([title])');
  });

  it("Tailwind 4: the site's files but its ignored ones, and preflight", () => {
    const css = builtCss(4);
    // scratch/notes.txt is read; ignored/never.js is in the site's .gitignore.
    expect(declarationsOf(css, '.skew-y-12')).toHaveLength(1);
    expect(css).not.toContain('.skew-x-12');
    expect(css).toContain('abbr:where([title])');
    expect(css).toContain('--color-gust:#7a3e0b');
  });
});

describe('a page edited after a build', () => {
  it.each([3, 4] as const)('Tailwind %i: the next build gives CSS to the classes the page has now (its stylesheet is made again, not taken from the last build)', async (major) => {
    const site = sites.get(major)!;
    const intro = path.join(site, 'docs', 'intro.mdx');
    writeFileSync(intro, readFileSync(intro, 'utf8').replace('rotate-3', 'rotate-3 -skew-y-6'));
    await run(process.execPath, [CLI, 'build'], { cwd: site, timeout: 180_000, maxBuffer: 16 * 1024 * 1024 });
    expect(declarationsOf(builtCss(major), '.-skew-y-6').join(';')).toMatch(/--tw-skew-y:(?:skewY\()?-6deg/);
  });
});

