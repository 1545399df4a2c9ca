/**
 * Where a site keeps compiled pages, Vite's cache, the render cache and the bundles of its
 * TypeScript modules; `folio clear` removes it.
 *
 * `node_modules/.cache/folio` in the site, as other tools keep theirs. When that cannot be written
 * (a read-only checkout), a folder of the system's temporary folder, one per site and user, so that
 * the site still builds (into a writable `--out-dir`) and later builds still find the cache. That
 * folder is made private (mode 700) and used only when it is this user's own and no one else can
 * write it: compiled pages are run, so the cache must not be open to other users.
 */
import { createHash } from 'node:crypto';
import { accessSync, constants, existsSync, lstatSync, mkdirSync, mkdtempSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const chosen = new Map<string, string>();

export function cacheDir(siteDir: string): string {
  const site = path.resolve(siteDir);
  let dir = chosen.get(site);
  if (dir === undefined) {
    const own = siteCacheDir(site);
    dir = canWrite(own) ? own : temporaryCacheDir(site);
    chosen.set(site, dir);
  }
  return dir;
}

/** The cache folder inside the site, whether or not it can be written. */
export function siteCacheDir(siteDir: string): string {
  return path.join(siteDir, 'node_modules', '.cache', 'folio');
}

/** `dir` can be written, or made: its nearest existing folder can be written. */
export function canWrite(dir: string): boolean {
  let current = dir;
  while (!existsSync(current)) {
    const parent = path.dirname(current);
    if (parent === current) return false;
    current = parent;
  }
  try {
    accessSync(current, constants.W_OK);
    return statSync(current).isDirectory();
  } catch {
    return false;
  }
}

/** `<tmp>/folio-cache-<uid>/<hash of the site's path>`, or a fresh folder if that is not safe. */
function temporaryCacheDir(site: string): string {
  const uid = typeof process.getuid === 'function' ? process.getuid() : undefined;
  const base = path.join(os.tmpdir(), `folio-cache-${uid ?? os.userInfo().username}`);
  try {
    mkdirSync(base, { recursive: true, mode: 0o700 });
    const stat = lstatSync(base);
    const private_ = stat.isDirectory() && (uid === undefined || (stat.uid === uid && (stat.mode & 0o022) === 0));
    if (private_) return path.join(base, createHash('sha256').update(site).digest('hex').slice(0, 16));
  } catch {
    // a fresh folder, then
  }
  return mkdtempSync(path.join(os.tmpdir(), 'folio-cache-'));
}
