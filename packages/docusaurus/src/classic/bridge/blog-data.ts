/**
 * PURE: Folio's blog props (@folio/plugin-blog/contract) in the shapes Docusaurus's blog
 * plugin hands its theme components (plugin-content-blog's routes.ts, props.ts and
 * paginateBlogPosts): BlogPostMetadata, BlogPaginatedMetadata, BlogSidebar, BlogMetadata, tag and
 * author props, and the archive's posts. Folio's nulls are Docusaurus's absent fields.
 */
import type {
  BlogArchivePageProps,
  BlogAuthor,
  BlogLayoutProps,
  BlogListPageProps,
  BlogMetadata,
  BlogPostLink,
  BlogPostMeta,
  BlogSidebarData,
  BlogTag,
} from '@folio/plugin-blog/contract';

/** The route context's plugin of every blog route (the `plugin-blog plugin-id-default` classes of <html>). */
export const BLOG_PLUGIN = { name: 'docusaurus-plugin-content-blog', id: 'default' } as const;

type Defined<T> = { [K in keyof T]: Exclude<T[K], null> };

/** Docusaurus's `Author` (and with a count, `AuthorItemProp`). */
export type DocusaurusAuthor = Partial<Defined<Omit<BlogAuthor, 'key' | 'page' | 'socials'>>> & {
  key: string | null;
  page: { permalink: string } | null;
  socials?: Record<string, string>;
  count?: number;
};

/** Docusaurus's `TagMetadata` as a post carries it. */
export type DocusaurusTag = { label: string; permalink: string; description?: string };

/** Docusaurus's `PropBlogPostMetadata` (the date serialised, as the client receives it). */
export type DocusaurusPostMetadata = {
  source: string;
  title: string;
  date: string;
  permalink: string;
  description: string;
  editUrl?: string;
  readingTime?: number;
  hasTruncateMarker: boolean;
  nextItem?: BlogPostLink;
  prevItem?: BlogPostLink;
  authors: DocusaurusAuthor[];
  frontMatter: Record<string, unknown>;
  tags: DocusaurusTag[];
  unlisted: boolean;
  lastUpdatedAt?: number;
  lastUpdatedBy?: string;
};

export type DocusaurusPaginatedMetadata = {
  blogTitle: string;
  blogDescription: string;
  nextPage?: string;
  permalink: string;
  previousPage?: string;
  page: number;
  postsPerPage: number;
  totalCount: number;
  totalPages: number;
};

export type DocusaurusBlogMetadata = { blogBasePath: string; blogTitle: string; authorsListPath: string };

export type DocusaurusSidebar = { title: string; items: Array<{ title: string; permalink: string; unlisted: boolean; date: string }> };

/** The fields of `value` that are not null or undefined. */
function present<T extends Record<string, unknown>>(value: T): { [K in keyof T]?: Exclude<T[K], null> } {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== null && field !== undefined)) as never;
}

export function docusaurusAuthor(author: BlogAuthor & { count?: number }): DocusaurusAuthor {
  const { key, page, ...rest } = author;
  return { ...present(rest), key, page };
}

export function docusaurusTag(tag: BlogTag): DocusaurusTag {
  return { label: tag.label, permalink: tag.permalink, ...present({ description: tag.description }) };
}

/**
 * A post's metadata. `frontMatter` is the post's own when its module is at hand (its page; a
 * list item that is the whole post); an excerpt's module has none, so it is what the post's
 * meta knows of it (`keywords`, `image`). Neighbours: Folio's `previous` is the newer post, as
 * Docusaurus's `prevItem`.
 */
