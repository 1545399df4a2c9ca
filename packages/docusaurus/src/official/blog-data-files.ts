/**
 * The data files Docusaurus's blog plugin writes into `.docusaurus/docusaurus-plugin-content-blog/<id>/`
 * (its `createData`) that a site's own code reads by path: home-assistant's developer docs list the
 * recent posts on their home page with
 * `require("../../.docusaurus/docusaurus-plugin-content-blog/default/blog-post-list-prop-default.json")`.
 * Folio's blog plugin, standing in for Docusaurus's, writes the two a site can read so, with the
 * shape Docusaurus gives them (plugin-content-blog's routes.ts and props.ts): the recent posts (the
 * blog sidebar's prop: `blogSidebarCount` posts, unlisted ones flagged, drafts left out of a build)
 * and the blog's metadata. They are the locale's own: the folder is the plugin's `localeWritesDir`,
 * so locales sharing a bundle each read theirs (core's build/locale-writes.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { log, type Plugin } from '@folio/core';
import { normalizeBlogOptions, type BlogContent, type BlogOptionsInput } from '@folio/plugin-blog';

/** The folder of Docusaurus's blog plugin's data in the site. */
export function blogDataDir(siteDir: string): string {
  return path.join(siteDir, '.docusaurus', 'docusaurus-plugin-content-blog');
}

/** PURE: the files and their JSON, as Docusaurus's blog plugin writes them for `content`. */
export function blogDataFiles(input: BlogOptionsInput, content: BlogContent, baseUrl: string, dev: boolean): Record<string, unknown> {
  const options = { ...normalizeBlogOptions(input), ...content.titles };
  const id = options.id;
  const posts = content.posts.filter((post) => dev || !post.draft);
  const blogBasePath = joinUrl(baseUrl, options.basePath);
  return {
    [`blog-post-list-prop-${id}.json`]: {
      title: options.blogSidebarTitle,
      items: posts.slice(0, options.blogSidebarCount).map((post) => ({
        title: typeof post.frontMatter.sidebar_label === 'string' ? post.frontMatter.sidebar_label : post.meta.title,
        permalink: post.meta.permalink,
        unlisted: post.meta.unlisted === true,
        date: post.meta.date,
      })),
    },
    [`blogMetadata-${id}.json`]: { blogBasePath, blogTitle: options.blogTitle, authorsListPath: joinUrl(blogBasePath, options.authorsBasePath) },
  };
}

function joinUrl(...parts: string[]): string {
  return `/${parts.join('/').split('/').filter(Boolean).join('/')}`;
}

/** `plugin` (Folio's blog, made from `input`) writing Docusaurus's blog data files into the site as it loads. */
export function withBlogDataFiles(plugin: Plugin<BlogContent>, input: BlogOptionsInput, siteDir: string): Plugin<BlogContent> {
  const dir = blogDataDir(siteDir);
  return {
    ...plugin,
    localeWritesDir: dir,
    async load(ctx) {
      const content = await plugin.load!(ctx);
      const folder = path.join(dir, normalizeBlogOptions(input).id);
      // Written every time, as Docusaurus writes them: a locale's writes are what it wrote (a file
      // left as the last build had it would be taken for no locale's).
      // A site folder Folio cannot write into (a read-only checkout) still builds: only code that reads them needs them.
      try {
        mkdirSync(folder, { recursive: true });
        for (const [name, data] of Object.entries(blogDataFiles(input, content, ctx.config.baseUrl, ctx.command === 'dev'))) {
          writeFileSync(path.join(folder, name), JSON.stringify(data, null, 2));
        }
      } catch (error) {
        log.warn(`${path.relative(ctx.siteDir, folder)}: the blog's data files (as Docusaurus writes them) could not be written: ${(error as Error).message}`);
      }
      return content;
    },
  };
}
