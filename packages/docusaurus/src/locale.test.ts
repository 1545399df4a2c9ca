import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localizedThemeConfig, siteLocale, themeTranslationFiles } from './locale.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'folio-docusaurus-locale-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function siteWith(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(root, 'site-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

const site = siteWith({ 'i18n/fr/code.json': '{}', 'translations/japanese/code.json': '{}' });
const THREE = { url: 'https://example.org', baseUrl: '/', i18n: { defaultLocale: 'en', locales: ['en', 'fr', 'ar'] } };

describe('siteLocale: the locale as Docusaurus\'s load context makes it', () => {
  it.each([
    { name: 'the default locale', config: THREE, locale: 'en', expected: { baseUrl: '/', url: 'https://example.org', dir: 'i18n/en', outPath: '', translate: false } },
    { name: 'another locale, translated (its folder exists)', config: THREE, locale: 'fr', expected: { baseUrl: '/fr/', url: 'https://example.org', dir: 'i18n/fr', outPath: 'fr', translate: true } },
    { name: 'another locale without a folder', config: THREE, locale: 'ar', expected: { baseUrl: '/ar/', url: 'https://example.org', dir: 'i18n/ar', outPath: 'ar', translate: false } },
    {
      name: 'i18n.path and the locale\'s path name its folder',
      config: { url: 'https://example.org', baseUrl: '/docs/', i18n: { defaultLocale: 'en', locales: ['en', 'ja'], path: 'translations', localeConfigs: { ja: { path: 'japanese' } } } },
      locale: 'ja',
      expected: { baseUrl: '/docs/ja/', url: 'https://example.org', dir: 'translations/japanese', outPath: 'ja', translate: true },
    },
    {
      name: 'a locale on a domain of its own',
      config: { url: 'https://example.org', baseUrl: '/', i18n: { defaultLocale: 'en', locales: ['en', 'de'], localeConfigs: { de: { url: 'https://de.example.org', baseUrl: '/' } } } },
      locale: 'de',
      expected: { baseUrl: '/', url: 'https://de.example.org', dir: 'i18n/de', outPath: '', translate: false },
    },
    { name: 'a config without i18n', config: { url: 'https://example.org', baseUrl: '/' }, locale: 'en', expected: { baseUrl: '/', url: 'https://example.org', dir: 'i18n/en', outPath: '', translate: false } },
    // As Docusaurus's validation: canonical and hreflang URLs are not `https://example.org//fr/x`.
    { name: 'a url written with its trailing slash', config: { ...THREE, url: 'https://example.org/' }, locale: 'fr', expected: { baseUrl: '/fr/', url: 'https://example.org', dir: 'i18n/fr', outPath: 'fr', translate: true } },
  ])('$name', ({ config, locale, expected }) => {
    const found = siteLocale(site, config, locale);
    expect(found.i18n.currentLocale).toBe(locale);
    expect({ baseUrl: found.current.baseUrl, url: found.current.url, dir: path.relative(site, found.dir), outPath: found.outPath, translate: found.current.translate }).toEqual(expected);
  });
});

describe('the locale\'s navbar.json and footer.json translate themeConfig', () => {
  const translated = siteWith({
    'i18n/fr/docusaurus-theme-classic/navbar.json': JSON.stringify({ title: { message: 'Guide du port' }, 'item.label.Log': { message: 'Journal' } }),
    'i18n/fr/docusaurus-theme-classic/footer.json': JSON.stringify({ copyright: { message: '© FR' } }),
    'i18n/de/docusaurus-theme-classic/navbar.json': '{ "title": { "description": "no message" } }',
  });
  const config = { ...THREE, themeConfig: { navbar: { title: 'Harbour', items: [{ label: 'Log', to: '/blog' }] }, footer: { copyright: '©' } } };

  it('read when the locale is translated, applied to the navbar and footer', () => {
    const files = themeTranslationFiles(siteLocale(translated, config, 'fr'));
    expect(files.map((file) => file.path)).toEqual(['navbar', 'footer']);
    expect(localizedThemeConfig(config, files, undefined).themeConfig).toEqual({ navbar: { title: 'Guide du port', items: [{ label: 'Journal', to: '/blog' }] }, footer: { copyright: '© FR' } });
  });

  it('none for the default locale, nor for a locale the config says is not translated', () => {
    expect(themeTranslationFiles(siteLocale(translated, config, 'en'))).toEqual([]);
    const untranslated = { ...config, i18n: { ...config.i18n, localeConfigs: { fr: { translate: false } } } };
    expect(themeTranslationFiles(siteLocale(translated, untranslated, 'fr'))).toEqual([]);
  });

  it('a file without messages is refused, naming it', () => {
    const de = { ...config, i18n: { defaultLocale: 'en', locales: ['en', 'de'] } };
    expect(() => themeTranslationFiles(siteLocale(translated, de, 'de'))).toThrow(expect.objectContaining({ file: path.join(translated, 'i18n/de/docusaurus-theme-classic/navbar.json') }));
  });
});
