/** The blog plugin's options, with Docusaurus's names and defaults, validated once. */
import { z } from 'zod';
import { FolioError, closestMatches, joinPaths } from '@folio/core';

const fn = z.custom<(...args: never[]) => unknown>((value) => typeof value === 'function', { message: 'expected a function' });
const count = z.union([z.int().min(0), z.literal('ALL')]);
const feedType = z.enum(['rss', 'atom', 'json']);

export const blogOptionsSchema = z.strictObject({
  id: z.string().optional(),
  path: z.string().optional(),
  routeBasePath: z.string().optional(),
  tagsBasePath: z.string().optional(),
  archiveBasePath: z.string().nullable().optional(),
  pageBasePath: z.string().optional(),
  authorsBasePath: z.string().optional(),
  /** false: no authors list and no author pages (a site on a Docusaurus theme older than 3.5, which had none). */
  authorsPages: z.boolean().optional(),
  /** false: a blog without a post has no list page (a site on Docusaurus older than 3.10, whose blog plugin made none). */
  emptyListPage: z.boolean().optional(),
  include: z.array(z.string()).optional(),
  exclude: z.array(z.string()).optional(),
  postsPerPage: z.union([z.int().min(1), z.literal('ALL')]).optional(),
  blogTitle: z.string().optional(),
  blogDescription: z.string().optional(),
  blogSidebarCount: count.optional(),
  blogSidebarTitle: z.string().optional(),
  showReadingTime: z.boolean().optional(),
  readingTime: fn.optional(),
  authorsMapPath: z.string().optional(),
  tags: z.union([z.string(), z.literal(false), z.null()]).optional(),
  onInlineTags: z.enum(['ignore', 'log', 'warn', 'throw']).optional(),
  onInlineAuthors: z.enum(['ignore', 'log', 'warn', 'throw']).optional(),
  truncateMarker: z.instanceof(RegExp).optional(),
  /** A post without a truncate marker (shown whole on the list pages) is reported; Folio's default 'ignore', Docusaurus's 'warn'. */
  onUntruncatedBlogPosts: z.enum(['ignore', 'log', 'warn', 'throw']).optional(),
  sortPosts: z.enum(['descending', 'ascending']).optional(),
  editUrl: z.union([z.string(), fn]).optional(),
  showLastUpdateTime: z.boolean().optional(),
  showLastUpdateAuthor: z.boolean().optional(),
  feedOptions: z
    .strictObject({
      type: z.union([feedType, z.literal('all'), z.array(feedType), z.null()]).optional(),
      title: z.string().optional(),
      description: z.string().optional(),
      copyright: z.string().optional(),
      language: z.string().optional(),
      limit: z.union([z.int().min(1), z.literal(false), z.null()]).optional(),
    })
    .optional(),
  markdownTwins: z.boolean().optional(),
  /** The plugin's folder under each locale's translations folder (`i18n/<locale>/<it>`): the plugin's name (`blog`, `blog-<id>`) unless given. */
  i18nFolder: z.string().min(1).optional(),
  /** In a translated locale other than the default, a post without a translation shows a notice; false: no notice. */
  untranslatedNotice: z.boolean().optional(),
  /** In a translated locale other than the default, a translated post whose source changed since the revision it records (`translated_from`, or the locale's translations.lock.json) shows a notice; false: no notice. */
  staleTranslationNotice: z.boolean().optional(),
  /** Docusaurus's: a translated post's edit link points at its translation (a string `editUrl` only). */
  editLocalizedFiles: z.boolean().optional(),
});

export type BlogOptionsInput = z.input<typeof blogOptionsSchema>;
export type FeedType = z.output<typeof feedType>;
export type ReportLevel = 'ignore' | 'log' | 'warn' | 'throw';

/** `readingTime` option: Docusaurus's signature; undefined hides the post's reading time. */
export type ReadingTimeFn = (params: {
  content: string;
  frontMatter: Record<string, unknown>;
  locale: string;
  defaultReadingTime: (params: { content: string; locale?: string; options?: { wordsPerMinute?: number } }) => number;
}) => number | undefined;

export interface EditUrlParams {
  blogDirPath: string;
  blogPath: string;
  permalink: string;
  locale: string;
}

export interface BlogOptions {
  id: string;
  path: string;
  /** Site path of the blog's root, `/blog` (or `/` for a blog-only site). */
  basePath: string;
  tagsBasePath: string;
  archiveBasePath: string | null;
  pageBasePath: string;
  authorsBasePath: string;
  authorsPages: boolean;
  emptyListPage: boolean;
  include: string[];
  exclude: string[];
  /** Infinity for 'ALL'. */
  postsPerPage: number;
  blogTitle: string;
  blogDescription: string;
  /** Infinity for 'ALL', 0 for none. */
  blogSidebarCount: number;
  blogSidebarTitle: string;
  showReadingTime: boolean;
  readingTime?: ReadingTimeFn;
  authorsMapPath: string;
  tagsMapPath: string | null;
  onInlineTags: ReportLevel;
  onInlineAuthors: ReportLevel;
  truncateMarker: RegExp;
  onUntruncatedBlogPosts: ReportLevel;
  sortPosts: 'descending' | 'ascending';
  editUrl?: string | ((params: EditUrlParams) => string | undefined);
  showLastUpdateTime: boolean;
  showLastUpdateAuthor: boolean;
  feed: { types: FeedType[]; title?: string; description?: string; copyright?: string; language?: string; limit: number };
  markdownTwins: boolean;
  i18nFolder: string;
  untranslatedNotice: boolean;
  staleTranslationNotice: boolean;
  editLocalizedFiles: boolean;
}

