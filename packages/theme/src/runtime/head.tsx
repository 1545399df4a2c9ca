/**
 * Document head: on the server the deepest <Head> rendered wins and is serialised into the HTML;
 * in the browser it updates document.title and the meta tags after each navigation. What a page
 * does not set falls back to what the prerender prints for such a page: the site's
 * `themeConfig.metadata` (core's site head) and `themeConfig.image` as og:image.
 */
import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import { assetSitePath, isSafeUrl } from '@folio/core/client';
import { useSiteData, withBaseUrl } from './site';
import { themeConfigOf } from './theme-config';
import type { SiteData } from './types';

export interface HeadData {
  title?: string;
  description?: string;
  canonical?: string;
  noIndex?: boolean;
  image?: string;
  keywords?: string[];
  /** Classes of the page's <html> element (Docusaurus's HtmlClassNameProvider sets them through Head). */
  htmlClassName?: string;
}

export class HeadCollector {
  data: HeadData = {};
  set(data: HeadData): void {
    this.data = { ...this.data, ...stripUndefined(data) };
  }
}

function stripUndefined(data: HeadData): HeadData {
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined)) as HeadData;
}

const HeadContext = createContext<HeadCollector | null>(null);

export function HeadProvider({ collector, children }: { collector: HeadCollector | null; children: ReactNode }) {
  return <HeadContext.Provider value={collector}>{children}</HeadContext.Provider>;
}

export function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Serialise the collected head for the prerendered document. */
export function headToHtml(data: HeadData): string {
  const tags: string[] = [];
  if (data.title !== undefined) {
    tags.push(`<title>${escapeAttr(data.title)}</title>`);
    tags.push(`<meta property="og:title" content="${escapeAttr(data.title)}">`);
  }
  if (data.description) {
    tags.push(`<meta name="description" content="${escapeAttr(data.description)}">`);
    tags.push(`<meta property="og:description" content="${escapeAttr(data.description)}">`);
  }
  if (data.keywords?.length) tags.push(`<meta name="keywords" content="${escapeAttr(data.keywords.join(', '))}">`);
  if (data.canonical) {
    tags.push(`<link rel="canonical" href="${escapeAttr(data.canonical)}">`);
    tags.push(`<meta property="og:url" content="${escapeAttr(data.canonical)}">`);
  }
  if (data.image) tags.push(`<meta property="og:image" content="${escapeAttr(data.image)}">`);
  if (data.noIndex) tags.push('<meta name="robots" content="noindex, nofollow">');
  return tags.join('\n');
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

function setMeta(selector: string, create: () => HTMLElement, attr: string, value: string | undefined): void {
  let element = document.head.querySelector<HTMLElement>(selector);
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

function meta(kind: 'name' | 'property', key: string) {
  return () => {
    const element = document.createElement('meta');
    element.setAttribute(kind, key);
    return element;
  };
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
  const { title, description, canonical, noIndex, image, htmlClassName } = props;
  const key = useRef({}).current;
  useEffect(() => {
    if (htmlClassName === undefined) return undefined;
    htmlClassSets.set(key, htmlClassName.split(/\s+/).filter(Boolean));
    applyHtmlClasses();
    return () => {
      htmlClassSets.delete(key);
      applyHtmlClasses();
    };
  }, [key, htmlClassName]);
  const keywords = props.keywords?.join(', ');
  useEffect(() => {
    const named = (kind: 'name' | 'property', key: string, value: string | undefined) =>
      setMeta(`meta[${kind}="${key}"]`, meta(kind, key), 'content', value ?? siteMetadata(site, kind, key));
    if (title !== undefined) document.title = title;
    named('property', 'og:title', title);
    named('name', 'description', description);
    named('property', 'og:description', description);
    named('name', 'keywords', keywords);
    named('property', 'og:image', ogImage(site, image));
    named('name', 'robots', noIndex ? 'noindex, nofollow' : undefined);
    setMeta(
      'link[rel="canonical"]',
      () => Object.assign(document.createElement('link'), { rel: 'canonical' }),
      'href',
      canonical,
    );
    named('property', 'og:url', canonical);
  }, [site, title, description, keywords, canonical, noIndex, image]);
  return null;
}
