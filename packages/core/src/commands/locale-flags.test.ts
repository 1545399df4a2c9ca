import { describe, expect, it } from 'vitest';
import { expandLocaleFlags } from './locale-flags.ts';

describe('expandLocaleFlags', () => {
  it.each([
    [['build', '--locale', 'fr'], ['build', '--locale', 'fr']],
    [['build', '-l', 'fr', '--locale', 'ar'], ['build', '--locale', 'fr', '--locale', 'ar']],
    [['build', '--locale', 'fr', 'ar', '--out-dir', 'x'], ['build', '--locale', 'fr', '--locale', 'ar', '--out-dir', 'x']],
    [['build', 'site', '-l=ja'], ['build', 'site', '--locale', 'ja']],
    [['build', '--locale'], ['build', '--locale']],
    [['start', '-l', 'fr', 'site'], ['start', '-l', 'fr', 'site']],
  ])('%j → %j', (args, expected) => {
    expect(expandLocaleFlags(['node', 'folio', ...args])).toEqual(['node', 'folio', ...expected]);
  });
});
