import { describe, expect, it } from 'vitest';
import { renderLlmsTxt } from './llms-txt.ts';

describe('renderLlmsTxt', () => {
  it('writes the title, the summary on one line, then every section in the order added', () => {
    const text = renderLlmsTxt('Site', 'A  site\nfor tests ', [
      { title: 'Blog', lines: ['- [Post](https://x.org/blog/post.md)'] },
      { title: 'Docs', lines: ['- [Intro](https://x.org/docs/intro.md): Start here', '- [Next](https://x.org/docs/next.md)'] },
    ]);
    expect(text).toBe(
      '# Site\n\n> A site for tests\n\n## Blog\n\n- [Post](https://x.org/blog/post.md)\n\n## Docs\n\n- [Intro](https://x.org/docs/intro.md): Start here\n- [Next](https://x.org/docs/next.md)\n',
    );
  });
});
