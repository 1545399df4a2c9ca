/**
 * The docs plugin's data as the browser receives it: doc page props, the docs layout's props
 * (sidebars), generated-index props and the global data. The plugin produces these (routes.ts,
 * sidebars/, sidebar-chunks.ts), the theme and search read them. TYPES ONLY (core's
 * test/contract.test.ts checks): `type` aliases, so that each is assignable to core's `Json`.
 */
import type { Json } from '@folio/core/contract';

/** Which banner a version's pages show. */
export type VersionBanner = 'none' | 'unreleased' | 'unmaintained';

/** What a page needs of its version. */
export type VersionMeta = {
  name: string;
  label: string;
  path: string;
  isLast: boolean;
  banner: VersionBanner;
  badge: boolean;
  className: string;
  noIndex: boolean;
};

/** Previous or next page, in sidebar order. */
export type NavLink = {
  title: string;
  permalink: string;
};

export type Breadcrumb = {
  label: string;
  href?: string;
};

/**
 * A collapsed category sent without its items (sidebar-chunks.ts): `path` is a page whose layout
 * props hold the category whole.
 */
export type LazyCategory = {
  /** A page of this version inside the category (the category's own page, else its first doc). */
  path: string;
  /** The sidebar's name, then the category's index at each level. */
  at: [string, ...number[]];
};

type CategoryFields = {
  type: 'category';
  label: string;
  collapsed: boolean;
  collapsible: boolean;
  className?: string;
  /** Where the category label links, if anywhere. */
  href?: string;
  linkDocId?: string;
  customProps?: Record<string, Json>;
};

/** Sidebar items other than categories. */
export type SidebarLeaf =
  | { type: 'doc'; id: string; label: string; href: string; className?: string; customProps?: Record<string, Json>; ref?: boolean }
  | { type: 'link'; label: string; href: string; className?: string; customProps?: Record<string, Json> }
  | { type: 'html'; value: string; className?: string; defaultStyle?: boolean };

/** A resolved sidebar item, every category whole. */
export type SidebarItem = SidebarLeaf | (CategoryFields & { items: SidebarItem[] });

export type Sidebars = Record<string, SidebarItem[]>;

/** A sidebar item as a page's layout props carry it: a category may be a stub (see LazyCategory). */
export type SentSidebarItem = SidebarLeaf | (CategoryFields & { items: SentSidebarItem[] }) | (CategoryFields & { lazy: LazyCategory });

/** The props of a doc page (`@theme/DocItem`): everything it shows, computed at build time. */
export type DocPageData = {
  id: string;
  title: string;
  description: string;
  permalink: string;
  editUrl?: string;
  sidebar?: string;
  breadcrumbs: Breadcrumb[];
  /** The plugin's `breadcrumbs: false`: the page shows none (search and llms.txt still name its section). */
  hideBreadcrumbs?: true;
  previous?: NavLink;
  next?: NavLink;
  version: VersionMeta;
  /** For the banner: the same doc in the latest version, else that version's main page. */
  latestVersionLink?: { name: string; label: string; path: string };
  /**
   * Pages of other versions: the same doc in the latest version, named as the canonical URL, so
   * search engines credit one page rather than nine near-copies.
   */
  canonicalPath?: string;
  /** The page's Markdown twin (`/configuration.md`), when the site writes twins. */
  markdownPath?: string;
  /**
   * Version name → the same doc in that version (by id, or an id differing only in case), for
   * the versions that have it: where the version dropdown takes a reader of this page. Kept per
   * page so that no page has to download every version's list of docs.
   */
  versionPaths?: Record<string, string>;
  /** The front matter keys the theme reads. */
  frontMatter: Record<string, Json>;
  unlisted: boolean;
  /**
   * With `showLastUpdateTime` / `showLastUpdateAuthor`: "Last updated on {date} by {author}", from
   * front matter `last_update` or the file's last commit; `date` an RFC 3339 instant (UTC). Absent
   * when there is nothing to show.
   */
  lastUpdate?: { date: string | null; author: string | null };
  /** Its tags (front matter `tags`, named by the version's tags file or inline), for the footer. */
  tags?: DocTag[];
  /** In a translated locale, the page has no translation and shows its source: the theme says so (UntranslatedNotice). */
  untranslated?: true;
  /** In a translated locale, the page's translation translates an older revision of its source: the theme says so (UntranslatedNotice's `stale`). */
  staleTranslation?: true;
};

/** A doc's tag: `inline` when the doc wrote it rather than naming a key of the tags file. */
export type DocTag = {
  label: string;
  /** Site path of the tag's page. */
  permalink: string;
  description: string | null;
  inline: boolean;
};

/** The props of a version's tags page (`@theme/DocTagsListPage`): every listed tag, by label. */
export type DocTagsListProps = {
  tags: Array<{ label: string; permalink: string; description: string | null; count: number }>;
} & DocTagPageVersion;

/** What a tag page needs of its version (the version's class, its noindex, the plugin's id). */
export type DocTagPageVersion = {
  version: VersionMeta;
  pluginId: string;
};

/** The props of a tag's page (`@theme/DocTagDocListPage`): its docs, by title. */
export type DocTagDocListProps = {
  tag: {
    label: string;
    permalink: string;
    description: string | null;
    allTagsPath: string;
    count: number;
    items: Array<{ id: string; title: string; description: string; permalink: string }>;
    /** Every doc of the tag is unlisted: the page lists them all, but is not in the tags page. */
    unlisted: boolean;
  };
} & DocTagPageVersion;

/** A doc as a version lists them for a theme that shows docs by id (Docusaurus's PropVersionDocs). */
export type VersionDoc = {
  id: string;
  title: string;
  description: string;
  sidebar?: string;
};

/** The props of the docs layout (`@theme/DocRoot`): the version and the page's sidebars. */
export type DocRootProps = {
  version: VersionMeta;
  sidebars: Record<string, SentSidebarItem[]>;
  /** With the docs option `listAllDocs`: every doc of the version by id (drafts aside), and the plugin's id. */
  docs?: Record<string, VersionDoc>;
  pluginId?: string;
};

/** The props of a category's generated index (`@theme/DocCategoryGeneratedIndexPage`). */
export type GeneratedIndexProps = {
  title: string;
  description: string | null;
  items: SidebarItem[];
  version: VersionMeta;
  sidebar: string;
  /** The pages before and after it in sidebar order. */
  previous?: NavLink;
  next?: NavLink;
};

/** A doc in a version's list of docs (Docusaurus' global data has them; Folio's does not). */
export type GlobalDoc = {
  id: string;
  path: string;
  sidebar?: string;
};

export type GlobalVersion = {
  name: string;
  label: string;
  path: string;
  isLast: boolean;
  mainDocId: string;
  /**
   * Where the version opens: its main doc's path (the dropdown's target when a page has no twin
   * there). Folio always sets it; global data made by other tools may not.
   */
  mainDocPath?: string;
  /** Read when present (see GlobalDoc); a doc page has `versionPaths` instead. */
  docs?: GlobalDoc[];
  draftIds: string[];
  /** Each sidebar's first link (a doc, or a category with a page): where `docSidebar` navbar items go. */
  sidebars?: Record<string, { link?: { path: string; label: string } }>;
  /** The docs the navbar's `doc` items name, as this version has them (not every doc: see DocsGlobalData). */
  linkedDocs?: GlobalDoc[];
};

/** The docs plugin's global data, in every page's first download: the versions only. */
export type DocsGlobalData = {
  path: string;
  versions: GlobalVersion[];
  breadcrumbs: boolean;
};
