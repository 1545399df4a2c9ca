/**
 * The search page (/search?q=…): every result for the query in the version being read,
 * paginated, the URL kept in step as the reader types. Works without the modal.
 */
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { liteClient } from 'algoliasearch/lite';
import Head from '@theme/Head';
import Layout from '@theme/Layout';
import Link from '@theme/Link';
import { formatTitle, translate, useDocsData, useGlobalData, useSitePath } from '@folio/theme';
import type { SearchGlobalData } from '../contract.ts';
import { LOCAL_INDEX_NAME, contextualFacetFilters, useSearchSetup } from './context';
import { toSitePath } from './paths';
import { selectPlural } from './SearchTranslations';
import type { SearchHit, SearchResult } from './engine';
import './SearchPage.css';

const HITS_PER_PAGE = 20;

/** The result's title line: its section and headings, from the hierarchy. */
function titleOf(hit: SearchHit): string {
  const levels = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
  return levels.map((level) => hit._highlightResult?.hierarchy?.[level]?.value ?? hit.hierarchy[level]).filter(Boolean).join(' › ');
}

/** The page's title and heading, as Docusaurus's search page words them. */
function pageTitle(query: string): string {
  return query
    ? translate('theme.SearchPage.existingResultsTitle', 'Search results for "{query}"', { query })
    : translate('theme.SearchPage.emptyResultsTitle', 'Search the documentation');
}

/** The line above the results: how many, or that there are none. */
function countLine(locale: string, query: string, nbHits: number): string {
  if (nbHits === 0) {
    const noResults = translate('theme.SearchModal.noResultsScreen.noResultsText', 'No results for');
    return translate('theme.SearchPage.folio.noResultsFor', '{noResults} "{query}"', { noResults, query });
  }
  return selectPlural(locale, translate('theme.SearchPage.documentsFound.plurals', '{count} result|{count} results', { count: nbHits }), nbHits);
}

/** The search failed: DocSearch's error screen's two sentences on one line. */
function fetchError(): string {
  const title = translate('theme.SearchModal.errorScreen.titleText', 'Unable to fetch results');
  const help = translate('theme.SearchModal.errorScreen.helpText', 'You might want to check your network connection.');
  return translate('theme.SearchPage.folio.fetchError', '{title}. {help}', { title, help });
}

