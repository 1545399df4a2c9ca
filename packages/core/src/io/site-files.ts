/**
 * Files from outside the site are never published. Every file a build reads in order to publish
 * it (pages, the doc listings, `_category_` files, the static folders, the files a page links or
 * shows) must lie, once symbolic links are resolved, inside one of the site's roots:
 *  - the site folder itself;
 *  - a folder the config names that is outside the site (a static directory, a content folder):
 *    named in the config as written, so trusted as written;
 *  - a folder listed in the config's `allowedOutsidePaths`.
 * A symbolic link that leads anywhere else is an error naming the link and its target; a link
 * that stays inside the roots is followed as usual.
 *
 * Node only. The functions marked PURE do not touch the file system.
 */
import { cpSync, existsSync, lstatSync, readdirSync, readlinkSync, realpathSync, statSync, type Dirent, type Stats } from 'node:fs';
import path from 'node:path';
import { FolioError } from '../errors.ts';

/** Where files may come from: the site, and the folders outside it the config names. */
export interface SiteScope {
  siteDir: string;
  /** `allowedOutsidePaths` of the config: absolute, or relative to the site. */
  allowed?: readonly string[];
  /** Other folders the config names (static directories, a content folder), relative to the site or absolute. */
  configured?: readonly string[];
}

/** The scope of a site from its context: the site, its static directories and `allowedOutsidePaths`. */
export function siteScopeOf(ctx: ScopeContext, configured: readonly string[] = []): SiteScope {
  return {
    siteDir: ctx.siteDir,
    allowed: ctx.config.allowedOutsidePaths ?? [],
    configured: [...(ctx.config.staticDirectories ?? []), ...configured],
  };
}

/** What siteScopeOf reads of a plugin context. */
export interface ScopeContext {
  siteDir: string;
  config: { staticDirectories?: readonly string[]; allowedOutsidePaths?: readonly string[] };
}

/** How a path leaves the roots. */
export interface Escape {
  /** The path that was checked (absolute). */
  file: string;
  /** Where it really leads (symbolic links resolved). */
  real: string;
  /** The symbolic link that leads out, when one does. */
  link?: string;
  /** That link's target as written in it. */
  linkTarget?: string;
  /** That link's real target. */
  linkReal?: string;
}

export type Located = { real: string; escape?: undefined } | { escape: Escape; real?: undefined };

export interface SiteGuard {
  readonly siteDir: string;
  /** Absolute paths of the roots as the config names them. */
  readonly roots: readonly string[];
  /** The same roots with symbolic links resolved. */
  readonly realRoots: readonly string[];
  /** Where `file` really is, or how it leaves the roots. A missing file is located by its nearest existing folder. */
  locate(file: string): Located;
  /** The real path of `file`; throws a FolioError naming the link and its target when it leaves the roots. */
  assert(file: string): string;
  /** The error for an escape, e.g. to rethrow it with another location. */
  describe(escape: Escape): { message: string; hint: string };
}

export const OUTSIDE_HINT =
  'Folio publishes only files inside the site folder: move the file into the site, or add its folder to `allowedOutsidePaths` in the site config';

/** PURE: is `target` `root` itself or below it? Both absolute. */
export function isWithin(root: string, target: string): boolean {
  const relative = path.relative(root, target);
  if (relative === '') return true;
  if (path.isAbsolute(relative)) return false;
  return relative.split(path.sep)[0] !== '..';
}

/** PURE: the absolute roots of a scope, as written (site first, then allowed, then configured folders outside the site). */
export function scopeRoots(scope: SiteScope): string[] {
  const siteDir = path.resolve(scope.siteDir);
  const roots = [siteDir];
  for (const dir of scope.allowed ?? []) roots.push(path.resolve(siteDir, dir));
  // A configured folder inside the site adds nothing; its real path may even be elsewhere (a link).
  for (const dir of scope.configured ?? []) {
    const full = path.resolve(siteDir, dir);
    if (!isWithin(siteDir, full)) roots.push(full);
  }
  return [...new Set(roots)];
}

/** The real path of `file`, or `file` itself when it does not exist. */
export function realOrSelf(file: string): string {
  try {
    return realpathSync.native(file);
  } catch {
    return file;
  }
}

/** The real path of `file`, or for a missing one: its nearest existing folder's real path plus the rest. */
export function realPathOf(file: string): string {
  try {
    return realpathSync.native(file);
  } catch {
    const parent = path.dirname(file);
    if (parent === file) return file;
    return path.join(realPathOf(parent), path.basename(file));
  }
}

