/**
 * The last commit of every file of a site, for its pages' "Last updated" line (last-update.ts):
 * ONE `git log` over the site's folders (and the outside folders its config allows) per build,
 * never a process per file, read into a map; the map is kept in the site's cache folder, keyed by
 * the repository, its HEAD commit (a shallow clone's boundary too) and the folders read, so a new
 * commit, an amend, a checkout or a deepened clone reads the history again, and an unchanged one
 * costs a `git rev-parse` only. As Docusaurus's eager reader (@docusaurus/utils' gitUtils,
 * getGitRepositoryFilesInfo): a file's last update is the newest committer date among the commits
 * that changed it, with that commit's author name. No git, a site outside any repository, a
 * repository without commits, or a file git does not know: no date and no author, one warning, no
 * error (Docusaurus stops a build outside a repository; Folio's pages simply show nothing).
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from '../write-atomic.ts';
import { log } from '../log.ts';
import type { GitFileUpdate } from '../last-update.ts';
import { cacheDir } from './cache-dir.ts';

/** A page file → its last commit, or null (git does not know it, or there is no git). */
export type GitLastUpdateOf = (file: string) => GitFileUpdate | null;

/** What the reader needs of a plugin context. */
export interface GitContext {
  siteDir: string;
  command: string;
  config: { allowedOutsidePaths?: readonly string[] };
}

/** Each commit starts with \x1e, then `<committer seconds>\0<author name>\0`; `-z` ends each file name with \0. */
const LOG_ARGS = ['-c', 'log.showSignature=false', '-c', 'color.ui=false', 'log', '--format=%x1e%ct%x00%an', '--name-only', '-z'];

/**
 * PURE: `git log --format=%x1e%ct%x00%an --name-only -z` (newest commit first) as repository-relative
 * path → the newest commit that changed it (the highest committer date; the first listed of equals).
 */
export function parseGitLog(output: string): Map<string, GitFileUpdate> {
  const files = new Map<string, GitFileUpdate>();
  let current: GitFileUpdate | undefined;
  let first = false;
  const fields = output.split('\0');
  for (let at = 0; at < fields.length; at++) {
    const field = fields[at]!;
    const header = /^\n?\x1e(\d+)$/.exec(field);
    if (header) {
      current = { timestamp: Number(header[1]) * 1000, author: fields[++at] ?? '' };
      first = true;
      continue;
    }
    // The first file of a commit follows the line end that closes its header.
    const file = first && field.startsWith('\n') ? field.slice(1) : field;
    first = false;
    if (!current || file === '') continue;
    const known = files.get(file);
    if (!known || current.timestamp > known.timestamp) files.set(file, current);
  }
  return files;
}

interface Repository {
  root: string;
  /** Everything the history read depends on: the repository, HEAD, a shallow clone's boundary, the folders read. */
  key: string;
  pathspecs: string[];
}

type Answer = { repository: Repository } | { problem: string };

function git(args: string[], cwd: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile('git', args, { cwd, encoding: 'utf8', maxBuffer: 1024 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(Object.assign(error, { stderr }));
      else resolve(stdout);
    });
  });
}

/** The repository holding the site, its state, and the site's folders in it (one `git rev-parse`). */
async function findRepository(ctx: GitContext): Promise<Answer> {
  let out: string;
  try {
    out = await git(['rev-parse', '--show-toplevel', '--is-shallow-repository', '--git-path', 'shallow', 'HEAD'], ctx.siteDir);
  } catch (error) {
    const { code, stderr } = error as { code?: unknown; stderr?: string };
    if (code === 'ENOENT') return { problem: 'git is not installed' };
    const why = /not a git repository/i.test(stderr ?? '') ? 'the site is in no git repository' : /unknown revision|ambiguous argument 'HEAD'/i.test(stderr ?? '') ? 'its git repository has no commit yet' : `git failed: ${(stderr ?? String(error)).trim().split('\n')[0]}`;
    return { problem: why };
  }
  const [top = '', shallow = 'false', shallowFile = '', head = ''] = out.split('\n');
  const root = realpathSync.native(top);
  let boundary = '';
  if (shallow === 'true') {
    try {
      boundary = createHash('sha256').update(readFileSync(path.resolve(ctx.siteDir, shallowFile))).digest('hex');
    } catch {
      boundary = 'unknown';
    }
  }
  const folders = [ctx.siteDir, ...(ctx.config.allowedOutsidePaths ?? []).map((dir) => path.resolve(ctx.siteDir, dir))];
  const pathspecs = [...new Set(folders.flatMap((dir) => inRepository(root, dir)))].sort();
  return { repository: { root, pathspecs, key: JSON.stringify({ format: 1, root, head, boundary, pathspecs }) } };
}

