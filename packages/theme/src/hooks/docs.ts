/**
 * Docs data on the client: the docs plugin's global data, the version a page implies, the
 * reader's preferred version (localStorage), and where "the same page in version X" is.
 */
import { useEffect, useState } from 'react';
import { routeKey } from '@folio/core/client';
import type { DocsGlobalData, GlobalDoc, GlobalVersion } from '@folio/plugin-docs/contract';
import { useCurrentRoute } from '../runtime/current-route';
import { useGlobalData, useSiteData } from '../runtime/site';
import { readStored, writeStored } from '../runtime/storage';
import type { LoadedRoute } from '../runtime/types';
import { docsThemeOptions } from './docs-options';

export type { DocsGlobalData, GlobalDoc, GlobalVersion };

/** PURE: the global data key of a docs plugin instance (`docs`, or `docs-<id>`). */
export function docsDataKey(pluginId: string | undefined): string {
  return !pluginId || pluginId === 'default' ? 'docs' : `docs-${pluginId}`;
}

/** PURE: where the reader's chosen version of a docs instance is kept, as Docusaurus keeps it. */
export function preferredVersionKey(pluginId: string | undefined): string {
  return `docs-preferred-version-${pluginId || 'default'}`;
}

export const PREFERRED_VERSION_KEY = preferredVersionKey('default');

/** The global data of a docs instance (the default one unless `pluginId` names another). */
export function useDocsData(pluginId?: string): DocsGlobalData | undefined {
  return useGlobalData<DocsGlobalData>(docsDataKey(pluginId));
}

/** Whether the page on screen belongs to the docs instance `data`: its route names one of its versions. */
export function usePageInDocs(data: DocsGlobalData | undefined): boolean {
  const version = routeVersionOf(useCurrentRoute());
  return !!data && !!version && data.versions.some((v) => v.name === version.name && routeKey(v.path) === routeKey(version.path));
}

/** PURE: the doc and version of a pathname (most specific version path first). */
/** Route key → the first version (in data order) with a doc there; built once per data object. */
const docsByRoute = new WeakMap<DocsGlobalData, Map<string, { version: GlobalVersion; doc: GlobalDoc }>>();

function routeIndex(data: DocsGlobalData): Map<string, { version: GlobalVersion; doc: GlobalDoc }> {
  let index = docsByRoute.get(data);
  if (!index) {
    index = new Map();
    for (const version of data.versions) {
      for (const doc of version.docs ?? []) {
        const key = routeKey(doc.path);
        if (!index.has(key)) index.set(key, { version, doc });
      }
    }
    docsByRoute.set(data, index);
  }
  return index;
}

/** Per version: doc id → doc, and lower-cased id → doc (older versions spell folders differently). */
const docsById = new WeakMap<GlobalVersion, { exact: Map<string, GlobalDoc>; folded: Map<string, GlobalDoc> }>();

function docById(version: GlobalVersion, id: string): GlobalDoc | undefined {
  let index = docsById.get(version);
  if (!index) {
    index = { exact: new Map(), folded: new Map() };
    for (const doc of version.docs ?? []) {
      if (!index.exact.has(doc.id)) index.exact.set(doc.id, doc);
      const folded = doc.id.toLowerCase();
      if (!index.folded.has(folded)) index.folded.set(folded, doc);
    }
    docsById.set(version, index);
  }
  return index.exact.get(id) ?? index.folded.get(id.toLowerCase());
}

export function findDoc(data: DocsGlobalData, pathname: string): { version: GlobalVersion; doc?: GlobalDoc } | undefined {
  const key = routeKey(pathname);
  const found = routeIndex(data).get(key);
  if (found) return found;
  const byPrefix = [...data.versions]
    .filter((version) => key === routeKey(version.path) || key.startsWith(`${routeKey(version.path).replace(/\/$/, '')}/`))
    .sort((a, b) => b.path.length - a.path.length);
  return byPrefix[0] ? { version: byPrefix[0] } : undefined;
}

