import { describe, expect, it } from 'vitest';
import { blankCommentLines, compileFastMarkdown } from './fast-markdown.ts';

describe('blankCommentLines', () => {
  it.each([
    ['a truncate marker between paragraphs', 'Intro.\n\n<!-- truncate -->\n\nMore.', 'Intro.\n\n\n\nMore.'],
    ['at the start of the page', '<!-- prettier-ignore -->\n\n# T', '\n\n# T'],
    ['next to text: left for MDX', 'Intro.\n<!-- truncate -->\n\nMore.', 'Intro.\n<!-- truncate -->\n\nMore.'],
    ['indented: left for MDX', 'Intro.\n\n  <!-- x -->\n\nMore.', 'Intro.\n\n  <!-- x -->\n\nMore.'],
    ['two comments on the line: left', 'A\n\n<!-- a --> <!-- b -->\n\nB', 'A\n\n<!-- a --> <!-- b -->\n\nB'],
    ['inside a fence: kept', '```html\n\n<!-- x -->\n\n```', '```html\n\n<!-- x -->\n\n```'],
  ])('%s', (_name, input, expected) => {
    expect(blankCommentLines(input)).toBe(expected);
  });
});

describe('a post with a truncate marker', () => {
  const options = { minHeadingLevel: 2, maxHeadingLevel: 3, frontMatter: {} };
  it('takes the fast path when the marker stands alone, and prints nothing of it', () => {
    const fast = compileFastMarkdown('Intro.\n\n<!-- truncate -->\n\nMore text.\n', options);
    expect(fast).toBeDefined();
    expect(fast!.code).not.toMatch(/truncate/);
    expect(fast!.code).toContain('More text.');
  });

  it('goes to MDX when the comment is inside a paragraph', () => {
    expect(compileFastMarkdown('Intro <!-- truncate --> more.\n', options)).toBeUndefined();
  });
});
