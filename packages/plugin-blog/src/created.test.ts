import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { creationDates, parseAddedTimes } from './created.ts';

describe('parseAddedTimes', () => {
  it.each([
    ['', {}],
    ['\u00001700000000\n\nA\tnote.md\n', { 'note.md': '2023-11-14T22:13:20.000Z' }],
    // Newest first: the older commit that added a file again (after a delete) wins.
    ['\u00001700000100\n\nA\ta.md\nA\tb/index.md\n\u00001700000000\n\nA\ta.md\n', { 'a.md': '2023-11-14T22:13:20.000Z', 'b/index.md': '2023-11-14T22:15:00.000Z' }],
    // Renamed twice since it was added: the new name keeps the first add's date, as --follow finds it.
    ['\u00001700000200\n\nR087\tb.md\tc.md\n\u00001700000100\n\nR100\ta.md\tb.md\n\u00001700000000\n\nA\ta.md\n', { 'a.md': '2023-11-14T22:13:20.000Z', 'b.md': '2023-11-14T22:13:20.000Z', 'c.md': '2023-11-14T22:13:20.000Z' }],
    // Renamed from a name git never saw added here (outside the folder): the rename's date.
    ['\u00001700000100\n\nR100\tother.md\tnew.md\n', { 'new.md': '2023-11-14T22:15:00.000Z' }],
    ['\u0000not-a-time\n\nA\tx.md\n', {}],
  ])('%j', (output, expected) => {
    expect(Object.fromEntries([...parseAddedTimes(output)].map(([file, date]) => [file, date.toISOString()]))).toEqual(expected);
  });
});

describe('creationDates', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'folio-created-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const git = (...args: string[]) => spawnSync('git', args, { cwd: root, encoding: 'utf8', env: { ...process.env, GIT_AUTHOR_DATE: '2021-05-06T07:08:09Z', GIT_COMMITTER_DATE: '2021-05-06T07:08:09Z', GIT_AUTHOR_NAME: 'T', GIT_AUTHOR_EMAIL: 't@example.com', GIT_COMMITTER_NAME: 'T', GIT_COMMITTER_EMAIL: 't@example.com' } });

  it("takes the commit that added a post, in every clone alike; an untracked post's birth time otherwise", () => {
    const blog = path.join(root, 'site', 'blog');
    mkdirSync(path.join(blog, 'deep'), { recursive: true });
    writeFileSync(path.join(blog, 'deep', 'undated.md'), '# Undated\n');
    expect(git('init', '-q').status).toBe(0);
    expect(git('add', '.').status).toBe(0);
    expect(git('commit', '-q', '-m', 'add').status).toBe(0);
    writeFileSync(path.join(blog, 'fresh.md'), '# Not committed\n');
    const created = creationDates(blog);
    expect(created(path.join('deep', 'undated.md')).toISOString()).toBe('2021-05-06T07:08:09.000Z');
    expect(Math.abs(created('fresh.md').getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('a post renamed since keeps the date it was first added, as Docusaurus (git log --follow) gives it', () => {
    const blog = path.join(root, 'site', 'blog');
    const at = (date: string, ...args: string[]) => spawnSync('git', args, { cwd: root, encoding: 'utf8', env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date, GIT_AUTHOR_NAME: 'T', GIT_AUTHOR_EMAIL: 't@example.com', GIT_COMMITTER_NAME: 'T', GIT_COMMITTER_EMAIL: 't@example.com' } });
    writeFileSync(path.join(blog, 'first-name.md'), '# A post that moves\n\nWith enough text that git sees the rename as one.\n');
    expect(at('2022-01-02T03:04:05Z', 'add', '.').status).toBe(0);
    expect(at('2022-01-02T03:04:05Z', 'commit', '-q', '-m', 'add a post').status).toBe(0);
    mkdirSync(path.join(blog, 'moved'), { recursive: true });
    expect(at('2023-06-07T08:09:10Z', 'mv', path.join('site', 'blog', 'first-name.md'), path.join('site', 'blog', 'moved', 'second-name.md')).status).toBe(0);
    expect(at('2023-06-07T08:09:10Z', 'commit', '-q', '-m', 'move it').status).toBe(0);
    expect(creationDates(blog)(path.join('moved', 'second-name.md')).toISOString()).toBe('2022-01-02T03:04:05.000Z');
  });

  it('outside a git repository, a file time', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'folio-created-nogit-'));
    writeFileSync(path.join(dir, 'a.md'), 'x');
    expect(Math.abs(creationDates(dir)('a.md').getTime() - Date.now())).toBeLessThan(60_000);
    rmSync(dir, { recursive: true, force: true });
  });
});
