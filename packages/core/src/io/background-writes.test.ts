import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackgroundWrites } from './background-writes.ts';
import { log } from '../log.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  vi.restoreAllMocks();
});

describe('BackgroundWrites', () => {
  it('writes every file, creating folders, and flush() waits for all of them', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'folio-bg-'));
    dirs.push(dir);
    const writes = new BackgroundWrites();
    for (let i = 0; i < 100; i++) writes.write(path.join(dir, `sub${i % 3}`, `f${i}.txt`), `content ${i}`);
    await writes.flush();
    for (let i = 0; i < 100; i++) expect(readFileSync(path.join(dir, `sub${i % 3}`, `f${i}.txt`), 'utf8')).toBe(`content ${i}`);
    // No temporary file is left behind.
    expect(readdirSync(dir, { recursive: true }).filter((file) => String(file).endsWith('.tmp'))).toEqual([]);
    await writes.flush(); // nothing pending: resolves at once
  });

  it('the last write of a file wins', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'folio-bg-'));
    dirs.push(dir);
    const writes = new BackgroundWrites();
    const file = path.join(dir, 'same.txt');
    for (let i = 0; i < 20; i++) writes.write(file, `v${i}`);
    await writes.flush();
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, 'utf8')).toMatch(/^v\d+$/);
  });

  it('a failed write is a single warning, never an exception', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'folio-bg-'));
    dirs.push(dir);
    const blocker = path.join(dir, 'not-a-folder');
    writeFileSync(blocker, 'x');
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => {});
    const writes = new BackgroundWrites();
    for (let i = 0; i < 5; i++) writes.write(path.join(blocker, `f${i}.txt`), 'data');
    await writes.flush();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain('could not write the cache file');
  });
});
