/**
 * PURE (but for the table of shown paths): what a file-system error code means, in plain words.
 * Every file-system fault on a user's path (the output folder, the cache, the files a build
 * writes) is reported as one line naming the path the user knows and the cause ("the disk is
 * full"), never as a raw `ENOSPC: no space left on device, open '…'` with a stack trace.
 *
 * A build writes into `<outDir>.tmp-<pid>`; `showAs` registers such a temporary folder so that a
 * message names the output folder the user chose instead (`shownPath`). No node built-in here:
 * errors.ts imports this module, and fs-errors.ts (the wrappers) builds on it.
 */

interface Cause {
  /** The cause, read after "cannot <action>: ". */
  text: string;
  /** For reads, when it differs. */
  reading?: string;
  hint?: string;
  /** The operating system's own words (strerror), as the bundler's Rust code prints them. */
  system: string;
}

const FREE_SPACE = 'free some space on that disk (or choose an output folder on another disk with --out-dir) and build again';
const PERMISSIONS = 'check the permissions of that folder, or choose another output folder with --out-dir';

const CAUSES: Record<string, Cause> = {
  ENOSPC: { text: 'the disk is full', hint: FREE_SPACE, system: 'No space left on device' },
  EDQUOT: { text: 'the disk quota of this user is used up', hint: FREE_SPACE, system: 'Disk quota exceeded' },
  EACCES: { text: 'permission denied: the folder is read-only for this user', reading: 'permission denied: this user may not read it', hint: PERMISSIONS, system: 'Permission denied' },
  EPERM: { text: 'the operation is not permitted: the file or folder is protected', hint: PERMISSIONS, system: 'Operation not permitted' },
  EROFS: { text: 'the file system is read-only', hint: 'choose an output folder on a writable disk with --out-dir', system: 'Read-only file system' },
  ENOTDIR: { text: 'a file is in the way: part of the path is a file, not a folder', hint: 'move that file away, or choose another path', system: 'Not a directory' },
  EISDIR: { text: 'a folder is in the way: the path is a folder, not a file', hint: 'move that folder away, or choose another path', system: 'Is a directory' },
  EEXIST: { text: 'a file is in the way: something already exists at that path', hint: 'move it away, or choose another path', system: 'File exists' },
  ENOENT: { text: 'a folder on the path does not exist (was it removed while Folio was running?)', reading: 'the file does not exist', system: 'No such file or directory' },
  ENOTEMPTY: { text: 'the folder is not empty', system: 'Directory not empty' },
  EMFILE: { text: 'too many files are open', hint: 'raise the limit of open files (ulimit -n) and build again', system: 'Too many open files' },
  ENFILE: { text: 'the system has too many files open', hint: 'close other programs and build again', system: 'Too many open files in system' },
  ENAMETOOLONG: { text: 'the name is too long for the file system', system: 'File name too long' },
  ELOOP: { text: 'a symbolic link on the path leads in a circle', system: 'Too many levels of symbolic links' },
  EBUSY: { text: 'the file or folder is in use by another program', hint: 'close that program and build again', system: 'Device or resource busy' },
  EIO: { text: 'the disk reported an input/output error', hint: 'check the disk', system: 'Input/output error' },
  EXDEV: { text: 'it is on another disk', system: 'Invalid cross-device link' },
};

/** The codes this module describes. */
export const FS_ERROR_CODES = Object.keys(CAUSES);

/** PURE: the cause of `code` in plain words, for a read or for anything else. */
export function fsCause(code: string, reading = false): string {
  const cause = CAUSES[code];
  if (!cause) return `the system refused it (${code})`;
  return (reading && cause.reading) || cause.text;
}

/** PURE: one message for a failed file-system call: `cannot <action> <path>: <cause>`, and what to do. */
export function fsMessage(code: string, action: string, path: string): { message: string; hint?: string } {
  const reading = /^(read|list)\b/.test(action);
  return { message: `cannot ${action} ${path}: ${fsCause(code, reading)}`, hint: CAUSES[code]?.hint };
}

/** The error code of a Node file-system error (`ENOSPC`, …), or undefined for any other value. */
export function errnoCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, syscall, errno } = error as { code?: unknown; syscall?: unknown; errno?: unknown };
  if (typeof code !== 'string' || !/^E[A-Z0-9]+$/.test(code)) return undefined;
  return typeof syscall === 'string' || typeof errno === 'number' || code in CAUSES ? code : undefined;
}

/**
 * PURE: the code of an error the operating system reported in words, as a bundler written in Rust
 * prints it ("Caused by: No space left on device (os error 28)"), or undefined.
 */
export function codeInText(text: string): string | undefined {
  for (const [code, cause] of Object.entries(CAUSES)) {
    if (new RegExp(`\\b${cause.system}\\b(?: \\(os error \\d+\\))?`, 'i').test(text)) return code;
  }
  return undefined;
}

const aliases = new Map<string, string>();

/** From now on, name `actual` (a temporary folder) and the files in it as `shown` in messages. */
export function showAs(actual: string, shown: string): void {
  aliases.set(actual, shown);
}

/** Stop naming `actual` as another folder. */
export function forgetShown(actual: string): void {
  aliases.delete(actual);
}

/** PURE: `file` with the longest of `aliases`' folders it lies in replaced by the folder shown instead. */
export function mapPath(file: string, table: ReadonlyMap<string, string>): string {
  let best: string | undefined;
  for (const actual of table.keys()) {
    const inside = file === actual || file.startsWith(`${actual}/`) || file.startsWith(`${actual}\\`);
    if (inside && (best === undefined || actual.length > best.length)) best = actual;
  }
  return best === undefined ? file : table.get(best)! + file.slice(best.length);
}

/** The path to name in a message for `file`: the user's output folder instead of a temporary one. */
export function shownPath(file: string): string {
  return mapPath(file, aliases);
}
