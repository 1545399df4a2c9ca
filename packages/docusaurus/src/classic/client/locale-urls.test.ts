import { describe, expect, it, vi } from 'vitest';
import type { SiteData } from '@folio/theme/runtime/types.ts';
import { alternatePageUrl, followLocaleLinks, type ClickTarget } from './locale-urls.ts';

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

describe("alternatePageUrl: the links useAlternatePageUtils makes from a site path are Docusaurus 3.10's", () => {
  it.each(cases)('$name', ({ configs, current, sitePath, expected }) => {
    const currentBaseUrl = configs[current]!.baseUrl;
    // Docusaurus's location holds the current locale's base URL.
    const docusaurusPathname = currentBaseUrl + sitePath.replace(/^\//, '');
    for (const locale of Object.keys(configs)) {
      expect(createUrl(configs, currentBaseUrl, docusaurusPathname, locale, false)).toBe(expected[locale]);
      expect(alternatePageUrl(configs[locale]!, sitePath, undefined, false)).toBe(expected[locale]);
      expect(alternatePageUrl(configs[locale]!, sitePath, undefined, true)).toBe(createUrl(configs, currentBaseUrl, docusaurusPathname, locale, true));
    }
  });

  it.each([
    ['/docs/intro', true, '/fr/docs/intro/'],
    ['/docs/intro/', false, '/fr/docs/intro'],
    ['/', true, '/fr/'],
    ['/', false, '/fr/'],
  ] as const)('%s with trailingSlash %s → %s', (sitePath, trailingSlash, expected) => {
    expect(alternatePageUrl(SAME_DOMAIN.fr, sitePath, trailingSlash, false)).toBe(expected);
  });
});

describe('followLocaleLinks: theme-classic\'s dropdown goes to the nearest page a locale has', () => {
  const config = (baseUrl: string) => ({ label: baseUrl, htmlLang: 'x', direction: 'ltr' as const, calendar: 'gregory', path: 'x', url: 'https://example.org', baseUrl, translate: true });
  const site = { url: 'https://example.org', baseUrl: '/', trailingSlash: null, i18n: { defaultLocale: 'en', locales: ['en', 'fr'], currentLocale: 'en', path: 'i18n', localeConfigs: { en: config('/'), fr: config('/fr/') } } } as unknown as SiteData;

  /** A document at /docs/a/b whose one listener gets clicks on anchors (theme-classic renders the dropdown's entries as `<a href target="_self" lang>`). */
  function page() {
    let listener: ((event: MouseEvent) => void) | undefined;
    const doc: ClickTarget = {
      addEventListener: vi.fn((_type: 'click', added: (event: MouseEvent) => void) => (listener = added)),
      defaultView: { location: { href: 'https://example.org/docs/a/b?x=1', origin: 'https://example.org', pathname: '/docs/a/b' } },
    };
    const click = (href: string, attributes: Record<string, string> = { target: '_self' }) => {
      const anchor = { target: attributes.target ?? '', getAttribute: (name: string) => (name === 'href' ? href : (attributes[name] ?? null)), hasAttribute: (name: string) => name in attributes };
      const event = { target: { closest: () => anchor }, defaultPrevented: false, button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, preventDefault: vi.fn() };
      listener!(event as unknown as MouseEvent);
      return event;
    };
    return { doc, click };
  }

  it('sends a click on the page in French to its nearest French page, once per document', async () => {
    const { doc, click } = page();
    const went: string[] = [];
    const load = vi.fn(async () => ({ '/docs/a/b': '/docs/a' }));
    followLocaleLinks(site, doc, { load, go: (url) => went.push(url) });
    followLocaleLinks(site, doc, { load, go: (url) => went.push(url) });
    expect(doc.addEventListener).toHaveBeenCalledTimes(1);
    const event = click('/fr/docs/a/b?x=1&persistLocale=true#h');
    expect(event.preventDefault).toHaveBeenCalled();
    await vi.waitFor(() => expect(went).toEqual(['/fr/docs/a?x=1&persistLocale=true']));
    expect(load).toHaveBeenCalledWith('/fr/folio-locale-routes.json');
  });

  it.each([
    ['another page', '/fr/docs/other', { target: '_self' }],
    ['the page in the current locale', '/docs/a/b', { target: '_self' }],
    ['a link opening another tab', '/fr/docs/a/b', { target: '_blank' }],
    ['a download', '/fr/docs/a/b', { download: '' }],
  ])('leaves %s alone', (_, href, attributes) => {
    const { doc, click } = page();
    const load = vi.fn(async () => ({}));
    followLocaleLinks(site, doc, { load, go: vi.fn() });
    expect(click(href, attributes).preventDefault).not.toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();
  });
});
