/**
 * A heading's table-of-contents entry, read from its hast element (the MDX pipeline's, or the fast
 * Markdown path's tree turned into one), so the two compile paths cannot disagree.
 *
 * Docusaurus's TOC `value` is HTML (theme-classic sets it as innerHTML): its remark toc plugin
 * writes a code span as `<code>` with its text escaped, keeps `<em>`, `<strong>` and `<del>`,
 * unwraps links, writes a JSX text element as its tag with its class (an `<img>` gives nothing),
 * escapes text, trims the content of each element and the whole. Other nodes give their text: a
 * Markdown image its description, an expression its source (`{/* note *\/}` shows `/* note *\/`).
 * Folio keeps `value` as the heading's plain text and adds `html` only where the two differ.
 * Where Folio writes differently, on purpose: a class given by an expression (Docusaurus writes
 * `[object Object]`) is left out, a fragment gives its content (Docusaurus writes `<null>`), and
 * an image's description is escaped (Docusaurus inserts it as it is).
 */
import { toString } from 'hast-util-to-string';
import type { TocItem } from '../contract.ts';

/** The hast nodes a heading holds, MDX's among them (JSX text elements, expressions). */
export interface HeadingNode {
  type: string;
  tagName?: string;
  value?: string;
  name?: string | null;
  properties?: Record<string, unknown>;
  attributes?: Array<{ type: string; name?: string; value?: unknown }>;
  children?: HeadingNode[];
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** PURE: text escaped for HTML as escape-html (Docusaurus's) escapes it. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}

/**
 * PURE: the heading's text as Docusaurus reads it (mdast-util-to-string: an image counts by its
 * description, an expression by its source). A heading without any is left out of the TOC.
 */
export function headingText(node: HeadingNode): string {
  if (node.type === 'text' || node.type === 'mdxTextExpression') return node.value ?? '';
  if (node.type === 'element' && node.tagName === 'img') return String(node.properties?.alt ?? '');
  if (node.type !== 'element' && node.type !== 'mdxJsxTextElement') return '';
  return (node.children ?? []).map(headingText).join('');
}

const childrenHtml = (node: HeadingNode): string => (node.children ?? []).map(nodeHtml).join('').trim();

/** A JSX text element: its tag and its class (a string's; className first), or its content alone for a fragment. */
function jsxHtml(node: HeadingNode): string {
  if (node.name === 'img') return '';
  if (!node.name) return childrenHtml(node);
  const attributes = (node.attributes ?? []).filter((attribute) => attribute.type === 'mdxJsxAttribute');
  const classValue = (attributes.find((attribute) => attribute.name === 'className') ?? attributes.find((attribute) => attribute.name === 'class'))?.value;
  const classAttribute = typeof classValue === 'string' ? ` class="${escapeHtml(classValue)}"` : '';
  return `<${node.name}${classAttribute}>${childrenHtml(node)}</${node.name}>`;
}

function nodeHtml(node: HeadingNode): string {
  if (node.type === 'mdxJsxTextElement') return jsxHtml(node);
  if (node.type !== 'element') return escapeHtml(headingText(node));
  switch (node.tagName) {
    case 'code':
      return `<code>${escapeHtml(toString(node as never))}</code>`;
    case 'em':
    case 'strong':
    case 'del':
      return `<${node.tagName}>${childrenHtml(node)}</${node.tagName}>`;
    case 'a':
      return childrenHtml(node);
    default:
      return escapeHtml(headingText(node));
  }
}

/** PURE: the heading's markup for Docusaurus's TOC (see the header). */
export function headingHtml(heading: HeadingNode): string {
  return childrenHtml(heading);
}

/**
 * PURE: the TOC entry of a heading element with its id and level, or undefined when it has no
 * text (Docusaurus leaves those out). `html` only when it is not the escaped `value`.
 */
export function tocItem(heading: HeadingNode, id: string, level: number): TocItem | undefined {
  if (headingText(heading) === '') return undefined;
  const value = toString(heading as never).trim();
  const html = headingHtml(heading);
  return html === escapeHtml(value) ? { value, id, level } : { value, id, level, html };
}
