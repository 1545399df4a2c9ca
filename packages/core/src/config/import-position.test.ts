import { describe, expect, it } from 'vitest';
import { findImportPosition, maskCodeFences } from './import-position.ts';

describe('findImportPosition', () => {
  it.each([
    ["import x from 'pkg';", 'pkg', { line: 1, column: 15 }],
    ['import x from "pkg";', 'pkg', { line: 1, column: 15 }],
    ["import 'pkg';", 'pkg', { line: 1, column: 8 }],
    ["const a = 1;\nexport { y } from 'pkg/sub';", 'pkg/sub', { line: 2, column: 19 }],
    ["import {\n  a,\n  b,\n} from '@scope/pkg';", '@scope/pkg', { line: 4, column: 8 }],
    ["const m = await import('pkg');", 'pkg', { line: 1, column: 24 }],
    ["const m = require( 'pkg' );", 'pkg', { line: 1, column: 20 }],
    // The statement wins over an earlier mention in a string.
    ["const note = 'pkg';\nimport x from 'pkg';", 'pkg', { line: 2, column: 15 }],
    // A specifier that is a prefix of another is not confused with it.
    ["import a from 'pkg-extra';\nimport b from 'pkg';", 'pkg', { line: 2, column: 15 }],
    // Regular-expression characters in the specifier.
    ["import a from 'a+b.(c)';", 'a+b.(c)', { line: 1, column: 15 }],
    ["const s = 'pkg';", 'pkg', { line: 1, column: 11 }],
    ["import a from 'other';", 'pkg', undefined],
  ])('%j / %s', (source, specifier, expected) => {
    expect(findImportPosition(source, specifier)).toEqual(expected);
  });

  it('skips fenced code blocks in Markdown', () => {
    const source = ['# Page', '', '```js', "import x from 'pkg';", '```', '', '~~~~', "import y from 'pkg';", '~~~~', '', "import z from 'pkg';", ''].join('\n');
    expect(findImportPosition(source, 'pkg', { markdown: true })).toEqual({ line: 11, column: 15 });
    expect(findImportPosition(source, 'pkg')).toEqual({ line: 4, column: 15 });
  });

  it('statementsOnly: no fallback to a mere mention', () => {
    expect(findImportPosition("const s = 'pkg';", 'pkg', { statementsOnly: true })).toBeUndefined();
  });
});

describe('maskCodeFences', () => {
  it('keeps offsets and lines, blanks fenced blocks (a shorter fence does not close a longer one)', () => {
    const source = 'a\n````\nb\n```\nc\n````\nd';
    const masked = maskCodeFences(source);
    expect(masked.length).toBe(source.length);
    expect(masked.split('\n')).toEqual(['a', '    ', ' ', '   ', ' ', '    ', 'd']);
  });
});
