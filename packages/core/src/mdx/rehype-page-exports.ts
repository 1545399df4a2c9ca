/**
 * Rehype plugin: after rehype-slug has given headings their ids, collect the table of contents
 * into `file.data.folio`, which the compiler turns into `export const toc` (the page's title is
 * read from its text, by ./content-title.ts). As Docusaurus's remark toc plugin does, every
 * Markdown heading counts, wherever it sits: in lists, blockquotes, admonitions, and the children
 * of JSX such as tabs or details, in document order; a JSX `<h2>` is not a Markdown heading (it
 * stays a JSX element, not a hast one). Headings without text are left out; each entry's `html`
 * is written by ./toc-html.ts. The levels come from the page's front matter
 * (toc_min/max_heading_level) or the site config.
 */
import type { Element, Root } from 'hast';
import { SKIP, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import type { TocItem } from '../contract.ts';
import { tocItem } from './toc-html.ts';

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
    visit(tree, 'element', (node: Element) => {
      const match = HEADING.exec(node.tagName);
      if (!match) return undefined;
      const depth = Number(match[1]);
      const id = node.properties?.id;
      const item = depth >= min && depth <= max && typeof id === 'string' ? tocItem(node, id, depth) : undefined;
      if (item) exports.toc.push(item);
      return SKIP;
    });
    (file.data as { folio?: PageExports }).folio = exports;
  };
}
