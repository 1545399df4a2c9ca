/**
 * PURE: `folio write-heading-ids` on one file's text: every ATX heading without an explicit id gets
 * `{#id}` at the end of its line, the id being the one Folio gives it today. So writing the ids
 * changes no link: rehype-slug (and the fast Markdown path) number the headings without an id with
 * one github-slugger per page, in document order, and leave headings with an id out of the count;
 * this does the same, counting also the headings it cannot write an id on (inside a block quote
 * or a list, underlined) so that the numbers after them still match.
 *
 * Only ids made of A-Z, a-z, 0-9, `_` and `-` are written, as only those are read back.
 *
 * As in Docusaurus: `maintainCase` keeps the heading's case in the slug; `overwrite` replaces the
 * ids already written (and then numbers every heading).
 */
import GithubSlugger from 'github-slugger';
import MarkdownIt from 'markdown-it';
import { parseFrontMatter } from '../mdx/front-matter.ts';

type Token = ReturnType<MarkdownIt['parse']>[number];

export interface HeadingIdOptions {
  maintainCase?: boolean;
  overwrite?: boolean;
}

/** A heading line Folio reads an id on (remark-heading-ids.ts): `#` at the start of the line. */
const WRITABLE = /^#{1,6}(?:[ \t]|$)/;
/** An id at the end of a heading line, and the text before it. */
const LINE_ID = /^(.*?)[ \t]*\{#([\w-]+)\}[ \t]*$/;
/** An id in a comment ending a heading line (`{/* #id *\/}`, `<!-- #id -->`; remark-heading-ids.ts), and the text before it. */
const COMMENT_ID = /^(.*?)[ \t]*(?:\{\/\*[ \t]*#[^\s*]+[^*]*\*\/\}|<!--[ \t]*#\S+[\s\S]*?-->)[ \t]*$/;
/** An id Folio reads back from `{#id}` (remark-heading-ids.ts, the fast Markdown path). */
const READABLE_ID = /^[\w-]+$/;
/** The closing run of `#` of an ATX heading, which would stop closing once an id follows it. */
const CLOSING = /[ \t]+#+[ \t]*$/;

let markdown: MarkdownIt | undefined;

export function addHeadingIds(source: string, options: HeadingIdOptions = {}): string {
  // Front matter blanked, lines kept: token lines are the file's lines.
  const { content } = parseFrontMatter(source);
  markdown ??= new MarkdownIt({ html: true });
  const tokens = markdown.parse(content, {});
  const lines = source.split('\n');
  const offset = source.charCodeAt(0) === 0xfeff ? 1 : 0;
  const slugger = new GithubSlugger();
  tokens.forEach((token, index) => {
    if (token.type !== 'heading_open' || !token.map) return;
    const number = token.map[0];
    const line = lines[number]!;
    const end = line.endsWith('\r') ? '\r' : '';
    const body = (number === 0 ? line.slice(offset) : line).slice(0, line.length - end.length);
    const writable = token.markup.startsWith('#') && WRITABLE.test(body);
    const existing = writable ? (LINE_ID.exec(body) ?? COMMENT_ID.exec(body)) : null;
    if (existing && !options.overwrite) return;
    const text = headingText(tokens[index + 1]);
    const id = slugger.slug(text, options.maintainCase);
    // An id with other characters (`café`, `日本語`, none at all) would not be read back: `{#café}`
    // would show as text, or fail as an MDX expression. Such a heading keeps its automatic id.
    // (With `overwrite`, its old id goes: the heading was counted, as rehype-slug will count it.)
    if (!writable || text.trim() === '') return;
    const start = number === 0 ? line.slice(0, offset) : '';
    if (!READABLE_ID.test(id)) {
      if (existing) lines[number] = `${start}${existing[1]}${end}`;
      return;
    }
    const heading = (existing ? existing[1]! : body).replace(CLOSING, '');
    lines[number] = `${start}${heading} {#${id}}${end}`;
  });
  return lines.join('\n');
}

/** The heading's text as the page shows it (what rehype-slug reads): markup, tags and images dropped, any `{#id}` or final MDX comment left out. */
function headingText(inline: Token | undefined): string {
  let text = '';
  for (const child of inline?.children ?? []) {
    if (child.type === 'image') continue;
    if (child.type === 'text' || child.type === 'text_special' || child.type === 'code_inline') text += child.content;
    else if (child.type === 'softbreak' || child.type === 'hardbreak') text += '\n';
  }
  return text.replace(/[ \t]*\{#[\w-]+\}[ \t]*$/, '').replace(/[ \t]*\{\/\*[\s\S]*\*\/\}[ \t]*$/, '');
}
