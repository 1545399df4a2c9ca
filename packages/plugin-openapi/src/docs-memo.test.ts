import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoized, memoName } from './docs-memo.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('memoized', () => {
  it('makes the value again only when the inputs or a file it was made from changed', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'folio-api-memo-'));
    dirs.push(dir);
    const spec = path.join(dir, 'spec.json');
    const part = path.join(dir, 'part.json');
    writeFileSync(spec, '{"a":1}');
    writeFileSync(part, '{"b":1}');
    const memo = path.join(dir, 'cache', 'memo.json');
    let made = 0;
    const make = vi.fn(() => ({ docs: [{ relativePath: 'api/x.mdx', mdx: `# X ${++made}`, source: spec }], sidebar: [{ type: 'doc', id: 'api/x' }] }));
    const files = () => [spec, part, spec];
    const first = memoized(memo, { label: 'API' }, make, files);
    expect(memoized(memo, { label: 'API' }, make, files)).toEqual(first);
    expect(make).toHaveBeenCalledTimes(1);
    // Another input.
    memoized(memo, { label: 'Reference' }, make, files);
    expect(make).toHaveBeenCalledTimes(2);
    memoized(memo, { label: 'Reference' }, make, files);
    expect(make).toHaveBeenCalledTimes(2);
    // A file the spec refers to.
    writeFileSync(part, '{"b":2}');
    expect(memoized(memo, { label: 'Reference' }, make, files).docs[0]!.mdx).toBe('# X 3');
    // A file gone.
    rmSync(part);
    memoized(memo, { label: 'Reference' }, make, files);
    expect(make).toHaveBeenCalledTimes(4);
    // A memo that is not JSON is made again, not an error.
    writeFileSync(memo, '{ not json');
    memoized(memo, { label: 'Reference' }, make, files);
    expect(make).toHaveBeenCalledTimes(5);
  });
});

describe('memoName', () => {
  it.each([
    [['/s/spec.json', 'current', 'en'], ['/s/spec.json', 'current', 'en'], true],
    [['/s/spec.json', 'current', 'en'], ['/s/spec.json', '1.0', 'en'], false],
    [['/s/spec.json', 'current', 'en'], ['/s/spec.json', 'current', 'fr'], false],
    [['/s/spec.json', 'current', 'en'], ['/t/spec.json', 'current', 'en'], false],
  ])('%j and %j: one file %s', (a, b, same) => {
    expect(memoName(...(a as [string, string, string])) === memoName(...(b as [string, string, string]))).toBe(same);
  });
});
