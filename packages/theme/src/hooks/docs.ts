/**
 * Docs data on the client: the docs plugin's global data, the version a path belongs to, the
 * reader's preferred version (localStorage), and where "the same page in version X" is.
 */
import { routeKey } from '@folio/core/client';
import type { DocsGlobalData, GlobalDoc, GlobalVersion } from '@folio/plugin-docs/contract';
import { useGlobalData, useSiteData } from '../runtime/site';
import { docsThemeOptions } from '../components/DocSidebar/options';

export type { DocsGlobalData, GlobalDoc, GlobalVersion };

export const PREFERRED_VERSION_KEY = 'docs-preferred-version-default';

export function useDocsData(): DocsGlobalData | undefined {
  return useGlobalData<DocsGlobalData>('docs');
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

export function readPreferredVersion(): string | null {
  if (!persisted()) return null;
  try {
    return window.localStorage.getItem(PREFERRED_VERSION_KEY);
  } catch {
    return null;
  }
}

export function savePreferredVersion(name: string): void {
  if (!persisted()) return;
  try {
    window.localStorage.setItem(PREFERRED_VERSION_KEY, name);
  } catch {
    // private mode: the choice lasts for this page only
  }
}
