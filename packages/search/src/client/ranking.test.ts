import { describe, expect, it } from 'vitest';
import { SearchEngine } from './engine';
import { indexTerms, stem } from './analyze';
import type { SearchRecord } from '../contract.ts';

let id = 0;
const rec = (url: string, type: SearchRecord['type'], lvl0: string, lvl1: string, lvl2: string | null, content: string | null = null): SearchRecord => ({
  objectID: String(id++),
  url,
  type,
  content,
  hierarchy: { lvl0, lvl1, lvl2, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  language: 'en',
  docusaurus_tag: 'docs-default-current',
});

/** An API page as the index holds it, plus the guide whose section a reader wants. */
const corpus: SearchRecord[] = [
  rec('/api/update-a-tag', 'lvl1', 'API', 'Update a tag', null, 'PATCH /tags/{tagId}: Renames the tag.'),
  rec('/api/update-a-tag#path-parameter-tagId', 'content', 'API', 'Update a tag', 'Request', 'tagId (string, required): ID of the tag.'),
  rec('/api/update-a-tag#200-ok', 'content', 'API', 'Update a tag', 'Responses', 'The updated tag.'),
  rec('/api/update-a-tag#responses', 'lvl2', 'API', 'Update a tag', 'Responses'),
  rec('/installation/docker', 'lvl1', 'Installation', 'Docker Compose', null, 'Run Karakeep with Docker Compose.'),
  rec('/installation/docker#updating', 'lvl2', 'Installation', 'Docker Compose', 'Updating'),
  rec('/installation/docker#updating', 'content', 'Installation', 'Docker Compose', 'Updating', 'Change the number in .env, then recreate the containers.'),
  rec('/guides/ai', 'lvl1', 'Guides', 'Configuring different AI Providers', null, 'Settings for OpenAI, Ollama and Gemini.'),
  rec('/', 'content', 'Documentation', 'Introduction', 'Features', 'AI tagging with OpenAI, or local models through Ollama.'),
  rec('/configuration#inference', 'content', 'Documentation', 'Configuration', 'AI inference', 'OLLAMA_BASE_URL'),
  ...'abcdefg'.split('').map((section) => rec(`/faq#${section}`, 'content', 'Documentation', 'FAQ', section, `Docker tags, section ${section}.`)),
];
const engine = new SearchEngine(corpus);
const urls = (query: string) => engine.search({ query }).hits.map((hit) => hit.url);

describe('ranking', () => {
  it("does not show a page's sections that match only through its title", () => {
    expect(urls('update tag')[0]).toBe('/api/update-a-tag');
    expect(urls('update tag')).not.toContain('/api/update-a-tag#responses');
    expect(urls('tag')).not.toContain('/api/update-a-tag#responses');
  });

  it('ranks a page whose title matches above a section of another page, and still reaches the section', () => {
    const found = urls('update');
    expect(found[0]).toBe('/api/update-a-tag');
    expect(found).toContain('/installation/docker#updating');
  });

  it('finds a page by its summary above passing mentions elsewhere', () => {
    expect(urls('ollama')[0]).toBe('/guides/ai');
    expect(urls('ollama')).toContain('/configuration#inference');
  });

  it("shows a page's sections that match on their own text", () => {
    expect(urls('docker tags').filter((url) => url.startsWith('/faq'))).toHaveLength(7);
  });

  it('finds a method and path', () => {
    expect(urls('PATCH /tags')[0]).toBe('/api/update-a-tag');
  });
});

describe('analyze', () => {
  it('indexes identifiers by their parts too', () => {
    expect(indexTerms('OLLAMA_BASE_URL and videoAssetId')).toEqual(['ollama_base_url', 'ollama', 'base', 'url', 'and', 'videoassetid', 'video', 'asset', 'id']);
  });

  it('joins a word with its plural and -ing, -ed, -ation forms', () => {
    for (const [a, b] of [['update', 'updating'], ['tag', 'tags'], ['install', 'installation'], ['entry', 'entries'], ['list', 'lists'], ['configure', 'configured']]) expect(stem(a!)).toBe(stem(b!));
    expect(stem('access')).toBe('access');
    expect(stem('ocr')).toBe('ocr');
  });
});
