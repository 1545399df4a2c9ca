/**
 * React and React DOM are the site's dependencies (as in Docusaurus), not Folio's: the theme
 * declares them as peers and both builds resolve them from the theme's folder. Without them the
 * bundler would fail deep inside the theme's runtime; checked once, before any bundling, so the
 * reader learns which package is missing and how to add it.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { FolioError } from '../errors.ts';

const REACT_PACKAGES = ['react', 'react-dom'] as const;

/** PURE: the install command of the site's package manager, told by its lock file. */
export function installCommand(lockFiles: string[], packages: string[]): string {
  const specs = packages.map((name) => `${name}@19`).join(' ');
  if (lockFiles.includes('pnpm-lock.yaml')) return `pnpm add ${specs}`;
  if (lockFiles.includes('yarn.lock')) return `yarn add ${specs}`;
  if (lockFiles.includes('bun.lockb') || lockFiles.includes('bun.lock')) return `bun add ${specs}`;
  return `npm install ${specs}`;
}

/** PURE: the error for missing React packages (names them, what the site needs, the command). */
export function missingReactError(missing: string[], themeDir: string, lockFiles: string[]): FolioError {
  const names = missing.map((name) => `"${name}"`).join(' and ');
  return new FolioError(
    `${names} cannot be found: Folio renders pages with React, so the site must depend on react and react-dom (looked from ${themeDir})`,
    { hint: `add them to the site's dependencies: ${installCommand(lockFiles, [...REACT_PACKAGES])}` },
  );
}

/** Throws missingReactError when react or react-dom does not resolve from the theme's folder. */
export function assertReactInstalled(themeDir: string, siteDir: string): void {
  const require = createRequire(path.join(themeDir, 'package.json'));
  const missing = REACT_PACKAGES.filter((name) => {
    try {
      require.resolve(`${name}/package.json`);
      return false;
    } catch {
      return true;
    }
  });
  if (missing.length === 0) return;
  const lockFiles = ['pnpm-lock.yaml', 'yarn.lock', 'bun.lockb', 'bun.lock', 'package-lock.json'].filter((file) => existsSync(path.join(siteDir, file)));
  throw missingReactError(missing, themeDir, lockFiles);
}
