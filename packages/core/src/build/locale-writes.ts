/**
 * What a locale's content loading wrote into its plugins' shared folders (`Plugin.localeWritesDir`:
 * Docusaurus's `.docusaurus/`, where a plugin writes under the same paths in every locale). One
 * build loads every locale of a group before it bundles them, so a locale's files may have been
 * written over by the next one's. In the bundle they share, a file written with other bytes in each
 * is each locale's own module (vite/locale-writes-plugin.ts); before a part is bundled, and before
 * each locale is rendered and post-built, what it wrote is put back where another locale's bytes
 * replaced it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from '../write-atomic.ts';
import type { SiteConfig } from '../plugin-api.ts';

/** Path → bytes, of the files a locale's loading wrote. */
export type LocaleWrites = Map<string, Buffer>;

/** Path → what stat says of it (size, times, inode): a file whose key is unchanged was not written. */
export type FolderState = Map<string, string>;

/** A folder plugins write into per locale, and the folders under it that none of them writes into. */
export interface WritesDir {
  dir: string;
  skip: Set<string>;
}

/** The folders a config's plugins write into per locale, each once; a folder under one is skipped when every plugin naming it skips it. */
export function localeWritesDirs(config: Pick<SiteConfig, 'plugins'>): WritesDir[] {
  const dirs = new Map<string, Set<string>>();
  for (const plugin of config.plugins) {
    if (!plugin.localeWritesDir) continue;
    const dir = path.resolve(plugin.localeWritesDir);
    const skip = new Set((plugin.localeWritesSkip ?? []).map((folder) => path.resolve(folder)));
    const known = dirs.get(dir);
    dirs.set(dir, known ? new Set([...known].filter((folder) => skip.has(folder))) : skip);
  }
  return [...dirs].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([dir, skip]) => ({ dir, skip }));
}

function walk(dir: string, skip: Set<string>, visit: (file: string) => void): void {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return; // not there (yet): nothing written
  }
  for (const entry of entries) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!skip.has(file)) walk(file, skip, visit);
    } else if (entry.isFile()) visit(file);
  }
}

/** The state of every file in `dirs`, taken before a locale loads its content. */
export function folderState(dirs: WritesDir[]): FolderState {
  const state: FolderState = new Map();
  for (const { dir, skip } of dirs) {
    walk(dir, skip, (file) => {
      const stat = statSync(file, { bigint: true });
      state.set(file, `${stat.size}:${stat.mtimeNs}:${stat.ctimeNs}:${stat.ino}`);
    });
  }
  return state;
}

/** The files of `dirs` written (made or changed) since `before`, with their bytes. */
export function writesSince(dirs: WritesDir[], before: FolderState): LocaleWrites {
  const writes: LocaleWrites = new Map();
  for (const [file, key] of folderState(dirs)) if (before.get(file) !== key) writes.set(file, readFileSync(file));
  return writes;
}

/** Each file of `writes` as it was written, where the disk now holds other bytes (or none). */
export function putBack(writes: LocaleWrites): void {
  for (const [file, bytes] of writes) {
    let now: Buffer | undefined;
    try {
      now = readFileSync(file);
    } catch {
      now = undefined;
    }
    if (!now?.equals(bytes)) writeFileAtomic(file, bytes);
  }
}
