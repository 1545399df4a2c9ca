/** The errors of importing a site module: where (file, line, column) and why, as one line. */

const ANSI = /\u001b\[[0-9;]*m/g;

/** Text without terminal colour codes (rolldown colours its messages). */
export function withoutAnsi(text: string): string {
  return text.replace(ANSI, '');
}

/** Importing a site module failed: where (as far as known), and why, as one line. */
export class SiteModuleError extends Error {
  constructor(
    readonly file: string,
    readonly line: number | undefined,
    /** 1-based. */
    readonly column: number | undefined,
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(`${file}${line === undefined ? '' : `:${line}${column === undefined ? '' : `:${column}`}`}: ${reason}`, options);
    this.name = 'SiteModuleError';
  }
}

/** A file that does not parse: where, and why (one line, as the parser put it). */
export class SiteModuleSyntaxError extends SiteModuleError {
  declare readonly line: number;
  declare readonly column: number;
  constructor(file: string, line: number, column: number, reason: string, options?: { cause?: unknown }) {
    super(file, line, column, reason, options);
    this.name = 'SiteModuleSyntaxError';
  }
}
