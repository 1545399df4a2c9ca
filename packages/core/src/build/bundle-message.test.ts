import { describe, expect, it } from 'vitest';
import { firstLineOf } from './bundle.ts';

describe('firstLineOf', () => {
  it.each([
    ['Could not resolve "x" in a.js', 'Could not resolve "x" in a.js'],
    ["Transform failed with 1 error:\n\nFailed to load tsconfig 'x': Tsconfig not found", "Failed to load tsconfig 'x': Tsconfig not found"],
    ['Transform failed with 2 errors:\n\nfirst\nsecond', 'first'],
    ['Transform failed with 1 error:', 'Transform failed with 1 error:'],
  ])('%j → %j', (message, expected) => {
    expect(firstLineOf(message)).toBe(expected);
  });
});
