/**
 * The fast Markdown compiler must render exactly what the MDX pipeline renders. Every Markdown
 * page of the Karakeep site (all versions), of the fixtures and of a generated benchmark corpus,
 * plus a table of hand-written cases, is compiled both ways; where the fast path accepts a page,
 * the two modules are rendered with the same components and must give the same HTML and the same
 * title and table of contents.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement, Fragment } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { compileMdx, type MdxPipeline, createMdxPipeline } from '../packages/core/src/mdx/pipeline.ts';
import { compileFastMarkdown } from '../packages/core/src/mdx/fast-markdown.ts';
import { readFrontMatter } from '../packages/core/src/mdx/front-matter.ts';
import type { SiteConfig } from '../packages/core/src/config/config.ts';
// @ts-expect-error: an .mjs helper without types
import { createCorpus, renderMarkdown } from '../bench/generate.mjs';

const root = path.resolve(import.meta.dirname, '..');
const config = { plugins: [], prism: { additionalLanguages: [] }, markdown: { format: 'mdx', remarkPlugins: [], rehypePlugins: [], toc: { minHeadingLevel: 2, maxHeadingLevel: 3 } } } as unknown as SiteConfig;
const full: MdxPipeline = { ...createMdxPipeline(config), fast: false };

interface Module {
  default: (props: { components?: Record<string, unknown> }) => unknown;
  title: string;
  contentTitle: string;
  toc: unknown;
}

/** Evaluate a compiled page (its only import is react/jsx-runtime). */
function evaluate(code: string): Module {
  const body = code
    .replace(/^import \{([^}]*)\} from "react\/jsx-runtime";$/m, (_whole, names: string) => `const {${names.replaceAll(' as ', ': ')}} = runtime;`)
    .replace(/^export default function MDXContent/m, 'exports.default = MDXContent; function MDXContent')
    .replace(/^export const (\w+) = /gm, 'exports.$1 = ');
  if (/^import /m.test(body)) throw new Error(`unexpected import in:\n${body.slice(0, 400)}`);
  const exports = {} as Module;
  new Function('runtime', 'exports', body)(runtime, exports);
  return exports;
}

const components = {
  Admonition: ({ children, ...props }: { children?: unknown }) => createElement('aside', { 'data-props': JSON.stringify(props) }, children as never),
  Details: ({ children }: { children?: unknown }) => createElement(Fragment, null, children as never),
  pre: (props: Record<string, unknown>) => createElement('pre', { 'data-props': JSON.stringify(props) }),
};

function render(code: string): { html: string; title: string; contentTitle: string; toc: unknown } {
  const module = evaluate(code);
  return { html: renderToStaticMarkup(createElement(module.default as never, { components })), title: module.title, contentTitle: module.contentTitle, toc: module.toc };
}

async function both(source: string, file: string) {
  const { data, content } = readFrontMatter(source, file);
  const fast = compileFastMarkdown(content, { ...full.toc, frontMatter: data });
  if (!fast) return undefined;
  const fastCode = await compileMdx(content, { file, format: 'mdx', frontMatter: data, pipeline: { ...full, fast: true } });
  let mdxCode: string;
  try {
    mdxCode = await compileMdx(content, { file, format: 'mdx', frontMatter: data, pipeline: full });
  } catch (error) {
    throw new Error(`${file}: the fast path accepted a page MDX rejects: ${(error as Error).message}`);
  }
  return { fast: render(fastCode), mdx: render(mdxCode) };
}

