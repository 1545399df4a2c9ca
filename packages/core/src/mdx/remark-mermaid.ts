/**
 * Remark plugin, on with the site's `markdown.mermaid` (as Docusaurus's mdx-loader adds its
 * mermaid plugin only then): every fenced code block whose language is exactly `mermaid`, wherever
 * it sits (lists, blockquotes, admonitions, JSX children), becomes the element
 * `<mermaid value="…diagram source…"/>`, with no children and nothing of the fence's meta. MDX
 * lets the theme render a lowercase element through its components, so the page's
 * MDXComponents.mermaid (the theme's Mermaid component) draws it. The fast Markdown path prints the
 * same element (./fast-markdown/code-block.ts), so both paths give one module.
 */
import type { Code, Root } from 'mdast';
import { visit } from 'unist-util-visit';

/** The language that makes a fence a diagram (mdast's `lang`: the info string's first word, unescaped). */
export const MERMAID_LANGUAGE = 'mermaid';

/** The element a diagram becomes, for mdast-util-to-hast (`hName`, `hProperties`) and the fast path. */
export const MERMAID_ELEMENT = 'mermaid';

export function remarkMermaid() {
  return (tree: Root) => {
    visit(tree, 'code', (node: Code, index, parent) => {
      if (node.lang !== MERMAID_LANGUAGE || !parent || index === undefined) return;
      // A node of its own type with no `value`: mdast-util-to-hast makes an element of it, named
      // and given properties by `data`, with no text inside.
      const diagram = { type: 'mermaidCodeBlock', data: { hName: MERMAID_ELEMENT, hProperties: { value: node.value } } };
      parent.children.splice(index, 1, diagram as never);
    });
  };
}
