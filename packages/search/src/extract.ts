/**
 * PURE: the search records of one rendered page, in DocSearch's shape. Headings become lvl1–lvl6
 * records (with their anchor); paragraphs, list items and table cells become content records
 * under the nearest heading. Only the page's <article> is read, and only as text. The page's title
 * comes from the build's data when it has one (a doc's `title`): a page may show no heading for it
 * (`hide_title`), and it is the title readers know from the sidebar and the browser tab.
 */
import { parseDocument } from 'htmlparser2';
import type { ChildNode, Element } from 'domhandler';
import type { Hierarchy, RecordType, SearchRecord } from './contract.ts';

export interface PageInput {
  /** The page's URL path (with base URL), e.g. `/next/installation/docker`. */
  url: string;
  html: string;
  /** Top-level section (the sidebar category), e.g. "Installation"; "Documentation" by default. */
  lvl0: string;
  language: string;
  tag: string;
  /** The page's title, as decided once for the page; the first heading is read when absent. */
  title?: string;
}

const HEADING = /^h([1-6])$/;
const TEXT_BLOCKS = new Set(['p', 'li', 'td', 'th', 'dd', 'dt', 'blockquote', 'figcaption', 'summary']);
/** Elements whose text is not page content. */
const SKIPPED = new Set(['script', 'style', 'nav', 'button', 'svg', 'pre', 'template', 'noscript']);

function isElement(node: ChildNode): node is Element {
  return node.type === 'tag' || node.type === 'script' || node.type === 'style';
}

function classes(element: Element): string[] {
  return (element.attribs.class ?? '').split(/\s+/);
}

/** Text of a node, skipping direct-link anchors and non-content elements. */
function textOf(node: ChildNode): string {
  if (node.type === 'text') return node.data;
  if (!isElement(node) || SKIPPED.has(node.name)) return '';
  if (classes(node).includes('hash-link')) return '';
  return node.children.map(textOf).join(node.name === 'br' ? ' ' : '');
}

function clean(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function findArticle(nodes: ChildNode[]): Element | undefined {
  for (const node of nodes) {
    if (!isElement(node)) continue;
    if (node.name === 'article') return node;
    const inner = findArticle(node.children);
    if (inner) return inner;
  }
  return undefined;
}

export function extractRecords(page: PageInput): SearchRecord[] {
  // Only the article is read, so parse from its start: the head, navbar and sidebar before it are
  // half of a page. `<article` cannot occur earlier as text (rendered text escapes `<`).
  const start = page.html.indexOf('<article');
  if (start === -1) return [];
  const article = findArticle(parseDocument(page.html.slice(start)).children);
  if (!article) return [];
  const records: SearchRecord[] = [];
  const hierarchy: Hierarchy = { lvl0: page.lvl0, lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
  let anchor = '';
  const push = (type: RecordType, content: string | null) => {
    records.push({
      objectID: `${page.tag}:${page.url}:${records.length}`,
      url: anchor ? `${page.url}#${anchor}` : page.url,
      type,
      content,
      hierarchy: { ...hierarchy },
      language: page.language,
      docusaurus_tag: page.tag,
    });
  };
  if (page.title) {
    hierarchy.lvl1 = page.title;
    push('lvl1', null);
  }
  const walk = (node: ChildNode) => {
    if (!isElement(node) || SKIPPED.has(node.name)) return;
    const cls = classes(node);
    // Code, the in-page TOC and tab labels are not prose to search.
    if (cls.includes('code-block-container') || cls.includes('toc-collapsible') || node.attribs.role === 'tablist') return;
    const heading = HEADING.exec(node.name);
    if (heading) {
      const level = Number(heading[1]);
      // A top-level heading before any text is the title's, which came from data.
      if (level === 1 && page.title && records.length === 1) return;
      const text = clean(textOf(node));
      if (!text) return;
      (hierarchy as Record<string, string | null>)[`lvl${level}`] = text;
      for (let deeper = level + 1; deeper <= 6; deeper++) (hierarchy as Record<string, string | null>)[`lvl${deeper}`] = null;
      anchor = level === 1 ? '' : (node.attribs.id ?? anchor);
      push(`lvl${level}` as RecordType, null);
      return;
    }
    if (TEXT_BLOCKS.has(node.name)) {
      // A list item holding paragraphs or lists is read through its children.
      const blockChildren = node.children.some((child) => isElement(child) && (TEXT_BLOCKS.has(child.name) || child.name === 'ul' || child.name === 'ol'));
      if (!blockChildren) {
        const text = clean(textOf(node));
        if (text) push('content', text);
        return;
      }
    }
    for (const child of node.children) walk(child);
  };
  for (const child of article.children) walk(child);
  return records;
}
