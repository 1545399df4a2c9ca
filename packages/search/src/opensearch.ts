/**
 * `opensearch.xml` and the `<link rel="search">` that names it, as Docusaurus's Algolia theme
 * writes them when the site has a search page (`themeConfig.algolia.searchPagePath`, default
 * `search`; `false` for none): browsers then offer to search the site from the address bar.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { joinPaths } from '@folio/core/client';
import type { Context } from '@folio/core';

export const OPENSEARCH_FILE = 'opensearch.xml';

/**
 * PURE: the search page's path under the base URL (`/search`): with Algolia, its
 * `searchPagePath` (default `search`), null when that is turned off (`false`, or empty), as
 * theme-search-algolia adds the route only for a truthy one.
 */
export function searchPagePath(themeConfig: Record<string, unknown>): string | null {
  const algolia = themeConfig.algolia as { searchPagePath?: unknown } | undefined;
  if (!algolia) return '/search';
  const given = algolia.searchPagePath === undefined ? 'search' : algolia.searchPagePath;
  return typeof given === 'string' && given ? joinPaths('/', given) : null;
}

/** Whether the site asks for the file: an Algolia config whose search page is not turned off. */
export function wantsOpenSearch(themeConfig: Record<string, unknown>): boolean {
  return !!themeConfig.algolia && searchPagePath(themeConfig) !== null;
}

const escape = (text: string) => text.replace(/[<>&"']/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[char]!);

/** PURE: the file's text for a site's title, address (url + baseUrl), search page (default `/search`) and favicon. */
export function openSearchXml(site: { title: string; url: string; baseUrl: string; favicon?: string | undefined }, searchPage = '/search'): string {
  const siteUrl = `${site.url.replace(/\/+$/, '')}${joinPaths('/', site.baseUrl)}`.replace(/\/?$/, '/');
  const title = escape(site.title);
  const image = site.favicon ? `\n  <Image width="16" height="16" type="image/x-icon">${escape(`${siteUrl}${site.favicon.replace(/^\/+/, '')}`)}</Image>` : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/"
                       xmlns:moz="http://www.mozilla.org/2006/browser/search/">
  <ShortName>${title}</ShortName>
  <Description>Search ${title}</Description>
  <InputEncoding>UTF-8</InputEncoding>${image}
  <Url type="text/html" method="get" template="${escape(siteUrl)}${escape(searchPage.replace(/^\/+/, ''))}?q={searchTerms}"/>
  <Url type="application/opensearchdescription+xml" rel="self" template="${escape(siteUrl)}${OPENSEARCH_FILE}" />
  <moz:SearchForm>${escape(siteUrl)}</moz:SearchForm>
</OpenSearchDescription>`;
}

export function openSearchHeadTag(config: Context['config']) {
  return { tagName: 'link', attributes: { rel: 'search', type: 'application/opensearchdescription+xml', title: config.title, href: joinPaths(config.baseUrl, OPENSEARCH_FILE) } };
}

export function writeOpenSearch(outDir: string, config: Context['config']): Promise<void> {
  return writeFile(path.join(outDir, OPENSEARCH_FILE), openSearchXml(config, searchPagePath(config.themeConfig) ?? undefined));
}
