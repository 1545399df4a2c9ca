/** The one markdown-it parser of the fast path: CommonMark plus GFM tables and strikethrough, with Folio's rules and guards. */
import MarkdownIt from 'markdown-it';
import { admonitionRule } from './admonition-rule.ts';
import { jsxRule } from './jsx-rule.ts';
import { blockNestingGuard, indentGuard, inlineNestingGuard, inlineSourceRule, tableGuard } from './guards.ts';
import { boundedBackticks, freshBacktickCache, positioned, recordedDefinitions } from './rules.ts';

/** A URL percent-encoded as micromark (so MDX) does it; markdown-it's own would also punycode host names. */
const URL_TO_ENCODE = /[\uD800-\uDBFF][\uDC00-\uDFFF]|%(?![A-Za-z0-9]{2})|[^A-Za-z0-9!#$%&'()*+,\-./:;=?@_~]/g;
function normalizeUrl(url: string): string {
  // A lone surrogate cannot be encoded: it stands for U+FFFD.
  return url.replace(URL_TO_ENCODE, (match) => encodeURIComponent(match.length === 1 && match >= '\uD800' && match <= '\uDFFF' ? '\uFFFD' : match));
}

let parser: MarkdownIt | undefined;

export function markdownParser(): MarkdownIt {
  if (parser) return parser;
  const md = new MarkdownIt('default', { html: false, linkify: false, typographer: false });
  // Its silent nesting limit is lifted: MAX_NESTING is checked instead (see blockNestingGuard).
  // The option is markdown-it's own (each preset sets it), missing from its types.
  (md.options as { maxNesting?: number }).maxNesting = Infinity;
  md.disable(['code', 'autolink', 'html_block', 'html_inline']);
  // MDX does not drop `javascript:` links; the theme's Link decides what to do with them.
  md.validateLink = () => true;
  md.normalizeLink = normalizeUrl;
  md.block.ruler.before('table', 'folio_nesting', blockNestingGuard);
  md.block.ruler.before('table', 'folio_indent', indentGuard);
  md.block.ruler.before('table', 'folio_table', tableGuard);
  // Not in any rule's `alt`: a tag line does not interrupt a paragraph (it stays text, and goes to MDX).
  md.block.ruler.before('table', 'folio_jsx', jsxRule);
  md.block.ruler.at('reference', recordedDefinitions(md));
  md.inline.ruler.at('link', positioned(md, 'link'));
  md.inline.ruler.at('image', positioned(md, 'image'));
  md.inline.ruler.at('backticks', boundedBackticks(md));
  freshBacktickCache(md);
  md.inline.ruler.before('link', 'folio_nesting', inlineNestingGuard);
  md.core.ruler.before('inline', 'folio_inline_source', inlineSourceRule);
  md.block.ruler.before('fence', 'folio_admonition', admonitionRule);
  parser = md;
  return md;
}
