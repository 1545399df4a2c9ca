/**
 * PURE: descriptions in a spec are CommonMark written by someone else. Two ways in:
 *  - `escapeMdx`: Markdown placed in the generated MDX (operation, response, tag and overview
 *    descriptions), compiled by core with the rest of the page. Everything MDX would read as code
 *    (`{expressions}`, `<JSX>`, `import`/`export` lines) or as a directive block (`:::`) is escaped,
 *    so a description renders as text and can neither break the page nor run script. Code spans and
 *    fenced code are left as written (MDX reads them literally anyway).
 *  - `markdownToHtml`: descriptions inside component props (parameters, schema properties), turned
 *    into HTML at generation time by micromark, which escapes raw HTML and drops unsafe link
 *    protocols (`javascript:`) by default.
 */
import { micromark } from 'micromark';

const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/** Escape Markdown for MDX, keeping its formatting (emphasis, links, lists, code). */
export function escapeMdx(markdown: string): string {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const out: string[] = [];
  let fence: string | undefined;
  let block: string[] = [];
  const flush = () => {
    if (block.length) out.push(escapeBlock(block.join('\n')));
    block = [];
  };
  for (const line of lines) {
    const match = FENCE.exec(line);
    if (fence) {
      out.push(line);
      if (match && match[1]![0] === fence[0] && match[1]!.length >= fence.length && line.trim() === match[1]) fence = undefined;
      continue;
    }
    if (match && !(match[1]![0] === '`' && line.slice(match[0].length).includes('`'))) {
      flush();
      fence = match[1];
      out.push(line);
      continue;
    }
    block.push(line);
  }
  flush();
  // An unclosed fence would swallow the rest of the page: close it.
  if (fence) out.push(fence);
  return out.join('\n');
}

/** Escape one run of lines outside fenced code; code spans are copied as they are. */
function escapeBlock(text: string): string {
  let out = '';
  let index = 0;
  let lineStart = true;
  while (index < text.length) {
    const char = text[index]!;
    if (lineStart) {
      lineStart = false;
      const rest = text.slice(index);
      const indent = /^[ \t]*/.exec(rest)![0];
      const after = rest.slice(indent.length);
      if (/^(import|export)\b/.test(after)) {
        // MDX would read the line as JavaScript: write the first letter as a character reference.
        out += `${indent}&#${after.charCodeAt(0)};`;
        index += indent.length + 1;
        continue;
      }
      if (after.startsWith('::')) {
        out += `${indent}\\:`;
        index += indent.length + 1;
        continue;
      }
      // Headings in a description sit under the page's own: `# A` becomes `### A` (at most h6),
      // so a description never supplies the page's h1.
      const heading = /^(#{1,6})(?=[ \t]|$)/.exec(after);
      if (heading) {
        out += `${indent}${'#'.repeat(Math.min(6, heading[1]!.length + 2))}`;
        index += indent.length + heading[1]!.length;
        continue;
      }
      if (/^=+[ \t]*(\n|$)/.test(after) && out.length > 0 && !out.endsWith('\n\n')) {
        const run = /^=+/.exec(after)![0];
        out += `${indent}${'-'.repeat(run.length)}`;
        index += indent.length + run.length;
        continue;
      }
    }
    if (char === '\\' && index + 1 < text.length && text[index + 1] !== '\n') {
      out += text.slice(index, index + 2);
      index += 2;
      continue;
    }
    if (char === '`') {
      const run = /^`+/.exec(text.slice(index))![0];
      const close = findClosingRun(text, index + run.length, run.length);
      if (close !== -1) {
        out += text.slice(index, close + run.length);
        index = close + run.length;
        continue;
      }
      out += run;
      index += run.length;
      continue;
    }
    if (char === '{' || char === '}' || char === '<') {
      out += `\\${char}`;
      index++;
      continue;
    }
    if (char === '\n') lineStart = true;
    out += char;
    index++;
  }
  return out;
}

/** Index of the backtick run of exactly `length` that closes a code span, within its paragraph. */
function findClosingRun(text: string, from: number, length: number): number {
  let index = from;
  while (index < text.length) {
    if (text.startsWith('\n\n', index) || /^\n[ \t]*\n/.test(text.slice(index, index + 40))) return -1;
    if (text[index] === '`') {
      const run = /^`+/.exec(text.slice(index))![0];
      if (run.length === length) return index;
      index += run.length;
      continue;
    }
    index++;
  }
  return -1;
}

const htmlCache = new Map<string, string>();

/**
 * Markdown → safe HTML (raw HTML escaped, `javascript:` links dropped). A spec repeats its
 * descriptions (every operation using a schema shows its properties), so results are kept, and
 * text without any Markdown syntax skips the parser.
 */
export function markdownToHtml(markdown: string): string {
  let html = htmlCache.get(markdown);
  if (html === undefined) {
    html = /^[^*_`[\]<>&!#\\~|\n\r:=+-]*$/.test(markdown) && !/^\s*\d+[.)]/.test(markdown) ? markdown.trim() : renderMarkdown(markdown);
    if (htmlCache.size > 20_000) htmlCache.clear();
    htmlCache.set(markdown, html);
  }
  return html;
}

function renderMarkdown(markdown: string): string {
  const html = micromark(markdown.replace(/\r\n?/g, '\n')).trim();
  // A single paragraph reads better inline, without its <p>.
  const single = /^<p>([\s\S]*)<\/p>$/.exec(html);
  return single && !single[1]!.includes('<p>') ? single[1]! : html;
}

/** The first sentence-ish of a Markdown description as plain text, for meta descriptions. */
export function plainSummary(markdown: string, max = 200): string {
  const paragraph = markdown.replace(/\r\n?/g, '\n').split(/\n\s*\n/).find((part) => part.trim() !== '' && !FENCE.test(part)) ?? '';
  const text = paragraph
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`~#>]/g, '')
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** Plain text as Markdown that shows exactly that text. */
export function escapeText(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/[\\`*_{}[\]<>#|~&!:()]/g, (char) => `\\${char}`);
}

/**
 * Plain text as a heading's Markdown. Text ending like `{#id}` would still be read as the heading's
 * id once parsed, escaped or not (core's remark-heading-ids reads the heading's last text), so its
 * last `}` is written as an expression: the heading shows the text, and keeps its own id.
 */
export function headingText(text: string): string {
  const escaped = escapeText(text);
  return /\{#[\w-]+\}\s*$/.test(text) ? escaped.replace(/\\\}(\s*)$/, "{'}'}$1") : escaped;
}
