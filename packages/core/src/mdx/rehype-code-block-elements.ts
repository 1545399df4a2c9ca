/**
 * Rehype plugin: a `<CodeBlock>` element written in MDX (Docusaurus's `@theme/CodeBlock`, which
 * Folio's MDXComponents also provides without an import) is highlighted at build time, like a
 * fenced block of its language, when its code and language are static: children a string literal,
 * a template literal without `${}` or plain text, and `language` (or `className="language-x"`)
 * and `metastring` string attributes. The element keeps its attributes, loses its children and
 * gains `codeHtml`, the prop the theme's CodeBlock renders for fenced code. Anything dynamic is
 * left as written: the theme's CodeBlock highlights it in the browser.
 */
import type { Root, RootContent } from 'hast';
import type { MdxJsxAttribute, MdxJsxFlowElementHast, MdxJsxTextElementHast } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import { highlightCode } from './highlight.ts';

const MODULE = '@theme/CodeBlock';

/** The parts of ESTree read here: a program's statements and imports, an expression statement's value. */
interface EstreeNode {
  type: string;
  [key: string]: unknown;
}

type CodeBlockElement = MdxJsxFlowElementHast | MdxJsxTextElementHast;

const estreeOf = (node: { data?: unknown }) => (node.data as { estree?: { body: EstreeNode[] } } | undefined)?.estree;

/**
 * PURE: the JSX names that mean the CodeBlock of `@theme/CodeBlock` in this page: its default
 * import's local names, and `CodeBlock` itself (MDXComponents provides it) unless the page binds
 * that name to something else.
 */
export function codeBlockNames(tree: Root): Set<string> {
  const names = new Set(['CodeBlock']);
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of estreeOf(node)?.body ?? []) {
      for (const [local, fromCodeBlock] of declaredNames(statement)) {
        if (fromCodeBlock) names.add(local);
        else names.delete(local);
      }
    }
  }
  return names;
}

/** The top-level names a statement declares, each with whether it is `@theme/CodeBlock`'s default export. */
function declaredNames(statement: EstreeNode): [string, boolean][] {
  if (statement.type === 'ImportDeclaration') {
    const source = (statement.source as { value: unknown }).value;
    return (statement.specifiers as EstreeNode[]).map((specifier) => {
      const local = (specifier.local as { name: string }).name;
      const imported = (specifier.imported as { name?: string; value?: string } | undefined) ?? {};
      const isDefault = specifier.type === 'ImportDefaultSpecifier' || (imported.name ?? imported.value) === 'default';
      return [local, source === MODULE && isDefault];
    });
  }
  const declaration = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as EstreeNode | null) : statement;
  if (declaration?.type === 'VariableDeclaration') {
    return (declaration.declarations as { id: EstreeNode }[]).flatMap(({ id }) => (id.type === 'Identifier' ? [[id.name as string, false] as [string, boolean]] : []));
  }
  if ((declaration?.type === 'FunctionDeclaration' || declaration?.type === 'ClassDeclaration') && declaration.id) {
    return [[(declaration.id as { name: string }).name, false]];
  }
  return [];
}

/** PURE: the string value of a static expression (`'a'`, `"a"`, `` `a` ``), else undefined. */
export function staticString(expression: EstreeNode | undefined): string | undefined {
  if (expression?.type === 'Literal') return typeof expression.value === 'string' ? expression.value : undefined;
  if (expression?.type !== 'TemplateLiteral' || (expression.expressions as unknown[]).length > 0) return undefined;
  const cooked = (expression.quasis as { value: { cooked?: string | null } }[])[0]?.value.cooked;
  return cooked ?? undefined;
}

/** PURE: the code of a CodeBlock's children when it is static (one text, or one static expression), else undefined. */
export function staticChildren(children: readonly RootContent[]): string | undefined {
  const meaningful = children.filter((child) => !(child.type === 'text' && child.value.trim() === '' && children.length > 1));
  if (meaningful.length !== 1) return undefined;
  const [child] = meaningful;
  if (child!.type === 'text') return child!.value;
  if (child!.type !== 'mdxFlowExpression' && child!.type !== 'mdxTextExpression') return undefined;
  const body = estreeOf(child!)?.body ?? [];
  return body.length === 1 && body[0]!.type === 'ExpressionStatement' ? staticString(body[0]!.expression as EstreeNode) : undefined;
}

/**
 * PURE: a CodeBlock's language and metastring when both are static (language from `language`,
 * else `className="language-x"`, as Docusaurus reads them), else undefined. A spread attribute
 * could set either, so it rules the element out.
 */
export function staticOptions(attributes: CodeBlockElement['attributes']): { language: string; metastring?: string } | undefined {
  const byName = new Map<string, MdxJsxAttribute['value']>();
  for (const attribute of attributes) {
    if (attribute.type !== 'mdxJsxAttribute') return undefined;
    byName.set(attribute.name, attribute.value);
  }
  const read = (name: string) => {
    const value = byName.get(name);
    return value === undefined || typeof value === 'string' ? value : null; // null: not static
  };
  const [language, className, metastring] = [read('language'), read('className'), read('metastring')];
  if (language === null || metastring === null || byName.has('codeHtml')) return undefined;
  const fromClass = className ? /(?:^|\s)language-(\S+)/.exec(className)?.[1] : undefined;
  const chosen = language ?? (className === null ? undefined : fromClass);
  if (!chosen) return undefined;
  return metastring === undefined ? { language: chosen } : { language: chosen, metastring };
}

export function rehypeCodeBlockElements() {
  return (tree: Root) => {
    const names = codeBlockNames(tree);
    visit(tree, (node) => {
      if ((node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') || !names.has(node.name ?? '')) return;
      const element = node as CodeBlockElement;
      const options = staticOptions(element.attributes);
      const code = options && staticChildren(element.children);
      if (!options || code === undefined) return;
      element.attributes = [...element.attributes, { type: 'mdxJsxAttribute', name: 'codeHtml', value: highlightCode(options.language, options.metastring, code.replace(/\n$/, '')) }];
      element.children = [];
    });
  };
}
