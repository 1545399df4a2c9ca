import { describe, expect, it } from 'vitest';
import { markdownLinkCandidates, resolveMarkdownLink } from './link-candidates.ts';

const PLACES = { file: '/site/docs/guides/setup.md', contentRoots: ['/site/docs'], siteDir: '/site' };

// Docusaurus 3.10.2, @docusaurus/utils' resolveMarkdownLinkPathname: which folders a link is tried from, in order.
describe('markdownLinkCandidates', () => {
  it.each([
    ['a bare path: the page folder first, then the content folder and the site folder', 'api/store.md', ['/site/docs/guides/api/store.md', '/site/docs/api/store.md', '/site/api/store.md']],
    ['a file name alone: its sibling wins over a file of the same name at the top', 'next.md', ['/site/docs/guides/next.md', '/site/docs/next.md', '/site/next.md']],
    ['./ only from the page folder', './next.md', ['/site/docs/guides/next.md']],
    ['../ only from the page folder', '../intro.md', ['/site/docs/intro.md']],
    ['/ from the content folder, then the site folder', '/intro.md', ['/site/docs/intro.md', '/site/intro.md']],
    ['@site/ from the site folder only', '@site/docs/intro.md', ['/site/docs/intro.md']],
  ])('%s', (_name, link, expected) => {
    expect(markdownLinkCandidates(link, PLACES)).toEqual(expected);
  });

  it('a page without a content folder (a blog post of a plugin that names none) tries the site folder', () => {
    expect(markdownLinkCandidates('/a.md', { ...PLACES, contentRoots: [] })).toEqual(['/site/a.md']);
  });
});

describe('resolveMarkdownLink', () => {
  // The site paths of the page files that exist (no base URL: the theme's Link adds it).
  const routes = new Map([
    ['/site/docs/guides/next.md', '/docs/guides/next'],
    ['/site/docs/next.md', '/docs/next'],
    ['/site/docs/intro.md', '/docs/intro'],
    ['/site/docs/guides/my page.md', '/docs/guides/my-page'],
  ]);
  const routeOf = (file: string) => routes.get(file);

  it.each([
    ['a sibling by its bare name, though the content folder has one of that name', 'next.md', '/docs/guides/next'],
    ['./ with its hash', './next.md#options', '/docs/guides/next#options'],
    ['../ with its query and hash', '../intro.md?tab=a#x', '/docs/intro?tab=a#x'],
    ['/ from the content folder', '/next.md', '/docs/next'],
    ['a percent-encoded name', './my%20page.md', '/docs/guides/my-page'],
    ['a file no page has', './gone.md', undefined],
    ['a bad escape, kept as written (and matching nothing)', './%E0%A4%A.md', undefined],
  ])('%s', (_name, url, expected) => {
    expect(resolveMarkdownLink(url, PLACES, routeOf)).toBe(expected);
  });
});
