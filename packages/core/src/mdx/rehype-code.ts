/**
 * Rehype plugin: highlight fenced code at build time (./highlight.ts, refractor's Prism grammars),
 * so no highlighter ships to the browser for it. Tokens get Prism's class names; the theme's CSS
 * colours them for light and dark mode. Each line is its own span so highlighted lines and line
 * numbers are plain CSS. The `pre` keeps the language, title and metastring as data attributes for
 * the theme's CodeBlock.
 */
import { TextMemo } from '../io/text-memo.ts';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';
import type { Element, Root } from 'hast';
import { parseCodeMeta } from '../client/code-meta.ts';
import { highlightCode } from './highlight.ts';

function languageOf(code: Element): string | undefined {
  const classes = code.properties?.className;
  const list = Array.isArray(classes) ? classes : [];
  const found = list.map(String).find((name) => name.startsWith('language-'));
  return found?.slice('language-'.length);
}

type CodeBlockProperties = ReturnType<typeof highlightBlock>;

/**
 * Blocks highlighted already. Versions repeat pages, and pages repeat snippets (the Karakeep docs
 * have 573 code blocks, 114 of them distinct); highlighting is about 40 % of compiling a plain
 * Markdown page.
 */
const highlighted = new TextMemo<CodeBlockProperties>(4000);

/**
 * The properties of a highlighted code block's `pre` (its code travels as one HTML string): shared
 * by this plugin and the fast Markdown compiler, so both give the same block. Each call returns
 * its own object (callers may change it).
 */
export function codeBlockProperties(language: string, metaString: string | undefined | null, text: string): CodeBlockProperties {
  return highlighted.get(`${language}\0${metaString ?? ''}\0${text}`, () => highlightBlock(language, metaString, text));
}

function highlightBlock(language: string, metaString: string | undefined | null, text: string) {
  const meta = parseCodeMeta(metaString);
  return {
    className: ['code-block', `language-${language}`],
    codeHtml: highlightCode(language, metaString, text),
    dataLanguage: language,
    ...(meta.title === undefined ? {} : { dataTitle: meta.title }),
    ...(meta.lineNumbersStart === undefined ? {} : { dataLineNumbers: String(meta.lineNumbersStart) }),
    // The fence's metastring as written, for a theme that reads more of it than the title and line
    // numbers (Docusaurus's CodeBlock gets it as `metastring`: `live`, `noInline`, its own words).
    ...(metaString ? { dataMeta: metaString } : {}),
  };
}

export function rehypeCode() {
  return (tree: Root) => {
    visit(tree, 'element', (pre: Element) => {
      if (pre.tagName !== 'pre') return;
      const code = pre.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code');
      if (!code) return;
      const language = languageOf(code) ?? 'text';
      const meta = (code.data as { meta?: string } | undefined)?.meta;
      pre.children = [];
      pre.properties = codeBlockProperties(language, meta, toString(code).replace(/\n$/, ''));
    });
  };
}
