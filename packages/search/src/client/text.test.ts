import { describe, expect, it } from 'vitest';
import { snippet } from './engine';
import { fold, tokenize } from './text';

describe('tokenize', () => {
  it('keeps each word\'s offsets in the original text when folding changes its length', () => {
    const text = 'Loading… the ﬁle Café';
    expect(fold(text).length).not.toBe(text.length);
    for (const token of tokenize(text)) expect(fold(text.slice(token.start, token.end))).toBe(token.term);
    expect(tokenize(text).map((token) => token.term)).toEqual(['loading', 'the', 'file', 'cafe']);
  });
});

describe('snippet', () => {
  it('shortens a text holding "…" to a window around the match, as any other text', () => {
    const tags = { pre: '<mark>', post: '</mark>', ellipsis: '…' };
    const words = Array.from({ length: 40 }, (_, i) => `w${i}`).join(' ');
    const text = `Wait… ${words} docker ${words}`;
    const value = snippet(text, new Set(['docker']), 1, 10, tags).value;
    expect(value).toContain('<mark>docker</mark>');
    expect(value.startsWith('…')).toBe(true);
    expect(value.endsWith('…')).toBe(true);
    expect(value.split(' ').length).toBeLessThanOrEqual(11);
  });
});
