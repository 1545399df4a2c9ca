/**
 * The folder a site is created in: it may not exist yet, or be empty. Anything else is refused,
 * as create-folio never overwrites or deletes a file.
 */
import * as fs from 'node:fs';
import path from 'node:path';

/** The file-system calls create-folio makes, passed in so tests can fail any of them. */
export type CreateFs = Pick<typeof fs, 'copyFileSync' | 'lstatSync' | 'mkdirSync' | 'readdirSync' | 'readlinkSync' | 'renameSync' | 'rmdirSync' | 'rmSync' | 'statSync' | 'writeFileSync'>;

/** What `git init` and file browsers leave in a folder that is otherwise empty. */
const HARMLESS = new Set(['.git', '.DS_Store', 'Thumbs.db']);

export type TargetState =
  | { kind: 'missing' }
  | { kind: 'file' }
  | { kind: 'directory'; entries: string[] }
  /** A symbolic link to nothing: writing through it would create a folder elsewhere, replacing it would lose it. */
  | { kind: 'dangling-link'; to: string }
  /** A folder on the way to it is a file (`shown` in the message is that file, relative to the target). */
  | { kind: 'below-file'; file: string }
  /** It cannot be looked at: the cause, in words. */
  | { kind: 'unreadable'; cause: string };

/** PURE: why a site cannot be created at `shown` (the folder as the user typed it), or undefined. */
export function targetProblem(shown: string, state: TargetState): string | undefined {
  if (path.basename(shown) === 'node_modules') return `${shown} is where npm keeps packages, not a place for a site; choose another name`;
  switch (state.kind) {
    case 'missing':
      return undefined;
    case 'file':
      return `${shown} is a file, not a folder; choose another name`;
    case 'dangling-link':
      return `${shown} is a symbolic link to ${state.to}, which does not exist; create that folder first, or choose another name`;
    case 'below-file':
      return `cannot create ${shown}: ${state.file} is a file, not a folder; choose another place`;
    case 'unreadable':
      return `cannot create ${shown}: ${state.cause}`;
  }
  const present = state.entries.filter((entry) => !HARMLESS.has(entry)).sort();
  if (present.length === 0) return undefined;
  const listed = present.slice(0, 3).join(', ') + (present.length > 3 ? `, and ${present.length - 3} more` : '');
  return `${shown} is not empty (it holds ${listed}); choose a new folder name, or empty it yourself: create-folio never overwrites or deletes anything`;
}

/** The state of `dir`; `shownOf` turns a path into what the user should read. */
export function readTarget(dir: string, io: CreateFs = fs, shownOf: (file: string) => string = (file) => file): TargetState {
  try {
    const link = io.lstatSync(dir);
    const stats = link.isSymbolicLink() ? io.statSync(dir, { throwIfNoEntry: false }) : link;
    if (!stats) return { kind: 'dangling-link', to: io.readlinkSync(dir) };
    if (!stats.isDirectory()) return { kind: 'file' };
    return { kind: 'directory', entries: io.readdirSync(dir) };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOTDIR') return { kind: 'below-file', file: shownOf(fileOnTheWay(dir, io)) };
    if (code === 'ENOENT') return { kind: 'missing' };
    return { kind: 'unreadable', cause: causeOf(error) };
  }
}

/** The outermost ancestor of `dir` that exists and is not a folder. */
function fileOnTheWay(dir: string, io: CreateFs): string {
  const ancestors: string[] = [];
  for (let at = path.dirname(dir); at !== path.dirname(at); at = path.dirname(at)) ancestors.unshift(at);
  return ancestors.find((at) => io.statSync(at, { throwIfNoEntry: false })?.isDirectory() === false) ?? path.dirname(dir);
}

const CAUSES: Record<string, string> = {
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  EACCES: 'permission denied',
  EPERM: 'the operation is not permitted',
  EROFS: 'the file system is read-only',
  ENAMETOOLONG: 'a name is too long for the file system',
  ENOTDIR: 'a folder on the way is a file',
  ENOENT: 'a folder on the way was removed while create-folio was writing',
  EEXIST: 'it already exists: another program created it while create-folio was writing',
  ENOTEMPTY: 'it already exists: another program created it while create-folio was writing',
  ELOOP: 'too many symbolic links on the way',
  EMFILE: 'too many files are open',
  EIO: 'the disk reported an input/output error',
};

/** A file-system error in words, without its code, syscall or the temporary paths it names. */
export function causeOf(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code && CAUSES[code]) return CAUSES[code];
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/^[A-Z][A-Z0-9_]+: /, '').replace(/, \w+ '.*$/s, '');
}
