/**
 * PURE: a post's full HTML for its feed item (`content:encoded`, Atom `content`, `content_html`), as
 * Docusaurus's feeds carry it: the body of the prerendered post page, with every link and image
 * made absolute so it works in a feed reader. Plain string work on React's output, where `<` never
 * occurs unescaped inside text or attribute values, so tags can be found by pattern.
 */
import { urlScheme } from '@folio/core/client';

const BODY = /<div\b[^>]*\bitemprop="articleBody"[^>]*>/i;
const DIV = /<(\/?)div\b[^>]*>/gi;
const URL_ATTRIBUTE = /(\s(?:href|src|poster)=")([^"]*)"/gi;
/** Schemes a feed reader may follow from a post's text; any other (`javascript:`, `data:`, ...) is dropped. */
const FEED_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

/** The inner HTML of the post's body (the element marked `itemProp="articleBody"`), or undefined. */
export function postBodyHtml(page: string): string | undefined {
  const open = BODY.exec(page);
  if (!open) return undefined;
  const start = open.index + open[0].length;
  const tags = new RegExp(DIV.source, DIV.flags);
  tags.lastIndex = start;
  let depth = 1;
  for (let tag = tags.exec(page); tag; tag = tags.exec(page)) {
    depth += tag[1] ? -1 : 1;
    if (depth === 0) return page.slice(start, tag.index);
  }
  return undefined;
}

/**
 * `href`, `src` and `poster` values resolved against the post's absolute URL (http(s), mailto and
 * tel ones stay as written). An attribute whose URL has any other scheme (`javascript:`, `data:`,
 * in any spelling; React writes its own `javascript:throw ...` for one it blocked) is left out:
 * a feed reader would act on it outside the site.
 */
export function absoluteUrls(html: string, postUrl: string): string {
  return html.replace(URL_ATTRIBUTE, (whole, name: string, value: string) => {
    const scheme = urlScheme(value);
    if (scheme !== undefined) return FEED_SCHEMES.has(scheme) ? whole : '';
    if (value.startsWith('//')) return whole;
    return `${name}${new URL(value.replace(/&amp;/g, '&'), postUrl).href.replace(/&/g, '&amp;')}"`;
  });
}

/** The feed content of a rendered post page, or undefined when the page has no post body. */
export function feedContent(page: string, postUrl: string): string | undefined {
  const body = postBodyHtml(page);
  // `<!-- -->` is React's separator between adjacent texts, meaningless outside React.
  return body === undefined ? undefined : absoluteUrls(body.replace(/<!-- -->/g, ''), postUrl);
}
