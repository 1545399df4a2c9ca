/** PURE: tests on a block's text for what micromark and markdown-it read differently (the page then goes to MDX). */

/**
 * A line micromark's GFM tables take for a delimiter row (with a pipe or a colon: dashes alone
 * make a setext underline) even after a line without pipes, where markdown-it sees none.
 */
export const DELIMITER_ROW = /\n(?=[^\n]*-)(?=[^\n]*[|:])[|: \t-]+(?:\n|$)/;
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
export function inlineRefusal(text: string): string | undefined {
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
export const TAB_BEFORE_LINE_END = /\t[ \t]*\n/;
/** A line that starts with a list, blockquote, heading, fence or directive marker. */
export const CONTAINER_OR_BLOCK_START = /^(?:(?:[*+-]|\d{1,9}[.)])(?:[ \t]|$)|>|#{1,6}(?:[ \t]|$)|`{3}|~{3}|:{3})/;

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
export function ambiguousEmphasis(text: string): boolean {
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
export const INDENTED_BLOCK_START = /\n(?: {4,}|\t)[ \t]*[#>*+=_`~|:\d-]/;