/** Both of Docusaurus's markers: the HTML comment (Markdown) and the JSX comment (MDX). */
export const DEFAULT_TRUNCATE_MARKER = /<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/;

export const DEFAULT_EXCLUDE = ['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**'];

function feedTypes(type: FeedType | 'all' | FeedType[] | null | undefined): FeedType[] {
  if (type === null) return [];
  if (type === undefined) return ['rss', 'atom'];
  if (type === 'all') return ['rss', 'atom', 'json'];
  return [...new Set([type].flat())];
}

export function normalizeBlogOptions(input: BlogOptionsInput = {}): BlogOptions {
  const result = blogOptionsSchema.safeParse(input, { reportInput: true });
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const where = issue.path.map(String).join('.');
    let detail = `\`${where}\`: ${issue.message}`;
    if (issue.code === 'unrecognized_keys') {
      const key = issue.keys[0]!;
      const inFeed = issue.path[0] === 'feedOptions';
      const suggestion = closestMatches(key, Object.keys(inFeed ? blogOptionsSchema.shape.feedOptions.unwrap().shape : blogOptionsSchema.shape), 1)[0];
      detail = `\`${inFeed ? `feedOptions.${key}` : key}\` is not an option of the blog plugin${suggestion ? ` (did you mean \`${suggestion}\`?)` : ''}`;
    }
    throw new FolioError(`blog plugin options: ${detail}`);
  }
  const data = result.data;
  const routeBasePath = data.routeBasePath ?? 'blog';
  if (/^[a-z][a-z\d+.-]*:/i.test(routeBasePath)) {
    throw new FolioError(`blog plugin options: \`routeBasePath\` "${routeBasePath}": a route path must be a path, not a URL`, { hint: 'write a path such as `blog` or `/`' });
  }
  const feed = data.feedOptions ?? {};
  return {
    id: data.id ?? 'default',
    path: data.path ?? 'blog',
    basePath: joinPaths('/', routeBasePath),
    tagsBasePath: data.tagsBasePath ?? 'tags',
    archiveBasePath: data.archiveBasePath === undefined ? 'archive' : data.archiveBasePath,
    pageBasePath: data.pageBasePath ?? 'page',
    authorsBasePath: data.authorsBasePath ?? 'authors',
    authorsPages: data.authorsPages ?? true,
    emptyListPage: data.emptyListPage ?? true,
    include: data.include ?? ['**/*.{md,mdx}'],
    exclude: data.exclude ?? DEFAULT_EXCLUDE,
    postsPerPage: data.postsPerPage === 'ALL' ? Infinity : (data.postsPerPage ?? 10),
    blogTitle: data.blogTitle ?? 'Blog',
    blogDescription: data.blogDescription ?? 'Blog',
    blogSidebarCount: data.blogSidebarCount === 'ALL' ? Infinity : (data.blogSidebarCount ?? 5),
    blogSidebarTitle: data.blogSidebarTitle ?? 'Recent posts',
    showReadingTime: data.showReadingTime ?? true,
    readingTime: data.readingTime as ReadingTimeFn | undefined,
    authorsMapPath: data.authorsMapPath ?? 'authors.yml',
    tagsMapPath: data.tags === false || data.tags === null ? null : (data.tags ?? 'tags.yml'),
    onInlineTags: data.onInlineTags ?? 'warn',
    onInlineAuthors: data.onInlineAuthors ?? 'warn',
    truncateMarker: data.truncateMarker ?? DEFAULT_TRUNCATE_MARKER,
    onUntruncatedBlogPosts: data.onUntruncatedBlogPosts ?? 'ignore',
    sortPosts: data.sortPosts ?? 'descending',
    editUrl: data.editUrl as BlogOptions['editUrl'],
    showLastUpdateTime: data.showLastUpdateTime ?? false,
    showLastUpdateAuthor: data.showLastUpdateAuthor ?? false,
    feed: {
      types: feedTypes(feed.type),
      title: feed.title,
      description: feed.description,
      copyright: feed.copyright,
      language: feed.language,
      limit: feed.limit === false || feed.limit === null ? Infinity : (feed.limit ?? 20),
    },
    markdownTwins: data.markdownTwins ?? true,
    i18nFolder: data.i18nFolder ?? (data.id === undefined || data.id === 'default' ? 'blog' : `blog-${data.id}`),
    untranslatedNotice: data.untranslatedNotice ?? true,
    staleTranslationNotice: data.staleTranslationNotice ?? true,
    editLocalizedFiles: data.editLocalizedFiles ?? false,
  };
}
