/**
 * The API pages a build made for one version, kept for the next build: when none of the specs they
 * were made from changed (every file of every version's spec, by content), nor the options, the
 * next build takes them as they are instead of reading the specs and writing every operation's MDX
 * again (0.65 s of every build of the Karakeep docs, whose nine versions hold 219 operations each).
 *
 * One file per source, version and locale in the site's cache folder (so it never grows with
 * edits), holding the inputs it was made from. Its fingerprint is this package's own code: any
 * change to how pages are made starts afresh. Builds only: the dev server makes pages as before.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeFileAtomic } from '@folio/core';

const FORMAT = 1;
let fingerprint: string | undefined;

/** A hash of this package's modules (src or dist, whichever runs), tests left out. */
function packageFingerprint(): string {
  if (fingerprint === undefined) {
    const dir = path.dirname(fileURLToPath(import.meta.url));
    const hash = createHash('sha256').update(`${FORMAT}\0`);
    for (const name of readdirSync(dir).filter((file) => /\.(ts|js)$/.test(file) && !file.includes('.test.')).sort()) {
      hash.update(name).update('\0').update(readFileSync(path.join(dir, name))).update('\0');
    }
    fingerprint = hash.digest('hex');
  }
  return fingerprint;
}

/** PURE-ish: each file with a hash of its content (undefined for a file that cannot be read). */
function fileHashes(files: string[]): Array<[string, string | undefined]> {
  return files.map((file) => {
    try {
      return [file, createHash('sha256').update(readFileSync(file)).digest('hex')];
    } catch {
      return [file, undefined];
    }
  });
}

interface Stored<T> {
  fingerprint: string;
  inputs: string;
  files: Array<[string, string | undefined]>;
  value: T;
}

/**
 * `make()`'s value, taken from `file` when it was made from the same `inputs` (JSON) and the
 * files it named are unchanged; else made, and kept with the files `filesOf()` names once it is
 * made. A memo that cannot be read or written only costs the work.
 */
export function memoized<T>(file: string, inputs: unknown, make: () => T, filesOf: () => string[]): T {
  const key = JSON.stringify(inputs);
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Stored<T>;
    if (stored.fingerprint === packageFingerprint() && stored.inputs === key && JSON.stringify(fileHashes(stored.files.map(([name]) => name))) === JSON.stringify(stored.files)) {
      return stored.value;
    }
  } catch {
    // none yet, or unreadable: make it
  }
  const value = make();
  try {
    const stored: Stored<T> = { fingerprint: packageFingerprint(), inputs: key, files: fileHashes([...new Set(filesOf())].sort()), value };
    writeFileAtomic(file, JSON.stringify(stored));
  } catch {
    // made again next time
  }
  return value;
}

/** PURE: the memo's file name for a source, version and locale. */
export function memoName(source: string, version: string, locale: string): string {
  return `${createHash('sha256').update(JSON.stringify([source, version, locale])).digest('hex').slice(0, 24)}.json`;
}
