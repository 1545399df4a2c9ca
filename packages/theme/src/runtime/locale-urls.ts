/**
 * PURE: the page being read, in another locale of the site, as Docusaurus's useAlternatePageUtils
 * spells it: the other locale's base URL (and its site URL when fully qualified, or when the
 * locale lives on another domain) followed by the page's path under the current locale's base URL,
 * the site's trailingSlash applied. Each locale is its own build: these are full-page links.
 */
import { applyTrailingSlash } from '@folio/core/client';
import type { SiteData } from './types';
import type { HeadTag } from './head-tags';

/** `sitePath`: the page's path without the base URL (`/docs/intro`), as useSitePath gives it. */
export function alternatePageUrl(site: SiteData, sitePath: string, locale: string, fullyQualified: boolean): string {
  const target = site.i18n.localeConfigs[locale];
  if (!target) return sitePath;
  const canonical = applyTrailingSlash(sitePath, site.trailingSlash ?? undefined, '/');
  const suffix = canonical.replace(/^\//, '');
  return `${fullyQualified ? target.url : ''}${target.baseUrl}${suffix}`;
}

/** Docusaurus's mergeSearchStrings(…, 'append'): the query strings' parameters, in order, duplicates kept. */
export function mergeSearch(...searches: (string | undefined)[]): string {
  const merged = new URLSearchParams();
  for (const search of searches) {
    if (!search) continue;
    for (const [key, value] of new URLSearchParams(search)) merged.append(key, value);
  }
  const text = merged.toString();
  return text ? `?${text}` : '';
}

/**
 * The locale dropdown's link to `locale`: a path on the same domain, the full URL on another
 * (a multi-domain site), with the page's query string, the item's `queryString` and the hash.
 */
export function localeSwitchUrl(site: SiteData, location: { sitePath: string; search: string; hash: string }, locale: string, queryString?: string): string {
  const sameDomain = site.i18n.localeConfigs[locale]?.url === site.url;
  return `${alternatePageUrl(site, location.sitePath, locale, !sameDomain)}${mergeSearch(location.search, queryString)}${location.hash}`;
}

/** `<link rel="alternate" hreflang>` for every locale and `x-default` (the default locale's), and `og:locale:alternate` for the others. */
export function alternateHeadTags(site: SiteData, sitePath: string): HeadTag[] {
  const { locales, defaultLocale, currentLocale, localeConfigs } = site.i18n;
  if (locales.length < 2) return [];
  const links = locales.map((locale): HeadTag => ({ tagName: 'link', attributes: { rel: 'alternate', href: alternatePageUrl(site, sitePath, locale, true), hreflang: localeConfigs[locale]?.htmlLang ?? locale } }));
  const fallback: HeadTag = { tagName: 'link', attributes: { rel: 'alternate', href: alternatePageUrl(site, sitePath, defaultLocale, true), hreflang: 'x-default' } };
  const og = locales.filter((locale) => locale !== currentLocale).map((locale): HeadTag => ({ tagName: 'meta', attributes: { property: 'og:locale:alternate', content: (localeConfigs[locale]?.htmlLang ?? locale).replace('-', '_') } }));
  return [...og, ...links, fallback];
}
