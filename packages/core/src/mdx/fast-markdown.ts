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
 * import/export lines.
 *
 * It also gives up where markdown-it would change or drop content without a word, and where
 * markdown-it and micromark (with remark/mdast) read the same text differently, as found by
 * tests/fast-markdown-differential.test.ts:
 *  - nesting: blocks MAX_NESTING levels deep (markdown-it's own limit skipped the rest of the
 *    page: a list 50 deep lost every heading and paragraph after it), link labels bracketed that
 *    deep, tables past markdown-it's cap on cells it fills in, recursion deep enough to overflow;
 *  - blocks: table rows markdown-it or micromark alone reads as a table, lists that cannot
 *    interrupt a paragraph inside a container that does, lists in blockquotes with blank lines
 *    (mdast counts those differently), blank lines in an admonition in a tight list, indented
 *    admonitions, fences left open, heading ids the MDX path does not escape;
 *  - inline: emphasis runs the two pair differently (emoji or `~` beside them, CommonMark's rule
 *    of 3), tabs before a line end, code spans of spaces only or over a blockquote's lazy line,
 *    a link in an image description, a shortcut reference followed by `[` or after `!`, text
 *    directives with a label.
 * Where they differ only in what they print, this compiler prints what MDX does: URLs encoded
 * as micromark encodes them (no punycode), a link's line (in link markers) being the line of its
 * `[`, no marker for links written by reference, titles and image descriptions as mdast has them,
 * the text after a hard break trimmed as mdast-util-to-hast trims it, code-span closers looked for
 * left to right and inside a link's text, the info string of a fence split as micromark splits it.
 *
 * tests/fast-markdown.test.ts compiles every page of the Karakeep docs, the fixtures and the
 * benchmark corpus both ways and compares the rendered HTML; tests/fast-markdown-differential.test.ts
 * does the same for generated documents.
 */
import MarkdownIt from 'markdown-it';
import GithubSlugger from 'github-slugger';
import { ADMONITION_TYPES, normalizeAdmonitionTitles } from './remark-admonitions.ts';
import { mapLinesOutsideFences } from './source-lines.ts';
import { escapeHeadingIds } from './remark-heading-ids.ts';
import { codeBlockProperties } from './rehype-code.ts';
import { markUrl } from './remark-links.ts';
import type { PageExports, PageExportsOptions, TocItem } from './rehype-page-exports.ts';

type Token = ReturnType<MarkdownIt['parse']>[number];
type BlockState = Parameters<Parameters<MarkdownIt['block']['ruler']['push']>[1]>[0];
type InlineRule = Parameters<MarkdownIt['inline']['ruler']['push']>[1];
type CoreState = Parameters<Parameters<MarkdownIt['core']['ruler']['push']>[1]>[0];
type InlineState = Parameters<InlineRule>[0];

/**
 * Thrown while reading tokens when the page needs the MDX pipeline. Not an Error: it is always
 * caught (by compileFastMarkdown), and capturing a stack trace for each refused page costs time.
 */
class Unsupported {
  constructor(readonly message: string) {}
}

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
/**
 * A line micromark's GFM tables take for a delimiter row (with a pipe or a colon: dashes alone
 * make a setext underline) even after a line without pipes, where markdown-it sees none.
 */
const DELIMITER_ROW = /\n(?=[^\n]*-)(?=[^\n]*[|:])[|: \t-]+(?:\n|$)/;
/**
 * `*`, `_` or `~` next to a character outside the BMP (an emoji): markdown-it classifies the
 * character (punctuation or not) by its code point, micromark by its UTF-16 halves, so they
 * disagree on whether the run opens or closes emphasis.
 */
const ASTRAL_DELIMITER = /[*_~][\uD800-\uDBFF]|[\uDC00-\uDFFF][*_~]/;
/**
 * `*` or `_` next to `~`: micromark (with GFM) lets a run next to another attention marker open
 * or close whatever the character on that side (`*x ~~a~~*b*`), CommonMark's flanking rules do
 * not. And three tildes or more: GFM's strikethrough takes no such run, markdown-it splits it
 * (`~~a~~~~b~~`).
 */
const NEXT_TO_TILDE = /[*_]~|~[*_]|~~~/;
/**
 * A text directive with a label (`:name[label]`, the colon not after a word character or a
 * backslash): remark-directive reads it, and Folio's pipeline prints it back as text, its label
 * unread (no emphasis, no link in it).
 */
