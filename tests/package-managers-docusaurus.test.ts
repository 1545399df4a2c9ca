/**
 * create-docusaurus's classic template installed with pnpm (its default isolated node_modules),
 * Folio's tarballs added with `pnpm add`, and `folio build` rendering it with Docusaurus's own
 * theme. The site's node_modules holds only its direct dependencies: @docusaurus/preset-classic
 * but not the theme-classic it depends on, nor theme-common, infima or prism-react-renderer's
 * grammars; Folio must find them as the preset and the theme do. pnpm's bin shim sets NODE_PATH
 * to its hidden hoisting folder, which would hide a lookup from the site's root; the build is
 * also run without it (`node …/folio.mjs`, as a script or another tool runs Folio), where only a
 * lookup from the right package works.
 *
 * pnpm's store and metadata cache are kept in node_modules/.cache/folio-pnpm (never committed,
 * about 500 MB: the template's @docusaurus/faster brings Rspack and SWC), so a re-run downloads
 * nothing; the template is unpacked from create-docusaurus at test time. Measured on 2 idle
 * cores: 47 s with an empty store, 37 s with it filled (three to four times that with the machine
 * loaded).
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../packages/core/test/helpers.ts';
import { npmEnv, packAll, requireNpmRegistry, run } from './packed.ts';

const TEMPLATE_VERSION = '3.10.2';

/** `docusaurus build` of the classic template (create-docusaurus 3.10.2, built with npm): every page it writes, 404.html aside. */
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

/** pnpm's store and metadata cache, kept between runs. */
const PNPM_CACHE = path.join(REPO_ROOT, 'node_modules', '.cache', 'folio-pnpm');

const root = mkdtempSync(path.join(os.tmpdir(), 'folio-pnpm-classic-'));
const siteDir = path.join(root, 'my-site');

/** The environment pnpm runs in: npm's (packed.ts), pointed at npm's registry, with no NODE_PATH. */
function pnpmEnv(registry: string): NodeJS.ProcessEnv {
  const { NODE_PATH: _, ...env } = npmEnv();
  return { ...env, npm_config_registry: registry };
}

let env: NodeJS.ProcessEnv = {};
const pnpm = (args: string[]) =>
  run('pnpm', [...args, '--store-dir', path.join(PNPM_CACHE, 'store'), '--cache-dir', path.join(PNPM_CACHE, 'cache'), '--prefer-offline', '--reporter=append-only'], {
    cwd: siteDir,
    env,
    timeout: 600_000,
    maxBuffer: 64 * 1024 * 1024,
  });

/** Every index.html of a build as a route (`docs/intro/index.html` → `/docs/intro`). */
function routesOf(outDir: string): string[] {
  return readdirSync(outDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file === 'index.html' || file.endsWith(`${path.sep}index.html`))
    .map((file) => `/${path.dirname(file).split(path.sep).join('/')}`.replace(/^\/\.$/, '/'))
    .sort();
}

const page = (route: string) => readFileSync(path.join(siteDir, 'build', route, 'index.html'), 'utf8');

beforeAll(async () => {
  await requireNpmRegistry();
  const registry = (await run('npm', ['config', 'get', 'registry'], { env: npmEnv() })).stdout.trim() || 'https://registry.npmjs.org/';
  env = pnpmEnv(registry);
  const tarballs = (await packAll(path.join(root, 'packs'))).filter((file) => !path.basename(file).startsWith('create-folio'));
  const { stdout } = await run('npm', ['pack', `create-docusaurus@${TEMPLATE_VERSION}`, '--silent'], { cwd: root, env: npmEnv(), timeout: 120_000 });
  await run('tar', ['-xzf', stdout.trim().split('\n').pop()!], { cwd: root });
  // As create-docusaurus lays it out: the shared files, then the template's own (package.json among them).
  mkdirSync(siteDir);
  cpSync(path.join(root, 'package/templates/shared'), siteDir, { recursive: true });
  cpSync(path.join(root, 'package/templates/classic'), siteDir, { recursive: true });
  // The site's own install (a lockfile-less first install, CI or not), then Folio's one line.
  await pnpm(['install', '--no-frozen-lockfile']);
  await pnpm(['add', '--save-dev', ...tarballs]);
}, 900_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the classic template installed with pnpm', () => {
  it('has a strict node_modules: the preset at its root, not the theme it depends on', () => {
    expect(existsSync(path.join(siteDir, 'node_modules/@docusaurus/preset-classic/package.json'))).toBe(true);
    for (const name of ['@docusaurus/theme-classic', '@docusaurus/theme-common', 'infima']) expect(existsSync(path.join(siteDir, 'node_modules', name)), name).toBe(false);
  });

  it.each([
    // The bin pnpm links (what `pnpm exec folio` and `npx folio` run): a shim that sets NODE_PATH.
    ['node_modules/.bin/folio build', () => run(path.join(siteDir, 'node_modules/.bin/folio'), ['build'], { cwd: siteDir, env, timeout: 300_000 })],
    // No pnpm shim, no NODE_PATH.
    ['node …/folio.mjs build', () => run(process.execPath, [path.join(siteDir, 'node_modules/@folio/core/bin/folio.mjs'), 'build'], { cwd: siteDir, env, timeout: 300_000 })],
  ])("%s gives the routes docusaurus build gives, rendered by Docusaurus's theme", async (_, build) => {
    rmSync(path.join(siteDir, 'build'), { recursive: true, force: true });
    const { stderr } = await build();
    expect(stderr).not.toMatch(/error|broken/i);
    expect(routesOf(path.join(siteDir, 'build'))).toEqual(DOCUSAURUS_ROUTES);
    // theme-classic's markup (its navbar's and skip link's classes), not Folio's own theme's.
    const intro = page('docs/intro');
    expect(intro).toMatch(/class="theme-layout-navbar navbar navbar--fixed-top"/);
    expect(intro).toMatch(/class="skipToContent_[\w-]{4}"/);
    expect(intro).toMatch(/navbar__link--active[^>]*>Tutorial</);
    expect(page('')).toMatch(/<h1 class="hero__title[^"]*">My Site<\/h1>/);
  }, 320_000);
});
