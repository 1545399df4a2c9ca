/**
 * PURE: posts → the blog's routes: paginated lists (the blog, each tag, each author with a page),
 * a page per post with its neighbours, the tags index, the archive and the authors index. Every
 * blog page but the archive shares one layout-props object (the recent-posts sidebar): one chunk.
 * Each page made from a file resolves its Markdown links from the blog's folder (`linkRoot`), as
 * Docusaurus resolves them from the plugin's content folder.
 */
import { joinPaths, twinFile, type GeneratedPage, type Route } from '@folio/core';
import type {
  BlogArchivePageProps,
  BlogAuthor,
  BlogAuthorsListPageProps,
  BlogLayoutProps,
  BlogListPageProps,
  BlogPostLink,
  BlogPostPageProps,
  BlogTag,
  BlogTagsListPageProps,
} from './contract.ts';
import type { BlogOptions } from './options.ts';
import { pagePath } from './paths.ts';
import type { Post } from './posts.ts';

/** A post and what its list items render: its excerpt's generated module, or its own file when it is listed whole. */
export type LoadedPost = Post & { listed: string | GeneratedPage };

export interface BlogRoutesArgs {
  posts: LoadedPost[];
  options: BlogOptions;
  /** Dev: drafts are served (and listed). */
  includeDrafts: boolean;
  /** The authors of authors.yml, in its order: the authors index lists them all, in that order, as Docusaurus does. */
  authors?: BlogAuthor[];
  /** The blog's folder (absolute): where its posts' `/x.md` links are looked up first. */
  contentPath?: string;
}

/** PURE: `items` cut into pages of `size` (Infinity: one page); an empty list is one empty page. */
export function paginate<T>(items: T[], size: number): T[][] {
  if (items.length === 0) return [[]];
  if (!Number.isFinite(size)) return [items];
  const pages: T[][] = [];
  for (let i = 0; i < items.length; i += size) pages.push(items.slice(i, i + size));
  return pages;
}

const link = (post: LoadedPost | undefined): BlogPostLink | null => (post ? { title: post.meta.title, permalink: post.meta.permalink } : null);

/** PURE: the posts a build shows (drafts only in dev), and those it lists (not unlisted). */
export function visiblePosts(posts: LoadedPost[], includeDrafts: boolean): { shown: LoadedPost[]; listed: LoadedPost[] } {
  const shown = includeDrafts ? posts : posts.filter((post) => !post.draft);
  return { shown, listed: shown.filter((post) => !post.meta.unlisted) };
}

/** PURE: tag permalink → the tag and its listed posts, in the blog's order. */
export function postsByTag(listed: LoadedPost[]): Map<string, { tag: BlogTag; posts: LoadedPost[] }> {
  const byTag = new Map<string, { tag: BlogTag; posts: LoadedPost[] }>();
  for (const post of listed) {
    for (const tag of post.meta.tags) {
      let entry = byTag.get(tag.permalink);
      if (!entry) byTag.set(tag.permalink, (entry = { tag, posts: [] }));
      entry.posts.push(post);
    }
  }
  return new Map([...byTag].sort(([, a], [, b]) => a.tag.label.localeCompare(b.tag.label, 'en')));
}

export interface BlogAuthorsRoutes {
  /** The authors index's entries, or null when the blog has none (no authors.yml, or an empty one). */
  index: Array<BlogAuthor & { count: number }> | null;
  /** Author page permalink → the author and their listed posts, newest first. */
  pages: Map<string, { author: BlogAuthor; posts: LoadedPost[] }>;
}

/**
 * PURE: the authors index and the authors' pages as Docusaurus makes them (plugin-content-blog's
 * routes.js): the index exists when authors.yml names anyone, and lists every author it names, in
 * its order, each with their number of listed posts (0 too); each author of the map with a `page`
 * has one, an empty list when they wrote nothing listed. Folio's own: an author written inline with
 * a `page: { permalink }` gets that page too (Docusaurus links to it but makes none).
 */
export function blogAuthorsRoutes(listed: LoadedPost[], mapAuthors: BlogAuthor[]): BlogAuthorsRoutes {
  const byKey = new Map(mapAuthors.map((author) => [author.key, [] as LoadedPost[]]));
  for (const post of listed) {
    for (const key of new Set(post.meta.authors.map((author) => author.key))) if (key !== null) byKey.get(key)?.push(post);
  }
  const pages = new Map<string, { author: BlogAuthor; posts: LoadedPost[] }>();
  for (const author of mapAuthors) if (author.page) pages.set(author.page.permalink, { author, posts: [...byKey.get(author.key)!] });
  for (const post of listed) {
    for (const author of post.meta.authors) {
      if (author.key !== null || !author.page) continue;
      let entry = pages.get(author.page.permalink);
      if (!entry) pages.set(author.page.permalink, (entry = { author, posts: [] }));
      if (!entry.posts.includes(post)) entry.posts.push(post);
    }
  }
  const index = mapAuthors.length ? mapAuthors.map((author) => ({ ...author, count: byKey.get(author.key)!.length })) : null;
  return { index, pages };
}

/**
 * The blog's lists of posts (by page, tag and author), its tag and author indexes and its archive
 * stay out of the site's search index: they repeat the posts' text, and the posts are indexed.
 */
const NOT_SEARCHED = { index: false } as const;

