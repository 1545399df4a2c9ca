/**
 * PURE: the one reader of a page's content title, the `contentTitle` that client/page-title.ts
 * ranks after front matter `title`. The docs plugin reads it when it loads docs (before any
 * compile: sidebar labels, pagination, search) and the compiler reads it for the page module's
 * `title` and `contentTitle` exports, from the same text with the same function, so a doc's props
 * and its page module cannot disagree.
 *
 * The rule is Docusaurus's (`parseMarkdownContentTitle`): the title is an h1 at the top of the
 * document, before any other content. Only blank lines, import/export statements and comments
 * (`{/* … *\/}`, `<!-- … -->`) may come first; an h1 after a paragraph, a list, a code block, JSX
 * or a lower heading is an ordinary heading. Either form counts: `# Title` (a closing `#` run and
 * a `{#custom-id}` are not part of it) or `Title` underlined with `=`.
 *
 * The value is the heading's text as Docusaurus gives it (mdast-util-to-string): the inline
 * Markdown read and its markup dropped (emphasis, code, links and JSX tags keep their text, an
 * image its description), entities and backslash escapes decoded.
 */
import MarkdownIt from 'markdown-it';

type Token = ReturnType<MarkdownIt['parseInline']>[number];

/** An ATX heading of level 1: up to three spaces, `#`, then a space, a tab or nothing. */
const ATX_H1 = /^ {0,3}#(?:[ \t]+(.*?))?[ \t]*$/;
/** The optional closing run of `#`, which must follow a space or stand alone. */
const ATX_CLOSING = /(?:^|[ \t]+)#+$/;
/** `{#custom-id}`, escaped or not (see remark-heading-ids.ts). */
const CUSTOM_ID = /[ \t]*\\?\{#[\w-]+\\?\}$/;
const SETEXT_H1 = /^ {0,3}=+[ \t]*$/;
const SETEXT_H2 = /^ {0,3}-+[ \t]*$/;
/** A line that starts a block other than a paragraph, so cannot be a setext heading's text. */
const OTHER_BLOCK = /^(?: {4}|\t| {0,3}(?:[<{>#|]|:::|[-*+](?:[ \t]|$)|\d{1,9}[.)](?:[ \t]|$)|```|~~~|(?:[-*_][ \t]*){3,}$))/;
const ESM = /^(?:import|export)[\s{*]/;
const COMMENTS: [open: RegExp, close: string][] = [
  [/^ {0,3}\{\/\*/, '*/}'],
  [/^ {0,3}<!--/, '-->'],
];

let inline: MarkdownIt | undefined;

/** The content title of `content` (a page's text, front matter removed or blanked), if it has one. */
export function readContentTitle(content: string): string | undefined {
  return locateContentTitle(splitLines(content))?.title;
}

/**
 * `content` without its content title's lines, trimmed, as Docusaurus's `removeContentTitle` gives
 * the blog's posts (the text their reading time counts): `content` trimmed when it has none.
 */
export function removeContentTitle(content: string): string {
  const lines = splitLines(content);
  const found = locateContentTitle(lines);
  return (found ? [...lines.slice(0, found.from), ...lines.slice(found.to)] : lines).join('\n').trim();
}

const splitLines = (content: string) => content.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);

/** The content title and its lines (`from` to `to`, exclusive), if there is one. */
function locateContentTitle(lines: string[]): { title: string | undefined; from: number; to: number } | undefined {
  let at = 0;
  for (;;) {
    while (at < lines.length && lines[at]!.trim() === '') at++;
    if (at === lines.length) return undefined;
    const skipTo = skippedUntil(lines, at);
    if (skipTo === at) break;
    at = skipTo;
  }
  const atx = ATX_H1.exec(lines[at]!);
  if (atx) return { title: plainText((atx[1] ?? '').replace(ATX_CLOSING, '').replace(CUSTOM_ID, '')), from: at, to: at + 1 };
  if (OTHER_BLOCK.test(lines[at]!)) return undefined;
  for (let end = at + 1; end < lines.length; end++) {
    const line = lines[end]!;
    if (SETEXT_H1.test(line)) return { title: plainText(lines.slice(at, end).map((text) => text.trim()).join('\n')), from: at, to: end + 1 };
    if (line.trim() === '' || SETEXT_H2.test(line) || OTHER_BLOCK.test(line)) return undefined;
  }
  return undefined;
}

/** The line after the statement or comment that starts at `at`; `at` itself when the line is content. */
function skippedUntil(lines: string[], at: number): number {
  const line = lines[at]!;
  // MDX ends an import or export at the first blank line.
  if (ESM.test(line)) {
    while (at < lines.length && lines[at]!.trim() !== '') at++;
    return at;
  }
  for (const [open, close] of COMMENTS) {
    if (!open.test(line)) continue;
    for (let end = at; end < lines.length; end++) {
      // Only a comment that is the whole block is skipped: `<!-- x --> text` is content.
      if (lines[end]!.includes(close)) return lines[end]!.trimEnd().endsWith(close) ? end + 1 : at;
    }
    return at;
  }
  return at;
}

/** The text of one heading's inline Markdown; undefined when nothing is left. */
function plainText(markdown: string): string | undefined {
  inline ??= new MarkdownIt('commonmark', { html: true }).enable('strikethrough');
  const text = textOf(inline.parseInline(markdown, {})[0]?.children ?? []).trim();
  return text === '' ? undefined : text;
}

function textOf(tokens: Token[]): string {
  let text = '';
  for (const token of tokens) {
    if (token.type === 'text' || token.type === 'code_inline') text += token.content;
    else if (token.type === 'softbreak' || token.type === 'hardbreak') text += '\n';
    else if (token.type === 'image') text += textOf(token.children ?? []);
  }
  return text;
}
