import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { Plugin } from '../plugin-api.ts';
import { localeModuleResolver, localeSelectModule, namedExportsOf } from './locale-select.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'folio-locale-select-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const file = (name: string, content: string) => {
  const at = path.join(dir, name);
  writeFileSync(at, content);
  return at;
};

describe("a module picking the reader's locale's file", () => {
  const en = file('en.mjs', "export default 'en'; export const language = ['en']; export const only = 1;\n");
  const fr = file('fr.mjs', "export default 'fr'; export const language = ['fr', 'en'];\n");
  const names = [...namedExportsOf(en), ...namedExportsOf(fr)];
  const select = file('select.mjs', localeSelectModule([['en', pathToFileURL(en).href], ['fr', pathToFileURL(fr).href]], names));

  it.each([
    ['fr', 'fr', ['fr', 'en'], undefined],
    ['en', 'en', ['en'], 1],
    // No global (a web worker) or a locale it does not hold: the first file.
    [undefined, 'en', ['en'], 1],
    ['ja', 'en', ['en'], 1],
  ])('the global naming %s gives that locale\'s exports', async (locale, expected, language, only) => {
    globalThis.__folioLocale = locale === undefined ? undefined : { name: locale, site: {}, globalData: {}, codeTranslations: {}, routes: {} };
    try {
      const module = await import(`${pathToFileURL(select).href}?${locale}`);
      expect([module.default, module.language, module.only]).toEqual([expected, language, only]);
    } finally {
      globalThis.__folioLocale = undefined;
    }
  });

  it.each([
    ['a JSON object: its keys that are names', 'data.json', '{"language":"fr","two words":1,"default":2}', ['language', 'two words', 'default']],
    ['a JSON array: none', 'list.json', '[1, 2]', []],
    ['an ES module: its named exports', 'constants.js', 'export const a = 1; export function b() {}; export { a as c }; export default 3;', ['a', 'b', 'c']],
    ['not an ES module the lexer reads: none', 'jsx.js', 'export default <div/>;<<', []],
  ])('%s', (_, name, content, expected) => {
    expect(namedExportsOf(file(name, content))).toEqual(expected);
  });

  it('exports only names a module may declare, once each, in order', () => {
    const code = localeSelectModule([['en', '/a.json']], ['z', 'language', 'two words', 'default', 'class', 'language']);
    expect(code.match(/^export const \w+/gm)).toEqual(['export const language', 'export const z']);
  });
});

describe('the specifiers a plugin gives per locale, in a shared bundle', () => {
  // Each locale's generated files: `same.json` alike in every locale, `own.json` each its own.
  for (const locale of ['en', 'fr']) {
    file(`${locale}-same.json`, '{"a":1}');
    file(`${locale}-own.json`, `{"locale":"${locale}"}`);
  }
  const plugin = (locale: string): Plugin => ({ name: 'gen', localeModules: { filter: /^@gen\//, resolve: (specifier) => (specifier.endsWith('missing') ? undefined : path.join(dir, `${locale}-${specifier.slice('@gen/'.length)}.json`)) } });
  const locales = new Map(['en', 'fr'].map((locale) => [locale, { state: { ctx: { config: { plugins: [{ name: 'other' }, plugin(locale)] } } } }]));
  const resolver = localeModuleResolver(locales);

  it('filters by the first locale\'s plugins', () => {
    expect(resolver.filters).toEqual([/^@gen\//]);
    expect(localeModuleResolver(new Map()).filters).toEqual([]);
  });

  it.each([
    ['a file alike in every locale: the first locale\'s', '@gen/same', undefined, path.join(dir, 'en-same.json')],
    ['imported by a page: its locale\'s file', '@gen/own', 'fr', path.join(dir, 'fr-own.json')],
    ['a specifier the plugin has no file for', '@gen/missing', undefined, undefined],
    ['a specifier no plugin gives', '@other/own', undefined, undefined],
  ])('%s', (_, specifier, pageLocale, expected) => {
    expect(resolver.resolve(specifier, pageLocale)).toBe(expected);
  });

  it('a file each locale has its own: a module picking the reader\'s, the same id each time', () => {
    const id = resolver.resolve('@gen/own', undefined)!;
    expect(id).toMatch(/^\0virtual:folio\/locale-select\/[0-9a-f]+$/);
    expect(resolver.resolve('@gen/own', undefined)).toBe(id);
    expect(resolver.load(id)).toBe(localeSelectModule([['en', path.join(dir, 'en-own.json')], ['fr', path.join(dir, 'fr-own.json')]], ['locale', 'locale']));
    expect(resolver.load('\0virtual:folio/locale-select/00')).toBeUndefined();
  });
});
