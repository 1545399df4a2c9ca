import { describe, expect, it } from 'vitest';
import { pageTitle, showsTitleHeading } from './page-title.ts';

describe('pageTitle', () => {
  it.each([
    // [case, front matter, content title, fallback, title]
    ['front matter first', { title: 'FM' }, 'Heading', 'file', 'FM'],
    ['then the first # heading', {}, 'Heading', 'file', 'Heading'],
    ['then the fallback (file name or id)', {}, undefined, 'file', 'file'],
    ['a blank front matter title does not count', { title: '  ' }, 'Heading', 'file', 'Heading'],
    ['a non-string front matter title does not count', { title: 42 }, undefined, 'file', 'file'],
    ['a blank heading does not count', {}, '', 'file', 'file'],
    ['hide_title changes no title', { hide_title: true }, undefined, 'file', 'file'],
    ['hide_title with a front matter title', { title: 'FM', hide_title: true }, undefined, 'file', 'FM'],
    ['no fallback: empty (the site title stands in)', {}, undefined, undefined, ''],
  ])('%s', (_case, frontMatter, contentTitle, fallback, title) => {
    expect(pageTitle({ frontMatter, contentTitle, fallback })).toBe(title);
  });
});

describe('showsTitleHeading', () => {
  it.each([
    // [case, front matter, content title, shown]
    ['no heading in the content: the theme adds one', { title: 'FM' }, undefined, true],
    ['the content shows its own heading', { title: 'FM' }, 'Heading', false],
    ['hide_title hides the added heading', { title: 'FM', hide_title: true }, undefined, false],
    ['hide_title leaves a Markdown heading alone (it is content)', { hide_title: true }, 'Heading', false],
    ['hide_title: false is not set', { hide_title: false }, undefined, true],
    ['a blank content title is none', {}, '', true],
  ])('%s', (_case, frontMatter, contentTitle, shown) => {
    expect(showsTitleHeading(frontMatter, contentTitle)).toBe(shown);
  });
});
