/**
 * Docs data on the client: the docs plugin's global data, the version a path belongs to, the
 * reader's preferred version (localStorage), and where "the same page in version X" is.
 */
import { routeKey } from '@folio/core/client';
import { useGlobalData } from '../runtime/site';

export interface GlobalDoc {
  id: string;
  path: string;
  sidebar?: string;
}

export interface GlobalVersion {
  name: string;
  label: string;
  path: string;
  isLast: boolean;
  mainDocId: string;
  docs: GlobalDoc[];
  draftIds: string[];
}

export interface DocsGlobalData {
  path: string;
  versions: GlobalVersion[];
}

export const PREFERRED_VERSION_KEY = 'docs-preferred-version-default';

export function useDocsData(): DocsGlobalData | undefined {
  return useGlobalData<DocsGlobalData>('docs');
}

/** PURE: the doc and version of a pathname (most specific version path first). */
export function findDoc(data: DocsGlobalData, pathname: string): { version: GlobalVersion; doc?: GlobalDoc } | undefined {
  const key = routeKey(pathname);
  for (const version of data.versions) {
    const doc = version.docs.find((d) => routeKey(d.path) === key);
    if (doc) return { version, doc };
  }
  const byPrefix = [...data.versions]
    .filter((version) => key === routeKey(version.path) || key.startsWith(`${routeKey(version.path).replace(/\/$/, '')}/`))
    .sort((a, b) => b.path.length - a.path.length);
  return byPrefix[0] ? { version: byPrefix[0] } : undefined;
}

export function mainDocPath(version: GlobalVersion): string {
  return version.docs.find((doc) => doc.id === version.mainDocId)?.path ?? version.path;
}

/**
 * PURE: where switching to `target` takes a reader of `pathname`: the same doc (by id; ids that
 * differ only in case count as the same, since sites rename `Installation/` to `installation/`),
 * else the version's main doc.
 */
export function switchVersionPath(data: DocsGlobalData, pathname: string, target: GlobalVersion): string {
  const found = findDoc(data, pathname);
  const id = found?.doc?.id;
  const same = id
    ? (target.docs.find((doc) => doc.id === id) ?? target.docs.find((doc) => doc.id.toLowerCase() === id.toLowerCase()))
    : undefined;
  return same?.path ?? mainDocPath(target);
}

export function readPreferredVersion(): string | null {
  try {
    return window.localStorage.getItem(PREFERRED_VERSION_KEY);
  } catch {
    return null;
  }
}

export function savePreferredVersion(name: string): void {
  try {
    window.localStorage.setItem(PREFERRED_VERSION_KEY, name);
  } catch {
    // private mode: the choice lasts for this page only
  }
}
