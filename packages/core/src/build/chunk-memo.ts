/**
 * What the chunk writer (direct-chunks.ts) made of each page the last build, so that an unchanged
 * page is not scanned and minified again: a page's final code (and its file's stem) → the name and
 * size of the chunk it made, or "needs the bundler". Chunk names carry their content's hash, and
 * minifying is deterministic, so a chunk of that name and size in the previous output is the chunk
 * this build would make: it is copied from there (by the write thread). A chunk the previous output
 * no longer has, or has at another size, is made again. Measured on a warm build of 10,000 pages, the scan and the minifier
 * took 3.5 s of the compile step's 12.5 s.
 *
 * One index per locale in the cache folder, read once and written whole (write-atomic.ts) with only
 * the pages of the build that wrote it (about 100 bytes a page). Its fingerprint is the
 * minifier's version and the chunk code's source: an upgrade of either starts it afresh.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { version as viteVersion } from 'vite';
import { writeFileAtomic } from '../write-atomic.ts';

/** A chunk's file, relative to the output folder, and its size; null: the page needs the bundler. */
export type MemoChunk = { file: string; size: number } | null;

const FORMAT = 2;

let fingerprint: string | undefined;

/** The minifier's version and the source of the code that makes chunks (this module and direct-chunks). */
function memoFingerprint(): string {
  if (fingerprint === undefined) {
    const hash = createHash('sha256').update(`${FORMAT} vite ${viteVersion}\0`);
    const here = fileURLToPath(import.meta.url);
    for (const file of [here, here.replace(/chunk-memo(\.[jt]s)$/, 'direct-chunks$1')]) {
      try {
        hash.update(readFileSync(file));
      } catch {
        hash.update('?');
      }
    }
    fingerprint = hash.digest('hex');
  }
  return fingerprint;
}

/** PURE: a page's key in the memo: its file's stem and its final code. */
export function memoKey(stem: string, code: string): string {
  return createHash('sha256').update(stem).update('\0').update(code).digest('base64url');
}

export class ChunkMemo {
  private readonly last = new Map<string, MemoChunk>();
  private readonly next = new Map<string, MemoChunk>();

  /** The memo at `file` (none there, unreadable or of another fingerprint: empty); `previousOut`: the output folder the last build wrote. */
  constructor(
    private readonly file: string,
    readonly previousOut: string,
  ) {
    try {
      const data = JSON.parse(readFileSync(file, 'utf8')) as { fingerprint?: string; entries?: Record<string, [string, number] | 0> };
      if (data.fingerprint !== memoFingerprint() || !data.entries) return;
      for (const [key, entry] of Object.entries(data.entries)) this.last.set(key, entry === 0 ? null : { file: entry[0], size: entry[1] });
    } catch {
      // none yet, or not readable: start afresh
    }
  }

  /** What the last build made of this page, when the previous output still has it at its size (undefined: make it), kept for the next build. */
  get(key: string): MemoChunk | undefined {
    const known = this.last.get(key);
    if (known === undefined || (known !== null && statSync(path.join(this.previousOut, known.file), { throwIfNoEntry: false })?.size !== known.size)) return undefined;
    this.set(key, known);
    return known;
  }

  set(key: string, chunk: MemoChunk): void {
    this.next.set(key, chunk);
  }

  /** Writes what this build made; a failure to write only costs the next build the work. */
  save(): void {
    const entries: Record<string, [string, number] | 0> = {};
    for (const [key, chunk] of this.next) entries[key] = chunk ? [chunk.file, chunk.size] : 0;
    this.last.clear();
    this.next.clear();
    try {
      writeFileAtomic(this.file, JSON.stringify({ fingerprint: memoFingerprint(), entries }));
    } catch {
      // the next build scans and minifies again
    }
  }
}
