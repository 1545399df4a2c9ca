import { describe, expect, it } from 'vitest';
import { alternateHeadTags, alternatePageUrl, localeSwitchUrl, mergeSearch } from './locale-urls';
import type { SiteData } from './types';

const locale = (baseUrl: string, htmlLang: string, url = 'https://example.com') => ({ label: htmlLang, htmlLang, direction: 'ltr' as const, calendar: 'gregory', path: htmlLang, url, baseUrl, translate: true });

function site(current: string, overrides: Partial<SiteData> = {}, configs = { en: locale('/', 'en'), fr: locale('/fr/', 'fr-FR'), de: locale('/', 'de', 'https://de.example.com') }): SiteData {
  return {
    title: 'T',
    tagline: '',
    url: configs[current as keyof typeof configs].url,
    baseUrl: configs[current as keyof typeof configs].baseUrl,
    trailingSlash: null,
    favicon: null,
    noIndex: false,
    titleDelimiter: '|',
    i18n: { defaultLocale: 'en', locales: Object.keys(configs), currentLocale: current, path: 'i18n', localeConfigs: configs },
    themeConfig: {},
    ...overrides,
  } as SiteData;
}

describe('alternatePageUrl', () => {
  it.each([
    ['en → fr, a path', site('en'), '/docs/intro', 'fr', false, '/fr/docs/intro'],
    ['fr → en, a path', site('fr'), '/docs/intro', 'en', false, '/docs/intro'],
    ['the home page', site('fr'), '/', 'en', false, '/'],
    ['fully qualified', site('en'), '/docs/intro', 'fr', true, 'https://example.com/fr/docs/intro'],
    ['another domain', site('en'), '/docs/intro', 'de', true, 'https://de.example.com/docs/intro'],
    ['trailingSlash true adds the slash', site('en', { trailingSlash: true }), '/docs/intro', 'fr', false, '/fr/docs/intro/'],
    ['trailingSlash false takes it off', site('en', { trailingSlash: false }), '/docs/intro/', 'fr', false, '/fr/docs/intro'],
  ])('%s', (_, data, path, target, qualified, expected) => {
    expect(alternatePageUrl(data, path, target, qualified)).toBe(expected);
  });
});

describe('localeSwitchUrl', () => {
  it.each([
    ['same domain: a path with the query, the item query and the hash', site('en'), { sitePath: '/a', search: '?x=1', hash: '#h' }, 'fr', '?persistLocale=true', '/fr/a?x=1&persistLocale=true#h'],
    ['another domain: the full URL', site('en'), { sitePath: '/a', search: '', hash: '' }, 'de', undefined, 'https://de.example.com/a'],
  ])('%s', (_, data, location, target, query, expected) => {
    expect(localeSwitchUrl(data, location, target, query)).toBe(expected);
  });
});

it('mergeSearch appends parameters in order', () => {
  expect(mergeSearch('?a=1', 'b=2&a=3', undefined, '')).toBe('?a=1&b=2&a=3');
  expect(mergeSearch()).toBe('');
});

describe('alternateHeadTags', () => {
  it('lists every locale, x-default, and og:locale:alternate for the others', () => {
    const tags = alternateHeadTags(site('fr'), '/docs/intro');
    expect(tags).toEqual([
      { tagName: 'meta', attributes: { property: 'og:locale:alternate', content: 'en' } },
      { tagName: 'meta', attributes: { property: 'og:locale:alternate', content: 'de' } },
      { tagName: 'link', attributes: { rel: 'alternate', href: 'https://example.com/docs/intro', hreflang: 'en' } },
      { tagName: 'link', attributes: { rel: 'alternate', href: 'https://example.com/fr/docs/intro', hreflang: 'fr-FR' } },
      { tagName: 'link', attributes: { rel: 'alternate', href: 'https://de.example.com/docs/intro', hreflang: 'de' } },
      { tagName: 'link', attributes: { rel: 'alternate', href: 'https://example.com/docs/intro', hreflang: 'x-default' } },
    ]);
  });

  it('says nothing on a site of one locale', () => {
    expect(alternateHeadTags(site('en', {}, { en: locale('/', 'en') } as never), '/')).toEqual([]);
  });
});
