/**
 * PURE: a request target → the files it may name below the served folder. A path is decoded
 * segment by segment; a segment that decodes to `.`, `..`, or holds `/`, `\` or NUL is refused, and
 * so is a path that looks like a secret (io/secret-files.ts: `.env`, `.git/`, keys...), the files
 * a build never publishes. Other dotfiles (`.nojekyll`, `.well-known/`) are served as a build
 * publishes them.
 */
import { secretPart } from '../io/secret-files.ts';

/** Longest request target accepted (longer: 414). Node already caps the whole head at 16 KiB. */
const MAX_TARGET_LENGTH = 4096;
/** Longest path segment looked up (a file name cannot be longer on common file systems). */
const MAX_SEGMENT_LENGTH = 255;

export type Target =
  | { kind: 'path'; segments: string[]; trailingSlash: boolean }
  | { kind: 'outside' }
  | { kind: 'refused' }
  | { kind: 'bad'; status: 400 | 414 };

/**
 * The request target as path segments below the base URL, decoded. `outside`: not under the
 * base URL; `refused`: a path that could name something outside the folder, or a secret.
 */
export function parseTarget(rawTarget: string, baseUrl: string): Target {
  if (rawTarget.length > MAX_TARGET_LENGTH) return { kind: 'bad', status: 414 };
  let target = rawTarget;
  // absolute-form (`GET http://host/path`), which a server must accept.
  const absolute = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/?#]*/.exec(target);
  if (absolute) target = target.slice(absolute[0].length) || '/';
  if (!target.startsWith('/')) return { kind: 'bad', status: 400 };
  const pathname = target.split(/[?#]/, 1)[0]!;
  let relative: string;
  if (pathname.startsWith(baseUrl)) relative = pathname.slice(baseUrl.length);
  else if (`${pathname}/` === baseUrl) relative = '';
  else return { kind: 'outside' };
  if (/[\\\0]/.test(relative)) return { kind: 'refused' };
  const segments: string[] = [];
  const raw = relative.split('/');
  for (const part of raw) {
    if (part === '') continue;
    let segment: string;
    try {
      segment = decodeURIComponent(part);
    } catch {
      return { kind: 'bad', status: 400 };
    }
    if (segment === '.' || segment === '..' || /[/\\\0]/.test(segment)) return { kind: 'refused' };
    if (segment.length > MAX_SEGMENT_LENGTH) return { kind: 'refused' };
    segments.push(segment);
  }
  if (secretPart(segments.join('/')) !== undefined) return { kind: 'refused' };
  return { kind: 'path', segments, trailingSlash: relative === '' || relative.endsWith('/') };
}

/**
 * The files a path may name, in the order a static host tries them. `/x.html` also names the page
 * of the route `/x` (`x/index.html`), as Docusaurus's pretty URLs answer it: the real page, not 404.
 */
export function candidates(segments: string[]): string[] {
  if (segments.length === 0) return ['index', 'index.html'];
  const rel = segments.join('/');
  const files = [rel, `${rel}/index`, `${rel}.html`, `${rel}/index.html`];
  const route = /^(.+)\.html$/.exec(rel)?.[1];
  return route && !route.endsWith('/index') ? [...files, `${route}/index.html`] : files;
}
