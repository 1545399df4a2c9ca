/**
 * Custom heading ids, as Docusaurus's remark headings plugin takes them:
 *  - from a comment that is the heading's last child, `## Install {/* #setup *\/}` (an MDX comment,
 *    the expression holding that one comment and nothing else) or `## Install <!-- #setup -->` (an
 *    HTML comment, which reaches this plugin only where Folio keeps HTML: `md` pages; MDX pages
 *    drop HTML comments while parsing, as Docusaurus does). The id is the comment's first word
 *    (split at spaces) when it starts with `#`: `{/* setup *\/}` is no id. The comment is taken out
 *    of the heading and the text before it trimmed at the end;
 *  - otherwise from `{#setup}` at the end of the heading's text. MDX would read `{#setup}` as a
 *    JavaScript expression, so the source is escaped first (as Docusaurus does) and the id is
 *    taken from the heading's text here.
 * The id goes to the heading's `id` attribute; rehype-slug keeps ids that are already set.
 */
import type { Heading, Html, Root, Text } from 'mdast';
import { visit } from 'unist-util-visit';
import { mapLinesOutsideFences } from './source-lines.ts';

/** A line Docusaurus escapes the first `{#` of: an ATX heading's (`#` to `######`, not followed by another `#`). */
const HEADING_LINE = /^#{1,6}(?!#)/;
/** Docusaurus's custom id at the end of a heading's text: any characters but `{#` and `}`, at least one. */
const TEXT_ID = /\s*\{#((?:.(?!\{#|\}))*.)\}\s*$/;
const HTML_COMMENT = /^<!--([\s\S]*)-->$/;

/** What of an `mdxTextExpression` (mdast-util-mdx-expression) this reads: the program acorn parsed, with its comments. */
type Expression = { data?: { estree?: { body: unknown[]; comments?: Array<{ value: string }> } | null } };

/**
 * PURE: escape the first `{#` of each ATX heading line outside code fences, unless it is escaped
 * already, as Docusaurus does before MDX reads the page (`{#id}`, and `{#}` in a heading's text,
 * would be expressions). Keeps every line.
 */
export function escapeHeadingIds(source: string): string {
  return mapLinesOutsideFences(source, (line) => {
    if (!HEADING_LINE.test(line)) return line;
    const at = line.indexOf('{#');
    return at < 0 || line[at - 1] === '\\' ? line : `${line.slice(0, at)}\\${line.slice(at)}`;
  });
}

/** PURE: the id a comment's text names: its first word, split at spaces as Docusaurus splits it, when that starts with `#` and has more. */
export function commentHeadingId(comment: string): string | undefined {
  const first = comment.trim().split(' ')[0]!;
  return first.startsWith('#') && first.length > 1 ? first.slice(1) : undefined;
}

/** The text of a node that is a comment alone: an MDX expression of one comment and no code, or an HTML comment. */
function commentText(node: Heading['children'][number] | undefined): string | undefined {
  if ((node as { type: string } | undefined)?.type === 'mdxTextExpression') {
    const program = (node as Expression).data?.estree;
    return program && program.body.length === 0 && program.comments?.length === 1 ? program.comments[0]!.value : undefined;
  }
  if (node?.type === 'html') return HTML_COMMENT.exec((node as Html).value)?.[1] || undefined;
  return undefined;
}

/** The id of a `{/* #id *\/}` or `<!-- #id -->` ending the heading, taken out of it with the spaces before it. */
function takeCommentId(heading: Heading): string | undefined {
  const comment = commentText(heading.children.at(-1));
  const id = comment === undefined ? undefined : commentHeadingId(comment);
  if (id === undefined) return undefined;
  heading.children.pop();
  const last = heading.children.at(-1);
  if (last?.type === 'text') {
    (last as Text).value = (last as Text).value.trimEnd();
    if ((last as Text).value === '') heading.children.pop();
  }
  return id;
}

/** The id of a `{#id}` ending the heading's text, taken out of it. */
function takeTextId(heading: Heading): string | undefined {
  const last = heading.children.at(-1);
  if (last?.type !== 'text') return undefined;
  const match = TEXT_ID.exec((last as Text).value);
  if (!match) return undefined;
  (last as Text).value = (last as Text).value.slice(0, match.index);
  if ((last as Text).value === '') heading.children.pop();
  return match[1];
}

export function remarkHeadingIds() {
  return (tree: Root) => {
    visit(tree, 'heading', (heading: Heading) => {
      const id = takeCommentId(heading) ?? takeTextId(heading);
      if (id === undefined) return;
      heading.data = { ...heading.data, hProperties: { ...(heading.data?.hProperties ?? {}), id } };
    });
  };
}
