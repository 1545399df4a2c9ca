/** markdown-it's token and rule-state types as this compiler uses them, and Unsupported: the signal that hands a page to MDX. */
import type MarkdownIt from 'markdown-it';

export type Token = ReturnType<MarkdownIt['parse']>[number];
export type BlockState = Parameters<Parameters<MarkdownIt['block']['ruler']['push']>[1]>[0];
export type InlineRule = Parameters<MarkdownIt['inline']['ruler']['push']>[1];
export type CoreState = Parameters<Parameters<MarkdownIt['core']['ruler']['push']>[1]>[0];
export type InlineState = Parameters<InlineRule>[0];

/**
 * Thrown while reading tokens when the page needs the MDX pipeline. Not an Error: it is always
 * caught (by compileFastMarkdown), and capturing a stack trace for each refused page costs time.
 */
export class Unsupported {
  constructor(readonly message: string) {}
}
