/**
 * What every search surface needs to know: local or Algolia, the request parameters for the
 * version being read (contextual search), and the client to send them to.
 */
import { readPreferredVersion, useDocsData, useGlobalData, useImpliedVersion, useSiteData, versionToShow, type DocsGlobalData, type GlobalVersion } from '@folio/theme';
import { useCallback, useMemo } from 'react';
import type { SearchGlobalData } from '../contract.ts';
import { createLocalSearchClient, type LiteSearchClient } from './local-client';

export interface AlgoliaThemeConfig {
  appId: string;
  apiKey: string;
  indexName: string;
  contextualSearch?: boolean;
  insights?: boolean;
  searchParameters?: Record<string, unknown>;
  hosts?: Array<{ url: string; protocol?: 'http' | 'https' }>;
}

export const LOCAL_INDEX_NAME = 'folio-local';

/** PURE: the DocSearch tag of the version the page implies, else of the reader's preferred one. */
export function currentTag(docs: DocsGlobalData | undefined, implied: GlobalVersion | undefined, preferred: string | null): string | undefined {
  const version = docs && versionToShow(docs, implied, preferred);
  return version ? `docs-default-${version.name}` : undefined;
}

/** PURE: Algolia's contextual facet filters: the language, and the version tag or `default`. */
export function contextualFacetFilters(language: string, tag: string | undefined): Array<string | string[]> {
  return [`language:${language}`, ['docusaurus_tag:default', ...(tag ? [`docusaurus_tag:${tag}`] : [])]];
}

const localClients = new Map<string, LiteSearchClient>();

/** One client per index location and version, kept for the page's life (stable across renders). */
function localClientFor(indexBase: string, tag: string | undefined): LiteSearchClient {
  const key = `${indexBase}|${tag ?? ''}`;
  let client = localClients.get(key);
  if (!client) {
    client = createLocalSearchClient({
      indexUrl: (name) => `${indexBase}${encodeURIComponent(name)}.json`,
      defaultTags: ['default', ...(tag ? [tag] : [])],
    });
    localClients.set(key, client);
  }
  return client;
}

/** `pathname`: the page being read, as a site path (useSitePath). */
export function useSearchSetup(pathname: string) {
  const site = useSiteData();
  const docs = useDocsData();
  const algolia = site.themeConfig.algolia as AlgoliaThemeConfig | undefined;
  const indexPath = useGlobalData<SearchGlobalData>('search')?.indexPath ?? 'search-index/';
  const tag = currentTag(docs, useImpliedVersion(docs, pathname), typeof window === 'undefined' ? null : readPreferredVersion());
  const contextual = algolia ? algolia.contextualSearch !== false : true;
  const language = site.i18n.currentLocale;
  // Memoised on their inputs: effects that search depend on these and must not re-run each render.
  const facetFilters = useMemo(() => (contextual ? contextualFacetFilters(language, tag) : undefined), [contextual, language, tag]);
  const searchParameters = useMemo(
    () => ({ ...(facetFilters ? { facetFilters } : {}), ...(algolia?.searchParameters ?? {}) }),
    [facetFilters, algolia],
  );
  const indexBase = `${site.baseUrl}${indexPath}`;
  const getLocalClient = useCallback(() => localClientFor(indexBase, tag), [indexBase, tag]);
  return { algolia, facetFilters, searchParameters, getLocalClient, site };
}
