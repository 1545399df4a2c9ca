import { describe, expect, it } from 'vitest';
import { resolveI18n, type I18nInput } from '../config/i18n.ts';
import { planLocales, routeToLocale } from './locale-plan.ts';

const SITE = { siteDir: '/nowhere', url: 'https://example.org', baseUrl: '/' };
const i18n = (input: I18nInput, baseUrl = '/') => resolveI18n(input, { ...SITE, baseUrl }, undefined, () => {});
const THREE: I18nInput = { defaultLocale: 'en', locales: ['en', 'fr', 'ar'] };
const DOMAINS: I18nInput = { defaultLocale: 'en', locales: ['en', 'de'], localeConfigs: { de: { url: 'https://de.example.com', baseUrl: '/' } } };
const OWN_PATH: I18nInput = { defaultLocale: 'en', locales: ['en', 'de'], localeConfigs: { de: { url: 'https://de.example.com', baseUrl: '/deutsch/' } } };

describe('planLocales', () => {
  it.each([
    ['every locale', THREE, '/', 'all', ['en:/', 'fr:/fr/', 'ar:/ar/'], []],
    ['under the site\'s base URL', THREE, '/docs/', 'all', ['en:/docs/', 'fr:/docs/fr/', 'ar:/docs/ar/'], []],
    ['the locales named, the default first', THREE, '/', ['ar', 'en'], ['en:/', 'ar:/ar/'], []],
    ['the locales named, without the default', THREE, '/', ['ar', 'fr', 'ar'], ['ar:/ar/', 'fr:/fr/'], []],
    ['a domain of its own at the default\'s base URL: left out', DOMAINS, '/', 'all', ['en:/'], ['de:/ (en)']],
    ['a domain of its own at the default\'s base URL, named alone with another', DOMAINS, '/', ['de', 'en'], ['en:/'], ['de:/ (en)']],
    ['a domain of its own at a base URL of its own: served there', OWN_PATH, '/', 'all', ['en:/', 'de:/deutsch/'], []],
  ] as const)('%s', (_, input, baseUrl, asked, served, left) => {
    const plan = planLocales(i18n(input, baseUrl), asked === 'all' ? 'all' : [...asked]);
    expect(plan.served.map((locale) => `${locale.name}:${locale.baseUrl}`)).toEqual(served);
    expect(plan.left.map((locale) => `${locale.name}:${locale.baseUrl} (${locale.takenBy})`)).toEqual(left);
  });

  it('says which locales are not the config\'s', () => {
    expect(() => planLocales(i18n(THREE), ['fr', 'ja'])).toThrow(/`--locale ja`: not a locale of the config's `i18n.locales` \(en, fr, ar\)/);
  });
});

describe('routeToLocale', () => {
  const served = [{ baseUrl: '/' }, { baseUrl: '/fr/' }, { baseUrl: '/fr/ca/' }];
  const underDocs = [{ baseUrl: '/docs/' }, { baseUrl: '/docs/fr/' }];
  it.each([
    [served, '/', { locale: '/' }],
    [served, '/guides/moon', { locale: '/' }],
    [served, '/fr/', { locale: '/fr/' }],
    [served, '/fr/guides/moon', { locale: '/fr/' }],
    [served, '/fr/@vite/client', { locale: '/fr/' }],
    [served, '/fr/ca/x', { locale: '/fr/ca/' }],
    [served, '/fr', { redirect: '/fr/' }], // not a page of the locale at /
    [served, '/fr/ca', { redirect: '/fr/ca/' }],
    [served, '/french/', { locale: '/' }],
    [underDocs, '/docs/fr', { redirect: '/docs/fr/' }],
    [underDocs, '/docs', { redirect: '/docs/' }],
    [underDocs, '/', { redirect: '/docs/' }],
    [underDocs, '/elsewhere', undefined],
    [[{ baseUrl: '/fr/' }], '/fr', { redirect: '/fr/' }],
  ])('%j %s → %j', (locales, pathname, expected) => {
    const route = routeToLocale(locales, pathname);
    expect(route && 'locale' in route ? { locale: route.locale.baseUrl } : route).toEqual(expected);
  });
});
