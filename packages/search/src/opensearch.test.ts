import { describe, expect, it } from 'vitest';
import { openSearchHeadTag, openSearchXml, searchPagePath, wantsOpenSearch } from './opensearch.ts';
import { search } from './index.ts';

// Byte for byte what Docusaurus 3.10's theme-search-algolia writes for the same site.
const DOCUSAURUS = `<?xml version="1.0" encoding="UTF-8"?>
<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/"
                       xmlns:moz="http://www.mozilla.org/2006/browser/search/">
  <ShortName>Tides &amp; Co</ShortName>
  <Description>Search Tides &amp; Co</Description>
  <InputEncoding>UTF-8</InputEncoding>
  <Image width="16" height="16" type="image/x-icon">https://tides.example.com/docs/img/favicon.ico</Image>
  <Url type="text/html" method="get" template="https://tides.example.com/docs/search?q={searchTerms}"/>
  <Url type="application/opensearchdescription+xml" rel="self" template="https://tides.example.com/docs/opensearch.xml" />
  <moz:SearchForm>https://tides.example.com/docs/</moz:SearchForm>
</OpenSearchDescription>`;

describe('opensearch.xml', () => {
  it("is Docusaurus's file", () => {
    expect(openSearchXml({ title: 'Tides & Co', url: 'https://tides.example.com', baseUrl: '/docs/', favicon: '/img/favicon.ico' })).toBe(DOCUSAURUS);
  });

  it('has no image without a favicon, and the site root at /', () => {
    const xml = openSearchXml({ title: 'Tides', url: 'https://tides.example.com/', baseUrl: '/' });
    expect(xml).not.toContain('<Image');
    expect(xml).toContain('template="https://tides.example.com/search?q={searchTerms}"');
  });

  it("names the site's search page, as Docusaurus's `searchPagePath`", () => {
    expect(openSearchXml({ title: 'Tides', url: 'https://tides.example.com', baseUrl: '/' }, '/find/all')).toContain('template="https://tides.example.com/find/all?q={searchTerms}"');
  });

  it.each([
    [{}, '/search'],
    [{ algolia: { appId: 'a', apiKey: 'k', indexName: 'i' } }, '/search'],
    [{ algolia: { appId: 'a', apiKey: 'k', indexName: 'i', searchPagePath: 'find' } }, '/find'],
    [{ algolia: { appId: 'a', apiKey: 'k', indexName: 'i', searchPagePath: '/docs/search' } }, '/docs/search'],
    [{ algolia: { appId: 'a', apiKey: 'k', indexName: 'i', searchPagePath: false } }, null],
    [{ algolia: { appId: 'a', apiKey: 'k', indexName: 'i', searchPagePath: '' } }, null],
  ])('the search page of %j: %s, and the route the plugin makes', (themeConfig, expected) => {
    expect(searchPagePath(themeConfig)).toBe(expected);
    const routes = search().routes!(undefined, { config: { themeConfig } } as never);
    expect(routes.map((route) => route.path)).toEqual(expected ? [expected] : []);
    // Not noIndex: Folio's page says noindex in its head, theme-search-algolia's does not (the sitemap reads the page).
    expect(routes.every((route) => !route.noIndex && route.search?.index === false)).toBe(true);
  });

  it.each([
    [{}, false],
    [{ algolia: { appId: 'a', apiKey: 'k', indexName: 'i' } }, true],
    [{ algolia: { appId: 'a', apiKey: 'k', indexName: 'i', searchPagePath: false } }, false],
    [{ algolia: { appId: 'a', apiKey: 'k', indexName: 'i', searchPagePath: '' } }, false],
  ])('%j: written %s', (themeConfig, wanted) => {
    expect(wantsOpenSearch(themeConfig)).toBe(wanted);
    const ctx = { config: { title: 'Tides', baseUrl: '/fr/', themeConfig } } as never;
    const plugin = search();
    expect(plugin.htmlTags!(ctx)).toEqual(wanted ? { headTags: [openSearchHeadTag((ctx as { config: never }).config)] } : undefined);
    expect((plugin.outputFiles!(undefined, ctx, []) as string[]).includes('opensearch.xml')).toBe(wanted);
  });

  it('is named in every head with the locale base URL', () => {
    expect(openSearchHeadTag({ title: 'Tides', baseUrl: '/fr/' } as never)).toEqual({ tagName: 'link', attributes: { rel: 'search', type: 'application/opensearchdescription+xml', title: 'Tides', href: '/fr/opensearch.xml' } });
  });
});
