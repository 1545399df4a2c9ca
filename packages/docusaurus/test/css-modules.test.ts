import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scopedClassName } from '../src/classic/vite-css-modules.ts';

describe("scopedClassName: Docusaurus's `[local]_[hash:4]` class names", () => {
  const root = '/site';
  const theme = '/site/node_modules/@docusaurus/theme-classic/lib/theme/DocItem/Layout/styles.module.css';

  it.each<[string, string, string, RegExp]>([
    ['a theme class keeps its name as the prefix', 'docItemCol', theme, /^docItemCol_[\w-]{4}$/],
    ['a site class', 'heroBanner', '/site/src/pages/index.module.css', /^heroBanner_[\w-]{4}$/],
    ['a query on the id is not part of the file', 'features', '/site/src/components/styles.module.css?used', /^features_[\w-]{4}$/],
  ])('%s', (_name, local, file, pattern) => {
    expect(scopedClassName(local, file, root)).toMatch(pattern);
  });

  it('is the same wherever the site is (the path from the site is hashed)', () => {
    const moved = (dir: string) => scopedClassName('docItemCol', path.join(dir, 'node_modules/@docusaurus/theme-classic/lib/theme/DocItem/Layout/styles.module.css'), dir);
    expect(moved('/home/a/site')).toBe(moved('/tmp/b'));
    expect(scopedClassName('docItemCol', '/site/src/x.module.css?a', root)).toBe(scopedClassName('docItemCol', '/site/src/x.module.css', root));
  });

  it('differs between files and between classes', () => {
    expect(scopedClassName('title', '/site/src/a.module.css', root)).not.toBe(scopedClassName('title', '/site/src/b.module.css', root));
    expect(scopedClassName('title', theme, root)).not.toBe(scopedClassName('titles', theme, root).replace('titles', 'title'));
  });
});
