import { describe, expect, it } from 'vitest';
import { blogContent, docsLoadedContent, kebabCase, pagesContent, withBaseUrl, type FolioBlogContent, type FolioDoc, type FolioDocsContent } from './folio-content.ts';

const site = { siteDir: '/site', baseUrl: '/base/', dev: false };

const doc = (id: string, extra: Partial<FolioDoc> = {}): FolioDoc => ({
  id,
  source: `/site/docs/${id}.md`,
  sourceDirName: '.',
  frontMatter: {},
  title: id.toUpperCase(),
  description: `About ${id}`,
  slug: `/${id}`,
  permalink: `/docs/${id}`,
  draft: false,
  unlisted: false,
  ...extra,
});

const version = { name: 'current', label: 'Next', path: '/docs', contentPath: '/site/docs', sidebarFile: '/site/sidebars.js', isLast: true, banner: 'none', badge: false, noIndex: false, className: 'docs-version-current' };

const docsContent: FolioDocsContent = {
  versions: [
    {
      version,
      docs: [doc('intro', { sidebarPosition: 1, frontMatter: { tags: ['Getting Started', { label: 'Guides', permalink: '/guides' }] }, editUrl: 'https://x/edit/intro.md', lastUpdate: { date: '2024-03-01T00:00:00.000Z', author: 'Ann' } }), doc('setup'), doc('secret', { draft: true }), doc('api', { frontMatter: { pagination_label: 'The API' } })],
      sidebars: {
        sidebars: {
          main: [
            { type: 'doc', id: 'intro', label: 'Intro', href: '/docs/intro' },
            { type: 'category', label: 'Guides', collapsed: true, collapsible: true, href: '/docs/category/guides', items: [{ type: 'doc', id: 'setup', label: 'SETUP', href: '/docs/setup' }, { type: 'link', label: 'Site', href: 'https://example.com' }] },
          ],
          other: [{ type: 'category', label: 'Reference', collapsed: false, collapsible: true, linkDocId: 'api', href: '/docs/api', items: [{ type: 'html', value: '<hr>' }] }],
        },
      },
    },
  ],
};

describe('docsLoadedContent', () => {
  const [loaded] = docsLoadedContent(docsContent, site).loadedVersions as Array<Record<string, any>>;

  it("gives the version as Docusaurus's VersionMetadata, paths under the base URL", () => {
    expect({ ...loaded, docs: undefined, drafts: undefined, sidebars: undefined }).toEqual({
      versionName: 'current',
      label: 'Next',
      path: '/base/docs',
      tagsPath: '/base/docs/tags',
      banner: null,
      badge: false,
      noIndex: false,
      className: 'docs-version-current',
      isLast: true,
      contentPath: '/site/docs',
      sidebarFilePath: '/site/sidebars.js',
      routePriority: -1,
      docs: undefined,
      drafts: undefined,
      sidebars: undefined,
    });
  });

  it('gives each doc its metadata: @site source, permalink with the base URL, tags, last update, sidebar and neighbours', () => {
    expect(loaded!.docs.map((d: { id: string }) => d.id)).toEqual(['intro', 'setup', 'api']);
    expect(loaded!.drafts.map((d: { id: string }) => d.id)).toEqual(['secret']);
    expect(loaded!.docs[0]).toEqual({
      id: 'intro',
      version: 'current',
      title: 'INTRO',
      description: 'About intro',
      source: '@site/docs/intro.md',
      sourceDirName: '.',
      slug: '/intro',
      permalink: '/base/docs/intro',
      draft: false,
      unlisted: false,
      sidebarPosition: 1,
      editUrl: 'https://x/edit/intro.md',
      tags: [
        { label: 'Getting Started', permalink: '/base/docs/tags/getting-started', inline: true, description: undefined },
        { label: 'Guides', permalink: '/base/docs/tags/guides', inline: true, description: undefined },
      ],
      frontMatter: { tags: ['Getting Started', { label: 'Guides', permalink: '/guides' }] },
      lastUpdatedAt: Date.parse('2024-03-01T00:00:00.000Z'),
      lastUpdatedBy: 'Ann',
      sidebar: 'main',
      previous: undefined,
      next: { title: 'Guides', permalink: '/base/docs/category/guides' },
    });
  });

  it.each<[string, number, unknown, unknown, unknown]>([
    ['a doc inside a category', 1, 'main', { title: 'Guides', permalink: '/base/docs/category/guides' }, undefined],
    ["a category's own doc, its pagination_label as the title", 2, 'other', undefined, undefined],
  ])('places %s in its sidebar, between its neighbours', (_, index, sidebar, previous, next) => {
    const { sidebar: found, previous: before, next: after } = loaded!.docs[index];
    expect([found, before, after]).toEqual([sidebar, previous, next]);
  });

  it("gives the sidebars in Docusaurus's shape: categories with their link, a doc's label only when it is not its title", () => {
    expect(loaded!.sidebars).toEqual({
      main: [
        { type: 'doc', id: 'intro', label: 'Intro' },
        {
          type: 'category',
          label: 'Guides',
          collapsed: true,
          collapsible: true,
          items: [{ type: 'doc', id: 'setup' }, { type: 'link', href: 'https://example.com', label: 'Site' }],
          link: { type: 'generated-index', slug: '/category/guides', permalink: '/base/docs/category/guides' },
        },
      ],
      other: [{ type: 'category', label: 'Reference', collapsed: false, collapsible: true, items: [{ type: 'html', value: '<hr>' }], link: { type: 'doc', id: 'api' } }],
    });
  });

  it.each([
    ['default', 'current', '/site/i18n/en/docusaurus-plugin-content-docs/current'],
    ['community', '2.0', '/site/i18n/en/docusaurus-plugin-content-docs-community/version-2.0'],
  ])("gives instance %s's version %s the folder of its translated docs", (id, name, expected) => {
    const content = { versions: [{ ...docsContent.versions[0]!, version: { ...version, name } }] };
    const [localized] = docsLoadedContent(content, { ...site, localeDir: '/site/i18n/en' }, id).loadedVersions;
    expect(localized!.contentPathLocalized).toBe(expected);
  });

  it('keeps drafts among the docs in dev, as Docusaurus does', () => {
    const [dev] = docsLoadedContent(docsContent, { ...site, dev: true }).loadedVersions as Array<Record<string, any>>;
    expect(dev!.docs.map((d: { id: string }) => d.id)).toEqual(['intro', 'setup', 'secret', 'api']);
    expect(dev!.drafts).toEqual([]);
  });
});

