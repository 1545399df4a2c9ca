/**
 * A cache file written whole or not at all: the data goes to a temporary file beside it (its folder
 * made when needed), which then replaces it in one rename, so a reader, or a build killed halfway,
 * never sees half a file. A failed write leaves no temporary file behind and throws.
 */
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function writeFileAtomic(file: string, data: string | Uint8Array): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    writeFileSync(temporary, data);
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}
