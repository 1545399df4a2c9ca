/** A fenced code block, highlighted as rehype-code highlights it for MDX, or a Mermaid diagram as ../remark-mermaid.ts makes it. */
import { codeBlockProperties } from '../rehype-code.ts';
import { MERMAID_ELEMENT, MERMAID_LANGUAGE } from '../remark-mermaid.ts';
import { MDX_CODE_BLOCK } from '../remark-mdx-code-blocks.ts';
import { markdownParser } from './parser.ts';
import { Unsupported, type Token } from './tokens.ts';
import { element, type Element } from './tree.ts';

/**
 * The `pre` element of a fence, or with `mermaid` (the site's `markdown.mermaid`) the `mermaid`
 * element of a ```mermaid one; `source` is the page's lines, `lineEnding` its line ending.
 */
export function fenceElement(token: Token, source: string[], lineEnding: string, mermaid = false): Element {
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
  const code = token.content.replace(/\n$/, '').replaceAll('\n', lineEnding);
  // Its content is the page's MDX, for the pipeline to parse.
  if (unescape(rawLanguage) === MDX_CODE_BLOCK) throw new Unsupported('mdx-code-block fence');
  // mdast's `lang`, which the remark plugin compares: the first word unescaped, not split further.
  if (mermaid && unescape(rawLanguage) === MERMAID_LANGUAGE) return element(MERMAID_ELEMENT, [['value', JSON.stringify(code)]]);
  const language = rawLanguage === '' ? 'text' : unescape(rawLanguage).split(/\s+/)[0]!;
  const meta = space === -1 ? '' : unescape(info.slice(space).replace(/^[ \t]+/, ''));
  const props = codeBlockProperties(language, meta || undefined, code);
  const jsx: [string, string][] = [
    ['className', JSON.stringify(props.className.join(' '))],
    ['codeHtml', JSON.stringify(props.codeHtml)],
    ['"data-language"', JSON.stringify(props.dataLanguage)],
  ];
  if (props.dataTitle !== undefined) jsx.push(['"data-title"', JSON.stringify(props.dataTitle)]);
  if (props.dataLineNumbers !== undefined) jsx.push(['"data-line-numbers"', JSON.stringify(props.dataLineNumbers)]);
  if (props.dataMeta !== undefined) jsx.push(['"data-meta"', JSON.stringify(props.dataMeta)]);
  return element('pre', jsx);
}
