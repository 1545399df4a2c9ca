/** A file replaced in one rename: a failed write never leaves a half-written config or sidebars file. */
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function writeAtomically(file: string, text: string): void {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
  try {
    writeFileSync(temporary, text);
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}
