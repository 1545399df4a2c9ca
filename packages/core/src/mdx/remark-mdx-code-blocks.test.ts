/**
 * Docusaurus's ```mdx-code-block fences: their content is the page's MDX (an export, JSX), run in
 * place, through MDX and when the fast Markdown path is tried (it refuses the page); an error in
 * one names the line it is on in the file. Pages are compiled, evaluated and rendered.
 */
import { createElement } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { validateConfig } from '../config/config.ts';
import { compileMdx, createMdxPipeline } from './pipeline.ts';

const pipeline = createMdxPipeline(validateConfig({ title: 'T', url: 'https://t.dev' }, 'site.config.ts'));

/** Evaluate a compiled page whose only import is react/jsx-runtime. */
function evaluate(code: string): (props: { components: Record<string, unknown> }) => unknown {
  const body = code
    .replace(/^import \{([^}]*)\} from "react\/jsx-runtime";$/m, (_whole, names: string) => `const {${names.replaceAll(' as ', ': ')}} = runtime;`)
    .replace(/^export default function MDXContent/m, 'exports.default = MDXContent; function MDXContent')
    .replace(/^export (const|function) (\w+)/gm, (_whole, kind: string, name: string) => (kind === 'const' ? `const ${name} = exports.${name}` : `exports.${name} = ${name}; function ${name}`));
  const exports: { default?: (props: { components: Record<string, unknown> }) => unknown } = {};
  new Function('runtime', 'exports', body)(runtime, exports);
  return exports.default!;
}

const pre = (props: Record<string, unknown>) => createElement('pre', { 'data-language': props['data-language'] });

async function render(source: string, file = 'page.mdx', tryFast = false): Promise<string> {
  const code = await compileMdx(source, { file, format: 'mdx', frontMatter: {}, pipeline: { ...pipeline, fast: tryFast }, tryFast });
  return renderToStaticMarkup(createElement(evaluate(code) as never, { components: { pre } }));
}

const PAGE = ['# Set up', '', '```mdx-code-block', 'export const Opener = ({ name }) => <button className="opener">Open {name}</button>;', '```', '', '1. Press:', '   <Opener name="it" />', '', '```js', 'const x = 1;', '```', ''].join('\n');

describe('remark-mdx-code-blocks', () => {
  it.each([
    ['MDX', 'page.mdx', false],
    ['a .md page (MDX, as Docusaurus reads one by default), the fast path tried', 'page.md', true],
  ] as const)('%s: the fence is run as the page\'s MDX; other fences stay code', async (_, file, tryFast) => {
    const html = await render(PAGE, file, tryFast);
    expect(html).toContain('<li>Press:\n<button class="opener">Open it</button>\n</li>');
    expect(html).not.toContain('mdx-code-block');
    expect(html).toContain('<pre data-language="js"></pre>');
  });

  it('JSX and Markdown in the fence are the page\'s, where the fence stands', async () => {
    const html = await render(['Before.', '', '```mdx-code-block', '<div className="box">', '', '**Bold** text', '', '</div>', '```', '', 'After.'].join('\n'));
    expect(html).toBe('<p>Before.</p>\n<div class="box"><p><strong>Bold</strong> text</p></div>\n<p>After.</p>');
  });

  it('an error in the fence names its line in the file', async () => {
    await expect(render(['# T', '', 'Text.', '', '```mdx-code-block', 'ok', '<div>', '```', ''].join('\n'))).rejects.toMatchObject({ message: expect.stringMatching(/^MDX syntax error: Expected a closing tag for `<div>`/), line: 7 });
  });
});
