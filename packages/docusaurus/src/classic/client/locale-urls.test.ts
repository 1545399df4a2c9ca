import { describe, expect, it } from 'vitest';
import { alternateBaseUrls } from './locale-urls.ts';

/** theme-common 3.10's useAlternatePageUtils().createUrl (trailingSlash undefined): the locale's URL and base URL before the path less the current base URL. */
function createUrl(localeConfigs: Record<string, { url: string; baseUrl: string }>, currentBaseUrl: string, pathname: string, locale: string, fullyQualified: boolean): string {
  const suffix = pathname.replace(currentBaseUrl, '');
  return `${fullyQualified ? localeConfigs[locale]!.url : ''}${localeConfigs[locale]!.baseUrl}${suffix}`;
}

const SAME_DOMAIN = {
  en: { url: 'https://example.org', baseUrl: '/' },
  fr: { url: 'https://example.org', baseUrl: '/fr/' },
  ar: { url: 'https://example.org', baseUrl: '/ar/' },
};
const UNDER_DOCS = {
  en: { url: 'https://example.org', baseUrl: '/docs/' },
  fr: { url: 'https://example.org', baseUrl: '/docs/fr/' },
};
const DOMAINS = {
  en: { url: 'https://example.org', baseUrl: '/' },
  de: { url: 'https://de.example.org', baseUrl: '/' },
};

// Each: the locales, the current one, a site path (Folio's location), the links Docusaurus makes.
const cases: Array<{ name: string; configs: Record<string, { url: string; baseUrl: string }>; current: string; sitePath: string; expected: Record<string, string> }> = [
  { name: 'default locale, a doc', configs: SAME_DOMAIN, current: 'en', sitePath: '/docs/intro', expected: { en: '/docs/intro', fr: '/fr/docs/intro', ar: '/ar/docs/intro' } },
  { name: 'default locale, the home page', configs: SAME_DOMAIN, current: 'en', sitePath: '/', expected: { en: '/', fr: '/fr/', ar: '/ar/' } },
  { name: 'another locale, a doc', configs: SAME_DOMAIN, current: 'fr', sitePath: '/docs/intro', expected: { en: '/docs/intro', fr: '/fr/docs/intro', ar: '/ar/docs/intro' } },
  { name: 'another locale, the home page', configs: SAME_DOMAIN, current: 'ar', sitePath: '/', expected: { en: '/', fr: '/fr/', ar: '/ar/' } },
  { name: 'a site under /docs/, default locale', configs: UNDER_DOCS, current: 'en', sitePath: '/guide', expected: { en: '/docs/guide', fr: '/docs/fr/guide' } },
  { name: 'a site under /docs/, another locale', configs: UNDER_DOCS, current: 'fr', sitePath: '/guide', expected: { en: '/docs/guide', fr: '/docs/fr/guide' } },
  { name: 'one domain per locale', configs: DOMAINS, current: 'de', sitePath: '/docs/intro', expected: { en: '/docs/intro', de: '/docs/intro' } },
];

describe('alternateBaseUrls: the links useAlternatePageUtils makes from a site path are Docusaurus\'s', () => {
  it.each(cases)('$name', ({ configs, current, sitePath, expected }) => {
    const currentBaseUrl = configs[current]!.baseUrl;
    // Docusaurus's location holds the current locale's base URL.
    const docusaurusPathname = currentBaseUrl + sitePath.replace(/^\//, '');
    const given = alternateBaseUrls(configs, currentBaseUrl);
    for (const locale of Object.keys(configs)) {
      expect(createUrl(configs, currentBaseUrl, docusaurusPathname, locale, false)).toBe(expected[locale]);
      expect(createUrl(given, currentBaseUrl, sitePath, locale, false)).toBe(expected[locale]);
      expect(createUrl(given, currentBaseUrl, sitePath, locale, true)).toBe(createUrl(configs, currentBaseUrl, docusaurusPathname, locale, true));
    }
  });

  it('keeps every other field', () => {
    expect(alternateBaseUrls({ fr: { baseUrl: '/fr/', label: 'Français' } }, '/fr/')).toEqual({ fr: { baseUrl: '/fr', label: 'Français' } });
  });
});
