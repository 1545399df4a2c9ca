/**
 * Document head: on the server the deepest <Head> rendered wins and is serialised into the HTML;
 * in the browser it updates document.title and the meta tags after each navigation.
 */
import { createContext, useContext, useEffect, type ReactNode } from 'react';

export interface HeadData {
  title?: string;
  description?: string;
  canonical?: string;
  noIndex?: boolean;
  image?: string;
  keywords?: string[];
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

function escapeAttr(value: string): string {
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

export function Head(props: HeadData) {
  const collector = useContext(HeadContext);
  if (collector) collector.set(props);
  const { title, description, canonical, noIndex, image } = props;
  useEffect(() => {
    if (title !== undefined) document.title = title;
    setMeta('meta[property="og:title"]', meta('property', 'og:title'), 'content', title);
    setMeta('meta[name="description"]', meta('name', 'description'), 'content', description);
    setMeta('meta[property="og:description"]', meta('property', 'og:description'), 'content', description);
    setMeta('meta[property="og:image"]', meta('property', 'og:image'), 'content', image);
    setMeta('meta[name="robots"]', meta('name', 'robots'), 'content', noIndex ? 'noindex, nofollow' : undefined);
    setMeta(
      'link[rel="canonical"]',
      () => Object.assign(document.createElement('link'), { rel: 'canonical' }),
      'href',
      canonical,
    );
    setMeta('meta[property="og:url"]', meta('property', 'og:url'), 'content', canonical);
  }, [title, description, canonical, noIndex, image]);
  return null;
}
