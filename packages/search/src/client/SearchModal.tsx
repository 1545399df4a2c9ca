/**
 * The DocSearch modal (lazy chunk): local index by default, Algolia when configured. Results
 * open through the router; absolute URLs from a hosted index become paths of this site.
 */
import { DocSearchModal } from '@docsearch/react/modal';
import '@docsearch/css/dist/modal.css';
import './SearchModal.css';
import { liteClient } from 'algoliasearch/lite';
import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import Link from '@theme/Link';
import { useGlobalData, useSitePath, withBaseUrl } from '@folio/theme';
import type { SearchGlobalData } from '../contract.ts';
import { LOCAL_INDEX_NAME, useSearchSetup } from './context';
import { watchListboxIds } from './listbox-ids';
import { toSitePath } from './paths';
import SearchHit from './SearchHit';
import { searchModalTranslations, seeAllLabel } from './SearchTranslations';

export default function SearchModal({ initialQuery, onClose }: { initialQuery?: string; onClose: () => void }) {
  const navigate = useNavigate();
  const { algolia, searchParameters, getLocalClient, site } = useSearchSetup(useSitePath());
  const searchData = useGlobalData<SearchGlobalData>('search');
  const localIndexName = searchData?.indexName ?? LOCAL_INDEX_NAME;
  // As Docusaurus's: no footer link when the site has no search page (Algolia's `searchPagePath: false`).
  const searchPage = searchData?.searchPage === undefined ? '/search' : searchData.searchPage;
  // The locale's table is set once when the app starts: one object for the modal's life.
  const { placeholder, translations } = useMemo(searchModalTranslations, []);
  // The modal's "Search by Algolia" credit is true only of a hosted index.
  useEffect(() => {
    document.documentElement.setAttribute('data-search', algolia ? 'algolia' : 'local');
  }, [algolia]);
  useEffect(() => {
    const modal = document.querySelector('.DocSearch-Modal');
    return modal ? watchListboxIds(modal) : undefined;
  }, []);
  const transformSearchClient = algolia
    ? algolia.hosts
      ? () => {
          const client = liteClient(algolia.appId, algolia.apiKey, {
            hosts: algolia.hosts!.map((host) => ({ url: host.url, accept: 'readWrite' as const, protocol: host.protocol ?? 'https' })),
          });
          return client as never;
        }
      : undefined
    : () => getLocalClient() as never;
  return (
    <DocSearchModal
      appId={algolia?.appId ?? 'local'}
      apiKey={algolia?.apiKey ?? 'local'}
      indexName={algolia?.indexName ?? localIndexName}
      placeholder={placeholder}
      translations={translations}
      searchParameters={searchParameters}
      initialQuery={initialQuery}
      initialScrollY={window.scrollY}
      onClose={onClose}
      transformSearchClient={transformSearchClient}
      insights={algolia?.insights === true}
      transformItems={(items) => items.map((item) => ({ ...item, url: toSitePath(item.url, site.url, site.baseUrl) }))}
      navigator={{
        navigate({ itemUrl }) {
          if (/^https?:/.test(itemUrl)) window.location.assign(itemUrl);
          else navigate(withBaseUrl(itemUrl));
        },
      }}
      hitComponent={({ hit, children }) => (
        <SearchHit url={hit.url} onClose={onClose}>
          {children}
        </SearchHit>
      )}
      resultsFooterComponent={
        searchPage
          ? ({ state }) => (
              // As Docusaurus's footer: the full results on the search page.
              <Link to={`${searchPage}?q=${encodeURIComponent(state.query)}`} onClick={onClose}>
                {seeAllLabel((state.context as { nbHits?: unknown }).nbHits)}
              </Link>
            )
          : undefined
      }
    />
  );
}
