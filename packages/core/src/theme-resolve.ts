/**
 * Theme component resolution: `@theme/X` is the site's `src/theme/X` when it exists, else the
 * theme package's component; `@theme-original/X` is always the package's.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { FolioError } from './errors.ts';

const EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js'];

export function findThemeDir(siteDir: string, themePackage: string): string {
  try {
    const require = createRequire(path.join(siteDir, 'package.json'));
    return path.dirname(require.resolve(`${themePackage}/package.json`));
  } catch (error) {
    throw new FolioError(`the theme package "${themePackage}" cannot be found from ${siteDir}`, {
      hint: `add ${themePackage} to the site's dependencies`,
      cause: error,
    });
  }
}

function firstExisting(base: string): string | undefined {
  for (const candidate of [...EXTENSIONS.map((ext) => base + ext), ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`))]) {
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

export function themePackageComponent(themeDir: string, name: string): string | undefined {
  return firstExisting(path.join(themeDir, 'src', 'components', name));
}

export function siteOverride(siteDir: string, name: string): string | undefined {
  return firstExisting(path.join(siteDir, 'src', 'theme', name));
}

/** Resolve `@theme/Name` (override first) or, with `original`, `@theme-original/Name`. */
export function resolveThemeComponent(
  name: string,
  options: { siteDir: string; themeDir: string; original?: boolean },
): string | undefined {
  if (name.includes('..')) return undefined;
  if (!options.original) {
    const override = siteOverride(options.siteDir, name);
    if (override) return override;
  }
  return themePackageComponent(options.themeDir, name);
}
