/**
 * Folio's packed tarballs installed with one command in every package manager a Docusaurus site
 * may use (npm, pnpm's isolated node_modules, yarn classic, yarn berry with the node-modules
 * linker), both into a folder holding only a site's files and into an existing site that its
 * package manager has already installed (its lockfile and node_modules in place). The packages
 * name each other as peer dependencies, so the tarballs resolve one another with no registry
 * lookup and no overrides. Each install must leave one copy of every Folio package and of React,
 * all seeing the same ones, and the installed CLI must build the site.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { packAll, packedManifest, requireNpmRegistry } from './packed.ts';
import { type Manager, type ManagerName, packageManagers, runManager } from './package-managers.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'folio-package-managers-'));
let tarballs: string[];
let managers: Record<ManagerName, Manager>;

/** A small Folio site: two docs, one linking the other. */
const SITE_FILES: Record<string, string> = {
  'site.config.ts': [
    "import { defineConfig } from '@folio/core';",
    "import { docs } from '@folio/plugin-docs';",
    '',
    "export default defineConfig({ title: 'Managed', url: 'https://managed.example.com', baseUrl: '/', plugins: [docs({ routeBasePath: '/' })] });",
    '',
  ].join('\n'),
  'docs/index.md': '---\nslug: /\n---\n# Welcome\n\nRead [the guide](./guide.md).\n',
  'docs/guide.md': '# The guide\n\nInstalled by a package manager.\n',
};

function writeFiles(dir: string, files: Record<string, string>): void {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
}

/** The Folio packages the tarballs hold, by name. */
const folioNames = () => tarballs.map((tarball) => packedManifest(tarball).name).filter((name) => name.startsWith('@folio/'));

/**
 * For each of `names`, the set of real folders it resolves to from the site and from every
 * installed Folio package: one folder each when nothing is duplicated.
 */
function resolvedCopies(site: string, names: string[]): Record<string, string[]> {
  const from = [site, ...folioNames().map((name) => realpathSync(path.join(site, 'node_modules', name)))];
  const copies: Record<string, string[]> = {};
  for (const name of names) {
    const found = new Set<string>();
    for (const dir of from) {
      try {
        found.add(path.dirname(realpathSync(createRequire(path.join(dir, 'package.json')).resolve(`${name}/package.json`))));
      } catch {
        found.add(`unresolved from ${path.relative(site, dir)}`);
      }
    }
    copies[name] = [...found];
  }
  return copies;
}

async function buildAndCheck(manager: Manager, site: string): Promise<void> {
  const copies = resolvedCopies(site, [...folioNames(), 'react', 'react-dom']);
  for (const [name, found] of Object.entries(copies)) expect(found, `${name} under ${manager.name}`).toHaveLength(1);
  const build = await runManager(manager, manager.exec(['folio', 'build']), site, 180_000);
  expect(build.stdout).toContain('built 3 pages');
  expect(readFileSync(path.join(site, 'build/index.html'), 'utf8')).toContain('Welcome');
  expect(readFileSync(path.join(site, 'build/guide/index.html'), 'utf8')).toContain('Installed by a package manager.');
}

beforeAll(async () => {
  await requireNpmRegistry();
  [tarballs, managers] = await Promise.all([packAll(path.join(root, 'packs')), packageManagers()]);
}, 400_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Each site's install (a few hundred MB) is removed as its test ends, so that they do not pile up on the disk. */
function removedAfter(dir: string): void {
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
}

describe('the packed manifests', () => {
  it('name every other Folio package as a peer dependency at the packed version, never as a dependency', () => {
    for (const tarball of tarballs) {
      const manifest = packedManifest(tarball) as { version: string; dependencies?: Record<string, string>; peerDependencies?: Record<string, string> };
      expect(Object.keys(manifest.dependencies ?? {}).filter((name) => name.startsWith('@folio/')), tarball).toEqual([]);
      for (const [name, range] of Object.entries(manifest.peerDependencies ?? {})) if (name.startsWith('@folio/')) expect(range, `${tarball}: ${name}`).toBe(manifest.version);
    }
  });
});

/** Into a folder holding only the site's files: the one line adds Folio and React. berry needs a project first, so it is tested in one. */
describe.each(['npm', 'pnpm', 'yarn'] as const)('one command in a folder with no package.json: %s', (name) => {
  it('installs Folio and React, and the installed CLI builds the site', async () => {
    const manager = managers[name];
    const site = path.join(root, `empty-${name}`);
    removedAfter(site);
    writeFiles(site, SITE_FILES);
    await runManager(manager, manager.addDev([...tarballs, 'react@^19', 'react-dom@^19']), site);
    expect(existsSync(path.join(site, 'package.json'))).toBe(true);
    await buildAndCheck(manager, site);
  }, 400_000);
});

/** An existing site, installed by its manager first; on React 18 for two of them, 19 for the others. */
const EXISTING: [ManagerName, string][] = [
  ['npm', '^19.0.0'],
  ['pnpm', '^18.3.0'],
  ['yarn', '^19.0.0'],
  ['yarn-berry', '^18.3.0'],
];

describe.each(EXISTING)('one command in an existing site: %s, React %s', (name, react) => {
  it('adds Folio beside what the site has, and the installed CLI builds it', async () => {
    const manager = managers[name];
    const site = path.join(root, `existing-${name}`);
    removedAfter(site);
    const dependencies = { react, 'react-dom': react, 'react-router-dom': '5.3.4', clsx: '^2.0.0' };
    writeFiles(site, { ...SITE_FILES, ...manager.projectFiles, 'package.json': `${JSON.stringify({ name: `existing-${name}`, private: true, dependencies }, null, 2)}\n` });
    await runManager(manager, manager.install(), site);
    await runManager(manager, manager.addDev(tarballs), site);
    const installed = (pkg: string) => JSON.parse(readFileSync(path.join(site, 'node_modules', pkg, 'package.json'), 'utf8')).version as string;
    expect(installed('react')).toMatch(new RegExp(`^${react.slice(1, 3)}\\.`));
    expect(installed('react-router-dom')).toBe('5.3.4');
    await buildAndCheck(manager, site);
  }, 400_000);
});

describe('one command in a site inside a pnpm workspace (a monorepo with the site in www/)', () => {
  it('adds Folio to the site package, and the installed CLI builds it', async () => {
    const manager = managers.pnpm;
    const repo = path.join(root, 'monorepo');
    removedAfter(repo);
    const site = path.join(repo, 'www');
    const dependencies = { react: '^19.0.0', 'react-dom': '^19.0.0' };
    writeFiles(repo, {
      'package.json': '{"name":"monorepo","private":true}\n',
      'pnpm-workspace.yaml': 'packages:\n  - www\n',
      'www/package.json': `${JSON.stringify({ name: 'www', private: true, dependencies }, null, 2)}\n`,
    });
    writeFiles(site, SITE_FILES);
    await runManager(manager, manager.install(), repo);
    await runManager(manager, manager.addDev(tarballs), site);
    expect(Object.keys(JSON.parse(readFileSync(path.join(site, 'package.json'), 'utf8')).devDependencies)).toContain('@folio/core');
    expect(existsSync(path.join(repo, 'node_modules/@folio'))).toBe(false);
    await buildAndCheck(manager, site);
  }, 400_000);
});
