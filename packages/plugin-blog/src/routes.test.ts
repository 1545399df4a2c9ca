/** What the blog's routes tell the site's search: posts under "Blog" by their title; lists kept out. */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Context, Route, SiteConfig } from '@folio/core';
import type { BlogAuthor, BlogAuthorsListPageProps, BlogLayoutProps, BlogListPageProps } from './contract.ts';
import { blog, normalizeBlogOptions } from './index.ts';
import { createBlogRoutes, type LoadedPost } from './routes.ts';

const SITE = path.resolve(import.meta.dirname, '../../../tests/fixtures/blog');

async function routesOf(command: Context['command'] = 'build', id?: string): Promise<Route[]> {
  const ctx = { siteDir: SITE, command, config: { i18n: { defaultLocale: 'en', locales: ['en'], localeConfigs: {} }, staticDirectories: ['static'], markdown: { format: 'mdx' } } as unknown as SiteConfig } as Context;
  const plugin = blog({ onInlineTags: 'ignore', onInlineAuthors: 'ignore', postsPerPage: 5, ...(id ? { id } : {}) });
  return plugin.routes!(await plugin.load!(ctx), ctx) as Route[];
}

describe('search metadata of the blog routes', () => {
  it('a post is searched under "Blog" by its title; an unlisted one is noindex, so it is not', async () => {
    const routes = await routesOf();
    const launch = routes.find((route) => route.path === '/blog/2024/01/15/launch')!;
    expect(launch.component).toBe('@theme/BlogPostPage');
    expect(launch.search).toEqual({ section: 'Blog', title: (launch.props as { title: string }).title });
    const unlisted = routes.find((route) => route.path.endsWith('/unlisted'))!;
    expect([unlisted.noIndex, unlisted.search?.index]).toEqual([true, undefined]);
  });

  it('every other route of the blog (lists by page, tag and author, the tag and author indexes, the archive) stays out', async () => {
    const others = (await routesOf()).filter((route) => route.component !== '@theme/BlogPostPage');
    expect(new Set(others.map((route) => route.component))).toEqual(
      new Set(['@theme/BlogListPage', '@theme/BlogTagsListPage', '@theme/BlogTagsPostsPage', '@theme/BlogAuthorsListPage', '@theme/BlogAuthorsPostsPage', '@theme/BlogArchivePage']),
    );
    for (const route of others) expect(route.search).toEqual({ index: false });
  });
});

describe('the layout of the blog routes', () => {
  it("names the blog on every route that has it (Docusaurus's blogMetadata): its root, title, description and authors index", async () => {
    const routes = (await routesOf()).filter((route) => route.layout === '@theme/BlogLayout');
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      expect((route.layoutProps as BlogLayoutProps).blog).toEqual({ pluginId: 'default', basePath: '/blog', title: 'Blog', description: 'Blog', authorsListPath: '/blog/authors' });
    }
  });

  it("carries the plugin's id, for a site with several blogs", async () => {
    const routes = (await routesOf('build', 'changelog')).filter((route) => route.layout === '@theme/BlogLayout');
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) expect((route.layoutProps as BlogLayoutProps).blog.pluginId).toBe('changelog');
  });
});

/**
 * The authors index and pages as Docusaurus 3.10.2 makes them (plugin-content-blog's routes.js
 * createAuthorsRoutes): an index whenever authors.yml names anyone, listing every author of the
 * map in its order with their listed posts' count (0 too); a page for each map author with `page`,
 * even without posts; an unlisted post counts for no one.
 */
