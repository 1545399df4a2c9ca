/**
 * Tags as Docusaurus 3.10.2 names them: a tags.yml key written with nothing is labelled with the
 * key capitalized and lives at the key's kebab case (utils-validation's tagsFile.js), an inline
 * label at its kebab case (utils' tags.js). A tag with nothing to make a URL of is refused, with
 * the way to name it (Docusaurus would give it the tags page's own URL).
 */
import { describe, expect, it } from 'vitest';
import { FolioError } from '@folio/core';
import type { BlogTag } from './contract.ts';
import { createMapTag, resolveTags } from './tags.ts';
import type { MapFile } from './yaml-map.ts';

const fail = (field: string, why: string) => new FolioError(`\`${field}\`: ${why}`);

describe('createMapTag: a tags.yml entry', () => {
  it.each([
    ['SQLite', null, { label: 'Sqlite', permalink: '/blog/tags/sq-lite', description: null }],
    ['getting-started', null, { label: 'Getting-started', permalink: '/blog/tags/getting-started', description: null }],
    ['HTTP2', { description: 'Hypertext' }, { label: 'Http2', permalink: '/blog/tags/http-2', description: 'Hypertext' }],
    ['sqlite', { label: 'SQLite' }, { label: 'SQLite', permalink: '/blog/tags/sqlite', description: null }],
    ['db', { label: 'Databases', permalink: '/databases' }, { label: 'Databases', permalink: '/blog/tags/databases', description: null }],
  ])('%s: %j', (key, value, expected) => expect(createMapTag(key, value, fail, '/blog/tags')).toEqual(expected));

  it('refuses a key with nothing to make a URL of, unless it has a permalink', () => {
    expect(() => createMapTag('++', null, fail, '/blog/tags')).toThrow(/the tag "\+\+" has no letter, digit or emoji to make its URL of: Docusaurus would give it the tags page's own URL.*a `permalink` under its key/);
    expect(createMapTag('++', { permalink: '/plus-plus' }, fail, '/blog/tags')).toEqual({ label: '++', permalink: '/blog/tags/plus-plus', description: null });
  });
});

describe('resolveTags: front matter tags', () => {
  const none: MapFile<BlogTag> = { name: 'tags.yml', exists: false, entries: new Map() };
  const resolve = (tags: unknown) => resolveTags({ tags, map: none, fail, onInline: 'ignore', tagsPath: '/blog/tags', file: 'post.md' });

  it('gives inline labels their Docusaurus permalinks, the label as written', () => {
    expect(resolve(['SQLite', '🚀 Launch', 'Ça va?', { label: 'GraphQL' }, { label: 'X', permalink: '/ex' }])).toEqual([
      { label: 'SQLite', permalink: '/blog/tags/sq-lite', description: null },
      { label: '🚀 Launch', permalink: '/blog/tags/🚀-launch', description: null },
      { label: 'Ça va?', permalink: '/blog/tags/ca-va', description: null },
      { label: 'GraphQL', permalink: '/blog/tags/graph-ql', description: null },
      { label: 'X', permalink: '/blog/tags/ex', description: null },
    ]);
  });

  it('keeps one tag per permalink (labels Docusaurus groups together)', () => {
    expect(resolve(['Hello World', 'hello-world', 'HELLO_WORLD']).map((tag) => tag.label)).toEqual(['Hello World']);
  });

  it.each([
    ['++', /`tags.0`: the tag "\+\+" has no letter.*write it as \{ label: "\+\+", permalink: \/a-name \}/],
    [{ label: '...' }, /`tags.0.label`: the tag "\.\.\." has no letter.*add `permalink: \/a-name` to it/],
  ])('refuses %j, saying how to name it', (tag, message) => expect(() => resolve([tag])).toThrow(message));
});
