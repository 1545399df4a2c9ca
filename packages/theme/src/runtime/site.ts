import site from 'virtual:folio/site';
import globalData from 'virtual:folio/global-data';
import { joinPaths, applyTrailingSlash } from '@folio/core/client';
import type { SiteData } from './types';

export function useSiteData(): SiteData {
  return site;
}

export function useGlobalData<T = unknown>(plugin: string): T | undefined {
  return globalData[plugin] as T | undefined;
}

/** `/img/x.png` → `${baseUrl}img/x.png`; absolute URLs and already-prefixed paths are kept. */
export function withBaseUrl(path: string): string {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith(site.baseUrl)) return path;
  return joinPaths(site.baseUrl, path);
}

/** The page title: "page | site", or just the site title when the page has none or the same. */
export function formatTitle(pageTitle: string | undefined): string {
  const title = pageTitle?.trim();
  if (!title || title === site.title) return site.title;
  return `${title} ${site.titleDelimiter} ${site.title}`;
}

/** The absolute canonical URL of a path. */
export function canonicalUrl(pathname: string): string {
  return site.url + applyTrailingSlash(pathname, site.trailingSlash ?? undefined, site.baseUrl);
}

/**
 * A site path as links spell it: the base URL added and the site's trailingSlash applied, except
 * to files (`/img/logo.svg`, `/configuration.md`), so links, canonical URLs and the sitemap agree.
 */
export function sitePath(path: string): string {
  const withBase = withBaseUrl(path);
  const pathname = withBase.split(/[?#]/)[0]!;
  if (/\.[A-Za-z0-9]+$/.test(pathname.slice(pathname.lastIndexOf('/') + 1))) return withBase;
  return applyTrailingSlash(withBase, site.trailingSlash ?? undefined, site.baseUrl);
}
