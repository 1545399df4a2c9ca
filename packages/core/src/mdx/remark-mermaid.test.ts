/**
 * ```mermaid fences with `markdown.mermaid`: each becomes the `mermaid` element with the diagram
 * as `value` (Docusaurus's `<mermaid value="…"/>`), through MDX and through the fast Markdown path
 * alike; without the option they stay code blocks. Pages are compiled, evaluated and rendered with
 * stand-in components, so what is checked is what the theme receives.
 */
import { createElement } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { validateConfig } from '../config/config.ts';
import { compileFastMarkdown } from './fast-markdown.ts';
import { compileMdx, createMdxPipeline, type MdxFormat, type MdxPipeline } from './pipeline.ts';

const pipelineOf = (mermaid: boolean | undefined): MdxPipeline =>
  createMdxPipeline(validateConfig({ title: 'T', url: 'https://t.dev', ...(mermaid === undefined ? {} : { markdown: { mermaid } }) }, 'site.config.ts'));

/** Evaluate a compiled page whose only import is react/jsx-runtime. */
function evaluate(code: string): (props: { components: Record<string, unknown> }) => unknown {
  const body = code
    .replace(/^import \{([^}]*)\} from "react\/jsx-runtime";$/m, (_whole, names: string) => `const {${names.replaceAll(' as ', ': ')}} = runtime;`)
    .replace(/^export default function MDXContent/m, 'exports.default = MDXContent; function MDXContent')
    .replace(/^export const (\w+) = /gm, 'exports.$1 = ');
  const exports: { default?: (props: { components: Record<string, unknown> }) => unknown } = {};
  new Function('runtime', 'exports', body)(runtime, exports);
  return exports.default!;
}

/** Stand-ins: a diagram shows its source in an attribute (and any children it was given), a code block its language. */
const components = {
  mermaid: ({ children, ...props }: { children?: unknown }) => createElement('figure', { 'data-props': JSON.stringify(props) }, children as never),
  pre: (props: Record<string, unknown>) => createElement('pre', { 'data-language': props['data-language'] }),
  Admonition: ({ children }: { children?: unknown }) => createElement('aside', null, children as never),
  Tabs: ({ children }: { children?: unknown }) => createElement('section', null, children as never),
};

const render = (code: string) => renderToStaticMarkup(createElement(evaluate(code) as never, { components }));

async function compile(source: string, pipeline: MdxPipeline, format: MdxFormat = 'mdx', tryFast = false): Promise<string> {
  return render(await compileMdx(source, { file: `page.${format}`, format, frontMatter: {}, pipeline: { ...pipeline, fast: tryFast }, tryFast }));
}

/** The diagrams a rendered page holds (their props) and the languages of its code blocks, in order. */
function blocks(html: string): { diagrams: unknown[]; code: string[] } {
  const diagrams = [...html.matchAll(/<figure data-props="([^"]*)"><\/figure>/g)].map((match) => JSON.parse(match[1]!.replaceAll('&quot;', '"').replaceAll('&amp;', '&').replaceAll('&lt;', '<').replaceAll('&gt;', '>')));
  const code = [...html.matchAll(/<pre data-language="([^"]*)">/g)].map((match) => match[1]!);
  return { diagrams, code };
}

const FLOW = 'graph TD;\n  A-->B;';

