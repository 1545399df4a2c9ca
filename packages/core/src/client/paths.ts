/**
 * Pure path helpers shared by node and client code. Route paths are exact-match; these functions
 * decide the one spelling of each path so that links, canonical URLs, the sitemap and the router
 * agree.
 */
/** The id of the element in which a built page holds its own row of the route table (build/html.ts writes it, the theme's runtime reads it). */
export const ROUTE_ROW_ID = '__folio-route';

export type TrailingSlash = boolean | undefined;

/** Collapse repeated slashes and make the path absolute. */
export function cleanPath(path: string): string {
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  return withSlash.replace(/\/{2,}/g, '/');
}

/** Join URL path segments with exactly one slash between them. */
export function joinPaths(...parts: string[]): string {
  return cleanPath(parts.filter((p) => p !== '').join('/'));
}

/** `/a/index.html` → `/a/`, `/a/b.html` → `/a/b`; other paths unchanged. */
export function stripHtmlSuffix(path: string): string {
  if (path.endsWith('/index.html')) return path.slice(0, -'index.html'.length);
  if (path.endsWith('.html')) return path.slice(0, -'.html'.length);
  return path;
}

/**
 * Apply Docusaurus's trailingSlash meaning to a route path: `true` adds a slash, `false` removes
 * it, `undefined` keeps the path as written. The base URL root keeps its slash in every mode.
 */
export function applyTrailingSlash(path: string, trailingSlash: TrailingSlash, baseUrl = '/'): string {
  if (trailingSlash === undefined) return path;
  const hashIndex = path.search(/[?#]/);
  const pathname = hashIndex === -1 ? path : path.slice(0, hashIndex);
  const rest = hashIndex === -1 ? '' : path.slice(hashIndex);
  if (pathname === '/' || pathname === baseUrl) return path;
  if (trailingSlash) return (pathname.endsWith('/') ? pathname : `${pathname}/`) + rest;
  return pathname.replace(/\/+$/, '') + rest;
}

/** Normalise a base URL to start and end with a slash. */
export function normalizeBaseUrl(baseUrl: string): string {
  const clean = cleanPath(baseUrl);
  return clean.endsWith('/') ? clean : `${clean}/`;
}

/**
 * A pathname of an address (the browser's location, a route table path) as a site path, the
 * spelling of every path in data: `/docs/docs/intro` → `/docs/intro` with base URL `/docs/`. A
 * pathname outside the base URL is kept.
 */
export function stripBaseUrl(pathname: string, baseUrl: string): string {
  const base = normalizeBaseUrl(baseUrl);
  if (`${pathname}/` === base) return '/';
  return pathname.startsWith(base) ? pathname.slice(base.length - 1) : pathname;
}

/** The key a pathname is looked up by: decoded, no .html suffix, no trailing slash (but root). */
export function routeKey(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURI(pathname);
  } catch {
    // keep the raw path; an undecodable path simply matches nothing
  }
  path = cleanPath(path);
  // Trailing slashes first, so that `/a.html/` and `/a.html` give one key.
  if (path.length > 1) path = path.replace(/\/+$/, '') || '/';
  path = stripHtmlSuffix(path);
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * The output file of a route inside the build folder: `/a/b` → `a/b/index.html`, or `a/b.html`
 * when trailingSlash is false. Paths are relative to baseUrl.
 */
export function routeToFile(path: string, baseUrl: string, trailingSlash: TrailingSlash): string {
  const base = normalizeBaseUrl(baseUrl);
  let relative = path.startsWith(base) ? path.slice(base.length) : path.replace(/^\/+/, '');
  // Never a file outside the output folder: `.` and `..` segments (which the route table refuses
  // anyway) and empty ones are dropped, and so are backslashes, a separator on Windows.
  relative = relative
    .replace(/\\/g, '/')
    .split('/')
    .filter((segment) => segment !== '' && segment !== '.' && segment !== '..')
    .join('/');
  if (relative === '') return 'index.html';
  if (relative.endsWith('.html')) return relative;
  return trailingSlash === false ? `${relative}.html` : `${relative}/index.html`;
}

/**
 * The shard (0 … count-1) of a route key: FNV-1a over its UTF-16 code units. The build puts a
 * route in this shard of the route table and the browser looks for it there, so both must agree.
 */
export function shardOf(key: string, count: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % count;
}
