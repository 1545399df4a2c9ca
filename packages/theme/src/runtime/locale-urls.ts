/**
 * The page being read, in another locale of the site, as Docusaurus's useAlternatePageUtils
 * spells it: the other locale's base URL (and its site URL when fully qualified, or when the
 * locale lives on another domain) followed by the page's path under the current locale's base URL,
 * the site's trailingSlash applied. Each locale is its own build: these are full-page links. PURE
 * but for followLocaleLink, which the locale dropdowns (this theme's, and the Docusaurus adapter's
 * for Docusaurus's) run on a click: a locale that lacks the page (its translation has another
 * slug) sends the reader to its nearest existing parent instead, from the list the build wrote
 * into that locale's folder (core's build/locale-routes.ts).
 */
import { applyTrailingSlash, routeKey } from '@folio/core/client';
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

/** The file the build writes into each locale's folder (core's build/locale-routes.ts): the site paths the locale lacks, each mapped to its nearest existing parent. */
export const LOCALE_ROUTES_FILE = 'folio-locale-routes.json';

/** A locale's list as read: site path (routeKey's spelling) → its nearest existing parent in the locale. */
export type MissingRoutes = Record<string, string>;

/**
 * `href` (the page at `sitePath`, in `locale`), or when `locale` lacks the page, the nearest
 * existing parent there with `href`'s query string (the hash was the page's, so it is dropped).
 */
export function fallbackLocaleUrl(site: SiteData, sitePath: string, locale: string, href: string, missing: MissingRoutes): string {
  const parent = Object.hasOwn(missing, routeKey(sitePath)) ? missing[routeKey(sitePath)] : undefined;
  if (typeof parent !== 'string') return href;
  const search = /\?[^#]*/.exec(href)?.[0] ?? '';
  return `${alternatePageUrl(site, parent, locale, false)}${search}`;
}

/** The locale, on this origin, whose address of the page at `sitePath` is `url` (a link of the locale dropdown), if any but the current one. */
export function localeOfLink(site: SiteData, sitePath: string, url: URL, origin: string): string | undefined {
  if (url.origin !== origin) return undefined;
  const { locales, currentLocale, localeConfigs } = site.i18n;
  const key = routeKey(url.pathname);
  return locales.find((locale) => locale !== currentLocale && localeConfigs[locale]?.url === site.url && routeKey(alternatePageUrl(site, sitePath, locale, false)) === key);
}

/** The click, as followLocaleLink reads it (a DOM or React mouse event). */
export interface LinkClick {
  defaultPrevented: boolean;
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  preventDefault(): void;
}

export interface FollowOptions {
  /** Reads a JSON file (default: fetch; a failure or a status other than 2xx rejects). */
  load?: (url: string) => Promise<unknown>;
  /** Goes to an address (default: location.assign). */
  go?: (url: string) => void;
  /** How long the list may take before the link is followed as it is (ms, default 3000). */
  timeoutMs?: number;
}

/** Each reader's lists by address: one fetch per locale and page load. */
const lists = new WeakMap<(url: string) => Promise<unknown>, Map<string, Promise<MissingRoutes | null>>>();

function fetchJson(url: string): Promise<unknown> {
  return fetch(url).then((response) => {
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return response.json() as Promise<unknown>;
  });
}

/** The locale's list, read once per page load; null when it cannot be read (a dev server serving one locale, an older build). */
function missingRoutesOf(baseUrl: string, load: (url: string) => Promise<unknown>): Promise<MissingRoutes | null> {
  const read = lists.get(load) ?? new Map<string, Promise<MissingRoutes | null>>();
  lists.set(load, read);
  const url = `${baseUrl}${LOCALE_ROUTES_FILE}`;
  let list = read.get(url);
  if (!list) {
    list = load(url).then(
      (data) => (data && typeof data === 'object' && !Array.isArray(data) ? (data as MissingRoutes) : null),
      () => null,
    );
    read.set(url, list);
  }
  return list;
}

/**
 * A click on the link `href` to the page in `locale`: a plain click on a link to a locale of this
 * domain waits for the locale's list, then goes to `href` or, when the locale lacks the page, to its
 * nearest existing parent (fallbackLocaleUrl). The link keeps `href`, so a reader without script,
 * a modified click (a new tab) and a locale on another domain follow it as it is; so does a click
 * whose list cannot be read in time.
 */
export function followLocaleLink(event: LinkClick, site: SiteData, sitePath: string, locale: string, href: string, options: FollowOptions = {}): void {
  const target = site.i18n.localeConfigs[locale];
  if (!target || locale === site.i18n.currentLocale || target.url !== site.url) return;
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  const { load = fetchJson, go = (url: string) => window.location.assign(url), timeoutMs = 3000 } = options;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), timeoutMs)));
  void Promise.race([missingRoutesOf(target.baseUrl, load), late]).then((missing) => {
    clearTimeout(timer);
    go(missing ? fallbackLocaleUrl(site, sitePath, locale, href, missing) : href);
  });
}
