import { describe, expect, it } from 'vitest';
import { codeFrame, FolioError, formatError, withContext } from './errors.ts';

describe('FolioError', () => {
  it.each([
    [{ file: 'a.md', line: 3, column: 5 }, 'a.md:3:5'],
    [{ file: 'a.md', line: 3 }, 'a.md:3'],
    [{ file: 'a.md' }, 'a.md'],
    [{ file: 'spec.json', pointer: '#/paths/~1a' }, 'spec.json#/paths/~1a'],
    [{}, undefined],
  ])('location of %j is %j', (options, expected) => {
    expect(new FolioError('x', options).location).toBe(expected);
  });

  it('formats location, message, frame and hint', () => {
    const error = new FolioError('bad thing', { file: 'a.md', line: 2, column: 3, source: 'one\ntwo\nthree', hint: 'fix it' });
    expect(formatError(error)).toBe(
      ['a.md:2:3 - bad thing', '  1 | one', '> 2 | two', '    |   ^', '  3 | three', 'hint: fix it'].join('\n'),
    );
  });

  it('adds context and keeps the location', () => {
    const inner = new FolioError('nope', { file: 'x.md', line: 1 });
    const outer = withContext(inner, 'plugin "docs" failed in load()');
    expect(outer.message).toBe('plugin "docs" failed in load(): nope');
    expect(outer.location).toBe('x.md:1');
    expect(withContext(new Error('plain'), 'ctx').message).toBe('ctx: plain');
  });
});

describe('codeFrame', () => {
  it('clips the context at the file edges', () => {
    expect(codeFrame('a\nb', 1)).toBe('> 1 | a\n  2 | b');
  });
});

describe('an error that names the plugin that failed', () => {
  it('is named once: the plugin host adds no name when the error is attributed', async () => {
    const { callHook } = await import('./load/host.ts');
    const own = withContext(new Error('fetch failed'), 'the Docusaurus plugin "github-info" (`plugins[3]`) failed in loadContent()', { attributed: true });
    expect(own.attributed).toBe(true);
    await expect(callHook({ name: 'docusaurus:less#default' }, 'load', () => Promise.reject(own))).rejects.toThrow(/^the Docusaurus plugin "github-info"/);
    await expect(callHook({ name: 'docs' }, 'load', () => Promise.reject(new FolioError('bad')))).rejects.toThrow(/^plugin "docs" failed in load\(\): bad$/);
    expect(withContext(new FolioError('x', { file: 'a.md' }), 'ctx', { attributed: true })).toMatchObject({ attributed: true, file: 'a.md', message: 'ctx: x' });
  });
});
