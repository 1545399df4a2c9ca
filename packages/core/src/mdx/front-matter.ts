/**
 * Front matter: the YAML block between `---` lines at the top of a Markdown file. Parsed with the
 * `yaml` package so errors carry a line and column; the block is replaced by blank lines so the
 * MDX compiler's positions still match the file.
 */
import { normalizeNewlines, ownText, readSourceText } from '../io/text-file.ts';
import { readFileSync, statSync } from 'node:fs';
import { parseDocument } from 'yaml';
import { parseSimpleYaml } from './simple-yaml.ts';
import { z } from 'zod';
import { FolioError } from '../errors.ts';
import { TextMemo } from '../io/text-memo.ts';
import { FileMemo } from '../io/file-memo.ts';
import { unsafeUrlReason } from '../client/safe-url.ts';

export interface FrontMatterResult {
  data: Record<string, unknown>;
  /** The file's text with the front matter blanked out (same number of lines). */
  content: string;
}

const FRONT_MATTER = /^---[ \t]*\r?\n([\s\S]*?)(?:^|\r?\n)---[ \t]*(?:\r?\n|$)/;

/** Front matter parsed already: the docs plugin and the compiler both read a page's, and versions repeat pages. */
const parsedYaml = new TextMemo<Record<string, unknown>>(10000);

/**
 * Every Markdown and MDX source passes here (plugins through readPageFile, the compiler with the
 * text it read): line endings are normalised once, so the returned content has no `\r`.
 */
export function parseFrontMatter(source: string, file?: string): FrontMatterResult {
  const text = normalizeNewlines(source.charCodeAt(0) === 0xfeff ? source.slice(1) : source);
  const match = FRONT_MATTER.exec(text);
  if (!match) return { data: {}, content: text };
  const blank = match[0].replace(/[^\n]/g, '');
  // Its own copy: plugins keep a page's content (readPageFile's memo), and a slice would keep the file's text with it.
  const content = ownText(blank + text.slice(match[0].length));
  const yamlText = match[1]!;
  return { data: parsedYaml.get(yamlText, () => parseYaml(yamlText, text, file)), content };
}

function parseYaml(yamlText: string, text: string, file: string | undefined): Record<string, unknown> {
  const simple = parseSimpleYaml(yamlText);
  if (simple) return simple;
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
  return data as Record<string, unknown>;
}

function firstLine(message: string): string {
  return message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
}

/** Line (1-based) of a top-level front matter key, for errors about its value. */
export function frontMatterKeyLine(source: string, key: string): number | undefined {
  const match = FRONT_MATTER.exec(source);
  if (!match) return undefined;
  const lines = match[1]!.split(/\r?\n/);
  // line 1 of the file is the opening ---, so the block's first line is line 2
  const index = lines.findIndex((line) => line.startsWith(`${key}:`));
  return index === -1 ? undefined : index + 2;
}

const fmString = z.string();
const fmLevel = z.int().min(2).max(6);
/** A URL written into the page's head (og:image): http(s) or a site path, see client/safe-url.ts. */
const fmUrl = fmString.superRefine((value, ctx) => {
  const reason = unsafeUrlReason(value);
  if (reason) ctx.addIssue({ code: 'custom', message: `${JSON.stringify(value)} ${reason}` });
});
const frontMatterSchema = z.looseObject({
  id: fmString.regex(/^[^/]+$/, { message: 'must not contain a slash' }).optional(),
  title: fmString.optional(),
  description: fmString.optional(),
  slug: fmString.optional(),
  sidebar_label: fmString.optional(),
  sidebar_position: z.number().optional(),
  sidebar_class_name: fmString.optional(),
  sidebar_custom_props: z.record(z.string(), z.unknown()).optional(),
  displayed_sidebar: fmString.nullable().optional(),
  hide_title: z.boolean().optional(),
  hide_table_of_contents: z.boolean().optional(),
  toc_min_heading_level: fmLevel.optional(),
  toc_max_heading_level: fmLevel.optional(),
  keywords: z.array(fmString).optional(),
  image: fmUrl.optional(),
  draft: z.boolean().optional(),
  unlisted: z.boolean().optional(),
  custom_edit_url: fmString.nullable().optional(),
  pagination_prev: fmString.nullable().optional(),
  pagination_next: fmString.nullable().optional(),
  pagination_label: fmString.optional(),
});

export type FrontMatter = z.output<typeof frontMatterSchema>;

/**
 * Check the keys Folio reads (others pass through untouched): a wrong type names the file, the
 * key's line and what was expected.
 */
export function validateFrontMatter(data: Record<string, unknown>, file?: string, source?: string): FrontMatter {
  const result = frontMatterSchema.safeParse(data, { reportInput: true });
  if (result.success) {
    const { toc_min_heading_level: min, toc_max_heading_level: max } = result.data;
    if (min !== undefined && max !== undefined && min > max) {
      throw new FolioError('front matter `toc_min_heading_level` must not be greater than `toc_max_heading_level`', {
        file,
        line: source ? frontMatterKeyLine(source, 'toc_min_heading_level') : undefined,
        source,
      });
    }
    return result.data;
  }
  const issue = result.error.issues[0]!;
  const key = String(issue.path[0] ?? '');
  const input = (issue as { input?: unknown }).input;
  const expected = issue.code === 'invalid_type' ? describeMismatch(issue.expected, input) : issue.message;
  const where = issue.path.length > 1 ? `\`${issue.path.join('.')}\`` : `\`${key}\``;
  throw new FolioError(`invalid front matter: ${where}: ${expected}`, {
    file,
    line: source ? frontMatterKeyLine(source, key) : undefined,
    column: 1,
    source,
  });
}

/** PURE: "expected X, got Y" for a value of the wrong type, including YAML's `.nan` and `.inf`. */
export function describeMismatch(expected: string, input: unknown): string {
  if (typeof input === 'number' && !Number.isFinite(input)) {
    return `expected a finite number, got ${Number.isNaN(input) ? 'NaN (not a number)' : `${input > 0 ? '' : '-'}infinity`}`;
  }
  const got = input === null ? 'null' : Array.isArray(input) ? 'a list' : `${typeof input} ${JSON.stringify(input)}`;
  return `expected ${expected}, got ${got}`;
}

/** Parse and validate: what plugins and the compiler call. */
export function readFrontMatter(source: string, file?: string): FrontMatterResult & { data: FrontMatter } {
  const parsed = parseFrontMatter(source, file);
  return { ...parsed, data: validateFrontMatter(parsed.data, file, source) };
}

/** Pages read, by file, modification time and size (bounded: a site has fewer pages than this). */
const fileCache = new FileMemo<FrontMatterResult & { data: FrontMatter }>(50_000);

/**
 * Read a page file and its front matter, remembering the result while the file's modification
 * time and size stay the same: a dev server reloading a plugin after one edit re-reads only that
 * file, not the whole site. Throws the file's read error as is, and a FolioError for a file that
 * is not UTF-8 or holds nothing but white space.
 */
export function readPageFile(file: string): FrontMatterResult & { data: FrontMatter } {
  const stats = statSync(file);
  const stamp = `${stats.mtimeMs}:${stats.size}`;
  const cached = fileCache.get(file, stamp);
  if (cached) return cached.value;
  const text = readSourceText(readFileSync(file), file);
  if (text.trim() === '') {
    throw new FolioError('the file is empty; write the page or delete the file', { file });
  }
  const result = readFrontMatter(text, file);
  fileCache.set(file, stamp, result);
  return result;
}
