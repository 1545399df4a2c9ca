/**
 * Theme component resolution: `@theme/X` is the site's `src/theme/X` when it exists, else the
 * theme package's component; `@theme-original/X` is always the package's.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { FolioError } from '../errors.ts';
import { assertReactInstalled } from './react-check.ts';

const EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js'];

/** The theme package's folder, from the site; React must resolve from there too (react-check.ts). */
export function findThemeDir(siteDir: string, themePackage: string): string {
  let themeDir: string;
  try {
    const require = createRequire(path.join(siteDir, 'package.json'));
    themeDir = path.dirname(require.resolve(`${themePackage}/package.json`));
  } catch (error) {
    throw new FolioError(`the theme package "${themePackage}" cannot be found from ${siteDir}`, {
      hint: `add ${themePackage} to the site's dependencies`,
      cause: error,
    });
  }
  assertReactInstalled(themeDir, siteDir);
  return themeDir;
}

/**
 * The router the theme is written against, from the theme's own dependencies. A Docusaurus site
 * has react-router-dom 5 at its root (Docusaurus's own); resolving the bare name from the site,
 * as Vite's `dedupe` does, would hand the theme an API it does not have. Every import of the
 * router (theme, search, compat, the site's code) gets this one copy, so they share one router.
 */
export function themeRouterDir(themeDir: string): string {
  return path.dirname(createRequire(path.join(themeDir, 'package.json')).resolve('react-router-dom/package.json'));
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

/**
 * The theme's closed list of overridable names (its `src/overrides.ts`), read as text so core
 * needs no TypeScript loader for it; undefined when the theme has no list.
 */
export function loadOverrideList(themeDir: string): string[] | undefined {
  const file = path.join(themeDir, 'src', 'overrides.ts');
  if (!existsSync(file)) return undefined;
  const text = readFileSync(file, 'utf8');
  const list = /OVERRIDABLE_COMPONENTS\s*=\s*\[([\s\S]*?)\]/.exec(text)?.[1];
  return list ? [...list.matchAll(/'([^']+)'/g)].map((m) => m[1]!) : undefined;
}

/** Site overrides (`src/theme/*`) whose names are not on the theme's list. */
export function unknownOverrides(siteDir: string, allowed: string[]): Array<{ file: string; name: string }> {
  const dir = path.join(siteDir, 'src', 'theme');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .map((entry) => ({ file: path.join(dir, entry.name), name: entry.isDirectory() ? entry.name : entry.name.replace(/\.(tsx|ts|jsx|js)$/, '') }))
    .filter(({ name, file }) => !name.startsWith('_') && !name.startsWith('.') && /\.(tsx|ts|jsx|js)$|^[^.]+$/.test(path.basename(file)) && !allowed.includes(name));
}

export interface ResolveThemeOptions {
  siteDir: string;
  themeDir: string;
  /** Components plugins provide (name → file); they take the theme package's place. */
  pluginComponents?: Record<string, string>;
  /** Plugins' folders of theme components (`themePaths`), first wins, after `pluginComponents`. */
  themePaths?: readonly string[];
  /**
   * `original`: `@theme-original/Name`, skipping the site's override; `init`: `@theme-init/Name`,
   * the component as the first theme that has it made it (the last of `themePaths` with it).
   */
  kind?: 'original' | 'init';
}

/** `@theme/`, `@theme-original/` or `@theme-init/` and the name after it; undefined for any other id. */
export function themeImport(id: string): { name: string; kind?: 'original' | 'init' } | undefined {
  const match = /^@theme(?:-(original|init))?\/(.+)$/.exec(id);
  return match ? { name: match[2]!, kind: match[1] as 'original' | 'init' | undefined } : undefined;
}

/**
 * Resolve `@theme/Name`: the site's override, else a plugin's component, else the first of the
 * plugins' theme folders that has it, else the theme package's. See ResolveThemeOptions.kind.
 */
export function resolveThemeComponent(name: string, options: ResolveThemeOptions): string | undefined {
  if (name.split(/[\\/]/).includes('..')) return undefined;
  const paths = options.themePaths ?? [];
  if (options.kind === 'init') {
    // A folder listed twice keeps its first (highest) place: the first theme that gave a component is the lowest.
    for (const dir of [...new Set(paths)].reverse()) {
      const found = firstExisting(path.join(dir, name));
      if (found) return found;
    }
    return themePackageComponent(options.themeDir, name);
  }
  if (!options.kind) {
    const override = siteOverride(options.siteDir, name);
    if (override) return override;
  }
  const own = options.pluginComponents?.[name];
  if (own) return own;
  for (const dir of paths) {
    const found = firstExisting(path.join(dir, name));
    if (found) return found;
  }
  return themePackageComponent(options.themeDir, name);
}

/**
 * What the plugins of a config bring, merged once per config (its plugins' list, which no one
 * changes after loading): `@theme/*` resolution asks for it at every import.
 */
function perPluginList<P extends object, T>(compute: (plugins: P[]) => T): (plugins: P[]) => T {
  const memo = new WeakMap<P[], T>();
  return (plugins) => {
    if (!memo.has(plugins)) memo.set(plugins, compute(plugins));
    return memo.get(plugins)!;
  };
}

/** Every plugin's route components (`routeComponents`), later plugins winning. */
export const pluginRouteComponents = perPluginList((plugins: Array<{ routeComponents?: Record<string, string> }>): Readonly<Record<string, string>> =>
  Object.assign({}, ...plugins.map((plugin) => plugin.routeComponents ?? {})),
);

/** Every plugin's theme folders (`themePaths`), in the plugins' order. */
export const pluginThemePaths = perPluginList((plugins: Array<{ themePaths?: string[] }>): readonly string[] => plugins.flatMap((plugin) => plugin.themePaths ?? []));

/** Every plugin's theme components, later plugins winning. */
export const pluginThemeComponents = perPluginList((plugins: Array<{ themeComponents?: Record<string, string> }>): Readonly<Record<string, string>> =>
  Object.assign({}, ...plugins.map((plugin) => plugin.themeComponents ?? {})),
);
