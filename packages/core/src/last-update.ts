/**
 * PURE: a page's "Last updated on … by …", by Docusaurus's rule (@docusaurus/utils'
 * readLastUpdateData): with `showLastUpdateTime` the date, with `showLastUpdateAuthor` the author;
 * each from front matter `last_update` when it gives it, else from the last commit of the page's
 * file (io/git-last-update.ts). A file git does not know shows what front matter gives, or nothing.
 * Dates are RFC 3339 instants in UTC, so the page is the same whatever the build machine's zone.
 */
import { readDateValue } from './front-matter-date.ts';

/** What a page shows: each part null when it is not shown. */
export type LastUpdate = { date: string | null; author: string | null };

/** The last commit that changed a file: its committer date (ms since the epoch) and author name. */
export type GitFileUpdate = { timestamp: number; author: string };

/** The content plugins' options, as Docusaurus names them. */
export interface LastUpdateOptions {
  showLastUpdateTime: boolean;
  showLastUpdateAuthor: boolean;
}

/** Front matter `last_update`, checked: at least one of `date` and `author`. */
export type LastUpdateFrontMatter = { date?: string; author?: string };

/**
 * PURE: front matter `last_update` as Docusaurus's schema takes it (an object with `author`, a
 * string, and/or `date`, a date), or undefined when absent; `fail(field, why)` makes the error.
 */
export function readLastUpdateFrontMatter(value: unknown, fail: (field: string, why: string) => Error): LastUpdateFrontMatter | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) throw fail('last_update', 'expected an object with a `date` and/or an `author`');
  const { date, author } = value as Record<string, unknown>;
  if (date === undefined && author === undefined) throw fail('last_update', 'expected a `date` and/or an `author`');
  if (author !== undefined && typeof author !== 'string') throw fail('last_update.author', 'expected a string');
  const reading = date === undefined ? undefined : readDateValue(date);
  if (reading && 'problem' in reading) throw fail('last_update.date', reading.problem);
  return { ...(reading ? { date: reading.iso } : {}), ...(author !== undefined ? { author } : {}) };
}

/**
 * PURE: what a page shows, or null when it shows nothing (both options off, or no date and no
 * author to show). `git` is asked only for what front matter does not give.
 */
export function pageLastUpdate(options: LastUpdateOptions, frontMatter: LastUpdateFrontMatter | undefined, git: () => GitFileUpdate | null): LastUpdate | null {
  if (!options.showLastUpdateTime && !options.showLastUpdateAuthor) return null;
  let commit: GitFileUpdate | null | undefined;
  const fromGit = () => (commit === undefined ? (commit = git()) : commit);
  const date = options.showLastUpdateTime ? (frontMatter?.date ?? gitDate(fromGit())) : null;
  const author = options.showLastUpdateAuthor ? (frontMatter?.author ?? fromGit()?.author ?? null) : null;
  return date === null && author === null ? null : { date, author };
}

function gitDate(commit: GitFileUpdate | null): string | null {
  return commit ? new Date(commit.timestamp).toISOString() : null;
}
