import path from 'node:path';

/** Where a page's Markdown links are looked up: its file, its plugin's content folders, the site. */
export interface MarkdownLinkPlaces {
  /** The page's own file (absolute). */
  file: string;
  /** The folders of the page's plugin (a docs version's folder, the blog's folder), first first. */
  contentRoots: string[];
  /** The site's folder (absolute). */
  siteDir: string;
}

/**
 * PURE: the files a Markdown link's path may name, in the order Docusaurus 3.10 tries them
 * (@docusaurus/utils' resolveMarkdownLinkPathname): `./x.md` and `../x.md` only from the page's
 * folder; `/x.md` from the plugin's content folders, then the site folder; a bare `x.md` from the
 * page's folder first, then as `/x.md`; `@site/x.md` from the site folder. `link` is decoded.
 */
export function markdownLinkCandidates(link: string, { file, contentRoots, siteDir }: MarkdownLinkPlaces): string[] {
  if (link.startsWith('@site/')) return [path.join(siteDir, link.slice('@site/'.length))];
  const fromRoots = [...contentRoots, siteDir].map((root) => path.join(root, link));
  if (link.startsWith('/')) return fromRoots;
  const fromPage = path.resolve(path.dirname(file), link);
  return /^\.\.?\//.test(link) ? [fromPage] : [fromPage, ...fromRoots];
}

/**
 * PURE: a Markdown link (`./setup.md#anchor`, `../intro.md?x=1`) as the site path of the page it
 * names, its query and hash kept, as Docusaurus's resolveMarkdownLinks rewrites it; undefined when
 * no page's file is at any of its candidates. `routeOf` gives a page file's site path (no base URL:
 * the theme's Link adds it, once).
 */
export function resolveMarkdownLink(url: string, places: MarkdownLinkPlaces, routeOf: (file: string) => string | undefined): string | undefined {
  const split = url.search(/[?#]/);
  const target = split === -1 ? url : url.slice(0, split);
  const rest = split === -1 ? '' : url.slice(split);
  let decoded = target;
  try {
    decoded = decodeURIComponent(target);
  } catch {
    // kept as written
  }
  for (const candidate of markdownLinkCandidates(decoded, places)) {
    const route = routeOf(candidate);
    if (route !== undefined) return route + rest;
  }
  return undefined;
}
