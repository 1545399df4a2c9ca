import { stripBaseUrl } from '@folio/core/client';

/**
 * PURE: a hit URL as a site path (no base URL: the spelling Link takes) when it points at this
 * site. Local records hold the page's address (`/docs/docs/intro` under base URL `/docs/`), hosted
 * indexes full URLs; both lose their origin and base URL here. Other sites' URLs are kept.
 */
export function toSitePath(url: string, siteUrl: string, baseUrl: string): string {
  try {
    const parsed = new URL(url, siteUrl);
    if (parsed.origin !== new URL(siteUrl).origin) return url;
    return stripBaseUrl(parsed.pathname, baseUrl) + parsed.search + parsed.hash;
  } catch {
    return url;
  }
}
