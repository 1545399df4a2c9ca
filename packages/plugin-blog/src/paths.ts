/**
 * PURE: what a post's place in the blog folder says. A date anywhere in the path
 * (`2024-03-01-launch.md`, `2024-03-01-launch/index.md`, `2024/03/01/launch/index.md`) dates the
 * post and makes its permalink `/<base>/2024/03/01/launch`, as Docusaurus does; an undated path is
 * its own slug (`notes/idea.md` → `/<base>/notes/idea`).
 */
import { joinPaths } from '@folio/core';

/** Folders before the date, the date (`-` or `/` separated), then the rest of the name. */
const DATED = /^(?<folder>.*?)(?<year>\d{4})[-/](?<month>\d{1,2})[-/](?<day>\d{1,2})(?:[-/](?<text>.*?))?(?:\/index)?\.mdx?$/;

export interface ParsedPostPath {
  /** `YYYY-MM-DD` from the path, when it has one. */
  date?: string;
  /** The slug the path gives (`/2024/03/01/launch`, `/notes/idea`), before the front matter's. */
  slug: string;
  /** The name without date and extension (`launch`): the title of a post that has none. */
  text: string;
}

const pad = (value: string) => value.padStart(2, '0');

/** PURE: `relativePath` is relative to the blog folder, with `/` separators. */
export function parsePostPath(relativePath: string): ParsedPostPath {
  const match = DATED.exec(relativePath);
  if (match?.groups && validDate(match.groups.year!, match.groups.month!, match.groups.day!)) {
    const { folder = '', year, month, day, text = '' } = match.groups;
    const date = `${year}-${pad(month!)}-${pad(day!)}`;
    // The slug keeps the date as written (`2024/3/1`), as Docusaurus's does.
    const slug = joinPaths('/', year!, month!, day!, folder, text);
    return { date, slug, text: text || lastSegment(folder) || date };
  }
  const withoutExt = relativePath.replace(/(?:\/index)?\.mdx?$/, '');
  return { slug: joinPaths('/', withoutExt), text: lastSegment(withoutExt) };
}

function lastSegment(value: string): string {
  return value.replace(/\/+$/, '').split('/').pop() ?? '';
}

function validDate(year: string, month: string, day: string): boolean {
  const date = new Date(0);
  date.setUTCFullYear(Number(year), Number(month) - 1, Number(day));
  return date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day);
}

/**
 * PURE: the post's permalink under the blog's base path. A front matter slug replaces the path's:
 * relative to the base (`launch` and `/launch` alike, as Docusaurus reads blog slugs).
 */
export function postPermalink(basePath: string, parsed: ParsedPostPath, frontMatterSlug?: string): string {
  return joinPaths(basePath, frontMatterSlug ?? parsed.slug);
}

/** A tag's URL segment and a key's label: core's, one rule for the blog and the docs. */
export { capitalize, kebabCase } from '@folio/core';

/** PURE: page `n` (1-based) of a list at `base`: `/blog`, `/blog/page/2`. */
export function pagePath(base: string, pageBasePath: string, n: number): string {
  return n === 1 ? base : joinPaths(base, pageBasePath, String(n));
}
