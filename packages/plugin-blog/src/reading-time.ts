/**
 * PURE: a post's reading time in minutes: words of its text (code included, front matter, ESM
 * and markup left out) at 200 words a minute, the rate Docusaurus's default uses. The
 * `readingTime` option may replace it per post (Docusaurus's signature).
 */
import { callOption } from '@folio/core';
import type { ReadingTimeFn } from './options.ts';

const WORDS_PER_MINUTE = 200;

export function defaultReadingTime({ content, options }: { content: string; options?: { wordsPerMinute?: number } }): number {
  const text = content
    .replace(/^(import|export)\s.*$/gm, '')
    .replace(/<[^>]+>|\{\/\*[\s\S]*?\*\/\}/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1');
  const words = text.split(/[\s\p{P}]+/u).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return words / (options?.wordsPerMinute ?? WORDS_PER_MINUTE);
}

/** `subject` (the post's file) is named by an error the `readingTime` function throws. */
export function readingTimeOf(content: string, frontMatter: Record<string, unknown>, locale: string, custom?: ReadingTimeFn, subject = 'a post'): number | null {
  const minutes = custom ? callOption('readingTime', subject, () => custom({ content, frontMatter, locale, defaultReadingTime })) : defaultReadingTime({ content });
  return typeof minutes === 'number' && Number.isFinite(minutes) ? minutes : null;
}
