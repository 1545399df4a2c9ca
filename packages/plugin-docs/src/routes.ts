/**
 * PURE: versions × docs × sidebars → routes and global data. `createDocPageData` is the one
 * function that computes everything a doc page shows (sidebar name, breadcrumbs, previous/next,
 * edit URL, version banner and the same page in other versions); components only render it.
 */
import { twinFile, type Json, type Route, type RouteSearch } from '@folio/core';
import type { DocPageData, DocRootProps, DocsGlobalData, GeneratedIndexProps, GlobalDoc, GlobalVersion, SentSidebarItem, VersionDoc, VersionMeta } from './contract.ts';
import { CURRENT_VERSION, type Doc, type Version } from './options.ts';
import { SidebarChunks } from './sidebar-chunks.ts';
import { createTagRoutes } from './tags.ts';
import { breadcrumbsOf, prevNextOf, prevNextOfIndex, sidebarOfDoc } from './sidebars/navigation.ts';
import type { ResolvedSidebars } from './sidebars/resolve.ts';

export interface LoadedVersion {
  version: Version;
  docs: Doc[];
  sidebars: ResolvedSidebars;
  /** The version's label in the source (its `version.label` in the translation file), when `version.label` is the locale's. */
  sourceLabel?: string;
}

export function versionMeta(version: Version): VersionMeta {
  const { name, label, path, isLast, banner, badge, className, noIndex } = version;
  return { name, label, path, isLast, banner, badge, className, noIndex };
}

/** The doc a version opens on: the one at the version root, else the first doc of its first sidebar. */
export function mainDocOf(loaded: LoadedVersion): Doc | undefined {
  const atRoot = loaded.docs.find((doc) => doc.slug === '/');
  if (atRoot) return atRoot;
  for (const items of Object.values(loaded.sidebars.sidebars)) {
    const stack = [...items];
    while (stack.length) {
      const item = stack.shift()!;
      if (item.type === 'doc') return loaded.docs.find((doc) => doc.id === item.id);
      if (item.type === 'category') {
        if (item.linkDocId) return loaded.docs.find((doc) => doc.id === item.linkDocId);
        stack.unshift(...item.items);
      }
    }
  }
  return loaded.docs[0];
}

/** Per list of docs, made once: by id, and (drafts left out) by id and by lower-cased id. */
const idIndexes = new WeakMap<Doc[], { exact: Map<string, Doc>; listed: Map<string, Doc>; folded: Map<string, Doc> }>();

function idIndex(docs: Doc[]) {
  let index = idIndexes.get(docs);
  if (!index) {
    index = { exact: new Map(docs.map((d) => [d.id, d])), listed: new Map(), folded: new Map() };
    for (const d of docs) {
      if (d.draft) continue;
      if (!index.listed.has(d.id)) index.listed.set(d.id, d);
      const folded = d.id.toLowerCase();
      if (!index.folded.has(folded)) index.folded.set(folded, d);
    }
    idIndexes.set(docs, index);
  }
  return index;
}

/** PURE: version name → the same doc (by id, then by lower-cased id) in each version that has it. */
export function versionPathsOf(doc: Doc, versions: LoadedVersion[]): Record<string, string> {
  const paths: Record<string, string> = {};
  for (const other of versions) {
    const ids = idIndex(other.docs);
    const same = ids.listed.get(doc.id) ?? ids.folded.get(doc.id.toLowerCase());
    if (same) paths[other.version.name] = same.permalink;
  }
  return paths;
}

/**
 * Each page is its own canonical URL, as in Docusaurus; with `canonicalToLatest` (the docs
 * option `noIndexOtherVersions`) a page of another version names the latest version's same page.
 */
