/**
 * The fast path of the page compiler. Most documentation pages are plain Markdown: no JSX, no
 * `{expressions}`, no import or export. For those, the MDX pipeline (micromark, mdast, hast,
 * estree, then printing JavaScript) spends 6–10 ms per page building trees only to print the
 * same element calls. This compiler parses with markdown-it (CommonMark plus GFM tables and
 * strikethrough) and prints the page module straight from its tokens: the same elements, the
 * same props, the same whitespace, the same `toc`/title exports and the same link and asset
 * markers as the MDX pipeline with Folio's plugins, at a fraction of the cost.
 *
 * It is deliberately narrow. It gives up (returns undefined, and the page goes through MDX)
 * whenever the page uses anything where the two parsers could disagree or that only MDX knows:
 * `<` `{` `}` in text (JSX, expressions, HTML, autolinks), `~` (GFM's single-tilde strikethrough),
 * bare URLs and e-mail addresses (GFM autolink literals), footnotes, task lists, directives
 * other than the admonitions, blocks indented four columns or more (MDX has no indented code),
 * import/export lines. tests/fast-markdown.test.ts compiles every page of the Karakeep docs, the
 * fixtures and the benchmark corpus both ways and compares the rendered HTML.
 */
import MarkdownIt from 'markdown-it';
import GithubSlugger from 'github-slugger';
import { ADMONITION_TYPES, normalizeAdmonitionTitles } from './remark-admonitions.ts';
import { mapLinesOutsideFences } from './source-lines.ts';
import { codeBlockProperties } from './rehype-code.ts';
import { markUrl } from './remark-links.ts';
import type { PageExports, PageExportsOptions, TocItem } from './rehype-page-exports.ts';

type Token = ReturnType<MarkdownIt['parse']>[number];
type BlockState = Parameters<Parameters<MarkdownIt['block']['ruler']['push']>[1]>[0];

/** Thrown while reading tokens when the page needs the MDX pipeline. */
class Unsupported extends Error {}

