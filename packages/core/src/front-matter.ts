/**
 * Front matter: the YAML block between `---` lines at the top of a Markdown file. Parsed with the
 * `yaml` package so errors carry a line and column; the block is replaced by blank lines so the
 * MDX compiler's positions still match the file.
 */
import { parseDocument } from 'yaml';
import { FolioError } from './errors.ts';

export interface FrontMatterResult {
  data: Record<string, unknown>;
  /** The file's text with the front matter blanked out (same number of lines). */
  content: string;
}

const FRONT_MATTER = /^---[ \t]*\r?\n([\s\S]*?)(?:^|\r?\n)---[ \t]*(?:\r?\n|$)/;

export function parseFrontMatter(source: string, file?: string): FrontMatterResult {
  const text = source.charCodeAt(0) === 0xfeff ? source.slice(1) : source;
  const match = FRONT_MATTER.exec(text);
  if (!match) return { data: {}, content: text };
  const yamlText = match[1]!;
  const doc = parseDocument(yamlText, { prettyErrors: true, uniqueKeys: true });
  const problem = doc.errors[0];
  if (problem) {
    const pos = problem.linePos?.[0];
    throw new FolioError(`invalid front matter: ${firstLine(problem.message)}`, {
      file,
      line: pos ? pos.line + 1 : 2,
      column: pos?.col,
      source: text,
    });
  }
  const data: unknown = doc.toJS() ?? {};
  if (typeof data !== 'object' || Array.isArray(data)) {
    throw new FolioError('invalid front matter: expected key: value pairs', { file, line: 2, column: 1, source: text });
  }
  const blank = match[0].replace(/[^\n]/g, '');
  return { data: data as Record<string, unknown>, content: blank + text.slice(match[0].length) };
}

function firstLine(message: string): string {
  return message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
}

/** Line (1-based) of a top-level front matter key, for errors about its value. */
export function frontMatterKeyLine(source: string, key: string): number | undefined {
  const match = FRONT_MATTER.exec(source);
  if (!match) return undefined;
  const lines = match[1]!.split(/\r?\n/);
  const index = lines.findIndex((line) => line.startsWith(`${key}:`));
  return index === -1 ? undefined : index + 2;
}
