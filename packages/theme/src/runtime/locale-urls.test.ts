import { describe, expect, it, vi } from 'vitest';
import { alternateHeadTags, alternatePageUrl, fallbackLocaleUrl, followLocaleLink, LOCALE_ROUTES_FILE, localeOfLink, localeSwitchUrl, mergeSearch, type LinkClick } from './locale-urls';
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

describe('fallbackLocaleUrl', () => {
  const missing = { '/docs/a/b': '/docs/a', '/blog/x': '/', '/é/x': '/é' };
  it.each([
    ['a page the locale has: the link as it is', site('en'), '/docs/intro', '/fr/docs/intro?x=1#h', '/fr/docs/intro?x=1#h'],
    ['a page it lacks: its nearest parent, the query kept, the hash dropped', site('en'), '/docs/a/b', '/fr/docs/a/b?x=1&from=menu#h', '/fr/docs/a?x=1&from=menu'],
    ['spelled with a trailing slash', site('en'), '/docs/a/b/', '/fr/docs/a/b/', '/fr/docs/a'],
    ['the home page, under the locale base URL', site('en'), '/blog/x', '/fr/blog/x', '/fr/'],
    ['trailingSlash true: the parent with its slash', site('en', { trailingSlash: true }), '/docs/a/b/', '/fr/docs/a/b/', '/fr/docs/a/'],
    ['an encoded path, as the browser gives it', site('en'), '/%C3%A9/x', '/fr/%C3%A9/x', '/fr/é'],
    ['from French to English', site('fr'), '/docs/a/b', '/docs/a/b', '/docs/a'],
    ['a key of the object prototype is no entry', site('en'), '/constructor', '/fr/constructor', '/fr/constructor'],
  ])('%s', (_, data, sitePath, href, expected) => {
    const target = data.i18n.currentLocale === 'fr' ? 'en' : 'fr';
    expect(fallbackLocaleUrl(data, sitePath, target, href, missing)).toBe(expected);
  });
});

describe('localeOfLink', () => {
  const origin = 'https://example.com';
  it.each([
    ['the page in French', site('en'), '/docs/intro', 'https://example.com/fr/docs/intro?from=menu#h', 'fr'],
    ['the page in English, from French', site('fr'), '/docs/intro', 'https://example.com/docs/intro', 'en'],
    ['the current locale is none', site('en'), '/docs/intro', 'https://example.com/docs/intro', undefined],
    ['another page', site('en'), '/docs/intro', 'https://example.com/fr/docs/other', undefined],
    ['another origin', site('en'), '/docs/intro', 'https://de.example.com/docs/intro', undefined],
    ['the trailing slash aside', site('en'), '/docs/intro', 'https://example.com/fr/docs/intro/', 'fr'],
  ])('%s', (_, data, sitePath, url, expected) => {
    expect(localeOfLink(data, sitePath, new URL(url), origin)).toBe(expected);
  });
});

describe('followLocaleLink', () => {
  const click = (extra: Partial<LinkClick> = {}) => ({ defaultPrevented: false, button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, preventDefault: vi.fn(), ...extra });
  const follow = (event: LinkClick, load: (url: string) => Promise<unknown>, sitePath = '/docs/a/b', locale = 'fr', href = `/fr${sitePath}?from=menu`) =>
    new Promise<string | undefined>((resolve) => {
      followLocaleLink(event, site('en'), sitePath, locale, href, { load, go: resolve, timeoutMs: 200 });
      setTimeout(() => resolve(undefined), 400); // nothing happened
    });

  it('reads the locale’s list once, and goes to the nearest parent of a page it lacks', async () => {
    const load = vi.fn(async () => ({ '/docs/a/b': '/docs/a' }));
    const event = click();
    expect(await follow(event, load)).toBe('/fr/docs/a?from=menu');
    expect(event.preventDefault).toHaveBeenCalled();
    expect(await follow(click(), load, '/docs/intro')).toBe('/fr/docs/intro?from=menu');
    expect(load.mock.calls).toEqual([[`/fr/${LOCALE_ROUTES_FILE}`]]);
  });

  it.each([
    ['the list cannot be read', () => Promise.reject(new Error('404'))],
    ['the list is no object', async () => ['/docs/a/b']],
    ['the list is too slow', () => new Promise<unknown>((resolve) => setTimeout(() => resolve({ '/docs/a/b': '/docs/a' }), 300))],
  ])('follows the link as it is when %s', async (_, load) => {
    expect(await follow(click(), load)).toBe('/fr/docs/a/b?from=menu');
  });

  it.each([
    ['a click with ctrl (a new tab)', click({ ctrlKey: true }), 'fr'],
    ['a middle click', click({ button: 1 }), 'fr'],
    ['a click already handled', click({ defaultPrevented: true }), 'fr'],
    ['a locale on another domain', click(), 'de'],
    ['the current locale', click(), 'en'],
  ])('leaves %s to the browser', async (_, event, locale) => {
    const load = vi.fn(async () => ({ '/docs/a/b': '/docs/a' }));
    expect(await follow(event, load, '/docs/a/b', locale)).toBeUndefined();
    expect(event.preventDefault).not.toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();
  });
});
