/**
 * Links and assets, in two halves so the compiled (cached) output stays the same wherever the
 * file lives:
 *  - at compile time, a relative (or `/`-rooted) link to a Markdown file becomes the marker `@@folio-md@@L<line>:<url>`
 *    (so does a link definition's, which `[text][ref]` links use: markDefinitionUrl)
 *    and a relative link or image to any other file becomes `@@folio-asset@@L<line>:<url>`;
 *    an image at an absolute path (`/img/x.png`, a file of the static folders) becomes
 *    `@@folio-static@@L<line>:<url>`;
 *  - per file, after the cache, `finalizePage` turns Markdown markers into route paths and asset
 *    markers into imports, so Vite bundles the files with hashed names, and static markers back
 *    into their URLs. Each asset is checked first (it exists, is a file, stays inside the site:
 *    see site-files.ts), so that nothing the bundler reads comes from outside the site.
 */
import type { Definition, Image, Link, Root } from 'mdast';
import { visit } from 'unist-util-visit';

export const MD_MARKER = '@@folio-md@@';
export const ASSET_MARKER = '@@folio-asset@@';
export const STATIC_MARKER = '@@folio-static@@';

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** PURE: is `url` a relative reference to a file of this site (not `/x`, `#x`, `//x` or `x:`)? */
export function isRelativeFileUrl(url: string): boolean {
  return url !== '' && !url.startsWith('/') && !url.startsWith('#') && !url.startsWith('?') && !SCHEME.test(url);
}

export function isMarkdownUrl(url: string): boolean {
  return /\.mdx?$/i.test(url.split(/[?#]/)[0]!);
}

/** PURE: a path on this site's host (`/img/x.png`), not `//host/x`. */
export function isSiteAbsoluteUrl(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

/**
 * PURE: the URL a compiled page holds for a link (or image) at `line`: a marker when it names a
 * file of the site (see the top of this file), else the URL as written. Both compilers (MDX and
 * the fast path) use it.
 */
export function markUrl(url: string, line: number, isImage: boolean): string {
  if (isImage && isSiteAbsoluteUrl(url)) return `${STATIC_MARKER}L${line}:${url}`;
  // `/guides/setup.md` names a file of the page's content folder, as in Docusaurus.
  if (!isImage && isSiteAbsoluteUrl(url) && isMarkdownUrl(url)) return `${MD_MARKER}L${line}:${url}`;
  if (!isRelativeFileUrl(url)) return url;
  if (!isImage && isMarkdownUrl(url)) return `${MD_MARKER}L${line}:${url}`;
  if (isImage || /\.[a-z0-9]+$/i.test(url.split(/[?#]/)[0]!)) return `${ASSET_MARKER}L${line}:${url}`;
  return url;
}

/**
 * PURE: the URL a link definition (`[ref]: ./setup.md`) holds: a Markdown marker when it names a
 * Markdown file, so `[text][ref]` resolves as `[text](./setup.md)` does; anything else as written,
 * as Docusaurus resolves only the Markdown links of definitions (its resolveMarkdownLinks visits
 * them; its transformLinks and transformImage, which bundle files, visit links and images only).
 */
export function markDefinitionUrl(url: string, line: number): string {
  const marked = markUrl(url, line, false);
  return marked.startsWith(MD_MARKER) ? marked : url;
}

export function remarkLinks() {
  return (tree: Root) => {
    visit(tree, (node) => {
      if (node.type === 'definition') {
        const definition = node as Definition;
        definition.url = markDefinitionUrl(definition.url, definition.position?.start.line ?? 0);
        return;
      }
      if (node.type !== 'link' && node.type !== 'image') return;
      const target = node as Link | Image;
      target.url = markUrl(target.url, target.position?.start.line ?? 0, node.type === 'image');
    });
  };
}

export interface MarkdownLinkProblem {
  line: number;
  url: string;
}

export interface FinalizeOptions {
  /** Route path (with hash kept) for a relative Markdown link from this page, or undefined. */
  resolveMarkdownLink(url: string): string | undefined;
  /** Called for each Markdown link that matches no page. */
  onBrokenMarkdownLink?(problem: MarkdownLinkProblem): void;
  /** True when the file a relative asset URL names exists (unset: every file is assumed to). */
  assetExists?(url: string): boolean;
  /** Called for each asset whose file does not exist. */
  onMissingAsset?(problem: MarkdownLinkProblem): void;
  /**
   * Why a relative asset URL cannot be bundled (missing, a folder, outside the site), or undefined
   * when it can. Checked before assetExists; a reason goes to onBadAsset.
   */
  checkAsset?(url: string): AssetProblem | undefined;
  /** The same for an absolute image path (a file of the static folders). Unset: not checked. */
  checkStaticAsset?(url: string): AssetProblem | undefined;
  /** Called for each asset checkAsset or checkStaticAsset refuses. */
  onBadAsset?(problem: MarkdownLinkProblem & AssetProblem): void;
}

export interface AssetProblem {
  reason: string;
  hint?: string;
}

/** PURE: resolve a compiled page's markers for one file. */
export function finalizePage(code: string, options: FinalizeOptions): string {
  if (!code.includes('@@folio-')) return code;
  const imports = new Map<string, string>();
  let out = code.replace(/"@@folio-asset@@L(\d+):([^"]*)"/g, (_whole, line: string, url: string) => {
    const specifier = url.split('#')[0]!;
    const problem = options.checkAsset?.(specifier);
    if (problem) options.onBadAsset?.({ line: Number(line), url, ...problem });
    else if (options.assetExists && !options.assetExists(specifier)) options.onMissingAsset?.({ line: Number(line), url });
    let name = imports.get(specifier);
    if (!name) {
      name = `__folioAsset${imports.size}`;
      imports.set(specifier, name);
    }
    return name;
  });
  out = finalizeStaticMarkers(out, options);
  out = out.replace(/"@@folio-md@@L(\d+):([^"]*)"/g, (_whole, line: string, url: string) => {
    const resolved = options.resolveMarkdownLink(url);
    if (resolved === undefined) options.onBrokenMarkdownLink?.({ line: Number(line), url });
    return JSON.stringify(resolved ?? url);
  });
  if (imports.size === 0) return out;
  const header = [...imports].map(([specifier, name]) => `import ${name} from ${JSON.stringify(toImportSpecifier(specifier))};`);
  return `${header.join('\n')}\n${out}`;
}

/**
 * PURE: static markers back into their URLs, each checked by `checkStaticAsset` first; other
 * markers are left as they are. finalizePage does this too; a generated page (which has no file
 * relative URLs could be resolved from) gets only this.
 */
export function finalizeStaticMarkers(code: string, options: Pick<FinalizeOptions, 'checkStaticAsset' | 'onBadAsset'>): string {
  if (!code.includes(STATIC_MARKER)) return code;
  return code.replace(/"@@folio-static@@L(\d+):([^"]*)"/g, (_whole, line: string, url: string) => {
    const problem = options.checkStaticAsset?.(url);
    if (problem) options.onBadAsset?.({ line: Number(line), url, ...problem });
    return `"${url}"`;
  });
}

function toImportSpecifier(url: string): string {
  const decoded = (() => {
    try {
      return decodeURI(url);
    } catch {
      return url;
    }
  })();
  // `?url` makes Vite hand back the hashed file's URL whatever the file type (even .json).
  return `${decoded.startsWith('./') || decoded.startsWith('../') ? decoded : `./${decoded}`}?url`;
}
