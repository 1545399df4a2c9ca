import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { codeTranslationsUrl } from '@folio/theme/config';
import { localeFoldersToTry, readLocaleFolder } from './code-translations.ts';

describe('localeFoldersToTry', () => {
  // Docusaurus's order (theme-translations' codeTranslationLocalesToTry), duplicates once.
  it.each([
    ['fr', ['fr', 'fr-FR', 'fr-Latn']],
    ['pt', ['pt', 'pt-BR', 'pt-Latn']],
    ['zh', ['zh', 'zh-CN', 'zh-Hans']],
    ['zh-TW', ['zh-TW', 'zh-Hant', 'zh']],
    ['pt-PT', ['pt-PT', 'pt-Latn', 'pt']],
    ['not a locale!', ['not a locale!']],
  ])('%s', (locale, expected) => {
    expect(localeFoldersToTry(locale)).toEqual(expected);
  });
});

describe("the theme's translations (@docusaurus/theme-translations, through Folio's theme)", () => {
  const dir = fileURLToPath(codeTranslationsUrl()!);
  it('is the package folder of locales', () => {
    expect(path.basename(dir)).toBe('locales');
  });
  it.each([
    ['fr', 'Suivant'],
    ['fr-CA', 'Suivant'],
    ['pt', 'Próxima'],
    ['zh', '下一页'],
  ])('%s', (locale, next) => {
    expect(readLocaleFolder(dir, locale)['theme.docs.paginator.next']).toBe(next);
  });
  it('has none for English or a language without translations, and no descriptions', () => {
    expect(readLocaleFolder(dir, 'en')).toEqual({});
    expect(readLocaleFolder(dir, 'xx')).toEqual({});
    expect(Object.keys(readLocaleFolder(dir, 'de')).some((id) => id.endsWith('___DESCRIPTION'))).toBe(false);
  });
});
