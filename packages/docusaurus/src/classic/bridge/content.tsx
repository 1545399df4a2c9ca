/**
 * a Folio page module as Docusaurus's content module: the MDX component (rendered with
 * the Docusaurus theme's MDXComponents, adapted to Folio's compiled elements) carrying
 * `metadata`, `frontMatter`, `toc`, `contentTitle` and `assets` as statics. The page's content
 * title (its `# heading`) is wrapped in `<header>`, as Docusaurus's MDX loader wraps it from 3.5
 * (theme-classic's DocItem/Layout styles `header + *`: no top margin on what follows the title).
 */
import { createContext, createElement, useContext, useId, useMemo, type ComponentType, type ReactNode } from 'react';
import MDXComponents from '@theme/MDXComponents';
import CodeBlock from '@theme/CodeBlock';
import Admonition from '@theme/Admonition';
import siteMetadata from '@generated/site-metadata';
import { useBaseUrlUtils } from '../../client/useBaseUrl.ts';
import { textOf, wrapsContentTitle } from './text.ts';

type TocItem = { value: string; id: string; level: number; html?: string };
type Page = { default: ComponentType<{ components?: Record<string, unknown> }>; frontMatter: Record<string, unknown>; toc: TocItem[]; contentTitle?: string; title: string };

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
  const range = highlighted.length ? `{${highlighted.join(',')}}` : '';
  // The fence's own metastring (`live`, `noInline`, a swizzled CodeBlock's words) with the lines
  // Folio highlighted, magic comments' included, as its range (the text has lost those comments).
  const written = props['data-meta'] as string | undefined;
  const meta = written !== undefined
    ? [written.replace(/\{[\d,\s-]*\}/g, ' ').trim(), range].filter(Boolean).join(' ')
    : [title ? `title=${JSON.stringify(title)}` : '', range, /line-numbers/.test(props.className ?? '') ? 'showLineNumbers' : ''].filter(Boolean).join(' ');
  // As Docusaurus's MDX gives every fenced block (its codeCompatPlugin): `live` when the metastring has the word.
  const live = (written ?? '').split(' ').includes('live');
  // The code as Docusaurus's MDX hands it to CodeBlock: the fence's text and a line end (mdast-util-to-hast's),
  // which CodeBlock takes off again, so a blank last line of the fence stays a line.
  return createElement(CodeBlock as ComponentType<any>, { className: language ? `language-${language}` : undefined, metastring: meta || undefined, live, title }, `${text}\n`);
}

/** The page's content title, and which h1 took it (its useId): the first h1 rendered with that text. */
type TitleSlot = { title: string; heading?: string };
const ContentTitle = createContext<TitleSlot | null>(null);

const Heading1 = (MDXComponents as Record<string, unknown>).h1 as ComponentType<Record<string, unknown>>;

const WRAPS_TITLE = wrapsContentTitle(siteMetadata.docusaurusVersion);

/**
 * `# Title` as Docusaurus's remark contentTitle plugin leaves it: `<header><h1>…</h1></header>`.
 * Folio's page has the content title only when its h1 is the page's first block, so the first h1
 * rendered with that text is the one (a later h1 with the same text stays a plain h1; the blog
 * bridge leaves the title out, so no other h1 there takes its place).
 */
function H1(props: Record<string, unknown> & { children?: ReactNode }) {
  const slot = useContext(ContentTitle);
  const id = useId();
  if (WRAPS_TITLE && slot && (slot.heading ?? (textOf(props.children).trim() === slot.title ? (slot.heading = id) : undefined)) === id) {
    return createElement('header', null, createElement(Heading1, props));
  }
  return createElement(Heading1, props);
}

const ThemeImg = (MDXComponents as Record<string, unknown>).img as ComponentType<Record<string, unknown>>;

/**
 * A Markdown image at an absolute path (`![](/img/x.png)`, a file of the static folders) with the
 * locale's base URL, as Docusaurus's MDX loader makes it (it bundles the file: `/zh-CN/assets/…`;
 * the static folders are in every locale's output too). Folio's compiled page keeps the path as
 * written; a JSX `<img>` of the page is not a Markdown image and keeps its src, as in Docusaurus.
 */
function Img(props: Record<string, unknown>) {
  const { withBaseUrl } = useBaseUrlUtils();
  const src = props.src;
  const based = typeof src === 'string' && src.startsWith('/') && !src.startsWith('//') ? withBaseUrl(src) : src;
  return createElement(ThemeImg, based === src ? props : { ...props, src: based });
}

const components = { ...(MDXComponents as Record<string, unknown>), h1: H1, pre: Pre, img: Img, Admonition };
const cache = new WeakMap<object, ComponentType>();
const tocs = new WeakMap<object, TocItem[]>();

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&${ENTITY_NAMES[char]};`);
const ENTITY_NAMES: Record<string, string> = { '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#39' };

/**
 * The page's TOC as Docusaurus's: each `value` is HTML (theme-classic's TOCItems sets it as
 * innerHTML). Folio's `value` is the heading's text, escaped here (`## Array<T>` stays text);
 * an item's `html`, where the compiler gives one, is the heading's markup as Docusaurus's
 * remark toc plugin writes it (`<code>…</code>`, emphasis).
 */
function docusaurusToc(page: Page): TocItem[] {
  let toc = tocs.get(page);
  if (!toc) {
    toc = (page.toc ?? []).map(({ value, id, level, html }) => ({ value: html ?? escapeHtml(value), id, level }));
    tocs.set(page, toc);
  }
  return toc;
}

export function docusaurusContent(page: Page, metadata: Record<string, unknown>): ComponentType & Record<string, unknown> {
  let content = cache.get(page);
  if (!content) {
    const Page = page.default;
    const title = page.contentTitle?.trim();
    content = function Content(props: Record<string, unknown>) {
      const slot = useMemo<TitleSlot | null>(() => (title ? { title } : null), []);
      return createElement(ContentTitle.Provider, { value: slot }, createElement(Page, { ...props, components }));
    };
    cache.set(page, content);
  }
  return Object.assign(content, { metadata, frontMatter: page.frontMatter, toc: docusaurusToc(page), contentTitle: page.contentTitle || undefined, assets: {} }) as never;
}
