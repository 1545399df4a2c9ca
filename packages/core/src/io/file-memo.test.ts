import { describe, expect, it } from 'vitest';
import { FileMemo } from './file-memo.ts';

describe('FileMemo', () => {
  it('remembers a value per file while its stamp stays the same', () => {
    const memo = new FileMemo<number | undefined>(10);
    memo.set('/a', '1', undefined);
    expect(memo.get('/a', '1')).toEqual({ value: undefined });
    expect(memo.get('/a', '2')).toBeUndefined();
    memo.set('/a', '2', 5);
    expect(memo.get('/a', '2')).toEqual({ value: 5 });
    expect(memo.get('/a', '1')).toBeUndefined();
  });

  it('forgets the oldest file past its limit', () => {
    const memo = new FileMemo<string>(2);
    memo.set('/a', 's', 'a');
    memo.set('/b', 's', 'b');
    memo.set('/a', 't', 'a2'); // updated: now the newest
    memo.set('/c', 's', 'c');
    expect(memo.get('/b', 's')).toBeUndefined();
    expect(memo.get('/a', 't')).toEqual({ value: 'a2' });
    expect(memo.get('/c', 's')).toEqual({ value: 'c' });
  });
});
