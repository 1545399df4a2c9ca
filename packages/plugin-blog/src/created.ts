/**
 * The date of a post that nothing else dates (no `date` in its front matter, none in its path), as
 * Docusaurus takes it: the commit that added the file to git (under the name it had then), else the
 * file's birth time. A git
 * date is the same in every clone, so such a post's date (and the output) does not depend on when
 * the site was checked out.
 */
import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';

/**
 * PURE: `git log --diff-filter=AR --format=%x00%ct --name-status` output (newest commit first) →
 * file → when it was first added, following renames as Docusaurus's `git log --follow
 * --diff-filter=A` does: a post renamed since keeps the date its first name was added (a file
 * added again after a delete keeps its oldest).
 */
export function parseAddedTimes(output: string): Map<string, Date> {
  const commits: Array<{ time: Date; changes: string[][] }> = [];
  for (const chunk of output.split('\0').slice(1)) {
    const [stamp = '', ...lines] = chunk.split('\n');
    const seconds = Number(stamp.trim());
    if (!Number.isFinite(seconds) || stamp.trim() === '') continue;
    commits.push({ time: new Date(seconds * 1000), changes: lines.filter((line) => line.trim()).map((line) => line.split('\t')) });
  }
  const added = new Map<string, Date>();
  // Oldest first: a rename carries its source's date on to the new name.
  for (const { time, changes } of commits.reverse()) {
    for (const [status = '', from, to] of changes) {
      if (status === 'A' && from) {
        if (!added.has(from)) added.set(from, time);
      } else if (status.startsWith('R') && from && to) {
        added.set(to, added.get(from) ?? time);
      }
    }
  }
  return added;
}

/** Files under `dir` (relative to it, `/`-separated) → when git first saw them; empty when git cannot say. */
export function gitAddedTimes(dir: string): Map<string, Date> {
  const result = spawnSync('git', ['-c', 'core.quotePath=false', 'log', '--relative', '-M', '--diff-filter=AR', '--format=%x00%ct', '--name-status', '--', '.'], {
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
