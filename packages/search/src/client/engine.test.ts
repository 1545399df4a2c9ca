import { describe, expect, it } from 'vitest';
import { SearchEngine, highlight, snippet } from './engine';
import type { SearchRecord } from '../contract.ts';

const base = { language: 'en', docusaurus_tag: 'docs-default-current' };
const h = (lvl0: string, lvl1: string, lvl2: string | null = null) => ({ lvl0, lvl1, lvl2, lvl3: null, lvl4: null, lvl5: null, lvl6: null });
let id = 0;
const rec = (url: string, type: SearchRecord['type'], hierarchy: ReturnType<typeof h>, content: string | null = null, extra: Partial<SearchRecord> = {}): SearchRecord => ({
  objectID: String(id++),
  url,
  type,
  content,
  hierarchy,
  ...base,
  ...extra,
});

const corpus: SearchRecord[] = [
  rec('/installation/docker', 'lvl1', h('Installation', 'Docker Compose')),
  rec('/installation/docker#requirements', 'lvl2', h('Installation', 'Docker Compose', 'Requirements')),
  rec('/installation/docker#requirements', 'content', h('Installation', 'Docker Compose', 'Requirements'), 'You need Docker and about 2 GB of memory.'),
  rec('/configuration', 'lvl1', h('Documentation', 'Configuration')),
  rec('/configuration#ai', 'lvl2', h('Documentation', 'Configuration', 'Inference')),
  rec('/configuration#ai', 'content', h('Documentation', 'Configuration', 'Inference'), 'Set OPENAI_API_KEY to tag bookmarks with OpenAI; Ollama works for local models.'),
  rec('/guides/search', 'lvl1', h('Guides', 'Search Query Language')),
  rec('/guides/search#qualifiers', 'content', h('Guides', 'Search Query Language'), 'Qualifiers such as is:fav and #tag narrow the search to favourited bookmarks.'),
  rec('/faq', 'content', h('Documentation', 'FAQ'), 'Docker is the recommended way to install, the configuration explains the rest.'),
  rec('/v1/configuration', 'lvl1', h('Documentation', 'Configuration'), null, { docusaurus_tag: 'docs-default-v1' }),
];
const engine = new SearchEngine(corpus);
const urls = (query: string, params = {}) => engine.search({ query, ...params }).hits.map((hit) => hit.url);

describe('SearchEngine', () => {
  it.each([
    ['a title word', 'configuration', '/configuration'],
    ['a prefix while typing', 'configur', '/configuration'],
    ['a typo', 'configuraton', '/configuration'],
    ['two typos in a long word', 'confguraton', '/configuration'],
    ['body text', 'ollama', '/configuration#ai'],
    ['case and accents folded', 'DÖCKER', '/installation/docker'],
    ['several words, all required', 'docker memory', '/installation/docker#requirements'],
  ])('finds %s', (_name, query, top) => {
    expect(urls(query)[0]).toBe(top);
  });

  it('ranks titles and headings above body text', () => {
    expect(urls('docker').slice(0, 2)).toEqual(['/installation/docker', '/installation/docker#requirements']);
    expect(urls('docker')).toContain('/faq');
    expect(urls('docker').indexOf('/faq')).toBeGreaterThan(1);
  });

  it('requires every word', () => {
    expect(urls('docker ollama')).toEqual([]);
  });

  it('returns one hit per URL', () => {
    const all = urls('requirements');
    expect(new Set(all).size).toBe(all.length);
  });

  it('does not match short words with typos', () => {
    expect(urls('fax')).toEqual([]);
  });

  it('applies facet filters (contextual search)', () => {
    expect(urls('configuration', { facetFilters: ['language:en', ['docusaurus_tag:docs-default-v1']] })).toEqual(['/v1/configuration']);
    expect(urls('configuration', { facetFilters: ['docusaurus_tag:docs-default-current'] })).not.toContain('/v1/configuration');
  });

  it('answers in Algolia’s shape with highlights, snippets and a query id', () => {
    const result = engine.search({ query: 'ollama', attributesToSnippet: ['content:5'], clickAnalytics: true, hitsPerPage: 20 });
    expect(result).toMatchObject({ nbHits: 1, page: 0, nbPages: 1, hitsPerPage: 20, query: 'ollama' });
    expect(result.queryID).toMatch(/^local-\d+$/);
    const hit = result.hits[0]!;
    expect(hit._highlightResult.content.value).toContain('<mark>Ollama</mark>');
    expect(hit._snippetResult.content.value).toMatch(/^….*<mark>Ollama<\/mark>.*…$/);
    expect(hit._snippetResult.content.value.replace(/<\/?mark>/g, '').replace(/…/g, '').trim().split(/\s+/).length).toBeLessThanOrEqual(6);
    expect(hit._highlightResult.hierarchy.lvl1).toEqual({ value: 'Configuration', matchLevel: 'none', matchedWords: [] });
  });

  it('paginates', () => {
    const first = engine.search({ query: 'docker', hitsPerPage: 1, page: 0 });
    const second = engine.search({ query: 'docker', hitsPerPage: 1, page: 1 });
    expect(first.nbPages).toBe(first.nbHits);
    expect(second.hits[0]!.url).not.toBe(first.hits[0]!.url);
  });
});

describe('highlight and snippet', () => {
  const tags = { pre: '<mark>', post: '</mark>', ellipsis: '…' };
  it('escapes the text around the marks', () => {
    expect(highlight('<b>docker</b> & co', new Set(['docker']), 1, tags).value).toBe('&lt;b&gt;<mark>docker</mark>&lt;/b&gt; &amp; co');
  });
  it('keeps short texts whole', () => {
    expect(snippet('one two docker', new Set(['docker']), 1, 10, tags).value).toBe('one two <mark>docker</mark>');
  });
});