describe('remark-mermaid: which fences become diagrams', () => {
  it.each<[string, string, unknown[], string[]]>([
    ['a mermaid fence', `\`\`\`mermaid\n${FLOW}\n\`\`\`\n`, [{ value: FLOW }], []],
    ['a tilde fence', `~~~mermaid\n${FLOW}\n~~~\n`, [{ value: FLOW }], []],
    ['meta after the language is dropped', `\`\`\`mermaid title="Flow" {1}\n${FLOW}\n\`\`\`\n`, [{ value: FLOW }], []],
    ['an empty diagram', '```mermaid\n```\n', [{ value: '' }], []],
    ['code spans and entities stay text', '```mermaid\nA["<b>&amp;</b>"] --> B\n```\n', [{ value: 'A["<b>&amp;</b>"] --> B' }], []],
    ['the language is case-sensitive', `\`\`\`Mermaid\n${FLOW}\n\`\`\`\n`, [], ['Mermaid']],
    ['another language', `\`\`\`mermaidjs\n${FLOW}\n\`\`\`\n`, [], ['mermaidjs']],
    ['no language', `\`\`\`\n${FLOW}\n\`\`\`\n`, [], ['text']],
    ['a language written with an entity is read decoded, as mdast reads it', `\`\`\`&#109;ermaid\n${FLOW}\n\`\`\`\n`, [{ value: FLOW }], []],
    ['an entity space makes the language two words: no diagram', `\`\`\`mermaid&#x20;x\n${FLOW}\n\`\`\`\n`, [], ['mermaid']],
    ['in a list item', `- step\n\n  \`\`\`mermaid\n  ${FLOW.replace('\n', '\n  ')}\n  \`\`\`\n- next\n`, [{ value: FLOW }], []],
    ['in a blockquote', `> \`\`\`mermaid\n> graph LR;\n> \`\`\`\n`, [{ value: 'graph LR;' }], []],
    ['in an admonition', `:::tip\n\n\`\`\`mermaid\n${FLOW}\n\`\`\`\n\n:::\n`, [{ value: FLOW }], []],
    ['in a nested admonition in a list', `- a\n\n  :::note\n\n  \`\`\`mermaid\n  graph LR;\n  \`\`\`\n\n  :::\n`, [{ value: 'graph LR;' }], []],
    ['beside other code', `\`\`\`js\nx\n\`\`\`\n\n\`\`\`mermaid\n${FLOW}\n\`\`\`\n\n\`\`\`bash\ny\n\`\`\`\n`, [{ value: FLOW }], ['js', 'bash']],
    ['in JSX children (MDX)', `<Tabs>\n\n\`\`\`mermaid\n${FLOW}\n\`\`\`\n\n</Tabs>\n`, [{ value: FLOW }], []],
  ])('%s', async (_name, source, diagrams, code) => {
    expect(blocks(await compile(source, pipelineOf(true)))).toEqual({ diagrams, code });
  });

  it.each<[string, boolean | undefined]>([
    ['markdown.mermaid unset (the default)', undefined],
    ['markdown.mermaid: false', false],
  ])('%s: a mermaid fence stays a code block', async (_name, mermaid) => {
    const pipeline = pipelineOf(mermaid);
    expect(pipeline.mermaid).toBe(false);
    expect(blocks(await compile(`\`\`\`mermaid\n${FLOW}\n\`\`\`\n`, pipeline))).toEqual({ diagrams: [], code: ['mermaid'] });
  });

  it('plain Markdown pages (format md) get the element too', async () => {
    expect(blocks(await compile(`# T\n\n\`\`\`mermaid\n${FLOW}\n\`\`\`\n`, pipelineOf(true), 'md'))).toEqual({ diagrams: [{ value: FLOW }], code: [] });
  });

  it('changes the compiler fingerprint only when on', () => {
    expect(pipelineOf(true).fingerprint).not.toBe(pipelineOf(false).fingerprint);
    expect(pipelineOf(false).fingerprint).toBe(pipelineOf(undefined).fingerprint);
  });
});

describe('the fast Markdown path gives the same module as MDX', () => {
  it.each<[string, string]>([
    ['a diagram between paragraphs', `Before.\n\n\`\`\`mermaid\n${FLOW}\n\`\`\`\n\nAfter.\n`],
    ['with meta', `\`\`\`mermaid title="x"\n${FLOW}\n\`\`\`\n`],
    ['in a tight list', `- a\n  \`\`\`mermaid\n  graph LR;\n  \`\`\`\n- b\n`],
    ['in a loose list', `- a\n\n  \`\`\`mermaid\n  graph LR;\n  \`\`\`\n\n- b\n`],
    ['in an admonition', `:::note\n\n\`\`\`mermaid\n${FLOW}\n\`\`\`\n\n:::\n`],
    ['in a blockquote', `> \`\`\`mermaid\n> graph LR;\n> \`\`\`\n`],
    ['a language written with an entity', `\`\`\`&#109;ermaid\n${FLOW}\n\`\`\`\n`],
    ['an entity space in the language', `\`\`\`mermaid&#x20;x\n${FLOW}\n\`\`\`\n`],
    ['not a diagram', `\`\`\`Mermaid\n${FLOW}\n\`\`\`\n`],
    ['windows line endings', `Text\r\n\r\n\`\`\`mermaid\r\ngraph TD;\r\n  A-->B;\r\n\`\`\`\r\n`],
  ])('%s', async (_name, source) => {
    const pipeline = pipelineOf(true);
    expect(compileFastMarkdown(source, { frontMatter: {}, mermaid: true }), 'the fast path takes the page').toBeDefined();
    const fast = await compile(source, pipeline, 'mdx', true);
    expect(fast).toBe(await compile(source, pipeline, 'mdx', false));
    expect(blocks(fast).diagrams.length + blocks(fast).code.length).toBe(1);
  });

  it('keeps a fence a code block without the option', () => {
    const code = compileFastMarkdown(`\`\`\`mermaid\n${FLOW}\n\`\`\`\n`, { frontMatter: {} })!.code;
    expect(blocks(render(code))).toEqual({ diagrams: [], code: ['mermaid'] });
  });
});

describe('MDXContent falls back to a plain element', () => {
  it('renders <mermaid value> when the theme gives no component, as MDX does for any tag', async () => {
    const source = await compileMdx('```mermaid\ngraph LR;\n```\n', { file: 'p.mdx', format: 'mdx', frontMatter: {}, pipeline: pipelineOf(true) });
    expect(renderToStaticMarkup(createElement(evaluate(source) as never, { components: {} }))).toBe('<mermaid value="graph LR;"></mermaid>');
  });
});
