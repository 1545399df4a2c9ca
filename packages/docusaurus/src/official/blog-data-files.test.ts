import { describe, expect, it } from 'vitest';
import type { BlogContent } from '@folio/plugin-blog';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { blogDataFiles, withBlogDataFiles } from './blog-data-files.ts';

const post = (slug: string, extra: { draft?: boolean; unlisted?: boolean; sidebarLabel?: string } = {}) =>
  ({
    draft: extra.draft ?? false,
    frontMatter: extra.sidebarLabel ? { sidebar_label: extra.sidebarLabel } : {},
    meta: { title: `Post ${slug}`, permalink: `/blog/${slug}`, date: '2026-01-01T00:00:00.000Z', unlisted: extra.unlisted ?? false },
  }) as unknown as BlogContent['posts'][number];

const content = (posts: BlogContent['posts'], titles?: BlogContent['titles']): BlogContent => ({ posts, authors: [], contentPath: '/site/blog', ...(titles ? { titles } : {}) });

describe('blogDataFiles', () => {
  it("gives the recent posts as Docusaurus's blog sidebar prop: the first blogSidebarCount, drafts left out of a build, unlisted ones flagged, sidebar_label first", () => {
    const posts = [post('a', { draft: true }), post('b', { unlisted: true }), post('c', { sidebarLabel: 'Short C' }), post('d')];
    const files = blogDataFiles({ blogSidebarCount: 2 }, content(posts), '/', false);
    expect(files['blog-post-list-prop-default.json']).toEqual({
      title: 'Recent posts',
      items: [
        { title: 'Post b', permalink: '/blog/b', unlisted: true, date: '2026-01-01T00:00:00.000Z' },
        { title: 'Short C', permalink: '/blog/c', unlisted: false, date: '2026-01-01T00:00:00.000Z' },
      ],
    });
    // In dev, drafts are posts too.
    expect((blogDataFiles({ blogSidebarCount: 1 }, content(posts), '/', true)['blog-post-list-prop-default.json'] as { items: unknown[] }).items).toEqual([
      { title: 'Post a', permalink: '/blog/a', unlisted: false, date: '2026-01-01T00:00:00.000Z' },
    ]);
  });

  it("names the files by the plugin's id and gives the blog's metadata under the base URL, in the locale's titles", () => {
    const files = blogDataFiles({ id: 'news', routeBasePath: 'news', authorsBasePath: 'people' }, content([], { blogTitle: 'Nouvelles', blogDescription: '', blogSidebarTitle: 'Récents' }), '/fr/', false);
    expect(Object.keys(files)).toEqual(['blog-post-list-prop-news.json', 'blogMetadata-news.json']);
    expect(files['blog-post-list-prop-news.json']).toEqual({ title: 'Récents', items: [] });
    expect(files['blogMetadata-news.json']).toEqual({ blogBasePath: '/fr/news', blogTitle: 'Nouvelles', authorsListPath: '/fr/news/people' });
  });
});

describe('withBlogDataFiles', () => {
  const ctx = (siteDir: string) => ({ siteDir, command: 'build', config: { baseUrl: '/' } }) as never;
  const plugin = (posts: BlogContent['posts']) => ({ name: 'blog', load: async () => content(posts) });

  it("writes the files into the site's .docusaurus/ as the blog loads, and names the folder its localeWritesDir", async () => {
    const siteDir = mkdtempSync(path.join(os.tmpdir(), 'folio-blog-data-'));
    try {
      const wrapped = withBlogDataFiles(plugin([post('a')]), {}, siteDir);
      expect(wrapped.localeWritesDir).toBe(path.join(siteDir, '.docusaurus', 'docusaurus-plugin-content-blog'));
      await wrapped.load!(ctx(siteDir));
      const file = path.join(siteDir, '.docusaurus/docusaurus-plugin-content-blog/default/blog-post-list-prop-default.json');
      expect(JSON.parse(readFileSync(file, 'utf8')).items).toHaveLength(1);
    } finally {
      rmSync(siteDir, { recursive: true, force: true });
    }
  });

  it('loads the blog still where the folder cannot be written', async () => {
    const siteDir = mkdtempSync(path.join(os.tmpdir(), 'folio-blog-data-'));
    try {
      writeFileSync(path.join(siteDir, '.docusaurus'), 'a file where the folder would be');
      const loaded = await withBlogDataFiles(plugin([post('a')]), {}, siteDir).load!(ctx(siteDir));
      expect(loaded.posts).toHaveLength(1);
    } finally {
      rmSync(siteDir, { recursive: true, force: true });
    }
  });
});
