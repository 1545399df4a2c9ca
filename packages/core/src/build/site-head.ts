/**
 * PURE: the tags the site config adds to every page's <head>, in Docusaurus's order: the site's
 * defaults (`og:locale`, `twitter:card`, the favicon), the `themeConfig.metadata` <meta> tags
 * (those the page does not set itself), then `headTags`, `stylesheets`, `scripts`. Prerender and
 * the dev server print them after the theme's head, so a dev page has the same favicon and
 * defaults; and what they need from a Content-Security-Policy (static-files.ts adds it to `_headers`).
 */
import { VOID_ELEMENTS, type HeadTag, type MetadataOption, type ScriptOption, type StylesheetOption } from '../head-schema.ts';
import type { CspDirectives } from './host-files.ts';
import { scriptHash } from './host-files.ts';
import { escapeAttribute } from './html.ts';
import { joinPaths } from '../client/paths.ts';

export interface SiteHeadConfig {
  baseUrl: string;
  /** A site path (`/img/favicon.ico`) or a URL. */
  favicon?: string;
  i18n: { currentLocale: string; localeConfigs: Record<string, { htmlLang: string }> };
  headTags: HeadTag[];
  scripts: ScriptOption[];
  stylesheets: StylesheetOption[];
  bodyTags?: HeadTag[];
  themeConfig: { metadata?: MetadataOption[] };
}

export interface SiteHead {
  /** `og:locale`, `twitter:card` (unless a metadata entry of the same name or property replaces it, as in Docusaurus) and the favicon. */
  defaults: HeadTag[];
  /** `themeConfig.metadata` as <meta> tags: a page's own meta of the same name or property wins. */
  metadata: HeadTag[];
  /** `headTags`, `stylesheets` and `scripts`, on every page as given. */
  tags: HeadTag[];
  /** `bodyTags`, at the start of every page's <body>. */
  body: HeadTag[];
}

export function siteHead(config: SiteHeadConfig): SiteHead {
  const metadata = (config.themeConfig.metadata ?? []).map((attributes): HeadTag => ({ tagName: 'meta', attributes }));
  const replaced = new Set(metadata.map((tag) => metaKey(tag.attributes ?? {})));
  const htmlLang = config.i18n.localeConfigs[config.i18n.currentLocale]?.htmlLang ?? config.i18n.currentLocale;
  const defaults: HeadTag[] = [
    { tagName: 'meta', attributes: { property: 'og:locale', content: htmlLang.replace('-', '_') } },
    { tagName: 'meta', attributes: { name: 'twitter:card', content: 'summary_large_image' } },
  ];
  return {
    defaults: [
      ...defaults.filter((tag) => !replaced.has(metaKey(tag.attributes ?? {}))),
      ...(config.favicon ? [{ tagName: 'link', attributes: { rel: 'icon', href: siteUrl(config.baseUrl, config.favicon) } }] : []),
    ],
    metadata,
    tags: [
      ...config.headTags,
      ...config.stylesheets.map((sheet): HeadTag => ({ tagName: 'link', attributes: { rel: 'stylesheet', ...(typeof sheet === 'string' ? { href: sheet } : sheet) } })),
      ...config.scripts.map((script): HeadTag => ({ tagName: 'script', attributes: typeof script === 'string' ? { src: script } : script })),
    ],
    body: config.bodyTags ?? [],
  };
}

/** One tag as HTML: attribute values escaped, `true` as a bare attribute, `false` left out. */
export function printTag(tag: HeadTag): string {
  const attributes = Object.entries(tag.attributes ?? {})
    .map(([name, value]) => (value === false ? '' : value === true ? ` ${name}` : ` ${name}="${escapeAttribute(value)}"`))
    .join('');
  const open = `<${tag.tagName}${attributes}>`;
  return VOID_ELEMENTS.has(tag.tagName.toLowerCase()) ? open : `${open}${tag.innerHTML ?? ''}</${tag.tagName}>`;
}

/** The site's tags for a page whose own head (the theme's, already HTML) is `pageHead`. */
export function siteHeadHtml(head: SiteHead, pageHead = ''): string {
  const own = metaKeys(pageHead);
  // A page's own meta of a name or property (theme-classic's SiteMetadata prints og:locale and twitter:card) wins.
  const notOwn = (tag: HeadTag) => {
    const key = metaKey(tag.attributes ?? {});
    return key === undefined || !own.has(key);
  };
  return [...head.defaults.filter(notOwn), ...head.metadata.filter(notOwn), ...head.tags].map(printTag).join('\n');
}

/** A site path under baseUrl; a URL as given. */
function siteUrl(baseUrl: string, path: string): string {
  return path.startsWith('/') && !path.startsWith('//') ? joinPaths(baseUrl, path) : path;
}

/** `name:description`, `property:og:image`: what makes two <meta> tags the same one. */
function metaKey(attributes: Record<string, string | boolean>): string | undefined {
  for (const kind of ['name', 'property']) {
    const value = attributes[kind];
    if (typeof value === 'string') return `${kind}:${escapeAttribute(value)}`;
  }
  return undefined;
}

function metaKeys(html: string): Set<string> {
  const keys = new Set<string>();
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/g)) {
    const found = /\s(name|property)="([^"]*)"/.exec(tag);
    if (found) keys.add(`${found[1]}:${found[2]}`);
  }
  return keys;
}

export interface SiteHeadCsp {
  /** Sources to allow: each inline script by its hash, the origin of each script and stylesheet on another host. */
  directives: CspDirectives;
  /** Inline event handlers (`onload="…"`), which no hash allows: each as `<tag on…>`. */
  blocked: string[];
}

export function siteHeadCsp(head: SiteHead): SiteHeadCsp {
  const scripts: string[] = [];
  const styles: string[] = [];
  const blocked: string[] = [];
  for (const tag of [...head.tags, ...head.body]) {
    const attributes = tag.attributes ?? {};
    const name = tag.tagName.toLowerCase();
    const src = typeof attributes.src === 'string' ? attributes.src : undefined;
    const href = typeof attributes.href === 'string' ? attributes.href : undefined;
    if (name === 'script' && src !== undefined) scripts.push(...otherOrigin(src));
    else if (name === 'script' && tag.innerHTML) scripts.push(scriptHash(tag.innerHTML));
    if (name === 'link' && attributes.rel === 'stylesheet' && href !== undefined) styles.push(...otherOrigin(href));
    for (const attribute of Object.keys(attributes)) if (/^on/i.test(attribute)) blocked.push(`<${tag.tagName} ${attribute}>`);
  }
  const directives: CspDirectives = {};
  if (scripts.length) directives['script-src'] = scripts;
  if (styles.length) directives['style-src'] = styles;
  return { directives, blocked };
}

/** The CSP source of a URL on another host (`https://cdn.example`, `cdn.example` for `//cdn.example/x`); none for a path on this site. */
function otherOrigin(url: string): string[] {
  if (/^https?:\/\//i.test(url)) return [new URL(url).origin];
  if (url.startsWith('//')) return [new URL(`https:${url}`).host];
  return [];
}
