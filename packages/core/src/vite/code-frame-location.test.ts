import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { codeFrameLocation, withoutTag } from './code-frame-location.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'folio-frame-'));
const site = path.join(root, 'site');
mkdirSync(path.join(site, 'src/pages'), { recursive: true });
writeFileSync(path.join(site, 'src/pages/x.jsx'), 'x');
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('codeFrameLocation', () => {
  it.each([
    ['oxc, relative to the process', "[builtin:vite-transform] Expected corresponding JSX closing tag for 'p'.\n     ╭─[ site/src/pages/x.jsx:4:26 ]\n     │\n   4 │   return <div><p>broken</div>;", root, { file: path.join(site, 'src/pages/x.jsx'), line: 4, column: 26 }],
    ['relative to the site', 'Transform failed with 1 error:\n\n[PARSE_ERROR] Unexpected token\n   ╭─[ src/pages/x.jsx:2:36 ]', '/nowhere', { file: path.join(site, 'src/pages/x.jsx'), line: 2, column: 36 }],
    ['an absolute path, with colours', `\u001b[31m[PARSE_ERROR]\u001b[0m x\n \u001b[38;5;246m╭\u001b[0m─[ ${path.join(site, 'src/pages/x.jsx')}:7:1 ]`, '/nowhere', { file: path.join(site, 'src/pages/x.jsx'), line: 7, column: 1 }],
    ['a codespan-style header', `error: x\n  ┌─ ${path.join(site, 'src/pages/x.jsx')}:3:9\n`, '/nowhere', { file: path.join(site, 'src/pages/x.jsx'), line: 3, column: 9 }],
    ['a file that does not exist', '╭─[ src/pages/gone.jsx:1:1 ]', root, undefined],
    ['no frame', 'Could not resolve "x"', root, undefined],
  ])('%s', (_, message, cwd, expected) => {
    expect(codeFrameLocation(message, site, cwd)).toEqual(expected);
  });
});

describe('withoutTag', () => {
  it.each([
    ["[builtin:vite-transform] Expected corresponding JSX closing tag for 'p'.", "Expected corresponding JSX closing tag for 'p'."],
    ['[PARSE_ERROR] Unexpected token', 'Unexpected token'],
    ['[plugin folio:x] message', '[plugin folio:x] message'],
    ['plain', 'plain'],
  ])('%j', (message, expected) => {
    expect(withoutTag(message)).toBe(expected);
  });
});
