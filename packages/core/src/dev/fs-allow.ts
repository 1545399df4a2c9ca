/** The files the dev server may read (Vite's `server.fs` allow and deny lists). */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import picomatch from 'picomatch';
import { secretGlobs } from '../io/secret-files.ts';
import { realOrSelf } from '../io/site-files.ts';
import { pluginThemeComponents, pluginThemePaths } from '../vite/theme-resolve.ts';
import type { PipelineState } from '../load/state.ts';

/**
 * Files the dev server never serves, wherever they are: the rule the build and `folio serve`
 * apply too (io/secret-files.ts), as Vite's glob patterns.
 */
export const DEV_FS_DENY: string[] = secretGlobs();

/**
 * The folders the dev server may read files from (Vite's `server.fs.allow`; Vite adds its client):
 * the site (and the outside folders its config allows), Folio's packages (core, the theme, the
 * packages of plugins' theme components) and the packages the theme, those plugins and the site
 * depend on, followed through their dependencies. Each is the real folder (Vite checks a module's
 * real path: in a pnpm layout a dependency is node_modules/.pnpm/<name>@<version>/node_modules/
 * <name>, reached through symbolic links, and node_modules as a whole is not allowed). The
 * dependencies of @folio/core run in Node only and are not followed.
 */
export function devFsAllow(state: Pick<PipelineState, 'ctx' | 'themeDir'>): string[] {
  const { siteDir, config } = state.ctx;
  const allowed = new Set<string>([siteDir, realOrSelf(siteDir)]);
  // Folders outside the site the config lets pages, assets and static files come from.
  const outside = (config as { allowedOutsidePaths?: string[] }).allowedOutsidePaths ?? [];
  for (const dir of outside) allowed.add(realOrSelf(path.resolve(siteDir, dir)));
  const coreDir = packageDirOf(fileURLToPath(import.meta.url));
  if (coreDir) allowed.add(realOrSelf(coreDir));
  const pending: string[] = [realOrSelf(state.themeDir)];
  for (const file of [...Object.values(pluginThemeComponents(config.plugins)), ...pluginThemePaths(config.plugins)]) {
    const dir = packageDirOf(file);
    if (dir) pending.push(realOrSelf(dir));
  }
  // The site's own dependencies (its pages may import them), without adding the site again.
  for (const name of dependencyNames(siteDir)) {
    const dir = findPackageDir(siteDir, name);
    if (dir) pending.push(dir);
  }
  while (pending.length) {
    const dir = pending.pop()!;
    if (allowed.has(dir)) continue;
    allowed.add(dir);
    if (packageName(dir) === '@folio/core') continue;
    for (const name of dependencyNames(dir)) {
      const found = findPackageDir(dir, name);
      if (found && !allowed.has(found)) pending.push(found);
    }
  }
  return [...allowed];
}

/**
 * The folders outside the site that hold pages of the site, as the plugins' watch globs name them
 * (the fixed part of each: `../docs/**` → ../docs): a Docusaurus site's docs `path: '../docs'` is
 * published by the build, and the dev server must serve (and watch) it too. A folder a plugin
 * watches that holds none of the site's pages (a typedoc plugin's `../src`) stays unserved.
 */
export function pluginContentDirs(state: Pick<PipelineState, 'ctx' | 'site'>): string[] {
  const { siteDir } = state.ctx;
  const outside = (dir: string) => {
    const relative = path.relative(siteDir, dir);
    return relative.startsWith('..') || path.isAbsolute(relative);
  };
  const pages = state.site.routes.flatMap((route) => {
    const file = typeof route.page === 'string' ? route.page : route.page?.source;
    return file && outside(file) ? [path.resolve(file)] : [];
  });
  const dirs = new Set<string>();
  for (const loaded of state.site.plugins) {
    for (const glob of loaded.plugin.watch?.(loaded.content, state.ctx) ?? []) {
      const dir = path.resolve(siteDir, picomatch.scan(glob).base || '.');
      if (outside(dir) && pages.some((page) => page.startsWith(dir + path.sep))) dirs.add(realOrSelf(dir));
    }
  }
  return [...dirs].sort();
}

function readPackageJson(dir: string): Record<string, unknown> | undefined {
  try {
    return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

function packageName(dir: string): string | undefined {
  const name = readPackageJson(dir)?.name;
  return typeof name === 'string' ? name : undefined;
}

/** Names in a package's dependencies, optional and peer dependencies. */
function dependencyNames(dir: string): string[] {
  const data = readPackageJson(dir);
  if (!data) return [];
  const names = new Set<string>();
  for (const field of ['dependencies', 'optionalDependencies', 'peerDependencies']) {
    const deps = data[field];
    if (deps && typeof deps === 'object') for (const name of Object.keys(deps)) names.add(name);
  }
  return [...names];
}

/** The nearest folder above `file` whose package.json has a name. */
function packageDirOf(file: string): string | undefined {
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if (packageName(dir)) return dir;
  }
  return undefined;
}

/** Where Node finds package `name` from `fromDir` (node_modules folders upward), as a real path. */
function findPackageDir(fromDir: string, name: string): string | undefined {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    if (path.basename(dir) !== 'node_modules') {
      const candidate = path.join(dir, 'node_modules', ...name.split('/'));
      if (existsSync(path.join(candidate, 'package.json'))) return realOrSelf(candidate);
    }
    if (dir === path.dirname(dir)) return undefined;
  }
}
