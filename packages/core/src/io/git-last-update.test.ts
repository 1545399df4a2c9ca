import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseGitLog } from './git-last-update.ts';

/** `git log --format=%x1e%ct%x00%an --name-only -z` as git prints it: `\x1e<seconds>\0<author>\0\n<file>\0<file>\0…`. */
const commit = (seconds: number, author: string, files: string[]) => `\x1e${seconds}\0${author}\0${files.length ? `\n${files.join('\0')}\0` : ''}`;

describe('parseGitLog', () => {
  it.each([
    ['no commits', '', {}],
    ['one commit, two files', commit(100, 'Ada', ['a.md', 'docs/b.md']), { 'a.md': [100_000, 'Ada'], 'docs/b.md': [100_000, 'Ada'] }],
    ['newest first: a file keeps its newest commit', commit(300, 'Bo', ['a.md']) + commit(100, 'Ada', ['a.md', 'b.md']), { 'a.md': [300_000, 'Bo'], 'b.md': [100_000, 'Ada'] }],
    ['a newer committer date listed later (history order is not date order) still wins', commit(100, 'Ada', ['a.md']) + commit(300, 'Bo', ['a.md']), { 'a.md': [300_000, 'Bo'] }],
    ['equal dates: the first listed', commit(200, 'Bo', ['a.md']) + commit(200, 'Ada', ['a.md']), { 'a.md': [200_000, 'Bo'] }],
    ['a merge without files between commits', commit(300, 'Merger', []) + commit(200, 'Bo', ['a.md']), { 'a.md': [200_000, 'Bo'] }],
    ['names with commas, spaces, quotes, tabs and non-ASCII, as -z keeps them', commit(100, 'Ada, Jr', ['docs/café "x".md', 'a\tb.md', 'ünï/cödé.mdx']), { 'docs/café "x".md': [100_000, 'Ada, Jr'], 'a\tb.md': [100_000, 'Ada, Jr'], 'ünï/cödé.mdx': [100_000, 'Ada, Jr'] }],
  ])('%s', (_name, output, expected) => {
    expect(Object.fromEntries([...parseGitLog(output)].map(([file, update]) => [file, [update.timestamp, update.author]]))).toEqual(expected);
  });
});

describe('parseGitLog on what git prints', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'folio-git-log-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const git = (args: string[], name = 'Ada Lovelace', date = '2023-03-04T23:30:00Z') =>
    spawnSync('git', ['-c', 'commit.gpgsign=false', ...args], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null', GIT_AUTHOR_NAME: name, GIT_AUTHOR_EMAIL: 'a@x', GIT_COMMITTER_NAME: name, GIT_COMMITTER_EMAIL: 'a@x', GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
    });

  it('reads a real history: renames, names git would quote, a merge', () => {
    git(['init', '-q', '-b', 'main']);
    writeFileSync(path.join(dir, 'a.md'), 'a\n');
    writeFileSync(path.join(dir, 'café x.md'), 'c\n');
    git(['add', '.']);
    git(['commit', '-q', '-m', 'one']);
    git(['checkout', '-q', '-b', 'side']);
    writeFileSync(path.join(dir, 'a.md'), 'a\nb\n');
    git(['commit', '-q', '-am', 'two'], 'Bo, Jr', '2024-02-29T23:59:59Z');
    git(['checkout', '-q', 'main']);
    git(['mv', 'café x.md', 'renamed é.md']);
    git(['commit', '-q', '-m', 'three'], 'Cy', '2024-01-01T00:00:00Z');
    git(['merge', '-q', '--no-ff', '-m', 'merge', 'side'], 'Dee', '2024-03-01T00:00:00Z');
    const log = git(['-c', 'log.showSignature=false', 'log', '--format=%x1e%ct%x00%an', '--name-only', '-z']).stdout;
    const files = Object.fromEntries([...parseGitLog(log)].map(([file, update]) => [file, [new Date(update.timestamp).toISOString(), update.author]]));
    expect(files).toEqual({
      'a.md': ['2024-02-29T23:59:59.000Z', 'Bo, Jr'],
      'renamed é.md': ['2024-01-01T00:00:00.000Z', 'Cy'],
      'café x.md': ['2023-03-04T23:30:00.000Z', 'Ada Lovelace'],
    });
  });
});