export function createBlogRoutes({ posts, options, includeDrafts, authors = [], contentPath }: BlogRoutesArgs): Route[] {
  const { shown, listed } = visiblePosts(posts, includeDrafts);
  const base = options.basePath;
  const sidebarItems = listed.slice(0, options.blogSidebarCount).map((post) => ({ ...link(post)!, date: post.meta.date }));
  const layoutProps: BlogLayoutProps = {
    sidebar: sidebarItems.length ? { title: options.blogSidebarTitle, items: sidebarItems } : null,
    blog: { pluginId: options.id, basePath: base, title: options.blogTitle, description: options.blogDescription, authorsListPath: joinPaths(base, options.authorsBasePath) },
  };
  const blogRoute = (route: Omit<Route, 'layout' | 'layoutProps'>): Route => ({ ...route, layout: '@theme/BlogLayout', layoutProps });
  const routes: Route[] = [];

  /** A paginated list of posts at `root`; each page's contents are its posts' excerpt modules. */
  const lists = (root: string, items: LoadedPost[], component: `@theme/${string}`, extra: Omit<BlogListPageProps, 'items' | 'paginator'>) => {
    const pages = paginate(items, options.postsPerPage);
    pages.forEach((chunk, index) => {
      const page = index + 1;
      const permalink = pagePath(root, options.pageBasePath, page);
      const props: BlogListPageProps = {
        ...extra,
        items: chunk.map((post) => post.meta),
        paginator: {
          page,
          totalPages: pages.length,
          totalCount: items.length,
          previousPage: page > 1 ? pagePath(root, options.pageBasePath, page - 1) : null,
          nextPage: page < pages.length ? pagePath(root, options.pageBasePath, page + 1) : null,
          permalink,
        },
      };
      routes.push(blogRoute({ path: permalink, component, contents: chunk.map((post) => post.listed), props, ...(chunk[0] ? { source: chunk[0].source } : {}), search: NOT_SEARCHED }));
    });
  };

  if (shown.length || options.emptyListPage) lists(base, listed, '@theme/BlogListPage', { title: options.blogTitle, description: options.blogDescription, tag: null, author: null, isBlogRoot: true });

  const postPage = (route: Omit<Route, 'layout' | 'layoutProps'>) => blogRoute(contentPath ? { ...route, linkRoot: contentPath } : route);
  listed.forEach((post, index) => routes.push(postRoute(post, listed[index - 1], listed[index + 1], options, postPage)));
  for (const post of shown) if (post.meta.unlisted) routes.push(postRoute(post, undefined, undefined, options, postPage));

  const tags = postsByTag(listed);
  if (tags.size) {
    const tagsPath = joinPaths(base, options.tagsBasePath);
    const index: BlogTagsListPageProps = { tags: [...tags.values()].map(({ tag, posts: tagged }) => ({ ...tag, count: tagged.length })) };
    routes.push(blogRoute({ path: tagsPath, component: '@theme/BlogTagsListPage', props: index, search: NOT_SEARCHED }));
    for (const { tag, posts: tagged } of tags.values()) {
      const title = `${tagged.length} post${tagged.length === 1 ? '' : 's'} tagged with "${tag.label}"`;
      lists(tag.permalink, tagged, '@theme/BlogTagsPostsPage', { title, description: tag.description ?? title, tag: { ...tag, count: tagged.length, allTagsPath: tagsPath }, author: null, isBlogRoot: false });
    }
  }

  const authorRoutes = options.authorsPages ? blogAuthorsRoutes(listed, authors) : { index: null, pages: new Map() };
  if (authorRoutes.index) {
    const index: BlogAuthorsListPageProps = { authors: authorRoutes.index };
    routes.push(blogRoute({ path: joinPaths(base, options.authorsBasePath), component: '@theme/BlogAuthorsListPage', props: index, search: NOT_SEARCHED }));
  }
  for (const [permalink, { author, posts: written }] of authorRoutes.pages) {
    lists(permalink, written, '@theme/BlogAuthorsPostsPage', { title: author.name ?? author.key ?? '', description: author.title ?? '', tag: null, author: { ...author, count: written.length }, isBlogRoot: false });
  }

  if (options.archiveBasePath !== null && listed.length) {
    const archive: BlogArchivePageProps = {
      title: 'Archive',
      description: 'Archive',
      posts: listed.map(({ meta }) => ({ permalink: meta.permalink, title: meta.title, date: meta.date })),
    };
    routes.push({ path: joinPaths(base, options.archiveBasePath), component: '@theme/BlogArchivePage', props: archive, search: NOT_SEARCHED });
  }
  return routes;
}

function postRoute(post: LoadedPost, newer: LoadedPost | undefined, older: LoadedPost | undefined, options: BlogOptions, blogRoute: (route: Omit<Route, 'layout' | 'layoutProps'>) => Route): Route {
  const fm = post.frontMatter;
  const level = (value: unknown) => (typeof value === 'number' ? value : null);
  const props: BlogPostPageProps = {
    title: post.meta.title,
    unlisted: post.meta.unlisted,
    post: post.meta,
    previous: link(newer),
    next: link(older),
    markdownPath: options.markdownTwins ? `/${twinFile(post.meta.permalink)}` : null,
    frontMatter: { hide_table_of_contents: fm.hide_table_of_contents === true, toc_min_heading_level: level(fm.toc_min_heading_level), toc_max_heading_level: level(fm.toc_max_heading_level) },
  };
  const search = { section: 'Blog', ...(post.meta.title ? { title: post.meta.title } : {}) };
  return blogRoute({ path: post.meta.permalink, component: '@theme/BlogPostPage', page: post.source, props, noIndex: post.meta.unlisted, source: post.source, search });
}
