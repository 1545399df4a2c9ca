/**
 * The fast Markdown compiler must render exactly what the MDX pipeline renders. Every Markdown
 * page of the Karakeep site (all versions), of the fixtures and of a generated benchmark corpus,
 * plus a table of hand-written cases, is compiled both ways; where the fast path accepts a page,
 * the two modules are rendered with the same components and must give the same HTML and the same
 * title and table of contents.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { componentsFor, evaluate } from './compiled-page.ts';
import { compileMdx, type MdxPipeline, createMdxPipeline } from '../packages/core/src/mdx/pipeline.ts';
import { compileFastMarkdown } from '../packages/core/src/mdx/fast-markdown.ts';
import { readFrontMatter } from '../packages/core/src/mdx/front-matter.ts';
import type { SiteConfig } from '../packages/core/src/config/config.ts';
// @ts-expect-error: an .mjs helper without types
import { createCorpus, renderMarkdown } from '../bench/generate.mjs';
// @ts-expect-error: an .mjs helper without types
import { createSpec } from '../bench/openapi.mjs';
import { createApiModel } from '../packages/plugin-openapi/src/operations.ts';
import { createApiDocs } from '../packages/plugin-openapi/src/pages.ts';
import { loadSpec } from '../packages/plugin-openapi/src/spec.ts';
import type { JsonObject } from '../packages/plugin-openapi/src/pointer.ts';

const root = path.resolve(import.meta.dirname, '..');
const config = { plugins: [], prism: { additionalLanguages: [] }, markdown: { format: 'mdx', remarkPlugins: [], rehypePlugins: [], toc: { minHeadingLevel: 2, maxHeadingLevel: 3 } } } as unknown as SiteConfig;
const full: MdxPipeline = { ...createMdxPipeline(config), fast: false };

function render(code: string): { html: string; title: string; contentTitle: string; toc: unknown } {
  const module = evaluate(code);
  const html = renderToStaticMarkup(createElement(module.default as never, { components: componentsFor(code) }));
  return { html, title: module.title, contentTitle: module.contentTitle, toc: module.toc };
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
  // JSX elements alone on their lines (generated pages: the OpenAPI plugin's).
  ['a self-closing element', 'Intro.\n\n<ApiOperation method={"post"} path={"/b"} servers=\'["x"]\' since=\'{"a":"it&#39;s &amp; &lt;b&gt;"}\' flag count={-12} off={false} data-x="y" />\n\nAfter.'],
  ['elements around Markdown', '## Body\n\n<ApiVariants group={"g"} label={"L"}>\n<TabItem value={"link"} label={"link"}>\n\n```json title="Example"\n{}\n```\n\n</TabItem>\n<TabItem value={"t"} label={"t"}>\n\n### Inside\n\ntext *em*\n\n- a\n- b\n\n</TabItem>\n</ApiVariants>\n\nEnd.'],
  ['nested elements of one name', '<Box>\n\n<Box>\n\ninner\n\n</Box>\n\nouter\n\n</Box>'],
  ['an empty element, and one first and last', '<A>\n</A>\n\n<B />'],
  ['a tag line inside a fence', '```mdx\n<A>\n```\n\n<B x="1" />'],
];

describe('fast Markdown compiler', () => {
  it.each(CASES)('%s renders as MDX does', async (name, source) => {
    const result = await both(source, `${name}.md`);
    expect(result, 'the fast path accepted the case').toBeDefined();
    expect(result!.fast).toEqual(result!.mdx);
  });

  it.each([
    ['JSX beside text', '<Tabs>text</Tabs>'],
    ['JSX with an expression', '<A x={1 + 1} />'],
    ['JSX with a spread', '<A {...p} />'],
    ['a lowercase tag', '<details>\n\nx\n\n</details>'],
    ['a tag right after a paragraph', 'text\n<A />'],
    ['a tag right before a paragraph', '<A />\ntext'],
    ['a closing tag right after a paragraph', '<A>\n\ntext\n</A>'],
    ['an element not closed', '<A>\n\ntext'],
    ['a closing tag alone', 'text\n\n</A>'],
    ['an unknown character reference', '<A x="&copy;" />'],
    ['a key', '<A key="k" />'],
    ['a tag in a list', '- item\n\n  <A />'],
    ['a tag in an admonition', ':::note\n\n<A />\n\n:::'],
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

  /** The API pages the OpenAPI plugin generates from a spec (one version, no history). */
  const apiPages = (model: ReturnType<typeof createApiModel>) =>
    createApiDocs({ history: [{ name: 'current', label: 'Next', path: '/', folder: 'api', model }], source: 'spec.json', label: 'API', overviewLabel: 'Overview', changelog: false }).docs;
  const apiCorpora: [string, () => { relativePath: string; mdx: string }[]][] = [
    ['the Karakeep specs', () => ['openapi/karakeep-openapi-spec.json', 'versioned_openapi/version-v0.27.0.json'].flatMap((file) => apiPages(createApiModel(loadSpec(path.join(root, file)))))],
    ['a generated spec', () => apiPages(createApiModel({ file: '/g.json', document: createSpec({ operations: 150, seed: 'fast-markdown' }) as JsonObject, files: ['/g.json'] }))],
  ];
  it.each(apiCorpora)('renders the API pages of %s as MDX does, and takes nearly all of them', async (_name, pages) => {
    let accepted = 0;
    const docs = pages();
    for (const doc of docs) {
      const result = await both(doc.mdx, doc.relativePath);
      if (!result) continue;
      accepted++;
      expect(result.fast, doc.relativePath).toEqual(result.mdx);
    }
    expect(accepted / docs.length).toBeGreaterThan(0.9);
  });
});
