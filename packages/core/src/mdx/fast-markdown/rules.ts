/** markdown-it's own rules, wrapped: link positions for link markers, definitions' ends, code spans kept inside their text. */
import type MarkdownIt from 'markdown-it';
import { Unsupported, type InlineRule, type InlineState, type Token } from './tokens.ts';

/** Where a link or image starts (line ends before it in its inline content) and whether it is written by reference. */
export interface LinkPosition {
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
export function recordedDefinitions(md: MarkdownIt): BlockRule {
  const rule = ruleOf<BlockRule>(md.block.ruler, 'reference');
  return (state, startLine, endLine, silent) => {
    if (!rule(state, startLine, endLine, silent)) return false;
    if (!silent) ((state.env as ParseEnv).definitionEnds ??= new Set()).add(state.line);
    return true;
  };
}

/** What the rules above leave for buildTree. */
export interface ParseEnv {
  definitionEnds?: Set<number>;
}

/**
 * markdown-it's code-span rule, kept inside the text it reads: in a link's text (a range of the
 * paragraph) it looked for the closing backticks past the `]`, and took any backtick there for a
 * closer of any length (`` [`](u) `` then ```` ``` ```` on the next line made one code span).
 */
export function boundedBackticks(md: MarkdownIt): InlineRule {
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
export function freshBacktickCache(md: MarkdownIt): void {
  const tokenize = md.inline.tokenize.bind(md.inline);
  md.inline.tokenize = (state) => {
    const cache = state as typeof state & BacktickCache;
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
export function positioned(md: MarkdownIt, name: 'link' | 'image'): InlineRule {
  const rule = inlineRule(md, name);
  const type = name === 'link' ? 'link_open' : 'image';
  return (state, silent) => {
    const start = state.pos;
    const count = state.tokens.length;
    const cache = state as typeof state & BacktickCache;
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
