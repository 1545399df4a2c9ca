import { describe, expect, it } from 'vitest';
import { cleanCssOptions, cssMinimizerOf, fasterFlags, lightningCssOptions, renameInCode, renameInSet, withoutViteMarker } from './css-minify.ts';

describe('cssMinimizerOf', () => {
  // `future` as Docusaurus core's validateConfig returns it: `faster` from 3.10, `experimental_faster` before.
  it.each([
    ['no future flags (3.10 validated: every Faster flag false)', { faster: { lightningCssMinimizer: false, rspackBundler: false, swcJsMinimizer: false } }, { kind: 'cssnano-clean-css' }],
    ['nothing validated', undefined, { kind: 'cssnano-clean-css' }],
    ['an empty future', {}, { kind: 'cssnano-clean-css' }],
    ['3.10, v4: true (every Faster flag on)', { v4: { fasterByDefault: true }, faster: { lightningCssMinimizer: true, rspackBundler: true } }, { kind: 'lightningcss', errorRecovery: true }],
    ['3.10, only the Lightning CSS minimizer', { faster: { lightningCssMinimizer: true, rspackBundler: false } }, { kind: 'lightningcss', errorRecovery: false }],
    ['3.10, Rspack without the minimizer flag (Rspack minifies with Lightning CSS anyway)', { faster: { lightningCssMinimizer: false, rspackBundler: true } }, { kind: 'lightningcss', errorRecovery: true }],
    ['3.8, experimental_faster: true as validated', { experimental_faster: { lightningCssMinimizer: true, rspackBundler: true } }, { kind: 'lightningcss', errorRecovery: true }],
    ['3.8, experimental_faster off', { experimental_faster: { lightningCssMinimizer: false, rspackBundler: false } }, { kind: 'cssnano-clean-css' }],
    ['3.8, experimental_faster: { lightningCssMinimizer: true }', { experimental_faster: { lightningCssMinimizer: true, rspackBundler: false } }, { kind: 'lightningcss', errorRecovery: false }],
    ['a boolean as written before validation', { experimental_faster: true }, { kind: 'lightningcss', errorRecovery: true }],
  ])('%s', (_name, future, expected) => {
    expect(cssMinimizerOf(future)).toEqual(expected);
  });

  it('reads `faster` before `experimental_faster`', () => {
    expect(fasterFlags({ faster: { lightningCssMinimizer: false }, experimental_faster: { lightningCssMinimizer: true } })).toEqual({ lightningCssMinimizer: false, rspackBundler: false });
  });
});

describe('the minimizers’ options', () => {
  it("gives clean-css Docusaurus's levels, no inlining, no source map, a promise", () => {
    expect(cleanCssOptions()).toEqual({
      sourceMap: false,
      inline: false,
      level: { 1: { all: false, removeWhitespace: true }, 2: { all: true, restructureRules: true, removeUnusedAtRules: false } },
      returnPromise: true,
    });
  });

  it.each([
    [false, { minify: true, targets: { chrome: 1 }, sourceMap: false, filename: 'assets/a.css' }],
    [true, { minify: true, targets: { chrome: 1 }, errorRecovery: true, sourceMap: false, filename: 'assets/a.css' }],
  ])('gives Lightning CSS minify, the targets and errorRecovery %s', (errorRecovery, expected) => {
    const { code, ...options } = lightningCssOptions({ kind: 'lightningcss', errorRecovery }, { chrome: 1 }, 'assets/a.css', 'a{}');
    expect(options).toEqual(expected);
    expect(String(code)).toBe('a{}');
  });
});

describe('renaming the minified files', () => {
  const renames = new Map([['assets/index-AAAA1111.css', 'assets/index-BBBB2222.css']]);

  it.each([
    ['a preload list', 'const d=["assets/index-AAAA1111.css","assets/x-CCCC.js"]', 'const d=["assets/index-BBBB2222.css","assets/x-CCCC.js"]'],
    ['a relative URL', 'new URL("./index-AAAA1111.css",import.meta.url)', 'new URL("./index-BBBB2222.css",import.meta.url)'],
    ['code naming no renamed file', 'export{}', 'export{}'],
  ])('in %s', (_name, code, expected) => {
    expect(renameInCode(code, renames)).toBe(expected);
  });

  it('in a set of file names, keeping its order', () => {
    const files = new Set(['assets/a-1.css', 'assets/index-AAAA1111.css', 'assets/z-9.css']);
    renameInSet(files, renames);
    expect([...files]).toEqual(['assets/a-1.css', 'assets/index-BBBB2222.css', 'assets/z-9.css']);
  });

  it.each([
    ['a{color:red}/*$vite$:1*/', 'a{color:red}'],
    ['a{color:red}', 'a{color:red}'],
  ])('drops Vite’s hash marker from %s', (css, expected) => {
    expect(withoutViteMarker(css)).toBe(expected);
  });
});
