/**
 * The table of contents and heading ids as Docusaurus 3.10's MDX loader gives them (its remark toc
 * and headings plugins), through both compile paths: each case is compiled by the MDX pipeline and
 * by the pipeline with the fast Markdown path on, which takes the page or hands it to MDX as the
 * case says. The expected values were checked against Docusaurus's own plugins.
 */
import * as runtime from 'react/jsx-runtime';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { validateConfig } from '../config/config.ts';
import type { TocItem } from '../contract.ts';
import { compileFastMarkdown } from './fast-markdown.ts';
import { readFrontMatter } from './front-matter.ts';
import { compileMdx, createMdxPipeline, type MdxFormat } from './pipeline.ts';
import { commentHeadingId } from './remark-heading-ids.ts';
import { escapeHtml } from './toc-html.ts';

const base = createMdxPipeline(validateConfig({ title: 'T', url: 'https://t.dev' }, 'site.config.ts'));
const pipelines = { mdx: { ...base, fast: false }, fast: { ...base, fast: true } };

async function compileBoth(source: string, format: MdxFormat = 'mdx') {
  const { data, content } = readFrontMatter(source, 'page.mdx');
  const compile = (pipeline: typeof base) => compileMdx(content, { file: 'page.mdx', format, frontMatter: data, pipeline });
  const fastAccepts = format === 'mdx' && compileFastMarkdown(content, { ...base.toc, frontMatter: data }) !== undefined;
  return { fastAccepts, mdx: await compile(pipelines.mdx), fast: await compile(pipelines.fast) };
}

const tocOf = (code: string) => JSON.parse(/^export const toc = (.*);$/m.exec(code)![1]!) as TocItem[];

/** The page's HTML (a page without imports or components). */
function render(code: string): string {
  const body = code
    .replace(/^import \{([^}]*)\} from "react\/jsx-runtime";$/m, (_whole, names: string) => `const {${names.replaceAll(' as ', ': ')}} = runtime;`)
    .replace(/^export default function MDXContent/m, 'exports.default = MDXContent; function MDXContent')
    .replace(/^export const (\w+) = /gm, 'exports.$1 = ');
  const exports: { default?: () => unknown } = {};
  new Function('runtime', 'exports', body)(runtime, exports);
  return renderToStaticMarkup(createElement(exports.default as never));
}

const item = (value: string, id: string, level: number, html?: string): TocItem => (html === undefined ? { value, id, level } : { value, id, level, html });

// [name, source, the fast path takes the page, the TOC]
const TOC_CASES: [string, string, boolean, TocItem[]][] = [
  [
    'headings in lists, blockquotes and admonitions',
    '# Title\n\n## Two\n\n- item\n\n  ### In list\n\n> ## In quote\n\n:::note\n\n### In admonition\n\n:::\n\n#### Too deep\n\n## After',
    true,
    [item('Two', 'two', 2), item('In list', 'in-list', 3), item('In quote', 'in-quote', 2), item('In admonition', 'in-admonition', 3), item('After', 'after', 2)],
  ],
  [
    'headings in JSX children, not JSX headings',
    '<details>\n<summary>More</summary>\n\n## In details\n\n</details>\n\n<Tabs><TabItem value="a">\n\n### In tabs\n\n</TabItem></Tabs>\n\n<h2>JSX heading</h2>\n\n## After',
    false,
    [item('In details', 'in-details', 2), item('In tabs', 'in-tabs', 3), item('After', 'after', 2)],
  ],
  [
    'front matter levels apply to nested headings too',
    '---\ntoc_min_heading_level: 3\ntoc_max_heading_level: 4\n---\n## Two\n\n> ### Three\n\n- #### Four',
    true,
    [item('Three', 'three', 3), item('Four', 'four', 4)],
  ],
  [
    'Markdown markup as HTML',
    '## The `config.ts` file\n\n## *Emphasis*, **strong** and ~~gone~~\n\n## [Linked *text*](./a.md) here\n\n## [ Spaced ](./b.md) link\n\n## Logo ![the logo](./logo.png) here\n\n### Code `a < b && c`',
    true,
    [
      item('The config.ts file', 'the-configts-file', 2, 'The <code>config.ts</code> file'),
      item('Emphasis, strong and gone', 'emphasis-strong-and-gone', 2, '<em>Emphasis</em>, <strong>strong</strong> and <del>gone</del>'),
      item('Linked text here', 'linked-text-here', 2, 'Linked <em>text</em> here'),
      item('Spaced  link', '-spaced--link', 2, 'Spaced link'),
      item('Logo  here', 'logo--here', 2, 'Logo the logo here'),
      item('Code a < b && c', 'code-a--b--c', 3, 'Code <code>a &lt; b &amp;&amp; c</code>'),
    ],
  ],
  [
    'plain text, escaped, needs no html',
    '## Tom & Jerry\'s "show"\n\n## Plain heading',
    true,
    [item('Tom & Jerry\'s "show"', 'tom--jerrys-show', 2), item('Plain heading', 'plain-heading', 2)],
  ],
  ['headings without text are left out', '## Real\n\n##\n\n### \n', true, [item('Real', 'real', 2)]],
  [
    'JSX and expressions as HTML',
    '## Install <span className="badge">new</span>\n\n## The <code>x</code> call\n\n## Icon <img src="/i.png" alt="i" /> here\n\n## Version {props.version}\n\n## <Badge />\n\n## <b class="a&b">B</b> <i className={x}>I</i>',
    false,
    [
      item('Install new', 'install-new', 2, 'Install <span class="badge">new</span>'),
      item('The x call', 'the-x-call', 2, 'The <code>x</code> call'),
      item('Icon  here', 'icon--here', 2),
      item('Version', 'version-', 2, 'Version props.version'),
      item('B I', 'b-i', 2, '<b class="a&amp;b">B</b> <i>I</i>'),
    ],
  ],
];

