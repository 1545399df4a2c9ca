/**
 * The order of Docusaurus's theme folders (theme-chain.ts): a later plugin or theme shadows an
 * earlier one (@docusaurus/core's loadThemeAliases), the lifecycle's themes merged in at their places.
 */
import { describe, expect, it } from 'vitest';
import { compareRanks } from '../lifecycle-entry.ts';
import { rankedChain, withPluginThemes, type DocusaurusTheme, type RankedThemePath } from './theme-chain.ts';

describe('compareRanks', () => {
  it.each([
    [[0, 5, 9], [1, 0, 0], -1],
    [[1, 1, 0], [1, 0, 0], 1],
    [[2, 3], [2, 3], 0],
    [[3, 0], [2, 9], 1],
    [[-1], [0, 0, 0], -1],
    // A shorter rank is a prefix: it comes first.
    [[1], [1, 0], -1],
  ])('%j vs %j', (a, b, sign) => {
    expect(Math.sign(compareRanks(a, b))).toBe(sign);
  });
});

const at = (dir: string, ...rank: number[]): RankedThemePath => ({ dir, rank });

describe('rankedChain', () => {
  it.each<[string, RankedThemePath[], string[]]>([
    ['the config\'s themes over the presets\' themes over the presets\' plugins, the fallbacks last', [at('fallback', -1), at('classic', 1, 0, 0), at('config-theme', 3, 0), at('preset-plugin', 0, 1, 0), at('config-plugin', 2, 0)], ['config-theme', 'config-plugin', 'classic', 'preset-plugin', 'fallback']],
    ['a preset written after the classic one: its themes over classic', [at('classic', 1, 0, 0), at('redoc', 1, 1, 0)], ['redoc', 'classic']],
    ['a preset written before the classic one: classic over its themes', [at('classic', 1, 1, 0), at('redoc', 1, 0, 0)], ['classic', 'redoc']],
    ['later config themes first', [at('a', 3, 0), at('b', 3, 1), at('c', 3, 2)], ['c', 'b', 'a']],
    ['a folder given twice is kept once, at its higher place', [at('lib', 3, 1), at('other', 3, 0), at('lib', 3, 1)], ['lib', 'other']],
  ])('%s', (_, entries, expected) => {
    expect(rankedChain(entries).map((entry) => entry.dir)).toEqual(expected);
  });
});

describe('withPluginThemes', () => {
  const theme = { themePaths: ['mermaid', 'classic', 'fallback'], rankedThemePaths: [at('mermaid', 3, 1), at('classic', 1, 0, 0), at('fallback', -1)] } as DocusaurusTheme;

  it('places each lifecycle folder by its rank, and keeps the theme as it was when there is none', () => {
    expect(withPluginThemes(theme, [at('search-local', 3, 0), at('redoc', 1, 1, 0), at('plugin', 2, 0)]).themePaths).toEqual(['mermaid', 'search-local', 'plugin', 'redoc', 'classic', 'fallback']);
    expect(withPluginThemes(theme, [])).toBe(theme);
  });

  it('a lifecycle theme whose folder the chain already has (a lib/theme found by name) is given once, at its place', () => {
    expect(withPluginThemes(theme, [at('mermaid', 3, 1)]).themePaths).toEqual(['mermaid', 'classic', 'fallback']);
  });
});