/** What a route's props say of their version (a doc page, the docs layout, a generated index). */
type RouteVersion = { name: string; path: string };

/**
 * PURE: the version a page implies, undefined when it implies none (then the reader's preferred
 * version applies, as in Docusaurus): the version its route names, else a doc of the global lists,
 * else a version folder holding the path. A version served at the site root claims only its own
 * pages: /search, or a 404 outside every version folder, belongs to no version.
 */
export function impliedVersion(data: DocsGlobalData, pathname: string, routeVersion?: RouteVersion): GlobalVersion | undefined {
  const named = routeVersion && data.versions.find((v) => v.name === routeVersion.name && routeKey(v.path) === routeKey(routeVersion.path));
  if (named) return named;
  const found = findDoc(data, pathname);
  return found && (found.doc || routeKey(found.version.path) !== '/') ? found.version : undefined;
}

/** PURE: the version to show and search: the implied one, else the preferred, else the latest. */
export function versionToShow(data: DocsGlobalData, implied: GlobalVersion | undefined, preferred: string | null): GlobalVersion | undefined {
  return implied ?? data.versions.find((v) => v.name === preferred) ?? data.versions.find((v) => v.isLast) ?? data.versions[0];
}

function routeVersionOf(route: LoadedRoute | undefined): RouteVersion | undefined {
  const given = ((route?.props as { version?: unknown } | undefined)?.version ?? (route?.layoutProps as { version?: unknown } | undefined)?.version) as
    | Partial<RouteVersion>
    | undefined;
  return typeof given?.name === 'string' && typeof given.path === 'string' ? { name: given.name, path: given.path } : undefined;
}

/** The version the page on screen (at the site path `pathname`) implies for the docs data `data` (see impliedVersion). */
export function useImpliedVersion(data: DocsGlobalData | undefined, pathname: string): GlobalVersion | undefined {
  const route = useCurrentRoute();
  return data ? impliedVersion(data, pathname, routeVersionOf(route)) : undefined;
}

/** The preferred version's name, read after hydration so that the server's HTML and the first render agree. */
export function usePreferredVersionName(pluginId?: string): string | null {
  const [preferred, setPreferred] = useState<string | null>(null);
  useEffect(() => setPreferred(readPreferredVersion(pluginId)), [pluginId]);
  return preferred;
}

export function mainDocPath(version: GlobalVersion): string {
  return version.mainDocPath ?? version.docs?.find((doc) => doc.id === version.mainDocId)?.path ?? version.path;
}

/**
 * PURE: where switching to `target` takes a reader of `pathname`: the same doc (by id; ids that
 * differ only in case count as the same, since sites rename `Installation/` to `installation/`),
 * else the version's main doc. `versionPaths` is the current doc page's own list of its twins
 * (DocPageData.versionPaths); without it, the global data's lists of docs are used when present.
 */
export function switchVersionPath(data: DocsGlobalData, pathname: string, target: GlobalVersion, versionPaths?: Record<string, string>): string {
  if (versionPaths) return versionPaths[target.name] ?? mainDocPath(target);
  const found = findDoc(data, pathname);
  const id = found?.doc?.id;
  const same = id ? docById(target, id) : undefined;
  return same?.path ?? mainDocPath(target);
}

/** `themeConfig.docs.versionPersistence: 'none'` keeps no preferred version. */
function persisted(): boolean {
  return docsThemeOptions(useSiteData().themeConfig).versionPersistence === 'localStorage';
}

export function readPreferredVersion(pluginId?: string): string | null {
  if (!persisted()) return null;
  return readStored(useSiteData(), preferredVersionKey(pluginId));
}

export function savePreferredVersion(name: string, pluginId?: string): void {
  if (!persisted()) return;
  // Storage refused: the choice lasts for this page only.
  writeStored(useSiteData(), preferredVersionKey(pluginId), name);
}
