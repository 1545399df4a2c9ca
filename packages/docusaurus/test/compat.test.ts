/**
 * The pure parts of Docusaurus compatibility: which theme-common imports stop the build, code.json
 * read as Docusaurus writes it, the translation lookup, global data in Docusaurus's shape and
 * isInternalUrl.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { makeTempDir, removeTempDirs } from '../../core/test/helpers.ts';
import { codeMessages, readCodeTranslations } from '../src/compat/code-translations.ts';
import { missingThemeCommonImports, THEME_COMMON_EXPORTS } from '../src/compat/modules.ts';
import isInternalUrl from '../src/client/isInternalUrl.ts';

vi.mock('virtual:folio/global-data', () => ({
  default: { docs: { versions: [] }, 'docs-api': { versions: [] }, search: { index: 'x' }, 'docusaurus-compat': { customFields: {}, codeTranslations: { hello: 'Bonjour' } } },
}));

afterAll(() => removeTempDirs());

describe('@docusaurus/theme-common imports', () => {
  it('names every imported name Folio does not provide, with aliases, defaults and types read as such', () => {
    const code = [
      "import { useColorMode, useDocsSidebar as sidebar, type Props, useWindowSize } from '@docusaurus/theme-common';",
      'import Thing, { ThemeClassNames } from "@docusaurus/theme-common";',
      "import type { Other } from '@docusaurus/theme-common';",
      "import { useColorMode as mode } from '@docusaurus/theme-common-x';",
    ].join('\n');
    expect(missingThemeCommonImports(code)).toEqual(['useDocsSidebar', 'useWindowSize']);
  });

  it('lists exactly what client/theme-common.ts exports', () => {
    const source = fs.readFileSync(path.join(import.meta.dirname, '../src/client/theme-common.ts'), 'utf8');
    const exported = [...source.matchAll(/export (?:function|const) (\w+)|export \{ (\w+) \}/g)].map((match) => match[1] ?? match[2]);
    expect(exported.sort()).toEqual([...THEME_COMMON_EXPORTS].sort());
  });
});

describe('code translations', () => {
  it("reads code.json's messages (objects with a description, or plain strings)", () => {
    expect(codeMessages({ a: { message: 'A', description: 'd' }, b: 'B' }, 'code.json')).toEqual({ a: 'A', b: 'B' });
    expect(() => codeMessages({ a: { description: 'd' } }, 'code.json')).toThrow('the translation "a" has no "message" string');
    expect(() => codeMessages([], 'code.json')).toThrow('must hold an object');
  });

  it("reads the locale's file, none is no translation, and bad JSON names the file", () => {
    const site = makeTempDir('code-json');
    expect(readCodeTranslations(site, 'en')).toEqual({});
    fs.mkdirSync(path.join(site, 'i18n/fr'), { recursive: true });
    fs.writeFileSync(path.join(site, 'i18n/fr/code.json'), '{"x": {"message": "X"}}');
    expect(readCodeTranslations(site, 'fr')).toEqual({ x: 'X' });
    fs.writeFileSync(path.join(site, 'i18n/fr/code.json'), '{"x":');
    expect(() => readCodeTranslations(site, 'fr')).toThrow(expect.objectContaining({ file: path.join(site, 'i18n/fr/code.json') }));
  });

  it("looks a message up by id, else by the message itself, else keeps the code's message", async () => {
    const { translatedMessage, codeTranslations } = await import('../src/client/code-translations.ts');
    expect(codeTranslations).toEqual({ hello: 'Bonjour' });
    const translations = { greeting: 'Salut', 'Plain text': 'Texte' };
    expect(translatedMessage(translations, 'greeting', 'Hi')).toBe('Salut');
    expect(translatedMessage(translations, undefined, 'Plain text')).toBe('Texte');
    expect(translatedMessage(translations, 'missing', 'Hi')).toBe('Hi');
    expect(translatedMessage(translations, 'missing', undefined)).toBe('missing');
  });
});

it("useGlobalData gives Docusaurus's shape: plugin name, then plugin id", async () => {
  const { byPluginAndId } = await import('../src/client/useGlobalData.ts');
  expect(byPluginAndId({ docs: 1, 'docs-api': 2, search: 3 })).toEqual({
    'docusaurus-plugin-content-docs': { default: 1, api: 2 },
    search: { default: 3 },
  });
});

it('isInternalUrl: paths and anchors are internal, schemes and //host are not', () => {
  expect(['/a', 'a/b', '#x', '?q'].map(isInternalUrl)).toEqual([true, true, true, true]);
  expect(['https://x.y', 'mailto:a@b.c', '//cdn.x', undefined].map(isInternalUrl)).toEqual([false, false, false, false]);
});
