/**
 * Docusaurus's rule for adding the base URL to a path (`useBaseUrl`), as a pure function: URLs
 * with a scheme, `//host` and `#hash` are kept; a path already under the base URL is not prefixed
 * twice unless `forcePrependBaseUrl`; `absolute` adds the site's URL.
 */
export interface BaseUrlOptions {
  forcePrependBaseUrl?: boolean;
  absolute?: boolean;
}

const HAS_SCHEME = /^([a-z][a-z\d+.-]*:)?\/\//i;

export function addBaseUrl(siteUrl: string, baseUrl: string, url: string, options: BaseUrlOptions = {}): string {
  if (!url || url.startsWith('#') || HAS_SCHEME.test(url) || /^[a-z][a-z\d+.-]*:/i.test(url)) return url;
  if (options.forcePrependBaseUrl) return baseUrl + url.replace(/^\//, '');
  // `/docs` with baseUrl `/docs/` is the base itself.
  if (url === baseUrl.replace(/\/$/, '')) return baseUrl;
  const path = url.startsWith(baseUrl) ? url : baseUrl + url.replace(/^\//, '');
  return options.absolute ? siteUrl.replace(/\/$/, '') + path : path;
}