export default function SearchPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const docs = useDocsData();
  // The query lives in the URL, which the prerendered page does not know: read it once mounted,
  // so the first client render matches the server's.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const params = new URLSearchParams(mounted ? location.search : '');
  const urlQuery = params.get('q') ?? '';
  // What the reader types lives in local state (the URL follows it): taking the box's value from
  // the URL would lose keystrokes typed before the router re-renders.
  const [typed, setTyped] = useState<string | null>(null);
  const fromSearchBox = (location.state as { fromSearchBox?: boolean } | null)?.fromSearchBox === true;
  useEffect(() => {
    // Only when the URL changes from outside (load, back, forward), not when the box wrote it.
    if (mounted && !fromSearchBox) setTyped(urlQuery);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mounted, location.key]);
  const query = typed ?? urlQuery;
  const page = Math.max(0, Number(params.get('page') ?? '1') - 1 || 0);
  const { algolia, getLocalClient, site, facetFilters } = useSearchSetup(useSitePath());
  const localIndexName = useGlobalData<SearchGlobalData>('search')?.indexName ?? LOCAL_INDEX_NAME;
  const [version, setVersion] = useState<string | null>(null);
  const [result, setResult] = useState<SearchResult | undefined>();
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>('idle');

  const filters = useMemo(() => {
    if (!version) return facetFilters;
    return contextualFacetFilters(site.i18n.currentLocale, `docs-default-${version}`);
  }, [version, facetFilters, site.i18n.currentLocale]);

  useEffect(() => {
    if (!query.trim()) {
      setResult(undefined);
      return;
    }
    let live = true;
    setStatus('loading');
    const client = algolia
      ? liteClient(algolia.appId, algolia.apiKey, algolia.hosts ? { hosts: algolia.hosts.map((h) => ({ url: h.url, accept: 'readWrite' as const, protocol: h.protocol ?? 'https' })) } : undefined)
      : getLocalClient();
    const request = {
      indexName: algolia?.indexName ?? localIndexName,
      query,
      hitsPerPage: HITS_PER_PAGE,
      page,
      attributesToSnippet: ['content:20'],
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      snippetEllipsisText: '…',
      ...(filters ? { facetFilters: filters } : {}),
    };
    (client.search({ requests: [request] } as never) as Promise<{ results: SearchResult[] }>).then(
      (response) => {
        if (!live) return;
        setResult(response.results[0]);
        setStatus('idle');
      },
      () => live && setStatus('error'),
    );
    return () => {
      live = false;
    };
  }, [query, page, filters, algolia, getLocalClient, localIndexName]);

  const update = (next: { q?: string; page?: number }) => {
    const search = new URLSearchParams();
    const q = next.q ?? query;
    if (q) search.set('q', q);
    if (next.page && next.page > 0) search.set('page', String(next.page + 1));
    navigate({ pathname: location.pathname, search: search.toString() ? `?${search}` : '' }, { replace: true, state: { fromSearchBox: true } });
  };

  const hits = result?.hits ?? [];
  return (
    <Layout>
      <Head title={formatTitle(pageTitle(query))} noIndex />
      <div className="search-page">
        <h1>{pageTitle(query)}</h1>
        <form className="search-page__form" role="search" onSubmit={(event) => event.preventDefault()}>
          <input
            type="search"
            name="q"
            className="search-page__input"
            aria-label={translate('theme.SearchPage.inputLabel', 'Search')}
            placeholder={translate('theme.SearchPage.inputPlaceholder', 'Type your search here')}
            value={query}
            maxLength={64}
            autoComplete="off"
            onChange={(event) => {
              setTyped(event.target.value);
              update({ q: event.target.value, page: 0 });
            }}
          />
          {docs && docs.versions.length > 1 ? (
            <select aria-label={translate('theme.SearchPage.folio.versionLabel', 'Version')} className="search-page__version" value={version ?? ''} onChange={(event) => setVersion(event.target.value || null)}>
              <option value="">{translate('theme.SearchPage.folio.versionBeingRead', 'Version being read')}</option>
              {docs.versions.map((v) => (
                <option key={v.name} value={v.name}>
                  {v.label}
                </option>
              ))}
            </select>
          ) : null}
        </form>
        {status === 'error' ? <p role="alert">{fetchError()}</p> : null}
        {query && result ? (
          <p className="search-page__count" aria-live="polite">
            {countLine(site.i18n.currentLocale, query, result.nbHits)}
          </p>
        ) : null}
        <ol className="search-page__results">
          {hits.map((hit) => (
            <li key={hit.objectID} className="search-page__result">
              <div className="search-page__section">{hit.hierarchy.lvl0}</div>
              <h2 className="search-page__title">
                {/* The marks come from escaped text (our engine or Algolia's highlighting). */}
                <Link to={toSitePath(hit.url, site.url, site.baseUrl)} dangerouslySetInnerHTML={{ __html: titleOf(hit) }} />
              </h2>
              {hit._snippetResult?.content?.value ? (
                <p className="search-page__snippet" dangerouslySetInnerHTML={{ __html: hit._snippetResult.content.value }} />
              ) : null}
            </li>
          ))}
        </ol>
        {result && result.nbPages > 1 ? (
          <nav className="search-page__pages" aria-label={translate('theme.SearchPage.folio.pagesNavAriaLabel', 'Search result pages')}>
            <button type="button" disabled={page === 0} onClick={() => update({ page: page - 1 })}>
              {translate('theme.docs.paginator.previous', 'Previous')}
            </button>
            <span>{translate('theme.SearchPage.folio.pageOfPages', 'Page {page} of {pages}', { page: page + 1, pages: result.nbPages })}</span>
            <button type="button" disabled={page + 1 >= result.nbPages} onClick={() => update({ page: page + 1 })}>
              {translate('theme.docs.paginator.next', 'Next')}
            </button>
          </nav>
        ) : null}
      </div>
    </Layout>
  );
}
