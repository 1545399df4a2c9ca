import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { assetsExportCode, mdxLoaderExports, mdxLoaderRules, meetsCondition, ruleTakes } from './mdx-loader-exports.ts';

const LOADER = '/site/node_modules/@docusaurus/mdx-loader/lib/index.js';
const metadataPath = (file: string) => `/data/${path.basename(file)}.json`;

describe('mdxLoaderRules', () => {
  it.each([
    ['a rule whose use has the loader with metadataPath', [{ test: /\.mdx?$/, include: ['/site/blog'], use: ['babel', { loader: LOADER, options: { metadataPath } }] }], [{ test: /\.mdx?$/, include: ['/site/blog'] }]],
    ['a rule with `loader` and `options`', [{ test: /\.md$/, loader: LOADER, options: { metadataPath } }], [{ test: /\.md$/ }]],
    ['a oneOf branch takes its parent test', [{ test: /\.mdx?$/, oneOf: [{ use: [{ loader: LOADER, options: { createAssets: () => ({}) } }] }] }], [{ test: /\.mdx?$/ }]],
    ['another loader', [{ test: /\.mdx?$/, use: [{ loader: '/x/markdown-loader.js', options: { metadataPath } }] }], []],
    ['the loader with no option that adds exports', [{ test: /\.mdx?$/, use: [{ loader: LOADER, options: { admonitions: true } }] }], []],
  ])('%s', (_, rules, expected) => {
    expect(mdxLoaderRules(rules).map(({ test, include }) => ({ test, ...(include ? { include } : {}) }))).toEqual(expected);
  });
});

describe('meetsCondition and ruleTakes', () => {
  it.each([
    ['a folder prefix', '/site/blog', '/site/blog/a.md', true],
    ['another folder', '/site/blog', '/site/docs/a.md', false],
    ['a RegExp', /\.mdx?$/i, '/site/blog/a.MDX', true],
    ['a global RegExp twice', /\.md$/g, '/site/a.md', true],
    ['a list', ['/x', '/site/blog'], '/site/blog/a.md', true],
    ['a function', (file: string) => file.includes('blog'), '/site/blog/a.md', true],
    ['not', { not: '/site/blog' }, '/site/blog/a.md', false],
    ['and', { and: ['/site', /\.md$/] }, '/site/blog/a.md', true],
  ])('%s', (_, condition, file, expected) => {
    expect(meetsCondition(condition, file)).toBe(expected);
  });

  it.each([
    [{ test: /\.mdx?$/, include: ['/site/blog'], exclude: undefined }, '/site/blog/a.md', true],
    [{ test: /\.mdx?$/, include: ['/site/blog'], exclude: ['/site/blog/_drafts'] }, '/site/blog/_drafts/a.md', false],
    [{ test: /\.mdx?$/, include: undefined, exclude: undefined }, '/site/blog/a.js', false],
  ])('rule %o takes %s: %s', (rule, file, expected) => {
    expect(ruleTakes(rule, file)).toBe(expected);
  });
});

describe('assetsExportCode', () => {
  it.each([
    ['no assets', undefined, { imports: [], code: 'export const assets = undefined;' }],
    ['an empty object', {}, { imports: [], code: 'export const assets = undefined;' }],
    ['a relative image', { image: './img/a.png' }, { imports: ['import __folio_asset_0 from "./img/a.png";'], code: 'export const assets = {"image": __folio_asset_0};' }],
    ['an absolute URL is left out', { image: 'https://x/a.png' }, { imports: [], code: 'export const assets = {};' }],
    ['a list', { authorsImageUrls: ['./a.png', 'https://x/b.png'] }, { imports: ['import __folio_asset_0 from "./a.png";'], code: 'export const assets = {"authorsImageUrls": [__folio_asset_0, undefined]};' }],
  ])('%s', (_, assets, expected) => {
    expect(assetsExportCode(assets)).toEqual(expected);
  });
});

describe('mdxLoaderExports', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'folio-mdx-exports-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const post = path.join(dir, 'blog', 'post.md');
  const json = path.join(dir, 'post.json');
  writeFileSync(json, '{"permalink":"/blog/post"}');
  const rules = [{ test: /\.mdx?$/, include: [path.join(dir, 'blog')], exclude: undefined, metadataPath: () => json }];

  it.each([
    ['a file the rule takes gets its metadata', post, 'export default 1;', `export { default as metadata } from ${JSON.stringify(json)};`],
    ['a file outside the rule gets nothing', path.join(dir, 'docs', 'a.md'), 'export default 1;', ''],
    ['a module declaring metadata itself keeps it', post, 'export const metadata = {};', ''],
    ['a partial gets nothing', post, 'export default 1;', ''],
  ])('%s', (name, file, code, expected) => {
    const withPartial = name.startsWith('a partial') ? rules.map((rule) => ({ ...rule, isMDXPartial: () => true })) : rules;
    expect(mdxLoaderExports(withPartial, file, code)).toBe(expected);
  });

  it('a metadata file no contentLoaded wrote is no export', () => {
    expect(mdxLoaderExports([{ ...rules[0]!, metadataPath: () => path.join(dir, 'missing.json') }], post, '')).toBe('');
  });
});
