/**
 * Docs tags: the options, a doc's tags (tags file keys, inline labels and objects, the inline
 * report), each version's tags file (its errors name file and line) and the tag routes Docusaurus
 * makes per version (a tags page when a tag is listed, a page per tag, unlisted docs, drafts).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { FolioError, log, type MapFile, type TagEntry } from '@folio/core';
import { createDoc } from './docs.ts';
import { normalizeDocsOptions, type Doc, type Version } from './options.ts';
import { createDocsRoutes, createDocPageData, versionMeta, type LoadedVersion } from './routes.ts';
import { createTagRoutes, docTagsOf, groupDocsByTag, NO_TAGS_FILE, readVersionTagsFile, versionTagsPath } from './tags.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'folio-docs-tags-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const version: Version = {
  name: 'current',
  label: 'Next',
  path: '/docs/next',
  contentPath: path.join(root, 'docs'),
  contentPathRelative: 'docs',
  isLast: false,
  banner: 'unreleased',
  badge: true,
  noIndex: false,
  className: 'docs-version-current',
};

const fail = (field: string, why: string) => new FolioError(`\`${field}\`: ${why}`);
const map: MapFile<TagEntry> = {
  name: 'docs/tags.yml',
  exists: true,
  entries: new Map([['sql', { label: 'SQL', permalink: '/docs/next/tags/databases', description: 'Queries' }]]),
};

describe('options', () => {
  it.each([
    [{}, { tags: 'tags.yml', tagsFileRequired: false, tagsBasePath: 'tags', onInlineTags: 'warn' }],
    [{ tags: 'labels.yml', tagsBasePath: 'topics', onInlineTags: 'throw' as const }, { tags: 'labels.yml', tagsFileRequired: true, tagsBasePath: 'topics', onInlineTags: 'throw' }],
    [{ tags: false as const }, { tags: false, tagsFileRequired: false }],
    [{ tags: null }, { tags: false, tagsFileRequired: false }],
  ])('%j', (input, expected) => {
    expect(normalizeDocsOptions(input)).toMatchObject(expected);
  });

  it.each([[{ tags: '' }], [{ onInlineTags: 'loud' }]])('refuses %j', (input) => {
    expect(() => normalizeDocsOptions(input as never)).toThrow(/docs plugin options/);
  });
});

describe('a doc\'s tags', () => {
  const tagsPath = versionTagsPath(version, 'tags');
  it.each([
    ['a key of the tags file', ['sql'], [{ label: 'SQL', permalink: '/docs/next/tags/databases', description: 'Queries', inline: false }]],
    ['an inline label: its kebab case', ['Getting Started'], [{ label: 'Getting Started', permalink: '/docs/next/tags/getting-started', description: null, inline: true }]],
    ['an inline object', [{ label: 'Ops', permalink: '/operations', description: 'Run it' }], [{ label: 'Ops', permalink: '/docs/next/tags/operations', description: 'Run it', inline: true }]],
    ['the same permalink twice: once', ['sql', 'sql'], [{ label: 'SQL', permalink: '/docs/next/tags/databases', description: 'Queries', inline: false }]],
    ['none', undefined, []],
  ])('%s', (_, tags, expected) => {
    expect(docTagsOf({ frontMatter: { tags }, source: 'docs/a.md', fail }, map, tagsPath, 'ignore')).toEqual(expected);
  });

  it.each([
    ['not a list', 'sql', /`tags`: expected a list of tags/],
    ['a label without letters', ['++'], /`tags.0`: the tag "\+\+" has no letter/],
    ['a permalink out of the tags path', [{ label: 'X', permalink: '/../x' }], /`tags.0.permalink`/],
  ])('refuses %s', (_, tags, message) => {
    expect(() => docTagsOf({ frontMatter: { tags }, source: 'docs/a.md', fail }, map, tagsPath, 'ignore')).toThrow(message);
  });

  it.each([
    ['warn', 1, false],
    ['ignore', 0, false],
    ['throw', 0, true],
  ] as const)('onInlineTags %s: an inline tag when the version has a tags file', (level, warnings, throws) => {
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => {});
    const run = () => docTagsOf({ frontMatter: { tags: ['Unknown'] }, source: 'docs/a.md', fail }, map, tagsPath, level);
    if (throws) expect(run).toThrow(/"Unknown" is not a key of docs\/tags.yml/);
    else run();
    expect(warn).toHaveBeenCalledTimes(warnings);
    warn.mockRestore();
  });

  it('no report without a tags file', () => {
    expect(() => docTagsOf({ frontMatter: { tags: ['Unknown'] }, source: 'docs/a.md', fail }, NO_TAGS_FILE, tagsPath, 'throw')).not.toThrow();
  });
});

describe('the version\'s tags file', () => {
  const write = (dir: string, name: string, text: string) => {
    const folder = path.join(root, dir);
    writeFileSync(path.join(mkdir(folder), name), text);
    return { ...version, contentPath: folder };
  };
  const mkdir = (folder: string) => (mkdirSync(folder, { recursive: true }), folder);
  const options = (input = {}) => normalizeDocsOptions(input);

  it('reads tags.yml in the version folder; a key with nothing gets the defaults', () => {
    const v = write('v1', 'tags.yml', 'sql:\n  label: SQL\nSQLite:\n');
    const file = readVersionTagsFile(v, options(), root);
    expect([...file.entries]).toEqual([
      ['sql', { label: 'SQL', permalink: '/docs/next/tags/sql', description: null }],
      ['SQLite', { label: 'Sqlite', permalink: '/docs/next/tags/sq-lite', description: null }],
    ]);
    expect(file.name).toBe('v1/tags.yml');
  });

  it.each([
    ['a bad field', 'sql:\n  label: 3\n', /`sql.label`: expected a string/, 2],
    ['invalid YAML', 'sql: [\n', /invalid YAML/, 2],
    ['two keys, one permalink', 'sql:\n  label: SQL\ndb:\n  permalink: /sql\n', /`db.permalink`: has the permalink "\/docs\/next\/tags\/sql", as `sql` has/, 4],
  ])('names file and line: %s', (_, text, message, line) => {
    const v = write(`bad-${line}-${text.length}`, 'tags.yml', text);
    let error: unknown;
    try {
      readVersionTagsFile(v, options(), root);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(FolioError);
    expect((error as FolioError).message).toMatch(message);
    expect((error as FolioError & { file?: string; line?: number })).toMatchObject({ file: path.join(v.contentPath, 'tags.yml'), line });
  });

  it.each([
    ['no file, no option: no tags file', {}, false],
    ['no file the option names: an error', { tags: 'labels.yml' }, true],
    ['tags: false: never read', { tags: false }, false],
  ])('%s', (_, input, throws) => {
    const v = { ...version, contentPath: mkdir(path.join(root, 'empty')) };
    if (throws) expect(() => readVersionTagsFile(v, options(input), root)).toThrow(/labels.yml/);
    else expect(readVersionTagsFile(v, options(input), root).exists).toBe(false);
  });

  it('tags: false ignores an existing file', () => {
    const v = write('off', 'tags.yml', 'sql: 3\n');
    expect(readVersionTagsFile(v, options({ tags: false }), root).exists).toBe(false);
  });
});

function doc(relativePath: string, title: string, frontMatter: Record<string, unknown>, v: Version = version, tagsBasePath = 'tags'): Doc {
  const tagsPath = versionTagsPath(v, tagsBasePath);
  return createDoc(
    { relativePath, frontMatter, source: path.join(v.contentPath, relativePath), contentTitle: title },
    { version: v, options: normalizeDocsOptions(), tagsOf: (args) => docTagsOf(args, NO_TAGS_FILE, tagsPath, 'ignore') },
  );
}

describe('tag routes', () => {
  const page = { version: versionMeta(version), pluginId: 'default' };
  const docs = [
    doc('b.md', 'Beta', { tags: ['Alpha', 'Zed'] }),
    doc('a.md', 'Alpha doc', { tags: ['alpha', 'Zed'] }),
    doc('hidden.md', 'Hidden', { tags: ['Zed', 'Secret'], unlisted: true }),
    doc('plain.md', 'Plain', {}),
  ];

  it('groups by permalink, the first label winning, sorted by label', () => {
    expect(groupDocsByTag(docs).map(({ tag, docs: tagged }) => [tag.label, tagged.map((d) => d.id)])).toEqual([
      ['Alpha', ['b', 'a']],
      ['Secret', ['hidden']],
      ['Zed', ['b', 'a', 'hidden']],
    ]);
  });

  it('a tags page (listed tags only) and a page per tag (listed docs by title, or all when none is)', () => {
    const routes = createTagRoutes(docs, version, 'tags', page);
    expect(routes.map((r) => [r.path, r.component, r.noIndex])).toEqual([
      ['/docs/next/tags', '@theme/DocTagsListPage', false],
      ['/docs/next/tags/alpha', '@theme/DocTagDocListPage', false],
      ['/docs/next/tags/secret', '@theme/DocTagDocListPage', true],
      ['/docs/next/tags/zed', '@theme/DocTagDocListPage', false],
    ]);
    expect(routes[0]!.props).toEqual({
      tags: [
        { label: 'Alpha', permalink: '/docs/next/tags/alpha', description: null, count: 2 },
        { label: 'Zed', permalink: '/docs/next/tags/zed', description: null, count: 2 },
      ],
      ...page,
    });
    expect(routes[3]!.props).toEqual({
      tag: {
        label: 'Zed',
        permalink: '/docs/next/tags/zed',
        description: null,
        allTagsPath: '/docs/next/tags',
        count: 2,
        items: [
          { id: 'a', title: 'Alpha doc', description: '', permalink: '/docs/next/a' },
          { id: 'b', title: 'Beta', description: '', permalink: '/docs/next/b' },
        ],
        unlisted: false,
      },
      ...page,
    });
    expect((routes[2]!.props as { tag: { unlisted: boolean; items: unknown[] } }).tag).toMatchObject({ unlisted: true, items: [{ id: 'hidden' }] });
  });

  it.each([
    ['no tags: no routes', [doc('plain.md', 'Plain', {})], []],
    ['only unlisted tags: no tags page', [doc('h.md', 'H', { tags: ['X'], unlisted: true })], ['/docs/next/tags/x']],
  ])('%s', (_, list, paths) => {
    expect(createTagRoutes(list, version, 'tags', page).map((r) => r.path)).toEqual(paths);
  });

  it('per version, under tagsBasePath; drafts only in dev; a doc page carries its tags', () => {
    const v1: Version = { ...version, name: '1.0', path: '/docs', isLast: true, noIndex: false };
    const list = (v: Version): LoadedVersion => ({
      version: v,
      docs: [doc('a.md', 'A', { tags: ['T'] }, v, 'topics'), doc('d.md', 'D', { tags: ['Draft only'], draft: true }, v, 'topics')],
      sidebars: { sidebars: {}, generatedIndexes: [] } as never,
    });
    const versions = [list(version), list(v1)];
    const paths = (includeDrafts: boolean) => createDocsRoutes({ versions, includeDrafts, tagsBasePath: 'topics' }).filter((r) => r.component.startsWith('@theme/DocTag')).map((r) => r.path);
    expect(paths(false)).toEqual(['/docs/next/topics', '/docs/next/topics/t', '/docs/topics', '/docs/topics/t']);
    expect(paths(true)).toContain('/docs/topics/draft-only');
    expect(createDocPageData(versions[1]!.docs[0]!, versions[1]!, versions[1]).tags).toEqual([{ label: 'T', permalink: '/docs/topics/t', description: null, inline: true }]);
    expect('tags' in createDocPageData(doc('plain.md', 'P', {}), versions[0]!, versions[1])).toBe(false);
  });
});
