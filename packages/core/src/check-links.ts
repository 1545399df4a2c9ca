/**
 * PURE: find broken internal links and anchors in the emitted pages. A link is fine when it
 * names a route or a file of the output; an anchor is fine when the target page has that id.
 */
import { Parser } from 'htmlparser2';
import { routeKey } from './shared/paths.ts';

export interface PageHtml {
  /** Route path of the page, e.g. `/guides/x`. */
  path: string;
  /** The page's HTML, or what extractLinks found in it. */
  html: string | ExtractedLinks;
  /** The file the page comes from, named in reports. */
  source?: string;
}

export interface ExtractedLinks {
  links: string[];
  ids: Set<string>;
}

/** Every `<a href>` and every `id` (and `<a name>`) in a document. */
export function extractLinks(html: string): ExtractedLinks {
  const links: string[] = [];
  const ids = new Set<string>();
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (attributes.id) ids.add(attributes.id);
        if (name === 'a') {
          if (attributes.name) ids.add(attributes.name);
          if (attributes.href !== undefined && attributes['data-noBrokenLinkCheck'.toLowerCase()] === undefined) links.push(attributes.href);
        }
      },
    },
    { decodeEntities: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return { links, ids };
}

export interface Broken {
  /** Page the link is on. */
  source: string;
  /** The link as written. */
  target: string;
  /** The file of the page the link is on, when known. */
  file?: string;
}

export interface LinkReport {
  brokenLinks: Broken[];
  brokenAnchors: Broken[];
}

export interface CheckLinksOptions {
  pages: PageHtml[];
  /** True when a path (with baseUrl) names a file of the output, e.g. `/img/logo.svg`. */
  fileExists(pathname: string): boolean;
}

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

export function checkLinks({ pages, fileExists }: CheckLinksOptions): LinkReport {
  const extracted = new Map<string, ExtractedLinks>();
  for (const page of pages) extracted.set(routeKey(page.path), typeof page.html === 'string' ? extractLinks(page.html) : page.html);
  const brokenLinks: Broken[] = [];
  const brokenAnchors: Broken[] = [];
  for (const page of pages) {
    const { links } = extracted.get(routeKey(page.path))!;
    const seen = new Set<string>();
    for (const target of links) {
      if (seen.has(target) || target === '' || SCHEME.test(target) || target.startsWith('//')) continue;
      seen.add(target);
      let url: URL;
      try {
        url = new URL(target, `http://folio.invalid${page.path}`);
      } catch {
        brokenLinks.push(broken(page, target));
        continue;
      }
      const key = routeKey(url.pathname);
      const targetPage = extracted.get(key);
      if (!targetPage) {
        if (!fileExists(decodePath(url.pathname))) brokenLinks.push(broken(page, target));
        continue;
      }
      const hash = decodePath(url.hash.slice(1));
      if (hash !== '' && !targetPage.ids.has(hash)) brokenAnchors.push(broken(page, target));
    }
  }
  return { brokenLinks, brokenAnchors };
}

function broken(page: PageHtml, target: string): Broken {
  return page.source ? { source: page.path, target, file: page.source } : { source: page.path, target };
}

function decodePath(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** "- on /a: link to /b" lines, grouped by page in page order. */
export function formatBroken(kind: 'link' | 'anchor', broken: Broken[]): string {
  return broken.map(({ source, target, file }) => `- on ${source}${file ? ` (${file})` : ''}: ${kind} to ${target}`).join('\n');
}
