import { describe, expect, it } from 'vitest';
import { defaultReadingTime, readingTimeOf } from './reading-time.ts';

describe('defaultReadingTime (Docusaurus 3.10: Intl.Segmenter words at 200 a minute, two decimals)', () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
  it.each<[string, string, string | undefined, number]>([
    ['no text', '', 'en', 0],
    ['punctuation only', '--- ... !!!', 'en', 0],
    ['200 words', words(200), 'en', 1],
    ['one word', 'hello', 'en', 0.01],
    ['333 words: rounded to two decimals', words(333), 'en', 1.67],
    ['markup and code count as they are written', '<Tabs>\n```js\nconst a = 1;\n```\n</Tabs>', 'en', 0.03],
    ['an apostrophe keeps a word whole', "don't stop", 'en', 0.01],
  ])('%s', (_name, content, locale, minutes) => {
    expect(defaultReadingTime({ content, locale })).toBe(minutes);
  });

  it('Japanese: words found by the segmenter, not by spaces', () => {
    expect(defaultReadingTime({ content: '日本語の文章を読む', locale: 'ja' })).toBeGreaterThan(0.01);
  });

  it('takes wordsPerMinute', () => {
    expect(defaultReadingTime({ content: words(100), locale: 'en', options: { wordsPerMinute: 50 } })).toBe(2);
  });
});

describe('readingTimeOf', () => {
  it("gives a custom function the site's locale and a default that uses it", () => {
    const seen: string[] = [];
    const minutes = readingTimeOf('日本語の文章を読む', {}, 'ja', ({ content, locale, defaultReadingTime }) => {
      seen.push(locale);
      return defaultReadingTime({ content }) * 100;
    });
    expect(seen).toEqual(['ja']);
    expect(minutes).toBe(defaultReadingTime({ content: '日本語の文章を読む', locale: 'ja' }) * 100);
    expect(minutes).toBeGreaterThan(1);
  });

  it('is null when the function gives no number', () => {
    expect(readingTimeOf('text', {}, 'en', () => undefined)).toBeNull();
  });
});
