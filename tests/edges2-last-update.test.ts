/**
 * `showLastUpdateTime` / `showLastUpdateAuthor` of the docs and the blog, as Docusaurus 3.10.2
 * shows them (utils' readLastUpdateData and gitUtils, theme-classic's LastUpdated), on
 * tests/fixtures/edges2-last-update made a git repository here with fixed dates and authors:
 *  - a doc and a post show "Last updated on <date> by <author>" of their file's last commit (its
 *    committer date, in UTC: `Mar 4, 2023` for 23:30 UTC whatever the machine's zone);
 *  - front matter `last_update` wins, field by field;
 *  - a file git does not know shows nothing, with one warning; so does every file without git
 *    or outside any repository, and the build passes;
 *  - the whole build runs ONE `git log` (none when the cached history is still right), and a new
 *    commit is seen by the next build;
 *  - two builds (another clone, another time zone) are byte-identical.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copySite, describeRun, FIXTURES, hashTree, makeTempDir, removeTempDirs, runFolio, type CliResult } from '../packages/core/test/helpers.ts';

const FIXTURE = path.join(FIXTURES, 'edges2-last-update');

/** git with no system or user configuration, as a given author at a given committer date. */
function git(cwd: string, args: string[], as?: { name: string; authored: string; committed: string }): string {
  const who = as ? { GIT_AUTHOR_NAME: as.name, GIT_AUTHOR_EMAIL: 'a@example.com', GIT_COMMITTER_NAME: as.name, GIT_COMMITTER_EMAIL: 'a@example.com', GIT_AUTHOR_DATE: as.authored, GIT_COMMITTER_DATE: as.committed } : {};
  const result = spawnSync('git', ['-c', 'commit.gpgsign=false', ...args], { cwd, encoding: 'utf8', env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null', ...who } });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${result.stderr}`);
  return result.stdout;
}

/** A copy of the fixture in a repository of two commits: everything by Ada, then setup.md and the post by Bo. */
function repository(label: string): string {
  const site = copySite(FIXTURE, label);
  git(site, ['init', '-q', '-b', 'main']);
  git(site, ['add', '.']);
  // Authored earlier than committed: Docusaurus (and Folio) date a change by its commit.
  git(site, ['commit', '-q', '-m', 'First'], { name: 'Ada Lovelace', authored: '2023-01-01T10:00:00Z', committed: '2023-03-04T23:30:00Z' });
  writeFileSync(path.join(site, 'docs/guide/setup.md'), `${readFileSync(path.join(site, 'docs/guide/setup.md'), 'utf8')}\nMore.\n`);
  writeFileSync(path.join(site, 'blog/2024-01-01-news.md'), `${readFileSync(path.join(site, 'blog/2024-01-01-news.md'), 'utf8')}\nMore.\n`);
  git(site, ['commit', '-q', '-am', 'Second'], { name: 'Bo Beta', authored: '2023-05-06T01:00:00Z', committed: '2024-02-29T23:59:59Z' });
  return site;
}

/** A folder with a `git` that writes each call's command (`log`, `rev-parse`) to `log`, then runs the real one. */
function countingGit(log: string): string {
  const bin = makeTempDir('edges2-git-bin');
  const real = spawnSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).stdout.trim();
  const script = [
    '#!/bin/sh',
    'skip=',
    'for a in "$@"; do',
    '  if [ -n "$skip" ]; then skip=; continue; fi',
    '  if [ "$a" = "-c" ]; then skip=1; continue; fi',
    `  echo "$a" >> '${log}'`,
    '  break',
    'done',
    `exec '${real}' "$@"`,
  ];
  writeFileSync(path.join(bin, 'git'), `${script.join('\n')}\n`);
  chmodSync(path.join(bin, 'git'), 0o755);
  return bin;
}

async function build(site: string, env: Record<string, string | undefined> = {}): Promise<CliResult> {
  const result = await runFolio(['build', site], { timeoutMs: 120_000, env });
  if (result.code !== 0) throw new Error(`the build failed:\n${describeRun(result)}`);
  return result;
}

const page = (site: string, route: string) => readFileSync(path.join(site, 'build', route, 'index.html'), 'utf8');

/** The page's last-update line: its text, and the instant its <time> names. */
function lastUpdated(html: string): { text: string; dateTime: string | null } | null {
  const span = /<span class="theme-last-updated">([\s\S]*?)<\/span>/.exec(html)?.[1];
  if (span === undefined) return null;
  return { text: span.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ''), dateTime: /<time dateTime="([^"]+)"/i.exec(span)?.[1] ?? null };
}

let site = '';
let first: CliResult;
let countingPath = '';
let callLog = '';
const calls = () => {
  try {
    return readFileSync(callLog, 'utf8').split('\n').filter(Boolean);
  } catch {
    return [];
  }
};

