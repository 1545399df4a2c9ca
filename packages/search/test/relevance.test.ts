/**
 * Search relevance over the built Karakeep site: the real engine and client answer each query of
 * relevance/karakeep.json from the index files in build/ (the repository root's, which CI builds
 * before the tests; KARAKEEP_BUILD names another folder), and the pages a reader would expect must
 * be among the first three results in the order the DocSearch modal shows them. Reports the top-1
 * and top-3 rates; fails below 85 % top-3.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLocalSearchClient } from '../src/client/local-client.ts';
import type { SearchHit } from '../src/client/engine.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const build = process.env.KARAKEEP_BUILD ?? path.join(root, 'build');
const indexDir = path.join(build, 'search-index');
const relevance = JSON.parse(readFileSync(path.join(import.meta.dirname, 'relevance/karakeep.json'), 'utf8')) as {
  tag: string;
  queries: Array<{ query: string; expect: string[] }>;
};

/** The modal's order: hits grouped by lvl0, then by page title, each group where its first hit is. */
function displayOrder(hits: SearchHit[]): SearchHit[] {
  const groups = new Map<string, Map<string, SearchHit[]>>();
  for (const hit of hits) {
    const pages = groups.get(hit.hierarchy.lvl0 ?? '') ?? new Map<string, SearchHit[]>();
    groups.set(hit.hierarchy.lvl0 ?? '', pages);
    const list = pages.get(hit.hierarchy.lvl1 ?? '') ?? [];
    pages.set(hit.hierarchy.lvl1 ?? '', list);
    list.push(hit);
  }
  return [...groups.values()].flatMap((pages) => [...pages.values()].flat());
}

/** A page path accepts any hit on that page; `page#anchor` only that section. */
function accepts(expected: string, url: string): boolean {
  return expected.includes('#') ? url === expected : url.split('#')[0] === expected;
}

describe('search relevance on the Karakeep site', () => {
  beforeAll(() => {
    vi.stubGlobal('fetch', async (url: string) => {
      const file = path.join(indexDir, decodeURIComponent(url.split('/').pop()!));
      return existsSync(file) ? new Response(readFileSync(file, 'utf8')) : new Response('', { status: 404 });
    });
  });
  afterAll(() => vi.unstubAllGlobals());

  it('puts the expected page in the top 3 for at least 85 % of the queries', async () => {
    expect(existsSync(indexDir), `no search index in ${build} (build the site first)`).toBe(true);
    const client = createLocalSearchClient({ indexUrl: (tag) => `/search-index/${encodeURIComponent(tag)}.json`, defaultTags: ['default', relevance.tag] });
    // What the modal sends with contextual search (client/context.ts, which needs the theme's runtime).
    const facetFilters = ['language:en', ['docusaurus_tag:default', `docusaurus_tag:${relevance.tag}`]];
    let top1 = 0;
    let top3 = 0;
    const misses: string[] = [];
    for (const { query, expect: expected } of relevance.queries) {
      const { results } = await client.search([{ indexName: 'karakeep', query, params: { hitsPerPage: 20, facetFilters } }]);
      const urls = displayOrder(results[0]!.hits).map((hit) => hit.url);
      const rank = urls.findIndex((url) => expected.some((page) => accepts(page, url)));
      if (rank === 0) top1++;
      if (rank >= 0 && rank < 3) top3++;
      else misses.push(`${JSON.stringify(query)}: expected ${expected.join(' | ')}; got ${urls.slice(0, 3).join(', ') || 'nothing'}`);
    }
    const total = relevance.queries.length;
    const percent = (n: number) => `${((100 * n) / total).toFixed(1)} %`;
    console.log(`search relevance: top-1 ${top1}/${total} (${percent(top1)}), top-3 ${top3}/${total} (${percent(top3)})\n${misses.join('\n')}`);
    expect(total).toBeGreaterThanOrEqual(40);
    expect(top3 / total).toBeGreaterThanOrEqual(0.85);
  });
});
