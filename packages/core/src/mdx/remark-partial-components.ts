/**
 * An MDX file imported into a page (a partial, `import Warning from './_warning.mdx'`) renders with
 * the page's components: every use of it gets `components={props.components}`, so its admonitions,
 * code blocks and links are the theme's, as Docusaurus's MDX provider gives them. Pages that import
 * no Markdown file are left as they are.
 */
import type { Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import { visit } from 'unist-util-visit';

const MARKDOWN_SOURCE = /\.mdx?$/i;

/** PURE: the local names an ES module node binds to imports of Markdown files. */
export function markdownImportNames(node: MdxjsEsm): string[] {
  const program = node.data?.estree;
  if (!program) return [];
  return program.body.flatMap((statement) =>
    statement.type === 'ImportDeclaration' && typeof statement.source.value === 'string' && MARKDOWN_SOURCE.test(statement.source.value)
      ? statement.specifiers.map((specifier) => specifier.local.name)
      : [],
  );
}

function componentsAttribute(): MdxJsxAttribute {
  const expression = {
    type: 'MemberExpression' as const,
    object: { type: 'Identifier' as const, name: 'props' },
    property: { type: 'Identifier' as const, name: 'components' },
    computed: false,
    optional: false,
  };
  return {
    type: 'mdxJsxAttribute',
    name: 'components',
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: 'props.components',
      data: { estree: { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression }] } },
    },
  };
}

export function remarkPartialComponents() {
  return (tree: Root) => {
    const names = new Set<string>();
    visit(tree, 'mdxjsEsm', (node: MdxjsEsm) => {
      for (const name of markdownImportNames(node)) names.add(name);
    });
    if (names.size === 0) return;
    visit(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const element = node as MdxJsxFlowElement | MdxJsxTextElement;
      if (!element.name || !names.has(element.name)) return;
      if (element.attributes.some((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'components')) return;
      element.attributes.push(componentsAttribute());
    });
  };
}
