/**
 * Docs: ids, slugs and permalinks from file paths and front matter (as Docusaurus computes them),
 * titles, sidebar positions, edit URLs, the number prefix parser and the content scan for the
 * title and excerpt.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FolioErrors } from '@folio/core';
import { createDoc, isCategoryIndex, loadVersionDocs, scanContent, stripPathNumberPrefixes, type CreateDocContext, type DocFileInput } from './docs.ts';
import { defaultNumberPrefixParser, normalizeDocsOptions, type DocsOptionsInput, type EditUrlParams, type Version } from './options.ts';

const SITE = path.resolve('/site');

const vCurrent: Version = {
  name: 'current',
  label: 'Next',
  path: '/next',
  contentPath: path.join(SITE, 'docs'),
  contentPathRelative: 'docs',
  isLast: false,
  banner: 'unreleased',
  badge: true,
  noIndex: false,
  className: 'docs-version-current',
};
const vLast: Version = {
  ...vCurrent,
  name: '1.0.0',
  label: '1.0.0',
  path: '/',
  contentPath: path.join(SITE, 'versioned_docs/version-1.0.0'),
  contentPathRelative: 'versioned_docs/version-1.0.0',
  isLast: true,
  banner: 'none',
  className: 'docs-version-1.0.0',
};
const vOld: Version = {
  ...vLast,
  name: '0.26.0',
  label: '0.26.0',
  path: '/v0.26.0',
  contentPath: path.join(SITE, 'versioned_docs/version-0.26.0'),
  contentPathRelative: 'versioned_docs/version-0.26.0',
  isLast: false,
  banner: 'unmaintained',
};

function make(
  relativePath: string,
  frontMatter: Record<string, unknown> = {},
  { version = vLast, options = {}, file = {} }: { version?: Version; options?: DocsOptionsInput; file?: Partial<DocFileInput> } = {},
) {
  const ctx: CreateDocContext = { version, options: normalizeDocsOptions(options), currentContentPathRelative: 'docs' };
  return createDoc({ relativePath, frontMatter, source: path.join(version.contentPath, relativePath), ...file }, ctx);
}

describe('createDoc: id, slug and permalink', () => {
  type Row = [string, Record<string, unknown>, { id: string; slug: string; permalink: string }];
  it.each<Row>([
    ['intro.md', {}, { id: 'intro', slug: '/intro', permalink: '/intro' }],
    ['intro.mdx', {}, { id: 'intro', slug: '/intro', permalink: '/intro' }],
    // number prefixes are stripped from every segment
    ['01-intro.md', {}, { id: 'intro', slug: '/intro', permalink: '/intro' }],
    ['02-Installation/01-docker.md', {}, { id: 'Installation/docker', slug: '/Installation/docker', permalink: '/Installation/docker' }],
    ['01-a/002-b/3 - c.md', {}, { id: 'a/b/c', slug: '/a/b/c', permalink: '/a/b/c' }],
    ['1.Getting Started/01_first.md', {}, { id: 'Getting Started/first', slug: '/Getting Started/first', permalink: '/Getting Started/first' }],
    // folder case is kept
    ['installation/docker.md', {}, { id: 'installation/docker', slug: '/installation/docker', permalink: '/installation/docker' }],
    ['Installation/Docker.md', {}, { id: 'Installation/Docker', slug: '/Installation/Docker', permalink: '/Installation/Docker' }],
    // dates and versions are not number prefixes
    ['2021-01-01-release.md', {}, { id: '2021-01-01-release', slug: '/2021-01-01-release', permalink: '/2021-01-01-release' }],
    ['1.2.3/notes.md', {}, { id: '1.2.3/notes', slug: '/1.2.3/notes', permalink: '/1.2.3/notes' }],
    // index, README and same-name-as-folder docs stand for their folder, slash included (Docusaurus's slug)
    ['index.md', {}, { id: 'index', slug: '/', permalink: '/' }],
    ['README.md', {}, { id: 'README', slug: '/', permalink: '/' }],
    ['guides/index.md', {}, { id: 'guides/index', slug: '/guides/', permalink: '/guides/' }],
    ['guides/README.md', {}, { id: 'guides/README', slug: '/guides/', permalink: '/guides/' }],
    ['guides/readme.mdx', {}, { id: 'guides/readme', slug: '/guides/', permalink: '/guides/' }],
    ['guides/guides.md', {}, { id: 'guides/guides', slug: '/guides/', permalink: '/guides/' }],
    ['Guides/guides.md', {}, { id: 'Guides/guides', slug: '/Guides/', permalink: '/Guides/' }],
    ['02-guides/02-guides.md', {}, { id: 'guides/guides', slug: '/guides/', permalink: '/guides/' }],
    ['03-api/01-reference/index.md', {}, { id: 'api/reference/index', slug: '/api/reference/', permalink: '/api/reference/' }],
    ['guides/index-of-things.md', {}, { id: 'guides/index-of-things', slug: '/guides/index-of-things', permalink: '/guides/index-of-things' }],
    ['guides/other.md', {}, { id: 'guides/other', slug: '/guides/other', permalink: '/guides/other' }],
    // front matter id
    ['guides/a.md', { id: 'custom' }, { id: 'guides/custom', slug: '/guides/custom', permalink: '/guides/custom' }],
    ['01-guides/01-a.md', { id: 'custom' }, { id: 'guides/custom', slug: '/guides/custom', permalink: '/guides/custom' }],
    // front matter slug: absolute, relative, the version root
    ['guides/a.md', { slug: '/abs/path' }, { id: 'guides/a', slug: '/abs/path', permalink: '/abs/path' }],
    ['guides/a.md', { slug: 'rel' }, { id: 'guides/a', slug: '/guides/rel', permalink: '/guides/rel' }],
    ['01-guides/a.md', { slug: 'rel/deeper' }, { id: 'guides/a', slug: '/guides/rel/deeper', permalink: '/guides/rel/deeper' }],
    ['a.md', { slug: 'rel' }, { id: 'a', slug: '/rel', permalink: '/rel' }],
    ['guides/a.md', { slug: '/' }, { id: 'guides/a', slug: '/', permalink: '/' }],
    ['guides/index.md', { slug: 'start' }, { id: 'guides/index', slug: '/guides/start', permalink: '/guides/start' }],
    ['guides/a.md', { id: 'custom', slug: '/x' }, { id: 'guides/custom', slug: '/x', permalink: '/x' }],
  ])('%s %j', (relativePath, frontMatter, expected) => {
    expect(make(relativePath, frontMatter)).toMatchObject(expected);
  });

  it.each<[string, string, string]>([
    ['dir/doc.md', './abc/../def', '/dir/def'],
    ['dir/subdir/doc.md', '../abc/def', '/dir/abc/def'],
  ])('%s with the relative slug %j resolves to %s', (relativePath, slug, expected) => {
    expect(make(relativePath, { slug }).slug).toBe(expected);
  });

  it('guides/index.md with a front matter id still gets the folder slug /guides/', () => {
    expect(make('guides/index.md', { id: 'overview' })).toMatchObject({ id: 'guides/overview', slug: '/guides/', permalink: '/guides/' });
  });

  it.each<[string, Version, string, Record<string, unknown>, string]>([
    ['/', vLast, 'guides/a.md', {}, '/guides/a'],
    ['/next', vCurrent, 'guides/a.md', {}, '/next/guides/a'],
    ['/v0.26.0', vOld, 'guides/a.md', {}, '/v0.26.0/guides/a'],
    ['/', vLast, 'index.md', {}, '/'],
    ['/next', vCurrent, 'index.md', {}, '/next/'],
    ['/v0.26.0', vOld, 'intro.md', { slug: '/' }, '/v0.26.0/'],
    ['/next', vCurrent, 'guides/index.md', {}, '/next/guides/'],
    ['/v0.26.0', vOld, 'a.md', { slug: '/abs/path' }, '/v0.26.0/abs/path'],
    ['/docs/next', { ...vCurrent, path: '/docs/next' }, '01-intro.md', {}, '/docs/next/intro'],
  ])('version path %s: %s → %s', (_, version, relativePath, frontMatter, expected) => {
    const doc = make(relativePath, frontMatter, { version });
    expect(doc.permalink).toBe(expected);
  });

  it('keeps the file data and the folder with its number prefixes', () => {
    const doc = make('02-Installation/01-docker.md', { draft: true, unlisted: true });
    expect(doc).toMatchObject({
      source: path.join(vLast.contentPath, '02-Installation/01-docker.md'),
      relativePath: '02-Installation/01-docker.md',
      sourceDirName: '02-Installation',
      draft: true,
      unlisted: true,
    });
    expect(make('intro.md').sourceDirName).toBe('.');
  });

  it('numberPrefixParser: false keeps the prefixes', () => {
    const doc = make('02-Installation/01-docker.md', {}, { options: { numberPrefixParser: false } });
    expect(doc).toMatchObject({ id: '02-Installation/01-docker', slug: '/02-Installation/01-docker', sidebarPosition: undefined });
  });

  it('a custom numberPrefixParser decides what a prefix is', () => {
    const parser = (name: string) => {
      const match = /^v(\d+)~(.*)$/.exec(name);
      return match ? { filename: match[2]!, numberPrefix: Number(match[1]) } : { filename: name };
    };
    const doc = make('v2~guides/v7~setup.md', {}, { options: { numberPrefixParser: parser } });
    expect(doc).toMatchObject({ id: 'guides/setup', slug: '/guides/setup', sidebarPosition: 7 });
  });
});

describe('createDoc: every route is checked, and the error names what made it', () => {
  const error = (relativePath: string, frontMatter: Record<string, unknown> = {}) => {
    try {
      make(relativePath, frontMatter);
    } catch (caught) {
      return caught as { name: string; message: string; file?: string; hint?: string };
    }
    throw new Error('no error');
  };
  const file = (relativePath: string) => path.join(vLast.contentPath, relativePath);

  it.each<[string, string, Record<string, unknown>, string]>([
    ['a URL slug', 'evil.md', { slug: 'https://evil.example.com/x' }, 'slug "https://evil.example.com/x" is a URL, not a path'],
    ['a protocol-relative slug', 'evil.md', { slug: '//evil.example.com/x' }, 'slug "//evil.example.com/x" starts with "//", which a browser reads as another host'],
    ['backslashes', 'evil.md', { slug: '/a\\..\\..\\x' }, 'slug "/a\\..\\..\\x": a route path must not contain a backslash'],
    ['a 300-character slug', 'long.md', { slug: `/${'a'.repeat(300)}` }, 'a route path must not have a segment longer than 200 bytes'],
    ['a query in a relative slug', 'guides/a.md', { slug: 'x?y=1' }, 'slug "x?y=1": a route path must not contain "?" or "#"'],
    ['a control character', 'a.md', { slug: '/a\u0000' }, 'slug "/a\\u0000": a route path must not contain control characters'],
    ['an id with a question mark', 'guides/a.md', { id: 'a?b' }, 'front matter `id` "a?b" gives the route "/guides/a?b", but a route path must not contain "?" or "#"'],
    ['an id ..', 'guides/a.md', { id: '..' }, 'front matter `id` ".." gives the route "/guides/..", but a route path must not have "." or ".." segments'],
    ['an id with a backslash', 'a.md', { id: 'x\\..\\y' }, 'front matter `id` "x\\..\\y" gives the route "/x\\..\\y", but a route path must not contain a backslash'],
    ['a 250-character id', 'a.md', { id: 'i'.repeat(250) }, 'must not have a segment longer than 200 bytes'],
    ['a file name with #', 'a#b.md', {}, 'the file name "a#b.md" gives the route "/a#b", but a route path must not contain "?" or "#"'],
    ['a file name with a colon', 'C:x.md', {}, 'the file name "C:x.md" gives the route "/C:x", but a route path must not contain ":"'],
    ['a long file name', `${'f'.repeat(230)}.md`, {}, 'must not have a segment longer than 200 bytes'],
    ['a folder with ?', 'what?/a.md', {}, 'the folder "what?" gives the route "/what?", but a route path must not contain "?" or "#"'],
    ['a folder named %2e%2e (.. once decoded)', '%2e%2e/a.md', {}, 'the folder "%2e%2e" gives the route "/%2e%2e", but a route path must not have "." or ".." segments'],
    ['an index doc of a bad folder', 'what?/index.md', {}, 'the folder "what?" gives the route "/what?"'],
  ])('%s', (_, relativePath, frontMatter, message) => {
    const caught = error(relativePath, frontMatter);
    expect(caught.name).toBe('FolioError');
    expect(caught.message).toContain(message);
    expect(caught.file).toBe(file(relativePath));
  });

  it('a bad file name with a slug of its own is fine: the slug decides the route', () => {
    expect(make('a#b.md', { slug: '/ab' }).permalink).toBe('/ab');
  });
});

describe('loadVersionDocs: every bad doc of a version in one error', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'folio-docs-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (relative: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
    writeFileSync(path.join(root, relative), text);
  };
  const version = (dir: string): Version => ({ ...vCurrent, contentPath: path.join(root, dir) });

  it('lists each bad doc with its file and the line of the key', () => {
    write('many/good.md', '# Good\n');
    write('many/evil.md', '---\ntitle: Evil\nslug: https://evil.example.com/x\n---\n\nHi.\n');
    write('many/nan.md', '---\nsidebar_position: .nan\n---\n\nHi.\n');
    write('many/sub/id.md', '---\nid: "a#b"\n---\n\nHi.\n');
    try {
      loadVersionDocs(version('many'), normalizeDocsOptions({}), {});
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(FolioErrors);
      expect((error as FolioErrors).problems.map((p) => [path.relative(root, p.file!), p.line, p.message])).toEqual([
        ['many/evil.md', 3, 'slug "https://evil.example.com/x" is a URL, not a path'],
        ['many/nan.md', 2, 'invalid front matter: `sidebar_position`: expected a finite number, got NaN (not a number)'],
        ['many/sub/id.md', 2, 'front matter `id` "a#b" gives the route "/sub/a#b", but a route path must not contain "?" or "#"'],
      ]);
    }
  });

  it('says .inf is not a finite number, with a code frame', () => {
    write('inf/a.md', '---\nsidebar_position: .inf\n---\n\nHi.\n');
    try {
      loadVersionDocs(version('inf'), normalizeDocsOptions({}), {});
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({ message: 'invalid front matter: `sidebar_position`: expected a finite number, got infinity', line: 2 });
      expect((error as { frame?: string }).frame).toContain('> 2 | sidebar_position: .inf');
    }
  });
});

describe('createDoc: title, description and sidebar position', () => {
  it.each<[string, string, Record<string, unknown>, Partial<DocFileInput>, string]>([
    ['front matter title first', '01-intro.md', { title: 'From front matter' }, { contentTitle: 'From heading' }, 'From front matter'],
    ['then the first # heading', '01-intro.md', {}, { contentTitle: 'From heading' }, 'From heading'],
    ['then the id without prefix', '01-intro.md', {}, {}, 'intro'],
    ['then the front matter id', 'guides/01-a.md', { id: 'custom' }, {}, 'custom'],
    ['an empty front matter title falls back', 'a.md', { title: '  ' }, { contentTitle: 'Heading' }, 'Heading'],
  ])('%s', (_, relativePath, frontMatter, file, expected) => {
    expect(make(relativePath, frontMatter, { file }).title).toBe(expected);
  });

  it.each<[string, Record<string, unknown>, Partial<DocFileInput>, string]>([
    ['front matter description first', { description: 'Described.' }, { excerpt: 'Excerpt.' }, 'Described.'],
    ['then the excerpt', {}, { excerpt: 'Excerpt.' }, 'Excerpt.'],
    ['else empty', {}, {}, ''],
  ])('description: %s', (_, frontMatter, file, expected) => {
    expect(make('a.md', frontMatter, { file }).description).toBe(expected);
  });

  it.each<[string, Record<string, unknown>, number | undefined]>([
    ['03-a.md', {}, 3],
    ['a.md', {}, undefined],
    ['a.md', { sidebar_position: 2.5 }, 2.5],
    ['03-a.md', { sidebar_position: 1 }, 1],
    ['03-a.md', { sidebar_position: 0 }, 0],
    ['07-folder/a.md', {}, undefined],
    ['2021-01-01-post.md', {}, undefined],
    // Generated docs' front matter is not validated: a YAML .nan must not become the position.
    ['03-a.md', { sidebar_position: Number.NaN }, 3],
    ['a.md', { sidebar_position: Number.POSITIVE_INFINITY }, undefined],
  ])('sidebarPosition of %s %j → %s', (relativePath, frontMatter, expected) => {
    expect(make(relativePath, frontMatter).sidebarPosition).toBe(expected);
  });
});

describe('createDoc: editUrl', () => {
  const repo = 'https://github.com/example/site/edit/main/website';
  type Row = [string, Version, string, Record<string, unknown>, DocsOptionsInput, string | undefined];
  it.each<Row>([
    ['no editUrl option', vCurrent, 'a.md', {}, {}, undefined],
    ['current version', vCurrent, '02-Installation/01-docker.md', {}, { editUrl: repo }, `${repo}/docs/02-Installation/01-docker.md`],
    ['a trailing slash in the option', vCurrent, 'a.md', {}, { editUrl: `${repo}/` }, `${repo}/docs/a.md`],
    ['a versioned doc', vLast, 'guides/a.md', {}, { editUrl: repo }, `${repo}/versioned_docs/version-1.0.0/guides/a.md`],
    ['editCurrentVersion on a versioned doc', vOld, 'guides/a.md', {}, { editUrl: repo, editCurrentVersion: true }, `${repo}/docs/guides/a.md`],
    ['custom_edit_url wins', vLast, 'a.md', { custom_edit_url: 'https://elsewhere.example.com/a' }, { editUrl: repo }, 'https://elsewhere.example.com/a'],
    ['custom_edit_url without the option', vLast, 'a.md', { custom_edit_url: 'https://elsewhere.example.com/a' }, {}, 'https://elsewhere.example.com/a'],
    ['custom_edit_url: null hides it', vLast, 'a.md', { custom_edit_url: null }, { editUrl: repo }, undefined],
  ])('%s', (_, version, relativePath, frontMatter, options, expected) => {
    expect(make(relativePath, frontMatter, { version, options }).editUrl).toBe(expected);
  });

  it('a function gets the version, its folder, the doc path, the permalink and the locale', () => {
    const calls: EditUrlParams[] = [];
    const editUrl = (params: EditUrlParams) => {
      calls.push(params);
      return `https://edit.example.com/${params.versionDocsDirPath}/${params.docPath}`;
    };
    const doc = make('01-guides/02-a.md', {}, { version: vOld, options: { editUrl } });
    expect(doc.editUrl).toBe('https://edit.example.com/versioned_docs/version-0.26.0/01-guides/02-a.md');
    expect(calls).toEqual([
      { version: '0.26.0', versionDocsDirPath: 'versioned_docs/version-0.26.0', docPath: '01-guides/02-a.md', permalink: '/v0.26.0/guides/a', locale: 'en' },
    ]);
  });

  it('a function returning undefined gives no edit URL', () => {
    expect(make('a.md', {}, { options: { editUrl: () => undefined } }).editUrl).toBeUndefined();
  });

  it('editCurrentVersion is ignored when editUrl is a function', () => {
    let seen: EditUrlParams | undefined;
    make('a.md', {}, { version: vOld, options: { editCurrentVersion: true, editUrl: (params: EditUrlParams) => ((seen = params), 'x') } });
    expect(seen?.versionDocsDirPath).toBe('versioned_docs/version-0.26.0');
  });

  it('generated docs (no file) get no edit URL', () => {
    const doc = make('api/list.mdx', {}, { options: { editUrl: repo }, file: { generated: { id: '1.0.0/api/list.mdx', mdx: '# List', source: 'openapi.json' } } });
    expect(doc.editUrl).toBeUndefined();
  });
});

describe('defaultNumberPrefixParser', () => {
  it.each<[string, string, number]>([
    ['1-My Doc', 'My Doc', 1],
    ['01-My Doc', 'My Doc', 1],
    ['001-My Doc', 'My Doc', 1],
    ['001 - My Doc', 'My Doc', 1],
    ['999 - My Doc', 'My Doc', 999],
    ['0046036 - My Doc', 'My Doc', 46036],
    ['00_My Doc', 'My Doc', 0],
    ['1.My Doc', 'My Doc', 1],
    ['02-Installation', 'Installation', 2],
    ['10_reference', 'reference', 10],
  ])('%j → %j with prefix %d', (name, filename, numberPrefix) => {
    expect(defaultNumberPrefixParser(name)).toEqual({ filename, numberPrefix });
  });

  // Docusaurus's list of names that are not number prefixes (dates, versions, no prefix at all).
  it.each([
    'MyDoc',
    'a1-My Doc',
    'My Doc-000',
    'My Doc - 1',
    'Hey - 03 - My Doc',
    '00abc01-My Doc',
    'My 001- Doc',
    'My -001 Doc',
    '2021-01-31 - Doc',
    '31-01-2021 - Doc',
    '2021_01_31 - Doc',
    '2021.01.31 - Doc',
    '2021-01-31',
    '2021-01-01',
    '2021-01-01-release',
    '2021-01',
    '21-01',
    '2021_01',
    '01_31',
    '01',
    '2021',
    '8.0',
    '8.0.0',
    '1.2.3',
    '14.2.16',
    '18.2',
    '8.0.0 - Doc',
    '8_0',
    '14_2_16',
  ])('keeps %j as it is', (name) => {
    expect(defaultNumberPrefixParser(name)).toEqual({ filename: name });
  });

  it.each(['2021-01 - Doc', '2021_01 - Doc', '2021.01 - Doc', '01-2021 - Doc', '8.0 - Doc', '1-2nd-step'])('keeps %j as it is (date or version prefix)', (name) => {
    expect(defaultNumberPrefixParser(name)).toEqual({ filename: name });
  });
});

describe('path helpers', () => {
  it.each<[string, string]>([
    ['02-Installation/01-docker', 'Installation/docker'],
    ['01-a/2021-01-01/03-c', 'a/2021-01-01/c'],
    ['plain/path', 'plain/path'],
  ])('stripPathNumberPrefixes(%j) → %j', (input, expected) => {
    expect(stripPathNumberPrefixes(input, defaultNumberPrefixParser)).toBe(expected);
  });

  it.each<[string, string, boolean]>([
    ['index', '.', true],
    ['README', '.', true],
    ['readme', 'guides', true],
    ['Index', 'guides', true],
    ['guides', 'guides', true],
    ['Guides', 'a/guides', true],
    ['02-guides', '02-guides', true],
    ['guides', '02-guides', false],
    ['intro', '.', false],
    ['guide', 'guides', false],
  ])('isCategoryIndex(%j, %j) → %s', (fileName, dirName, expected) => {
    expect(isCategoryIndex(fileName, dirName)).toBe(expected);
  });
});

describe('scanContent', () => {
  it.each<[string, string, { contentTitle?: string; excerpt?: string }]>([
    ['a heading then a paragraph', '# Title\n\nFirst paragraph.\n\nSecond.', { contentTitle: 'Title', excerpt: 'First paragraph.' }],
    ['no heading', 'Just text.\nMore text.', { contentTitle: undefined, excerpt: 'Just text.' }],
    ['empty', '', { contentTitle: undefined, excerpt: undefined }],
    ['a closing hash and a heading id', '# Title ##\n\ntext', { contentTitle: 'Title', excerpt: 'text' }],
    ['a custom heading id', '# Install {#install-id}\n\ntext', { contentTitle: 'Install', excerpt: 'text' }],
    ['inline Markdown in the title', '# The `folio` **CLI**\n\ntext', { contentTitle: 'The folio CLI', excerpt: 'text' }],
    ['blank lines before the title', '\n\n\n# Title\n\ntext', { contentTitle: 'Title', excerpt: 'text' }],
    ['a heading after a paragraph is not the title', 'Intro text.\n\n# Later', { contentTitle: undefined, excerpt: 'Intro text.' }],
    ['a second-level heading is not the title', '## Sub\n\ntext', { contentTitle: undefined, excerpt: 'text' }],
    ['imports before the title', "import Tabs from '@theme/Tabs';\nimport X from './x';\n\n# Title\n\ntext", { contentTitle: 'Title', excerpt: 'text' }],
    ['exports are skipped', 'export const meta = 1;\n\nBody.', { contentTitle: undefined, excerpt: 'Body.' }],
    ['a code fence is skipped', '# Title\n\n```js\nconst x = 1;\n```\n\nAfter code.', { contentTitle: 'Title', excerpt: 'After code.' }],
    ['a tilde fence is skipped', '~~~\ncode\n~~~\nAfter.', { contentTitle: undefined, excerpt: 'After.' }],
    ['a longer fence holds shorter ones', '````md\n```js\nx\n```\nstill code\n````\nAfter.', { contentTitle: undefined, excerpt: 'After.' }],
    ['a # comment inside code is not the title', '```sh\n# not a title\n```\n\ntext', { contentTitle: undefined, excerpt: 'text' }],
    ['admonition markers are skipped', ':::tip Remember\n\nInside the tip.\n\n:::\n\nAfter.', { contentTitle: undefined, excerpt: 'Inside the tip.' }],
    ['JSX lines are skipped', '<Tabs>\n<TabItem value="a">\n\nTab text.', { contentTitle: undefined, excerpt: 'Tab text.' }],
    ['links and images become their text', 'See [the guide](./guide.md) and ![logo](./logo.png).', { contentTitle: undefined, excerpt: 'See the guide and logo.' }],
    ['emphasis and code are unwrapped', 'Use **bold**, _it_ and `code`.', { contentTitle: undefined, excerpt: 'Use bold, it and code.' }],
    ['a list item', '- first item\n- second', { contentTitle: undefined, excerpt: 'first item' }],
    ['a numbered list item', '1. first step', { contentTitle: undefined, excerpt: 'first step' }],
  ])('%s', (_, content, expected) => {
    expect(scanContent(content)).toEqual(expected);
  });

  it('a multi-line import is skipped up to the blank line', () => {
    expect(scanContent("import {\n  Tabs,\n  TabItem,\n} from '@theme/Tabs';\n\nThe real text.")).toEqual({ contentTitle: undefined, excerpt: 'The real text.' });
  });
});
