import { describe, expect, it } from 'vitest';
import { parseFrontMatter, readFrontMatter, readPageFile, validateFrontMatter } from './front-matter.ts';
import { formatError, type FolioError } from '../errors.ts';

describe('parseFrontMatter', () => {
  it.each([
    ['no front matter', '# Hi\n', {}],
    ['simple', '---\ntitle: Hello\nsidebar_position: 2\n---\n# Hi\n', { title: 'Hello', sidebar_position: 2 }],
    ['empty block', '---\n---\nbody\n', {}],
    ['CRLF', '---\r\ntitle: A\r\n---\r\nbody', { title: 'A' }],
    ['BOM', '\uFEFF---\ntitle: A\n---\nbody', { title: 'A' }],
    ['lists', '---\nkeywords: [a, b]\n---\n', { keywords: ['a', 'b'] }],
  ])('%s', (_name, source, data) => {
    expect(parseFrontMatter(source).data).toEqual(data);
  });

  it('blanks the block so line numbers still match the file', () => {
    const { content } = parseFrontMatter('---\ntitle: A\ndescription: B\n---\n# Heading\n');
    expect(content.split('\n').indexOf('# Heading')).toBe(4);
  });

  it('names the file, line and column of a YAML error', () => {
    let error: FolioError | undefined;
    try {
      parseFrontMatter('---\ntitle: ok\ndescription: [unclosed\n---\nbody\n', 'docs/a.md');
    } catch (e) {
      error = e as FolioError;
    }
    expect(error?.file).toBe('docs/a.md');
    expect(error?.line).toBeGreaterThanOrEqual(3);
    expect(formatError(error)).toMatch(/^docs\/a\.md:\d+:\d+ - invalid front matter: /);
  });

  it('refuses front matter that is not a map', () => {
    expect(() => parseFrontMatter('---\n- a\n- b\n---\n', 'x.md')).toThrow('expected key: value pairs');
  });

  it('refuses duplicate keys', () => {
    expect(() => parseFrontMatter('---\ntitle: a\ntitle: b\n---\n', 'x.md')).toThrow('invalid front matter');
  });
});

describe('validateFrontMatter', () => {
  it('accepts every documented field and keeps unknown ones', () => {
    const data = {
      id: 'intro',
      title: 'T',
      description: 'D',
      slug: '/',
      sidebar_label: 'L',
      sidebar_position: 2.5,
      sidebar_class_name: 'api-method get',
      hide_title: true,
      hide_table_of_contents: false,
      toc_min_heading_level: 2,
      toc_max_heading_level: 4,
      keywords: ['a'],
      image: '/img/x.png',
      draft: false,
      unlisted: true,
      custom_edit_url: null,
      pagination_prev: null,
      pagination_next: 'other',
      custom_thing: { any: 1 },
    };
    expect(validateFrontMatter(data)).toEqual(data);
  });

  it.each([
    ['sidebar_position: first', '`sidebar_position`: expected number, got string "first"', 3],
    ['hide_title: "yes"', '`hide_title`: expected boolean, got string "yes"', 3],
    ['keywords: a, b', '`keywords`: expected array, got string "a, b"', 3],
    ['toc_max_heading_level: 9', '`toc_max_heading_level`', 3],
    ['id: a/b', '`id`: must not contain a slash', 3],
    ['sidebar_position: .nan', '`sidebar_position`: expected a finite number, got NaN (not a number)', 3],
    ['sidebar_position: .inf', '`sidebar_position`: expected a finite number, got infinity', 3],
    ['sidebar_position: -.Inf', '`sidebar_position`: expected a finite number, got -infinity', 3],
  ])('refuses %j naming the key and its line', (line, message, expectedLine) => {
    const source = `---\ntitle: ok\n${line}\n---\nbody\n`;
    let error: FolioError | undefined;
    try {
      readFrontMatter(source, 'docs/a.md');
    } catch (e) {
      error = e as FolioError;
    }
    expect(error?.message).toContain(message);
    expect(error?.location).toBe(`docs/a.md:${expectedLine}:1`);
  });

  it('refuses a min TOC level above the max', () => {
    expect(() => validateFrontMatter({ toc_min_heading_level: 4, toc_max_heading_level: 3 })).toThrow('must not be greater');
  });
});

describe('readPageFile', () => {
  it('reads a file once while it is unchanged, and again after an edit', async () => {
    const { mkdtempSync, writeFileSync, utimesSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const dir = mkdtempSync(path.join(tmpdir(), 'folio-fm-'));
    const file = path.join(dir, 'a.md');
    try {
      writeFileSync(file, '---\ntitle: One\n---\nBody\n');
      const first = readPageFile(file);
      expect(first.data.title).toBe('One');
      expect(readPageFile(file)).toBe(first);
      writeFileSync(file, '---\ntitle: Two\n---\nBody\n');
      utimesSync(file, new Date(), new Date(Date.now() + 5000));
      expect(readPageFile(file).data.title).toBe('Two');
      writeFileSync(file, '---\ntitle: Three, longer\n---\nBody\n');
      expect(readPageFile(file).data.title).toBe('Three, longer');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
