/**
 * `blog(options)`: the blog plugin, Docusaurus's plugin-content-blog for Folio. Wiring only: posts
 * are read in posts.ts (with authors.ts, tags.ts), routes made in routes.ts, feeds and twins
 * written in machine-output.ts.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { gitLastUpdates, siteImageCheck, siteScopeOf, twinFile, type GeneratedPage, type Plugin } from '@folio/core';
import { readAuthorsMap } from './authors.ts';
import { excerptMdx, markdownExcerpt, prepareExcerpt } from './excerpt.ts';
import { FEED_FILES } from './feeds.ts';
import { writeBlogOutput } from './machine-output.ts';
import { normalizeBlogOptions, type BlogOptionsInput } from './options.ts';
import { loadPosts } from './posts.ts';
import { createBlogRoutes, type LoadedPost } from './routes.ts';
import type { BlogAuthor } from './contract.ts';
import { readTagsMap } from './tags.ts';

export interface BlogContent {
  posts: LoadedPost[];
  /** The authors of authors.yml, in its order. */
  authors: BlogAuthor[];
  /** The blog's folder (absolute). */
  contentPath: string;
}

export function blog(input: BlogOptionsInput = {}): Plugin<BlogContent> {
  const options = normalizeBlogOptions(input);
  const name = options.id === 'default' ? 'blog' : `blog-${options.id}`;
  return {
    name,
    async load(ctx) {
      const dir = path.resolve(ctx.siteDir, options.path);
      if (!existsSync(dir)) return { posts: [], authors: [], contentPath: dir };
      const checkImage = siteImageCheck(ctx);
      // One read of git's history for the whole site (shared with the docs), when a post shows it.
      const lastUpdateOf = options.showLastUpdateTime || options.showLastUpdateAuthor ? await gitLastUpdates(ctx) : undefined;
      const authorsFile = path.resolve(dir, options.authorsMapPath);
      const authors = readAuthorsMap(authorsFile, `${options.basePath}/${options.authorsBasePath}`, ctx.siteDir, (value) => checkImage(value, authorsFile));
      const tags = options.tagsMapPath ? readTagsMap(path.resolve(dir, options.tagsMapPath), `${options.basePath}/${options.tagsBasePath}`, ctx.siteDir) : { name: '', exists: false, entries: new Map() };
      const posts = loadPosts(dir, { options, authors, tags, locale: ctx.config.i18n.currentLocale, scope: siteScopeOf(ctx), checkImage, ...(lastUpdateOf ? { lastUpdateOf } : {}) });
      const permalinks = new Map(posts.map((post) => [path.resolve(post.source), post.meta.permalink]));
      const excerptCtx = { permalinkOf: (file: string) => permalinks.get(file), exists: existsSync };
      const format = ctx.config.markdown.format;
      // A post compiled as CommonMark (`.md` under 'detect', every post under 'md') lists its own
      // text, compiled the same way; an MDX post's excerpt is MDX made absolute (excerpt.ts).
      const excerptPage = (post: (typeof posts)[number], index: number): GeneratedPage => {
        const id = `${name}/excerpt${post.meta.permalink === '/' ? '/index' : post.meta.permalink}`;
        if (format === 'md' || (format === 'detect' && !post.source.endsWith('.mdx'))) {
          return { id, mdx: markdownExcerpt(post.excerpt, post.contentTitle), source: post.source, textOf: { format: 'md' } };
        }
        const prepared = prepareExcerpt({ file: post.source, content: post.content, contentTitle: post.contentTitle }, post.excerpt, String(index), excerptCtx);
        return { id, mdx: excerptMdx(prepared), source: post.source };
      };
      return {
        authors: [...authors.entries.values()],
        contentPath: dir,
        posts: posts.map((post, index) => ({
          ...post,
          listed: post.meta.hasTruncateMarker ? excerptPage(post, index) : post.source,
        })),
      };
    },
    routes(content, ctx) {
      return createBlogRoutes({ posts: content.posts, options, includeDrafts: ctx.command === 'dev', authors: content.authors, contentPath: content.contentPath });
    },
    watch() {
      return [`${options.path}/**`];
    },
    postBuild(ctx) {
      return writeBlogOutput(ctx, name, options);
    },
    // What writeBlogOutput writes: the feeds and the posts' Markdown twins.
    outputFiles(_content, _ctx, routes) {
      const posts = routes.filter((route) => route.component === '@theme/BlogPostPage' && typeof route.page === 'string');
      return [...options.feed.types.map((type) => `${options.basePath}/${FEED_FILES[type]}`), ...(options.markdownTwins ? posts.map((route) => twinFile(route.path)) : [])];
    },
  };
}

export { normalizeBlogOptions, DEFAULT_TRUNCATE_MARKER } from './options.ts';
export type { BlogOptionsInput, ReadingTimeFn, FeedType } from './options.ts';
export type * from './contract.ts';
