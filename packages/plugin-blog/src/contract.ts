/**
 * The blog plugin's wire types: the props its routes hand the theme's Blog* components. TYPES
 * ONLY (compiles to nothing), imported by the plugin that makes them and the theme that shows them.
 */

/** An author of a post: from `authors.yml` (with its key) or written inline in the front matter. */
export type BlogAuthor = {
  key: string | null;
  name: string | null;
  title: string | null;
  url: string | null;
  imageURL: string | null;
  email: string | null;
  /** Platform → profile URL (`x`, `github`, `linkedin`… or any name with a full URL). */
  socials: Record<string, string>;
  /** The author's own page, when `authors.yml` gives it one (`page: true`). */
  page: { permalink: string } | null;
};

export type BlogTag = {
  label: string;
  /** Site path of the tag's page. */
  permalink: string;
  description: string | null;
};

/** What a list item, a post page, the archive and the feeds know of a post. */
export type BlogPostMeta = {
  permalink: string;
  title: string;
  description: string;
  /** ISO 8601, UTC (`2024-03-01T00:00:00.000Z`). */
  date: string;
  /** In minutes; null when reading times are off. */
  readingTime: number | null;
  authors: BlogAuthor[];
  tags: BlogTag[];
  /** The post has more than its excerpt (a truncate marker): lists link "Read more". */
  hasTruncateMarker: boolean;
  unlisted: boolean;
  image: string | null;
  keywords: string[];
  lastUpdate: { date: string | null; author: string | null } | null;
  editUrl: string | null;
  /** In a translated locale, the post has no translation and shows its source: the theme says so (UntranslatedNotice). */
  untranslated?: true;
  /** In a translated locale, the post's translation translates an older revision of its source: the theme says so (UntranslatedNotice's `stale`). */
  staleTranslation?: true;
};

/** A neighbour of a post: previous is the newer one, next the older (as Docusaurus names them). */
export type BlogPostLink = { title: string; permalink: string };

/** A recent post in the blog sidebar; its date groups the list by year (`themeConfig.blog.sidebar.groupByYear`). */
export type BlogSidebarItem = BlogPostLink & { date: string };

/** The blog's recent posts, shared by every blog page (the layout's props, one chunk). */
export type BlogSidebarData = {
  title: string;
  items: BlogSidebarItem[];
};

/** The blog as a whole (Docusaurus's route context `blogMetadata`): where it lives and what it is called. */
export type BlogMetadata = {
  /** The blog plugin's id (`default` unless the site has several blogs). */
  pluginId: string;
  /** Site path of the blog's root list. */
  basePath: string;
  title: string;
  description: string;
  /** Site path of the authors index. */
  authorsListPath: string;
};

/** `@theme/BlogLayout`: the sidebar beside every blog page, and the blog it belongs to. */
export type BlogLayoutProps = {
  sidebar: BlogSidebarData | null;
  blog: BlogMetadata;
};

/** `@theme/BlogPostPage`. */
export type BlogPostPageProps = {
  /** The post's title and unlisted flag, where search and the sitemap read every page's. */
  title: string;
  unlisted: boolean;
  post: BlogPostMeta;
  previous: BlogPostLink | null;
  next: BlogPostLink | null;
  /** Site path of the post's Markdown twin. */
  markdownPath: string | null;
  frontMatter: { hide_table_of_contents: boolean; toc_min_heading_level: number | null; toc_max_heading_level: number | null };
};

/** Which page of a paginated list this is. */
export type BlogPaginatorData = {
  page: number;
  totalPages: number;
  totalCount: number;
  previousPage: string | null;
  nextPage: string | null;
  permalink: string;
};

/** `@theme/BlogListPage`, `@theme/BlogTagsPostsPage` and `@theme/BlogAuthorsPostsPage`. */
export type BlogListPageProps = {
  /** The list's heading and its page title. */
  title: string;
  description: string;
  items: BlogPostMeta[];
  paginator: BlogPaginatorData;
  /** Set on a tag's pages. */
  tag: (BlogTag & { count: number; allTagsPath: string }) | null;
  /** Set on an author's pages. */
  author: (BlogAuthor & { count: number }) | null;
  /** The blog's root list (`/blog`): the site's blog title as its only heading. */
  isBlogRoot: boolean;
};

/** `@theme/BlogTagsListPage`. */
export type BlogTagsListPageProps = {
  tags: Array<BlogTag & { count: number }>;
};

/** `@theme/BlogArchivePage`: every listed post, newest first, grouped by year in the theme. */
export type BlogArchivePageProps = {
  title: string;
  description: string;
  posts: Array<Pick<BlogPostMeta, 'permalink' | 'title' | 'date'>>;
};

/** `@theme/BlogAuthorsListPage`. */
export type BlogAuthorsListPageProps = {
  authors: Array<BlogAuthor & { count: number }>;
};
