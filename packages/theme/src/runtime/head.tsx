/**
 * Document head: every <Head> rendered adds to it, as react-helmet's do (head-tags.ts: a later
 * Head's value wins, other tags accumulate). On the server the Heads are collected in render
 * order and serialised into the HTML; in the browser the mounted Heads, in mount order, are
 * applied after each change: document.title, Folio's meta tags, the explicit tags (marked
 * `data-rh`: the previous page's are removed, the new page's added) and the <html> and <body>
 * attributes. What a page does not set falls back to what the prerender prints for such a page:
 * the site's `themeConfig.metadata` (core's site head) and `themeConfig.image` as og:image.
 */
import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import { assetSitePath, isSafeUrl } from '@folio/core/client';
import { useSiteData, withBaseUrl } from './site';
import { themeConfigOf } from './theme-config';
import type { SiteData } from './types';
import { attributesHtml, FIELD_TAG_KEYS, HEAD_MARK, resolveHead, resolvedHeadHtml, tagContent, tagKey, type HeadData, type HeadTag, type ResolvedHead } from './head-tags';

export { escapeAttr, headToHtml, type HeadData, type HeadTag } from './head-tags';

/** The server's record of the Heads rendered, in render order. */
export class HeadCollector {
  entries: HeadData[] = [];
  set(data: HeadData): void {
    this.entries.push(data);
  }
  /** The fields, a later Head's value winning. */
  get data(): HeadData {
    return resolveHead(this.entries).data;
  }
}

const HeadContext = createContext<HeadCollector | null>(null);

export function HeadProvider({ collector, children }: { collector: HeadCollector | null; children: ReactNode }) {
  return <HeadContext.Provider value={collector}>{children}</HeadContext.Provider>;
}

/**
 * og:image: the page's image or else the site's, a relative one under baseUrl, absolute with the
 * site's URL (as Docusaurus). Only an http(s) URL or a site path (front matter `image` is checked
 * when read); any other value is left out.
 */
export function ogImage(site: SiteData, image: string | undefined): string | undefined {
  const given = image ?? themeConfigOf(site).image;
  if (!given || !isSafeUrl(given)) return undefined;
  const path = withBaseUrl(assetSitePath(given));
  return /^[a-z]+:/i.test(path) ? path : site.url + path;
}

/** The `themeConfig.metadata` content for a <meta> of this name or property: what a page without its own shows. */
export function siteMetadata(site: SiteData, kind: 'name' | 'property', key: string): string | undefined {
  return themeConfigOf(site).metadata?.find((entry) => entry[kind] === key)?.content;
}

/**
 * The head of these Heads on this site: the site's `themeConfig.image` counts as set before any
 * Head (a Head's og:image, field or tag, replaces it), and og:image is made absolute.
 */
export function resolvePageHead(site: SiteData, entries: readonly HeadData[]): ResolvedHead {
  const resolved = resolveHead([{ image: themeConfigOf(site).image }, ...entries]);
  return { ...resolved, data: { ...resolved.data, image: ogImage(site, resolved.data.image) } };
}

const isJavaScript = (type: string | true | undefined) =>
  type === undefined || type === true || /^\s*(|module|(text|application)\/(java|ecma)script)\s*$/i.test(type);

/** The prerendered head: Folio's field tags and the explicit ones, and the <html> and <body> attributes. */
export function pageHeadHtml(
  site: SiteData,
  entries: readonly HeadData[],
  htmlDefaults: Record<string, string>,
): { head: string; htmlAttributes: string; bodyAttributes: string; inlineScripts: string[] } {
  const resolved = resolvePageHead(site, entries);
  const { class: _ignored, ...html } = { ...htmlDefaults, ...resolved.data.htmlAttributes };
  const className = resolved.data.htmlClassName;
  return {
    head: resolvedHeadHtml(resolved),
    htmlAttributes: attributesHtml({ ...html, ...(className ? { class: className } : {}) }).trimStart(),
    bodyAttributes: attributesHtml(resolved.data.bodyAttributes ?? {}).trimStart(),
    // Scripts that run, as printed: a Content-Security-Policy allows them by hash.
    inlineScripts: resolved.tags.filter((tag) => tag.tagName === 'script' && !('src' in tag.attributes) && tag.content && isJavaScript(tag.attributes.type)).map(tagContent),
  };
}

