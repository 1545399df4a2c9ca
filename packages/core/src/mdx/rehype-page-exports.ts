/**
 * Rehype plugin: after rehype-slug has given headings their ids, collect the page title (first h1)
 * and the table of contents (h2–h3 by default) into `file.data.folio`, which the compiler turns
 * into `export const title` and `export const toc`.
 */
import { toString } from 'hast-util-to-string';
import { visit, SKIP } from 'unist-util-visit';
import type { Root, Element } from 'hast';
import type { VFile } from 'vfile';

export interface TocItem {
  value: string;
  id: string;
  level: number;
}

export interface PageExports {
  title?: string;
  toc: TocItem[];
}

export interface PageExportsOptions {
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
}

const HEADING = /^h([1-6])$/;

export function rehypePageExports(options: PageExportsOptions = {}) {
  const min = options.minHeadingLevel ?? 2;
  const max = options.maxHeadingLevel ?? 3;
  return (tree: Root, file: VFile) => {
    const exports: PageExports = { toc: [] };
    visit(tree, 'element', (node: Element) => {
      // Headings inside admonitions, tabs and details are not part of the page outline.
      if (node.properties?.dataFolioNoToc !== undefined || node.tagName === 'details') return SKIP;
      const match = HEADING.exec(node.tagName);
      if (!match) return;
      const level = Number(match[1]);
      const value = toString(node).trim();
      if (level === 1) {
        exports.title ??= value;
        return;
      }
      const id = node.properties?.id;
      if (level >= min && level <= max && typeof id === 'string') exports.toc.push({ value, id, level });
    });
    (file.data as { folio?: PageExports }).folio = exports;
  };
}
