/** Folio's blog props in Docusaurus's blog plugin's shapes (blog-data.ts). */
import { describe, expect, it } from 'vitest';
import type { BlogAuthor, BlogPostMeta } from '@folio/plugin-blog/contract';
import { archiveProp, blogMetadata, docusaurusAuthor, docusaurusTag, paginatedMetadata, postAssets, postMetadata, sidebarProp, tagModule, tagsListItems } from './blog-data.ts';

const slorber: BlogAuthor = {
  key: 'slorber',
  name: 'Sébastien Lorber',
  title: 'Docusaurus maintainer',
  url: 'https://sebastienlorber.com',
  imageURL: 'https://github.com/slorber.png',
  email: null,
  socials: { x: 'https://x.com/sebastienlorber' },
  page: { permalink: '/blog/authors/all-sebastien-lorber-articles' },
};
const inline: BlogAuthor = { key: null, name: 'Someone', title: null, url: null, imageURL: null, email: null, socials: {}, page: null };

const meta: BlogPostMeta = {
  permalink: '/blog/welcome',
  title: 'Welcome',
  description: 'Here are a few tips',
  date: '2021-08-26T00:00:00.000Z',
  readingTime: 0.87,
  authors: [slorber],
  tags: [{ label: 'Hello', permalink: '/blog/tags/hello', description: 'Hello tag description' }],
  hasTruncateMarker: true,
  unlisted: false,
  image: null,
  keywords: [],
  lastUpdate: null,
  editUrl: 'https://github.com/x/y/blog/welcome.mdx',
};

describe('authors and tags', () => {
  it.each([
    [
      'from authors.yml: every field it has, its key and page',
      slorber,
      { key: 'slorber', name: 'Sébastien Lorber', title: 'Docusaurus maintainer', url: 'https://sebastienlorber.com', imageURL: 'https://github.com/slorber.png', socials: { x: 'https://x.com/sebastienlorber' }, page: { permalink: '/blog/authors/all-sebastien-lorber-articles' } },
    ],
    ['inline: no key, no page, null fields absent', inline, { key: null, name: 'Someone', socials: {}, page: null }],
    ['with a count (AuthorItemProp)', { ...inline, key: 'k', count: 3 }, { key: 'k', name: 'Someone', socials: {}, page: null, count: 3 }],
  ])('%s', (_, author, expected) => {
    expect(docusaurusAuthor(author)).toEqual(expected);
  });

  it.each([
    ['with a description', { label: 'A', permalink: '/t/a', description: 'about A' }, { label: 'A', permalink: '/t/a', description: 'about A' }],
    ['without', { label: 'B', permalink: '/t/b', description: null }, { label: 'B', permalink: '/t/b' }],
  ])('a tag %s', (_, tag, expected) => {
    expect(docusaurusTag(tag)).toEqual(expected);
  });
});

describe('postMetadata', () => {
  it.each([
    [
      'a post page: its front matter, neighbours as prevItem (newer) and nextItem (older)',
      meta,
      { frontMatter: { title: 'Welcome', slug: 'welcome' }, previous: { title: 'Newer', permalink: '/blog/newer' }, next: { title: 'Older', permalink: '/blog/older' } },
      {
        frontMatter: { title: 'Welcome', slug: 'welcome' },
        prevItem: { title: 'Newer', permalink: '/blog/newer' },
        nextItem: { title: 'Older', permalink: '/blog/older' },
        readingTime: 0.87,
        editUrl: 'https://github.com/x/y/blog/welcome.mdx',
      },
    ],
    [
      "a list item's excerpt (no front matter of its own): what the meta knows of it; no neighbours",
      { ...meta, keywords: ['a', 'b'], image: '/img/x.png' },
      { frontMatter: {} },
      { frontMatter: { keywords: ['a', 'b'], image: '/img/x.png' }, prevItem: undefined, nextItem: undefined },
    ],
    [
      'no reading time, no edit URL: absent, as Docusaurus leaves them',
      { ...meta, readingTime: null, editUrl: null },
      {},
      { readingTime: undefined, editUrl: undefined, frontMatter: {} },
    ],
    [
      'a last update: lastUpdatedAt in milliseconds, lastUpdatedBy',
      { ...meta, lastUpdate: { date: '2024-03-01T00:00:00.000Z', author: 'Ada' } },
      {},
      { lastUpdatedAt: Date.parse('2024-03-01T00:00:00.000Z'), lastUpdatedBy: 'Ada' },
    ],
    ['a last update without a date', { ...meta, lastUpdate: { date: null, author: 'Ada' } }, {}, { lastUpdatedAt: undefined, lastUpdatedBy: 'Ada' }],
  ])('%s', (_, input, more, expected) => {
    const metadata = postMetadata(input, more);
    expect(metadata).toMatchObject({ title: 'Welcome', permalink: '/blog/welcome', date: '2021-08-26T00:00:00.000Z', hasTruncateMarker: true, unlisted: false, source: '' });
    for (const [key, value] of Object.entries(expected)) {
      if (value === undefined) expect(key in metadata, key).toBe(false);
      else expect(metadata[key as keyof typeof metadata], key).toEqual(value);
    }
    expect(metadata.tags).toEqual([{ label: 'Hello', permalink: '/blog/tags/hello', description: 'Hello tag description' }]);
    expect(metadata.authors.map((author) => author.key)).toEqual(['slorber']);
  });

  it('assets: one empty image slot per author (the URLs Folio gives are final)', () => {
    expect(postAssets(postMetadata({ ...meta, authors: [slorber, inline] }))).toEqual({ authorsImageUrls: [undefined, undefined] });
  });
});