/** The first element of the head not marked as an explicit tag that this selector matches. */
const unmarked = (selector: string) => document.head.querySelector<HTMLElement>(`${selector}:not([${HEAD_MARK}])`);

function setMeta(selector: string, create: () => HTMLElement, attr: string, value: string | undefined): void {
  let element = unmarked(selector);
  if (value === undefined) {
    element?.remove();
    return;
  }
  if (!element) {
    element = create();
    document.head.appendChild(element);
  }
  element.setAttribute(attr, value);
}

function meta(kind: string, key: string) {
  return () => {
    const element = document.createElement('meta');
    element.setAttribute(kind, key);
    return element;
  };
}

const keyOf = (element: Element) =>
  tagKey({ tagName: element.localName as HeadTag['tagName'], attributes: Object.fromEntries(element.getAttributeNames().map((name) => [name, element.getAttribute(name) ?? ''])) });

/** Folio's own tags for the fields (and the site's metadata where a page has none), but for the keys an explicit tag holds. */
function applyFields(site: SiteData, data: HeadData, explicit: ReadonlySet<string>): void {
  for (const element of document.head.querySelectorAll(`meta:not([${HEAD_MARK}]), link:not([${HEAD_MARK}]), base:not([${HEAD_MARK}])`)) {
    const key = keyOf(element);
    if (key !== undefined && explicit.has(key)) element.remove();
  }
  const named = (kind: 'name' | 'property', key: string, value: string | undefined) => {
    if (!explicit.has(tagKey({ tagName: 'meta', attributes: { [kind]: key } })!)) setMeta(`meta[${kind}="${CSS.escape(key)}"]`, meta(kind, key), 'content', value ?? siteMetadata(site, kind, key));
  };
  if (data.title !== undefined) document.title = data.title;
  named('property', 'og:title', data.title);
  named('name', 'description', data.description);
  named('property', 'og:description', data.description);
  named('name', 'keywords', data.keywords?.join(', '));
  named('property', 'og:image', data.image);
  named('name', 'robots', data.noIndex ? 'noindex, nofollow' : undefined);
  if (!explicit.has('link rel=canonical')) setMeta('link[rel="canonical"]', () => Object.assign(document.createElement('link'), { rel: 'canonical' }), 'href', data.canonical);
  named('property', 'og:url', data.canonical);
  // The site's other metadata, which the prerender prints on a page without its own tag of that key.
  for (const attributes of themeConfigOf(site).metadata ?? []) {
    const kind = typeof attributes.name === 'string' ? 'name' : typeof attributes.property === 'string' ? 'property' : undefined;
    const value = kind && attributes[kind];
    if (!kind || typeof value !== 'string') continue;
    const key = tagKey({ tagName: 'meta', attributes: { [kind]: value } })!;
    if (!FIELD_TAG_KEYS.has(key) && !explicit.has(key)) named(kind, value, undefined);
  }
}

function tagElement(tag: HeadTag): HTMLElement {
  const element = document.createElement(tag.tagName);
  for (const [name, value] of Object.entries(tag.attributes)) element.setAttribute(name, value === true ? '' : value);
  element.setAttribute(HEAD_MARK, 'true');
  if (tag.tagName === 'noscript') element.innerHTML = tagContent(tag);
  else if (tag.content) element.textContent = tagContent(tag);
  return element;
}

/** The explicit tags: a marked element equal to one is kept (the prerendered ones too), the others removed, the missing added. */
function applyTags(tags: readonly HeadTag[]): void {
  const old = [...document.head.querySelectorAll(`[${HEAD_MARK}]`)];
  const added: HTMLElement[] = [];
  for (const tag of tags) {
    const element = tagElement(tag);
    const same = old.findIndex((existing) => existing.isEqualNode(element));
    if (same === -1) added.push(element);
    else old.splice(same, 1);
  }
  for (const element of old) element.remove();
  for (const element of added) {
    if (element.localName === 'base') document.head.prepend(element);
    else document.head.appendChild(element);
  }
}

