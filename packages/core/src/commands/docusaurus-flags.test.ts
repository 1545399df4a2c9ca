import { describe, expect, it } from 'vitest';
import { hostShortFlag, unhonouredFlags, wantsOpen } from './docusaurus-flags.ts';

describe('Docusaurus flags', () => {
  it.each([
    [{}, []],
    [{ minify: true, open: true, port: 3000 }, []],
    [{ minify: false }, ['--no-minify']],
    [{ locale: 'fr', bundleAnalyzer: true, dev: true }, ['--bundle-analyzer', '--dev']],
    [{ hotOnly: true, poll: 500 }, ['--hot-only', '--poll']],
  ] as Array<[Record<string, unknown>, string[]]>)('%j warns about %j', (flags, named) => {
    expect(unhonouredFlags(flags).map((line) => line.split(' ')[0])).toEqual(named);
  });

  it.each([
    [['start', '-h', '0.0.0.0'], ['start', '--host', '0.0.0.0']],
    [['serve', '.', '-h', 'localhost', '-p', '4000'], ['serve', '.', '--host', 'localhost', '-p', '4000']],
    [['start', '-h'], ['start', '-h']],
    [['start', '-h', '--port', '1'], ['start', '-h', '--port', '1']],
    [['build', '-h', 'x'], ['build', '-h', 'x']],
  ])('-h in %j', (args, expected) => {
    expect(hostShortFlag(['node', 'folio', ...args])).toEqual(['node', 'folio', ...expected]);
  });

  it.each([
    [[], false],
    [['--no-open'], false],
    [['--open'], true],
    [['--open', '--no-open'], false],
    [['--no-open', '--open'], true],
  ])('%j opens a browser: %s', (args, expected) => {
    expect(wantsOpen(['node', 'folio', 'start', ...args])).toBe(expected);
  });
});
