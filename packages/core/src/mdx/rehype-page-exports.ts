/**
 * Rehype plugin: after rehype-slug has given headings their ids, collect the table of contents
 * into `file.data.folio`, which the compiler turns into `export const toc` (the page's title is
 * read from its text, by ./content-title.ts). As in Docusaurus, only headings at the top
 * level of the page count: those inside admonitions, tabs or details are not part of the outline.
 * The levels come from the page's front matter (toc_min/max_heading_level) or the site config.
 */
import { toString } from 'hast-util-to-string';
import type { Root } from 'hast';
import type { VFile } from 'vfile';
import type { TocItem } from '../contract.ts';

export type { TocItem };

export interface PageExports {
  toc: TocItem[];
}

export interface PageExportsOptions {
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
}

const HEADING = /^h([1-6])$/;

function level(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 2 && value <= 6 ? value : fallback;
}

export function rehypePageExports(options: PageExportsOptions = {}) {
  return (tree: Root, file: VFile) => {
    const frontMatter = (file.data as { frontMatter?: Record<string, unknown> }).frontMatter ?? {};
    const min = level(frontMatter.toc_min_heading_level, options.minHeadingLevel ?? 2);
    const max = level(frontMatter.toc_max_heading_level, options.maxHeadingLevel ?? 3);
    const exports: PageExports = { toc: [] };
    for (const node of tree.children) {
      if (node.type !== 'element') continue;
      const match = HEADING.exec(node.tagName);
      if (!match) continue;
      const depth = Number(match[1]);
      const id = node.properties?.id;
      if (depth >= min && depth <= max && typeof id === 'string') exports.toc.push({ value: toString(node).trim(), id, level: depth });
    }
    (file.data as { folio?: PageExports }).folio = exports;
  };
}
