/**
 * Links and assets, in two halves so the compiled (cached) output stays the same wherever the
 * file lives:
 *  - at compile time, a relative link to a Markdown file becomes the marker `@@folio-md@@L<line>:<url>`
 *    and a relative link or image to any other file becomes `@@folio-asset@@L<line>:<url>`;
 *  - per file, after the cache, `finalizePage` turns Markdown markers into route paths and asset
 *    markers into imports, so Vite bundles the files with hashed names.
 */
import type { Image, Link, Root } from 'mdast';
import { visit } from 'unist-util-visit';

export const MD_MARKER = '@@folio-md@@';
export const ASSET_MARKER = '@@folio-asset@@';

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** PURE: is `url` a relative reference to a file of this site (not `/x`, `#x`, `//x` or `x:`)? */
export function isRelativeFileUrl(url: string): boolean {
  return url !== '' && !url.startsWith('/') && !url.startsWith('#') && !url.startsWith('?') && !SCHEME.test(url);
}

export function isMarkdownUrl(url: string): boolean {
  return /\.mdx?$/i.test(url.split(/[?#]/)[0]!);
}

export function remarkLinks() {
  return (tree: Root) => {
    visit(tree, (node) => {
      if (node.type !== 'link' && node.type !== 'image') return;
      const target = node as Link | Image;
      if (!isRelativeFileUrl(target.url)) return;
      if (node.type === 'link' && isMarkdownUrl(target.url)) {
        target.url = `${MD_MARKER}L${target.position?.start.line ?? 0}:${target.url}`;
      } else if (node.type === 'image' || /\.[a-z0-9]+$/i.test(target.url.split(/[?#]/)[0]!)) {
        target.url = `${ASSET_MARKER}L${target.position?.start.line ?? 0}:${target.url}`;
      }
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
}

/** PURE: resolve a compiled page's markers for one file. */
export function finalizePage(code: string, options: FinalizeOptions): string {
  if (!code.includes('@@folio-')) return code;
  const imports = new Map<string, string>();
  let out = code.replace(/"@@folio-asset@@L(\d+):([^"]*)"/g, (_whole, line: string, url: string) => {
    const specifier = url.split('#')[0]!;
    if (options.assetExists && !options.assetExists(specifier)) options.onMissingAsset?.({ line: Number(line), url });
    let name = imports.get(specifier);
    if (!name) {
      name = `__folioAsset${imports.size}`;
      imports.set(specifier, name);
    }
    return name;
  });
  out = out.replace(/"@@folio-md@@L(\d+):([^"]*)"/g, (_whole, line: string, url: string) => {
    const resolved = options.resolveMarkdownLink(url);
    if (resolved === undefined) options.onBrokenMarkdownLink?.({ line: Number(line), url });
    return JSON.stringify(resolved ?? url);
  });
  if (imports.size === 0) return out;
  const header = [...imports].map(([specifier, name]) => `import ${name} from ${JSON.stringify(toImportSpecifier(specifier))};`);
  return `${header.join('\n')}\n${out}`;
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
  return `${decoded.startsWith('.') ? decoded : `./${decoded}`}?url`;
}