export function postMetadata(
  meta: BlogPostMeta,
  more: { frontMatter?: Record<string, unknown>; previous?: BlogPostLink | null; next?: BlogPostLink | null; source?: string } = {},
): DocusaurusPostMetadata {
  const frontMatter = more.frontMatter && Object.keys(more.frontMatter).length ? more.frontMatter : { ...(meta.keywords.length ? { keywords: meta.keywords } : {}), ...(meta.image ? { image: meta.image } : {}) };
  const lastUpdatedAt = meta.lastUpdate?.date ? Date.parse(meta.lastUpdate.date) : undefined;
  return {
    source: more.source ?? '',
    title: meta.title,
    date: meta.date,
    permalink: meta.permalink,
    description: meta.description,
    ...present({ editUrl: meta.editUrl, readingTime: meta.readingTime }),
    hasTruncateMarker: meta.hasTruncateMarker,
    ...(more.next ? { nextItem: { title: more.next.title, permalink: more.next.permalink } } : {}),
    ...(more.previous ? { prevItem: { title: more.previous.title, permalink: more.previous.permalink } } : {}),
    authors: meta.authors.map(docusaurusAuthor),
    frontMatter,
    tags: meta.tags.map(docusaurusTag),
    unlisted: meta.unlisted,
    ...present({ lastUpdatedAt, lastUpdatedBy: meta.lastUpdate?.author }),
  };
}

/** Docusaurus's `assets` of a post: no bundler-made image paths (Folio's URLs are final), one slot per author. */
export function postAssets(metadata: Pick<DocusaurusPostMetadata, 'authors'>): { image?: string; authorsImageUrls: (string | undefined)[] } {
  return { authorsImageUrls: metadata.authors.map(() => undefined) };
}

/**
 * `BlogPaginatedMetadata` of a list page. `postsPerPage` is what the page shows (the pages before
 * the last are full; a single page is all the posts, as Docusaurus's `postsPerPage: 'ALL'`).
 */
export function paginatedMetadata(paginator: BlogListPageProps['paginator'], shown: number, blog: Pick<BlogMetadata, 'title' | 'description'>): DocusaurusPaginatedMetadata {
  const { page, totalPages, totalCount, permalink } = paginator;
  const postsPerPage = page < totalPages ? shown : totalPages > 1 ? (totalCount - shown) / (totalPages - 1) : totalCount;
  return {
    blogTitle: blog.title,
    blogDescription: blog.description,
    ...present({ nextPage: paginator.nextPage }),
    permalink,
    ...present({ previousPage: paginator.previousPage }),
    page,
    postsPerPage,
    totalCount,
    totalPages,
  };
}

/** The recent posts: every item listed (Folio's sidebar has only listed posts). */
export function sidebarProp(sidebar: BlogSidebarData | null, fallbackTitle = ''): DocusaurusSidebar {
  if (!sidebar) return { title: fallbackTitle, items: [] };
  return { title: sidebar.title, items: sidebar.items.map((item) => ({ title: item.title, permalink: item.permalink, unlisted: false, date: item.date })) };
}

export function blogMetadata(blog: BlogMetadata): DocusaurusBlogMetadata {
  return { blogBasePath: blog.basePath, blogTitle: blog.title, authorsListPath: blog.authorsListPath };
}

/** A tag's page: `TagModule` (Folio's tag pages are those of listed posts, so never unlisted). */
export function tagModule(tag: NonNullable<BlogListPageProps['tag']>) {
  return { label: tag.label, permalink: tag.permalink, allTagsPath: tag.allTagsPath, count: tag.count, unlisted: false, ...present({ description: tag.description }) };
}

/** The tags index: `TagsListItem[]`. */
export function tagsListItems(tags: Array<BlogTag & { count: number }>) {
  return tags.map((tag) => ({ label: tag.label, permalink: tag.permalink, count: tag.count, ...present({ description: tag.description }) }));
}

/** The archive: `{ blogPosts: BlogPost[] }` with what Folio's archive knows of each post. */
export function archiveProp(posts: BlogArchivePageProps['posts']) {
  return {
    blogPosts: posts.map((post) => ({
      id: post.permalink,
      metadata: { permalink: post.permalink, title: post.title, date: post.date, description: '', authors: [], tags: [], frontMatter: {}, hasTruncateMarker: false, unlisted: false, source: '' },
      content: '',
    })),
  };
}

/** What a blog route's layout gives its page (the archive has no layout). */
export type BlogLayoutData = Pick<BlogLayoutProps, 'sidebar'> & { blog?: BlogMetadata };
