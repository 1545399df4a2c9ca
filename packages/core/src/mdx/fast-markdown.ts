/**
 * The fast path of the page compiler. Most documentation pages are plain Markdown: no JSX, no
 * `{expressions}`, no import or export. For those, the MDX pipeline (micromark, mdast, hast,
 * estree, then printing JavaScript) spends 6–10 ms per page building trees only to print the
 * same element calls. This compiler parses with markdown-it (CommonMark plus GFM tables and
 * strikethrough) and prints the page module straight from its tokens: the same elements, the
 * same props, the same whitespace, the same `toc`/title exports and the same link and asset
 * markers as the MDX pipeline with Folio's plugins, at a fraction of the cost.
 *
 * It also takes JSX elements alone on their lines with literal attributes, around Markdown, as
 * generated pages write them (the OpenAPI plugin's; fast-markdown/jsx-rule.ts).
 *
 * It is deliberately narrow. It gives up (returns undefined, and the page goes through MDX)
 * whenever the page uses anything where the two parsers could disagree or that only MDX knows:
 * `<` `{` `}` in text (other JSX, expressions, HTML, autolinks), `~` (GFM's single-tilde strikethrough),
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
 * `[`, no marker for links written by reference (one whose definition names a Markdown file goes to
 * MDX, which marks that definition), titles and image descriptions as mdast has them,
 * the text after a hard break trimmed as mdast-util-to-hast trims it, code-span closers looked for
 * left to right and inside a link's text, the info string of a fence split as micromark splits it.
 *
 * tests/fast-markdown.test.ts compiles every page of the Karakeep docs, the fixtures and the
 * benchmark corpus both ways and compares the rendered HTML; tests/fast-markdown-differential.test.ts
 * does the same for generated documents.
 */
import { normalizeAdmonitionTitles } from './remark-admonitions.ts';
import { mapLinesOutsideFences } from './source-lines.ts';
import type { PageExports } from './rehype-page-exports.ts';
import { buildTree, type FastMarkdownOptions } from './fast-markdown/blocks.ts';
import { markdownParser } from './fast-markdown/parser.ts';
import { printModule } from './fast-markdown/print.ts';
import type { ParseEnv } from './fast-markdown/rules.ts';
import { Unsupported } from './fast-markdown/tokens.ts';

export type { FastMarkdownOptions };

/** ESM (MDX reads it as code) and footnote definitions (markdown-it would take them for link references). */
const MDX_ONLY_LINE = /^(?:import|export)[\s{*]|^\s*\[\^/m;

export interface FastCompileResult {
  /** The module's code, without the frontMatter/title/toc exports (the caller adds them). */
  code: string;
  exports: PageExports;
}

/** An HTML comment alone on its line, from the first column (`<!-- truncate -->`, `<!-- prettier-ignore -->`). */
const COMMENT_LINE = /^<!--(?:(?!-->).)*-->[ \t]*$/;

/**
 * PURE: HTML comments alone on their line between blank lines (or the page's ends), outside code,
 * blanked: the MDX pipeline drops them (remark-comment, as Docusaurus does) and they need not send
 * the page to MDX. A blog post's `<!-- truncate -->` is one. Lines are kept, so positions stay.
 */
export function blankCommentLines(content: string): string {
  if (!content.includes('<!--')) return content;
  const lines = content.split('\n');
  const blank = (index: number) => index < 0 || index >= lines.length || lines[index]!.trim() === '';
  // Lines outside fences are left as they are by the mapping; a comment line comes out as '\0'.
  const marked = mapLinesOutsideFences(content, (line) => (COMMENT_LINE.test(line) ? '\0' : line)).split('\n');
  return marked.map((line, index) => (line === '\0' ? (blank(index - 1) && blank(index + 1) ? '' : lines[index]!) : line)).join('\n');
}

/**
 * PURE: compile plain Markdown (front matter already blanked) the way the MDX pipeline would, or
 * return undefined when the page needs MDX (see the header for what sends it there).
 */
export function compileFastMarkdown(content: string, options: FastMarkdownOptions): FastCompileResult | undefined {
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
  const value = normalizeAdmonitionTitles(blankCommentLines(content));
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
