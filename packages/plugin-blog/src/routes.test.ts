/** What the blog's routes tell the site's search: posts under "Blog" by their title; lists kept out. */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Context, Route, SiteConfig } from '@folio/core';
import type { BlogAuthor, BlogAuthorsListPageProps, BlogLayoutProps } from './contract.ts';
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

describe('the authors index', () => {
  const author = (key: string): BlogAuthor => ({ key, name: key, title: null, url: null, imageURL: null, email: null, socials: {}, page: { permalink: `/blog/authors/${key}` } });
  const post = (n: number, keys: string[]): LoadedPost =>
    ({
      source: `/site/blog/p${n}.md`,
      relativePath: `p${n}.md`,
      content: '',
      excerpt: '',
      draft: false,
      frontMatter: {},
      listed: `/site/blog/p${n}.md`,
      meta: { permalink: `/blog/p${n}`, title: `P${n}`, description: '', date: `2024-01-0${n}T00:00:00.000Z`, readingTime: null, authors: keys.map(author), tags: [], hasTruncateMarker: false, unlisted: false, image: null, keywords: [], lastUpdate: null, editUrl: null },
    }) as LoadedPost;
  // Newest first: p2 (by bo, then ada), p1 (by ada).
  const posts = [post(2, ['bo', 'ada']), post(1, ['ada'])];
  const indexOf = (authorKeys?: string[]) => {
    const routes = createBlogRoutes({ posts, options: normalizeBlogOptions({}), includeDrafts: false, ...(authorKeys ? { authorKeys } : {}) });
    const index = routes.find((route) => route.component === '@theme/BlogAuthorsListPage')!.props as BlogAuthorsListPageProps;
    return index.authors.map((entry) => [entry.key, entry.count]);
  };

  it.each([
    ["in authors.yml's order, as Docusaurus lists them", ['ada', 'bo'], [['ada', 2], ['bo', 1]]],
    ["authors.yml's other order", ['bo', 'ada'], [['bo', 1], ['ada', 2]]],
    ['an author missing from the keys comes after those there', ['ada'], [['ada', 2], ['bo', 1]]],
    ['no keys: in the order the posts name them', undefined, [['bo', 1], ['ada', 2]]],
  ])('%s', (_, authorKeys, expected) => {
    expect(indexOf(authorKeys)).toEqual(expected);
  });
});
