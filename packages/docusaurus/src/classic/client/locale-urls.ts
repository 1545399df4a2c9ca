/**
 * Browser-safe. alternatePageUrl (PURE): the links theme-common's useAlternatePageUtils makes (the
 * locale dropdown's, the hreflang alternates), from Folio's location, a site path (`/docs/x`,
 * client/router.tsx): each locale's `url` (fully qualified) and `baseUrl`, then the path less its
 * leading slash, with the site's trailingSlash applied, as Docusaurus 3.10 makes them from its
 * own location (which holds the current locale's base URL). The hook itself is
 * useAlternatePageUtils.ts, which every theme-common version imports in its place (vite-classic.ts):
 * before 3.10 theme-common put `/<locale>/` after the site's base URL taken off the location, which
 * a site path does not hold (`//docs/x`), and knew no locale on a domain of its own.
 * followLocaleLinks: theme-classic's locale dropdown (its links are the page in each locale) sends
 * the reader to a locale's nearest existing page when it lacks this one, as Folio's theme does.
 */
import { applyTrailingSlash, stripBaseUrl } from '@folio/core/client';
import { followLocaleLink, localeOfLink, type FollowOptions } from '@folio/theme/runtime/locale-urls.ts';
import type { SiteData } from '@folio/theme/runtime/types.ts';

export function alternatePageUrl(localeConfig: { url: string; baseUrl: string }, sitePath: string, trailingSlash: boolean | undefined, fullyQualified: boolean): string {
  const suffix = applyTrailingSlash(sitePath, trailingSlash).replace(/^\//, '');
  return `${fullyQualified ? localeConfig.url : ''}${localeConfig.baseUrl}${suffix}`;
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
