/** Block tokens to the page's tree and its table of contents: headings, lists, blockquotes, admonitions, code blocks, tables. */
import GithubSlugger from 'github-slugger';
import { escapeHeadingIds } from '../remark-heading-ids.ts';
import type { PageExports, PageExportsOptions, TocItem } from '../rehype-page-exports.ts';
import { fenceElement } from './code-block.ts';
import { inlineChildren } from './inline.ts';
import type { ParseEnv } from './rules.ts';
import { Unsupported, type Token } from './tokens.ts';
import { element, listItemChildren, textOf, wrap, type Child, type Element } from './tree.ts';

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

/** `lineEnding`: the page's, `\n` or `\r\n` (see compileFastMarkdown). */
export function buildTree(
  tokens: Token[],
  source: string[],
  lineEnding: string,
  env: ParseEnv,
  options: PageExportsOptions & { frontMatter: Record<string, unknown> },
): Build {
  /**
   * The source as the MDX path escapes heading ids for MDX. A heading id it leaves alone (its
   * fence tracking took the line for code) MDX reads as an expression and fails on, so the page
   * goes there too.
   */
  let escaped: string[] | undefined;
  const slugger = new GithubSlugger();
  const level = (value: unknown, fallback: number) =>
    typeof value === 'number' && Number.isInteger(value) && value >= 2 && value <= 6 ? value : fallback;
  const min = level(options.frontMatter.toc_min_heading_level, options.minHeadingLevel ?? 2);
  const max = level(options.frontMatter.toc_max_heading_level, options.maxHeadingLevel ?? 3);
  const exports: PageExports = { toc: [] };
  const root = element('#root');
  /**
   * For lists: `lines` its map, `loose` when markdown-it made it loose, `blankInAdmonition` when an
   * admonition of one of its items holds a blank line.
   */
  const stack: {
    el: Element;
    kind: string;
    lines?: [number, number];
    loose?: boolean;
    blankInAdmonition?: boolean;
  }[] = [{ el: root, kind: 'root' }];
  const top = () => stack[stack.length - 1]!;
  const open = (el: Element, kind: string) => {
    top().el.children.push(el);
    stack.push({ el, kind });
  };
  let heading: { el: Element; depth: number; topLevel: boolean } | undefined;
  let currentLine = 1;
  let tableCells = 0;
  /** The line after the last paragraph, and the line on which containers interrupt a paragraph. */
  let paragraphEnd = -1;
  let interruptLine = -1;
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    // Inline tokens of table cells carry no line: they take their row's.
    if (token.map) currentLine = token.map[0] + 1;
    if (token.map && (token.type === 'blockquote_open' || token.type === 'bullet_list_open' || token.type === 'ordered_list_open')) {
      const line = token.map[0];
      if ((line === paragraphEnd && tokens[index - 1]?.type === 'paragraph_close') || env.definitionEnds?.has(line)) interruptLine = line;
      if (line === interruptLine && token.type !== 'blockquote_open' && cannotInterrupt(tokens, index)) throw new Unsupported('list interrupting a paragraph');
    }
    switch (token.type) {
      case 'paragraph_open': {
        paragraphEnd = token.map ? token.map[1] : -1;
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
        if (custom) escaped ??= escapeHeadingIds(source.join('\n')).split('\n');
        if (custom && escaped![token.map![0]] === line) throw new Unsupported('heading id the MDX path would not escape');
        if (custom) el.props.push(['id', JSON.stringify(custom[2])]);
        open(el, 'heading');
        break;
      }
      case 'inline': {
        const children = token.children ?? [];
        const line = currentLine;
        // A tab at the end of a paragraph or heading: markdown-it drops it, micromark may keep it
        // (with a `:` in the text, remark-directive's reading leaves it there).
        const last = token.map ? source[token.map[1] - 1] : undefined;
        if (last?.includes('\t') && /\t[ \t]*\r?$/.test(last)) throw new Unsupported('tab at the end of a block');
        if (heading && top().el === heading.el && heading.el.props.length > 0) {
          // `## Title {#id}`: the id was taken from the source line; drop it from the text.
          const last = children.at(-1);
          const match = last?.type === 'text' ? TEXT_ID.exec(last.content) : null;
          if (!last || !match) throw new Unsupported('heading id');
          last.content = last.content.slice(0, match.index);
          if (last.content === '') children.pop();
        }
        const parent = top();
        const inline = inlineChildren(children, line, lineEnding);
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
        if (topLevel && depth >= min && depth <= max) exports.toc.push({ value: value.trim(), id: JSON.parse(id) as string, level: depth } satisfies TocItem);
        heading = undefined;
        stack.pop();
        break;
      }
      case 'paragraph_close':
        stack.pop();
        break;
      case 'bullet_list_open':
        open(element('ul'), 'list');
        top().lines = token.map ?? undefined;
        break;
      case 'ordered_list_open': {
        const start = Number(token.attrGet('start') ?? 1);
        open(element('ol', start !== 1 ? [['start', String(start)]] : []), 'list');
        top().lines = token.map ?? undefined;
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
        top().loose ||= el.children.some((child) => typeof child === 'object' && child.tag === 'p' && !child.hidden);
        el.children = listItemChildren(el.children);
        break;
      }
      case 'bullet_list_close':
      case 'ordered_list_close': {
        const { el, lines, loose, blankInAdmonition } = stack.pop()!;
        // In a blockquote, mdast tells a loose list from a tight one by blank lines otherwise than
        // markdown-it: it misses the one between an item ending with a nested list and the next
        // item (`> - - a` / `>` / `> - b`: tight), and counts blank lines after the list when more
        // blockquote follows, or two of them (`> - a` / `>` / `> > b`: loose). A list in a blockquote
        // with a blank line in or just after it goes to MDX.
        if (lines && stack.some((entry) => entry.kind === 'blockquote') && hasBlankLine(source, lines[0], lines[1] + 1)) {
          throw new Unsupported('list and blank line in a blockquote');
        }
        if (blankInAdmonition && !loose) throw new Unsupported('blank line in an admonition in a tight list');
        el.children = wrap(el.children, true);
        break;
      }
      case 'blockquote_close': {
        const { el } = stack.pop()!;
        el.children = wrap(el.children, true);
        break;
      }
      case 'blockquote_open':
        open(element('blockquote'), 'blockquote');
        break;
      case 'admonition_open': {
        // A blank line in an admonition makes its list item (and so its list) loose for mdast,
        // not for markdown-it, which reads the admonition as one block.
        for (let at = stack.length - 1; at > 0; at--) {
          const kind = stack[at]!.kind;
          if (kind === 'blockquote') break;
          if (kind !== 'li') continue;
          // Blank, or blank in the blockquote(s) the list sits in.
          if (token.map && source.slice(token.map[0] + 1, token.map[1]).some((text) => /^[\s>]*$/.test(text))) stack[at - 1]!.blankInAdmonition = true;
          break;
        }
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
      case 'fence':
        top().el.children.push(fenceElement(token, source, lineEnding));
        break;
      case 'table_open':
        // A delimiter row of dashes alone: micromark reads a setext heading underline.
        if (!token.map || !/[|:]/.test(source[token.map[0] + 1] ?? '')) throw new Unsupported('table without pipes');
        tableCells = 0;
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
        // markdown-it ends a table after MAX_FILLED_CELLS filled-in cells (the rest of it turns
        // into a paragraph), which takes more than MAX_FILLED_CELLS cells, header row included.
        if (++tableCells > MAX_FILLED_CELLS) throw new Unsupported('table too large');
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