const KNOWN_ADMONITIONS = new Set<string>(ADMONITION_TYPES);
const ADMONITION_OPEN = /^(:{3,})([a-z]+)(?:\[([^[\]`*_\\&<>{}~!]*)\])?[ \t]*$/;
const ANY_OPEN = /^(:{3,})[a-z]/;
const CLOSE = /^(:{3,})[ \t]*$/;
const FENCE = /^(`{3,}|~{3,})/;
/** Text that MDX or GFM read differently from CommonMark (see the header). */
const RISKY_TEXT = /[<>{}~]|::|\[\^|:\/\/|www\.|@|mailto:|xmpp:/i;
const HEADING_ID_LINE = /^(#{1,6}[ \t].*?)[ \t]*\{#([\w-]+)\}[ \t]*$/;
const TEXT_ID = /\s*\{#([\w-]+)\}\s*$/;
const TASK = /^\[[ xX]\](?:\s|$)/;
/** A continuation line indented 4+ columns that micromark (without indented code) could read as a block. */
const INDENTED_BLOCK_START = /^(?: {4,}|\t)[ \t]*[#>*+=_`~|:\d-]/;

/** Refuse any block that starts four or more columns in: MDX has no indented code, markdown-it's other rules do not fit. */
function indentGuard(state: BlockState, startLine: number): boolean {
  if (state.sCount[startLine]! - state.blkIndent >= 4) throw new Unsupported('indented block');
  return false;
}

/** `:::type[title]` … `:::` (nesting by colon count), as the MDX pipeline's remark-directive reads it. */
function admonitionRule(state: BlockState, startLine: number, endLine: number, silent: boolean): boolean {
  if (state.sCount[startLine]! - state.blkIndent >= 4) return false;
  const open = ADMONITION_OPEN.exec(state.src.slice(state.bMarks[startLine]! + state.tShift[startLine]!, state.eMarks[startLine]));
  if (!open || !KNOWN_ADMONITIONS.has(open[2]!)) return false;
  if (silent) return true;
  const size = open[1]!.length;
  const nested: number[] = [];
  let fence: string | undefined;
  let line = startLine;
  let closed = false;
  while (++line < endLine) {
    const start = state.bMarks[line]! + state.tShift[line]!;
    const end = state.eMarks[line]!;
    if (start < end && state.sCount[line]! < state.blkIndent) break;
    const text = state.src.slice(start, end);
    const fenceMark = FENCE.exec(text);
    if (fence) {
      if (fenceMark && fenceMark[1]![0] === fence[0] && fenceMark[1]!.length >= fence.length && text.slice(fenceMark[1]!.length).trim() === '') fence = undefined;
      continue;
    }
    if (fenceMark) {
      fence = fenceMark[1];
      continue;
    }
    if (state.sCount[line]! - state.blkIndent >= 4) continue;
    const inner = ANY_OPEN.exec(text);
    if (inner) {
      nested.push(inner[1]!.length);
      continue;
    }
    const close = CLOSE.exec(text);
    if (!close) continue;
    if (nested.length > 0) {
      if (close[1]!.length >= nested.at(-1)!) nested.pop();
      continue;
    }
    if (close[1]!.length >= size) {
      closed = true;
      break;
    }
  }
  const parentType = state.parentType;
  const lineMax = state.lineMax;
  state.parentType = 'admonition' as typeof state.parentType;
  state.lineMax = line;
  const opening = state.push('admonition_open', 'div', 1);
  opening.info = open[2]!;
  opening.meta = { title: open[3] };
  opening.map = [startLine, line];
  opening.block = true;
  state.md.block.tokenize(state, startLine + 1, line);
  const closing = state.push('admonition_close', 'div', -1);
  closing.block = true;
  state.parentType = parentType;
  state.lineMax = lineMax;
  state.line = line + (closed ? 1 : 0);
  return true;
}

let parser: MarkdownIt | undefined;

function markdownParser(): MarkdownIt {
  if (parser) return parser;
  const md = new MarkdownIt('default', { html: false, linkify: false, typographer: false });
  md.disable(['code', 'autolink', 'html_block', 'html_inline']);
  // MDX does not drop `javascript:` links; the theme's Link decides what to do with them.
  md.validateLink = () => true;
  md.block.ruler.before('table', 'folio_indent', indentGuard);
  md.block.ruler.before('fence', 'folio_admonition', admonitionRule);
  parser = md;
  return md;
}

/** An element of the page: `tag` is an HTML tag (through `_components`) or a component name. */
interface Element {
  tag: string;
  /** Prop name → JavaScript expression. */
  props: [string, string][];
  children: Child[];
  /** For paragraphs: markdown-it hides them in tight lists (their text goes straight into the item). */
  hidden?: boolean;
}
type Child = string | Element;

const element = (tag: string, props: [string, string][] = []): Element => ({ tag, props, children: [] });

/** mdast-util-to-hast's `wrap`: an end of line between blocks, and around them when `loose`. */
function wrap(children: Child[], loose: boolean): Child[] {
  const out: Child[] = loose ? ['\n'] : [];
  children.forEach((child, index) => {
    if (index > 0) out.push('\n');
    out.push(child);
  });
  if (loose && children.length > 0) out.push('\n');
  return out;
}

/** mdast-util-to-hast's list item: tight paragraphs are unwrapped, ends of line as it places them. */
function listItemChildren(children: Child[]): Child[] {
  const isP = (child: Child | undefined): child is Element => typeof child === 'object' && child.tag === 'p';
  const loose = children.some((child) => isP(child) && !child.hidden);
  const out: Child[] = [];
  children.forEach((child, index) => {
    if (loose || index !== 0 || !isP(child)) out.push('\n');
    if (isP(child) && !loose) out.push(...child.children);
    else out.push(child);
  });
  const tail = children.at(-1);
  if (tail !== undefined && (loose || !isP(tail))) out.push('\n');
  return out;
}

function textOf(child: Child): string {
  return typeof child === 'string' ? child : child.children.map(textOf).join('');
}

function checkText(text: string): string {
  if (RISKY_TEXT.test(text)) throw new Unsupported('text');
  return text;
}

function alignStyle(token: Token): [string, string][] {
  const style = token.attrGet('style');
  const align = style ? /text-align:\s*(\w+)/.exec(style)?.[1] : undefined;
  return align ? [['style', `{textAlign: ${JSON.stringify(align)}}`]] : [];
}

/** Links and images are marked as remark-links marks them for MDX. */
function linkTarget(url: string, line: number, isImage: boolean): string {
  return markUrl(url, line, isImage);
}

/** Inline tokens → children. `line` is the 1-based line the inline content starts on. */
function inlineChildren(tokens: Token[], line: number): Child[] {
  const root = element('#inline');
  const stack: Element[] = [root];
  const top = () => stack[stack.length - 1]!;
  let breaks = 0;
  const open = (el: Element) => {
    top().children.push(el);
    stack.push(el);
  };
  for (const token of tokens) {
    switch (token.type) {
      case 'text':
        top().children.push(checkText(token.content));
        break;
      case 'softbreak':
        breaks++;
        top().children.push('\n');
        break;
      case 'hardbreak':
        breaks++;
        top().children.push(element('br'), '\n');
        break;
      case 'code_inline':
        top().children.push({ tag: 'code', props: [], children: [token.content] });
        break;
      case 'em_open':
        open(element('em'));
        break;
      case 'strong_open':
        open(element('strong'));
        break;
      case 's_open':
        open(element('del'));
        break;
      case 'link_open': {
        const href = linkTarget(token.attrGet('href') ?? '', line + breaks, false);
        const title = token.attrGet('title');
        open(element('a', [['href', JSON.stringify(href)], ...(title ? ([['title', JSON.stringify(title)]] as [string, string][]) : [])]));
        break;
      }
      case 'em_close':
      case 'strong_close':
      case 's_close':
      case 'link_close':
        stack.pop();
        break;
      case 'image': {
        const alt = checkText(inlineChildren(token.children ?? [], line + breaks).map(textOf).join(''));
        const src = linkTarget(token.attrGet('src') ?? '', line + breaks, true);
        const title = token.attrGet('title');
        top().children.push(
          element('img', [['src', JSON.stringify(src)], ['alt', JSON.stringify(alt)], ...(title ? ([['title', JSON.stringify(title)]] as [string, string][]) : [])]),
        );
        break;
      }
      default:
        throw new Unsupported(token.type);
    }
  }
  if (stack.length !== 1) throw new Unsupported('unbalanced inline tokens');
  return root.children;
}

interface Build {
  children: Child[];
  exports: PageExports;
}

function buildTree(tokens: Token[], source: string[], options: PageExportsOptions & { frontMatter: Record<string, unknown> }): Build {
  const slugger = new GithubSlugger();
  const level = (value: unknown, fallback: number) =>
    typeof value === 'number' && Number.isInteger(value) && value >= 2 && value <= 6 ? value : fallback;
  const min = level(options.frontMatter.toc_min_heading_level, options.minHeadingLevel ?? 2);
  const max = level(options.frontMatter.toc_max_heading_level, options.maxHeadingLevel ?? 3);
  const exports: PageExports = { toc: [] };
  const root = element('#root');
  const stack: { el: Element; kind: string }[] = [{ el: root, kind: 'root' }];
  const top = () => stack[stack.length - 1]!;
  const open = (el: Element, kind: string) => {
    top().el.children.push(el);
    stack.push({ el, kind });
  };
  let heading: { el: Element; depth: number; topLevel: boolean } | undefined;
  let currentLine = 1;
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    // Inline tokens of table cells carry no line: they take their row's.
    if (token.map) currentLine = token.map[0] + 1;
    switch (token.type) {
      case 'paragraph_open': {
        const el = element('p');
        el.hidden = token.hidden;
        open(el, 'p');
        break;
      }
      case 'heading_open': {
        const el = element(token.tag);
        heading = { el, depth: Number(token.tag.slice(1)), topLevel: token.level === 0 };
        const line = token.map ? source[token.map[0]] : undefined;
        const custom = line !== undefined && token.markup.startsWith('#') ? HEADING_ID_LINE.exec(line) : null;
        if (custom) el.props.push(['id', JSON.stringify(custom[2])]);
        open(el, 'heading');
        break;
      }
      case 'inline': {
        const children = token.children ?? [];
        const line = currentLine;
        if (heading && top().el === heading.el && heading.el.props.length > 0) {
          // `## Title {#id}`: the id was taken from the source line; drop it from the text.
          const last = children.at(-1);
          const match = last?.type === 'text' ? TEXT_ID.exec(last.content) : null;
          if (!last || !match) throw new Unsupported('heading id');
          last.content = last.content.slice(0, match.index);
          if (last.content === '') children.pop();
        } else if (top().kind === 'p' && token.content.includes('\n')) {
          for (const continuation of token.content.split('\n').slice(1)) {
            if (INDENTED_BLOCK_START.test(continuation)) throw new Unsupported('indented continuation');
          }
        }
        const parent = top();
        const inline = inlineChildren(children, line);
        parent.el.children.push(...inline);
        break;
      }
      case 'heading_close': {
        const { el, depth, topLevel } = heading!;
        const value = el.children.map(textOf).join('');
        let id = el.props.find(([name]) => name === 'id')?.[1];
        if (id === undefined) {
          id = JSON.stringify(slugger.slug(value));
          el.props.push(['id', id]);
        }
        if (topLevel) {
          const trimmed = value.trim();
          if (depth === 1) exports.title ??= trimmed;
          else if (depth >= min && depth <= max) exports.toc.push({ value: trimmed, id: JSON.parse(id) as string, level: depth } satisfies TocItem);
        }
        heading = undefined;
        stack.pop();
        break;
      }
      case 'paragraph_close':
        stack.pop();
        break;
      case 'bullet_list_open':
        open(element('ul'), 'list');
        break;
      case 'ordered_list_open': {
        const start = Number(token.attrGet('start') ?? 1);
        open(element('ol', start !== 1 ? [['start', String(start)]] : []), 'list');
        break;
      }
      case 'list_item_open':
        open(element('li'), 'li');
        break;
      case 'list_item_close': {
        const { el } = stack.pop()!;
        const first = el.children[0];
        if (typeof first === 'object' && first.tag === 'p' && typeof first.children[0] === 'string' && TASK.test(first.children[0])) {
          throw new Unsupported('task list');
        }
        el.children = listItemChildren(el.children);
        break;
      }
      case 'bullet_list_close':
      case 'ordered_list_close':
      case 'blockquote_close': {
        const { el } = stack.pop()!;
        el.children = wrap(el.children, true);
        break;
      }
      case 'blockquote_open':
        open(element('blockquote'), 'blockquote');
        break;
      case 'admonition_open': {
        const meta = token.meta as { title?: string };
        const props: [string, string][] = [['type', JSON.stringify(token.info)]];
        if (meta.title !== undefined) props.push(['title', JSON.stringify(meta.title)]);
        open(element('Admonition', props), 'admonition');
        break;
      }
      case 'admonition_close':
        stack.pop();
        break;
      case 'hr':
        top().el.children.push(element('hr'));
        break;
      case 'fence': {
        const info = markdownParser().utils.unescapeAll(token.info).trim();
        const [language, ...rest] = info.split(/(\s+)/g);
        const meta = rest.slice(1).join('');
        const props = codeBlockProperties(language || 'text', meta || undefined, token.content.replace(/\n$/, ''));
        const jsx: [string, string][] = [
          ['className', JSON.stringify(props.className.join(' '))],
          ['codeHtml', JSON.stringify(props.codeHtml)],
          ['"data-language"', JSON.stringify(props.dataLanguage)],
        ];
        if (props.dataTitle !== undefined) jsx.push(['"data-title"', JSON.stringify(props.dataTitle)]);
        if (props.dataLineNumbers !== undefined) jsx.push(['"data-line-numbers"', JSON.stringify(props.dataLineNumbers)]);
        top().el.children.push(element('pre', jsx));
        break;
      }
      case 'table_open':
        open(element('table'), 'table');
        break;
      case 'thead_open':
        open(element('thead'), 'table');
        break;
      case 'tbody_open':
        open(element('tbody'), 'table');
        break;
      case 'tr_open':
        open(element('tr'), 'table');
        break;
      case 'th_open':
      case 'td_open':
        open(element(token.tag, alignStyle(token)), 'cell');
        break;
      case 'table_close':
      case 'thead_close':
      case 'tbody_close':
      case 'tr_close':
      case 'th_close':
      case 'td_close':
        stack.pop();
        break;
      default:
        throw new Unsupported(token.type);
    }
  }
  if (stack.length !== 1) throw new Unsupported('unbalanced block tokens');
  return { children: wrap(root.children, false), exports };
}

/** Print children as a JSX-runtime call's `children` value, merging adjacent text as mdast does. */
function printChildren(children: Child[], used: Set<string>): string | undefined {
  const merged: Child[] = [];
  for (const child of children) {
    const last = merged[merged.length - 1];
    if (typeof child === 'string' && typeof last === 'string') merged[merged.length - 1] = last + child;
    else merged.push(child);
  }
  const printed = merged.filter((child) => child !== '').map((child) => (typeof child === 'string' ? JSON.stringify(child) : printElement(child, used)));
  if (printed.length === 0) return undefined;
  return printed.length === 1 ? printed[0] : `[${printed.join(', ')}]`;
}

function printElement(el: Element, used: Set<string>): string {
  const isComponent = /^[A-Z]/.test(el.tag);
  used.add(el.tag);
  const tag = isComponent ? el.tag : `_components.${el.tag}`;
  const children = printChildren(el.children, used);
  const props = el.props.map(([name, value]) => `${name}: ${value}`);
  if (children !== undefined) props.push(`children: ${children}`);
  const many = children !== undefined && children.startsWith('[');
  return `${many ? '_jsxs' : '_jsx'}(${tag}, {${props.join(', ')}})`;
}

/** The page module, shaped as @mdx-js/mdx prints it (components overridable through props.components). */
function printModule(children: Child[]): string {
  const used = new Set<string>();
  const body = printChildren(children, used);
  const intrinsic = [...used].filter((tag) => !/^[A-Z]/.test(tag)).sort();
  const components = [...used].filter((tag) => /^[A-Z]/.test(tag)).sort();
  const defaults = intrinsic.map((tag) => `${tag}: ${JSON.stringify(tag)}`);
  const lines = [
    'import {Fragment as _Fragment, jsx as _jsx, jsxs as _jsxs} from "react/jsx-runtime";',
    'function _createMdxContent(props) {',
    `  const _components = {${[...defaults, '...props.components'].join(', ')}}${components.length ? `, {${components.join(', ')}} = _components` : ''};`,
    ...components.map((name) => `  if (!${name}) _missingMdxReference(${JSON.stringify(name)}, true);`),
    `  return ${body === undefined ? '_jsx(_Fragment, {})' : `${body.startsWith('[') ? '_jsxs' : '_jsx'}(_Fragment, {children: ${body}})`};`,
    '}',
    'export default function MDXContent(props = {}) {',
    '  const {wrapper: MDXLayout} = props.components || ({});',
    '  return MDXLayout ? _jsx(MDXLayout, {...props, children: _jsx(_createMdxContent, {...props})}) : _createMdxContent(props);',
    '}',
    'function _missingMdxReference(id, component) {',
    '  throw new Error("Expected " + (component ? "component" : "object") + " `" + id + "` to be defined: you likely forgot to import, pass, or provide it.");',
    '}',
  ];
  return lines.join('\n');
}

/** ESM (MDX reads it as code) and footnote definitions (markdown-it would take them for link references). */
const MDX_ONLY_LINE = /^(?:import|export)[\s{*]|^\s*\[\^/m;

export interface FastCompileResult {
  /** The module's code, without the frontMatter/title/toc exports (the caller adds them). */
  code: string;
  exports: PageExports;
}

/**
 * PURE: compile plain Markdown (front matter already blanked) the way the MDX pipeline would, or
 * return undefined when the page needs MDX (see the header for what sends it there).
 */
export function compileFastMarkdown(content: string, options: PageExportsOptions & { frontMatter: Record<string, unknown> }): FastCompileResult | undefined {
  const value = normalizeAdmonitionTitles(content);
  if (MDX_ONLY_LINE.test(content) && mapLinesOutsideFences(value, (line) => (MDX_ONLY_LINE.test(line) ? '\0' : '')).includes('\0')) return undefined;
  try {
    const tokens = markdownParser().parse(value, {});
    const { children, exports } = buildTree(tokens, value.split('\n'), options);
    return { code: printModule(children), exports };
  } catch (error) {
    if (error instanceof Unsupported) return undefined;
    throw error;
  }
}
