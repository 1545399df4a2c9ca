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

/** A context for the locale `currentLocale` of a site in en and fr, whose translations are in `i18n/<locale>/` when `translate`. */
function contextFor(currentLocale: string, translate: boolean): Context {
  const localeConfigs = Object.fromEntries(['en', 'fr'].map((locale) => [locale, { label: locale, htmlLang: locale, direction: 'ltr', calendar: 'gregory', path: locale, url: 'https://x.test', baseUrl: '/', translate }]));
  const i18n = { defaultLocale: 'en', locales: ['en', 'fr'], currentLocale, path: 'i18n', localeConfigs };
  return { siteDir, config: { allowedOutsidePaths: [], staticDirectories: [], i18n }, command: 'build' } as unknown as Context;
}
const ctx = contextFor('en', false);
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

  it.each([
    // [locale, translate, options, the files pages are read from]
    ['fr', true, {}, { 'about/index.md': 'i18n/fr/pages/about/index.md', 'index.js': 'i18n/fr/pages/index.js', 'test.md': 'src/pages/test.md' }],
    ['fr', false, {}, { 'about/index.md': 'src/pages/about/index.md', 'index.js': 'src/pages/index.js', 'test.md': 'src/pages/test.md' }],
    ['fr', true, { i18nFolder: 'docusaurus-plugin-content-pages' }, { 'about/index.md': 'i18n/fr/docusaurus-plugin-content-pages/about/index.md', 'index.js': 'src/pages/index.js', 'test.md': 'src/pages/test.md' }],
    ['en', true, { id: 'extra', path: 'other' }, { 'page.md': 'i18n/en/pages-extra/page.md' }],
  ])('in locale %s (translate: %s, options %j) a page is read from its translation when there is one', (locale, translate, options, expected) => {
    for (const file of ['i18n/fr/pages/about/index.md', 'i18n/fr/pages/index.js', 'i18n/fr/pages/only-here.md', 'i18n/fr/docusaurus-plugin-content-pages/about/index.md', 'i18n/en/pages-extra/page.md']) {
      mkdirSync(path.dirname(path.join(siteDir, file)), { recursive: true });
      writeFileSync(path.join(siteDir, file), file.endsWith('.md') ? '---\ntitle: Traduit\n---\n\nTexte.\n' : 'export default 2;\n');
    }
    const loaded = loadPages(contextFor(locale, translate), resolveOptions(options));
    const read = Object.fromEntries(loaded.filter((page) => page.relativePath in expected).map((page) => [page.relativePath, path.relative(siteDir, page.file)]));
    expect(read).toEqual(expected);
    // A file only in the locale's folder is no page (Docusaurus lists the pages folder only).
    expect(loaded.map((page) => page.relativePath)).not.toContain('only-here.md');
    // The front matter is the file's that is read.
    for (const page of loaded.filter((each) => each.kind === 'markdown' && each.relativePath in expected)) {
      expect(page.frontMatter?.title).toBe(page.file.startsWith(path.join(siteDir, 'i18n')) ? 'Traduit' : 'T');
    }
  });

  it('refuses bad options', () => {
    expect(() => resolveOptions({ exclude: 'x' as unknown as string[] })).toThrow('`exclude` must be a list of globs');
    expect(() => resolveOptions({ path: '' })).toThrow('`path` must be a non-empty string');
  });
});