/** `dir` as a literal pathspec relative to the repository root, or nothing when it is outside it. */
function inRepository(root: string, dir: string): string[] {
  let real: string;
  try {
    real = realpathSync.native(dir);
  } catch {
    return [];
  }
  const relative = path.relative(root, real);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return [];
  return [`:(literal)${relative.split(path.sep).join('/') || '.'}`];
}

type Stored = { key: string; files: Record<string, [number, string]> };

function cacheFile(siteDir: string): string {
  return path.join(cacheDir(siteDir), 'git-last-update.json');
}

/** The map from the cache folder when it was read for the same key; the log read (and stored) otherwise. */
async function readHistory(ctx: GitContext, repository: Repository): Promise<Map<string, GitFileUpdate>> {
  const file = cacheFile(ctx.siteDir);
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Stored;
    if (stored.key === repository.key) return new Map(Object.entries(stored.files).map(([name, [timestamp, author]]) => [name, { timestamp, author }]));
  } catch {
    // none yet, or unreadable: read the log
  }
  const files = parseGitLog(await git([...LOG_ARGS, '--', ...repository.pathspecs], repository.root));
  try {
    const stored: Stored = { key: repository.key, files: Object.fromEntries([...files].map(([name, update]) => [name, [update.timestamp, update.author]])) };
    writeFileAtomic(file, JSON.stringify(stored));
  } catch {
    // the cache is an optimisation: the next build reads the log again
  }
  return files;
}

/** Histories being read or read, by key (a few sites per process at most): docs and blog share one read. */
const histories = new Map<string, Promise<Map<string, GitFileUpdate>>>();
const MAX_HISTORIES = 4;

function historyOf(ctx: GitContext, repository: Repository): Promise<Map<string, GitFileUpdate>> {
  let history = histories.get(repository.key);
  if (!history) {
    history = readHistory(ctx, repository);
    histories.set(repository.key, history);
    if (histories.size > MAX_HISTORIES) histories.delete(histories.keys().next().value!);
    history.catch(() => histories.delete(repository.key));
  }
  return history;
}

/** One warning per site and kind per process (a dev server reloads its plugins often). */
const warned = new Set<string>();
function warnOnce(siteDir: string, kind: string, message: string): void {
  const key = `${siteDir}\0${kind}`;
  if (warned.has(key)) return;
  warned.add(key);
  log.warn(message);
}

const OPTIONS = '`showLastUpdateTime` / `showLastUpdateAuthor`';

async function lookup(ctx: GitContext): Promise<GitLastUpdateOf> {
  const answer = await findRepository(ctx);
  if ('problem' in answer) {
    warnOnce(ctx.siteDir, 'no-git', `${OPTIONS}: ${answer.problem}, so pages show no last update from git (front matter \`last_update\` still shows)`);
    return () => null;
  }
  const { root } = answer.repository;
  let files: Map<string, GitFileUpdate>;
  try {
    files = await historyOf(ctx, answer.repository);
  } catch (error) {
    warnOnce(ctx.siteDir, 'log', `${OPTIONS}: \`git log\` failed (${((error as { stderr?: string }).stderr || String(error)).trim().split('\n')[0]}), so pages show no last update from git`);
    return () => null;
  }
  return (file) => {
    let real: string;
    try {
      real = realpathSync.native(file);
    } catch {
      return null;
    }
    const found = files.get(path.relative(root, real).split(path.sep).join('/')) ?? null;
    if (!found) warnOnce(ctx.siteDir, 'untracked', `${OPTIONS}: ${file} (and perhaps other files) has no commit in git, so its page shows no last update from git`);
    return found;
  };
}

/** Builds (one context each) read the repository once; a dev server checks HEAD again on each reload. */
const perBuild = new WeakMap<GitContext, Promise<GitLastUpdateOf>>();

/**
 * The last commit of each file of the site, for the content plugins' `showLastUpdateTime` and
 * `showLastUpdateAuthor`: call it once in `load`, then ask per file.
 */
export function gitLastUpdates(ctx: GitContext): Promise<GitLastUpdateOf> {
  if (ctx.command === 'dev') return lookup(ctx);
  let found = perBuild.get(ctx);
  if (!found) perBuild.set(ctx, (found = lookup(ctx)));
  return found;
}