const TEXT_DIRECTIVE = /:[A-Za-z][\w-]*\[/g;
/** (The `includes` first: they rule most text out faster than the regular expressions.) */
function inlineRefusal(text: string): string | undefined {
  const tilde = text.includes('~');
  if (tilde && NEXT_TO_TILDE.test(text)) return 'emphasis next to a tilde';
  if ((tilde || text.includes('*') || text.includes('_')) && ASTRAL_DELIMITER.test(text)) return 'emphasis next to an emoji';
  if (!text.includes(':')) return undefined;
  TEXT_DIRECTIVE.lastIndex = 0;
  for (let match = TEXT_DIRECTIVE.exec(text); match; match = TEXT_DIRECTIVE.exec(text)) {
    if (match.index === 0 || !/[\w\\]/.test(text[match.index - 1]!)) return 'text directive';
  }
  return undefined;
}
/** A tab in the white space that ends a line: micromark makes no hard break of it and drops it, markdown-it keeps it. */
const TAB_BEFORE_LINE_END = /\t[ \t]*\n/;
/** A line that starts with a list, blockquote, heading, fence or directive marker. */
const CONTAINER_OR_BLOCK_START = /^(?:(?:[*+-]|\d{1,9}[.)])(?:[ \t]|$)|>|#{1,6}(?:[ \t]|$)|`{3}|~{3}|:{3})/;

const WHITESPACE = /\s/u;
const PUNCTUATION = /[\p{P}\p{S}]/u;
const ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/;
const SPACE = 1;
const PUNCT = 2;
/** CommonMark's class of the character at `index`: white space (a line's ends too), punctuation or other (0). */
function charClass(text: string, index: number): number {
  if (index < 0 || index >= text.length) return SPACE;
  const code = text.charCodeAt(index);
  if (code < 0x80) return code <= 0x20 ? SPACE : ASCII_PUNCTUATION.test(text[index]!) ? PUNCT : 0;
  const char = text[index]!;
  return WHITESPACE.test(char) ? SPACE : PUNCTUATION.test(char) ? PUNCT : 0;
}
/**
 * Emphasis runs micromark and markdown-it may pair differently: a run of `*` (or of `_`) that can
 * both open and close, in a text that also has a run of two or more of that character. CommonMark's
 * "rule of 3" compares the lengths of two runs; once part of a run is used, micromark compares what
 * is left of it, markdown-it the whole run (`***a****a*`). Flanking as CommonMark defines it, with
 * Unicode punctuation and symbols as punctuation (escapes and code are not told apart: a page
 * refused for nothing goes to MDX, which is only slower).
 */
const DELIMITER_RUN = /\*+|_+/g;
function ambiguousEmphasis(text: string): boolean {
  const stars = text.includes('**');
  const lines = text.includes('__');
  if (!stars && !lines) return false;
  DELIMITER_RUN.lastIndex = 0;
  for (let run = DELIMITER_RUN.exec(text); run; run = DELIMITER_RUN.exec(text)) {
    const mark = run[0][0];
    if (mark === '*' ? !stars : !lines) continue;
    const before = charClass(text, run.index - 1);
    const after = charClass(text, run.index + run[0].length);
    const left = after !== SPACE && (after !== PUNCT || before !== 0);
    const right = before !== SPACE && (before !== PUNCT || after !== 0);
    const opens = mark === '*' ? left : left && (!right || before === PUNCT);
    const closes = mark === '*' ? right : right && (!left || after === PUNCT);
    if (opens && closes) return true;
  }
  return false;
}
/** A continuation line indented 4+ columns that micromark (without indented code) could read as a block. */
const INDENTED_BLOCK_START = /\n(?: {4,}|\t)[ \t]*[#>*+=_`~|:\d-]/;

/**
 * How deep blocks (and link labels) may nest. markdown-it's own limit (`maxNesting`, 100 in the
 * default preset) is silent: past it, the block parser skips everything up to the end of the
 * enclosing block (a list 50 deep lost the rest of the page) and the inline parser reads the rest
 * of a label as plain text. That limit is lifted (see markdownParser) and this one is checked by
 * rules that run where markdown-it checked its own, so a page that deep goes to MDX instead.
 */
const MAX_NESTING = 100;

function blockNestingGuard(state: BlockState): boolean {
  if (state.level >= MAX_NESTING) throw new Unsupported('nesting');
  return false;
}

/**
 * The inline level only grows in links: a link's text, and the brackets a link or image label
 * checks, one level per bracket (markdown-it's skipToken). Run before the link rule, it bounds both.
 */
function inlineNestingGuard(state: InlineState): boolean {
  if (state.level >= MAX_NESTING) throw new Unsupported('nesting');
  return false;
}

/** markdown-it fills a short table row with empty cells, and ends the table once it has filled in this many. */
const MAX_FILLED_CELLS = 0x10000;

/** Where a link or image starts (line ends before it in its inline content) and whether it is written by reference. */
interface LinkPosition {
  lineOffset: number;
  reference: boolean;
  /** The link or image is written over more than one line. */
  multiline: boolean;
}

/** The number of line ends before `pos` in an inline state's source, counted on from the previous call. */
const lineCount = { state: undefined as InlineState | undefined, src: '', pos: 0, lines: 0 };
function linesBefore(state: InlineState, pos: number): number {
  const count = lineCount;
  if (count.state !== state || count.src !== state.src || count.pos > pos) Object.assign(count, { state, src: state.src, pos: 0, lines: 0 });
  for (let index = state.src.indexOf('\n', count.pos); index !== -1 && index < pos; index = state.src.indexOf('\n', index + 1)) count.lines++;
  count.pos = pos;
  return count.lines;
}

/** markdown-it's cache of code-span closers (not in its types). */
interface BacktickCache {
  backticks: Record<number, number>;
  backticksScanned: boolean;
}

/** One of a ruler's rules, by its (public) name: markdown-it's rulers have no public getter for a rule's function. */
function ruleOf<Rule>(ruler: unknown, name: string): Rule {
  const rule = (ruler as { __rules__: { name: string; fn: Rule }[] }).__rules__.find((entry) => entry.name === name)?.fn;
  if (!rule) throw new Error(`markdown-it has no rule named ${name}`);
  return rule;
}
function inlineRule(md: MarkdownIt, name: string): InlineRule {
  return ruleOf<InlineRule>(md.inline.ruler, name);
}

type BlockRule = Parameters<MarkdownIt['block']['ruler']['push']>[1];
/**
 * markdown-it's link definition rule, recording the line after each definition (in the parse's
 * env): micromark reads a definition as it reads a paragraph, so a container opening on the next
 * line interrupts it (see cannotInterrupt).
 */
function recordedDefinitions(md: MarkdownIt): BlockRule {
  const rule = ruleOf<BlockRule>(md.block.ruler, 'reference');
  return (state, startLine, endLine, silent) => {
    if (!rule(state, startLine, endLine, silent)) return false;
    if (!silent) ((state.env as ParseEnv).definitionEnds ??= new Set()).add(state.line);
    return true;
  };
}

/** What the rules above leave for buildTree. */
interface ParseEnv {
  definitionEnds?: Set<number>;
}

/**
 * markdown-it's code-span rule, kept inside the text it reads: in a link's text (a range of the
 * paragraph) it looked for the closing backticks past the `]`, and took any backtick there for a
 * closer of any length (`` [`](u) `` then ```` ``` ```` on the next line made one code span).
 */
function boundedBackticks(md: MarkdownIt): InlineRule {
  const rule = inlineRule(md, 'backticks');
  return (state, silent) => {
    if (state.src.charCodeAt(state.pos) !== 0x60 /* ` */) return false;
    if (state.posMax >= state.src.length) return rule(state, silent);
    const src = state.src;
    state.src = src.slice(0, state.posMax);
    try {
      return rule(state, silent);
    } finally {
      state.src = src;
    }
  };
}

/** markdown-it's inline tokenizer, run with an empty cache of code-span closers (see positioned). */
function freshBacktickCache(md: MarkdownIt): void {
  const tokenize = md.inline.tokenize.bind(md.inline);
  md.inline.tokenize = (state) => {
    const cache = state as unknown as BacktickCache;
    const { backticks, backticksScanned } = cache;
    cache.backticks = {};
    cache.backticksScanned = false;
    tokenize(state);
    cache.backticks = backticks;
    cache.backticksScanned = backticksScanned;
  };
}

/**
 * markdown-it's link or image rule, recording on the token it makes where it starts (inline tokens
 * carry no position) and whether it is an inline link (ends with `)`) or a reference.
 *
 * It also keeps the rule from spoiling markdown-it's cache of code-span closers. That cache holds
 * only for a left-to-right scan, but a label is checked by scanning ahead (code spans included):
 * in `` [`a](b) `c` `` the look-ahead from the second backtick finds no closer, and the code span
 * from the first backtick, checked afterwards, was then printed as text. What the rule scanned is
 * forgotten once it returns (the cache is as it was before); the label's own text is read with a
 * cache of its own (see freshBacktickCache).
 */
function positioned(md: MarkdownIt, name: 'link' | 'image'): InlineRule {
  const rule = inlineRule(md, name);
  const type = name === 'link' ? 'link_open' : 'image';
  return (state, silent) => {
    const start = state.pos;
    const count = state.tokens.length;
    const cache = state as unknown as BacktickCache;
    const { backticks, backticksScanned } = cache;
    cache.backticks = { ...backticks };
    const found = rule(state, silent);
    // `[ref]( x` with `ref` defined: when the `(` starts no destination, markdown-it may give up on
    // the link where micromark falls back to the reference `[ref]`. (Checked before the cache is
    // put back: reading the label scans ahead too.)
    const references = (state.env as { references?: Record<string, unknown> }).references;
    if (!found && !silent && references && state.src.charCodeAt(start) === 0x5b /* [ */) {
      const end = state.md.helpers.parseLinkLabel(state, start, true);
      if (end >= 0 && state.src.charCodeAt(end + 1) === 0x28 /* ( */ && state.md.utils.normalizeReference(state.src.slice(start + 1, end)) in references) {
        throw new Unsupported('defined label before a parenthesis');
      }
    }
    cache.backticks = backticks;
    cache.backticksScanned = backticksScanned;
    if (!found) return false;
    if (!silent) {
      let token: Token | undefined;
      for (let index = count; index < state.tokens.length && !token; index++) if (state.tokens[index]!.type === type) token = state.tokens[index];
      if (token) {
        const lineEnd = state.src.indexOf('\n', start);
        const reference = state.src.charCodeAt(state.pos - 1) !== 0x29; /* ) */
        // `[ref][[ a](u)`: markdown-it falls back to the shortcut `[ref]` when what follows is no
        // label; micromark does not.
        if (reference && state.src.charCodeAt(state.pos) === 0x5b /* [ */) throw new Unsupported('reference before a bracket');
        // `![ref]( x`: markdown-it's image rule gives up when `(` follows but no destination does,
        // and `[ref]` becomes a link; micromark falls back to the image reference.
        if (reference && type === 'link_open' && state.src.charCodeAt(start - 1) === 0x21 /* ! */) throw new Unsupported('reference after a bang');
        token.meta = { lineOffset: linesBefore(state, start), reference, multiline: lineEnd !== -1 && lineEnd < state.pos } satisfies LinkPosition;
      }
    }
    return true;
  };
}

/** A URL percent-encoded as micromark (so MDX) does it; markdown-it's own would also punycode host names. */
const URL_TO_ENCODE = /[\uD800-\uDBFF][\uDC00-\uDFFF]|%(?![A-Za-z0-9]{2})|[^A-Za-z0-9!#$%&'()*+,\-./:;=?@_~]/g;
function normalizeUrl(url: string): string {
  // A lone surrogate cannot be encoded: it stands for U+FFFD.
  return url.replace(URL_TO_ENCODE, (match) => encodeURIComponent(match.length === 1 && match >= '\uD800' && match <= '\uDFFF' ? '\uFFFD' : match));
}

/**
 * Runs between block and inline parsing, on the text of each paragraph, heading and table cell:
 * refuses what micromark would read differently (see INDENTED_BLOCK_START, DELIMITER_ROW,
 * ASTRAL_DELIMITER, NEXT_TO_TILDE, TEXT_DIRECTIVE, TAB_BEFORE_LINE_END and ambiguousEmphasis).
 */
function inlineSourceRule(state: CoreState): void {
  const tokens = state.tokens;
  let blockquotes = 0;
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    if (token.type === 'blockquote_open') blockquotes++;
    else if (token.type === 'blockquote_close') blockquotes--;
    if (token.type !== 'inline') continue;
    const content = token.content;
    const refusal = inlineRefusal(content);
    if (refusal) throw new Unsupported(refusal);
    if (ambiguousEmphasis(content)) throw new Unsupported('emphasis runs');
    if (!content.includes('\n')) continue;
    if (TAB_BEFORE_LINE_END.test(content)) throw new Unsupported('tab before a line end');
    // Each on the lines after the first (after a \n).
    if (tokens[index - 1]?.type === 'paragraph_open' && INDENTED_BLOCK_START.test(content)) throw new Unsupported('indented continuation');
    if (DELIMITER_ROW.test(content)) throw new Unsupported('table delimiter row in a paragraph');
    // A lazy line of a blockquote in a list item keeps the list's indentation in markdown-it's
    // text (micromark takes it as the list's): a code span over it would keep those spaces.
    if (blockquotes > 0 && content.includes('`') && /\n[ \t]/.test(content)) throw new Unsupported('code span over an indented line in a blockquote');
  }
}

/** Refuse any block that starts four or more columns in: MDX has no indented code, markdown-it's other rules do not fit. */
function indentGuard(state: BlockState, startLine: number): boolean {
  if (state.sCount[startLine]! - state.blkIndent >= 4) throw new Unsupported('indented block');
  return false;
}

/**
 * markdown-it tries its table rule before any other, so `* a | b` over `--- | ---` is a table whose
 * first cell is `* a`; micromark opens the list item (or blockquote, heading …) first. Refuse a
 * line that starts with such a marker when the next one could be a delimiter row.
 */
function tableGuard(state: BlockState, startLine: number, endLine: number): boolean {
  if (startLine + 1 >= endLine) return false;
  const nextStart = state.bMarks[startLine + 1]! + state.tShift[startLine + 1]!;
  const first = state.src.charCodeAt(nextStart);
  if (first !== 0x7c /* | */ && first !== 0x3a /* : */ && first !== 0x2d /* - */) return false;
  const line = state.src.slice(state.bMarks[startLine]! + state.tShift[startLine]!, state.eMarks[startLine]);
  if (!CONTAINER_OR_BLOCK_START.test(line)) return false;
  const next = state.src.slice(nextStart, state.eMarks[startLine + 1]);
  if (next.includes('-') && /^[|: \t-]+$/.test(next)) throw new Unsupported('marker before a table');
  return false;
}

/** `:::type[title]` … `:::` (nesting by colon count), as the MDX pipeline's remark-directive reads it. */
function admonitionRule(state: BlockState, startLine: number, endLine: number, silent: boolean): boolean {
  if (state.sCount[startLine]! - state.blkIndent >= 4) return false;
  const open = ADMONITION_OPEN.exec(state.src.slice(state.bMarks[startLine]! + state.tShift[startLine]!, state.eMarks[startLine]));
  if (!open || !KNOWN_ADMONITIONS.has(open[2]!)) return false;
  if (silent) return true;
  // remark-directive takes an indented fence's indentation off the lines inside; this rule does not.
  if (state.sCount[startLine]! > state.blkIndent) throw new Unsupported('indented admonition');
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
  // Its silent nesting limit is lifted: MAX_NESTING is checked instead (see blockNestingGuard).
  // The option is markdown-it's own (each preset sets it), missing from its types.
  (md.options as { maxNesting?: number }).maxNesting = Infinity;
  md.disable(['code', 'autolink', 'html_block', 'html_inline']);
  // MDX does not drop `javascript:` links; the theme's Link decides what to do with them.
  md.validateLink = () => true;
  md.normalizeLink = normalizeUrl;
  md.block.ruler.before('table', 'folio_nesting', blockNestingGuard);
  md.block.ruler.before('table', 'folio_indent', indentGuard);
  md.block.ruler.before('table', 'folio_table', tableGuard);
  md.block.ruler.at('reference', recordedDefinitions(md));
  md.inline.ruler.at('link', positioned(md, 'link'));
  md.inline.ruler.at('image', positioned(md, 'image'));
  md.inline.ruler.at('backticks', boundedBackticks(md));
  freshBacktickCache(md);
  md.inline.ruler.before('link', 'folio_nesting', inlineNestingGuard);
  md.core.ruler.before('inline', 'folio_inline_source', inlineSourceRule);
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

/**
 * Links and images are marked as remark-links marks them for MDX; `line` is -1 for those written by
 * reference, which it leaves alone (they are not link or image nodes there).
 */
function linkTarget(url: string, line: number, isImage: boolean): string {
  return line < 0 ? url : markUrl(url, line, isImage);
}

function positionOf(token: Token): LinkPosition {
  const position = token.meta as LinkPosition | null;
  if (!position) throw new Unsupported('link without position');
  return position;
}

/**
 * A code span's text. markdown-it takes a space off both ends of one made of spaces only
 * (CommonMark does not): from " " it cannot be told whether there were one or three.
 */
function codeSpanText(token: Token): string {
  if (token.content !== '' && token.content.trim() === '') throw new Unsupported('code span of spaces');
  return token.content;
}

/** The line a link or image starts on (1-based), or -1 when it is written by reference. */
function linkLine(token: Token, line: number): number {
  const position = positionOf(token);
  return position.reference ? -1 : line + position.lineOffset;
}

/**
 * A link's or image's title prop. micromark drops the spaces and tabs that start a line of an
 * inline link's title (markdown-it keeps them; a definition's title it reads as micromark does).
 */
function titleProp(token: Token, lineEnding: string): [string, string][] {
  let title = token.attrGet('title');
  if (!title) return [];
  if (!positionOf(token).reference) title = title.replace(/\n[ \t]+/g, '\n');
  if (lineEnding !== '\n' && title.includes('\n')) throw new Unsupported('title over two lines in a page with \\r\\n');
  return [['title', JSON.stringify(title)]];
}

/**
 * An image's alt as mdast has it (the text of its description): a hard break gives nothing, an
 * image its own alt, a code span its text as written (markdown-it turns its line ends into spaces,
 * so one over two lines goes to MDX). A link in a description goes to MDX (see below).
 */
function altText(tokens: Token[], multiline: boolean, lineEnding: string): string {
  let text = '';
  for (const token of tokens) {
    switch (token.type) {
      case 'text':
      case 'text_special':
        text += token.content;
        break;
      case 'softbreak':
        text += lineEnding;
        break;
      case 'code_inline':
        if (multiline) throw new Unsupported('code span in a description over two lines');
        text += codeSpanText(token);
        break;
      case 'image':
        text += altText(token.children ?? [], multiline, lineEnding);
        break;
      case 'hardbreak':
      case 'em_open':
      case 'em_close':
      case 'strong_open':
      case 'strong_close':
      case 's_open':
      case 's_close':
        break;
      default:
        // link_open too: markdown-it reads an image's description on its own, so a link in it does
        // not stop a link around the image, where CommonMark (micromark) allows no link in a link.
        throw new Unsupported(token.type);
    }
  }
  return text;
}

/**
 * Inline tokens → children. `line` is the 1-based line the inline content starts on; `lineEnding`
 * the page's (a soft break keeps it in MDX's text).
 */
function inlineChildren(tokens: Token[], line: number, lineEnding: string): Child[] {
  const root = element('#inline');
  const stack: Element[] = [root];
  const top = () => stack[stack.length - 1]!;
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
        top().children.push(lineEnding);
        break;
      case 'hardbreak':
        top().children.push(element('br'), '\n');
        break;
      case 'code_inline':
        top().children.push({ tag: 'code', props: [], children: [codeSpanText(token)] });
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
        const href = linkTarget(token.attrGet('href') ?? '', linkLine(token, line), false);
        open(element('a', [['href', JSON.stringify(href)], ...titleProp(token, lineEnding)]));
        break;
      }
      case 'em_close':
      case 'strong_close':
      case 's_close':
      case 'link_close':
        stack.pop();
        break;
      case 'image': {
        const alt = checkText(altText(token.children ?? [], positionOf(token).multiline, lineEnding));
        const src = linkTarget(token.attrGet('src') ?? '', linkLine(token, line), true);
        top().children.push(element('img', [['src', JSON.stringify(src)], ['alt', JSON.stringify(alt)], ...titleProp(token, lineEnding)]));
        break;
      }
      default:
        throw new Unsupported(token.type);
    }
  }
  if (stack.length !== 1) throw new Unsupported('unbalanced inline tokens');
  if (tokens.some((token) => token.type === 'hardbreak')) trimAfterBreaks(root.children);
  return root.children;
}

