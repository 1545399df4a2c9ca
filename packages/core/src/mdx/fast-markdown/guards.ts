/** The markdown-it rules that refuse a page (throw Unsupported) where it would go wrong: nesting, indentation, tables, inline text. */
import { Unsupported, type BlockState, type CoreState, type InlineState } from './tokens.ts';
import { ambiguousEmphasis, CONTAINER_OR_BLOCK_START, DELIMITER_ROW, INDENTED_BLOCK_START, inlineRefusal, TAB_BEFORE_LINE_END } from './refusals.ts';

/**
 * How deep blocks (and link labels) may nest. markdown-it's own limit (`maxNesting`, 100 in the
 * default preset) is silent: past it, the block parser skips everything up to the end of the
 * enclosing block (a list 50 deep lost the rest of the page) and the inline parser reads the rest
 * of a label as plain text. That limit is lifted (see markdownParser) and this one is checked by
 * rules that run where markdown-it checked its own, so a page that deep goes to MDX instead.
 */
const MAX_NESTING = 100;

export function blockNestingGuard(state: BlockState): boolean {
  if (state.level >= MAX_NESTING) throw new Unsupported('nesting');
  return false;
}

/**
 * The inline level only grows in links: a link's text, and the brackets a link or image label
 * checks, one level per bracket (markdown-it's skipToken). Run before the link rule, it bounds both.
 */
export function inlineNestingGuard(state: InlineState): boolean {
  if (state.level >= MAX_NESTING) throw new Unsupported('nesting');
  return false;
}

/**
 * Runs between block and inline parsing, on the text of each paragraph, heading and table cell:
 * refuses what micromark would read differently (see INDENTED_BLOCK_START, DELIMITER_ROW,
 * ASTRAL_DELIMITER, NEXT_TO_TILDE, TEXT_DIRECTIVE, TAB_BEFORE_LINE_END and ambiguousEmphasis).
 */
export function inlineSourceRule(state: CoreState): void {
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
export function indentGuard(state: BlockState, startLine: number): boolean {
  if (state.sCount[startLine]! - state.blkIndent >= 4) throw new Unsupported('indented block');
  return false;
}

/**
 * markdown-it tries its table rule before any other, so `* a | b` over `--- | ---` is a table whose
 * first cell is `* a`; micromark opens the list item (or blockquote, heading …) first. Refuse a
 * line that starts with such a marker when the next one could be a delimiter row.
 */
export function tableGuard(state: BlockState, startLine: number, endLine: number): boolean {
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