/** Attributes Heads set on <html> and <body>: one no Head sets any more is removed, or back to Folio's (lang, dir). */
const appliedAttributes = new Map<HTMLElement, Record<string, string>>();
const tokens = (value: string | undefined) => (value ?? '').split(/\s+/).filter(Boolean);

function applyAttributes(element: HTMLElement, given: Record<string, string | true>, defaults: Record<string, string>): void {
  const next = Object.fromEntries(Object.entries(given).map(([name, value]) => [name, value === true ? '' : value]));
  const previous = appliedAttributes.get(element) ?? {};
  for (const name of Object.keys(previous)) {
    if (name in next) continue;
    if (name === 'class') element.classList.remove(...tokens(previous.class));
    else if (defaults[name] !== undefined) element.setAttribute(name, defaults[name]);
    else element.removeAttribute(name);
  }
  for (const [name, value] of Object.entries(next)) {
    if (name === 'class') {
      element.classList.remove(...tokens(previous.class).filter((token) => !tokens(value).includes(token)));
      element.classList.add(...tokens(value));
    } else if (element.getAttribute(name) !== value) {
      try {
        element.setAttribute(name, value);
      } catch {
        // not an attribute name
      }
    }
  }
  appliedAttributes.set(element, next);
}

/** The mounted Heads, in mount order (react-helmet's): the browser's head is theirs, resolved. */
const mounted = new Map<object, HeadData>();
let applying: SiteData | undefined;

function applyHead(site: SiteData): void {
  const { data, tags } = resolvePageHead(site, [...mounted.values()]);
  const explicit = new Set(tags.flatMap((tag) => tagKey(tag) ?? []));
  applyFields(site, data, explicit);
  applyTags(tags);
  const locale = site.i18n.localeConfigs[site.i18n.defaultLocale];
  const { class: _ignored, ...html } = data.htmlAttributes ?? {};
  applyAttributes(document.documentElement, html, locale ? { lang: locale.htmlLang, dir: locale.direction } : {});
  applyAttributes(document.body, data.bodyAttributes ?? {}, {});
}

/** Once for all the Heads a commit mounts, updates and unmounts. */
function scheduleApply(site: SiteData): void {
  if (applying) return;
  applying = site;
  queueMicrotask(() => {
    applying = undefined;
    applyHead(site);
  });
}

/**
 * The <html> classes of every mounted Head that sets some, and the classes applied from them
 * (their union: nested providers repeat their parents' classes, as Docusaurus's do); classes
 * others put on <html> stay.
 */
const htmlClassSets = new Map<object, string[]>();
let appliedHtmlClasses: string[] = [];

function applyHtmlClasses(): void {
  const next = [...new Set([...htmlClassSets.values()].flat())];
  document.documentElement.classList.remove(...appliedHtmlClasses.filter((name) => !next.includes(name)));
  document.documentElement.classList.add(...next);
  appliedHtmlClasses = next;
}

export function Head(props: HeadData) {
  const collector = useContext(HeadContext);
  if (collector) collector.set(props);
  const site = useSiteData();
  const { htmlClassName } = props;
  const key = useRef({}).current;
  const latest = useRef(props);
  latest.current = props;
  useEffect(() => {
    if (htmlClassName === undefined) return undefined;
    htmlClassSets.set(key, htmlClassName.split(/\s+/).filter(Boolean));
    applyHtmlClasses();
    return () => {
      htmlClassSets.delete(key);
      applyHtmlClasses();
    };
  }, [key, htmlClassName]);
  // Mounted once (its place in the order), updated in place when what it gives changes.
  useEffect(() => {
    mounted.set(key, latest.current);
    scheduleApply(site);
    return () => {
      mounted.delete(key);
      scheduleApply(site);
    };
  }, [key, site]);
  const given = JSON.stringify(props);
  useEffect(() => {
    if (!mounted.has(key)) return;
    mounted.set(key, latest.current);
    scheduleApply(site);
  }, [key, site, given]);
  return null;
}
