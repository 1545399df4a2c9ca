import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from './front-matter.ts';
import { formatError, type FolioError } from './errors.ts';

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
