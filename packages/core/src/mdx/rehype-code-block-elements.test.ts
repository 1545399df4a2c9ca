/**
 * CodeBlock elements in MDX: which are highlighted at build time (static code and language, the
 * CodeBlock of @theme/CodeBlock or MDXComponents) and which are left to the browser, and that the
 * highlighted HTML is exactly a fenced block's.
 */
import { compile } from '@mdx-js/mdx';
import type { Root } from 'hast';
import type { MdxJsxAttribute } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { highlightCode } from './highlight.ts';
import { codeBlockProperties } from './rehype-code.ts';
import { rehypeCodeBlockElements } from './rehype-code-block-elements.ts';

const IMPORT = "import CodeBlock from '@theme/CodeBlock';\n\n";

interface Seen {
  name: string;
  codeHtml?: string;
  children: number;
}

/** The JSX elements of `source` after the plugin: name, `codeHtml` attribute, number of children. */
async function elementsAfter(source: string): Promise<Seen[]> {
  const seen: Seen[] = [];
  const record = () => (tree: Root) =>
    visit(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const codeHtml = node.attributes.find((attribute): attribute is MdxJsxAttribute => attribute.type === 'mdxJsxAttribute' && attribute.name === 'codeHtml')?.value;
      seen.push({ name: node.name ?? '', ...(typeof codeHtml === 'string' ? { codeHtml } : {}), children: node.children.length });
    });
  await compile(source, { rehypePlugins: [rehypeCodeBlockElements, record] });
  return seen;
}

describe('rehypeCodeBlockElements', () => {
  it.each<[string, string, [language: string, meta: string | undefined, code: string] | undefined]>([
    ['a template literal', IMPORT + '<CodeBlock language="js" title="x.js" showLineNumbers>{`const a = 1;\nconsole.log(a);`}</CodeBlock>', ['js', undefined, 'const a = 1;\nconsole.log(a);']],
    ['a string literal, trailing newline dropped', IMPORT + "<CodeBlock language=\"python\">{'a = 1\\n'}</CodeBlock>", ['python', undefined, 'a = 1']],
    ['plain text', IMPORT + '<CodeBlock language="bash">npm install</CodeBlock>', ['bash', undefined, 'npm install']],
    ['the language from className', IMPORT + '<CodeBlock className="language-bash">{`ls -la`}</CodeBlock>', ['bash', undefined, 'ls -la']],
    ['a metastring with lines and magic comments', IMPORT + '<CodeBlock language="js" metastring="{1}">{`a();\n// highlight-next-line\nb();`}</CodeBlock>', ['js', '{1}', 'a();\n// highlight-next-line\nb();']],
    ['a renamed default import', "import Code from '@theme/CodeBlock';\n\n<Code language=\"ts\">{`let x: number;`}</Code>", ['ts', undefined, 'let x: number;']],
    ['CodeBlock from MDXComponents (no import)', '<CodeBlock language="json">{`{"a": 1}`}</CodeBlock>', ['json', undefined, '{"a": 1}']],
    ['nested in other JSX', IMPORT + '<div>\n  <CodeBlock language="yaml">{`a: 1`}</CodeBlock>\n</div>', ['yaml', undefined, 'a: 1']],
    ['an unknown language, uncoloured', IMPORT + '<CodeBlock language="klingon">{`qapla`}</CodeBlock>', ['klingon', undefined, 'qapla']],
    ['a template literal with ${}', IMPORT + 'export const v = 1;\n\n<CodeBlock language="js">{`a = ${v}`}</CodeBlock>', undefined],
    ['a computed string', IMPORT + "<CodeBlock language=\"json\">{JSON.stringify({a: 1})}</CodeBlock>", undefined],
    ['Markdown children (a paragraph element)', IMPORT + '<CodeBlock language="bash">\n  npm *install*\n</CodeBlock>', undefined],
    ['a dynamic language', IMPORT + "export const l = 'js';\n\n<CodeBlock language={l}>{`a`}</CodeBlock>", undefined],
    ['a dynamic metastring', IMPORT + "<CodeBlock language=\"js\" metastring={'{1}'}>{`a`}</CodeBlock>", undefined],
    ['a spread attribute', IMPORT + 'export const p = {};\n\n<CodeBlock language="js" {...p}>{`a`}</CodeBlock>', undefined],
    ['no language', IMPORT + '<CodeBlock>{`a`}</CodeBlock>', undefined],
    ['another module\'s CodeBlock', "import CodeBlock from '@site/src/components/CodeBlock';\n\n<CodeBlock language=\"js\">{`a`}</CodeBlock>", undefined],
    ['a named import of @theme/CodeBlock', "import { CodeBlock } from '@theme/CodeBlock';\n\n<CodeBlock language=\"js\">{`a`}</CodeBlock>", undefined],
    ['a local CodeBlock', 'export const CodeBlock = (props) => <pre {...props} />;\n\n<CodeBlock language="js">{`a`}</CodeBlock>', undefined],
  ])('%s', async (_name, source, expected) => {
    const [element] = (await elementsAfter(source)).filter((seen) => seen.name !== 'div');
    if (expected) {
      expect(element).toEqual({ name: element!.name, codeHtml: highlightCode(...expected), children: 0 });
    } else {
      expect(element?.codeHtml).toBeUndefined();
      expect(element?.children).toBeGreaterThan(0);
    }
  });

  it('gives a fenced block\'s HTML, token classes included', async () => {
    const [element] = await elementsAfter(IMPORT + '<CodeBlock language="js" metastring="{2}">{`const a = 1;\nconsole.log(a);`}</CodeBlock>');
    expect(element!.codeHtml).toBe(codeBlockProperties('js', '{2}', 'const a = 1;\nconsole.log(a);').codeHtml);
    expect(element!.codeHtml).toContain('<span class="token keyword">const</span>');
    expect(element!.codeHtml).toContain('<span class="code-line code-line--highlighted">');
  });

  it('compiles to a CodeBlock call with codeHtml and without children', async () => {
    const code = String(await compile(IMPORT + '<CodeBlock language="js" title="x.js">{`let a;`}</CodeBlock>', { rehypePlugins: [rehypeCodeBlockElements] }));
    expect(code).toContain('codeHtml: "<span class=\\"code-line\\"><span class=\\"token keyword\\">let</span> a<span class=\\"token punctuation\\">;</span>\\n</span>"');
    expect(code).toContain('title: "x.js"');
    expect(code).not.toContain('children: `let a;`');
  });
});
