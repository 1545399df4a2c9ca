/**
 * PURE: merge the routes of every plugin into one table. Applies baseUrl and trailingSlash, checks
 * paths, fails on duplicates naming both sources, sorts deterministically and puts the catch-all
 * route last.
 */
import { FolioError } from '../errors.ts';
import { applyTrailingSlash, joinPaths, normalizeBaseUrl, routeKey, type TrailingSlash } from '../client/paths.ts';
import type { ResolvedRoute, Route } from '../plugin-api.ts';
import { outputCollision, type OutputFile } from './output-files.ts';

export interface PluginRoutes {
  plugin: string;
  routes: Route[];
}

export interface RouteTableOptions {
  baseUrl: string;
  trailingSlash: TrailingSlash;
  /** Component rendered for every unmatched path. */
  notFoundComponent?: `@theme/${string}`;
  /** The files the build and its plugins write besides the pages (output-files.ts): no page may land on one. */
  outputs?: OutputFile[];
  /** Two routes with one path: 'throw' (default), or keep the first and tell `duplicate` ('warn') or not ('ignore'). */
  onDuplicateRoutes?: 'throw' | 'warn' | 'ignore';
  /** Told of each route left out for a duplicate path, with 'warn'. */
  duplicate?: (message: string) => void;
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

/**
 * The longest segment of a route path, in bytes of UTF-8: a segment is a folder or file name in
 * the output (`<segment>/index.html`, `<segment>.html`, a plugin's `<segment>.md`). File systems
 * allow 255 bytes; 200 leaves room for those suffixes.
 */
export const MAX_ROUTE_SEGMENT_BYTES = 200;

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;

export function utf8Bytes(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/**
 * PURE: why `path` is not a clean absolute route path (the words read after "a route path"), or
 * undefined. A clean path starts with one `/`, has no backslash, control character, `?` or `#`,
 * no `.` or `..` segment (as written or percent-encoded), no percent-encoded `/`, `\` or control
 * character, and no segment over MAX_ROUTE_SEGMENT_BYTES. The route table refuses any other route
 * from any plugin: its path becomes files under the output folder.
 */
export function routePathProblem(path: string): string | undefined {
  if (!path.startsWith('/')) return 'must start with "/"';
  if (path.startsWith('//')) return 'must not start with "//" (a browser reads that as another host)';
  if (path.includes('\\')) return 'must not contain a backslash';
  if (CONTROL_CHARACTER.test(path)) return 'must not contain control characters';
  if (/[?#]/.test(path)) return 'must not contain "?" or "#"';
  for (const segment of path.split('/')) {
    if (isDotSegment(segment)) return 'must not have "." or ".." segments';
    const decoded = decodeSegment(segment);
    if (decoded !== segment && (/[/\\]/.test(decoded) || CONTROL_CHARACTER.test(decoded))) {
      return 'must not contain a percent-encoded "/", "\\" or control character';
    }
    const bytes = utf8Bytes(segment);
    if (bytes > MAX_ROUTE_SEGMENT_BYTES) return `must not have a segment longer than ${MAX_ROUTE_SEGMENT_BYTES} bytes (one has ${bytes})`;
  }
  return undefined;
}

export function validateRoutePath(route: Route, plugin: string): void {
  const problem = routePathProblem(route.path);
  if (problem) {
    // Control characters escaped, a long path cut: the message stays one readable line.
    const escaped = route.path.replace(new RegExp(CONTROL_CHARACTER.source, 'g'), (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
    const shown = escaped.length > 80 ? `${escaped.slice(0, 80)}… (${route.path.length} characters)` : escaped;
    const where = route.source ? ` (${route.source})` : '';
    throw new FolioError(`plugin "${plugin}" added the route "${shown}"${where}: a route path ${problem}`, {
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
      if (existing) {
        const policy = options.onDuplicateRoutes ?? 'throw';
        if (policy === 'throw') throw duplicateError(existing, resolved);
        if (policy === 'warn') options.duplicate?.(`${duplicateError(existing, resolved).message}; the first is kept (onDuplicateRoutes: 'warn')`);
        continue;
      }
      byKey.set(key, resolved);
    }
  }
  const sorted = [...byKey.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const collision = outputCollision(sorted, options.outputs ?? [], options);
  if (collision) throw collision;
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
