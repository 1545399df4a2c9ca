/**
 * PURE: find broken internal links and anchors in the emitted pages, and files the config names
 * (favicon, logo, social card) that the output lacks. A link is fine when it names a route or a
 * file of the output, a folder holding `index.html` included (`/playground/` and `/playground`
 * when a static folder has `playground/index.html`: every static host, and `folio serve`, answers
 * both with that file); an anchor is fine when the target page has that id. A path outside baseUrl
 * (`/pricing/` on a site served at `/docs/`) belongs to whatever else the host serves there, not to
 * this build, so it is not checked (Docusaurus, which checks only its own routes, reports none).
 */
import { decodeHTMLAttribute } from 'entities';
import { joinPaths, routeKey } from '../client/paths.ts';
import type { ConfigAsset } from '../config/config-assets.ts';
import { ownText } from '../io/text-file.ts';

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
  /** The page has a `<meta name="robots">` saying `noindex` (Docusaurus's sitemap leaves it out; sitemap.ts). */
  noIndex?: true;
}

/** PURE: whether a `<meta>` tag's attributes say `name="robots"` with `noindex` (both case-insensitive, as Docusaurus reads them). */
export function isNoIndexMeta(attributes: ReadonlyMap<string, string>): boolean {
  return attributes.get('name')?.toLowerCase() === 'robots' && (attributes.get('content') ?? '').toLowerCase().includes('noindex');
}

/**
 * A tag, a comment, or a raw-text element (script, style) with its content. Folio's pages are
 * printed by React and renderDocument, so every `<` in text is escaped and tags are well formed:
 * a scan for tags reads them exactly, at a fraction of a full HTML parser's cost (the link check
 * reads every page of the build).
 */