const post = (slug: string, date: string, extra: Partial<FolioBlogContent['posts'][number]['meta']> = {}, frontMatter: Record<string, unknown> = {}): FolioBlogContent['posts'][number] => ({
  source: `/site/blog/${slug}.md`,
  content: `\n\n\nText of ${slug}.\n`,
  draft: false,
  frontMatter,
  meta: { permalink: `/blog/${slug}`, title: slug, description: `About ${slug}`, date, readingTime: 2, authors: [], tags: [], hasTruncateMarker: false, unlisted: false, lastUpdate: null, editUrl: null, ...extra },
});

describe('blogContent', () => {
  const tag = { label: 'News', permalink: '/blog/tags/news', description: null };
  const content: FolioBlogContent = {
    posts: [
      post('2024/02/01/second', '2024-02-01T00:00:00.000Z', { tags: [tag], authors: [{ key: 'ann', name: 'Ann', page: { permalink: '/blog/authors/ann' } }] }),
      post('the-first', '2024-01-01T00:00:00.000Z', { tags: [tag], unlisted: true }, { slug: 'the-first' }),
      post('2023/12/01/old', '2023-12-01T00:00:00.000Z', { tags: [{ label: 'Old', permalink: '/blog/tags/old', description: 'Old news' }], unlisted: true }),
    ],
    authors: [{ key: 'ann', name: 'Ann' }, { key: null, name: 'Inline' }],
  };
  const result = blogContent(content, { routeBasePath: 'blog', blogTitle: 'News', blogDescription: 'All news', blogSidebarTitle: 'All posts' }, site) as Record<string, any>;

  it("gives the posts as Docusaurus's BlogPost: the id the front matter's slug, else the file's path; the date a Date; neighbours", () => {
    expect(result.blogPosts.map((p: { id: string }) => p.id)).toEqual(['/2024/02/01/second', 'the-first', '/2023/12/01/old']);
    const [second, first] = result.blogPosts;
    expect(second.metadata).toMatchObject({
      permalink: '/base/blog/2024/02/01/second',
      source: '@site/blog/2024/02/01/second.md',
      title: '2024/02/01/second',
      description: 'About 2024/02/01/second',
      date: new Date('2024-02-01T00:00:00.000Z'),
      readingTime: 2,
      tags: [{ label: 'News', permalink: '/base/blog/tags/news', description: undefined, inline: true }],
      authors: [{ key: 'ann', name: 'Ann', page: { permalink: '/base/blog/authors/ann' } }],
      prevItem: undefined,
      nextItem: { title: 'the-first', permalink: '/base/blog/the-first' },
    });
    expect(first.metadata.prevItem).toEqual({ title: '2024/02/01/second', permalink: '/base/blog/2024/02/01/second' });
    expect(second.content).toBe('Text of 2024/02/01/second.\n');
  });

  it('gives the titles, the tags list path and the authors map (nulls left out, as Docusaurus has no such fields)', () => {
    expect([result.blogTitle, result.blogDescription, result.blogSidebarTitle, result.blogTagsListPath]).toEqual(['News', 'All news', 'All posts', '/base/blog/tags']);
    expect(result.authorsMap).toEqual({ ann: { key: 'ann', name: 'Ann', page: null } });
    expect(blogContent({ ...content, authors: [] }, {}, site).authorsMap).toBeUndefined();
  });

  it('gives each tag its listed posts in pages; a tag whose posts are all unlisted lists them all and is unlisted', () => {
    const pageOf = (items: string[], permalink: string, extra = {}) => ({ items, metadata: { permalink, page: 1, postsPerPage: 10, totalPages: 1, totalCount: items.length, previousPage: undefined, nextPage: undefined, blogDescription: 'All news', blogTitle: 'News', ...extra } });
    expect(result.blogTags).toEqual({
      '/base/blog/tags/news': { inline: true, label: 'News', permalink: '/base/blog/tags/news', description: undefined, items: ['/2024/02/01/second'], pages: [pageOf(['/2024/02/01/second'], '/base/blog/tags/news')], unlisted: false },
      '/base/blog/tags/old': { inline: true, label: 'Old', permalink: '/base/blog/tags/old', description: 'Old news', items: ['/2023/12/01/old'], pages: [pageOf(['/2023/12/01/old'], '/base/blog/tags/old')], unlisted: true },
    });
  });

  it("paginates a tag's posts by postsPerPage under pageBasePath", () => {
    const many = { ...content, posts: [0, 1, 2].map((n) => post(`p${n}`, `2024-01-0${n + 1}T00:00:00.000Z`, { tags: [tag] })) };
    const { pages } = (blogContent(many, { postsPerPage: 2, pageBasePath: 'p', blogTitle: 'B', blogDescription: 'D' }, site).blogTags as Record<string, { pages: Array<{ items: string[]; metadata: Record<string, unknown> }> }>)['/base/blog/tags/news']!;
    expect(pages.map((page) => [page.items, page.metadata.permalink, page.metadata.previousPage, page.metadata.nextPage, page.metadata.totalPages])).toEqual([
      [['/p0', '/p1'], '/base/blog/tags/news', undefined, '/base/blog/tags/news/p/2', 2],
      [['/p2'], '/base/blog/tags/news/p/2', '/base/blog/tags/news', undefined, 2],
    ]);
  });

  it('leaves drafts out of a build', () => {
    const withDraft = { ...content, posts: [...content.posts, { ...post('draft', '2023-01-01T00:00:00.000Z'), draft: true }] };
    expect((blogContent(withDraft, {}, site).blogPosts as unknown[]).length).toBe(3);
    expect((blogContent(withDraft, {}, { ...site, dev: true }).blogPosts as unknown[]).length).toBe(4);
  });
});

