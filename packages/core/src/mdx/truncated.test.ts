import { describe, expect, it } from 'vitest';
import { truncatedSource, wantsTruncated } from './truncated.ts';

describe('truncatedSource', () => {
  it.each([
    ['an HTML comment marker', '---\ntitle: A\n---\nIntro.\n\n<!-- truncate -->\n\nMore.', '---\ntitle: A\n---\nIntro.\n\n'],
    ['a JSX comment marker', 'Intro.\n\n{/* truncate */}\n\nMore.', 'Intro.\n\n'],
    ['spaces inside the marker', 'Intro.<!--truncate-->More.', 'Intro.'],
    ['the first of two markers', 'A\n<!-- truncate -->\nB\n<!-- truncate -->\nC', 'A\n'],
    ['no marker: everything', 'All of it.', 'All of it.'],
  ])('%s', (_, source, expected) => {
    expect(truncatedSource(source)).toBe(expected);
  });
});

describe('wantsTruncated', () => {
  it.each([
    ['truncated=true', true],
    ['truncated=1', true],
    ['truncated=', false],
    ['other=true', false],
    ['', false],
  ])('%s', (query, expected) => {
    expect(wantsTruncated(query)).toBe(expected);
  });
});
