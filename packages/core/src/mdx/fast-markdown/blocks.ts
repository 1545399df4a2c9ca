/** Block tokens to the page's tree and its table of contents: headings, lists, blockquotes, admonitions, code blocks, tables. */
import GithubSlugger from 'github-slugger';
import { escapeHeadingIds } from '../remark-heading-ids.ts';
import type { PageExports, PageExportsOptions } from '../rehype-page-exports.ts';
import { tocItem } from '../toc-html.ts';
import { fenceElement } from './code-block.ts';
import { inlineChildren } from './inline.ts';
import type { JsxTag } from './jsx-rule.ts';
import type { ParseEnv } from './rules.ts';
import { Unsupported, type Token } from './tokens.ts';
import { element, listItemChildren, textOf, toHast, wrap, type Child, type Element } from './tree.ts';

const HEADING_ID_LINE = /^(#{1,6}[ \t].*?)[ \t]*\{#([\w-]+)\}[ \t]*$/;
const TEXT_ID = /\s*\{#([\w-]+)\}\s*$/;
const TASK = /^\[[ xX]\](?:\s|$)/;
/** markdown-it fills a short table row with empty cells, and ends the table once it has filled in this many. */
const MAX_FILLED_CELLS = 0x10000;

function alignStyle(token: Token): [string, string][] {
  const style = token.attrGet('style');
  const align = style ? /text-align:\s*(\w+)/.exec(style)?.[1] : undefined;
  return align ? [['style', `{textAlign: ${JSON.stringify(align)}}`]] : [];
}

/** The table of contents' levels, the page's front matter, and `markdown.mermaid` (```mermaid fences as `<mermaid>` elements). */
export type FastMarkdownOptions = PageExportsOptions & { frontMatter: Record<string, unknown>; mermaid?: boolean };

interface Build {
  children: Child[];
  exports: PageExports;
}

/** A blank line of a blockquote (only `>` markers) among source lines [from, to): an empty line ends the blockquote. */
function hasBlankLine(source: string[], from: number, to: number): boolean {
  for (let line = from; line < Math.min(to, source.length); line++) if (/^\s*>[\s>]*$/.test(source[line]!)) return true;
  return false;
}

/**
 * A list that cannot interrupt a paragraph (one starting at a number other than 1, or with an empty
 * first line) but that markdown-it opens anyway, nested in a container that interrupts one on the
 * same line (`text` then `> 2) item`, `- > -`; a link definition counts as a paragraph there):
 * micromark still applies the paragraph-interruption rule and reads the line as text. `index` is
 * the list's opening token.
 */
function cannotInterrupt(tokens: Token[], index: number): boolean {
  const list = tokens[index]!;
  if (list.type === 'ordered_list_open' && Number(list.attrGet('start') ?? 1) !== 1) return true;
  const first = tokens[index + 2];
  return !first || first.type === 'list_item_close' || (first.map !== null && first.map[0] !== list.map![0]);
}

/** An open element: for lists, `lines` its map, `loose` when markdown-it made it loose, `blankInAdmonition` when an admonition of one of its items holds a blank line. */
interface Frame {
  el: Element;
  kind: string;
  lines?: [number, number];
  loose?: boolean;
  blankInAdmonition?: boolean;
}

/** One run of buildTree: the tokens and source it reads, the elements open, the heading and table being read. */
interface TreeState {
  tokens: Token[];
  source: string[];
  lineEnding: string;
  env: ParseEnv;
  /** `markdown.mermaid`: ```mermaid fences print as `<mermaid value>` elements. */
  mermaid: boolean;
  /**
   * The source as the MDX path escapes heading ids for MDX. A heading id it leaves alone (its
   * fence tracking took the line for code) MDX reads as an expression and fails on, so the page
   * goes there too.
   */
  escaped?: string[];
  slugger: GithubSlugger;
  /** The heading levels the table of contents holds. */
  min: number;
  max: number;
  exports: PageExports;
  root: Element;
  stack: Frame[];
  heading?: { el: Element; depth: number };
  currentLine: number;
  tableCells: number;
  /** The line after the last paragraph, and the line on which containers interrupt a paragraph. */
  paragraphEnd: number;
  interruptLine: number;
}

const top = (state: TreeState) => state.stack[state.stack.length - 1]!;

function open(state: TreeState, el: Element, kind: string): void {
  top(state).el.children.push(el);
  state.stack.push({ el, kind });
}

const pop = (state: TreeState) => {
  state.stack.pop();
};

function startState(tokens: Token[], source: string[], lineEnding: string, env: ParseEnv, options: FastMarkdownOptions): TreeState {
  const level = (value: unknown, fallback: number) =>
    typeof value === 'number' && Number.isInteger(value) && value >= 2 && value <= 6 ? value : fallback;
  const root = element('#root');
  return {
    tokens,
    source,
    lineEnding,
    env,
    mermaid: options.mermaid === true,
    slugger: new GithubSlugger(),
    min: level(options.frontMatter.toc_min_heading_level, options.minHeadingLevel ?? 2),
    max: level(options.frontMatter.toc_max_heading_level, options.maxHeadingLevel ?? 3),
    exports: { toc: [] },
    root,
    stack: [{ el: root, kind: 'root' }],
    currentLine: 1,
    tableCells: 0,
    paragraphEnd: -1,
    interruptLine: -1,
  };
}

/** A blockquote or list opening on the line a paragraph (or a link definition) ended: a list that cannot interrupt one goes to MDX. */
function checkInterrupt(state: TreeState, token: Token, index: number): void {
  if (!token.map || (token.type !== 'blockquote_open' && token.type !== 'bullet_list_open' && token.type !== 'ordered_list_open')) return;
  const line = token.map[0];
  if ((line === state.paragraphEnd && state.tokens[index - 1]?.type === 'paragraph_close') || state.env.definitionEnds?.has(line)) state.interruptLine = line;
  if (line === state.interruptLine && token.type !== 'blockquote_open' && cannotInterrupt(state.tokens, index)) throw new Unsupported('list interrupting a paragraph');
}

function paragraphOpen(state: TreeState, token: Token): void {
  state.paragraphEnd = token.map ? token.map[1] : -1;
  const el = element('p');
  el.hidden = token.hidden;
  open(state, el, 'p');
}

function headingOpen(state: TreeState, token: Token): void {
  const el = element(token.tag);
  state.heading = { el, depth: Number(token.tag.slice(1)) };
  const line = token.map ? state.source[token.map[0]] : undefined;
  const custom = line !== undefined && token.markup.startsWith('#') ? HEADING_ID_LINE.exec(line) : null;
  // Another `{#` in a heading (`{#my.id}`, `{#}` in the text): the MDX path's reading.
  if (!custom && line?.includes('{#') && token.markup.startsWith('#')) throw new Unsupported('a `{#` in a heading');
  if (custom) state.escaped ??= escapeHeadingIds(state.source.join('\n')).split('\n');
  if (custom && state.escaped![token.map![0]] === line) throw new Unsupported('heading id the MDX path would not escape');
  if (custom) el.props.push(['id', JSON.stringify(custom[2])]);
  open(state, el, 'heading');
}

function inlineToken(state: TreeState, token: Token): void {
  const children = token.children ?? [];
  const line = state.currentLine;
  // A tab at the end of a paragraph or heading: markdown-it drops it, micromark may keep it
  // (with a `:` in the text, remark-directive's reading leaves it there).
  const last = token.map ? state.source[token.map[1] - 1] : undefined;
  if (last?.includes('\t') && /\t[ \t]*\r?$/.test(last)) throw new Unsupported('tab at the end of a block');
  const heading = state.heading;
  if (heading && top(state).el === heading.el && heading.el.props.length > 0) {
    // `## Title {#id}`: the id was taken from the source line; drop it from the text.
    const last = children.at(-1);
    const match = last?.type === 'text' ? TEXT_ID.exec(last.content) : null;
    if (!last || !match) throw new Unsupported('heading id');
    last.content = last.content.slice(0, match.index);
    if (last.content === '') children.pop();
  }
  const parent = top(state);
  const inline = inlineChildren(children, line, state.lineEnding);
  parent.el.children.push(...inline);
}

/** A heading's id (its own, or a slug of its text as rehype-slug gives); every heading at the TOC's levels, wherever it sits, is in the TOC (see ../rehype-page-exports.ts). */
function headingClose(state: TreeState): void {
  const { el, depth } = state.heading!;
  let id = el.props.find(([name]) => name === 'id')?.[1];
  if (id === undefined) {
    id = JSON.stringify(state.slugger.slug(el.children.map(textOf).join('')));
    el.props.push(['id', id]);
  }
  const item = depth >= state.min && depth <= state.max ? tocItem(toHast(el), JSON.parse(id) as string, depth) : undefined;
  if (item) state.exports.toc.push(item);
  state.heading = undefined;
  state.stack.pop();
}

function listOpen(state: TreeState, token: Token): void {
  if (token.type === 'bullet_list_open') open(state, element('ul'), 'list');
  else {
    const start = Number(token.attrGet('start') ?? 1);
    open(state, element('ol', start !== 1 ? [['start', String(start)]] : []), 'list');
  }
  top(state).lines = token.map ?? undefined;
}

function listItemClose(state: TreeState): void {
  const { el } = state.stack.pop()!;
  const first = el.children[0];
  if (typeof first === 'object' && first.tag === 'p' && typeof first.children[0] === 'string' && TASK.test(first.children[0])) {
    throw new Unsupported('task list');
  }
  top(state).loose ||= el.children.some((child) => typeof child === 'object' && child.tag === 'p' && !child.hidden);
  el.children = listItemChildren(el.children);
}

function listClose(state: TreeState): void {
  const { el, lines, loose, blankInAdmonition } = state.stack.pop()!;
  // In a blockquote, mdast tells a loose list from a tight one by blank lines otherwise than
  // markdown-it: it misses the one between an item ending with a nested list and the next
  // item (`> - - a` / `>` / `> - b`: tight), and counts blank lines after the list when more
  // blockquote follows, or two of them (`> - a` / `>` / `> > b`: loose). A list in a blockquote
  // with a blank line in or just after it goes to MDX.
  if (lines && state.stack.some((entry) => entry.kind === 'blockquote') && hasBlankLine(state.source, lines[0], lines[1] + 1)) {
    throw new Unsupported('list and blank line in a blockquote');
  }
  if (blankInAdmonition && !loose) throw new Unsupported('blank line in an admonition in a tight list');
  el.children = wrap(el.children, true);
}

function blockquoteClose(state: TreeState): void {
  const { el } = state.stack.pop()!;
  el.children = wrap(el.children, true);
}

function admonitionOpen(state: TreeState, token: Token): void {
  const { stack } = state;
  // A blank line in an admonition makes its list item (and so its list) loose for mdast,
  // not for markdown-it, which reads the admonition as one block.
  for (let at = stack.length - 1; at > 0; at--) {
    const kind = stack[at]!.kind;
    if (kind === 'blockquote') break;
    if (kind !== 'li') continue;
    // Blank, or blank in the blockquote(s) the list sits in.
    if (token.map && state.source.slice(token.map[0] + 1, token.map[1]).some((text) => /^[\s>]*$/.test(text))) stack[at - 1]!.blankInAdmonition = true;
    break;
  }
  const meta = token.meta as { title?: string };
  const props: [string, string][] = [['type', JSON.stringify(token.info)]];
  if (meta.title !== undefined) props.push(['title', JSON.stringify(meta.title)]);
  open(state, element('Admonition', props), 'admonition');
}

function tableOpen(state: TreeState, token: Token): void {
  // A delimiter row of dashes alone: micromark reads a setext heading underline.
  if (!token.map || !/[|:]/.test(state.source[token.map[0] + 1] ?? '')) throw new Unsupported('table without pipes');
  state.tableCells = 0;
  open(state, element('table'), 'table');
}

function cellOpen(state: TreeState, token: Token): void {
  // markdown-it ends a table after MAX_FILLED_CELLS filled-in cells (the rest of it turns
  // into a paragraph), which takes more than MAX_FILLED_CELLS cells, header row included.
  if (++state.tableCells > MAX_FILLED_CELLS) throw new Unsupported('table too large');
  open(state, element(token.tag, alignStyle(token)), 'cell');
}

/** What each block token does to the tree; a token not named here sends the page to MDX. */
const HANDLERS: Record<string, (state: TreeState, token: Token) => void> = {
  paragraph_open: paragraphOpen,
  heading_open: headingOpen,
  inline: inlineToken,
  heading_close: headingClose,
  paragraph_close: pop,
  bullet_list_open: listOpen,
  ordered_list_open: listOpen,
  list_item_open: (state) => open(state, element('li'), 'li'),
  list_item_close: listItemClose,
  bullet_list_close: listClose,
  ordered_list_close: listClose,
  blockquote_close: blockquoteClose,
  blockquote_open: (state) => open(state, element('blockquote'), 'blockquote'),
  admonition_open: admonitionOpen,
  jsx_open: (state, token) => {
    const tag = token.meta as JsxTag;
    open(state, element(tag.name, tag.props), 'jsx');
  },
  jsx_close: pop,
  jsx_element: (state, token) => {
    const tag = token.meta as JsxTag;
    top(state).el.children.push(element(tag.name, tag.props));
  },
  admonition_close: pop,
  hr: (state) => {
    top(state).el.children.push(element('hr'));
  },
  fence: (state, token) => {
    top(state).el.children.push(fenceElement(token, state.source, state.lineEnding, state.mermaid));
  },
  table_open: tableOpen,
  thead_open: (state) => open(state, element('thead'), 'table'),
  tbody_open: (state) => open(state, element('tbody'), 'table'),
  tr_open: (state) => open(state, element('tr'), 'table'),
  th_open: cellOpen,
  td_open: cellOpen,
  table_close: pop,
  thead_close: pop,
  tbody_close: pop,
  tr_close: pop,
  th_close: pop,
  td_close: pop,
};

/** `lineEnding`: the page's, `\n` or `\r\n` (see compileFastMarkdown). */
export function buildTree(
  tokens: Token[],
  source: string[],
  lineEnding: string,
  env: ParseEnv,
  options: FastMarkdownOptions,
): Build {
  const state = startState(tokens, source, lineEnding, env, options);
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    // Inline tokens of table cells carry no line: they take their row's.
    if (token.map) state.currentLine = token.map[0] + 1;
    checkInterrupt(state, token, index);
    const handler = Object.hasOwn(HANDLERS, token.type) ? HANDLERS[token.type]! : undefined;
    if (!handler) throw new Unsupported(token.type);
    handler(state, token);
  }
  if (state.stack.length !== 1) throw new Unsupported('unbalanced block tokens');
  return { children: wrap(state.root.children, false), exports: state.exports };
}