describe('pagesContent', () => {
  it.each<[string, Parameters<typeof pagesContent>[0][number], unknown]>([
    ['a component page', { file: '/site/src/pages/index.js', kind: 'component', routePath: '/' }, [{ type: 'jsx', permalink: '/base/', source: '@site/src/pages/index.js' }]],
    [
      'a Markdown page: title and description from its text when the front matter has none',
      { file: '/site/src/pages/about.md', kind: 'markdown', routePath: '/about', frontMatter: { unlisted: true }, contentTitle: 'About us', excerpt: 'Who we are.' },
      [{ type: 'mdx', permalink: '/base/about', source: '@site/src/pages/about.md', frontMatter: { unlisted: true }, title: 'About us', description: 'Who we are.', unlisted: true }],
    ],
    ['a Markdown page with a title and description', { file: '/site/src/pages/a.md', kind: 'markdown', routePath: '/a', frontMatter: { title: 'T', description: 'D' }, contentTitle: 'X' }, [{ type: 'mdx', permalink: '/base/a', source: '@site/src/pages/a.md', frontMatter: { title: 'T', description: 'D' }, title: 'T', description: 'D', unlisted: false }]],
    ['a draft, in a build', { file: '/site/src/pages/d.md', kind: 'markdown', routePath: '/d', frontMatter: { draft: true } }, []],
  ])('%s', (_, page, expected) => {
    expect(pagesContent([page], site)).toEqual(expected);
  });
});

describe('helpers', () => {
  it.each([
    ['Getting Started', 'getting-started'],
    ['camelCaseTag', 'camel-case-tag'],
    ['Docusaurus v3', 'docusaurus-v-3'],
    ['  hello__world  ', 'hello-world'],
    ["it's", 'its'],
    ['APIReference', 'api-reference'],
    ['café au lait', 'cafe-au-lait'],
    ['v1.2.3', 'v-1-2-3'],
    ['XMLHttpRequest', 'xml-http-request'],
    ['Ünïcode tag', 'unicode-tag'],
  ])("kebabCase(%j) is lodash's %j", (text, expected) => {
    expect(kebabCase(text)).toBe(expected);
  });

  it.each([
    ['/', '/docs/x', '/docs/x'],
    ['/base/', '/docs/x', '/base/docs/x'],
    ['/base/', '/', '/base/'],
    ['/base/', 'https://x.example/a', 'https://x.example/a'],
  ])('withBaseUrl(%j, %j) is %j', (baseUrl, sitePath, expected) => {
    expect(withBaseUrl(baseUrl, sitePath)).toBe(expected);
  });
});