describe('paginatedMetadata', () => {
  const blog = { title: 'Blog', description: 'The blog' };
  const paginator = (page: number, totalPages: number, totalCount: number) => ({
    page,
    totalPages,
    totalCount,
    permalink: page === 1 ? '/blog' : `/blog/page/${page}`,
    previousPage: page > 1 ? (page === 2 ? '/blog' : `/blog/page/${page - 1}`) : null,
    nextPage: page < totalPages ? `/blog/page/${page + 1}` : null,
  });
  it.each([
    ['the only page: every post', paginator(1, 1, 4), 4, { postsPerPage: 4, permalink: '/blog' }],
    ['a first page of three', paginator(1, 3, 25), 10, { postsPerPage: 10, nextPage: '/blog/page/2' }],
    ['a middle page', paginator(2, 3, 25), 10, { postsPerPage: 10, previousPage: '/blog', nextPage: '/blog/page/3' }],
    ['the last, short page: the size of the others', paginator(3, 3, 25), 5, { postsPerPage: 10, previousPage: '/blog/page/2' }],
  ])('%s', (_, input, shown, expected) => {
    const metadata = paginatedMetadata(input, shown, blog);
    expect(metadata).toMatchObject({ blogTitle: 'Blog', blogDescription: 'The blog', page: input.page, totalPages: input.totalPages, totalCount: input.totalCount, ...expected });
    expect('previousPage' in metadata).toBe(input.previousPage !== null);
    expect('nextPage' in metadata).toBe(input.nextPage !== null);
  });
});

describe('the blog around a page', () => {
  it.each([
    ['no recent posts: an empty sidebar', null, { title: '', items: [] }],
    [
      'recent posts, each listed',
      { title: 'Recent posts', items: [{ title: 'Welcome', permalink: '/blog/welcome', date: '2021-08-26T00:00:00.000Z' }] },
      { title: 'Recent posts', items: [{ title: 'Welcome', permalink: '/blog/welcome', unlisted: false, date: '2021-08-26T00:00:00.000Z' }] },
    ],
  ])('sidebar: %s', (_, sidebar, expected) => {
    expect(sidebarProp(sidebar)).toEqual(expected);
  });

  it('blogMetadata in Docusaurus names', () => {
    expect(blogMetadata({ pluginId: 'default', basePath: '/blog', title: 'Blog', description: 'Blog', authorsListPath: '/blog/authors' })).toEqual({ blogBasePath: '/blog', blogTitle: 'Blog', authorsListPath: '/blog/authors' });
  });
});

describe('tag, tags and archive props', () => {
  it.each([
    [
      "a tag's page (TagModule)",
      () => tagModule({ label: 'Hello', permalink: '/blog/tags/hello', description: 'Hi', count: 2, allTagsPath: '/blog/tags' }),
      { label: 'Hello', permalink: '/blog/tags/hello', description: 'Hi', count: 2, allTagsPath: '/blog/tags', unlisted: false },
    ],
    ["a tag's page without a description", () => tagModule({ label: 'B', permalink: '/t/b', description: null, count: 1, allTagsPath: '/t' }), { label: 'B', permalink: '/t/b', count: 1, allTagsPath: '/t', unlisted: false }],
    [
      'the tags index (TagsListItem[])',
      () => tagsListItems([{ label: 'Hello', permalink: '/blog/tags/hello', description: null, count: 2 }]),
      [{ label: 'Hello', permalink: '/blog/tags/hello', count: 2 }],
    ],
    [
      "the archive: each post's permalink, title and date under metadata",
      () => archiveProp([{ permalink: '/blog/welcome', title: 'Welcome', date: '2021-08-26T00:00:00.000Z' }]).blogPosts.map((post) => post.metadata),
      [expect.objectContaining({ permalink: '/blog/welcome', title: 'Welcome', date: '2021-08-26T00:00:00.000Z', tags: [], authors: [] })],
    ],
  ])('%s', (_, make, expected) => {
    expect(make()).toEqual(expected);
  });
});