describe('table of contents', () => {
  it.each(TOC_CASES)('%s', async (_name, source, fastAccepts, toc) => {
    const result = await compileBoth(source);
    expect(result.fastAccepts, 'the fast path takes the page').toBe(fastAccepts);
    expect(tocOf(result.mdx)).toEqual(toc);
    expect(tocOf(result.fast)).toEqual(toc);
  });
});

// [name, source, format, the heading's id, its HTML]: comments send the page to MDX (`{`, `<`), `{#id}` alone does not.
const ID_CASES: [string, string, MdxFormat, string, string][] = [
  ['an MDX comment', '## Title {/* #my-id */}', 'mdx', 'my-id', 'Title'],
  ['an MDX comment without spaces', '## Title {/*#tight*/}', 'mdx', 'tight', 'Title'],
  ['the first word of an MDX comment', '## Title {/* #first second */}', 'mdx', 'first', 'Title'],
  ['an MDX comment after markup', '## *Styled* title {/* #styled */}', 'mdx', 'styled', '<em>Styled</em> title'],
  ['an MDX comment alone', '## {/* #only */}', 'mdx', 'only', ''],
  ['an MDX comment before a classic id', '## Title {/* #c */} {#classic}', 'mdx', 'classic', 'Title '],
  ['an HTML comment in a Markdown page', '## Title <!-- #html-id -->', 'md', 'html-id', 'Title'],
  ['the classic syntax', '## Title {#classic}', 'mdx', 'classic', 'Title'],
  // Not ids: the heading keeps the comment (an MDX expression renders nothing) and gets a slug.
  ['an MDX comment without #', '## Title {/* my-id */}', 'mdx', 'title-', 'Title '],
  ['an MDX comment of # alone', '## Title {/* # */}', 'mdx', 'title-', 'Title '],
  ['two MDX comments', '## Title {/* #a */ /* #b */}', 'mdx', 'title-', 'Title '],
  ['an MDX comment beside code', '## Title {null /* #a */}', 'mdx', 'title-', 'Title '],
  ['an MDX comment before the end', '## Title {/* #a */} end', 'mdx', 'title--end', 'Title  end'],
  ['an HTML comment without #', '## Title <!-- html-id -->', 'md', 'title-', 'Title '],
  // MDX pages drop HTML comments while parsing (Docusaurus's mdx1Compat.comments): the text before it stays.
  ['an HTML comment in an MDX page', '## Title <!-- #html-id -->', 'mdx', 'title-', 'Title '],
];

describe('comment heading ids', () => {
  it.each(ID_CASES)('%s', async (_name, source, format, id, html) => {
    const result = await compileBoth(source, format);
    expect(result.fastAccepts).toBe(!/[{<]/.test(source.replace(/\{#\w+\}$/, '')));
    for (const code of [result.mdx, result.fast]) {
      expect(render(code)).toBe(`<h2 id="${id}">${html}</h2>`);
      const toc = tocOf(code);
      if (html.trim() !== '') expect(toc.map((entry) => entry.id)).toEqual([id]);
      else expect(toc).toEqual([]);
    }
  });

  it.each([
    [' #my-id ', 'my-id'],
    ['#a b', 'a'],
    ['\t#tab\t', 'tab'],
    ['#a\tb', 'a\tb'],
    ['my-id', undefined],
    ['#', undefined],
    ['', undefined],
    [' # id', undefined],
  ])('reads the id of the comment %j', (comment, expected) => expect(commentHeadingId(comment)).toBe(expected));
});

describe('escapeHtml', () => {
  it.each([
    ['plain', 'plain'],
    [`a & b < c > d " e ' f`, 'a &amp; b &lt; c &gt; d &quot; e &#39; f'],
    ['&amp;', '&amp;amp;'],
  ])('%j', (text, expected) => expect(escapeHtml(text)).toBe(expected));
});