const TAG = /<(?:!--[\s\S]*?-->|(script|style|textarea|title)\b(?:[^>"']|"[^"]*"|'[^']*')*>[\s\S]*?<\/\1\s*>|([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>)/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/**
 * Every `<a href>` and every `id` (and `<a name>`) in a document, each its own copy (ownText): a
 * kept link would otherwise keep its page's whole HTML alive until the link check.
 */
export function extractLinks(html: string): ExtractedLinks {
  const links: string[] = [];
  const ids = new Set<string>();
  let noIndex = false;
  for (const tag of html.matchAll(TAG)) {
    const name = tag[2];
    const rest = tag[3];
    if (name === undefined || rest === undefined || !rest.includes('=')) continue;
    const isLink = name.length === 1 && (name === 'a' || name === 'A');
    const isRobots = name.toLowerCase() === 'meta' && /robots/i.test(rest);
    if (!isLink && !isRobots && !/\bid\s*=/i.test(rest)) continue;
    const attributes = tagAttributes(rest);
    if (isRobots && isNoIndexMeta(attributes)) noIndex = true;
    const id = attributes.get('id');
    if (id) ids.add(ownText(id));
    if (!isLink) continue;
    const anchorName = attributes.get('name');
    if (anchorName) ids.add(ownText(anchorName));
    const href = attributes.get('href');
    if (href !== undefined && !attributes.has('data-nobrokenlinkcheck')) links.push(ownText(href));
  }
  return noIndex ? { links, ids, noIndex } : { links, ids };
}

/**
 * extractLinks over a document given in parts that each end between tags (html.ts'
 * renderDocumentParts): the same as over the parts joined, without joining them.
 */
export function extractLinksOfParts(parts: readonly string[]): ExtractedLinks {
  const links: string[] = [];
  const ids = new Set<string>();
  let noIndex = false;
  for (const part of parts) {
    const found = extractLinks(part);
    for (const link of found.links) links.push(link);
    for (const id of found.ids) ids.add(id);
    if (found.noIndex) noIndex = true;
  }
  return noIndex ? { links, ids, noIndex } : { links, ids };
}

/** A tag's attributes, names lower-cased, values decoded; the first of duplicates wins, as in browsers. */
function tagAttributes(rest: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const attribute of rest.matchAll(ATTRIBUTE)) {
    const key = attribute[1]!.toLowerCase();
    if (attributes.has(key)) continue;
    const value = attribute[2] ?? attribute[3] ?? attribute[4] ?? '';
    attributes.set(key, value.includes('&') ? decodeHTMLAttribute(value) : value);
  }
  return attributes;
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
  /** Files the config names that are not in the output (under onBrokenLinks too). */
  brokenAssets: ConfigAsset[];
}

export interface CheckLinksOptions {
  pages: PageHtml[];
  /** True when a path (with baseUrl) names a file of the output, e.g. `/img/logo.svg`. */
  fileExists(pathname: string): boolean;
  /** Site paths the config names (config-assets.ts), served under baseUrl. */
  configAssets?: ConfigAsset[];
  baseUrl?: string;
  /**
   * The site's other locales (each its own build): a link under one of their base URLs (the
   * longest that holds it) is checked against that locale's route paths, or a file of the same
   * path in this locale's output (the static folders are every locale's).
   */
  otherLocales?: OtherLocale[];
}

export interface OtherLocale {
  baseUrl: string;
  /** routeKey of each of its routes' paths. */
  routes: Set<string>;
}

/** The other locale whose base URL holds `pathname`, if it holds it more closely than `baseUrl`. */
function otherLocaleOf(pathname: string, baseUrl: string, others: OtherLocale[]): OtherLocale | undefined {
  let best: OtherLocale | undefined;
  for (const other of others) if (isUnderBaseUrl(pathname, other.baseUrl) && other.baseUrl.length > (best?.baseUrl ?? baseUrl).length) best = other;
  return best;
}

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

export function checkLinks({ pages, fileExists, configAssets = [], baseUrl = '/', otherLocales = [] }: CheckLinksOptions): LinkReport {
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
      const other = otherLocaleOf(url.pathname, baseUrl, otherLocales);
      if (other) {
        const own = joinPaths(baseUrl, url.pathname.slice(other.baseUrl.length));
        if (!other.routes.has(routeKey(url.pathname)) && !isServedFile(decodePath(own), fileExists)) brokenLinks.push(broken(page, target));
        continue;
      }
      if (!isUnderBaseUrl(url.pathname, baseUrl)) continue;
      const key = routeKey(url.pathname);
      const targetPage = extracted.get(key);
      if (!targetPage) {
        if (!isServedFile(decodePath(url.pathname), fileExists)) brokenLinks.push(broken(page, target));
        continue;
      }
      const hash = decodePath(url.hash.slice(1));
      if (hash !== '' && !targetPage.ids.has(hash)) brokenAnchors.push(broken(page, target));
    }
  }
  const brokenAssets = configAssets.filter((asset) => !fileExists(decodePath(joinPaths(baseUrl, asset.path.split(/[?#]/)[0]!))));
  return { brokenLinks, brokenAnchors, brokenAssets };
}

/** `/docs/x`, `/docs/` and `/docs` are under baseUrl `/docs/`; `/pricing/` is not. */
function isUnderBaseUrl(pathname: string, baseUrl: string): boolean {
  return pathname.startsWith(baseUrl) || `${pathname}/` === baseUrl;
}

/**
 * A path that names a file of the output, or a folder of it holding `index.html`, with or without
 * the trailing slash (trailingSlash applies to routes, not to a static folder's files). Docusaurus's
 * checker, which knows routes only, reports such links; Folio reads the output, so it accepts them.
 */
function isServedFile(pathname: string, fileExists: (pathname: string) => boolean): boolean {
  return fileExists(pathname) || fileExists(`${pathname.replace(/\/+$/, '')}/index.html`);
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

/** "- `favicon` in site.config.ts: no file at /docs/img/x.ico in the output" lines. */
export function formatBrokenAssets(assets: ConfigAsset[], baseUrl: string, configFile: string): string {
  return assets.map(({ key, path }) => `- \`${key}\` in ${configFile}: no file at ${joinPaths(baseUrl, path)} in the output (a path like ${path.slice(1)} names a file of a static folder)`).join('\n');
}

/** "- on /a: link to /b" lines, grouped by page in page order. */
export function formatBroken(kind: 'link' | 'anchor', broken: Broken[]): string {
  return broken.map(({ source, target, file }) => `- on ${source}${file ? ` (${file})` : ''}: ${kind} to ${target}`).join('\n');
}
