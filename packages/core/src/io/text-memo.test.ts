import { describe, expect, it } from 'vitest';
import { TextMemo } from './text-memo.ts';
import { ownText } from './text-file.ts';

describe('TextMemo', () => {
  it('computes once per text and hands out copies', () => {
    const memo = new TextMemo<{ n: number[] }>(10);
    let calls = 0;
    const first = memo.get('a', () => ({ n: [++calls] }));
    first.n.push(99);
    const second = memo.get('a', () => ({ n: [++calls] }));
    expect(calls).toBe(1);
    expect(second).toEqual({ n: [1] });
    expect(memo.get('b', () => ({ n: [++calls] }))).toEqual({ n: [2] });
  });

  it('hands out a copy the first time too, so no value shares memory with the text it came from', () => {
    const memo = new TextMemo<{ title: string }>(10);
    const computed = { title: 'T' };
    const first = memo.get('title: T', () => computed);
    expect(first).toEqual(computed);
    expect(first).not.toBe(computed);
  });

  it('stores nothing when the computation throws', () => {
    const memo = new TextMemo<number>(10);
    expect(() => memo.get('x', () => { throw new Error('bad'); })).toThrow('bad');
    expect(memo.get('x', () => 7)).toBe(7);
  });

  it('empties itself past its limit', () => {
    const memo = new TextMemo<number>(2);
    let calls = 0;
    memo.get('a', () => ++calls);
    memo.get('b', () => ++calls);
    memo.get('c', () => ++calls); // clears a and b
    memo.get('a', () => ++calls);
    expect(calls).toBe(4);
  });
});

describe('ownText', () => {
  it.each([
    ['plain text', 'title: Hello'],
    ['astral characters', 'emoji 😀 and 𝔘'],
    ['a lone surrogate', 'broken \ud800 pair'],
    ['nothing', ''],
  ])('copies %s exactly', (_name, text) => {
    expect(ownText(`x${text}`.slice(1))).toBe(text);
  });
});
