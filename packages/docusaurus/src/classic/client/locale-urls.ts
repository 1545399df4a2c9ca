/**
 * Browser-safe. alternateBaseUrls (PURE): the locales' base URLs theme-common's
 * useAlternatePageUtils is given, so that it makes the links Docusaurus makes (the locale
 * dropdown's, the hreflang alternates) from Folio's location. It takes the location's path less
 * the current locale's base URL (`pathname.replace(baseUrl, '')`) and puts another locale's `url`
 * and `baseUrl` before it.
 * Docusaurus's location holds the base URL (`/fr/docs/x` less `/fr/` is `docs/x`, and Arabic's
 * `/ar/` + `docs/x`); Folio's is a site path (`/docs/x`, client/router.tsx):
 * - under the base URL `/`, replacing it takes the path's leading slash, which leaves the same
 *   `docs/x`: every locale's base URL stays as it is;
 * - under another (`/fr/`, `/docs/`), nothing is replaced and `/docs/x` keeps its slash: every
 *   locale's base URL goes without its trailing one (`/ar` + `/docs/x`; the root `/` becomes ``).
 * A site path that starts with the current base URL itself (`/fr/x` under `/fr/`) is the case this
 * cannot tell apart; Docusaurus's own pathname would hold the base URL twice there.
 * followLocaleLinks: theme-classic's locale dropdown (its links are the page in each locale) sends
 * the reader to a locale's nearest existing page when it lacks this one, as Folio's theme does.
 */
import { stripBaseUrl } from '@folio/core/client';
import { followLocaleLink, localeOfLink, type FollowOptions } from '@folio/theme/runtime/locale-urls.ts';
import type { SiteData } from '@folio/theme/runtime/types.ts';

export function alternateBaseUrls<T extends { baseUrl: string }>(localeConfigs: Record<string, T>, currentBaseUrl: string): Record<string, T> {
  if (currentBaseUrl === '/') return localeConfigs;
  return Object.fromEntries(Object.entries(localeConfigs).map(([locale, config]) => [locale, { ...config, baseUrl: config.baseUrl.replace(/\/$/, '') }]));
}

/** The documents already followed (a module run twice, by the dev server's updates, adds no second listener). */
const following = new WeakSet<object>();

/** What followLocaleLinks reads of the document: its clicks and its location. */
export interface ClickTarget {
  addEventListener(type: 'click', listener: (event: MouseEvent) => void): void;
  defaultView: { location: { href: string; origin: string; pathname: string } } | null;
}

/**
 * From now on, a click on a link (of theme-classic's dropdown, or any) to the page being read in
 * another locale of this domain, which locale-urls' localeOfLink recognises by its address, goes
 * through followLocaleLink: the locale's nearest existing page when it lacks this one. The links
 * keep their address; anything else is left to the browser and the router.
 */
export function followLocaleLinks(site: SiteData, doc: ClickTarget, options: FollowOptions = {}): void {
  if (following.has(doc)) return;
  following.add(doc);
  doc.addEventListener('click', (event) => {
    const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    const here = doc.defaultView?.location;
    if (!anchor || !here || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
    const sitePath = stripBaseUrl(here.pathname, site.baseUrl);
    const href = anchor.getAttribute('href')!;
    const locale = localeOfLink(site, sitePath, new URL(href, here.href), here.origin);
    if (locale) followLocaleLink(event, site, sitePath, locale, href, options);
  });
}
