/**
 * A bundler that cannot write its output: Vite's Node errors and Rolldown's, which comes from its
 * Rust code as "Something went wrong inside rolldown, please report this problem" with the
 * system's words further down ("Failed to write file in …", "No space left on device (os error
 * 28)"). Either becomes one message naming the output folder the user chose and the cause.
 */
import { FolioError } from '../errors.ts';
import { fsError } from '../io/fs-errors.ts';
import { codeInText, errnoCode, fsMessage, shownPath } from '../fs-messages.ts';

/** The error itself, its cause and the errors it groups, a few levels deep. */
function related(error: unknown, depth = 0): unknown[] {
  if (typeof error !== 'object' || error === null || depth > 3) return [];
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  return [error, ...related(cause, depth + 1), ...(Array.isArray(errors) ? errors.flatMap((inner) => related(inner, depth + 1)) : [])];
}

function isInside(file: string, dir: string): boolean {
  return file === dir || file.startsWith(`${dir}/`) || file.startsWith(`${dir}\\`);
}

/** PURE: the file a Rolldown write error names, if any. */
export function failedWritePath(text: string): string | undefined {
  return /Failed to write (?:file )?(?:in |to )?['"]?([^'"\n]+?)['"]?\s*$/m.exec(text)?.[1];
}

/**
 * PURE: a Node file-system error the bundler passed on as text only
 * (`ENOSPC: no space left on device, copyfile 'a' -> 'b'`): its code and the file written.
 */
export function nodeErrorInText(text: string): { code: string; file: string } | undefined {
  const match = /\b(E[A-Z]+): [^,\n]*, \w+ '([^'\n]+)'(?: -> '([^'\n]+)')?/.exec(text);
  return match ? { code: match[1]!, file: match[3] ?? match[2]! } : undefined;
}

/**
 * The FolioError for a bundler that failed to write into `outDir` (the temporary output or the
 * server bundle's folder), or undefined when `error` is something else.
 */
export function bundlerWriteError(error: unknown, outDir: string): FolioError | undefined {
  const all = related(error);
  for (const candidate of all) {
    // A copy (the public folder) names its source as `path` and the file it writes as `dest`.
    const { path: file, dest } = candidate as { path?: unknown; dest?: unknown };
    const written = typeof dest === 'string' ? dest : file;
    if (errnoCode(candidate) && typeof written === 'string' && isInside(written, outDir)) return fsError(candidate, 'write', written);
  }
  const text = all.map((candidate) => String((candidate as { message?: unknown }).message ?? '')).join('\n');
  const node = nodeErrorInText(text);
  if (node && isInside(node.file, outDir)) {
    const { message, hint } = fsMessage(node.code, 'write', shownPath(node.file));
    return new FolioError(message, { hint, cause: error });
  }
  const written = failedWritePath(text);
  // A module it could not read ("Could not load <file> (os error 2)") is no write: the caller names the importer.
  if (!written && (!/\(os error \d+\)/.test(text) || /\bCould not load\b|UNLOADABLE_DEPENDENCY/.test(text))) return undefined;
  const code = codeInText(text);
  if (!code) return undefined;
  const { message, hint } = fsMessage(code, 'write', shownPath(written ?? outDir));
  return new FolioError(message, { hint, cause: error });
}
