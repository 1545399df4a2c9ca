import { describe, expect, it } from 'vitest';
import { pageKind, pagePermalink } from './permalink.ts';

describe('pagePermalink', () => {
  it.each([
    ['index.js', '/', '/'],
    ['index.tsx', '/', '/'],
    ['foo.js', '/', '/foo'],
    ['foo.md', '/', '/foo'],
    ['foo/index.md', '/', '/foo/'],
    ['foo/bar.mdx', '/', '/foo/bar'],
    ['foo/bar/index.jsx', '/', '/foo/bar/'],
    ['markdown-page.md', '/', '/markdown-page'],
    ['indexes.md', '/', '/indexes'],
    ['foo/index.md', '/extra', '/extra/foo/'],
    ['index.ts', '/extra', '/extra/'],
    ['bar.tsx', '/extra/', '/extra/bar'],
  ])('%s under %s → %s', (file, base, expected) => {
    expect(pagePermalink(file, base)).toBe(expected);
  });
});

describe('pageKind', () => {
  it.each([
    ['index.js', 'component'],
    ['a/b.tsx', 'component'],
    ['page.jsx', 'component'],
    ['page.ts', 'component'],
    ['page.md', 'markdown'],
    ['page.mdx', 'markdown'],
    ['types.d.ts', undefined],
    ['styles.module.css', undefined],
    ['data.json', undefined],
  ])('%s is %s', (file, kind) => {
    expect(pageKind(file)).toBe(kind);
  });
});
