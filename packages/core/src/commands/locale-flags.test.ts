import { describe, expect, it } from 'vitest';
import { devLocales, expandLocaleFlags } from './locale-flags.ts';

describe('expandLocaleFlags', () => {
  it.each([
    [['build', '--locale', 'fr'], ['build', '--locale', 'fr']],
    [['build', '-l', 'fr', '--locale', 'ar'], ['build', '--locale', 'fr', '--locale', 'ar']],
    [['build', '--locale', 'fr', 'ar', '--out-dir', 'x'], ['build', '--locale', 'fr', '--locale', 'ar', '--out-dir', 'x']],
    [['build', 'site', '-l=ja'], ['build', 'site', '--locale', 'ja']],
    [['build', '--locale'], ['build', '--locale']],
    // start takes one locale per flag: what follows is the site folder, as in Docusaurus.
    [['start', '-l', 'fr', 'site'], ['start', '--locale', 'fr', 'site']],
    [['dev', '-l', 'fr', '--locale', 'ar'], ['dev', '--locale', 'fr', '--locale', 'ar']],
    [['start', 'site', '-l=ar', '-l', 'fr'], ['start', 'site', '--locale', 'ar', '--locale', 'fr']],
    [['start', '--locale'], ['start', '--locale']],
    [['serve', '-l', 'fr'], ['serve', '-l', 'fr']],
    // build --merge takes several folders, as --locale takes several locales.
    [['build', 'site', '--merge', 'b1', 'b2', '--out-dir', 'x'], ['build', 'site', '--merge', 'b1', '--merge', 'b2', '--out-dir', 'x']],
    [['build', '--merge=b1', '--merge', 'b2'], ['build', '--merge', 'b1', '--merge', 'b2']],
    [['dev', '--merge', 'b1', 'b2'], ['dev', '--merge', 'b1', 'b2']],
  ])('%j → %j', (args, expected) => {
    expect(expandLocaleFlags(['node', 'folio', ...args])).toEqual(['node', 'folio', ...expected]);
  });
});

describe('devLocales', () => {
  it.each([
    [false, undefined, {}],
    [false, ['fr'], { locale: 'fr' }],
    [false, ['fr', 'fr'], { locale: 'fr' }],
    [false, ['fr', 'ar'], { locales: ['fr', 'ar'] }],
    [false, ['en', 'fr', 'en'], { locales: ['en', 'fr'] }],
    [true, undefined, { locales: 'all' }],
    [true, [], { locales: 'all' }],
  ] as const)('--all-locales %s, --locale %j → %j', (all, named, expected) => {
    expect(devLocales(all, named ? [...named] : undefined)).toEqual(expected);
  });

  it('refuses --all-locales with --locale', () => {
    expect(devLocales(true, ['fr'])).toMatch(/--all-locales .* not both/);
  });
});
