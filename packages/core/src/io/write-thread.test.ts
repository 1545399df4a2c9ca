import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeChannel } from './write-thread.ts';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'folio-write-thread-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('writeChannel', () => {
  it('writes every file in order, making folders, and flush() waits for all of them', async () => {
    const dir = tempDir();
    const files = writeChannel();
    for (let i = 0; i < 300; i++) files.write(path.join(dir, `sub${i % 7}`, 'deeper', `f${i}.txt`), `content ${i}`);
    files.write(path.join(dir, 'bytes.bin'), new Uint8Array([1, 2, 3]));
    // Later writes of one file win.
    for (let i = 0; i < 5; i++) files.write(path.join(dir, 'same.txt'), `v${i}`);
    expect(await files.flush()).toEqual([]);
    for (let i = 0; i < 300; i++) expect(readFileSync(path.join(dir, `sub${i % 7}`, 'deeper', `f${i}.txt`), 'utf8')).toBe(`content ${i}`);
    expect([...readFileSync(path.join(dir, 'bytes.bin'))]).toEqual([1, 2, 3]);
    expect(readFileSync(path.join(dir, 'same.txt'), 'utf8')).toBe('v4');
  });

  it('writes a list of strings one after another, as their UTF-8 bytes, atomically or not', async () => {
    const dir = tempDir();
    const files = writeChannel();
    const parts = ['<p>Ledger…</p>', '', 'é'.repeat(70_000), '<b>\u{1F980}</b>\n'];
    files.write(path.join(dir, 'parts.html'), parts);
    files.write(path.join(dir, 'atomic', 'parts.html'), parts, { atomic: true });
    expect(await files.flush()).toEqual([]);
    expect(readFileSync(path.join(dir, 'parts.html'), 'utf8')).toBe(parts.join(''));
    expect(readFileSync(path.join(dir, 'atomic', 'parts.html'), 'utf8')).toBe(parts.join(''));
    expect(readdirSync(path.join(dir, 'atomic'))).toEqual(['parts.html']);
  });

  it('writes atomically on request, leaving no temporary file', async () => {
    const dir = tempDir();
    const files = writeChannel();
    for (let i = 0; i < 20; i++) files.write(path.join(dir, 'cache', `e${i}.js`), `entry ${i}`, { atomic: true });
    await files.flush();
    expect(readdirSync(path.join(dir, 'cache')).sort()).toEqual(Array.from({ length: 20 }, (_, i) => `e${i}.js`).sort());
  });

  it('copies a file into a folder it makes, and reports a copy whose source is gone', async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'chunk.js'), 'a=1;');
    const files = writeChannel();
    files.copy(path.join(dir, 'chunk.js'), path.join(dir, 'out', 'assets', 'chunk.js'));
    expect(await files.flush()).toEqual([]);
    expect(readFileSync(path.join(dir, 'out', 'assets', 'chunk.js'), 'utf8')).toBe('a=1;');
    // A link where asked for (the same file), a copy otherwise.
    files.copy(path.join(dir, 'chunk.js'), path.join(dir, 'out', 'linked.js'), { link: true });
    expect(await files.flush()).toEqual([]);
    expect(statSync(path.join(dir, 'out', 'linked.js')).ino).toBe(statSync(path.join(dir, 'chunk.js')).ino);
    expect(statSync(path.join(dir, 'out', 'assets', 'chunk.js')).ino).not.toBe(statSync(path.join(dir, 'chunk.js')).ino);
    files.copy(path.join(dir, 'gone.js'), path.join(dir, 'out', 'assets', 'gone.js'));
    const failures = await files.flush();
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ file: path.join(dir, 'out', 'assets', 'gone.js'), code: 'ENOENT' });
  });

  it("reports failures to the channel that wrote, once, and not to another channel", async () => {
    const dir = tempDir();
    const blocker = path.join(dir, 'not-a-folder');
    writeFileSync(blocker, 'x');
    const failing = writeChannel();
    const other = writeChannel();
    failing.write(path.join(blocker, 'a.txt'), 'a');
    other.write(path.join(dir, 'fine.txt'), 'fine');
    failing.write(path.join(dir, 'after.txt'), 'still written');
    expect(await other.flush()).toEqual([]);
    const failures = await failing.flush();
    expect(failures).toHaveLength(1);
    expect(failures[0]!.file).toBe(path.join(blocker, 'a.txt'));
    expect(failures[0]!.message).toMatch(/ENOTDIR|EEXIST/);
    expect(readFileSync(path.join(dir, 'after.txt'), 'utf8')).toBe('still written');
    expect(await failing.flush()).toEqual([]); // reported once
  });

  it('a channel that wrote nothing flushes at once', async () => {
    expect(await writeChannel().flush()).toEqual([]);
  });
});
