import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inferredLocaleConfig, localeOutPath, localizationDir, resolveI18n, type I18nInput } from './i18n.ts';

const siteDir = mkdtempSync(path.join(tmpdir(), 'folio-i18n-'));
mkdirSync(path.join(siteDir, 'i18n', 'fr'), { recursive: true });
mkdirSync(path.join(siteDir, 'translations', 'japanese'), { recursive: true });
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

const site = { siteDir, url: 'https://example.com', baseUrl: '/' };

describe('inferredLocaleConfig', () => {
  it.each([
    ['en', undefined, { label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en' }],
    ['fr', 'fr-FR', { label: 'Français (France)', direction: 'ltr', htmlLang: 'fr-FR', calendar: 'gregory', path: 'fr' }],
    ['ar', undefined, { label: 'العربية', direction: 'rtl', htmlLang: 'ar' }],
    ['he', undefined, { direction: 'rtl' }],
    ['fa', undefined, { direction: 'rtl', calendar: 'persian' }],
    ['ja', undefined, { label: '日本語', direction: 'ltr' }],
    ['zh-Hans', undefined, { label: '简体中文', path: 'zh-Hans' }],
    ['en-US-u-ca-buddhist', undefined, { calendar: 'buddhist' }],
  ])('%s (htmlLang %s)', (locale, htmlLang, expected) => {
    expect(inferredLocaleConfig(locale, htmlLang)).toMatchObject(expected);
  });

  it('refuses a name that is not BCP 47, saying which field to give', () => {
    expect(() => inferredLocaleConfig('not a locale')).toThrow(/"not a locale" is not a BCP 47 locale name/);
  });
});

describe('resolveI18n', () => {
  const cases: { name: string; input: I18nInput | undefined; base?: string; locale?: string; localize?: boolean; expected: object }[] = [
    { name: 'no i18n: English alone', input: undefined, expected: { defaultLocale: 'en', locales: ['en'], currentLocale: 'en', path: 'i18n', localeConfigs: { en: { baseUrl: '/', url: 'https://example.com', translate: false } } } },
    {
      name: 'the default locale at the base URL, the others under it; translate when the folder exists',
      input: { defaultLocale: 'en', locales: ['en', 'fr', 'ar'] },
      base: '/docs/',
      locale: 'fr',
      expected: { currentLocale: 'fr', localeConfigs: { en: { baseUrl: '/docs/', translate: false }, fr: { baseUrl: '/docs/fr/', translate: true }, ar: { baseUrl: '/docs/ar/', direction: 'rtl', translate: false } } },
    },
    {
      name: 'given fields win: url, baseUrl (normalised), path, translate, label',
      input: { defaultLocale: 'en', locales: ['en', 'de', 'ja'], path: 'translations', localeConfigs: { de: { url: 'https://de.example.com', baseUrl: 'de-site', label: 'DE', translate: true }, ja: { path: 'japanese' } } },
      expected: { path: 'translations', localeConfigs: { de: { url: 'https://de.example.com', baseUrl: '/de-site/', label: 'DE', translate: true }, ja: { path: 'japanese', baseUrl: '/ja/', translate: true } } },
    },
    {
      name: 'a build of one --locale: no base URL gets the locale added (a given one is kept)',
      input: { defaultLocale: 'en', locales: ['en', 'fr', 'de'], localeConfigs: { de: { baseUrl: '/de/' } } },
      locale: 'fr',
      localize: false,
      expected: { localeConfigs: { en: { baseUrl: '/' }, fr: { baseUrl: '/' }, de: { baseUrl: '/de/' } } },
    },
    { name: 'a locale the config does not list is added', input: { defaultLocale: 'en', locales: ['en'] }, locale: 'it', expected: { locales: ['en', 'it'], currentLocale: 'it', localeConfigs: { it: { baseUrl: '/it/', label: 'Italiano' } } } },
  ];
  it.each(cases)('$name', ({ input, base, locale, localize, expected }) => {
    const warnings: string[] = [];
    expect(resolveI18n(input, { ...site, baseUrl: base ?? '/' }, locale, (m) => warnings.push(m), localize)).toMatchObject(expected);
    expect(warnings.length).toBe(locale === 'it' ? 1 : 0);
  });
});

describe('localeOutPath', () => {
  it.each([
    ['/', '/', ''],
    ['/', '/fr/', 'fr'],
    ['/docs/', '/docs/fr/', 'fr'],
    ['/docs/', '/other/', 'other'],
    ['/', '/pt-BR/', 'pt-BR'],
  ])('site %s, locale %s → %j', (siteBase, localeBase, expected) => {
    expect(localeOutPath(siteBase, localeBase)).toBe(expected);
  });
});

it('localizationDir is the locale folder under i18n.path', () => {
  const i18n = resolveI18n({ defaultLocale: 'en', locales: ['en', 'ja'], path: 'translations', localeConfigs: { ja: { path: 'japanese' } } }, site, 'ja', () => {});
  expect(localizationDir(siteDir, i18n)).toBe(path.join(siteDir, 'translations', 'japanese'));
  expect(localizationDir(siteDir, i18n, 'en')).toBe(path.join(siteDir, 'translations', 'en'));
});
