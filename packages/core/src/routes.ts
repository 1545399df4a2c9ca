/**
 * PURE: merge the routes of every plugin into one table. Applies baseUrl and trailingSlash, checks
 * paths, fails on duplicates naming both sources, sorts deterministically and puts the catch-all
 * route last.
 */
import { FolioError } from './errors.ts';
import { applyTrailingSlash, joinPaths, normalizeBaseUrl, routeKey, type TrailingSlash } from './shared/paths.ts';
import type { ResolvedRoute, Route } from './plugin.ts';

export interface PluginRoutes {
  plugin: string;
  routes: Route[];
}

export interface RouteTableOptions {
  baseUrl: string;
  trailingSlash: TrailingSlash;
  /** Component rendered for every unmatched path. */
  notFoundComponent?: `@theme/${string}`;
}

export const CATCH_ALL_PATH = '*';

/** The final path of a route: baseUrl prefixed, trailing slash applied. */
export function resolveRoutePath(path: string, options: Pick<RouteTableOptions, 'baseUrl' | 'trailingSlash'>): string {
  const base = normalizeBaseUrl(options.baseUrl);
  const joined = path === '/' ? base : joinPaths(base, path);
  return applyTrailingSlash(joined, options.trailingSlash, base);
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // not valid percent-encoding: compare as written
  }
}

/** `.` or `..`, as written or percent-encoded (`%2e%2E`): a segment that would leave its folder. */
export function isDotSegment(segment: string): boolean {
  const decoded = decodeSegment(segment);
  return decoded === '.' || decoded === '..';
}

/** `..`, as written or percent-encoded: a segment that climbs to the parent folder. */
export function isParentSegment(segment: string): boolean {
  return decodeSegment(segment) === '..';
}

export function validateRoutePath(route: Route, plugin: string): void {
  const where = route.source ? ` (${route.source})` : '';
  const problem = !route.path.startsWith('/')
    ? 'must start with /'
    : /[?#]/.test(route.path)
      ? 'must not contain ? or #'
      : route.path.split('/').some((segment) => isDotSegment(segment))
        ? 'must not contain . or .. segments'
        : undefined;
  if (problem) {
    throw new FolioError(`plugin "${plugin}" added the route "${route.path}"${where}: a route path ${problem}`, {
      file: route.source,
    });
  }
}

export function createRouteTable(sources: PluginRoutes[], options: RouteTableOptions): ResolvedRoute[] {
  const byKey = new Map<string, ResolvedRoute>();
  for (const { plugin, routes } of sources) {
    for (const route of routes) {
      validateRoutePath(route, plugin);
      const resolved: ResolvedRoute = { ...route, path: resolveRoutePath(route.path, options), plugin };
      const key = routeKey(resolved.path);
      const existing = byKey.get(key);
      if (existing) throw duplicateError(existing, resolved);
      byKey.set(key, resolved);
    }
  }
  const sorted = [...byKey.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  sorted.push({
    path: CATCH_ALL_PATH,
    component: options.notFoundComponent ?? '@theme/NotFound',
    plugin: 'core',
    catchAll: true,
    noIndex: true,
  });
  return sorted;
}

function describeSource(route: ResolvedRoute): string {
  return `plugin "${route.plugin}"${route.source ? ` (${route.source})` : ''}`;
}

function duplicateError(first: ResolvedRoute, second: ResolvedRoute): FolioError {
  return new FolioError(
    `two routes have the path ${second.path}: one from ${describeSource(first)} and one from ${describeSource(second)}`,
    { file: second.source, hint: 'give one of the pages another slug or id' },
  );
}
