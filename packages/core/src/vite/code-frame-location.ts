/**
 * Where a parser's message says the error is. Rolldown and oxc report a syntax error in a module
 * (a page component, a theme override, a client module, JSX in a .js file) with a code frame whose
 * header names the file, `╭─[ src/pages/x.jsx:3:7 ]`, while the error object itself may have no
 * `id` or no `loc`. The path is relative to the process's folder (or, failing that, the site's).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

const ANSI = /\u001b\[[0-9;]*m/g;
/** `╭─[ file:line:column ]` (oxc, rolldown) or `┌─ file:line:column` (codespan-style frames). */
const FRAME_HEADER = /(?:╭─+\[|┌─+)\s*(.+?):(\d+):(\d+)\s*\]?\s*$/m;

export interface FrameLocation {
  file: string;
  line: number;
  /** 1-based. */
  column: number;
}

export function codeFrameLocation(message: string, siteDir: string, cwd = process.cwd()): FrameLocation | undefined {
  const match = FRAME_HEADER.exec(message.replace(ANSI, ''));
  if (!match) return undefined;
  const written = match[1]!;
  const file = [path.resolve(cwd, written), path.resolve(siteDir, written)].find((candidate) => existsSync(candidate));
  if (!file) return undefined;
  return { file, line: Number(match[2]), column: Number(match[3]) };
}

/** PURE: a bundler message without its `[PARSE_ERROR]` or `[builtin:vite-transform]` tag. */
export function withoutTag(message: string): string {
  return message.replace(/^\[[\w:-]+\]\s*/, '');
}
