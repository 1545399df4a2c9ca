/**
 * Folio installed as a user installs it: every public package packed by scripts/pack.mjs, installed
 * with npm into an empty folder outside the repository (so no workspace link can help), then
 * `npx folio build`. Folio's own dependencies come from the npm registry (npm's cache when warm);
 * nothing else is reached.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../packages/core/test/helpers.ts';
import { npmEnv, packAll, requireNpmRegistry, run } from './packed.ts';

const temporary: string[] = [];

function tempDir(name: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), `folio-install-${name}-`));
  temporary.push(dir);
  return dir;
}

/**
 * A tiny Docusaurus-like site: the docs plugin, search, two pages. Like a Docusaurus site, it has
 * react-router-dom 5 at its root (Docusaurus's own): the theme must still get its own router.
 */
const DEPENDENCIES = { react: '^19.0.0', 'react-dom': '^19.0.0', 'react-router-dom': '5.3.4' };
const SITE: Record<string, string> = {
  'package.json': `${JSON.stringify({ name: 'tiny-site', private: true, type: 'module', dependencies: DEPENDENCIES }, null, 2)}\n`,
  'site.config.ts': [
    "import { defineConfig } from '@folio/core';",
    "import { docs } from '@folio/plugin-docs';",
    "import { search } from '@folio/search';",
    '',
    "export default defineConfig({ title: 'Tiny Site', url: 'https://tiny.example.com', baseUrl: '/', plugins: [docs({ routeBasePath: '/' }), search()] });",
    '',
  ].join('\n'),
  'docs/index.md': '---\nslug: /\n---\n# Welcome\n\nRead [the guide](./guide.md).\n',
  'docs/guide.md': '# The guide\n\nInstalled from tarballs.\n',
};

/** Every file under a folder with its modification time: what a run must leave unchanged. */
function stamps(dir: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) out[path.join(entry.parentPath, entry.name)] = statSync(path.join(entry.parentPath, entry.name)).mtimeMs;
  }
  return out;
}

const PACKAGES = path.join(REPO_ROOT, 'packages');
const manifestOf = (dir: string) => JSON.parse(readFileSync(path.join(PACKAGES, dir, 'package.json'), 'utf8'));
const PUBLIC = readdirSync(PACKAGES).filter((dir) => !manifestOf(dir).private);

/** The packages a compiled module imports (its type imports are gone), without built-ins and Vite's aliases. */
function importedPackages(file: string): string[] {
  const specifiers = ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles.map((entry) => entry.fileName);
  return specifiers
    .filter((specifier) => /^(?:@[\w-][\w.-]*\/)?[\w-][\w.-]*(?:\/|$)/.test(specifier) && !builtinModules.includes(specifier.split('/')[0]!))
    .filter((specifier) => !/^(?:node|virtual):|^@theme(?:-original|-init)?\/|^@site\/|^@generated\//.test(specifier))
    .map((specifier) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/'));
}

let tarballs: string[];
let siteDir: string;

beforeAll(async () => {
  tarballs = await packAll(tempDir('packs'));
  siteDir = tempDir('site');
  for (const [file, text] of Object.entries(SITE)) {
    mkdirSync(path.dirname(path.join(siteDir, file)), { recursive: true });
    writeFileSync(path.join(siteDir, file), text);
  }
}, 120_000);

afterAll(() => {
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

/**
 * Packages a package resolves from the site on purpose, never from its own folder: the
 * Docusaurus theme mode of @folio/docusaurus (src/classic/) runs the Docusaurus packages the site
 * installed (their validation, Infima, theme-classic's RTLCSS), and is off when the site has none.
 */
const FROM_THE_SITE: Record<string, string[]> = { docusaurus: ['@docusaurus/core', '@docusaurus/utils-validation', 'infima', 'rtlcss'] };

/** The workspace links every package; an installed package finds only what its manifest declares. */
describe('each package declares every package its compiled code imports', () => {
  it.each(PUBLIC)('%s', (dir) => {
    const manifest = manifestOf(dir);
    const declared = new Set([manifest.name, ...Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies, ...manifest.optionalDependencies }), ...(FROM_THE_SITE[dir] ?? [])]);
    const missing = new Set<string>();
    for (const folder of ['dist', 'bin'].map((name) => path.join(PACKAGES, dir, name)).filter(existsSync)) {
      for (const file of readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((name) => /\.m?js$/.test(name))) {
        for (const name of importedPackages(path.join(folder, file))) if (!declared.has(name)) missing.add(`${name} (${path.relative(PACKAGES, path.join(folder, file))})`);
      }
    }
    expect([...missing]).toEqual([]);
  });
});

describe('Folio installed from its packed tarballs', () => {
  it('packs every public package under packages/, with real versions in place of workspace:*', () => {
    expect(tarballs).toHaveLength(PUBLIC.length);
    for (const tarball of tarballs) {
      const manifest = execFileSync('tar', ['-xOzf', tarball, 'package/package.json'], { encoding: 'utf8' });
      expect(manifest, tarball).not.toContain('workspace:');
      const files = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' });
      expect(files, tarball).toContain('package/dist/index.js');
      expect(files, tarball).not.toMatch(/\.test\.tsx?$/m);
    }
  });

  it('npm installs them into an empty site, and `npx folio build` builds it without compiling anything', async () => {
    await requireNpmRegistry();
    await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', ...tarballs, 'react@19', 'react-dom@19'], {
      cwd: siteDir,
      env: npmEnv(),
      timeout: 180_000,
    });
    const installed = stamps(path.join(siteDir, 'node_modules/@folio'));

    const version = await run('npx', ['folio', '--version'], { cwd: siteDir, env: npmEnv() });
    expect(version.stdout).toMatch(/^folio\/\d+\.\d+\.\d+/);
    const build = await run('npx', ['folio', 'build'], { cwd: siteDir, env: npmEnv(), timeout: 120_000 });
    expect(build.stdout).toContain('built 4 pages');
    expect(build.stderr).not.toMatch(/\[folio\] warning|TypeScript sources/);

    const page = (route: string) => readFileSync(path.join(siteDir, 'build', route, 'index.html'), 'utf8');
    expect(page('')).toContain('Welcome');
    expect(page('guide')).toContain('Installed from tarballs.');
    expect(readdirSync(path.join(siteDir, 'build/search')).length).toBeGreaterThan(0);
    // The installed packages ran as they were packed: nothing under node_modules/@folio was written.
    expect(stamps(path.join(siteDir, 'node_modules/@folio'))).toEqual(installed);
  }, 300_000);
});
