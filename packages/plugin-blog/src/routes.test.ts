/** What the blog's routes tell the site's search: posts under "Blog" by their title; lists kept out. */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Context, Route, SiteConfig } from '@folio/core';
import { blog } from './index.ts';

const SITE = path.resolve(import.meta.dirname, '../../../tests/fixtures/blog');

async function routesOf(command: Context['command'] = 'build'): Promise<Route[]> {
  const ctx = { siteDir: SITE, command, config: { i18n: { defaultLocale: 'en', locales: ['en'], localeConfigs: {} }, staticDirectories: ['static'], markdown: { format: 'mdx' } } as unknown as SiteConfig } as Context;
  const plugin = blog({ onInlineTags: 'ignore', onInlineAuthors: 'ignore', postsPerPage: 5 });
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
