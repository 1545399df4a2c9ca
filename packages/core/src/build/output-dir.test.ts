import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { globBase, leftoverPid, outDirProblem, type SiteSources } from './output-dir.ts';
import { isWithin } from '../io/site-files.ts';

const site: SiteSources = {
  siteDir: '/home/me/site',
  sources: ['/home/me/site/site.config.ts', '/home/me/site/node_modules', '/home/me/site/static', '/home/me/site/docs', '/home/me/site/content/pages'],
};

describe('outDirProblem', () => {
  it.each([
    ['/home/me/site/build', undefined],
    ['/home/me/site/out/html', undefined],
    ['/home/me/other', undefined],
    ['/tmp/out', undefined],
    ['/home/me/site/content/build', undefined],
    ['/home/me/site', 'is the site folder itself'],
    ['/home/me', 'contains the site folder'],
    ['/', 'is the root of the file system'],
    ['/home/me/site/docs', 'is a source of the site (docs)'],
    ['/home/me/site/static', 'is a source of the site (static)'],
    ['/home/me/site/site.config.ts', 'is a source of the site (site.config.ts)'],
    ['/home/me/site/docs/build', 'is inside a source of the site (docs)'],
    ['/home/me/site/node_modules/.cache/folio/out', 'is inside a source of the site (node_modules)'],
    ['/home/me/site/content', 'contains a source of the site (content/pages)'],
    // Only whole path segments count: `docs2` is not inside `docs`.
    ['/home/me/site/docs2', undefined],
    ['/home/me/site/stat', undefined],
  ])('%s → %s', (outDir, expected) => {
    expect(outDirProblem(outDir, site)).toBe(expected);
  });

  // Property: whatever relative path a user gives, the folder it resolves to is refused exactly
  // when it overlaps the site folder from above or overlaps a source (an independent oracle on
  // segment lists rather than path.relative).
  it('refuses exactly the folders that overlap the site or a source', () => {
    const segment = fc.constantFrom('..', '.', 'build', 'docs', 'static', 'node_modules', 'site', 'me', 'content', 'pages', 'x', '');
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 7 }), (segments) => {
        const outDir = path.resolve(site.siteDir, segments.join('/'));
        const parts = (p: string) => p.split('/').filter(Boolean);
        const prefix = (a: string[], b: string[]) => a.length <= b.length && a.every((part, i) => part === b[i]);
        const out = parts(outDir);
        const overlaps = (other: string) => prefix(out, parts(other)) || prefix(parts(other), out);
        const expectRefused = prefix(out, parts(site.siteDir)) || site.sources.some(overlaps);
        expect(outDirProblem(outDir, site) !== undefined).toBe(expectRefused);
      }),
      { numRuns: 500 },
    );
  });
});

describe('isWithin', () => {
  it.each([
    ['/a/b', '/a', true],
    ['/a', '/a', true],
    ['/a', '/a/b', false],
    ['/ab', '/a', false],
    ['/a/..b', '/a', true],
  ])('%s within %s: %s', (inner, outer, expected) => {
    expect(isWithin(outer, inner)).toBe(expected);
  });
});

describe('globBase', () => {
  it.each([
    ['docs/**', 'docs'],
    ['pages/**/*.{md,mdx}', 'pages'],
    ['versions.json', 'versions.json'],
    ['openapi/spec.yaml', 'openapi/spec.yaml'],
    ['**/*.md', ''],
    ['a/b/[x]/c', 'a/b'],
  ])('%s → %s', (glob, expected) => {
    expect(globBase(glob)).toBe(expected);
  });
});

describe('leftoverPid', () => {
  it.each([
    ['/s/build', 'build.tmp-123', 123],
    ['/s/build', 'build.tmp-123-server', 123],
    ['/s/build', 'build.old-9', 9],
    ['/s/build', 'build', undefined],
    ['/s/build', 'build.tmp-', undefined],
    ['/s/build', 'build.tmp-12x', undefined],
    ['/s/build', 'builder.tmp-12', undefined],
    ['/s/out', 'build.tmp-12', undefined],
    ['/s/my.out', 'my.out.tmp-7', 7],
  ])('%s, %s → %s', (outDir, name, expected) => {
    expect(leftoverPid(outDir, name)).toBe(expected);
  });
});
