import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Context } from '@folio/core';
import { loadPages } from './load.ts';
import { resolveOptions } from './options.ts';

const siteDir = mkdtempSync(path.join(os.tmpdir(), 'folio-pages-load-'));
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

const FILES = [
  'src/pages/index.js',
  'src/pages/about/index.md',
  'src/pages/guide.mdx',
  'src/pages/my_page.tsx',
  'src/pages/test.md',
  'src/pages/_partial.md',
  'src/pages/_helpers.js',
  'src/pages/_components/Feature.tsx',
  'src/pages/docs/_drafts/x.md',
  'src/pages/foo.test.js',
  'src/pages/a/b.test.tsx',
  'src/pages/__tests__/page.js',
  'src/pages/index.module.css',
  'src/pages/types.d.ts',
  'src/pages/node_modules/dep/index.js',
  'other/page.md',
];
for (const file of FILES) {
  mkdirSync(path.dirname(path.join(siteDir, file)), { recursive: true });
  writeFileSync(path.join(siteDir, file), file.endsWith('.md') ? '---\ntitle: T\n---\n\nText.\n' : 'export default 1;\n');
}

const ctx = { siteDir, config: { allowedOutsidePaths: [], staticDirectories: [] }, command: 'build' } as unknown as Context;
const routes = (options = {}) => loadPages(ctx, resolveOptions(options)).map((page) => `${page.relativePath} ${page.kind} ${page.routePath}`);

describe('loadPages', () => {
  it('takes components and Markdown; leaves out `_` files and folders, tests, styles, types and node_modules', () => {
    expect(routes()).toEqual([
      'about/index.md markdown /about/',
      'guide.mdx markdown /guide',
      'index.js component /',
      'my_page.tsx component /my_page',
      'test.md markdown /test',
    ]);
  });

  it('reads the front matter of Markdown pages', () => {
    expect(loadPages(ctx, resolveOptions()).find((page) => page.kind === 'markdown')?.frontMatter).toEqual({ title: 'T' });
  });

  it('honours path, routeBasePath, include and exclude (which replaces the default, as in Docusaurus)', () => {
    expect(routes({ path: 'other', routeBasePath: '/extra' })).toEqual(['page.md markdown /extra/page']);
    expect(routes({ include: ['**/*.md'], exclude: ['about/**'] })).toEqual(['_partial.md markdown /_partial', 'docs/_drafts/x.md markdown /docs/_drafts/x', 'test.md markdown /test']);
  });

  it('gives no pages for a missing folder', () => {
    expect(routes({ path: 'nowhere' })).toEqual([]);
  });

  it('refuses bad options', () => {
    expect(() => resolveOptions({ exclude: 'x' as unknown as string[] })).toThrow('`exclude` must be a list of globs');
    expect(() => resolveOptions({ path: '' })).toThrow('`path` must be a non-empty string');
  });
});
