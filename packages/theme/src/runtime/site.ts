import { useLocation } from 'react-router-dom';
import site from 'virtual:folio/site';
import globalData from 'virtual:folio/global-data';
import { joinPaths, applyTrailingSlash, stripBaseUrl } from '@folio/core/client';
import type { ThemeConfig } from '../config/schema';
import { themeConfigOf } from './theme-config';
import type { SiteData } from './types';

export function useSiteData(): SiteData {
  return site;
}

/** The site's `themeConfig`, typed by the theme's schema. */
export function useThemeConfig(): ThemeConfig {
  return themeConfigOf(site);
}

export function useGlobalData<T = unknown>(plugin: string): T | undefined {
  return globalData[plugin] as T | undefined;
}

/**
 * The one spelling of paths between node and browser: a site path (route paths in props, global
 * data, sidebars, config, Markdown links) never holds the base URL; this adds it, exactly once:
 * `/img/x.png` → `${baseUrl}img/x.png`. Whether a path holds it already cannot be told from the
 * path (with baseUrl `/docs/`, `/docs/intro` is a site path of the docs plugin). URLs and
 * relative paths are kept.
 */
export function withBaseUrl(path: string): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  return joinPaths(site.baseUrl, path);
}

/** The reverse of withBaseUrl, for addresses (the browser's location, route table paths). */
export function withoutBaseUrl(pathname: string): string {
  return stripBaseUrl(pathname, site.baseUrl);
}

/** The page being read as a site path, to compare with paths in data. */
export function useSitePath(): string {
  return withoutBaseUrl(useLocation().pathname);
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
