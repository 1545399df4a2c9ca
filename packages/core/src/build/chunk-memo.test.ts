import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ChunkMemo, memoKey } from './chunk-memo.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A cache folder and a previous output holding `assets/a-1.js` (5 bytes). */
function setUp() {
  const root = mkdtempSync(path.join(tmpdir(), 'folio-chunk-memo-'));
  dirs.push(root);
  const out = path.join(root, 'build');
  mkdirSync(path.join(out, 'assets'), { recursive: true });
  writeFileSync(path.join(out, 'assets/a-1.js'), 'a=1;\n');
  return { file: path.join(root, 'cache/chunks.json'), out };
}

describe('memoKey', () => {
  it.each([
    ['a.md', 'x', 'a.md', 'x', true],
    ['a.md', 'x', 'b.md', 'x', false],
    ['a.md', 'x', 'a.md', 'y', false],
    ['a.m', 'd\0x', 'a.md', 'x', false],
  ])('(%j, %j) and (%j, %j): same key %s', (stemA, codeA, stemB, codeB, same) => {
    expect(memoKey(stemA, codeA) === memoKey(stemB, codeB)).toBe(same);
  });
});

describe('ChunkMemo', () => {
  it('gives back what the last build made, while the previous output has the chunk at its size', () => {
    const { file, out } = setUp();
    const first = new ChunkMemo(file, out);
    expect(first.get('k1')).toBeUndefined();
    first.set('k1', { file: 'assets/a-1.js', size: 5 });
    first.set('k2', null);
    first.set('k3', { file: 'assets/gone-2.js', size: 9 });
    first.save();
    const second = new ChunkMemo(file, out);
    expect(second.get('k1')).toEqual({ file: 'assets/a-1.js', size: 5, from: out });
    expect(second.get('k2')).toBeNull();
    expect(second.get('k3')).toBeUndefined(); // not in the previous output: made again
    second.save();
    // Only what the build used is kept.
    const third = new ChunkMemo(file, out);
    expect(third.get('k1')).toEqual({ file: 'assets/a-1.js', size: 5, from: out });
    expect(third.get('k3')).toBeUndefined();
  });

  it("a shard's build into another folder finds the chunks in the folder the memo's build wrote; another build does not look there", () => {
    const { file, out } = setUp();
    const first = new ChunkMemo(file, out);
    first.set('k1', { file: 'assets/a-1.js', size: 5 });
    first.save();
    const elsewhere = path.join(path.dirname(out), 'shard-2');
    expect(new ChunkMemo(file, elsewhere).get('k1')).toBeUndefined();
    const second = new ChunkMemo(file, elsewhere, true);
    expect(second.get('k1')).toEqual({ file: 'assets/a-1.js', size: 5, from: out });
    second.save();
    // That build wrote shard-2 (which holds nothing here): the next looks there and in its own folder, not in build/ any more.
    expect(new ChunkMemo(file, path.join(path.dirname(out), 'shard-3'), true).get('k1')).toBeUndefined();
  });

  it('makes a chunk again when the previous output has it at another size (edited by hand)', () => {
    const { file, out } = setUp();
    const first = new ChunkMemo(file, out);
    first.set('k1', { file: 'assets/a-1.js', size: 5 });
    first.save();
    writeFileSync(path.join(out, 'assets/a-1.js'), 'alert(1);\n');
    expect(new ChunkMemo(file, out).get('k1')).toBeUndefined();
  });

  it('starts afresh from a memo that is not JSON, or of another fingerprint', () => {
    const { file, out } = setUp();
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, '{ not json');
    expect(new ChunkMemo(file, out).get('k1')).toBeUndefined();
    writeFileSync(file, JSON.stringify({ fingerprint: 'another', entries: { k1: ['assets/a-1.js', 5] } }));
    expect(new ChunkMemo(file, out).get('k1')).toBeUndefined();
  });
});
