/**
 * Written after the build, from the route table: the feeds, each post's Markdown twin
 * (`<permalink>.md`, made as the docs plugin makes a doc's) and the blog's section of `llms.txt`
 * (added to the sections core writes once, beside the docs').
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { llmsLine, machineUrls, markdownTwin, readPageFile, routeToFile, stripBaseUrl, twinFile, writeChannel, type LlmsTxtSection, type PostBuildContext, type ResolvedRoute } from '@folio/core';
import type { BlogPostPageProps } from './contract.ts';
import { feedContent } from './feed-content.ts';
import { createFeeds } from './feeds.ts';
import type { BlogOptions } from './options.ts';
import { sortPosts } from './posts.ts';

export async function writeBlogOutput(ctx: PostBuildContext, pluginName: string, options: BlogOptions): Promise<void> {
  const { config } = ctx;
  const postRoutes = ctx.routes.filter((route) => route.plugin === pluginName && route.component === '@theme/BlogPostPage' && typeof route.page === 'string');
  // The route table is in path order; feeds and llms.txt follow the blog's.
  const listed = sortPosts(
    postRoutes.filter((route) => !(route.props as BlogPostPageProps).unlisted).map((route) => ({ route, meta: (route.props as BlogPostPageProps).post })),
    options.sortPosts,
  ).map(({ route }) => route);
  const { twinUrl, pageUrl } = machineUrls(config.url, config.baseUrl);
  const sitePath = (route: ResolvedRoute) => stripBaseUrl(route.path, config.baseUrl);
  const files = writeChannel();

  // Each fed post's full HTML, read back from its prerendered page.
  const content = new Map<string, string | undefined>();
  if (options.feed.types.length) {
    for (const route of listed.slice(0, options.feed.limit)) {
      const page = readFileSync(path.join(ctx.outDir, routeToFile(route.path, config.baseUrl, config.trailingSlash)), 'utf8');
      const { permalink } = (route.props as BlogPostPageProps).post;
      content.set(permalink, feedContent(page, pageUrl(permalink)));
    }
  }
  const feeds = createFeeds(
    listed.map((route) => (route.props as BlogPostPageProps).post),
    options.feed.types,
    options.feed.limit,
    {
      title: options.feed.title ?? config.title,
      description: options.feed.description ?? `${config.title} Blog`,
      copyright: options.feed.copyright,
      language: options.feed.language,
      blogUrl: pageUrl(options.basePath),
      absoluteUrl: pageUrl,
      contentHtml: (post) => content.get(post.permalink),
    },
  );
  for (const [file, text] of feeds) files.write(path.join(ctx.outDir, options.basePath, file), text);

  if (options.markdownTwins) {
    const routeOfFile = new Map(postRoutes.map((route) => [path.resolve(route.page as string), sitePath(route)]));
    for (const route of postRoutes) {
      const file = route.page as string;
      const text = markdownTwin(readPageFile(file).content.split(options.truncateMarker).join(''), {
        title: (route.props as BlogPostPageProps).title,
        resolveFileLink: (url) => routeOfFile.get(path.resolve(path.dirname(file), safeDecode(url))),
        twinUrl,
        absoluteUrl: pageUrl,
      });
      files.write(path.join(ctx.outDir, twinFile(sitePath(route))), text);
    }
  }

  if (listed.length) {
    ctx.llmsTxt.sections.push(llmsSection(options.blogTitle, listed.map((route) => ({ props: route.props as BlogPostPageProps, url: options.markdownTwins ? twinUrl(sitePath(route)) : pageUrl(sitePath(route)) }))));
  }
  await files.flushOutput('the blog output');
}

/** PURE: the blog's section of llms.txt: each listed post, in the blog's order, with its description. */
export function llmsSection(title: string, posts: Array<{ props: BlogPostPageProps; url: string }>): LlmsTxtSection {
  return { title, lines: posts.map(({ props, url }) => llmsLine(props.title, url, props.post.description)) };
}

function safeDecode(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}
