/**
 * PURE: the search records of one rendered page, in DocSearch's shape. Headings become lvl1–lvl6
 * records (with their anchor); paragraphs, list items and table cells become content records
 * under the nearest heading. Only the page's <article> is read, and only as text. The page's title
 * comes from the build's data when it has one (a doc's `title`): a page may show no heading for it
 * (`hide_title`), and it is the title readers know from the sidebar and the browser tab.
 */
import { parseDocument } from 'htmlparser2';
import type { ChildNode, Element } from 'domhandler';
import { operationLine, propertyLine } from './api-text.ts';
import { classes, clean, findElement, isElement, SKIPPED, textOf } from './dom.ts';
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
/** Parts of an API schema that are labels, not content: "Schema object", "One of:", a variant's name. */
const SCHEMA_LABELS = ['api-schema__root', 'api-schema__variants-label', 'api-operation'];

/** The page's description (its meta description), decoded. */
function descriptionOf(html: string): string | undefined {
  const tag = /<meta name="description" content="[^"]*"/.exec(html)?.[0];
  const meta = tag && findElement(parseDocument(`${tag}>`).children, (element) => element.name === 'meta');
  return meta ? clean(meta.attribs.content ?? '') || undefined : undefined;
}

/** A `<div>` whose classes include `code-block-container`: a code block, which records leave out. */
const CODE_BLOCK = /<div\b[^>]*\bclass="(?:[^"]*\s)?code-block-container(?:\s[^"]*)?"[^>]*>/g;

/**
 * PURE: `html` without its code blocks' elements, whole (nested `<div>`s counted). Records leave
 * code out (walk below), and its highlighted tokens, one element each, are about half of a docs
 * page's article: parsing them cost more than the rest. Rendered text and attributes escape `<`
 * and `>`, so the tags are found exactly.
 */
export function withoutCodeBlocks(html: string): string {
  let out = '';
  let from = 0;
  CODE_BLOCK.lastIndex = 0;
  for (let open = CODE_BLOCK.exec(html); open; open = CODE_BLOCK.exec(html)) {
    const tags = /<(\/?)div\b/g;
    tags.lastIndex = open.index;
    let depth = 0;
    let end = -1;
    for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
      depth += tag[1] ? -1 : 1;
      if (depth === 0) {
        end = html.indexOf('>', tag.index) + 1;
        break;
      }
    }
    if (end <= 0) break; // not closed: left as it is
    out += html.slice(from, open.index);
    from = end;
    CODE_BLOCK.lastIndex = end;
  }
  return from === 0 ? html : out + html.slice(from);
}

export function extractRecords(page: PageInput): SearchRecord[] {
  // Only the article is read, so parse from its start: the head, navbar and sidebar before it are
  // half of a page. `<article` cannot occur earlier as text (rendered text escapes `<`).
  const start = page.html.indexOf('<article');
  if (start === -1) return [];
  const article = findElement(parseDocument(withoutCodeBlocks(page.html.slice(start))).children, (element) => element.name === 'article');
  if (!article) return [];
  // An API operation page: its section headings (Request, Responses, 200 OK…) are the same on every
  // operation, so they give records context but are no records of their own.
  const operation = operationLine(article);
  const records: SearchRecord[] = [];
  const hierarchy: Hierarchy = { lvl0: page.lvl0, lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
  let anchor = '';
  const push = (type: RecordType, content: string | null, at = anchor) => {
    records.push({
      objectID: `${page.tag}:${page.url}:${records.length}`,
      url: at ? `${page.url}#${at}` : page.url,
      type,
      content,
      hierarchy: { ...hierarchy },
      language: page.language,
      docusaurus_tag: page.tag,
    });
  };
  if (page.title) {
    hierarchy.lvl1 = page.title;
    // The title record carries the page's summary: what the page is about, in its own words.
    const summary = [operation, descriptionOf(page.html.slice(0, start))].filter(Boolean).join(': ');
    push('lvl1', summary || null);
  }
  /** `prefix`: the path of the schema properties being walked ("content."). */
  const walk = (node: ChildNode, prefix = '') => {
    if (!isElement(node) || SKIPPED.has(node.name)) return;
    const cls = classes(node);
    // Code, the in-page TOC and tab labels are not prose to search.
    if (cls.includes('code-block-container') || cls.includes('toc-collapsible') || node.attribs.role === 'tablist') return;
    if (SCHEMA_LABELS.some((label) => cls.includes(label)) || (node.name === 'summary' && node.parent && classes(node.parent as Element).includes('api-schema__variant'))) return;
    if (cls.includes('api-schema__property')) {
      const { name, text } = propertyLine(node, prefix);
      push('content', text, node.attribs.id ?? anchor);
      const nested = findElement(node.children, (element) => classes(element).includes('api-schema__nested'));
      for (const child of nested?.children ?? []) if (isElement(child) && !classes(child).some((c) => c === 'api-schema__description' || c === 'api-schema__meta')) walk(child, `${name}.`);
      return;
    }
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
      if (!operation) push(`lvl${level}` as RecordType, null);
      return;
    }
    if (TEXT_BLOCKS.has(node.name) || cls.includes('api-schema__description')) {
      // A list item holding paragraphs or lists is read through its children.
      const blockChildren = node.children.some((child) => isElement(child) && (TEXT_BLOCKS.has(child.name) || child.name === 'ul' || child.name === 'ol'));
      if (!blockChildren) {
        const text = clean(textOf(node));
        if (text) push('content', text);
        return;
      }
    }
    for (const child of node.children) walk(child, prefix);
  };
  for (const child of article.children) walk(child);
  return records;
}