const CASES: [name: string, source: string][] = [
  ['paragraphs and soft breaks', 'one\ntwo  \nthree\\\nfour\n\nnext'],
  ['emphasis', '*a* **b** ***c*** _d_ __e__ ~~f~~ `g` ``h ` i``'],
  ['headings and slugs', '# Title\n\n## Same\n\n## Same\n\n### Deep `code` here\n\n#### Four\n\nSetext\n---'],
  ['custom heading id', '## Install {#setup}\n\n## Other'],
  ['lists tight and loose', '- a\n- b\n  - c\n\n1. one\n2. two\n\n3) x\n\n- p\n\n- q\n\n  more\n\n5. five\n6. six'],
  ['list item with code', '- item\n\n  ```bash\n  ls\n  ```\n- other'],
  ['blockquote', '> quote\n> more\n>\n> - list\n\n> another'],
  ['table', '| a | b | c |\n|:--|:-:|--:|\n| 1 | **2** | `3` |\n| 4 |'],
  ['code fences', '```ts title="a.ts" {1,3} showLineNumbers\nconst a = 1;\n// highlight-next-line\nconst b = 2;\n```\n\n~~~\nplain\n~~~\n\n```\n```'],
  ['admonitions', ':::note\n\nBody *x*.\n\n:::\n\n:::tip[Title here]\n\n- a\n\n```bash\necho\n```\n\n:::\n\n:::warning Old style title\ntext\n:::'],
  ['nested admonitions', '::::info\n\nouter\n\n:::tip\n\ninner\n\n:::\n\nafter\n\n::::'],
  ['links and images', '[a](./b.md) [c](../d/e.md#f) [g](/abs) [h](#top) [i](./file.pdf "T") ![img](./p.png) ![alt **x**](img/q.svg "t")'],
  ['entities and escapes', 'A &amp; B &copy; \\* not em \\# x'],
  ['hr and breaks', 'a\n\n---\n\n***\n\nb'],
  ['front matter toc levels', '---\ntoc_max_heading_level: 4\n---\n## a\n### b\n#### c'],
  ['empty', ''],
  // A blog post's truncate marker: dropped by both (remark-comment in MDX, blanked on the fast path).
  ['a comment line between paragraphs', 'Intro.\n\n<!-- truncate -->\n\nMore.'],
  ['a comment line first', '<!-- prettier-ignore -->\n\n# Title\n\nText.'],
];

describe('fast Markdown compiler', () => {
  it.each(CASES)('%s renders as MDX does', async (name, source) => {
    const result = await both(source, `${name}.md`);
    expect(result, 'the fast path accepted the case').toBeDefined();
    expect(result!.fast).toEqual(result!.mdx);
  });

  it.each([
    ['JSX', '<Tabs>\n</Tabs>'],
    ['expression', 'a {1 + 1} b'],
    ['import', "import X from './x';\n\ntext"],
    ['bare URL', 'see https://example.com'],
    ['email', 'write to a@b.co'],
    ['single tilde', 'a ~b~ c'],
    ['footnote', 'a[^1]\n\n[^1]: note'],
    ['task list', '- [ ] todo\n- [x] done'],
    ['leaf directive', 'text\n::x'],
    ['unknown container', ':::custom\nx\n:::'],
    ['indented block', 'para\n\n    # not code in MDX'],
    ['HTML comment in text', 'a <!-- x --> b'],
    ['HTML comment next to a paragraph', 'a\n<!-- x -->'],
  ])('leaves %s to MDX', (_name, source) => {
    expect(compileFastMarkdown(source, { frontMatter: {} })).toBeUndefined();
  });

  const markdownUnder = (...dirs: string[]) =>
    dirs.flatMap((dir) =>
      (readdirSync(path.join(root, dir), { recursive: true }) as string[])
        .filter((file) => /\.mdx?$/.test(file) && !/(^|\/)(node_modules|build)\//.test(file))
        .map((file) => path.join(root, dir, file)),
    );
  const corpora: [string, string[]][] = [
    ['the Karakeep docs', markdownUnder('docs', 'versioned_docs')],
    ['the fixtures', markdownUnder('tests/fixtures')],
  ];
  it.each(corpora)('renders every page of %s as MDX does', async (_name, files) => {
    let accepted = 0;
    for (const file of files) {
      const result = await both(readFileSync(file, 'utf8'), file);
      if (!result) continue;
      accepted++;
      expect(result.fast, path.relative(root, file)).toEqual(result.mdx);
    }
    expect(accepted).toBeGreaterThan(0);
  });

  it('renders the benchmark corpus as MDX does, and takes nearly all of it', async () => {
    const corpus = createCorpus({ pages: 120, seed: 'fast-markdown' }) as { versions: { pages: unknown[] }[] };
    const pages = corpus.versions[0]!.pages;
    let accepted = 0;
    for (const [index, page] of pages.entries()) {
      const result = await both(renderMarkdown(page) as string, `page-${index}.md`);
      if (!result) continue;
      accepted++;
      expect(result.fast, `page ${index}`).toEqual(result.mdx);
    }
    expect(accepted / pages.length).toBeGreaterThan(0.9);
  });
});