function lstatOrUndefined(file: string): Stats | undefined {
  try {
    return lstatSync(file);
  } catch {
    return undefined;
  }
}

/** A checker for the roots of `scope` (their real paths are read once). */
export function siteGuard(scope: SiteScope): SiteGuard {
  const siteDir = path.resolve(scope.siteDir);
  const roots = scopeRoots(scope);
  const realRoots = [...new Set(roots.map(realOrSelf))];
  const inside = (real: string) => realRoots.some((root) => isWithin(root, real));
  const shown = (file: string) => {
    const relative = path.relative(siteDir, file);
    return relative === '' || relative.startsWith('..') || path.isAbsolute(relative) ? file : relative.split(path.sep).join('/');
  };

  const locate = (file: string): Located => {
    const absolute = path.resolve(file);
    const real = realPathOf(absolute);
    if (inside(real)) return { real };
    // Which link leads out: the first one, walking down from the root the path is written under.
    const base = roots.find((root) => isWithin(root, absolute));
    if (base !== undefined) {
      let current = base;
      for (const segment of path.relative(base, absolute).split(path.sep).filter(Boolean)) {
        current = path.join(current, segment);
        const stats = lstatOrUndefined(current);
        if (!stats) break;
        if (!stats.isSymbolicLink()) continue;
        const target = realPathOf(current);
        if (!inside(target)) return { escape: { file: absolute, real, link: current, linkTarget: readlinkSync(current), linkReal: target } };
      }
    }
    return { escape: { file: absolute, real } };
  };

  const describe = (escape: Escape) => {
    let message: string;
    if (escape.link !== undefined) {
      const target = escape.linkTarget ?? escape.real;
      const real = escape.linkReal ?? escape.real;
      // A relative target, or a chain of links: say where it really leads too.
      const also = real === target ? '' : ` (${real})`;
      message = `${shown(escape.link)} is a symbolic link to ${target}${also}, which is outside the site`;
      if (escape.link !== escape.file) message += `; ${shown(escape.file)} is read through it`;
    } else {
      message = `${escape.file}${escape.real === escape.file ? '' : ` (${escape.real})`} is outside the site (${siteDir})`;
    }
    return { message, hint: OUTSIDE_HINT };
  };

  return {
    siteDir,
    roots,
    realRoots,
    locate,
    describe,
    assert(file) {
      const found = locate(file);
      if (found.escape === undefined) return found.real;
      const { message, hint } = describe(found.escape);
      throw new FolioError(message, { file: found.escape.link ?? found.escape.file, hint });
    },
  };
}

/**
 * The real path of `file`, when it is inside the site (or a folder of `allowed`); a FolioError
 * naming the symbolic link that leads out, and its target, otherwise.
 */
export function assertInsideSite(siteDir: string, file: string, allowed: readonly string[] = []): string {
  return siteGuard({ siteDir, allowed }).assert(file);
}

/** An entry of a folder, with a symbolic link taken as what it points to. */
export interface FolderEntry {
  name: string;
  /** Absolute path (through the link, when it is one). */
  path: string;
  /** Real path (links resolved). */
  real: string;
  isFile: boolean;
  isDirectory: boolean;
  isSymbolicLink: boolean;
}

function linkError(guard: SiteGuard, link: string, message: string, hint: string): FolioError {
  const relative = path.relative(guard.siteDir, link);
  const shown = relative.startsWith('..') || path.isAbsolute(relative) ? link : relative.split(path.sep).join('/');
  return new FolioError(`${shown} ${message}`, { file: link, hint });
}

/**
 * The entries of `dir`. A symbolic link is checked by `guard` (a FolioError when it leads out of
 * the roots) and listed as what it points to; a dangling link is left out, or refused with
 * `dangling: 'error'`.
 */