describe('the authors index and pages', () => {
  const author = (key: string, page = true): BlogAuthor => ({ key, name: key.toUpperCase(), title: null, url: null, imageURL: null, email: null, socials: {}, page: page ? { permalink: `/blog/authors/${key}` } : null });
  const inline = (name: string, permalink?: string): BlogAuthor => ({ ...author(name, false), key: null, ...(permalink ? { page: { permalink } } : {}) });
  const post = (n: number, authors: BlogAuthor[], unlisted = false): LoadedPost =>
    ({
      source: `/site/blog/p${n}.md`,
      relativePath: `p${n}.md`,
      content: '',
      excerpt: '',
      draft: false,
      frontMatter: {},
      listed: `/site/blog/p${n}.md`,
      meta: { permalink: `/blog/p${n}`, title: `P${n}`, description: '', date: `2024-01-0${n}T00:00:00.000Z`, readingTime: null, authors, tags: [], hasTruncateMarker: false, unlisted, image: null, keywords: [], lastUpdate: null, editUrl: null },
    }) as LoadedPost;
  const [ada, bo, cy, dee] = [author('ada'), author('bo'), author('cy', false), author('dee')];
  // Newest first: p3 (unlisted, by dee), p2 (by bo, then ada), p1 (by ada and an inline author).
  const posts = [post(3, [dee], true), post(2, [bo, ada]), post(1, [ada, inline('Eve')])];

  const built = (map: BlogAuthor[], given = posts) => {
    const routes = createBlogRoutes({ posts: given, options: normalizeBlogOptions({}), includeDrafts: false, authors: map });
    const index = routes.find((route) => route.component === '@theme/BlogAuthorsListPage');
    const pages = routes.filter((route) => route.component === '@theme/BlogAuthorsPostsPage');
    return {
      index: index ? (index.props as BlogAuthorsListPageProps).authors.map((entry) => [entry.key, entry.count, entry.page?.permalink ?? null]) : null,
      pages: pages.map((route) => [route.path, (route.props as BlogListPageProps).items.map((item) => item.permalink)]),
    };
  };

  it.each([
    [
      "every author of authors.yml, in its order, with or without a page or posts; a page per author with one",
      [bo, ada, cy, dee],
      posts,
      {
        index: [['bo', 1, '/blog/authors/bo'], ['ada', 2, '/blog/authors/ada'], ['cy', 0, null], ['dee', 0, '/blog/authors/dee']],
        pages: [['/blog/authors/bo', ['/blog/p2']], ['/blog/authors/ada', ['/blog/p2', '/blog/p1']], ['/blog/authors/dee', []]],
      },
    ],
    ["authors.yml's other order", [ada, bo], posts, { index: [['ada', 2, '/blog/authors/ada'], ['bo', 1, '/blog/authors/bo']], pages: [['/blog/authors/ada', ['/blog/p2', '/blog/p1']], ['/blog/authors/bo', ['/blog/p2']]] }],
    ['no authors.yml (or an empty one): no index and no pages, whatever the posts say', [], [post(1, [inline('Eve')])], { index: null, pages: [] }],
    ['a blog without posts still lists the authors of its map', [ada, cy], [], { index: [['ada', 0, '/blog/authors/ada'], ['cy', 0, null]], pages: [['/blog/authors/ada', []]] }],
    ['an author named twice by one post counts it once', [ada], [post(1, [ada, ada])], { index: [['ada', 1, '/blog/authors/ada']], pages: [['/blog/authors/ada', ['/blog/p1']]] }],
    ["an inline author with a page permalink gets that page (Folio's), and is not in the index", [ada], [post(1, [inline('Eve', '/blog/authors/eve')])], { index: [['ada', 0, '/blog/authors/ada']], pages: [['/blog/authors/ada', []], ['/blog/authors/eve', ['/blog/p1']]] }],
  ])('%s', (_, map, given, expected) => {
    expect(built(map, given)).toEqual(expected);
  });

  it('authorsPages: false (a Docusaurus theme older than 3.5): no index and no pages, the posts as before', () => {
    const routes = createBlogRoutes({ posts, options: normalizeBlogOptions({ authorsPages: false }), includeDrafts: false, authors: [bo, ada, dee] });
    expect(routes.filter((route) => route.path.startsWith('/blog/authors'))).toEqual([]);
    expect(routes.map((route) => route.path)).toEqual(createBlogRoutes({ posts, options: normalizeBlogOptions({}), includeDrafts: false, authors: [] }).map((route) => route.path));
  });

  it.each([
    ['a blog without a post keeps its empty list page by default (Docusaurus 3.10)', [], {}, ['/blog']],
    ['emptyListPage: false (older Docusaurus): none', [], { emptyListPage: false }, []],
    ['emptyListPage: false with posts: the list as always', null, { emptyListPage: false }, ['/blog']],
  ])('%s', (_, given, extra, expected) => {
    const routes = createBlogRoutes({ posts: given ?? posts, options: normalizeBlogOptions(extra), includeDrafts: false, authors: [] });
    expect(routes.filter((route) => route.path === '/blog').map((route) => route.path)).toEqual(expected);
  });

  it("an author's page carries the map's author and their count", () => {
    const routes = createBlogRoutes({ posts, options: normalizeBlogOptions({}), includeDrafts: false, authors: [ada, dee] });
    const page = routes.find((route) => route.path === '/blog/authors/dee')!.props as BlogListPageProps;
    expect([page.title, page.author, page.paginator.totalCount]).toEqual(['DEE', { ...dee, count: 0 }, 0]);
  });
});
