import { errnoCode, fsMessage, shownPath } from './fs-messages.ts';

/**
 * One error type for every bad input. It names the input (file with line and column, or a JSON
 * pointer) and formats the same way everywhere: CLI, dev overlay and tests.
 */
export interface ErrorLocation {
  file?: string;
  line?: number;
  column?: number;
  /** JSON pointer into a data file, e.g. `#/paths/~1bookmarks/post`. */
  pointer?: string;
}

export interface FolioErrorOptions extends ErrorLocation {
  /** Source text of `file`, used to print a code frame around line/column. */
  source?: string;
  /** What to do about it, printed on its own line. */
  hint?: string;
  cause?: unknown;
  /**
   * The message already names the plugin and hook that failed: a host calling plugins on another's
   * behalf (the Docusaurus adapter runs every Docusaurus plugin's content hooks in the first one's
   * load) says so, and core's plugin host adds no name of its own.
   */
  attributed?: boolean;
}

export class FolioError extends Error {
  readonly file?: string;
  readonly line?: number;
  readonly column?: number;
  readonly pointer?: string;
  readonly hint?: string;
  readonly frame?: string;
  readonly attributed?: boolean;

  constructor(message: string, options: FolioErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'FolioError';
    this.file = options.file;
    this.line = options.line;
    this.column = options.column;
    this.pointer = options.pointer;
    this.hint = options.hint;
    if (options.attributed) this.attributed = true;
    if (options.source !== undefined && options.line !== undefined) {
      this.frame = codeFrame(options.source, options.line, options.column);
    }
  }

  /** `file:line:column` (or `file#/pointer`), or undefined when the error has no location. */
  get location(): string | undefined {
    if (!this.file) return this.pointer;
    if (this.pointer) return `${this.file}${this.pointer.startsWith('#') ? '' : '#'}${this.pointer}`;
    if (this.line === undefined) return this.file;
    return `${this.file}:${this.line}${this.column === undefined ? '' : `:${this.column}`}`;
  }
}

export function isFolioError(error: unknown): error is FolioError {
  return error instanceof Error && error.name === 'FolioError';
}

/**
 * Wrap any thrown value with the context of where it happened, keeping a FolioError's location.
 * `attributed`: the context names the plugin and hook that failed (FolioErrorOptions).
 */
export function withContext(error: unknown, context: string, options: { attributed?: boolean } = {}): FolioError {
  const attributed = options.attributed ? { attributed: true } : {};
  if (isFolioError(error)) {
    const wrapped = new FolioError(`${context}: ${error.message}`, {
      file: error.file,
      line: error.line,
      column: error.column,
      pointer: error.pointer,
      hint: error.hint,
      cause: error,
      ...attributed,
    });
    Object.defineProperty(wrapped, 'frame', { value: error.frame });
    return wrapped;
  }
  const fs = fsErrorOf(error);
  if (fs) return new FolioError(`${context}: ${fs.message}`, { hint: fs.hint, cause: error, ...attributed });
  const message = error instanceof Error ? error.message : String(error);
  return new FolioError(`${context}: ${message}`, { cause: error, ...attributed });
}

/**
 * A raw Node file-system error that no wrapper caught (io/fs-errors.ts) still reads as one line
 * naming its path and the cause in plain words, without a stack trace.
 */
function fsErrorOf(error: unknown): { message: string; hint?: string } | undefined {
  const code = errnoCode(error);
  if (!code) return undefined;
  const { path, dest, syscall } = error as { path?: unknown; dest?: unknown; syscall?: unknown };
  if (typeof path !== 'string') return undefined;
  const target = typeof dest === 'string' ? dest : path;
  return fsMessage(code, SYSCALL_ACTIONS[String(syscall)] ?? 'use', shownPath(target));
}

/** What a system call was doing, in the words of a message (`cannot <action> <path>`). */
const SYSCALL_ACTIONS: Record<string, string> = {
  mkdir: 'create the folder',
  open: 'open',
  write: 'write',
  read: 'read',
  rename: 'move',
  unlink: 'remove',
  rmdir: 'remove',
  rm: 'remove',
  copyfile: 'copy to',
  cp: 'copy to',
  scandir: 'list the folder',
  stat: 'read',
  lstat: 'read',
};

/** The text printed for an error: location, message, code frame, hint. */
export function formatError(error: unknown): string {
  if (!isFolioError(error)) {
    const fs = fsErrorOf(error);
    if (fs) return fs.hint ? `${fs.message}\nhint: ${fs.hint}` : fs.message;
    return error instanceof Error ? (error.stack ?? error.message) : String(error);
  }
  const parts = [error.location ? `${error.location} - ${error.message}` : error.message];
  if (error.frame) parts.push(error.frame);
  if (error.hint) parts.push(`hint: ${error.hint}`);
  return parts.join('\n');
}

/** A few lines of source around `line` (1-based) with a caret under `column` (1-based). */
export function codeFrame(source: string, line: number, column?: number, context = 2): string {
  const lines = source.split(/\r?\n/);
  const start = Math.max(1, line - context);
  const end = Math.min(lines.length, line + context);
  const width = String(end).length;
  const out: string[] = [];
  for (let n = start; n <= end; n++) {
    const marker = n === line ? '>' : ' ';
    out.push(`${marker} ${String(n).padStart(width)} | ${lines[n - 1] ?? ''}`);
    if (n === line && column !== undefined && column > 0) {
      out.push(`  ${' '.repeat(width)} | ${' '.repeat(column - 1)}^`);
    }
  }
  return out.join('\n');
}
