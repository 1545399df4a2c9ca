/**
 * The URL a doc page is served at (its route path), which its canonical link, og:url and sitemap
 * entry name: Docusaurus's permalink, a doc standing for its folder keeping the folder's trailing
 * slash. Expected values printed by Docusaurus 3.10.2's getSlug (plugin-content-docs/lib/slug.js)
 * with the version path `/docs`, run from the installed package.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDoc } from './docs.ts';
import { normalizeDocsOptions, type Version } from './options.ts';
import { docRoutePath } from './routes.ts';

const version: Version = {
  name: 'current',
  label: 'Next',
  path: '/docs',
  contentPath: path.resolve('/site/docs'),
  contentPathRelative: 'docs',
  isLast: true,
  banner: 'none',
  badge: false,
  noIndex: false,
  className: 'docs-version-current',
};

describe('docRoutePath', () => {
  it.each<[string, Record<string, unknown>, string]>([
    ['guide/index.md', {}, '/docs/guide/'],
    ['guide/README.md', {}, '/docs/guide/'],
    ['guide/guide.md', {}, '/docs/guide/'],
    ['01-guide/01-guide.md', {}, '/docs/guide/'],
    ['a/b/index.mdx', {}, '/docs/a/b/'],
    ['index.md', {}, '/docs/'],
    ['guide/index.md', { id: 'overview' }, '/docs/guide/'],
    ['guide/setup.md', {}, '/docs/guide/setup'],
    ['guide/index.md', { slug: '/start' }, '/docs/start'],
    ['guide/index.md', { slug: 'start' }, '/docs/guide/start'],
    ['guide/setup.md', { slug: '/custom/' }, '/docs/custom/'],
  ])('%s %j → %s', (relativePath, frontMatter, expected) => {
    const doc = createDoc({ relativePath, frontMatter, source: path.join(version.contentPath, relativePath) }, { version, options: normalizeDocsOptions({}) });
    expect(docRoutePath(doc)).toBe(expected);
  });

  it('keeps the site root as it is', () => {
    const doc = createDoc({ relativePath: 'index.md', frontMatter: {}, source: path.join(version.contentPath, 'index.md') }, { version: { ...version, path: '/' }, options: normalizeDocsOptions({}) });
    expect(docRoutePath(doc)).toBe('/');
  });
});
