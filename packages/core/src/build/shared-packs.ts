/**
 * Artifacts shared by machines through the remote cache (io/remote-cache.ts) in **packs**: one
 * request per page would make a warm cache slower than the work it saves (about 5 ms a request,
 * against 3-5 ms to compile a plain page or render one), so a build's artifacts of one kind travel
 * in packs of consecutive ones (compiled pages in route order, renders in render order), each pack
 * named by the keys of all it holds (content-addressed: compile-pages.ts's and render-cache.ts's
 * keys). Where a pack ends is decided by the keys themselves (content-defined, as backup tools cut
 * files): a key whose hash falls on one value in PACK_SIZE ends one, so a page added or removed
 * changes the packs around it only, not every pack after it. An unchanged site is a few requests;
 * an edit misses the pack holding what it changed, which is made again and shared.
 */
import { createHash } from 'node:crypto';
import type { SharedArtifacts } from '../settings.ts';

/** Artifacts per pack, on average (at 10-60 KB each, a megabyte or two a request); never more than 4 times it. */
export const PACK_SIZE = 32;

/** PURE: where each pack of `keys` (hex strings) starts: after a key whose last digits fall on PACK_SIZE - 1, or a full pack. */
export function packStarts(keys: string[], size = PACK_SIZE): number[] {
  const starts = keys.length ? [0] : [];
  let start = 0;
  for (let index = 0; index < keys.length - 1; index++) {
    const cut = parseInt(keys[index]!.slice(-6), 16) % size === size - 1 || index + 1 - start >= 4 * size;
    if (cut) starts.push((start = index + 1));
  }
  return starts;
}

/** The remote cache's name of a pack: its kind and the keys it holds, in order. */
export function packArtifact(kind: string, keys: string[]): string {
  const hash = createHash('sha256').update(`folio:${kind}-pack\0`);
  for (const key of keys) hash.update(key).update('\0');
  return hash.digest('hex');
}

/** PURE: a pack of `count` artifacts read back from the remote cache, when each has the shape `is` checks. */
export function parsePack<T>(text: string, count: number, is: (value: unknown) => value is T): T[] | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  return Array.isArray(value) && value.length === count && value.every(is) ? value : undefined;
}

interface PackToShare<T> {
  keys: string[];
  values: Array<T | undefined>;
  left: number;
}

export class SharedPacks<T> {
  private readonly fetched = new Map<string, T>();
  /** The packs the remote cache has not, by their first artifact's index, until each of theirs is done. */
  private readonly toShare = new Map<number, PackToShare<T>>();
  /** The first index of each artifact's pack. */
  private readonly packOf: number[] = [];

  constructor(
    private readonly remote: SharedArtifacts,
    private readonly kind: string,
    private readonly is: (value: unknown) => value is T,
  ) {}

  /** Asks for every pack of `keys` (the build's artifacts in order) holding a key `local` has not. */
  async prefetch(keys: string[], local: (key: string) => boolean): Promise<void> {
    const starts = packStarts(keys);
    starts.forEach((start, pack) => {
      for (let index = start; index < (starts[pack + 1] ?? keys.length); index++) this.packOf[index] = start;
    });
    await Promise.all(
      starts.map(async (start, pack) => {
        const held = keys.slice(start, starts[pack + 1] ?? keys.length);
        if (held.every(local)) return;
        const body = await this.remote.get(packArtifact(this.kind, held));
        const values = body && parsePack(body.toString('utf8'), held.length, this.is);
        if (values) held.forEach((key, index) => this.fetched.set(key, values[index]!));
        else this.toShare.set(start, { keys: held, values: new Array(held.length), left: held.length });
      }),
    );
  }

  /** The artifact of `key` the remote cache gave (once: it is let go). */
  take(key: string): T | undefined {
    const value = this.fetched.get(key);
    this.fetched.delete(key);
    return value;
  }

  /** The artifact at `index` is `value`: its pack is shared once every artifact of it is done. */
  done(index: number, value: T): void {
    const start = this.packOf[index] ?? -1;
    const pack = this.toShare.get(start);
    if (!pack || pack.values[index - start] !== undefined) return;
    pack.values[index - start] = value;
    if (--pack.left > 0) return;
    this.toShare.delete(start);
    this.remote.put(packArtifact(this.kind, pack.keys), JSON.stringify(pack.values));
  }
}
