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
 * This is the guard that decides it; static-folders.ts and asset-references.ts apply it. Node
 * only. The functions marked PURE do not touch the file system.
 */
import { lstatSync, readlinkSync, realpathSync, type Stats } from 'node:fs';
import path from 'node:path';
import { FolioError } from '../errors.ts';
import { allowedSecret, secretPartUnder } from './secret-files.ts';

/** Where files may come from: the site, and the folders outside it the config names. */
export interface SiteScope {
  siteDir: string;
  /** `allowedOutsidePaths` of the config: absolute, or relative to the site. */
  allowed?: readonly string[];
  /** Other folders the config names (static directories, a content folder), relative to the site or absolute. */
  configured?: readonly string[];
  /** `allowedSecretFiles` of the config: site-relative files published although they look like secrets. */
  allowedSecretFiles?: readonly string[];
}

/** The scope of a site from its context: the site, its static directories and `allowedOutsidePaths`. */
export function siteScopeOf(ctx: ScopeContext, configured: readonly string[] = []): SiteScope {
  return {
    siteDir: ctx.siteDir,
    allowed: ctx.config.allowedOutsidePaths ?? [],
    configured: [...(ctx.config.staticDirectories ?? []), ...configured],
    allowedSecretFiles: ctx.config.allowedSecretFiles ?? [],
  };
}

/** What siteScopeOf reads of a plugin context. */
export interface ScopeContext {
  siteDir: string;
  config: { staticDirectories?: readonly string[]; allowedOutsidePaths?: readonly string[]; allowedSecretFiles?: readonly string[] };
}

/** Why a file may not be published: it, or where it really is, looks like a secret (secret-files.ts). */
export interface SecretFound {
  /** The part of its path that is a secret, as found (`.env`, `.git`, `node_modules/.cache`). */
  part: string;
  /** True when the part is in its real path (a symbolic link's target), not in the path it is reached by. */
  throughLink: boolean;
  /** The file, and its real path, as the site names them (site-relative when inside it). */
  shown: string;
  shownReal: string;
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
  /**
   * Why the file at `file` (really at `real`) may not be published, when it or its real path looks
   * like a secret and neither is listed in `allowedSecretFiles`; undefined when it may be.
   * `byTarget`: only its real path counts (a content folder's link, whose own name is not published).
   */
  secret(file: string, real: string, options?: { byTarget?: boolean }): SecretFound | undefined;
  /** The site-relative, `/`-separated path of `file` (absolute when outside the site). */
  shown(file: string): string;
}

export const OUTSIDE_HINT =
  'Folio publishes only files inside the site folder: move the file into the site, or add its folder to `allowedOutsidePaths` in the site config';

/** A symbolic link as the site names it, the target written in it, and where it really leads. */
export interface LinkShown {
  shown: string;
  target: string;
  real: string;
}

/** Why a secret is refused, the end of every such message. */
export const SECRET_RULE = 'Folio never publishes keys, certificates, .env files, .git and the like';

/**
 * PURE: the message for a file that may not be published because it looks like a secret. `link`:
 * the symbolic link it is reached through, and the target written in it.
 */
export function describeSecret(found: SecretFound, link?: LinkShown): { message: string; hint: string } {
  const reason = `looks like a secret${found.part === found.shown && !found.throughLink ? '' : ` (${found.part})`}`;
  let message: string;
  if (link && found.throughLink) {
    const also = link.target === link.real ? '' : ` (${link.real})`;
    message = `${link.shown} is a symbolic link to ${link.target}${also}, which ${reason}`;
    if (link.shown !== found.shown) message += `; ${found.shown} is read through it`;
  } else {
    message = `${found.shown} ${reason}`;
    if (link) message += ` (read through ${link.shown}, a symbolic link to ${link.target})`;
  }
  return {
    message: `${message}: ${SECRET_RULE}`,
    hint: `remove it from what the site publishes; if it is meant to be public, list "${found.shown}" in \`allowedSecretFiles\` in the site config (in a docusaurus.config: \`customFields: { folio: { allowedSecretFiles: [...] } }\`)`,
  };
}

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

/** lstat, or undefined for a path that does not exist. */
export function lstatOrUndefined(file: string): Stats | undefined {
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

  const allRoots = [...new Set([...roots, ...realRoots])];
  const secret = (file: string, real: string, options: { byTarget?: boolean } = {}): SecretFound | undefined => {
    const named = options.byTarget ? undefined : secretPartUnder(allRoots, path.resolve(file));
    const part = named ?? secretPartUnder(allRoots, real);
    if (part === undefined) return undefined;
    const found = { part, throughLink: named === undefined, shown: shown(path.resolve(file)), shownReal: shown(real) };
    return allowedSecret(scope.allowedSecretFiles, found.shown, found.shownReal) ? undefined : found;
  };

  return {
    siteDir,
    roots,
    realRoots,
    locate,
    describe,
    secret,
    shown,
    assert(file) {
      const found = locate(file);
      if (found.escape === undefined) return found.real;
      const { message, hint } = describe(found.escape);
      throw new FolioError(message, { file: found.escape.link ?? found.escape.file, hint });
    },
  };
}

/** The last symbolic link on the way from the root that holds `file` down to it (`file` included). */
export function lastLinkTo(guard: SiteGuard, file: string): LinkShown | undefined {
  const base = guard.roots.filter((root) => isWithin(root, file)).sort((a, b) => a.length - b.length)[0];
  if (base === undefined) return undefined;
  let found: string | undefined;
  let current = base;
  for (const segment of path.relative(base, file).split(path.sep).filter(Boolean)) {
    current = path.join(current, segment);
    if (lstatOrUndefined(current)?.isSymbolicLink()) found = current;
  }
  return found === undefined ? undefined : { shown: guard.shown(found), target: readlinkSync(found), real: guard.shown(realPathOf(found)) };
}

/** The error for a file that looks like a secret, naming the link it is reached through, if any. */
export function secretError(guard: SiteGuard, file: string, found: SecretFound): FolioError {
  const link = lastLinkTo(guard, file);
  const { message, hint } = describeSecret(found, link);
  return new FolioError(message, { file, hint });
}

/**
 * The real path of `file`, when it is inside the site (or a folder of `allowed`); a FolioError
 * naming the symbolic link that leads out, and its target, otherwise.
 */
export function assertInsideSite(siteDir: string, file: string, allowed: readonly string[] = []): string {
  return siteGuard({ siteDir, allowed }).assert(file);
}
