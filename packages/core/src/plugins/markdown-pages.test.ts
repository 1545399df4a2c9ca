import { describe, expect, it } from 'vitest';
import { pageRoutePath } from './markdown-pages.ts';

describe('pageRoutePath', () => {
  const rows: Array<[string, string, unknown, string]> = [
    ['index.md', '/', undefined, '/'],
    ['intro.md', '/', undefined, '/intro'],
    ['guides/first.mdx', '/', undefined, '/guides/first'],
    ['guides/index.md', '/', undefined, '/guides/'],
    ['guides/README.md', '/', undefined, '/guides/'],
    ['a.md', '/docs', undefined, '/docs/a'],
    ['guides/x.md', '/', '/custom', '/custom'],
    ['guides/x.md', '/', 'renamed', '/guides/renamed'],
    ['x.md', '/', '/', '/'],
  ];
  it.each(rows)('%s (base %s, slug %j) → %s', (file, base, slug, expected) => {
    expect(pageRoutePath(file, base, slug)).toBe(expected);
  });
});
