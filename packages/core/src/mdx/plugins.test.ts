/** The MDX pipeline's own plugins, tested on strings through the real compiler. */
import { describe, expect, it } from 'vitest';
import { validateConfig } from '../config/config.ts';
import { compileMdx, createMdxPipeline } from './pipeline.ts';
import { applyMagicComments, parseCodeMeta, parseRange } from '../client/code-meta.ts';
import { normalizeAdmonitionTitles } from './remark-admonitions.ts';
import { escapeHeadingIds } from './remark-heading-ids.ts';
import { finalizePage, isMarkdownUrl, isRelativeFileUrl } from './remark-links.ts';
import { splitLines } from './highlight.ts';
import type { FolioError } from '../errors.ts';

// These tests read the MDX pipeline's output; the fast path for plain Markdown is held to it by tests/fast-markdown.test.ts.
const pipeline = { ...createMdxPipeline(validateConfig({ title: 'T', url: 'https://t.dev' }, 'site.config.ts')), fast: false };
const compile = (source: string, frontMatter: Record<string, unknown> = {}) =>
  compileMdx(source, { file: 'page.mdx', format: 'mdx', frontMatter, pipeline });

/** The page's exported TOC. */
async function tocOf(source: string, frontMatter: Record<string, unknown> = {}) {
  const code = await compile(source, frontMatter);
  return JSON.parse(/export const toc = (.*);/.exec(code)![1]!) as Array<{ value: string; id: string; level: number }>;
}

describe('heading ids', () => {
  it.each([
    ['## Hello World {#custom}', '## Hello World \\{#custom}'],
    ['### A {#a-b_c}  ', '### A \\{#a-b_c}  '],
    ['### browser.ml.chat.prompts.{#}', '### browser.ml.chat.prompts.\\{#}'],
    ['## Already \\{#escaped}', '## Already \\{#escaped}'],
    ['####### Seven is no heading {#x}', '####### Seven is no heading {#x}'],
    ['Not a heading {#x}', 'Not a heading {#x}'],
    ['```\n## In code {#x}\n```', '```\n## In code {#x}\n```'],
  ])('escapes %j', (source, expected) => expect(escapeHeadingIds(source)).toBe(expected));

  it('gives headings slugs, custom ids, and unique ids for repeats', async () => {
    expect(await tocOf('## Install it\n\n## Setup {#custom-setup}\n\n## Install it\n')).toEqual([
      { value: 'Install it', id: 'install-it', level: 2 },
      { value: 'Setup', id: 'custom-setup', level: 2 },
      { value: 'Install it', id: 'install-it-1', level: 2 },
    ]);
  });

  it("reads ids as Docusaurus does (any characters but `{#` and `}`), and keeps a `{#}` that names none in the heading's text", async () => {
    expect(await tocOf('## Notes {#notes.v2}\n\n### browser.ml.chat.prompts.{#}\n')).toEqual([
      { value: 'Notes', id: 'notes.v2', level: 2 },
      { value: 'browser.ml.chat.prompts.{#}', id: 'browsermlchatprompts', level: 3 },
    ]);
  });
});

describe('table of contents', () => {
  const source = '# Title\n\n## Two\n\n### Three\n\n#### Four\n\n:::note\n## In admonition\n:::\n\n<details>\n\n## In details\n\n</details>\n\n<Tabs><TabItem value="a">\n\n## In tabs\n\n</TabItem></Tabs>\n';
  // As Docusaurus's: every Markdown heading, in admonitions, details and tabs too (./toc.test.ts has more).
  it('covers h2–h3 by default, wherever they sit', async () => {
    expect((await tocOf(source)).map((item) => item.value)).toEqual(['Two', 'Three', 'In admonition', 'In details', 'In tabs']);
  });
  it('follows per-page levels from front matter', async () => {
    expect((await tocOf(source, { toc_min_heading_level: 3, toc_max_heading_level: 4 })).map((i) => i.value)).toEqual(['Three', 'Four']);
  });
});

describe('admonitions', () => {
  it.each([
    [':::tip My title', ':::tip[My title]'],
    ['::::warning Be careful here', '::::warning[Be careful here]'],
    [':::tip[Already]', ':::tip[Already]'],
    [':::custom Title', ':::custom Title'],
    ['```\n:::tip Title\n```', '```\n:::tip Title\n```'],
  ])('normalises %j', (source, expected) => expect(normalizeAdmonitionTitles(source)).toBe(expected));

  it('compiles each type, with titles and nesting', async () => {
    const code = await compile('::::note[Outer]\nText\n\n:::danger\nInner **bold**\n:::\n::::\n\n:::caution Old style title\nX\n:::\n');
    const flat = code.replace(/\s+/g, ' ');
    expect(flat).toContain('_jsxs(Admonition, { type: "note", title: "Outer", children: [_jsx(_components.p, { children: "Text" }), _jsx(Admonition, { type: "danger"');
    expect(flat).toContain('_jsx(Admonition, { type: "caution", title: "Old style title"');
  });

  it('keeps text that only looks like a directive', async () => {
    const code = await compile('Meet at 10:30 or 11:45.\n\n::not-a-directive\n');
    expect(code).toContain('["Meet at 10", ":30", " or 11", ":45", "."]');
    expect(code).toContain('"::not-a-directive"');
  });

  it('refuses an unknown type with its position', async () => {
    const error = (await compile('Intro\n\n:::tipp\nX\n:::\n').catch((e) => e)) as FolioError;
    expect(error.message).toContain('unknown admonition type `tipp`; use one of note, tip, info, warning, danger, caution');
    expect([error.file, error.line, error.column]).toEqual(['page.mdx', 3, 1]);
  });
});

