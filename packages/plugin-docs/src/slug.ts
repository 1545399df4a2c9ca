/**
 * PURE: route paths made from author input (front matter `slug` and `id`, file and folder names,
 * category slugs, version names), checked before they become output paths. Every route path is
 * written as files: `<route>/index.html` (or `<route>.html`), the Markdown twin `<route>.md`, and
 * the route is an `href` in sidebars and links. So a route path is a clean absolute path: no
 * scheme or second host, no `.`/`..` segment (as written or percent-encoded), no backslash, no
 * control character, no `?`, `#` or `:`, and no segment longer than MAX_SEGMENT_BYTES.
 */
import { cleanRoutePathProblem, FolioError, isDotSegment, isParentSegment, MAX_ROUTE_SEGMENT_BYTES, utf8Bytes } from '@folio/core';
import path from 'node:path';

/** The longest segment of a route path, in bytes of UTF-8 (core's limit, for every plugin). */
export const MAX_SEGMENT_BYTES = MAX_ROUTE_SEGMENT_BYTES;

export const utf8Length = utf8Bytes;

/** A value as shown in a message: control characters escaped, long values cut. */
export function shown(value: string, max = 60): string {
  // eslint-disable-next-line no-control-regex
  const escaped = value.replace(/[\u0000-\u001f\u007f-\u009f]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return escaped.length > max ? `${escaped.slice(0, max)}… (${[...value].length} characters)` : escaped;
}

/**
 * PURE: why `routePath` cannot be a route (it reads after "a route path …"), or undefined when it
 * is a clean absolute path. The one check every route path of the docs plugin goes through.
 */
export function routePathProblem(routePath: string): string | undefined {
  // Core's check, which the route table applies to every plugin's routes, plus one rule of the
  // docs: `C:` would be a drive on Windows (no Windows file name holds a colon), `https:` a scheme.
  return cleanRoutePathProblem(routePath) ?? (routePath.includes(':') ? 'must not contain ":"' : undefined);
}

/**
 * PURE: a relative slug resolved against the doc's folder as a URL is: `./a/../b` in `/dir/` →
 * `/dir/b`; one naming a folder (ending in `/`, `.` or `..`) keeps the folder's slash, `./` and
 * `.` in `/dir/` → `/dir/`.
 */
export function resolveSlug(dir: string, relative: string): string {
  const resolved = path.posix.resolve(dir, relative);
  const last = relative.slice(relative.lastIndexOf('/') + 1);
  const folder = last === '' || last === '.' || last === '..';
  return folder && resolved !== '/' ? `${resolved}/` : resolved;
}

/** PURE: true when `slug` (relative to `dir`) climbs above the root, or is absolute with a `..`. */
export function slugLeavesRoot(slug: string, dir: string): boolean {
  const segments = slug.split('/');
  if (slug.startsWith('/')) return segments.some(isParentSegment);
  let depth = dir.split('/').filter(Boolean).length;
  for (const segment of segments) {
    if (isParentSegment(segment)) depth--;
    else if (segment !== '' && !isDotSegment(segment)) depth++;
    if (depth < 0) return true;
  }
  return false;
}

export interface Blame {
  file?: string;
  line?: number;
  pointer?: string;
  /** The file's text, for a code frame around `line`. */
  source?: string;
}

const SLUG_HINT = 'a slug is a path inside the docs: absolute (`/guides/setup`) or relative to the doc\'s folder (`setup`)';

/**
 * PURE: the route of a front matter `slug` written in the doc folder `dirName` (`.` at the top,
 * number prefixes stripped): absolute slugs as written, relative ones resolved against the
 * folder. Throws a FolioError located by `blame` (called only then) when the slug is a URL,
 * climbs above the docs, or resolves to a path `routePathProblem` refuses.
 */
export function slugRoute(slug: string, dirName: string, blame: () => Blame = () => ({})): string {
  const fail = (message: string, hint = SLUG_HINT): never => {
    throw new FolioError(message, { ...blame(), hint });
  };
  if (/^[a-z][a-z\d+.-]*:/i.test(slug)) fail(`slug "${shown(slug)}" is a URL, not a path`);
  if (slug.startsWith('//')) fail(`slug "${shown(slug)}" starts with "//", which a browser reads as another host`);
  // A slug may use `..` to move within the docs (`../setup`, as in Docusaurus), but not climb
  // above their root, and an absolute slug is taken as written, so a `..` there is refused too.
  if (slugLeavesRoot(slug, dirName === '.' ? '' : dirName)) {
    fail(`slug "${shown(slug)}" has a ".." segment; a slug must stay inside the site`, 'write the slug from the docs root, e.g. `slug: /guides/setup`');
  }
  const route = slug.startsWith('/') ? slug : resolveSlug(dirName === '.' ? '/' : `/${dirName}/`, slug);
  const problem = routePathProblem(route);
  if (problem) fail(`slug "${shown(slug)}": a route path ${problem}`);
  return route;
}

/**
 * PURE: check a route made from something other than a slug (an `id`, file and folder names, a
 * category label); throws a FolioError saying what made it, located by `blame`.
 */
export function checkRoute(route: string, madeFrom: string, blame: () => Blame, hint?: string): string {
  const problem = routePathProblem(route);
  if (problem) throw new FolioError(`${madeFrom} gives the route "${shown(route)}", but a route path ${problem}`, { ...blame(), hint });
  return route;
}
