/**
 * A Docusaurus site whose theme packages are installed is rendered by Docusaurus's own theme
 * on Folio's engine (packages/docusaurus/src/classic): tests/fixtures/docusaurus-theme, laid out
 * beside @docusaurus/preset-classic 3.10.2 installed from npm at test time
 * (tests/docusaurus-theme-site.ts), built with the CLI. The pages carry theme-classic's DOM; the
 * site's wrapper (`@theme-original/Footer`), ejected component (DocItem/Footer, on internal hooks)
 * and own component (`@theme/MyBadge`) are used; a v2 name gets one notice; every page links its
 * stylesheets; and every module theme-classic publishes resolves as `@theme/<name>`, the list read
 * from the installed package, so the surface cannot drift.
 */
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findDocusaurusTheme } from '../packages/docusaurus/src/classic/theme-chain.ts';
import { commonJsDependencies } from '../packages/docusaurus/src/classic/vite-classic.ts';
import { resolveThemeComponent } from '../packages/core/src/vite/theme-resolve.ts';
import { DOCUSAURUS_THEME_FIXTURE, DOCUSAURUS_VERSION, layOutSite } from './docusaurus-theme-site.ts';

const run = promisify(execFile);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CLI = path.join(ROOT, 'packages/core/bin/folio.mjs');
const siteDir = path.join(ROOT, 'tests/.tmp', `docusaurus-theme-${process.pid}`);
const out = path.join(siteDir, 'build');

let output = '';
const page = (route: string) => readFileSync(path.join(out, route, 'index.html'), 'utf8');

beforeAll(async () => {
  await layOutSite(DOCUSAURUS_THEME_FIXTURE, siteDir);
  const result = await run(process.execPath, [CLI, 'build', siteDir], { cwd: ROOT, timeout: 240_000, maxBuffer: 16 * 1024 * 1024 });
  output = result.stdout + result.stderr;
}, 900_000);

afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

describe('a Docusaurus site built with its own theme', () => {
  it('names the Docusaurus 2 override it ignores, once', () => {
    const notices = output.split('\n').filter((line) => line.includes('src/theme/DocPage'));
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatch(/Docusaurus 3 no longer renders/);
  });

  it("renders a doc page with theme-classic's DOM and the site's ejected DocItem/Footer", () => {
    const html = page('docs/intro');
    expect(html).toContain('theme-doc-markdown markdown');
    // Docusaurus's HtmlClassNameProvider, through @docusaurus/Head.
    expect(html).toMatch(/<html lang="en" dir="ltr" class="docs-wrapper plugin-docs plugin-id-default docs-version-current docs-doc-page docs-doc-id-intro">/);
    expect(html).toMatch(/class="[^"]*theme-doc-sidebar-menu/);
    expect(html).toMatch(/class="[^"]*theme-admonition[^"]*theme-admonition-tip/);
    expect(html).toMatch(/class="[^"]*theme-code-block/);
    expect(html).toContain('light.js');
    expect(html).toContain('Ejected footer of <!-- -->Getting started');
    expect(html).toContain('theme-doc-footer');
    // The pagination of the doc, from Folio's sidebar order.
    expect(html).toMatch(/pagination-nav__link--next" href="\/docs\/category\/lamps"/);
  });

  it("highlights the config's additionalLanguages (theme-classic's prism-include-languages)", () => {
    const html = page('docs/lamps/electric');
    expect(html).toMatch(/<span class="token keyword"[^>]*>public<\/span>/);
    expect(html).toMatch(/<span class="token keyword"[^>]*>echo<\/span>/);
  });

  it("hands the theme Docusaurus's content module: the title in <header>, the TOC as HTML, code with its final line end", () => {
    // Docusaurus's MDX loader wraps the content title in <header> (DocItem/Layout's `header + *` rule).
    expect(page('docs/intro')).toMatch(/<header><h1[^>]*>Getting started<\/h1><\/header>/);
    const html = page('docs/lamps/electric');
    // theme-classic sets a TOC item's value as HTML: inline code stays code.
    expect(html).toMatch(/class="table-of-contents__link[^"]*" href="\/docs\/lamps\/electric#the-battery-life">The <code>battery<\/code> life<\/a>/);
    // A fence ending in a blank line: two lines, as CodeBlock gets the fence's text and a line end.
    const block = /charge\.txt<\/div>[\s\S]*?<\/pre>/.exec(html)?.[0] ?? '';
    expect(block.match(/class="token-line"/g)).toHaveLength(2);
  });

  it("builds CSS modules as Docusaurus does: classes named <local>_<hash>, and a side-effect import's rules kept", () => {
    // Sites select theme classes by prefix ([class^='docItemCol_']).
    expect(page('docs/intro')).toMatch(/class="col docItemCol_[\w-]{4}"/);
    const css = readdirSync(path.join(out, 'assets')).filter((file) => file.endsWith('.css')).map((file) => readFileSync(path.join(out, 'assets', file), 'utf8')).join('\n');
    // theme-classic's Heading imports './styles.module.css' for its :global(.hash-link) rules only.
    expect(css).toMatch(/\.hash-link:before\{content:"#"\}|\.hash-link::before\{content:"#"\}/);
  });

  it('renders a category index with each doc as a card with its description, and its pagination', () => {
    const html = page('docs/category/lamps');
    expect(html).toContain('Every kind of lamp the guide covers.');
    expect(html).toContain('Paraffin lamps, their wicks and their glass.');
    expect(html).toContain('Battery lamps and how long they last.');
    expect(html).toMatch(/pagination-nav__link--prev" href="\/docs\/intro"/);
  });

  it("renders the custom page with the wrapped footer, the site's own component and theme icons", () => {
    const html = page('');
    expect(html).toMatch(/<html [^>]*class="plugin-pages plugin-id-default"/);
    expect(html).toContain('hero hero--primary');
    expect(html).toContain('Wrapped above the footer.');
    expect(html).toMatch(/class="[^"]*footer footer--dark"/);
    expect(html).toContain('my-badge');
    expect(html).toMatch(/<span class="dark-icon"><svg/);
    expect(html).toContain('Mode: <!-- -->light');
    // siteMetadata: the installed Docusaurus's version.
    expect(html).toContain(`Docusaurus <!-- -->${DOCUSAURUS_VERSION}`);
    // The navbar item of the docs sidebar, and the external link's icon from the sprites.
    expect(html).toContain('href="/docs/intro">Guide</a>');
    expect(html).toContain('id="theme-svg-external-link"');
  });

  it("announces the blog's feeds in every page's head, as Docusaurus's blog plugin does", () => {
    for (const route of ['', 'docs/intro', 'blog']) {
      const links = [...page(route).matchAll(/<link rel="alternate" type="(application\/(?:rss|atom)\+xml)" href="([^"]+)" title="([^"]+)"/g)].map((m) => m.slice(1));
      expect(links, route).toEqual([
        ['application/rss+xml', '/blog/rss.xml', 'Lantern RSS Feed'],
        ['application/atom+xml', '/blog/atom.xml', 'Lantern Atom Feed'],
      ]);
    }
  });

  it('renders a Markdown page through MDXPage', () => {
    const html = page('notes');
    expect(html).toContain('Plain Markdown pages work too.');
    expect(html).toMatch(/<main class="container container--fluid margin-vert--lg">/);
  });

  it('links every page to stylesheets holding Infima and the site CSS, so nothing is unstyled before scripts run', () => {
    for (const route of ['', 'docs/intro', 'docs/category/lamps', 'notes']) {
      const css = [...page(route).matchAll(/<link rel="stylesheet" href="\/([^"]+)"/g)].map((match) => readFileSync(path.join(out, match[1]!), 'utf8')).join('\n');
      expect(css, route).toContain('.navbar{');
      expect(css, route).toContain('#b45309');
    }
    expect([...page('docs/intro').matchAll(/<link rel="stylesheet"/g)].length).toBeGreaterThan(1);
  });
});

describe('the blog', () => {
  it("renders the list, a post and the tag pages with theme-classic's DOM and Folio's posts", () => {
    const list = page('blog');
    expect(list).toMatch(/<html [^>]*class="blog-wrapper blog-list-page plugin-blog plugin-id-default"/);
    expect(list).toContain('Brighter nights');
    expect(list).toContain('The first lamp of the year is lit.');
    expect(list).not.toContain('It burned until morning.');
    expect(list).toContain('Recent posts');
    const post = page('blog/2026/01/02/first-light');
    expect(post).toContain('It burned until morning.');
    expect(post).toContain('Ada Wick');
    expect(post).toMatch(/class="[^"]*blog-post-page/);
    expect(page('blog/tags/lamps')).toContain('First light');
    expect(page('blog/archive')).toContain('Brighter nights');
  });
});

