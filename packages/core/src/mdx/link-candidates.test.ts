import { describe, expect, it } from 'vitest';
import { markdownLinkCandidates } from './link-candidates.ts';

const FILE = '/site/docs/guides/setup.md';
const ROOTS = ['/site/docs', '/site'];

describe('markdownLinkCandidates', () => {
  it.each([
    ['a bare path: content folder, site folder, then the page folder', 'api/store.md', ['/site/docs/api/store.md', '/site/api/store.md', '/site/docs/guides/api/store.md']],
    ['./ only from the page folder', './next.md', ['/site/docs/guides/next.md']],
    ['../ only from the page folder', '../intro.md', ['/site/docs/intro.md']],
    ['/ only from the content and site folders', '/intro.md', ['/site/docs/intro.md', '/site/intro.md']],
    ['a file name alone', 'next.md', ['/site/docs/next.md', '/site/next.md', '/site/docs/guides/next.md']],
  ])('%s', (_name, link, expected) => {
    expect(markdownLinkCandidates(link, FILE, ROOTS)).toEqual(expected);
  });
});
