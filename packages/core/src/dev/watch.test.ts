import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ignoredInDev } from './watch.ts';

const site = path.resolve('/sites/docs');
const at = (...parts: string[]) => path.join(site, ...parts);

describe('ignoredInDev', () => {
  it.each([
    [at('build', 'index.html'), 'build', true],
    [at('build'), 'build', true],
    [at('build.tmp-123', 'assets', 'x.js'), 'build', true],
    [at('build.tmp-123-server', 'entry-server.mjs'), 'build', true],
    [at('out', 'site', 'a.html'), 'out/site', true],
    [at('out', 'other.md'), 'out/site', false],
    [at('.git', 'HEAD'), 'build', true],
    [at('bench', '.work', 'n4000', 'docs', 'a.md'), 'build', true],
    [at('docs', 'intro.md'), 'build', false],
    [at('docs', 'building.md'), 'build', false],
    [at('builds', 'x.md'), 'build', false],
    [at('site.config.ts'), 'build', false],
    [site, 'build', false],
    // Outside the site folder (the theme in a monorepo): never ignored, even under a dot folder.
    [path.resolve('/sites/.shared/theme/Layout.tsx'), 'build', false],
    [path.resolve('/elsewhere/build/x.js'), 'build', false],
  ])('%s (outDir %s) → %s', (file, outDir, expected) => {
    expect(ignoredInDev(site, outDir, file)).toBe(expected);
  });

  it('a site inside a dot folder still watches its own files', () => {
    const hidden = path.resolve('/work/bench/.work/n4000/folio');
    expect(ignoredInDev(hidden, 'build', path.join(hidden, 'docs', 'a.md'))).toBe(false);
    expect(ignoredInDev(hidden, 'build', path.join(hidden, 'build', 'a.html'))).toBe(true);
  });
});