describe('the dev server', () => {
  it("pre-bundles the CommonJS packages the theme's browser code imports", () => {
    const names = commonJsDependencies(siteDir);
    expect(names).toContain('@docusaurus/utils-common');
    expect(names).toContain('parse-numeric-range');
    expect(names).not.toContain('react');
  });
});

describe("theme-classic's whole surface", () => {
  it('resolves every module the installed package publishes, the site first', () => {
    const theme = findDocusaurusTheme(siteDir, { presets: ['classic'] }, path.join(siteDir, 'docusaurus.config.js'))!;
    expect(theme).toBeDefined();
    const classicDir = theme.themePaths.find((dir) => dir.includes(`${path.sep}theme-classic${path.sep}`))!;
    const names = readdirSync(classicDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.js'))
      .map((file) => file.replace(/\.js$/, '').replace(/[\\/]index$/, '').split(path.sep).join('/'));
    expect(names.length).toBeGreaterThan(150);
    const options = { siteDir, themeDir: path.join(ROOT, 'packages/theme'), themePaths: theme.themePaths };
    const unresolved = names.filter((name) => !resolveThemeComponent(name, options));
    expect(unresolved).toEqual([]);
    expect(resolveThemeComponent('Footer', options)).toBe(path.join(siteDir, 'src/theme/Footer/index.js'));
    expect(resolveThemeComponent('Footer', { ...options, kind: 'original' })).toBe(path.join(classicDir, 'Footer/index.js'));
    expect(resolveThemeComponent('Footer', { ...options, kind: 'init' })).toBe(path.join(classicDir, 'Footer/index.js'));
    expect(resolveThemeComponent('Icon/DarkMode', options)).toBe(path.join(classicDir, 'Icon/DarkMode/index.js'));
    // Docusaurus core's fallbacks come last.
    expect(resolveThemeComponent('Root', options)).toMatch(/theme-fallback[\\/]Root[\\/]index\.js$/);
    expect(resolveThemeComponent('MyBadge', options)).toBe(path.join(siteDir, 'src/theme/MyBadge.js'));
  });
});
