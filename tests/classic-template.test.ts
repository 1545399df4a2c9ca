/**
 * The site `npx create-docusaurus@3 my-site classic` makes, built by Folio unchanged: the template
 * is unpacked from the create-docusaurus package at test time (never committed), Folio's tarballs
 * are installed beside it with npm, and `folio build` must give the route list `docusaurus build`
 * gives for the same template (recorded below, a fact about Docusaurus 3.9.2). Both the JavaScript
 * template and its TypeScript variant.
 *
 * The template's @docusaurus/* dependencies are left out of the install: Folio reads none of them,
 * and installing them would take minutes. react-router-dom 5, which they bring to the site's root,
 * is installed, since a real site has it there.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { npmEnv, packAll, requireNpmRegistry, run } from './packed.ts';

const TEMPLATE_VERSION = '3.9.2';

/** `docusaurus build` of the classic template (create-docusaurus 3.9.2): every page it writes, 404.html aside. */
const DOCUSAURUS_ROUTES = [
  '/',
  '/blog',
  '/blog/archive',
  '/blog/authors',
  '/blog/authors/all-sebastien-lorber-articles',
  '/blog/authors/yangshun',
  '/blog/first-blog-post',
  '/blog/long-blog-post',
  '/blog/mdx-blog-post',
  '/blog/tags',
  '/blog/tags/docusaurus',
  '/blog/tags/facebook',
  '/blog/tags/hello',
  '/blog/tags/hola',
  '/blog/welcome',
  '/docs/category/tutorial---basics',
  '/docs/category/tutorial---extras',
  '/docs/intro',
  '/docs/tutorial-basics/congratulations',
  '/docs/tutorial-basics/create-a-blog-post',
  '/docs/tutorial-basics/create-a-document',
  '/docs/tutorial-basics/create-a-page',
  '/docs/tutorial-basics/deploy-your-site',
  '/docs/tutorial-basics/markdown-features',
  '/docs/tutorial-extras/manage-docs-versions',
  '/docs/tutorial-extras/translate-your-site',
  '/markdown-page',
];
/** The feeds it writes (`feedOptions.type: ['rss', 'atom']`). */
const DOCUSAURUS_FEEDS = ['blog/atom.xml', 'blog/rss.xml'];

const root = mkdtempSync(path.join(os.tmpdir(), 'folio-classic-'));
const siteDir = path.join(root, 'my-site');
let templates = '';

/** Every index.html of a build as a route (`docs/intro/index.html` → `/docs/intro`). */
function routesOf(outDir: string): string[] {
  return readdirSync(outDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file === 'index.html' || file.endsWith(`${path.sep}index.html`))
    .map((file) => `/${path.dirname(file).split(path.sep).join('/')}`.replace(/^\/\.$/, '/'))
    .sort();
}

/** The sitemap's URLs, as paths. */
const sitemapPaths = (outDir: string) =>
  [...readFileSync(path.join(outDir, 'sitemap.xml'), 'utf8').matchAll(/<loc>https:\/\/your-docusaurus-site\.example\.com([^<]*)<\/loc>/g)].map((m) => m[1] || '/').sort();

/** Lays out `variant` (classic or classic-typescript) over the shared files, as create-docusaurus does. */
function layOut(variant: string): void {
  for (const entry of readdirSync(siteDir)) if (entry !== 'node_modules' && entry !== 'package.json' && entry !== 'package-lock.json') rmSync(path.join(siteDir, entry), { recursive: true, force: true });
  cpSync(path.join(templates, 'shared'), siteDir, { recursive: true });
  for (const entry of readdirSync(path.join(templates, variant))) if (entry !== 'package.json') cpSync(path.join(templates, variant, entry), path.join(siteDir, entry), { recursive: true });
}