export function listFolder(dir: string, guard: SiteGuard, options: { dangling?: 'skip' | 'error' } = {}): FolderEntry[] {
  const entries: Dirent[] = readdirSync(dir, { withFileTypes: true });
  const out: FolderEntry[] = [];
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (!entry.isSymbolicLink()) {
      out.push({ name: entry.name, path: full, real: full, isFile: entry.isFile(), isDirectory: entry.isDirectory(), isSymbolicLink: false });
      continue;
    }
    const found = guard.locate(full);
    if (found.escape) {
      const { message, hint } = guard.describe(found.escape);
      throw new FolioError(message, { file: full, hint });
    }
    let stats: Stats;
    try {
      stats = statSync(full);
    } catch {
      if (options.dangling === 'error') {
        throw linkError(guard, full, `is a symbolic link to ${readlinkSync(full)}, which does not exist`, 'remove the link or create its target');
      }
      continue;
    }
    out.push({ name: entry.name, path: full, real: found.real, isFile: stats.isFile(), isDirectory: stats.isDirectory(), isSymbolicLink: true });
  }
  return out;
}

export interface CheckFolderOptions {
  /** Names of folders not to look into (e.g. `node_modules`). */
  skip?: (name: string) => boolean;
  /** A link to a folder that contains it: `error` for a folder that is copied (it would never end). */
  loops?: 'follow-once' | 'error';
  dangling?: 'skip' | 'error';
}

/**
 * Check every symbolic link under `dir` (through links to folders inside the roots too) before
 * the folder is read or copied: a FolioError for the first that leads out of the roots. Returns
 * the number of links seen. A missing `dir` is fine (nothing to publish).
 */
export function checkFolderLinks(dir: string, guard: SiteGuard, options: CheckFolderOptions = {}): number {
  const absolute = path.resolve(dir);
  if (!lstatOrUndefined(absolute)) return 0;
  const real = guard.assert(absolute);
  if (!statSync(absolute, { throwIfNoEntry: false })?.isDirectory()) return 0;
  const visited = new Set<string>();
  let links = 0;
  const walk = (folder: string, realFolder: string) => {
    if (visited.has(realFolder)) return;
    visited.add(realFolder);
    for (const entry of listFolder(folder, guard, { dangling: options.dangling })) {
      if (entry.isSymbolicLink) links++;
      if (!entry.isDirectory || options.skip?.(entry.name)) continue;
      if (entry.isSymbolicLink && options.loops === 'error' && isWithin(entry.real, realFolder)) {
        throw linkError(
          guard,
          entry.path,
          `is a symbolic link to ${readlinkSync(entry.path)}, a folder that contains the link itself (it would be copied without end)`,
          'point the link at another folder, or remove it',
        );
      }
      walk(entry.path, entry.real);
    }
  };
  walk(absolute, real);
  return links;
}

/**
 * Check a static folder: every symbolic link in it must stay inside the site's roots (a FolioError
 * naming the link and its target otherwise), none may be dangling or lead to a folder above itself.
 */
export function checkStaticDir(dir: string, scope: SiteScope): void {
  checkFolderLinks(path.resolve(scope.siteDir, dir), siteGuard(scope), { loops: 'error', dangling: 'error' });
}

/**
 * Copy the static folder `from` into `to` (merging, as `cpSync` does), after `checkStaticDir`.
 * Symbolic links (all inside the site once checked) are copied as the files they point to. A
 * missing `from` copies nothing.
 */
export function copyStaticDir(from: string, to: string, ctx: ScopeContext): void {
  const source = path.resolve(ctx.siteDir, from);
  if (!existsSync(source)) return;
  checkStaticDir(source, siteScopeOf(ctx));
  cpSync(source, to, { recursive: true, dereference: true });
}

// ---- asset references ----------------------------------------------------------------------

/** A file an asset reference names, or why it cannot be published. */
export type AssetCheck = { file: string; reason?: undefined } | { reason: string; hint?: string; file?: undefined };

function safeDecode(decode: (text: string) => string, text: string): string {
  try {
    return decode(text);
  } catch {
    return text;
  }
}

/** A segment decoded until nothing changes (`%252e` → `%2e` → `.`); a malformed escape stays as written. */
function decodeFully(segment: string): string {
  let current = segment;
  for (let round = 0; round < 8; round++) {
    const next = safeDecode(decodeURIComponent, current);
    if (next === current) break;
    current = next;
  }
  return current;
}

/**
 * PURE: the paths a reference may be read as: decoded as the bundler is given it (`decodeURI`),
 * decoded fully (`decodeURIComponent`, so `%2F` is a slash), and segment by segment until nothing
 * changes (so neither a malformed escape elsewhere nor a double encoding hides an encoded `..`),
 * each also cut at a `?` (the bundler reads the file before a query). The first is the file
 * looked for. All are checked: whichever way the reference is read, it must stay inside.
 */
