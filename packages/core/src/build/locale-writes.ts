/**
 * What a locale's content loading wrote into its plugins' shared folders (`Plugin.localeWritesDir`:
 * Docusaurus's `.docusaurus/`, where a plugin writes under the same paths in every locale). One
 * build loads every locale of a group before it bundles them, so a locale's files may have been
 * written over by the next one's. The locales whose writes agree (no path written with other bytes)
 * share a bundle; before a part is bundled, and before each locale is rendered and post-built, what
 * it wrote is put back where another locale's bytes replaced it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from '../write-atomic.ts';
import type { SiteConfig } from '../plugin-api.ts';

/** Path → bytes, of the files a locale's loading wrote. */
export type LocaleWrites = Map<string, Buffer>;

/** Path → what stat says of it (size, times, inode): a file whose key is unchanged was not written. */
export type FolderState = Map<string, string>;

/** The folders a config's plugins write into per locale, each once. */
export function localeWritesDirs(config: Pick<SiteConfig, 'plugins'>): string[] {
  return [...new Set(config.plugins.flatMap((plugin) => (plugin.localeWritesDir ? [path.resolve(plugin.localeWritesDir)] : [])))].sort();
}

function walk(dir: string, visit: (file: string) => void): void {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return; // not there (yet): nothing written
  }
  for (const entry of entries) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(file, visit);
    else if (entry.isFile()) visit(file);
  }
}

/** The state of every file in `dirs`, taken before a locale loads its content. */
export function folderState(dirs: string[]): FolderState {
  const state: FolderState = new Map();
  for (const dir of dirs) {
    walk(dir, (file) => {
      const stat = statSync(file, { bigint: true });
      state.set(file, `${stat.size}:${stat.mtimeNs}:${stat.ctimeNs}:${stat.ino}`);
    });
  }
  return state;
}

/** The files of `dirs` written (made or changed) since `before`, with their bytes. */
export function writesSince(dirs: string[], before: FolderState): LocaleWrites {
  const writes: LocaleWrites = new Map();
  for (const [file, key] of folderState(dirs)) if (before.get(file) !== key) writes.set(file, readFileSync(file));
  return writes;
}

/** PURE: whether no file is written by both with different bytes. */
export function writesAgree(a: LocaleWrites, b: LocaleWrites): boolean {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  for (const [file, bytes] of small) {
    const other = large.get(file);
    if (other && !other.equals(bytes)) return false;
  }
  return true;
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
