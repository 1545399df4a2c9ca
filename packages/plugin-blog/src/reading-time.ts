/**
 * PURE: a post's reading time in minutes, as Docusaurus 3.10 counts it: the word-like segments of
 * the post's source (after its front matter, without its content title: core's removeContentTitle)
 * as `Intl.Segmenter` finds them for the locale, at 200 words a minute, rounded to two decimals. The `readingTime` option may replace it per post
 * (Docusaurus's signature: `defaultReadingTime({ content, locale, options })`).
 */
import { callOption } from '@folio/core';
import type { ReadingTimeFn } from './options.ts';

const WORDS_PER_MINUTE = 200;

function countWords(content: string, locale: string | undefined): number {
  let words = 0;
  for (const segment of new Intl.Segmenter(locale, { granularity: 'word' }).segment(content)) if (segment.isWordLike) words += 1;
  return words;
}

export function defaultReadingTime({ content, locale, options }: { content: string; locale?: string; options?: { wordsPerMinute?: number } }): number {
  const words = content ? countWords(content, locale) : 0;
  return words === 0 ? 0 : Math.round((words / (options?.wordsPerMinute ?? WORDS_PER_MINUTE)) * 100) / 100;
}

/** `subject` (the post's file) is named by an error the `readingTime` function throws. */
export function readingTimeOf(content: string, frontMatter: Record<string, unknown>, locale: string, custom?: ReadingTimeFn, subject = 'a post'): number | null {
  const withLocale: typeof defaultReadingTime = (params) => defaultReadingTime({ locale, ...params });
  const minutes = custom ? callOption('readingTime', subject, () => custom({ content, frontMatter, locale, defaultReadingTime: withLocale })) : withLocale({ content });
  return typeof minutes === 'number' && Number.isFinite(minutes) ? minutes : null;
}