beforeAll(async () => {
  site = repository('edges2-last-update');
  // A file added after the commits: git knows nothing of it.
  writeFileSync(path.join(site, 'docs/untracked.md'), '# Untracked\n\nNever committed.\n');
  callLog = path.join(makeTempDir('edges2-git-log'), 'calls.log');
  countingPath = `${countingGit(callLog)}${path.delimiter}${process.env.PATH}`;
  first = await build(site, { PATH: countingPath, TZ: 'UTC' });
}, 180_000);

afterAll(() => removeTempDirs());

describe('the last update of a doc and a post, from git', () => {
  it.each([
    ['a doc committed once: its commit (23:30 UTC is still Mar 4)', '', 'Last updated on Mar 4, 2023 by Ada Lovelace', '2023-03-04T23:30:00.000Z'],
    ['a doc changed by a later commit: its committer date, not its author date', 'guide/setup', 'Last updated on Feb 29, 2024 by Bo Beta', '2024-02-29T23:59:59.000Z'],
    ['a post changed by a later commit', 'blog/2024/01/01/news', 'Last updated on Feb 29, 2024 by Bo Beta', '2024-02-29T23:59:59.000Z'],
    ["front matter's date, git's author", 'fm-date', 'Last updated on May 1, 2020 by Ada Lovelace', '2020-05-01T00:00:00.000Z'],
    ["git's date, front matter's author", 'fm-author', 'Last updated on Mar 4, 2023 by Front Matter Writer', '2023-03-04T23:30:00.000Z'],
  ])('%s', (_name, route, text, dateTime) => {
    expect(lastUpdated(page(site, route))).toEqual({ text, dateTime });
  });

  it('a file git does not know shows none, and the build says so once', () => {
    expect(lastUpdated(page(site, 'untracked'))).toBeNull();
    const warnings = first.stderr.split('\n').filter((line) => line.includes('no commit in git'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('docs/untracked.md');
  });
});

describe('reading git', () => {
  it('the build ran one `git log` (and one `git rev-parse`), not one per file', () => {
    expect(calls()).toEqual(['rev-parse', 'log']);
  });

  it('a second build reads the cached history (no `git log`); a new commit is read by the next build', async () => {
    const before = calls().length;
    await build(site, { PATH: countingPath });
    expect(calls().slice(before)).toEqual(['rev-parse']);
    writeFileSync(path.join(site, 'docs/intro.md'), `${readFileSync(path.join(site, 'docs/intro.md'), 'utf8')}\nEdited.\n`);
    git(site, ['commit', '-q', '-am', 'Third'], { name: 'Cy Cole', authored: '2025-01-02T00:00:00Z', committed: '2025-01-02T00:00:00Z' });
    const after = calls().length;
    await build(site, { PATH: countingPath });
    expect(calls().slice(after)).toEqual(['rev-parse', 'log']);
    expect(lastUpdated(page(site, ''))).toEqual({ text: 'Last updated on Jan 2, 2025 by Cy Cole', dateTime: '2025-01-02T00:00:00.000Z' });
  }, 180_000);
});

describe('the same everywhere', () => {
  it('a clone built in another time zone gives byte-identical output', async () => {
    const a = repository('edges2-last-update-a');
    const b = makeTempDir('edges2-last-update-b');
    git(path.dirname(b), ['clone', '-q', a, b]);
    copyFileSync(path.join(site, 'docs/untracked.md'), path.join(a, 'docs/untracked.md'));
    copyFileSync(path.join(site, 'docs/untracked.md'), path.join(b, 'docs/untracked.md'));
    await build(a, { TZ: 'UTC' });
    await build(b, { TZ: 'Pacific/Kiritimati' });
    expect(lastUpdated(page(b, ''))).toEqual({ text: 'Last updated on Mar 4, 2023 by Ada Lovelace', dateTime: '2023-03-04T23:30:00.000Z' });
    expect(hashTree(path.join(b, 'build'))).toEqual(hashTree(path.join(a, 'build')));
  }, 240_000);
});

describe('without git', () => {
  it.each([
    ['outside any repository', 'the site is in no git repository', (dir: string) => ({ GIT_CEILING_DIRECTORIES: path.dirname(dir) })],
    ['git not installed', 'git is not installed', () => ({ PATH: makeTempDir('edges2-empty-path') })],
  ])('%s: the build passes, pages show only what front matter gives, one warning', async (_name, why, env) => {
    const dir = copySite(FIXTURE, 'edges2-last-update-no-git');
    const result = await build(dir, env(dir));
    expect(lastUpdated(page(dir, ''))).toBeNull();
    expect(lastUpdated(page(dir, 'fm-date'))).toEqual({ text: 'Last updated on May 1, 2020', dateTime: '2020-05-01T00:00:00.000Z' });
    expect(lastUpdated(page(dir, 'fm-author'))).toEqual({ text: 'Last updated by Front Matter Writer', dateTime: null });
    expect(result.stderr.split('\n').filter((line) => line.includes(why))).toHaveLength(1);
  }, 120_000);
});
