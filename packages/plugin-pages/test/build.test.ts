/**
 * The CLI on copies of the two pages fixtures: tests/fixtures/pages (a Folio site with pages()) and
 * tests/fixtures/docusaurus-pages (the classic template's shape, pages on because src/pages exists).
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copySite, describeRun, FIXTURES, readText, removeTempDirs, replaceIn, runFolio } from '../../core/test/helpers.ts';

afterAll(() => removeTempDirs());

/** Every HTML file of a build, as route paths. */
function htmlRoutes(outDir: string): string[] {
  return readdirSync(outDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => `/${file.split(path.sep).join('/')}`.replace(/index\.html$/, ''))
    .sort();
}

/** The CSS module class names a page uses (`_name_hash_line`). */
const moduleClasses = (html: string) => [...html.matchAll(/class="[^"]*?\b(_[A-Za-z]+_[a-z0-9]{5}_\d+)/g)].map((match) => match[1]!);

describe('a Folio site with pages()', () => {
  let site: string;
  beforeAll(async () => {
    site = copySite(path.join(FIXTURES, 'pages'), 'pages');
    const result = await runFolio(['build', site], { timeoutMs: 120_000 });
    expect(result.code, describeRun(result)).toBe(0);
  }, 150_000);

  it('builds a page per component and Markdown file, none for _ files, _ folders and tests', () => {
    expect(htmlRoutes(path.join(site, 'build'))).toEqual(['/', '/404.html', '/about/', '/guide/']);
    expect(readText(site, 'build/sitemap.xml').match(/<loc>[^<]+<\/loc>/g)).toEqual([
      '<loc>https://pages.example.com/</loc>',
      '<loc>https://pages.example.com/about/</loc>',
      '<loc>https://pages.example.com/guide</loc>',
    ]);
  });

  it('renders the React home page in the layout with its head and CSS module styles in the prerendered HTML', () => {
    const home = readText(site, 'build/index.html');
    expect(home).toContain('<title>Welcome | Pages Site</title>');
    expect(home).toContain('<meta name="description" content="The home page of the pages fixture">');
    expect(home).toContain('class="navbar');
    expect(home).toContain('Copyright © Pages Site.');
    const classes = moduleClasses(home);
    expect(classes).toEqual(expect.arrayContaining([expect.stringMatching(/^_hero_/), expect.stringMatching(/^_feature_/)]));
    // The stylesheets the page links hold its module classes.
    const css = [...home.matchAll(/<link rel="stylesheet" href="\/([^"]+)"/g)].map((match) => readText(site, `build/${match[1]}`)).join('\n');
    for (const name of classes) expect(css).toContain(`.${name}{`);
  });

  it('renders Markdown pages with their title, description, wrapper class and table of contents', () => {
    const about = readText(site, 'build/about/index.html');
    expect(about).toContain('<title>About this site | Pages Site</title>');
    expect(about).toContain('<meta name="description" content="Who writes the pages fixture and why.">');
    expect(about).toMatch(/table-of-contents__link[^>]*>Who we are</);
    const guide = readText(site, 'build/guide/index.html');
    expect(guide).toContain('folio-main guide-wrapper');
    expect(guide).toContain('<span class="step-count">3<!-- --> steps to go.</span>');
    expect(guide).toMatch(/table-of-contents__link[^>]*>Check the version</);
  });

  it('gives CSS modules the same class names in a second build', async () => {
    const again = copySite(path.join(FIXTURES, 'pages'), 'pages-again');
    const result = await runFolio(['build', again], { timeoutMs: 120_000 });
    expect(result.code, describeRun(result)).toBe(0);
    expect(moduleClasses(readText(again, 'build/index.html'))).toEqual(moduleClasses(readText(site, 'build/index.html')));
  }, 150_000);

  it('checks the links of component pages', async () => {
    const broken = copySite(path.join(FIXTURES, 'pages'), 'pages-broken');
    replaceIn(broken, 'src/pages/index.tsx', 'to="/guide"', 'to="/nowhere"');
    const result = await runFolio(['build', broken], { timeoutMs: 120_000 });
    expect(result.code, describeRun(result)).not.toBe(0);
    expect(result.stderr).toContain('/nowhere');
  }, 150_000);
});

it('builds a site in the classic template shape from its docusaurus.config.js, pages on because src/pages exists', async () => {
  const site = copySite(path.join(FIXTURES, 'docusaurus-pages'), 'docusaurus-pages');
  const result = await runFolio(['build', site], { timeoutMs: 120_000 });
  expect(result.code, describeRun(result)).toBe(0);
  expect(result.stderr).not.toContain('pages');
  expect(htmlRoutes(path.join(site, 'build'))).toEqual(['/', '/404.html', '/config-prop/', '/docs/intro/', '/markdown-page/']);
  expect(readText(site, 'build/config-prop/index.html')).toContain('<p class="config-prop">Lantern<!-- --> <!-- -->|<!-- --> <!-- -->Light for your project</p>');
  const home = readText(site, 'build/index.html');
  expect(home).toContain('<title>Welcome to Lantern | Lantern</title>');
  expect(home).toContain('<meta name="description" content="A home page written as a React component">');
  expect(home).toMatch(/<h1 class="hero__title">Lantern<\/h1>/);
  expect(home).toContain('Start the tutorial');
  expect(home).toMatch(/class="hero hero--primary _heroBanner_[a-z0-9]{5}_\d+"/);
  expect(home).toMatch(/<section class="_features_[a-z0-9]{5}_\d+">/);
  expect(home).toContain('<h3>Quick to light</h3>');
  // SVG imports render as inline <svg> components taking their props (Docusaurus's SVGR).
  expect(home).toMatch(/<svg [^>]*class="_featureSvg_[a-z0-9]{5}_\d+"[^>]*role="img"[^>]*><title>A lamp<\/title>/);
  expect(home.match(/<circle cx="5" cy="5" r="4" fill="#e44"/g)).toHaveLength(2);
  expect(readText(site, 'build/markdown-page/index.html')).toContain('<title>A Markdown page | Lantern</title>');
  expect(existsSync(path.join(site, 'build/sitemap.xml'))).toBe(true);
}, 150_000);
