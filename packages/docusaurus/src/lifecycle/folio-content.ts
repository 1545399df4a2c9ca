/**
 * PURE: the content of Folio's docs, blog and pages plugins (the plugins Folio runs in place of
 * Docusaurus's official three) in the shapes Docusaurus's own plugins load it, for the plugins that
 * read it: `allContent['docusaurus-plugin-content-docs'][id].loadedVersions` in allContentLoaded,
 * `plugins[].content` in postBuild (llms.txt generators, search indexers). Docusaurus's shapes
 * (3.10): plugin-content-docs's LoadedContent (versions with their docs, drafts and sidebars),
 * plugin-content-blog's BlogContent (posts, tags, authors), plugin-content-pages's Metadata[].
 * Paths are the site's: permalinks with the base URL, sources as `@site/<path>`.
 */
import path from 'node:path';

/** What this module reads of Folio's docs plugin content (plugin-docs's DocsContent). */
export interface FolioDocsContent {
  versions: Array<{
    version: { name: string; label: string; path: string; contentPath: string; sidebarFile?: string; isLast: boolean; banner: string; badge: boolean; noIndex: boolean; className: string };
    docs: FolioDoc[];
    sidebars: { sidebars: Record<string, FolioSidebarItem[]> };
  }>;
}

export interface FolioDoc {
  id: string;
  source: string;
  sourceDirName: string;
  frontMatter: Record<string, unknown>;
  title: string;
  description: string;
  slug: string;
  permalink: string;
  sidebarPosition?: number;
  draft: boolean;
  unlisted: boolean;
  editUrl?: string;
  tags?: Array<{ label: string; permalink: string; description: string | null; inline: boolean }>;
  lastUpdate?: { date: string | null; author: string | null };
}

/** A resolved sidebar item of Folio's docs (plugin-docs contract.ts's SidebarItem). */
export type FolioSidebarItem = { type: string; label?: string; id?: string; href?: string; linkDocId?: string; items?: FolioSidebarItem[]; [key: string]: unknown };

/** What this module reads of Folio's blog content (plugin-blog's BlogContent). */
export interface FolioBlogContent {
  posts: Array<{ source: string; content: string; draft: boolean; frontMatter: Record<string, unknown>; meta: FolioPostMeta }>;
  authors: Array<Record<string, unknown>>;
}

interface FolioPostMeta {
  permalink: string;
  title: string;
  description: string;
  date: string;
  readingTime: number | null;
  authors: Array<Record<string, unknown>>;
  tags: Array<{ label: string; permalink: string; description: string | null }>;
  hasTruncateMarker: boolean;
  unlisted: boolean;
  lastUpdate: { date: string | null; author: string | null } | null;
  editUrl: string | null;
}

/** A page of Folio's pages plugin (plugin-pages load.ts's PageFile), with its text's title and first paragraph for a Markdown page. */
export interface FolioPage {
  file: string;
  kind: 'component' | 'markdown';
  routePath: string;
  frontMatter?: Record<string, unknown>;
  contentTitle?: string;
  excerpt?: string;
}

export interface SitePaths {
  siteDir: string;
  baseUrl: string;
  /** The built locale's folder under i18n/ (absolute), where a version's translated docs would be. */
  localeDir?: string;
  /** Drafts are content in dev only, as in Docusaurus. */
  dev: boolean;
}

/** `/base/` + a site path: a Folio path (no base URL) as Docusaurus gives it. */
export function withBaseUrl(baseUrl: string, sitePath: string): string {
  if (/^[a-z]+:/i.test(sitePath)) return sitePath;
  return `${baseUrl.replace(/\/$/, '')}${sitePath.startsWith('/') ? '' : '/'}${sitePath}`;
}

/** `@site/<path>` of a file of the site; a generated doc's id as it is. */
export function siteAlias(siteDir: string, file: string): string {
  if (!path.isAbsolute(file)) return file;
  return `@site/${path.relative(siteDir, file).split(path.sep).join('/')}`;
}

