/**
 * Core's tag rule as both content plugins use it: a page's tag says whether the page wrote it
 * (`inline`) or named a key of the tags file, and the inline report names who has the file.
 * (The blog's tests, plugin-blog/src/{tags,yaml-map,paths}.test.ts, cover the rest of it.)
 */
import { describe, expect, it } from 'vitest';
import { FolioError } from '../errors.ts';
import { resolveTags, type MapFile, type TagEntry } from './tags.ts';

const map: MapFile<TagEntry> = { name: 'docs/tags.yml', exists: true, entries: new Map([['db', { label: 'Databases', permalink: '/tags/db', description: null }]]) };
const fail = (field: string, why: string) => new FolioError(`\`${field}\`: ${why}`);
const resolve = (tags: unknown, owner = 'the docs version') => resolveTags({ tags, map, fail, onInline: 'throw', tagsPath: '/tags', file: 'a.md', owner });

describe('resolveTags', () => {
  it.each([
    ['a key', ['db'], [{ label: 'Databases', permalink: '/tags/db', description: null, inline: false }]],
    ['the same key twice', ['db', 'db'], [{ label: 'Databases', permalink: '/tags/db', description: null, inline: false }]],
  ])('%s', (_, tags, expected) => {
    expect(resolve(tags)).toEqual(expected);
  });

  it.each([
    ['an unknown label', ['Other'], /"Other" is not a key of docs\/tags.yml/],
    ['an inline object names the owner', [{ label: 'X' }], /is an inline tag; the docs version has docs\/tags.yml/],
  ])('%s (onInline throw)', (_, tags, message) => {
    expect(() => resolve(tags)).toThrow(message);
  });

  it('inline tags are marked inline when there is no file', () => {
    expect(resolveTags({ tags: ['Other', { label: 'X', permalink: '/x' }], map: { ...map, exists: false, entries: new Map() }, fail, onInline: 'throw', tagsPath: '/tags', file: 'a.md', owner: 'the blog' })).toEqual([
      { label: 'Other', permalink: '/tags/other', description: null, inline: true },
      { label: 'X', permalink: '/tags/x', description: null, inline: true },
    ]);
  });
});
