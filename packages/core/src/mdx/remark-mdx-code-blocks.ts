/**
 * Docusaurus's `mdx-code-block` fences: what such a fence holds is MDX the page runs, not code it
 * shows (Docusaurus's mdx-loader unwraps them, so that translation tools leave the JSX and the
 * imports in them alone). Each is replaced, where it stands, by its content parsed as the page's
 * Markdown, its positions moved to the lines it is on in the file, before any other transform runs.
 * The fast Markdown path refuses a page with one (./fast-markdown/code-block.ts).
 */
import type { Code, Root, RootContent } from 'mdast';
import type { Processor } from 'unified';
import { SKIP, visit } from 'unist-util-visit';

/** The language of a fence whose content is the page's own MDX. */
export const MDX_CODE_BLOCK = 'mdx-code-block';

export function remarkMdxCodeBlocks(this: Processor) {
  const processor = this;
  return (tree: Root) => {
    visit(tree, 'code', (node: Code, index, parent) => {
      if (node.lang !== MDX_CODE_BLOCK || !parent || index === undefined) return undefined;
      // The content starts on the line after the fence's opening line.
      const lines = node.position?.start.line ?? 0;
      let children: RootContent[];
      try {
        children = (processor.parse(node.value) as Root).children;
      } catch (error) {
        throw movedError(error, lines);
      }
      for (const child of children) moveLines(child, lines);
      parent.children.splice(index, 1, ...(children as never[]));
      return [SKIP, index + children.length];
    });
  };
}

type Point = { line?: number };
/**
 * A parse error of a fence's content, its line moved to the file's: in its `line` and `place`, and
 * in its text, where micromark's JSX errors give their position (`… (2:1-2:6) …`).
 */
function movedError(error: unknown, lines: number): unknown {
  const message = error as { line?: number; place?: Point | { start: Point; end: Point }; reason?: string; message?: string };
  if (typeof message.line === 'number') message.line += lines;
  const points = message.place ? ('start' in message.place ? [message.place.start, message.place.end] : [message.place]) : [];
  for (const point of points) if (typeof point.line === 'number') point.line += lines;
  const moved = (text: string) => text.replace(/\((\d+):(\d+)(?:-(\d+):(\d+))?\)/g, (_whole, line: string, column: string, endLine?: string, endColumn?: string) => `(${Number(line) + lines}:${column}${endLine ? `-${Number(endLine) + lines}:${endColumn}` : ''})`);
  for (const key of ['reason', 'message'] as const) {
    const text = message[key];
    if (typeof text === 'string') {
      try {
        message[key] = moved(text);
      } catch {
        // A read-only field: left as it is.
      }
    }
  }
  return error;
}

function moveLines(node: RootContent, lines: number): void {
  visit(node, (inner) => {
    if (!inner.position) return;
    inner.position = { start: { ...inner.position.start, line: inner.position.start.line + lines, offset: undefined }, end: { ...inner.position.end, line: inner.position.end.line + lines, offset: undefined } };
  });
}