/** lodash's kebabCase, as Docusaurus names a tag's page: accents dropped, words (camelCase and digits split) in lower case, joined by `-`. */
export function kebabCase(text: string): string {
  const deburred = text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  const words = deburred.replace(/['\u2019]/g, '').match(/[A-Z]{2,}(?=[A-Z][a-z]+|[^a-zA-Z]|$)|[A-Z]?[a-z]+|[A-Z]+|\d+|[^\x00-\x7F]+/g) ?? [];
  return words.map((word) => word.toLowerCase()).join('-');
}

/** A doc's front matter tags, normalized as Docusaurus does for a doc without a tags file. */
function docTags(frontMatter: Record<string, unknown>, tagsPath: string): Array<Record<string, unknown>> {
  const tags = Array.isArray(frontMatter.tags) ? frontMatter.tags : [];
  return tags.flatMap((tag) => {
    if (typeof tag === 'string') return [{ label: tag, permalink: `${tagsPath}/${kebabCase(tag)}`, inline: true, description: undefined }];
    if (tag && typeof tag === 'object' && typeof (tag as { label?: unknown }).label === 'string') {
      const { label, permalink } = tag as { label: string; permalink?: string };
      return [{ label, permalink: `${tagsPath}/${(permalink ?? kebabCase(label)).replace(/^\//, '')}`, inline: true, description: undefined }];
    }
    return [];
  });
}

function lastUpdateData(lastUpdate: { date: string | null; author: string | null } | null | undefined): Record<string, unknown> {
  if (!lastUpdate) return {};
  return { lastUpdatedAt: lastUpdate.date ? Date.parse(lastUpdate.date) : undefined, lastUpdatedBy: lastUpdate.author ?? undefined };
}

interface SidebarScope {
  baseUrl: string;
  /** The version's path without the base URL: a generated index's slug is its path below it. */
  versionPath: string;
  docs: Map<string, FolioDoc>;
}

/**
 * A Folio sidebar item as Docusaurus's (plugin-content-docs sidebars/types SidebarItem):
 * categories with their link. Folio resolves every doc item's label; Docusaurus's has one only
 * when it was given, so a label other than the doc's title is kept.
 */
function sidebarItem(item: FolioSidebarItem, scope: SidebarScope): Record<string, unknown> {
  const common = { ...(item.className ? { className: item.className } : {}), ...(item.customProps ? { customProps: item.customProps } : {}) };
  if (item.type === 'doc') {
    const given = item.label !== undefined && item.label !== scope.docs.get(item.id ?? '')?.title;
    return { type: 'doc', id: item.id, ...(given ? { label: item.label } : {}), ...common };
  }
  if (item.type === 'link') return { type: 'link', href: item.href, label: item.label, ...common };
  if (item.type === 'html') return { type: 'html', value: item.value, ...(item.defaultStyle !== undefined ? { defaultStyle: item.defaultStyle } : {}), ...common };
  const slug = item.href && scope.versionPath !== '/' && item.href.startsWith(`${scope.versionPath}/`) ? item.href.slice(scope.versionPath.length) : item.href;
  const link = item.linkDocId ? { type: 'doc', id: item.linkDocId } : item.href ? { type: 'generated-index', slug, permalink: withBaseUrl(scope.baseUrl, item.href) } : undefined;
  return {
    type: 'category',
    label: item.label,
    collapsed: item.collapsed,
    collapsible: item.collapsible,
    items: (item.items ?? []).map((child) => sidebarItem(child, scope)),
    ...(link ? { link } : {}),
    ...common,
  };
}

/** The pages of a sidebar in reading order: docs (not refs) and linked categories, each with its title. */
function navigation(items: FolioSidebarItem[], docs: Map<string, FolioDoc>, baseUrl: string): Array<{ docId?: string; title: string; permalink: string }> {
  return items.flatMap((item) => {
    if (item.type === 'doc' && item.id && docs.has(item.id)) {
      const doc = docs.get(item.id)!;
      const title = typeof doc.frontMatter.pagination_label === 'string' ? doc.frontMatter.pagination_label : item.label ?? doc.title;
      return [{ docId: doc.id, title, permalink: withBaseUrl(baseUrl, doc.permalink) }];
    }
    if (item.type !== 'category') return [];
    const own = item.linkDocId && docs.has(item.linkDocId) ? [{ docId: item.linkDocId, title: item.label ?? '', permalink: withBaseUrl(baseUrl, docs.get(item.linkDocId)!.permalink) }] : item.href ? [{ title: item.label ?? '', permalink: withBaseUrl(baseUrl, item.href) }] : [];
    return [...own, ...navigation(item.items ?? [], docs, baseUrl)];
  });
}

/** The sidebar a doc is in (the first listing it, as Docusaurus takes it), and its previous and next pages there. */
function docPlace(doc: FolioDoc, sidebars: Record<string, FolioSidebarItem[]>, docs: Map<string, FolioDoc>, baseUrl: string): Record<string, unknown> {
  for (const [name, items] of Object.entries(sidebars)) {
    const pages = navigation(items, docs, baseUrl);
    const index = pages.findIndex((page) => page.docId === doc.id);
    if (index === -1) continue;
    const link = (page: (typeof pages)[number] | undefined) => (page ? { title: page.title, permalink: page.permalink } : undefined);
    return { sidebar: name, previous: link(pages[index - 1]), next: link(pages[index + 1]) };
  }
  return { sidebar: undefined, previous: undefined, next: undefined };
}

/** Docusaurus's plugin-content-docs LoadedContent of one Folio docs instance. */
export function docsLoadedContent(content: FolioDocsContent, site: SitePaths, pluginId = 'default'): { loadedVersions: Array<Record<string, unknown>> } {
  const localizedFolder = `docusaurus-plugin-content-docs${pluginId === 'default' ? '' : `-${pluginId}`}`;
  return {
    loadedVersions: content.versions.map(({ version, docs, sidebars }) => {
      const versionPath = withBaseUrl(site.baseUrl, version.path);
      const tagsPath = `${versionPath.replace(/\/$/, '')}/tags`;
      const byId = new Map(docs.map((doc) => [doc.id, doc]));
      const metadata = (doc: FolioDoc) => ({
        id: doc.id,
        version: version.name,
        title: doc.title,
        description: doc.description,
        source: siteAlias(site.siteDir, doc.source),
        sourceDirName: doc.sourceDirName,
        slug: doc.slug,
        permalink: withBaseUrl(site.baseUrl, doc.permalink),
        draft: doc.draft,
        unlisted: doc.unlisted,
        ...(doc.sidebarPosition !== undefined ? { sidebarPosition: doc.sidebarPosition } : {}),
        ...(doc.editUrl ? { editUrl: doc.editUrl } : {}),
        // The docs plugin's own tags (its tags file, its tagsBasePath); from the front matter for content without them.
        tags: doc.tags ? doc.tags.map((tag) => ({ label: tag.label, permalink: withBaseUrl(site.baseUrl, tag.permalink), inline: tag.inline, description: tag.description ?? undefined })) : docTags(doc.frontMatter, tagsPath),
        frontMatter: doc.frontMatter,
        ...lastUpdateData(doc.lastUpdate),
        ...docPlace(doc, sidebars.sidebars, byId, site.baseUrl),
      });
      const isContent = (doc: FolioDoc) => site.dev || !doc.draft;
      return {
        versionName: version.name,
        label: version.label,
        path: versionPath,
        tagsPath,
        banner: version.banner === 'none' ? null : version.banner,
        badge: version.badge,
        noIndex: version.noIndex,
        className: version.className,
        isLast: version.isLast,
        contentPath: version.contentPath,
        ...(site.localeDir ? { contentPathLocalized: path.join(site.localeDir, localizedFolder, version.name === 'current' ? 'current' : `version-${version.name}`) } : {}),
        sidebarFilePath: version.sidebarFile ?? false,
        routePriority: version.isLast ? -1 : undefined,
        docs: docs.filter(isContent).map(metadata),
        drafts: docs.filter((doc) => !isContent(doc)).map(metadata),
        sidebars: Object.fromEntries(Object.entries(sidebars.sidebars).map(([name, items]) => [name, items.map((item) => sidebarItem(item, { baseUrl: site.baseUrl, versionPath: version.path, docs: byId }))])),
      };
    }),
  };
}

/** The options of the blog Docusaurus's content reads (its validated options: titles and route base path). */
export interface BlogContentOptions {
  routeBasePath?: string;
  postsPerPage?: number | 'ALL';
  pageBasePath?: string;
  blogTitle?: string;
  blogDescription?: string;
  blogSidebarTitle?: string;
  tagsBasePath?: string;
}

const trimSlashes = (text: string) => text.replace(/^\/+|\/+$/g, '');

/** An author as Docusaurus gives it: the fields it has (Folio's nulls left out), `key` and `page` null when none. */
const docusaurusAuthor = (baseUrl: string) => (author: Record<string, unknown>) => {
  const given = Object.fromEntries(Object.entries(author).filter(([key, value]) => value !== null || key === 'key' || key === 'page'));
  const page = author.page ? { permalink: withBaseUrl(baseUrl, (author.page as { permalink: string }).permalink) } : null;
  return { ...given, page };
};

type DocusaurusPost = { id: string; metadata: { unlisted: boolean; tags: Array<{ label: string; permalink: string; description?: string; inline: boolean }> } };

/** A list of posts in pages, as Docusaurus paginates a tag's posts (`postsPerPage`, `<permalink>/<pageBasePath>/<n>`). */
function paginate(ids: string[], permalink: string, options: BlogContentOptions & { blogTitle: string; blogDescription: string }): Array<Record<string, unknown>> {
  const perPage = options.postsPerPage === 'ALL' ? ids.length : (options.postsPerPage ?? 10);
  const totalPages = Math.max(1, Math.ceil(ids.length / Math.max(perPage, 1)));
  const pageLink = (index: number) => (index > 0 ? `${permalink.replace(/\/$/, '')}/${trimSlashes(options.pageBasePath ?? 'page')}/${index + 1}` : permalink);
  return Array.from({ length: totalPages }, (_, index) => ({
    items: ids.slice(index * perPage, (index + 1) * perPage),
    metadata: {
      permalink: pageLink(index),
      page: index + 1,
      postsPerPage: perPage,
      totalPages,
      totalCount: ids.length,
      previousPage: index > 0 ? pageLink(index - 1) : undefined,
      nextPage: index < totalPages - 1 ? pageLink(index + 1) : undefined,
      blogDescription: options.blogDescription,
      blogTitle: options.blogTitle,
    },
  }));
}

/** Docusaurus's blogTags: each tag with its listed posts (all of them when every one is unlisted, the tag then unlisted) in pages. */
function tagsOf(posts: DocusaurusPost[], options: BlogContentOptions & { blogTitle: string; blogDescription: string }): Record<string, Record<string, unknown>> {
  const groups = new Map<string, { tag: DocusaurusPost['metadata']['tags'][number]; posts: DocusaurusPost[] }>();
  for (const post of posts) for (const tag of post.metadata.tags) (groups.get(tag.permalink) ?? groups.set(tag.permalink, { tag, posts: [] }).get(tag.permalink)!).posts.push(post);
  return Object.fromEntries(
    [...groups].map(([permalink, { tag, posts: tagged }]) => {
      const unlisted = tagged.every((post) => post.metadata.unlisted);
      const ids = (unlisted ? tagged : tagged.filter((post) => !post.metadata.unlisted)).map((post) => post.id);
      return [permalink, { inline: tag.inline, label: tag.label, permalink, description: tag.description, items: ids, pages: paginate(ids, permalink, options), unlisted }];
    }),
  );
}

/** Docusaurus's plugin-content-blog BlogContent of one Folio blog instance. */
export function blogContent(content: FolioBlogContent, options: BlogContentOptions, site: SitePaths): Record<string, unknown> {
  const base = `/${trimSlashes(options.routeBasePath ?? 'blog')}`;
  const posts = content.posts.filter((post) => site.dev || !post.draft);
  const blogPosts = posts.map((post, index) => {
    const { meta, frontMatter } = post;
    // Docusaurus's id is the slug: the front matter's as written, else the file's path (`/2024/03/01/name`).
    const slug = typeof frontMatter.slug === 'string' ? frontMatter.slug : base !== '/' && meta.permalink.startsWith(`${base}/`) ? meta.permalink.slice(base.length) : meta.permalink;
    // As Docusaurus lists them: newest first; the previous post is the newer one.
    const near = (other: (typeof posts)[number] | undefined) => (other ? { title: other.meta.title, permalink: withBaseUrl(site.baseUrl, other.meta.permalink) } : undefined);
    return {
      id: slug,
      metadata: {
        permalink: withBaseUrl(site.baseUrl, meta.permalink),
        editUrl: meta.editUrl ?? undefined,
        source: siteAlias(site.siteDir, post.source),
        title: meta.title,
        description: meta.description,
        date: new Date(meta.date),
        tags: meta.tags.map((tag) => ({ label: tag.label, permalink: withBaseUrl(site.baseUrl, tag.permalink), description: tag.description ?? undefined, inline: true })),
        readingTime: meta.readingTime ?? undefined,
        hasTruncateMarker: meta.hasTruncateMarker,
        authors: meta.authors.map(docusaurusAuthor(site.baseUrl)),
        frontMatter,
        unlisted: meta.unlisted,
        ...lastUpdateData(meta.lastUpdate),
        prevItem: near(posts[index - 1]),
        nextItem: near(posts[index + 1]),
      },
      content: post.content.replace(/^\n+/, ''),
    };
  });
  const blogTags = tagsOf(blogPosts, { ...options, blogTitle: options.blogTitle ?? 'Blog', blogDescription: options.blogDescription ?? 'Blog' });
  return {
    blogTitle: options.blogTitle ?? 'Blog',
    blogDescription: options.blogDescription ?? 'Blog',
    blogSidebarTitle: options.blogSidebarTitle ?? 'Recent posts',
    blogPosts,
    blogTags,
    blogTagsListPath: withBaseUrl(site.baseUrl, `${base === '/' ? '' : base}/${trimSlashes(options.tagsBasePath ?? 'tags')}`),
    // Docusaurus has none without an authors file.
    ...(content.authors.length ? { authorsMap: Object.fromEntries(content.authors.filter((author) => typeof author.key === 'string').map((author) => [author.key as string, docusaurusAuthor(site.baseUrl)(author)])) } : {}),
  };
}

/** Docusaurus's plugin-content-pages content (Metadata[]) of one Folio pages instance. */
export function pagesContent(pages: FolioPage[], site: SitePaths): Array<Record<string, unknown>> {
  return pages.flatMap((page) => {
    const common = { permalink: withBaseUrl(site.baseUrl, page.routePath), source: siteAlias(site.siteDir, page.file) };
    if (page.kind === 'component') return [{ type: 'jsx', ...common }];
    const frontMatter = page.frontMatter ?? {};
    if (frontMatter.draft === true && !site.dev) return [];
    return [
      {
        type: 'mdx',
        ...common,
        frontMatter,
        title: typeof frontMatter.title === 'string' ? frontMatter.title : page.contentTitle,
        description: typeof frontMatter.description === 'string' ? frontMatter.description : page.excerpt,
        unlisted: frontMatter.unlisted === true,
      },
    ];
  });
}
