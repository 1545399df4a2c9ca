import { describe, expect, it } from 'vitest';
import { firstLineOf, onLog } from './bundle.ts';

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

describe('onLog', () => {
  it.each([
    ['MODULE_LEVEL_DIRECTIVE', false],
    ['PLUGIN_TIMINGS', false],
    ['UNRESOLVED_IMPORT', true],
    [undefined, true],
  ])('%s is passed on: %s', (code, passed) => {
    const seen: unknown[] = [];
    onLog('warn', { code }, (_level, entry) => seen.push(entry));
    expect(seen.length === 1).toBe(passed);
  });
});
