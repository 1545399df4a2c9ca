/** The page as a tree of elements and text, with mdast-util-to-hast's placing of line ends between blocks. */
import type { HeadingNode } from '../toc-html.ts';

/** An element of the page: `tag` is an HTML tag (through `_components`) or a component name. */
export interface Element {
  tag: string;
  /** Prop name → JavaScript expression. */
  props: [string, string][];
  children: Child[];
  /** For paragraphs: markdown-it hides them in tight lists (their text goes straight into the item). */
  hidden?: boolean;
}
export type Child = string | Element;

export const element = (tag: string, props: [string, string][] = []): Element => ({ tag, props, children: [] });

/** mdast-util-to-hast's `wrap`: an end of line between blocks, and around them when `loose`. */
export function wrap(children: Child[], loose: boolean): Child[] {
  const out: Child[] = loose ? ['\n'] : [];
  children.forEach((child, index) => {
    if (index > 0) out.push('\n');
    out.push(child);
  });
  if (loose && children.length > 0) out.push('\n');
  return out;
}

/** mdast-util-to-hast's list item: tight paragraphs are unwrapped, ends of line as it places them. */
export function listItemChildren(children: Child[]): Child[] {
  const isP = (child: Child | undefined): child is Element => typeof child === 'object' && child.tag === 'p';
  const loose = children.some((child) => isP(child) && !child.hidden);
  const out: Child[] = [];
  children.forEach((child, index) => {
    if (loose || index !== 0 || !isP(child)) out.push('\n');
    if (isP(child) && !loose) out.push(...child.children);
    else out.push(child);
  });
  const tail = children.at(-1);
  if (tail !== undefined && (loose || !isP(tail))) out.push('\n');
  return out;
}

export function textOf(child: Child): string {
  return typeof child === 'string' ? child : child.children.map(textOf).join('');
}

/** The element as hast (its `alt`, the one prop ../toc-html.ts reads, as a value), for the table of contents. */
export function toHast(child: Child): HeadingNode {
  if (typeof child === 'string') return { type: 'text', value: child };
  const alt = child.props.find(([name]) => name === 'alt')?.[1];
  return { type: 'element', tagName: child.tag, properties: alt === undefined ? {} : { alt: JSON.parse(alt) as string }, children: child.children.map(toHast) };
}