beforeAll(async () => {
  await requireNpmRegistry();
  const tarballs = await packAll(path.join(root, 'packs'));
  const { stdout } = await run('npm', ['pack', `create-docusaurus@${TEMPLATE_VERSION}`, '--silent'], { cwd: root, env: npmEnv(), timeout: 120_000 });
  await run('tar', ['-xzf', stdout.trim().split('\n').pop()!], { cwd: root });
  templates = path.join(root, 'package/templates');
  mkdirSync(siteDir);
  // The template's own manifest, less the @docusaurus/* packages (see the top of this file).
  const manifest = JSON.parse(readFileSync(path.join(templates, 'classic/package.json'), 'utf8'));
  const dependencies = Object.fromEntries(Object.entries(manifest.dependencies as Record<string, string>).filter(([name]) => !name.startsWith('@docusaurus/')));
  writeFileSync(path.join(siteDir, 'package.json'), `${JSON.stringify({ ...manifest, dependencies: { ...dependencies, 'react-router-dom': '5.3.4' }, devDependencies: {} }, null, 2)}\n`);
  await run('npm', ['install', '--no-audit', '--no-fund', ...tarballs.filter((file) => !path.basename(file).startsWith('create-folio'))], { cwd: siteDir, env: npmEnv(), timeout: 300_000 });
}, 420_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe.each(['classic', 'classic-typescript'])('the %s template, unchanged', (variant) => {
  let result: { stdout: string; stderr: string };
  beforeAll(async () => {
    layOut(variant);
    result = await run(path.join(siteDir, 'node_modules/.bin/folio'), ['build'], { cwd: siteDir, env: npmEnv(), timeout: 300_000 });
  }, 320_000);

  it('builds the routes docusaurus build gives, and the same sitemap', () => {
    const outDir = path.join(siteDir, 'build');
    expect(routesOf(outDir)).toEqual(DOCUSAURUS_ROUTES);
    expect(sitemapPaths(outDir)).toEqual(DOCUSAURUS_ROUTES);
    for (const feed of DOCUSAURUS_FEEDS) expect(existsSync(path.join(outDir, feed)), feed).toBe(true);
    expect(existsSync(path.join(outDir, '404.html'))).toBe(true);
  });

  it('names each option it does not honour, once, and reports nothing else', async () => {
    // By default only the options whose absence changes the built site (issue 30): the feeds'
    // stylesheet; `--verbose` names every one (the second build of the same config, whose notices
    // a plain build would not repeat).
    const verbose = await run(path.join(siteDir, 'node_modules/.bin/folio'), ['build', '--verbose'], { cwd: siteDir, env: npmEnv(), timeout: 300_000 });
    const named = (stderr: string) => {
      const lines = stderr.split('\n').filter((line) => line.startsWith('[folio] warning'));
      expect(new Set(lines).size).toBe(lines.length);
      // Options of the config by name; the TypeScript template's tsconfig extends @docusaurus/tsconfig,
      // which is not installed here: one warning that Folio compiles without it.
      for (const line of lines) expect(line).toMatch(/^\[folio\] warning: (?:docusaurus\.config\.[jt]s: `[^`]+`|\S+\/tsconfig\.json: .*Folio compiles the site's TypeScript without it$)/);
      expect(stderr).not.toMatch(/error|broken/i);
      return lines.map((line) => /^\[folio\] warning: docusaurus\.config\.[jt]s: `([^`]+)`/.exec(line)?.[1]).filter(Boolean).sort();
    };
    expect(named(result.stderr)).toEqual(['presets[0].blog.feedOptions.xslt']);
    expect(named(verbose.stderr)).toEqual(['future', 'organizationName', 'presets[0].blog.feedOptions.xslt', 'projectName']);
  }, 320_000);

  it('renders the home page, a doc with its sidebar item active, and a blog post', () => {
    const read = (route: string) => readFileSync(path.join(siteDir, 'build', route, 'index.html'), 'utf8');
    const home = read('');
    expect(home).toMatch(/<h1 class="hero__title[^"]*">My Site<\/h1>/);
    expect(home.match(/<svg[^>]*role="img"/g)?.length).toBe(3);
    expect(read('docs/intro')).toMatch(/navbar__link--active[^>]*>Tutorial</);
    expect(read('blog/welcome')).toContain('Welcome');
  });
});
