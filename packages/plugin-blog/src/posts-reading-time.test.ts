import { describe, expect, it } from 'vitest';
import { normalizeBlogOptions } from './options.ts';
import { createPost } from './posts.ts';

const none = { name: 'blog/x.yml', exists: false, entries: new Map() };
const post = (content: string, readingTime?: (params: { content: string }) => number) =>
  createPost(
    { source: '/site/blog/2024-01-01-p.md', relativePath: '2024-01-01-p.md', content, frontMatter: { title: 'P' }, created: () => new Date(0) },
    { options: normalizeBlogOptions({ showReadingTime: true, ...(readingTime ? { readingTime } : {}) }), authors: none, tags: none, locale: 'en' },
  );
const words = (n: number) => Array.from({ length: n }, () => 'word').join(' ');

describe("a post's reading time counts its text without the content title, as Docusaurus's", () => {
  it.each([
    ['an ATX title', `# ${words(40)}\n\n${words(200)}\n`, 1],
    ['a setext title', `${words(40)}\n===\n\n${words(200)}\n`, 1],
    ['no title', `${words(200)}\n\n# ${words(40)}\n`, 1.2],
  ])('%s', (_, content, minutes) => {
    expect(post(content).meta.readingTime).toBe(minutes);
  });

  it('gives a readingTime function that text', () => {
    const seen: string[] = [];
    post(`# Title\n\nBody text.\n`, ({ content }) => (seen.push(content), 1));
    expect(seen).toEqual(['Body text.']);
  });
});
