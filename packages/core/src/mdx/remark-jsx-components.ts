/**
 * MDX passes lowercase JSX such as `<details>` straight to the DOM, bypassing the theme. Rename
 * the few HTML elements the theme styles (`details`) to their component so they render the way
 * Markdown-made elements do.
 */
import type { Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';

const RENAMES: Record<string, string> = { details: 'Details' };

export function remarkJsxComponents() {
  return (tree: Root) => {
    visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement) => {
      const renamed = node.name ? RENAMES[node.name] : undefined;
      if (renamed) node.name = renamed;
    });
  };
}
