/** PURE: the few DOM readings the index builder needs from a parsed page (htmlparser2's nodes). */
import type { ChildNode, Element } from 'domhandler';

/** Elements whose text is not page content. */
export const SKIPPED: ReadonlySet<string> = new Set(['script', 'style', 'nav', 'button', 'svg', 'pre', 'template', 'noscript']);

export function isElement(node: ChildNode): node is Element {
  return node.type === 'tag' || node.type === 'script' || node.type === 'style';
}

export function classes(element: Element): string[] {
  return (element.attribs.class ?? '').split(/\s+/);
}

export function hasClass(node: ChildNode, name: string): node is Element {
  return isElement(node) && classes(node).includes(name);
}

/** Text of a node, skipping direct-link anchors and non-content elements. */
export function textOf(node: ChildNode): string {
  if (node.type === 'text') return node.data;
  if (!isElement(node) || SKIPPED.has(node.name)) return '';
  if (classes(node).includes('hash-link')) return '';
  return node.children.map(textOf).join(node.name === 'br' ? ' ' : '');
}

export function clean(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The first element below `node` (depth first) that `test` accepts. */
export function findElement(nodes: ChildNode[], test: (element: Element) => boolean): Element | undefined {
  for (const node of nodes) {
    if (!isElement(node)) continue;
    if (test(node)) return node;
    const inner = findElement(node.children, test);
    if (inner) return inner;
  }
  return undefined;
}