/**
 * mdast-util-to-hast takes the spaces and tabs off the start of what follows a hard break: a text,
 * or the first text of an element (`a\` then `[ b](u)` links "b").
 */
function trimAfterBreaks(children: Child[]): void {
  for (let index = 0; index < children.length; index++) {
    const child = children[index]!;
    if (typeof child !== 'object') continue;
    trimAfterBreaks(child.children);
    if (child.tag !== 'br' || children[index + 1] !== '\n') continue;
    const next = children[index + 2];
    if (typeof next === 'string') children[index + 2] = next.replace(/^[ \t]+/, '');
    else if (next && typeof next.children[0] === 'string') next.children[0] = next.children[0].replace(/^[ \t]+/, '');
  }
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
function buildTree(
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
      case 'fence': {
        // A fence left open (its list item or blockquote ends it): mdast and markdown-it then
        // disagree on the blank lines after it (a list's looseness).
        const close = token.map && token.map[1] - 1 > token.map[0] ? source[token.map[1] - 1]!.replace(/^[\s>]*/, '') : '';
        if (!close.startsWith(token.markup) || close.replace(/^(`+|~+)/, '').trim() !== '') throw new Unsupported('fence left open');
        // As MDX reads the info string: micromark splits it at the first space or tab (before
        // escapes and entities are decoded), mdast-util-to-hast keeps the language's first word
        // (split at any white space: `&nbsp;` alone gives the language "").
        const unescape = markdownParser().utils.unescapeAll;
        const info = token.info.replace(/^[ \t]+|[ \t]+$/g, '');
        const space = info.search(/[ \t]/);
        const rawLanguage = space === -1 ? info : info.slice(0, space);
        const language = rawLanguage === '' ? 'text' : unescape(rawLanguage).split(/\s+/)[0]!;
        const meta = space === -1 ? '' : unescape(info.slice(space).replace(/^[ \t]+/, ''));
        const props = codeBlockProperties(language, meta || undefined, token.content.replace(/\n$/, '').replaceAll('\n', lineEnding));
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

/** Print children as a JSX-runtime call's `children` value, merging adjacent text as mdast does. */
function printChildren(children: Child[], used: Set<string>): string | undefined {
  const printed: string[] = [];
  let text = '';
  for (const child of children) {
    if (typeof child === 'string') {
      text += child;
      continue;
    }
    if (text !== '') printed.push(JSON.stringify(text));
    text = '';
    printed.push(printElement(child, used));
  }
  if (text !== '') printed.push(JSON.stringify(text));
  if (printed.length === 0) return undefined;
  return printed.length === 1 ? printed[0] : `[${printed.join(', ')}]`;
}

function printElement(el: Element, used: Set<string>): string {
  const first = el.tag.charCodeAt(0);
  const isComponent = first >= 0x41 && first <= 0x5a; // A-Z
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
  // micromark ignores a byte order mark; markdown-it reads it as text (readFrontMatter takes it off).
  if (content.charCodeAt(0) === 0xfeff) return undefined;
  // micromark keeps a page's line endings in MDX's text and code, markdown-it turns them all into
  // \n: a page with \r\n throughout gets them back where they show (soft breaks, code blocks,
  // image descriptions), other mixes go to MDX.
  let lineEnding = '\n';
  if (content.includes('\r')) {
    if (/\r(?!\n)|(?<!\r)\n/.test(content)) return undefined;
    lineEnding = '\r\n';
  }
  const value = normalizeAdmonitionTitles(content);
  // The `includes` go first: they find no match in most pages much faster than the regular expression.
  const mdxOnly = (content.includes('import') || content.includes('export') || content.includes('[^')) && MDX_ONLY_LINE.test(content);
  if (mdxOnly && mapLinesOutsideFences(value, (line) => (MDX_ONLY_LINE.test(line) ? '\0' : '')).includes('\0')) return undefined;
  try {
    const env: ParseEnv = {};
    const tokens = markdownParser().parse(value, env);
    const { children, exports } = buildTree(tokens, value.split('\n'), lineEnding, env, options);
    return { code: printModule(children), exports };
  } catch (error) {
    if (error instanceof Unsupported) return undefined;
    // Deep recursion in markdown-it (images in image descriptions) or in the printer: MDX's turn.
    if (error instanceof RangeError && /call stack/i.test(error.message)) return undefined;
    throw error;
  }
}
