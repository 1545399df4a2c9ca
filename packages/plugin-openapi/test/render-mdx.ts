/**
 * Test helper: compile MDX with core's real pipeline and render it to static HTML with React, the
 * page's components replaced by stubs that print their props (theme components import CSS, which
 * Node cannot load). Proves generated MDX compiles, and shows what a reader would see.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { validateConfig } from '../../core/src/config/config.ts';
import { compileMdx, createMdxPipeline } from '../../core/src/mdx/pipeline.ts';
import { parseFrontMatter } from '../../core/src/mdx/front-matter.ts';

const pipeline = createMdxPipeline(validateConfig({ title: 'T', url: 'https://t.dev' }, 'site.config.ts'));
const TMP = path.resolve(import.meta.dirname, '../../../tests/.tmp/openapi-unit');
let counter = 0;

const stub =
  (name: string) =>
  ({ children, ...props }: { children?: ReactNode } & Record<string, unknown>) =>
    createElement('div', { 'data-component': name, 'data-props': JSON.stringify(props) }, children);

export const STUBS: Record<string, unknown> = {
  ...Object.fromEntries(
    ['ApiOperation', 'ApiParameters', 'ApiSchema', 'ApiSamples', 'ApiVariants', 'ApiMethodBadge', 'Tabs', 'TabItem', 'Admonition', 'Details'].map((name) => [name, stub(name)]),
  ),
  // Highlighted code arrives as an HTML string (see core's rehype-code).
  pre: ({ codeHtml, ...props }: { codeHtml?: string } & Record<string, unknown>) =>
    createElement('pre', { 'data-language': props['data-language'], 'data-title': props['data-title'], dangerouslySetInnerHTML: { __html: codeHtml ?? '' } }),
};

/** Compile `mdx` (front matter included) and render it; returns the HTML and the front matter. */
export async function renderMdx(mdx: string, file = 'generated.mdx'): Promise<{ html: string; frontMatter: Record<string, unknown> }> {
  const { data, content } = parseFrontMatter(mdx, file);
  const code = await compileMdx(content, { file, format: 'mdx', frontMatter: data, pipeline });
  mkdirSync(TMP, { recursive: true });
  const target = path.join(TMP, `page-${process.pid}-${++counter}.mjs`);
  writeFileSync(target, code);
  try {
    const mod = (await import(pathToFileURL(target).href)) as { default: (props: { components: Record<string, unknown> }) => ReactNode };
    return { html: renderToStaticMarkup(createElement(mod.default, { components: STUBS })), frontMatter: data };
  } finally {
    rmSync(target, { force: true });
  }
}
