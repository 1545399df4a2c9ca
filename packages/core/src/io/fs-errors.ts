/**
 * File-system calls on a user's paths (the output folder, the cache, the files a build writes)
 * go through these wrappers: a failure becomes one FolioError naming the path the user knows and
 * the cause in plain words (../fs-messages.ts), instead of a raw Node error and its stack trace.
 */
import { accessSync, constants, mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FolioError } from '../errors.ts';
import { errnoCode, fsMessage, shownPath } from '../fs-messages.ts';

export { showAs, forgetShown, shownPath } from '../fs-messages.ts';

/**
 * The FolioError for a failed file-system call, or undefined when `error` is not a file-system
 * error. `file` is the path the call was about (default: the error's own path).
 */
export function fsError(error: unknown, action: string, file?: string): FolioError | undefined {
  const code = errnoCode(error);
  if (!code) return undefined;
  const target = file ?? (error as { path?: string }).path ?? '(unknown path)';
  const { message, hint } = fsMessage(code, action, shownPath(target));
  return new FolioError(message, { hint, cause: error });
}

/** Run a synchronous file-system call; its failure is thrown as one FolioError (see fsError). */
export function guardFs<T>(action: string, file: string, run: () => T): T {
  try {
    return run();
  } catch (error) {
    throw fsError(error, action, file) ?? error;
  }
}

/** guardFs for a promise. */
export async function guardFsAsync<T>(action: string, file: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw fsError(error, action, file) ?? error;
  }
}

/**
 * Why `dir` cannot be made, when a recursive mkdir said only ENOENT or EEXIST (it does on a
 * read-only disk, or when a file is in the way): the nearest existing ancestor is a file
 * (ENOTDIR), or cannot be written (its own code: EROFS, EACCES). Returns the code and that path.
 */
export function diagnoseMkdir(dir: string): { code: string; path: string } | undefined {
  let current = path.resolve(dir);
  for (;;) {
    let stat;
    try {
      stat = statSync(current);
    } catch {
      const parent = path.dirname(current);
      if (parent === current) return undefined;
      current = parent;
      continue;
    }
    if (!stat.isDirectory()) return { code: current === path.resolve(dir) ? 'EEXIST' : 'ENOTDIR', path: current };
    try {
      accessSync(current, constants.W_OK);
      return undefined;
    } catch (error) {
      const code = errnoCode(error);
      return code ? { code, path: current } : undefined;
    }
  }
}

/** mkdir -p `dir`, failing with one FolioError that says what is in the way. */
export function makeDir(dir: string): void {
  try {
    mkdirSync(dir, { recursive: true });
  } catch (error) {
    const found = diagnoseMkdir(dir);
    if (!found) throw fsError(error, 'create the folder', dir) ?? error;
    const original = errnoCode(error);
    const code = original === 'EACCES' || original === 'EROFS' ? original : found.code;
    const { message, hint } = fsMessage(code, 'create the folder', shownPath(dir));
    const where = found.path === dir ? '' : ` (at ${shownPath(found.path)})`;
    throw new FolioError(`${message}${where}`, { hint, cause: error });
  }
}

/** Write one output file (its folder made as needed), failing with one FolioError. */
export function writeOutputFile(file: string, data: string | Uint8Array): void {
  makeDir(path.dirname(file));
  guardFs('write', file, () => writeFileSync(file, data));
}
