/**
 * A search client with the interface DocSearch expects of algoliasearch's lite client, answering
 * from the index files built with the site. Each version's index is fetched once, on first use.
 */
import { readIndexFile } from './index-file';
import { SearchEngine, type SearchParams, type SearchResult } from './engine';
import type { IndexFile } from '../contract.ts';

export interface SearchRequest {
  indexName?: string;
  query?: string;
  params?: SearchParams;
  [key: string]: unknown;
}

export interface LiteSearchClient {
  search(args: { requests: SearchRequest[] } | SearchRequest[]): Promise<{ results: SearchResult[] }>;
  addAlgoliaAgent(segment: string, version?: string): void;
  transporter: { algoliaAgent: { value: string; add(options: { segment: string; version?: string }): unknown } };
}

/** Which index files a request needs: the docusaurus_tag values of its facet filters. */
export function tagsOf(params: SearchParams | undefined, fallback: string[]): string[] {
  const filters = params?.facetFilters;
  const flat = (typeof filters === 'string' ? [filters] : (filters ?? [])).flat();
  const tags = flat.filter((f) => f.startsWith('docusaurus_tag:')).map((f) => f.slice('docusaurus_tag:'.length));
  return tags.length ? tags : fallback;
}

/** The engine over an index file, cutting words as the index's language is written (its `htmlLang`, else its locale's name). */
export function engineOf(file: IndexFile): SearchEngine {
  return new SearchEngine(readIndexFile(file), { language: file.htmlLang ?? file.language });
}

class RetryError extends Error {
  override name = 'RetryError';
}

export function createLocalSearchClient(options: { indexUrl: (tag: string) => string; defaultTags: string[] }): LiteSearchClient {
  const engines = new Map<string, Promise<SearchEngine | undefined>>();
  const engineFor = (tag: string) => {
    let engine = engines.get(tag);
    if (!engine) {
      engine = fetch(options.indexUrl(tag)).then(
        async (response) => {
          if (response.status === 404) return undefined; // no pages with this tag
          if (!response.ok) throw new RetryError(`the search index answered ${response.status}`);
          return engineOf((await response.json()) as IndexFile);
        },
        (error: unknown) => {
          throw new RetryError(`the search index could not be fetched: ${(error as Error).message}`);
        },
      );
      engine.catch(() => engines.delete(tag));
      engines.set(tag, engine);
    }
    return engine;
  };
  const answer = async (request: SearchRequest): Promise<SearchResult> => {
    const params: SearchParams = { ...(request.params ?? {}), ...(request as SearchParams) };
    const loaded = (await Promise.all(tagsOf(params, options.defaultTags).map(engineFor))).filter((e): e is SearchEngine => !!e);
    const results = loaded.map((engine) => engine.search(params));
    const withHits = results.filter((result) => result.nbHits > 0);
    if (withHits.length <= 1) return withHits[0] ?? results[0] ?? new SearchEngine([]).search(params);
    // Several indexes with hits (the version's and `default`): merge all their hits by score, then page.
    const perPage = params.hitsPerPage ?? 20;
    const page = params.page ?? 0;
    const everything = loaded
      .map((engine) => engine.search({ ...params, page: 0, hitsPerPage: 1000 }))
      .flatMap((result) => result.hits)
      .sort((a, b) => (b._rankingInfo?.score ?? 0) - (a._rankingInfo?.score ?? 0));
    return {
      ...withHits[0]!,
      hits: everything.slice(page * perPage, (page + 1) * perPage),
      nbHits: everything.length,
      page,
      hitsPerPage: perPage,
      nbPages: Math.ceil(everything.length / perPage),
    };
  };
  return {
    async search(args) {
      const requests = Array.isArray(args) ? args : args.requests;
      return { results: await Promise.all(requests.map(answer)) };
    },
    addAlgoliaAgent() {},
    transporter: { algoliaAgent: { value: 'folio-local-search', add: () => undefined } },
  };
}
