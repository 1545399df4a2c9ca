/**
 * PURE: a page's description when its front matter gives none: the text of its first paragraph,
 * as Docusaurus takes it (the first line of content that is not a heading, import/export, code,
 * admonition, quote, table, image or definition; a list item counts without its marker; a line of
 * HTML or JSX by the text between its tags, none when it has only tags).
 *
 * The text is what the Markdown says, not its source: the paragraph is parsed (markdown-it, with
 * the document's link reference definitions) and only its text is kept, so links keep their text
 * (and a `)` in their target stays out), images their description, code spans their code, emphasis
 * and HTML tags drop their markup, entities and escapes are decoded, footnote references go. A link
 * or emphasis that goes on past the first line is taken whole.
 */
import MarkdownIt from 'markdown-it';

type Token = ReturnType<MarkdownIt['parseInline']>[number];

/** A line that starts something other than a paragraph of text. */
const NOT_TEXT = /^(?:#|import\s|export\s|<|:::|\||>|-{3,}|\*{3,}|_{3,}|!\[|\[\^[^\]]*\]:|\[[^\]]+\]:\s)/;
/** A line that ends a paragraph (as NOT_TEXT, and a list item or a fence). */
const ENDS_PARAGRAPH = /^(?:#|<|:::|\||>|-{3,}|\*{3,}|_{3,}|[-*+]\s|\d{1,9}[.)]\s|`{3,}|~{3,}|\[\^[^\]]*\]:)/;
const FOOTNOTE_REFERENCE = /\[\^[^\]\s]+\]/g;

let parser: MarkdownIt | undefined;

/** The description text of `content` (a page's text, front matter removed or blanked), if it has a paragraph. */
export function readFirstParagraph(content: string): string | undefined {
  const lines = content.split(/\r\n|\r|\n/);
  let fence: string | undefined;
  let inStatement = false;
  for (let at = 0; at < lines.length; at++) {
    const line = lines[at]!.trim();
    // An import or export may span lines: skip up to the line that ends it.
    if (inStatement) {
      if (line === '' || /(from\s+['"][^'"]+['"]|;)\s*$/.test(line)) inStatement = false;
      continue;
    }
    if (/^(import|export)\s/.test(line) && !/(from\s+['"][^'"]+['"]|;|^import\s+['"][^'"]+['"])\s*;?\s*$/.test(line)) {
      inStatement = true;
      continue;
    }
    const fenceMatch = /^(`{3,}|~{3,})/.exec(line);
    if (fenceMatch) {
      fence = fence ? (line.startsWith(fence) ? undefined : fence) : fenceMatch[1];
      continue;
    }
    if (fence || line === '') continue;
    // A line of HTML or JSX counts by its text between the tags, as Docusaurus reads it
    // (`<div align="center">Intro</div>`, `<Badge /> Text`); one of tags only is skipped.
    const tagged = line.startsWith('<') && !line.startsWith('<!--') ? line.replace(/<[^>]*>/g, '').trim() : undefined;
    if (tagged === '' || (tagged === undefined && NOT_TEXT.test(line))) continue;
    const paragraph = [tagged ?? line.replace(/^[-*+]\s+|^\d{1,9}[.)]\s+/, '')];
    for (let next = at + 1; next < lines.length; next++) {
      const more = lines[next]!.trim();
      if (more === '' || ENDS_PARAGRAPH.test(more)) break;
      paragraph.push(more);
    }
    const text = firstLineText(paragraph.join('\n'), content);
    if (text) return text;
  }
  return undefined;
}

/** The text of the paragraph's first line (and of a link or emphasis it opens, to its end). */
function firstLineText(paragraph: string, document: string): string {
  parser ??= new MarkdownIt('commonmark', { html: true }).enable('strikethrough');
  const env: Record<string, unknown> = {};
  // Link reference definitions can be anywhere in the document: read them only when one may be
  // used and the document may hold one (every definition has `]:` right after its label; parsing
  // the whole document was 0.3 ms a page, most of the docs plugin's load at 2000 pages).
  if (paragraph.includes('[') && document.includes(']:')) parser.parse(document, env);
  const tokens = parser.parseInline(paragraph, env)[0]?.children ?? [];
  let text = '';
  let depth = 0;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    // `[^1]` with its `[^1]: ...` definition reads as a link here: a footnote reference, dropped.
    if (token.type === 'link_open' && tokens[i + 1]?.type === 'text' && tokens[i + 1]!.content.startsWith('^') && tokens[i + 2]?.type === 'link_close') {
      i += 2;
      continue;
    }
    if (token.type === 'softbreak' || token.type === 'hardbreak') {
      if (depth === 0) break;
      text += ' ';
      continue;
    }
    if (token.nesting === 1) depth++;
    else if (token.nesting === -1) depth--;
    text += textOf(token);
  }
  return text.replace(/\s+/g, ' ').trim();
}

function textOf(token: Token): string {
  if (token.type === 'text') return token.content.replace(FOOTNOTE_REFERENCE, '');
  if (token.type === 'code_inline') return token.content;
  if (token.type === 'image') return (token.children ?? []).map(textOf).join('');
  return '';
}