export function createDocPageData(
  doc: Doc,
  loaded: LoadedVersion,
  latest: LoadedVersion | undefined,
  versions: LoadedVersion[] = [loaded],
  canonicalToLatest = false,
): DocPageData {
  const { sidebars } = loaded.sidebars;
  const sidebar = sidebarOfDoc(sidebars, doc);
  const items = sidebar ? sidebars[sidebar]! : [];
  const docsById = idIndex(loaded.docs).exact;
  const { previous, next } = prevNextOf(items, doc, docsById);
  let latestVersionLink: DocPageData['latestVersionLink'];
  let canonicalPath: string | undefined;
  if (latest && latest.version.name !== loaded.version.name) {
    // The same doc: by id, or by an id differing only in case (folders renamed to lower case).
    const latestIds = idIndex(latest.docs);
    const same = latestIds.listed.get(doc.id) ?? latestIds.folded.get(doc.id.toLowerCase());
    latestVersionLink = { name: latest.version.name, label: latest.version.label, path: same?.permalink ?? mainDocOf(latest)?.permalink ?? latest.version.path };
    if (canonicalToLatest && same && !same.unlisted) canonicalPath = same.permalink;
  }
  return {
    id: doc.id,
    title: doc.title,
    description: doc.description,
    permalink: doc.permalink,
    ...(doc.editUrl ? { editUrl: doc.editUrl } : {}),
    ...(sidebar ? { sidebar } : {}),
    breadcrumbs: sidebar ? breadcrumbsOf(items, doc.id) : [],
    ...(previous ? { previous } : {}),
    ...(next ? { next } : {}),
    version: versionMeta(loaded.version),
    ...(latestVersionLink ? { latestVersionLink } : {}),
    ...(canonicalPath ? { canonicalPath } : {}),
    versionPaths: versionPathsOf(doc, versions),
    frontMatter: pickFrontMatter(doc.frontMatter),
    unlisted: doc.unlisted,
    ...(doc.lastUpdate ? { lastUpdate: doc.lastUpdate } : {}),
    ...(doc.tags?.length ? { tags: doc.tags } : {}),
    ...(doc.untranslated ? { untranslated: true as const } : {}),
    ...(doc.staleTranslation ? { staleTranslation: true as const } : {}),
  };
}

/** Only what the theme reads: keeps each route's props chunk small. Front matter is parsed JSON or YAML. */
function pickFrontMatter(frontMatter: Record<string, unknown>): Record<string, Json> {
  const keys = ['hide_title', 'hide_table_of_contents', 'keywords', 'image', 'sidebar_class_name', 'api'];
  return Object.fromEntries(keys.filter((key) => frontMatter[key] !== undefined).map((key) => [key, frontMatter[key] as Json]));
}

export interface CreateRoutesArgs {
  versions: LoadedVersion[];
  /** Drafts are served by the dev server only. */
  includeDrafts: boolean;
  /** Pages link their Markdown twin (`markdownPath`). */
  markdownTwins?: boolean;
  /** Doc pages show breadcrumbs (Docusaurus's `breadcrumbs` option, true unless false). */
  breadcrumbs?: boolean;
  /** Pages of other versions name the latest version's same page as canonical and leave the sitemap. */
  canonicalToLatest?: boolean;
  /** The docs option `listAllDocs`: the layout's props hold whole sidebars, every doc of the version and the plugin's id. */
  listAllDocs?: boolean;
  /** The plugin's id (`default` unless given). */
  pluginId?: string;
  /** The docs option `tagsBasePath`: each version's tag pages live under `<version path>/<it>`. */
  tagsBasePath?: string;
}

/** Every doc of a version by id (drafts aside), as Docusaurus's PropVersionDocs. */
function versionDocsOf(loaded: LoadedVersion): Record<string, VersionDoc> {
  const docs: Record<string, VersionDoc> = {};
  for (const doc of loaded.docs) {
    if (doc.draft) continue;
    const sidebar = sidebarOfDoc(loaded.sidebars.sidebars, doc);
    docs[doc.id] = { id: doc.id, title: doc.title, description: doc.description, ...(sidebar ? { sidebar } : {}) };
  }
  return docs;
}