export function referenceReadings(reference: string): string[] {
  const decoded = safeDecode(decodeURI, reference);
  const full = safeDecode(decodeURIComponent, reference);
  const bySegment = reference.split('/').map(decodeFully).join('/');
  const readings = [decoded, full, bySegment].flatMap((reading) => [reading, reading.split('?')[0]!]).filter((reading) => reading !== '');
  return [...new Set(readings)];
}

/**
 * PURE: true when the relative `reference` (as written in a page of `fromDir`) names a path inside
 * `root` (an absolute folder) however it is read (see referenceReadings). No file is read:
 * symbolic links are for SiteGuard.
 */
export function referenceStaysInside(root: string, fromDir: string, reference: string): boolean {
  const readings = referenceReadings(reference);
  if (readings.length === 0) return isWithin(root, fromDir);
  return readings.every((reading) => isWithin(root, path.resolve(fromDir, reading)));
}

/** Why a found file cannot be published (a folder, a link out), or its real path. */
function checkFound(guard: SiteGuard, file: string, url: string): AssetCheck {
  const stats = statSync(file, { throwIfNoEntry: false });
  if (stats?.isDirectory()) {
    return { reason: `"${url}" points to a folder, not a file`, hint: 'an image or file link must name a file, e.g. ./img/diagram.png' };
  }
  const found = guard.locate(file);
  if (found.escape) {
    const { message, hint } = guard.describe(found.escape);
    return { reason: `"${url}" cannot be published: ${message}`, hint };
  }
  return { file: found.real };
}

/**
 * Check a relative reference to a file (image, or link to a non-Markdown file) from a page in
 * `fromDir`: it must stay inside the roots (written, and with links resolved), exist and be a file.
 */
export function checkAssetReference(guard: SiteGuard, fromDir: string, url: string): AssetCheck {
  const readings = referenceReadings(url);
  const candidates = (readings.length ? readings : ['.']).map((reading) => path.resolve(fromDir, reading));
  const outside = candidates.find((candidate) => !guard.roots.some((root) => isWithin(root, candidate)));
  if (outside !== undefined) {
    return { reason: `"${url}" leads outside the site (to ${outside})`, hint: OUTSIDE_HINT };
  }
  const file = candidates[0]!;
  if (!existsSync(file)) return { reason: `the file "${url}" does not exist`, hint: 'check the path, relative to this Markdown file' };
  // Every reading that names an existing file must stay inside once links are resolved.
  for (const candidate of candidates.slice(1)) {
    if (candidate !== file && existsSync(candidate)) {
      const other = checkFound(guard, candidate, url);
      if (other.reason !== undefined && !other.reason.includes('folder')) return other;
    }
  }
  return checkFound(guard, file, url);
}

/**
 * Check an absolute image path (`/img/x.png`), looked up in the static directories (`staticDirs`,
 * absolute) as the static host will serve it: the path as written, or without the base URL when
 * it starts with it. It must stay inside the static folder, exist and be a file.
 */
export function checkStaticReference(guard: SiteGuard, staticDirs: readonly string[], baseUrl: string, url: string): AssetCheck {
  const pathname = url.split(/[?#]/)[0]!;
  const readings = referenceReadings(pathname);
  const paths = new Set<string>();
  for (const reading of readings) {
    paths.add(reading);
    if (baseUrl !== '/' && reading.startsWith(baseUrl)) paths.add(`/${reading.slice(baseUrl.length)}`);
  }
  for (const dir of staticDirs) {
    for (const reading of paths) {
      const file = path.join(dir, reading);
      if (!isWithin(dir, file)) {
        return { reason: `"${url}" leads outside the static folder (to ${file})`, hint: OUTSIDE_HINT };
      }
    }
  }
  for (const dir of staticDirs) {
    for (const reading of paths) {
      const file = path.join(dir, reading);
      if (existsSync(file)) return checkFound(guard, file, url);
    }
  }
  const folders = staticDirs.map((dir) => {
    const relative = path.relative(guard.siteDir, dir);
    return `${relative.startsWith('..') || path.isAbsolute(relative) ? dir : relative.split(path.sep).join('/')}/`;
  });
  return {
    reason: `the file "${url}" does not exist in the static folder${folders.length === 1 ? '' : 's'} (${folders.join(', ') || 'none'})`,
    hint: `an absolute image path names a file of the static folders: /img/x.png is ${folders[0] ?? 'static/'}img/x.png`,
  };
}
