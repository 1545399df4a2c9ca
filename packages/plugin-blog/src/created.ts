/**
 * The date of a post that nothing else dates (no `date` in its front matter, none in its path), as
 * Docusaurus takes it: the commit that added the file to git, else the file's birth time. A git
 * date is the same in every clone, so such a post's date (and the output) does not depend on when
 * the site was checked out.
 */
import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';

/** PURE: `git log --diff-filter=A --format=%x00%ct --name-only` output → file → the oldest time it was added. */
export function parseAddedTimes(output: string): Map<string, Date> {
  const added = new Map<string, Date>();
  // Newest commit first: a later (older) entry for the same file replaces an earlier one.
  for (const chunk of output.split('\0').slice(1)) {
    const [stamp = '', ...files] = chunk.split('\n');
    const seconds = Number(stamp.trim());
    if (!Number.isFinite(seconds) || stamp.trim() === '') continue;
    for (const file of files) if (file.trim()) added.set(file, new Date(seconds * 1000));
  }
  return added;
}

/** Files under `dir` (relative to it, `/`-separated) → when git first saw them; empty when git cannot say. */
export function gitAddedTimes(dir: string): Map<string, Date> {
  const result = spawnSync('git', ['-c', 'core.quotePath=false', 'log', '--relative', '--diff-filter=A', '--format=%x00%ct', '--name-only', '--', '.'], {
    cwd: dir,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  if (result.error || result.status !== 0) return new Map();
  return parseAddedTimes(result.stdout);
}

/** A lookup of creation dates for the posts of `dir`: git asked once, when a post first needs it. */
export function creationDates(dir: string): (relativePath: string) => Date {
  let added: Map<string, Date> | undefined;
  return (relativePath) => {
    added ??= gitAddedTimes(dir);
    const fromGit = added.get(relativePath.split(path.sep).join('/'));
    if (fromGit) return fromGit;
    const stats = statSync(path.join(dir, relativePath));
    return stats.birthtimeMs > 0 ? stats.birthtime : stats.mtime;
  };
}