export function createDocsRoutes({ versions, includeDrafts, markdownTwins = false, breadcrumbs = true, canonicalToLatest = false, listAllDocs = false, pluginId = 'default', tagsBasePath = 'tags' }: CreateRoutesArgs): Route[] {
  const latest = versions.find((loaded) => loaded.version.isLast);
  const routes: Route[] = [];
  for (const loaded of versions) {
    // Each page's sidebars keep only the categories it shows (sidebar-chunks.ts); pages showing
    // the same ones share one layout-props object, hence one chunk.
    const chunks = new SidebarChunks(loaded.sidebars.sidebars);
    const version = versionMeta(loaded.version);
    const layouts = new Map<Record<string, SentSidebarItem[]>, DocRootProps>();
    const docs = listAllDocs ? versionDocsOf(loaded) : undefined;
    const layoutFor = (page: string): DocRootProps => {
      const sidebars = listAllDocs ? loaded.sidebars.sidebars : chunks.for(page);
      let props = layouts.get(sidebars);
      if (!props) layouts.set(sidebars, (props = { version, sidebars, ...(docs ? { docs, pluginId } : {}) }));
      return props;
    };
    const docsById = idIndex(loaded.docs).exact;
    for (const doc of loaded.docs) {
      if (doc.draft && !includeDrafts) continue;
      const data = createDocPageData(doc, loaded, latest, versions, canonicalToLatest);
      routes.push({
        // Docusaurus's permalink (docs.ts docPermalink): a doc at a folder's or version's root keeps its slash.
        path: doc.permalink,
        component: '@theme/DocItem',
        page: doc.generated ?? doc.source,
        props: { ...data, ...(markdownTwins ? { markdownPath: `/${twinFile(doc.permalink)}` } : {}), ...(breadcrumbs ? {} : { hideBreadcrumbs: true as const }) } satisfies DocPageData,
        layout: '@theme/DocRoot',
        layoutProps: layoutFor(doc.permalink),
        noIndex: loaded.version.noIndex || doc.unlisted,
        // Its canonical URL is the latest version's page: that one goes into the sitemap.
        ...(data.canonicalPath ? { sitemap: false } : {}),
        source: doc.generated ? doc.generated.source : doc.source,
        linkRoot: loaded.version.contentPath,
        search: docSearch(data),
      });
    }
    for (const index of loaded.sidebars.generatedIndexes) {
      routes.push({
        path: index.permalink,
        component: '@theme/DocCategoryGeneratedIndexPage',
        props: {
          title: index.title,
          description: index.description ?? null,
          items: index.items,
          version: versionMeta(loaded.version),
          sidebar: index.sidebar,
          ...prevNextOfIndex(loaded.sidebars.sidebars[index.sidebar] ?? [], index.permalink, docsById),
        } satisfies GeneratedIndexProps,
        layout: '@theme/DocRoot',
        layoutProps: layoutFor(index.permalink),
        noIndex: loaded.version.noIndex,
        // Listed, and searched on the site even in a version kept out of search engines.
        search: { index: true, ...(index.title ? { title: index.title } : {}), version: loaded.version.name },
      });
    }
    routes.push(...createTagRoutes(includeDrafts ? loaded.docs : loaded.docs.filter((doc) => !doc.draft), loaded.version, tagsBasePath, { version, pluginId }));
  }
  return routes;
}

/**
 * PURE: what the site's search indexes a doc as: every listed doc, also in a version kept out of
 * search engines (`noIndexOtherVersions`: its readers still search it on the site), in its
 * version's index, under its top sidebar category.
 */
export function docSearch(data: DocPageData): RouteSearch {
  return {
    index: !data.unlisted,
    ...(data.breadcrumbs.length > 1 ? { section: data.breadcrumbs[0]!.label } : {}),
    ...(data.title ? { title: data.title } : {}),
    version: data.version.name,
  };
}

/**
 * The docs plugin's global data, in every page's first download: the versions only. Lists of
 * docs are not in it (at 4000 pages they were 50 KB of gzipped JavaScript on every page); a doc
 * page carries its own `versionPaths` instead.
 */
/**
 * Every doc of a version as Docusaurus's global data lists it (drafts aside), with its sidebar,
 * then the categories' generated index pages (their permalink as id, as Docusaurus has them).
 */
function listAllDocsOf(loaded: LoadedVersion): GlobalDoc[] {
  const docs = loaded.docs
    .filter((doc) => !doc.draft)
    .map((doc) => {
      const sidebar = sidebarOfDoc(loaded.sidebars.sidebars, doc);
      return { id: doc.id, path: doc.permalink, ...(sidebar ? { sidebar } : {}) };
    });
  const indexes = loaded.sidebars.generatedIndexes.map((index) => ({ id: index.permalink, path: index.permalink, sidebar: index.sidebar }));
  return [...docs, ...indexes];
}

export function createGlobalData(
  versions: LoadedVersion[],
  routeBasePath: string,
  navbar: Array<Pick<GlobalVersion, 'sidebars' | 'linkedDocs'>> = [],
  breadcrumbs = true,
  listAllDocs = false,
): DocsGlobalData {
  return {
    path: routeBasePath,
    breadcrumbs,
    versions: versions.map((loaded, index) => {
      const main = mainDocOf(loaded);
      return {
        name: loaded.version.name,
        label: loaded.version.label,
        path: loaded.version.path,
        isLast: loaded.version.isLast,
        mainDocId: main?.id ?? '',
        mainDocPath: main?.permalink ?? loaded.version.path,
        draftIds: loaded.docs.filter((doc) => doc.draft).map((doc) => doc.id),
        ...navbar[index],
        ...(listAllDocs ? { docs: listAllDocsOf(loaded) } : {}),
      };
    }),
  };
}

export { CURRENT_VERSION };
