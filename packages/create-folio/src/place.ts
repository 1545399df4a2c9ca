/**
 * All or nothing: the site is written into a temporary folder of create-folio's own, then moved
 * where the user asked. A failure at any point (a full disk, a folder removed under it) removes
 * what this run made and leaves the target as it was, so a retry starts clean; two runs at once
 * cannot mix their files: one wins, the other finds the target taken.
 *
 * - A target that does not exist: the temporary folder is its sibling, renamed onto it in one step.
 *   The folders above it that had to be made are removed again on failure.
 * - A target that exists and is empty (or holds only `.git` and the like): the temporary folder is
 *   inside it, and each of its entries is moved up without replacing anything (files copied with
 *   COPYFILE_EXCL, folders renamed, which fails onto a folder that holds files).
 */
import { constants } from 'node:fs';
import path from 'node:path';
import { causeOf, type CreateFs } from './target.ts';

/** A failure to create the site, in words for the user (no code, no temporary path). */
export class PlaceError extends Error {}

let serial = 0;
const temporaryName = (base: string) => `.${base}.create-folio-${process.pid}-${++serial}`;

/**
 * Creates the site at `target` (missing, or an empty folder when `exists`) by letting `fill`
 * write its files into a fresh folder; returns what `fill` returned.
 */
export function placeSite<T>(target: string, exists: boolean, io: CreateFs, fill: (dir: string) => T): T {
  return exists ? placeInto(target, io, fill) : placeAt(target, io, fill);
}

function placeAt<T>(target: string, io: CreateFs, fill: (dir: string) => T): T {
  const parent = path.dirname(target);
  let madeParents: string | undefined;
  let temporary: string | undefined;
  try {
    madeParents = io.mkdirSync(parent, { recursive: true });
    temporary = path.join(parent, temporaryName(path.basename(target)));
    io.mkdirSync(temporary);
    const result = fill(temporary);
    if (io.lstatSync(target, { throwIfNoEntry: false })) throw taken(true);
    io.renameSync(temporary, target);
    return result;
  } catch (error) {
    if (temporary) quietly(() => io.rmSync(temporary!, { recursive: true, force: true }));
    if (madeParents) removeEmptyFolders(parent, madeParents, io);
    throw asPlaceError(error, true);
  }
}

function placeInto<T>(target: string, io: CreateFs, fill: (dir: string) => T): T {
  const temporary = path.join(target, temporaryName('site'));
  const moved: string[] = [];
  try {
    io.mkdirSync(temporary);
    const result = fill(temporary);
    for (const entry of io.readdirSync(temporary).sort()) {
      const from = path.join(temporary, entry);
      const to = path.join(target, entry);
      if (io.lstatSync(to, { throwIfNoEntry: false })) throw taken(false);
      if (io.lstatSync(from).isDirectory()) io.renameSync(from, to);
      else io.copyFileSync(from, to, constants.COPYFILE_EXCL);
      moved.push(to);
    }
    io.rmSync(temporary, { recursive: true, force: true });
    return result;
  } catch (error) {
    for (const entry of moved.reverse()) quietly(() => io.rmSync(entry, { recursive: true, force: true }));
    quietly(() => io.rmSync(temporary, { recursive: true, force: true }));
    throw asPlaceError(error, false);
  }
}

/** Another program (another create-folio, say) made the target, or wrote into it, meanwhile. */
function taken(missing: boolean): PlaceError {
  return new PlaceError(`${missing ? 'it already exists' : 'it is not empty any more'}: another program wrote there while create-folio was writing`);
}

/** A file-system failure in words; anything else is a bug of create-folio, thrown as it is. */
function asPlaceError(error: unknown, missing: boolean): Error {
  if (error instanceof PlaceError) return error;
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (typeof code !== 'string') return error as Error;
  return code === 'EEXIST' || code === 'ENOTEMPTY' ? taken(missing) : new PlaceError(causeOf(error));
}

/**
 * The folders this run made above the target, from `from` up to `top`, each only while it is empty:
 * another run may have put its site there meanwhile.
 */
function removeEmptyFolders(from: string, top: string, io: CreateFs): void {
  for (let dir = from; ; dir = path.dirname(dir)) {
    try {
      io.rmdirSync(dir);
    } catch {
      return;
    }
    if (dir === top || dir === path.dirname(dir)) return;
  }
}

/** Clean-up that must not hide the failure being reported. */
function quietly(act: () => void): void {
  try {
    act();
  } catch {
    // the failure reported is the first one
  }
}
