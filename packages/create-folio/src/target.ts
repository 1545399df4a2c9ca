/**
 * The folder a site is created in: it may not exist yet, or be empty. Anything else is refused,
 * as create-folio never overwrites or deletes a file.
 */
import { readdirSync, statSync } from 'node:fs';

/** What `git init` and file browsers leave in a folder that is otherwise empty. */
const HARMLESS = new Set(['.git', '.DS_Store', 'Thumbs.db']);

export type TargetState = { kind: 'missing' } | { kind: 'file' } | { kind: 'directory'; entries: string[] };

/** PURE: why a site cannot be created at `shown` (the folder as the user typed it), or undefined. */
export function targetProblem(shown: string, state: TargetState): string | undefined {
  if (state.kind === 'missing') return undefined;
  if (state.kind === 'file') return `${shown} is a file, not a folder; choose another name`;
  const present = state.entries.filter((entry) => !HARMLESS.has(entry)).sort();
  if (present.length === 0) return undefined;
  const listed = present.slice(0, 3).join(', ') + (present.length > 3 ? `, and ${present.length - 3} more` : '');
  return `${shown} is not empty (it holds ${listed}); choose a new folder name, or empty it yourself: create-folio never overwrites or deletes anything`;
}

export function readTarget(dir: string): TargetState {
  try {
    if (!statSync(dir).isDirectory()) return { kind: 'file' };
  } catch {
    return { kind: 'missing' };
  }
  return { kind: 'directory', entries: readdirSync(dir) };
}
