/**
 * Opening a file only when it really lies inside the served folder. The file found is resolved
 * with realpath and must lie inside the realpath of the folder: a symlink is followed only when it
 * stays inside (one pointing outside, or dangling, answers 404). The file is opened without
 * following a last-moment symlink (O_NOFOLLOW), without blocking on a FIFO (O_NONBLOCK), must be a
 * regular file, and on Linux the path the kernel gives for the open descriptor is checked again, so
 * a folder swapped for a symlink between the checks is refused too. A file whose real path looks
 * like a secret (io/secret-files.ts; `env.txt` linked to `.env`) is not opened either.
 */
import { constants as fsConstants, type Stats } from 'node:fs';
import { open, readlink, realpath, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { secretPart } from '../io/secret-files.ts';

/** `file` is below `root` (not `root` itself), and its path below it does not look like a secret. */
function isInside(root: string, file: string): boolean {
  const prefix = root.endsWith(path.sep) ? root : root + path.sep;
  return file.startsWith(prefix) && file.length > prefix.length && secretPart(file.slice(prefix.length)) === undefined;
}

const OPEN_FLAGS = fsConstants.O_RDONLY | (fsConstants.O_NOFOLLOW ?? 0) | (fsConstants.O_NONBLOCK ?? 0);

export interface OpenFile {
  handle: FileHandle;
  stats: Stats;
  /** Path below the served folder, `/`-separated (for the content type). */
  name: string;
}

/**
 * Open `rel` below `realRoot` (a realpath) if it is a regular file that really lies inside it;
 * undefined otherwise (missing, dangling, a symlink out, a folder, a FIFO, unreadable).
 */
export async function openInside(realRoot: string, rel: string): Promise<OpenFile | undefined> {
  let real: string;
  try {
    real = await realpath(path.join(realRoot, rel));
  } catch {
    return undefined;
  }
  if (!isInside(realRoot, real)) return undefined;
  let handle: FileHandle;
  try {
    handle = await open(real, OPEN_FLAGS);
  } catch {
    return undefined;
  }
  try {
    const stats = await handle.stat();
    if (!stats.isFile()) throw new Error('not a file');
    if (process.platform === 'linux') {
      // What the descriptor really is, whatever happened to the path since realpath.
      const actual = await readlink(`/proc/self/fd/${handle.fd}`).catch(() => undefined);
      if (actual !== undefined && !isInside(realRoot, actual)) throw new Error('outside');
    }
    return { handle, stats, name: rel };
  } catch {
    await handle.close().catch(() => {});
    return undefined;
  }
}

/** Read a whole small file below the folder (404.html, _headers), or undefined. */
export async function readInside(realRoot: string, rel: string): Promise<{ data: Buffer; stats: Stats } | undefined> {
  const file = await openInside(realRoot, rel);
  if (!file) return undefined;
  try {
    return { data: await file.handle.readFile(), stats: file.stats };
  } catch {
    return undefined;
  } finally {
    await file.handle.close().catch(() => {});
  }
}
