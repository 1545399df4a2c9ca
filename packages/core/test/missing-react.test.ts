/**
 * A site whose dependencies lack react and react-dom gets one clear error: which packages, that
 * the site must depend on them, the install command; exit 1, no stack. The site lives outside the
 * repository (the monorepo's own React would resolve otherwise), with a copy of the theme's
 * manifest as its installed @folio/theme: the check runs before any bundling, so the theme's
 * sources are not needed.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { installCommand, missingReactError } from '../src/vite/react-check.ts';
import { describeRun, REPO_ROOT, runFolio } from './helpers.ts';

const sites: string[] = [];

function siteWithoutReact(lockFile?: string): string {
  const site = mkdtempSync(path.join(os.tmpdir(), 'folio-no-react-'));
  sites.push(site);
  const theme = path.join(site, 'node_modules/@folio/theme');
  mkdirSync(path.join(theme, 'src'), { recursive: true });
  cpSync(path.join(REPO_ROOT, 'packages/theme/package.json'), path.join(theme, 'package.json'));
  cpSync(path.join(REPO_ROOT, 'packages/theme/src/overrides.ts'), path.join(theme, 'src/overrides.ts'));
  writeFileSync(path.join(site, 'package.json'), '{ "name": "no-react", "private": true }\n');
  writeFileSync(path.join(site, 'site.config.mjs'), "export default { title: 'No React', url: 'https://example.com' };\n");
  if (lockFile) writeFileSync(path.join(site, lockFile), '');
  return site;
}

afterAll(() => {
  for (const site of sites) rmSync(site, { recursive: true, force: true });
});

describe('a site without react', () => {
  it('fails the build with one message naming the packages and the install command', async () => {
    const result = await runFolio(['build', siteWithoutReact()]);
    expect(result.code, describeRun(result)).toBe(1);
    expect(result.stderr).toContain('"react" and "react-dom" cannot be found: Folio renders pages with React, so the site must depend on react and react-dom');
    expect(result.stderr).toContain("hint: add them to the site's dependencies: npm install react@19 react-dom@19");
    expect(result.stderr).not.toMatch(/^\s+at /m);
  }, 60_000);

  it('names the command of the package manager whose lock file the site has', async () => {
    const result = await runFolio(['build', siteWithoutReact('pnpm-lock.yaml')]);
    expect(result.code, describeRun(result)).toBe(1);
    expect(result.stderr).toContain('pnpm add react@19 react-dom@19');
  }, 60_000);

  it('names only the package that is missing', () => {
    expect(missingReactError(['react-dom'], '/site/node_modules/@folio/theme', []).message).toMatch(/^"react-dom" cannot be found: /);
  });

  it.each([
    [[], 'npm install react@19 react-dom@19'],
    [['yarn.lock'], 'yarn add react@19 react-dom@19'],
    [['bun.lock'], 'bun add react@19 react-dom@19'],
    [['package-lock.json'], 'npm install react@19 react-dom@19'],
  ])('installCommand with lock files %j', (lockFiles, expected) => {
    expect(installCommand(lockFiles, ['react', 'react-dom'])).toBe(expected);
  });
});
