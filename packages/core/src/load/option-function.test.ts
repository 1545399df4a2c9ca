import { describe, expect, it } from 'vitest';
import { FolioError, formatError, withContext } from '../errors.ts';
import { callOption, labelOption, OptionFunctionError, withConfigFile } from './option-function.ts';

const boom = () => {
  throw new Error('boom');
};

describe('an option function that throws', () => {
  it.each([
    ['an Error', boom, 'the function `editUrl` threw for blog/a.md: boom'],
    ['a string', () => { throw 'plain'; }, 'the function `editUrl` threw for blog/a.md: plain'],
    ['a labelled function', labelOption(boom, 'presets[0][1].blog.editUrl'), 'the function `presets[0][1].blog.editUrl` threw for blog/a.md: boom'],
    ['a FolioError with a file of its own', () => { throw new FolioError('bad', { file: '/x/other.ts' }); }, 'the function `editUrl` threw for blog/a.md: bad'],
  ])('%s names the option, the file it was called for, and the message', (_, fn, expected) => {
    let error: unknown;
    try {
      callOption('editUrl', 'blog/a.md', fn as () => unknown);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(OptionFunctionError);
    expect((error as Error).message).toBe(expected);
  });

  it('passes on what a function returns, sync or async', async () => {
    expect(callOption('editUrl', 'a.md', () => 'https://e/a.md')).toBe('https://e/a.md');
    const generator = labelOption(async (n: number) => n * 2, 'plugins[0][1].x');
    expect(await generator(21)).toBe(42);
    expect(labelOption(function named() { return 1; }, 'x').name).toBe('named');
  });

  it('labels a rejected promise too', async () => {
    const rejecting = labelOption(async () => Promise.reject(new Error('later')), 'presets[0][1].docs.x');
    await expect(rejecting()).rejects.toThrow('the function `presets[0][1].docs.x` threw: later');
  });

  it.each([
    ['the error itself', (e: Error) => e],
    ['wrapped by the hook', (e: Error) => withContext(e, 'plugin "blog" failed in load()')],
    ['wrapped twice', (e: Error) => withContext(withContext(e, 'version "current"'), 'plugin "docs" failed in load()')],
  ])('the host names the config file: %s', (_, wrap) => {
    const error = wrap(new OptionFunctionError('editUrl', 'boom', 'blog/a.md'));
    expect(formatError(withConfigFile(error, '/site/site.config.ts'))).toMatch(/^\/site\/site\.config\.ts - .*the function `editUrl` threw for blog\/a\.md: boom$/);
  });

  it('leaves other errors as they are', () => {
    const other = new FolioError('bad front matter', { file: '/site/blog/a.md', line: 2 });
    expect(withConfigFile(other, '/site/site.config.ts')).toBe(other);
    const plain = withContext(new Error('x'), 'plugin "blog" failed in load()');
    expect(withConfigFile(plain, '/site/site.config.ts')).toBe(plain);
  });
});