describe('code blocks', () => {
  it.each([
    ['', { highlight: [], title: undefined, lineNumbersStart: undefined }],
    ['title="docker-compose.yml"', { highlight: [], title: 'docker-compose.yml', lineNumbersStart: undefined }],
    ["{1,3-5} title='a b.ts'", { highlight: [1, 3, 4, 5], title: 'a b.ts', lineNumbersStart: undefined }],
    ['showLineNumbers', { highlight: [], title: undefined, lineNumbersStart: 1 }],
    ['showLineNumbers=10 {2}', { highlight: [2], title: undefined, lineNumbersStart: 10 }],
    ['title="{1}"', { highlight: [], title: '{1}', lineNumbersStart: undefined }],
  ])('parses the meta %j', (meta, expected) => {
    const parsed = parseCodeMeta(meta);
    expect({ ...parsed, highlight: [...parsed.highlight] }).toEqual(expected);
  });

  it.each([
    ['1-3', [1, 2, 3]],
    ['5-3,1', [3, 4, 5, 1]],
    ['x,2', [2]],
  ])('parses the range %j', (spec, expected) => expect([...parseRange(spec)]).toEqual(expected));

  it('applies magic comments in any comment style', () => {
    const code = ['a', '// highlight-next-line', 'b', '# highlight-start', 'c', 'd', '# highlight-end', 'e', '<!-- highlight-next-line -->', 'f'].join('\n');
    const result = applyMagicComments(code);
    expect(result.code).toBe('a\nb\nc\nd\ne\nf');
    expect([...result.highlight]).toEqual([2, 3, 4, 6]);
  });

  it('splits tokens that span lines', () => {
    const lines = splitLines([
      { type: 'element', tagName: 'span', properties: { className: ['token', 'string'] }, children: [{ type: 'text', value: '"a\nb"' }] },
      { type: 'text', value: ';' },
    ]);
    expect(lines).toHaveLength(2);
    expect(JSON.stringify(lines[1])).toContain('"b\\""');
    expect(JSON.stringify(lines[1])).toContain('string');
  });

  it('highlights at build time with a title, highlighted lines and line numbers', async () => {
    const code = await compile('```yaml title="compose.yml" {2} showLineNumbers\nservices:\n  web: x # note\n```\n');
    expect(code).toContain('"data-title": "compose.yml"');
    expect(code).toContain('"data-line-numbers": "1"');
    expect(code).toContain('\\"code-line code-line--highlighted\\"');
    expect(code).toContain('token comment');
  });

  it('escapes code so it cannot become markup', async () => {
    const code = await compile('```html\n<script>alert(1)</script>\n```\n');
    expect(code).not.toContain('<script>');
    expect(code).toContain('&#x3C;');
  });

  it('leaves unknown languages as plain text', async () => {
    const code = await compile('```made-up\nhello <b>\n```\n');
    expect(code).toContain('hello &#x3C;b>');
  });
});

describe('HTML comments in MDX', () => {
  it.each([
    ['a line before an import', '<!-- prettier-ignore -->\nimport X from "./x.js";\n\n# T\n\nText.\n'],
    ['inside a paragraph', '# T\n\nBefore <!-- hidden --> after.\n'],
    ['over several lines', '# T\n\n<!--\nnotes\n-->\n\nText.\n'],
  ])('%s: dropped, as Docusaurus drops them', async (_name, source) => {
    const code = await compile(source);
    expect(code).not.toMatch(/hidden|notes|prettier-ignore/);
  });
});

describe('links and assets', () => {
  it.each([
    ['./a.md', true, true],
    ['a.mdx#x', true, true],
    ['../b/c.md?v=1', true, true],
    ['/docs/a.md', false, true],
    ['#top', false, false],
    ['https://x.dev/a.md', false, true],
    ['img/x.png', true, false],
  ])('%j: relative file %j, markdown %j', (url, relative, markdown) => {
    expect(isRelativeFileUrl(url)).toBe(relative);
    expect(isMarkdownUrl(url)).toBe(markdown);
  });

  it('marks Markdown links with their line and files as assets', async () => {
    const code = await compile('# T\n\n[a](./a.md#x) [b](/b) ![i](./img/p.png) [f](./files/spec.json) [r](/guides/r.md)\n');
    expect(code).toContain('"@@folio-md@@L3:./a.md#x"');
    expect(code).toContain('"@@folio-md@@L3:/guides/r.md"');
    expect(code).toContain('"/b"');
    expect(code).toContain('"@@folio-asset@@L3:./img/p.png"');
    expect(code).toContain('"@@folio-asset@@L3:./files/spec.json"');
  });

  it('resolves markers per file: routes for pages, imports for assets', () => {
    const broken: unknown[] = [];
    const missing: unknown[] = [];
    const code = finalizePage(
      'a("@@folio-md@@L3:./a.md#x"); b("@@folio-md@@L4:./gone.md"); c("@@folio-asset@@L5:img/p.png"); d("@@folio-asset@@L6:img/p.png"); e("@@folio-asset@@L7:img/gone.png");',
      {
        resolveMarkdownLink: (url) => (url.startsWith('./a.md') ? '/v1/a#x' : undefined),
        onBrokenMarkdownLink: (problem) => broken.push(problem),
        assetExists: (url) => url !== 'img/gone.png',
        onMissingAsset: (problem) => missing.push(problem),
      },
    );
    expect(code).toBe(
      'import __folioAsset0 from "./img/p.png?url";\nimport __folioAsset1 from "./img/gone.png?url";\na("/v1/a#x"); b("./gone.md"); c(__folioAsset0); d(__folioAsset0); e(__folioAsset1);',
    );
    expect(broken).toEqual([{ line: 4, url: './gone.md' }]);
    expect(missing).toEqual([{ line: 7, url: 'img/gone.png' }]);
  });
});
