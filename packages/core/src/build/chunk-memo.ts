/**
 * What the chunk writer (direct-chunks.ts) made of each page the last build, so that an unchanged
 * page is not scanned and minified again: a page's final code (and its file's stem) → the name and
 * size of the chunk it made, or "needs the bundler". Chunk names carry their content's hash, and
 * minifying is deterministic, so a chunk of that name and size in the previous output (or, for a
 * shard, in the output folder the memo's build wrote, such as another shard's) is the chunk this
 * build would make: it is copied from there (by the write thread). A chunk neither has, or has at another
 * size, is made again. Measured on a warm build of 10,000 pages, the scan and the minifier
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
import { installedVersion } from '../io/package-of-file.ts';
import { writeFileAtomic } from '../write-atomic.ts';

/** A chunk's file, relative to the output folder, and its size; null: the page needs the bundler. */
export type MemoChunk = { file: string; size: number } | null;

/** A remembered chunk found in an output folder (`from`), to copy from there. */
export type FoundChunk = { file: string; size: number; from: string } | null;

const FORMAT = 2;

let fingerprint: string | undefined;

/** The minifier's version and the source of the code that makes chunks (this module and direct-chunks). */
function memoFingerprint(): string {
  if (fingerprint === undefined) {
    const hash = createHash('sha256').update(`${FORMAT} rolldown ${installedVersion('rolldown', import.meta.url)}\0`);
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
  /** Where remembered chunks are looked for: this build's output folder (the previous build's output), then the one the memo's build wrote. */
  private readonly sources: string[];

  /**
   * The memo at `file` (none there, unreadable or of another fingerprint: empty); `outDir`: the
   * output folder this build replaces; `elsewhere`: look in the folder the memo's build wrote too
   * (a shard's build, run after another shard's in the same site: another folder may be replaced
   * by a build running at the same time, so other builds look only in their own).
   */
  constructor(
    private readonly file: string,
    private readonly outDir: string,
    elsewhere = false,
  ) {
    this.sources = [outDir];
    try {
      const data = JSON.parse(readFileSync(file, 'utf8')) as { fingerprint?: string; out?: string; entries?: Record<string, [string, number] | 0> };
      if (data.fingerprint !== memoFingerprint() || !data.entries) return;
      for (const [key, entry] of Object.entries(data.entries)) this.last.set(key, entry === 0 ? null : { file: entry[0], size: entry[1] });
      // A shard's build finds the chunks in the folder the last build wrote (another shard's).
      if (elsewhere && typeof data.out === 'string' && data.out !== outDir) this.sources.push(data.out);
    } catch {
      // none yet, or not readable: start afresh
    }
  }

  /** What the last build made of this page, when an output folder still has it at its size (undefined: make it), kept for the next build. */
  get(key: string): FoundChunk | undefined {
    const known = this.last.get(key);
    if (known === undefined) return undefined;
    if (known === null) {
      this.set(key, null);
      return null;
    }
    const from = this.sources.find((dir) => statSync(path.join(dir, known.file), { throwIfNoEntry: false })?.size === known.size);
    if (from === undefined) return undefined;
    this.set(key, known);
    return { ...known, from };
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
      writeFileAtomic(this.file, JSON.stringify({ fingerprint: memoFingerprint(), out: this.outDir, entries }));
    } catch {
      // the next build scans and minifies again
    }
  }
}
