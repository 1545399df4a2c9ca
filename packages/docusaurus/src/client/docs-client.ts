/**
 * `@docusaurus/plugin-content-docs/client`: the docs hooks over Folio's docs global data, which
 * has Docusaurus's shape (versions with name, label, path, isLast, mainDocId). Plugin ids map to
 * Folio's global data keys: `default` is `docs`, any other id `docs-<id>`. A version's `docs`
 * list is present only when the site's global data carries it (Folio's keeps pages small and
 * leaves it out), so `activeDoc` may be undefined where Docusaurus would know it.
 */
import { routeKey } from '@folio/core/client';
import { findDoc, mainDocPath, readPreferredVersion, useSitePath } from '@folio/theme';
import globalData from 'virtual:folio/global-data';
import type { DocsGlobalData, GlobalDoc, GlobalVersion } from '@folio/plugin-docs/contract';
import useIsBrowser from './useIsBrowser.ts';

export type { DocsGlobalData, GlobalDoc, GlobalVersion };

const keyOf = (pluginId: string) => (pluginId === 'default' ? 'docs' : `docs-${pluginId}`);

function isDocsData(value: unknown): value is DocsGlobalData {
  return typeof value === 'object' && value !== null && Array.isArray((value as DocsGlobalData).versions);
}

/** Every docs instance's data, by Docusaurus plugin id. */
export function useAllDocsData(): Record<string, DocsGlobalData> {
  const all: Record<string, DocsGlobalData> = {};
  for (const [key, value] of Object.entries(globalData)) {
    if (key === 'docs' && isDocsData(value)) all.default = value;
    else if (key.startsWith('docs-') && isDocsData(value)) all[key.slice('docs-'.length)] = value;
  }
  return all;
}

export function useDocsData(pluginId = 'default'): DocsGlobalData {
  const data = globalData[keyOf(pluginId)];
  if (!isDocsData(data)) throw new Error(`no docs plugin with id "${pluginId}" on this site`);
  return data;
}

/** The docs instance whose path holds the page being read (the longest path wins). */
export function useActivePlugin(): { pluginId: string; pluginData: DocsGlobalData } | undefined {
  const here = routeKey(useSitePath());
  const candidates = Object.entries(useAllDocsData())
    .filter(([, data]) => here === routeKey(data.path) || here.startsWith(`${routeKey(data.path).replace(/\/$/, '')}/`))
    .sort(([, a], [, b]) => b.path.length - a.path.length);
  const [found] = candidates;
  return found ? { pluginId: found[0], pluginData: found[1] } : undefined;
}

export function useActivePluginAndVersion(): { activePlugin: { pluginId: string; pluginData: DocsGlobalData }; activeVersion: GlobalVersion | undefined } | undefined {
  const activePlugin = useActivePlugin();
  const activeVersion = useActiveVersion(activePlugin?.pluginId ?? 'default');
  return activePlugin ? { activePlugin, activeVersion } : undefined;
}

export function useVersions(pluginId?: string): GlobalVersion[] {
  return useDocsData(pluginId).versions;
}

export function useLatestVersion(pluginId?: string): GlobalVersion {
  const versions = useVersions(pluginId);
  return versions.find((version) => version.isLast) ?? versions[0]!;
}

export function useActiveVersion(pluginId?: string): GlobalVersion | undefined {
  const data = useDocsData(pluginId);
  return findDoc(data, useSitePath())?.version;
}

export function useActiveDocContext(pluginId?: string): { activeVersion?: GlobalVersion; activeDoc?: GlobalDoc; alternateDocVersions: Record<string, GlobalDoc> } {
  const data = useDocsData(pluginId);
  const found = findDoc(data, useSitePath());
  const alternateDocVersions: Record<string, GlobalDoc> = {};
  if (found?.doc) {
    for (const version of data.versions) {
      const same = version.docs?.find((doc) => doc.id === found.doc!.id);
      if (same) alternateDocVersions[version.name] = same;
    }
  }
  return { activeVersion: found?.version, activeDoc: found?.doc, alternateDocVersions };
}

/** On a page of a version other than the latest: the same doc in the latest version, else its main doc. */
export function useDocVersionSuggestions(pluginId?: string): { latestDocSuggestion?: GlobalDoc; latestVersionSuggestion?: GlobalVersion } {
  const latest = useLatestVersion(pluginId);
  const { activeVersion, activeDoc } = useActiveDocContext(pluginId);
  if (!activeVersion || activeVersion.name === latest.name) return {};
  const latestDocSuggestion = (activeDoc && latest.docs?.find((doc) => doc.id === activeDoc.id)) ?? { id: latest.mainDocId, path: mainDocPath(latest) };
  return { latestDocSuggestion, latestVersionSuggestion: latest };
}

/** The version the reader chose last (the version dropdown remembers it): null until hydrated, as on the server. */
export function useDocsPreferredVersion(pluginId?: string): { preferredVersion: GlobalVersion | null } {
  const versions = useVersions(pluginId);
  const name = useIsBrowser() ? readPreferredVersion() : null;
  return { preferredVersion: versions.find((version) => version.name === name) ?? null };
}
