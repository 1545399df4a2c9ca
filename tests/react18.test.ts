/**
 * Folio on React 18 (a Docusaurus 3 site may be on 18.2 or 18.3): every public package packed,
 * installed with npm beside react@18.3 and react-dom@18.3 with npm's default peer checks (a
 * React 19-only peer range makes that install fail with ERESOLVE), then two sites built by the
 * installed CLI (tests/react18-site.ts lays them out): create-folio's site on Folio's theme, and
 * create-docusaurus's classic template on Docusaurus's own theme (@docusaurus/preset-classic
 * 3.10.2, the cached install of tests/docusaurus-theme-site.ts). Each build's pages are rendered
 * by React 18 on the server, hydrated by React 18 in Chromium without an error or a warning, and
 * navigate client-side.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUSAURUS_VERSION, installDocusaurus } from './docusaurus-theme-site.ts';
import { npmEnv, packAll, requireNpmRegistry, run } from './packed.ts';
import { layOutClassic, pinReact, VERSION_PAGE, visitBuild } from './react18-site.ts';

const REACT = '18.3';
/** A React 18.3 version, as React prints it. */
const REACT_18 = /^18\.3\.\d+$/;

const root = mkdtempSync(path.join(os.tmpdir(), 'folio-react18-'));
const sites = { native: path.join(root, 'native'), classic: path.join(root, 'classic') };
type Output = { stdout: string; stderr: string };
let install: Output;
const builds: Partial<Record<keyof typeof sites, Output>> = {};

const page = (site: keyof typeof sites, route: string) => readFileSync(path.join(sites[site], 'build', route, 'index.html'), 'utf8');
const folio = path.join(root, 'node_modules/.bin/folio');

/** create-docusaurus's templates folder (the release of the preset installed), unpacked under `root`. */
async function unpackTemplates(): Promise<string> {
  const { stdout } = await run('npm', ['pack', `create-docusaurus@${DOCUSAURUS_VERSION}`, '--silent'], { cwd: root, env: npmEnv(), timeout: 120_000 });
  await run('tar', ['-xzf', stdout.trim().split('\n').pop()!], { cwd: root });
  return path.join(root, 'package/templates');
}

beforeAll(async () => {
  await requireNpmRegistry();
  const [tarballs, templates, docusaurusModules] = await Promise.all([packAll(path.join(root, 'packs')), unpackTemplates(), installDocusaurus()]);
  writeFileSync(path.join(root, 'package.json'), `${JSON.stringify({ name: 'react18-sites', private: true }, null, 2)}\n`);
  install = await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', ...tarballs, `react@${REACT}`, `react-dom@${REACT}`], { cwd: root, env: npmEnv(), timeout: 240_000 });

  await run(process.execPath, [path.join(root, 'node_modules/create-folio/bin/create-folio.mjs'), 'native'], { cwd: root });
  pinReact(path.join(sites.native, 'package.json'), `^${REACT}.0`);
  writeFileSync(path.join(sites.native, 'src/pages/react-version.tsx'), VERSION_PAGE);
  layOutClassic(templates, sites.classic, docusaurusModules, `^${REACT}.0`);
  // One build at a time: the machine may be running other tests.
  for (const site of ['native', 'classic'] as const) builds[site] = await run(folio, ['build'], { cwd: sites[site], env: npmEnv(), timeout: 240_000 });
}, 600_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe(`Folio installed beside React ${REACT}`, () => {
  it('npm installs the tarballs with React 18 and reports no peer conflict', () => {
    const manifest = (name: string) => JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8'));
    expect(manifest('react').version).toMatch(REACT_18);
    expect(manifest('react-dom').version).toMatch(REACT_18);
    expect(install.stderr).not.toMatch(/ERESOLVE|peer/i);
    for (const name of ['@folio/theme', '@folio/docusaurus', '@folio/search', '@folio/plugin-pages']) {
      expect(manifest(name).peerDependencies, name).toMatchObject({ react: '^18.2.0 || ^19.0.0', 'react-dom': '^18.2.0 || ^19.0.0' });
    }
  });

  it('builds the create-folio site on Folio\'s theme, silently, with React 18 on the server', () => {
    const { stdout, stderr } = builds.native!;
    expect(stdout).toMatch(/built \d+ pages/);
    expect(stderr).toBe('');
    expect(stdout).not.toMatch(/is not exported by|MISSING_EXPORT/);
    expect(page('native', '')).toMatch(/<h1 class="_title_\w+">Native<\/h1>/);
    expect(page('native', 'docs/intro')).toContain('Getting started');
    expect(page('native', 'docs/api/list-notes')).toContain('List notes');
    expect(page('native', 'blog')).toContain('Version 1.0 is out');
    expect(page('native', 'react-version')).toMatch(/<p id="react-version">18\.3\.\d+<\/p><p id="rendered-by">server<\/p>/);
  });

  it("builds the classic template on Docusaurus's theme, with React 18 on the server", () => {
    const { stdout, stderr } = builds.classic!;
    expect(stdout).toMatch(/built \d+ pages/);
    // Options of the config Folio does not honour, by name; nothing else.
    for (const line of stderr.split('\n').filter(Boolean)) expect(line).toMatch(/^\[folio\] warning: docusaurus\.config\.js: `[^`]+`/);
    expect(stdout + stderr).not.toMatch(/is not exported by|MISSING_EXPORT|error/i);
    expect(page('classic', '')).toMatch(/<h1 class="hero__title[^"]*">My Site<\/h1>/);
    // theme-classic's DOM: Docusaurus's theme rendered the doc.
    expect(page('classic', 'docs/intro')).toContain('theme-doc-markdown markdown');
    expect(page('classic', 'blog/welcome')).toContain('Welcome');
    expect(page('classic', 'react-version')).toMatch(/<p id="react-version">18\.3\.\d+<\/p><p id="rendered-by">server<\/p>/);
  });
});

describe.each([
  { site: 'native' as const, routes: ['/react-version', '/', '/docs/api/list-notes', '/blog'], link: 'Getting started', to: '/docs/intro' },
  { site: 'classic' as const, routes: ['/react-version', '/', '/docs/intro', '/blog/welcome'], link: 'Tutorial', to: '/docs/intro' },
])('the $site site in Chromium', ({ site, routes, link, to }) => {
  it('hydrates with React 18 without an error or a warning, then navigates client-side', async () => {
    const result = await visitBuild(path.join(sites[site], 'build'), routes, link);
    expect(result.problems).toEqual([]);
    expect(result.visits.map((visit) => visit.title).every(Boolean)).toBe(true);
    // The browser's React is 18 too (a different one would have re-rendered the server's text), and its effects ran.
    expect(result.visits[0]).toMatchObject({ version: expect.stringMatching(REACT_18), renderedBy: 'browser' });
    expect(result.linkedTo).toBe(to);
    expect(result.sameDocument).toBe(true);
  }, 90_000);
});
