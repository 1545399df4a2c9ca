/**
 * `blog(options)`: the blog plugin, Docusaurus's plugin-content-blog for Folio. Wiring only: posts
 * are read in posts.ts (with authors.ts, tags.ts), routes made in routes.ts, feeds and twins
 * written in machine-output.ts.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { gitLastUpdates, localizationDir, siteImageCheck, siteScopeOf, TRANSLATION_LOCK_FILE, twinFile, type GeneratedPage, type Plugin } from '@folio/core';
import { readAuthorsMap } from './authors.ts';
import { excerptMdx, markdownExcerpt, prepareExcerpt } from './excerpt.ts';
import { FEED_FILES, feedHeadTags } from './feeds.ts';
import { blogLocale, blogTranslatedSources, blogTranslationFile, localizedFirst, readTranslationMessages, translatedTitles, type BlogTitles } from './i18n.ts';
import { writeBlogOutput } from './machine-output.ts';
import { normalizeBlogOptions, type BlogOptionsInput } from './options.ts';
import { loadPosts } from './posts.ts';
import { reportUntruncatedPosts } from './untruncated.ts';
import { createBlogRoutes, type LoadedPost } from './routes.ts';
import { markStalePosts } from './stale-translations.ts';
import type { BlogAuthor } from './contract.ts';
import { readTagsMap } from './tags.ts';

export interface BlogContent {
  posts: LoadedPost[];
  /** The authors of authors.yml, in its order. */
  authors: BlogAuthor[];
  /** The blog's folder (absolute). */
  contentPath: string;
  /** The locale's folder of the blog (absolute), when the locale is translated (i18n.ts). */
  localizedPath?: string;
  /** The blog's title, description and sidebar title in the locale (its `options.json`). */
  titles?: BlogTitles;
}

export function blog(input: BlogOptionsInput = {}): Plugin<BlogContent> {
  const options = normalizeBlogOptions(input);
  const name = options.id === 'default' ? 'blog' : `blog-${options.id}`;
  // Whether the last load found a post: feeds are announced only then (htmlTags).
  let hasPosts = false;
  return {
    name,
    async load(ctx) {
      const dir = path.resolve(ctx.siteDir, options.path);
      // In a translated locale, files are read from the locale's blog folder first (i18n.ts).
      const locale = blogLocale(ctx, options);
      const titles = translatedTitles(options, locale.dir ? readTranslationMessages(path.join(locale.dir, 'options.json')) : undefined);
      if (!existsSync(dir)) return { posts: [], authors: [], contentPath: dir, titles };
      const checkImage = siteImageCheck(ctx);
      // One read of git's history for the whole site (shared with the docs), when a post shows it.
      const lastUpdateOf = options.showLastUpdateTime || options.showLastUpdateAuthor ? await gitLastUpdates(ctx) : undefined;
      const authorsFile = localizedFirst(dir, locale, options.authorsMapPath);
      const authors = readAuthorsMap(authorsFile, `${options.basePath}/${options.authorsBasePath}`, ctx.siteDir, (value) => checkImage(value, authorsFile));
      const tags = options.tagsMapPath ? readTagsMap(localizedFirst(dir, locale, options.tagsMapPath), `${options.basePath}/${options.tagsBasePath}`, ctx.siteDir) : { name: '', exists: false, entries: new Map() };
      const localized = { ...locale, siteDir: ctx.siteDir };
      // In a translated locale, translations whose source changed since are marked (stale-translations.ts).
      const loaded = loadPosts(dir, { options, authors, tags, locale: ctx.config.i18n.currentLocale, scope: siteScopeOf(ctx), checkImage, localized, ...(lastUpdateOf ? { lastUpdateOf } : {}) });
      const posts = markStalePosts(loaded, dir, ctx, options);
      reportUntruncatedPosts(posts, options.onUntruncatedBlogPosts, ctx.siteDir);
      hasPosts = posts.length > 0;
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
        ...(locale.dir ? { localizedPath: locale.dir } : {}),
        titles,
        posts: posts.map((post, index) => ({
          ...post,
          listed: post.meta.hasTruncateMarker ? excerptPage(post, index) : post.source,
        })),
      };
    },
    routes(content, ctx) {
      return createBlogRoutes({ posts: content.posts, options: { ...options, ...content.titles }, includeDrafts: ctx.command === 'dev', authors: content.authors, contentPath: content.contentPath });
    },
    watch(_content, ctx) {
      const localized = blogLocale(ctx, options).dir;
      // A translated locale's lock file too: `folio translations mark` changes which posts are stale.
      const lockFile = () => path.relative(ctx.siteDir, path.join(localizationDir(ctx.siteDir, ctx.config.i18n), TRANSLATION_LOCK_FILE));
      return [`${options.path}/**`, ...(localized ? [`${path.relative(ctx.siteDir, localized)}/**`, lockFile()].map((glob) => glob.split(path.sep).join('/')) : [])];
    },
    // Every page announces the blog's feeds, as Docusaurus's blog plugin does (when it has posts).
    htmlTags: (ctx) => (hasPosts && options.feed.types.length ? { headTags: feedHeadTags(options, ctx.config) } : undefined),
    // The blog's `options` translation file and its posts' translations, for the translation commands.
    translationFiles() {
      return [blogTranslationFile(options)];
    },
    translatedSources(content) {
      return blogTranslatedSources(content.posts, content.contentPath, content.localizedPath);
    },
    postBuild(ctx) {
      // The blog's title in the locale (its llms.txt section's heading).
      const titles = (ctx.plugins.find((plugin) => plugin.name === name)?.content as BlogContent | undefined)?.titles;
      return writeBlogOutput(ctx, name, { ...options, ...titles });
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
