/**
 * a Folio page module as Docusaurus's content module: the MDX component (rendered with
 * the Docusaurus theme's MDXComponents, adapted to Folio's compiled elements) carrying
 * `metadata`, `frontMatter`, `toc`, `contentTitle` and `assets` as statics.
 */
import { createElement, type ComponentType } from 'react';
import MDXComponents from '@theme/MDXComponents';
import CodeBlock from '@theme/CodeBlock';
import Admonition from '@theme/Admonition';

type Page = { default: ComponentType<{ components?: Record<string, unknown> }>; frontMatter: Record<string, unknown>; toc: unknown[]; contentTitle?: string; title: string };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'" };
const decode = (text: string) => text.replace(/&(#?\w+);/g, (all, name: string) => ENTITIES[name] ?? (name.startsWith('#x') ? String.fromCodePoint(parseInt(name.slice(2), 16)) : name.startsWith('#') ? String.fromCodePoint(Number(name.slice(1))) : all));

/** Folio's pre-highlighted block back to its text and metastring, for the theme's CodeBlock. */
function Pre(props: Record<string, any>) {
  if (typeof props.codeHtml !== 'string') return createElement('pre', props);
  const lines = [...(props.codeHtml as string).matchAll(/<span class="code-line( code-line--highlighted)?">([\s\S]*?)\n?<\/span>(?=<span class="code-line|$)/g)];
  const text = lines.map((line) => decode(line[2]!.replace(/<[^>]+>/g, ''))).join('\n');
  const highlighted = lines.map((line, index) => (line[1] ? index + 1 : 0)).filter(Boolean);
  const language = props['data-language'];
  const title = props['data-title'];
  const meta = [title ? `title=${JSON.stringify(title)}` : '', highlighted.length ? `{${highlighted.join(',')}}` : '', /line-numbers/.test(props.className ?? '') ? 'showLineNumbers' : ''].filter(Boolean).join(' ');
  return createElement(CodeBlock as ComponentType<any>, { className: language ? `language-${language}` : undefined, metastring: meta || undefined, title }, text);
}

const components = { ...(MDXComponents as Record<string, unknown>), pre: Pre, Admonition };
const cache = new WeakMap<object, ComponentType>();

export function docusaurusContent(page: Page, metadata: Record<string, unknown>): ComponentType & Record<string, unknown> {
  let content = cache.get(page);
  if (!content) {
    const Page = page.default;
    content = function Content(props: Record<string, unknown>) {
      return createElement(Page, { ...props, components });
    };
    cache.set(page, content);
  }
  return Object.assign(content, { metadata, frontMatter: page.frontMatter, toc: page.toc, contentTitle: page.contentTitle || undefined, assets: {} }) as never;
}
