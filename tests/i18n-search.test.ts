/**
 * Search per locale (tests/fixtures/i18n-search: en, fr, zh-Hans, and jp whose htmlLang is ja;
 * docs translated in i18n/<locale>/docs/current/): one build writes each locale's index under its
 * base URL, tagged with its locale and holding its own pages only; the engine loaded with a
 * locale's index, as the browser loads it, cuts its text as that language is written (jp's htmlLang
 * travels in the index), so a Chinese or Japanese word inside a sentence without spaces is found,
 * and French accents fold both ways.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copySite, describeRun, FIXTURES, removeTempDirs, runFolio } from '../packages/core/test/helpers.ts';
import type { SearchEngine } from '../packages/search/src/client/engine.ts';
import { engineOf as engineOfFile } from '../packages/search/src/client/local-client.ts';
import type { IndexFile } from '../packages/search/src/contract.ts';

let site = '';
const LOCALES = [
  ['en', ''],
  ['fr', 'fr/'],
  ['zh-Hans', 'zh-Hans/'],
  ['jp', 'jp/'],
] as const;

function indexFile(dir: string, tag: string): IndexFile {
  return JSON.parse(readFileSync(path.join(site, 'build', dir, 'search-index', `${tag}.json`), 'utf8')) as IndexFile;
}

/** The engine as the browser makes it from a locale's index file. */
function engineOf(dir: string): SearchEngine {
  return engineOfFile(indexFile(dir, 'docs-default-current'));
}

const urls = (dir: string, query: string) => engineOf(dir).search({ query }).hits.map((hit) => hit.url);

beforeAll(async () => {
  site = copySite(path.join(FIXTURES, 'i18n-search'), 'i18n-search');
  const result = await runFolio(['build', site], { timeoutMs: 240_000 });
  if (result.code !== 0) throw new Error(`the build failed:\n${describeRun(result)}`);
}, 300_000);

afterAll(() => removeTempDirs());

describe('a search index per locale', () => {
  it.each(LOCALES)('%s: its index files under its base URL, in its language, with its pages only', (language, dir) => {
    for (const tag of ['default', 'docs-default-current']) {
      expect(existsSync(path.join(site, 'build', dir, 'search-index', `${tag}.json`))).toBe(true);
      expect(indexFile(dir, tag).language).toBe(language);
    }
    expect(indexFile(dir, 'docs-default-current').pages).toEqual([`/${dir}`, `/${dir}storage`]);
  });

  it("names the language of a locale whose name is not its language, and only then", () => {
    expect(indexFile('jp/', 'docs-default-current').htmlLang).toBe('ja');
    expect(indexFile('jp/', 'default').htmlLang).toBe('ja');
    for (const dir of ['', 'fr/', 'zh-Hans/']) expect(indexFile(dir, 'docs-default-current')).not.toHaveProperty('htmlLang');
  });

  it("holds each locale's own text", () => {
    const text = (dir: string) => JSON.stringify(indexFile(dir, 'docs-default-current').records);
    expect(text('')).toContain('saved in the database');
    expect(text('fr/')).toContain('base de données');
    expect(text('zh-Hans/')).toContain('数据库');
    expect(text('jp/')).toContain('データベース');
    expect(text('')).not.toContain('数据库');
    expect(text('zh-Hans/')).not.toContain('saved in the database');
  });
});

describe("the engine loaded with a locale's index", () => {
  it.each([
    ['zh-Hans/', '数据库', '/zh-Hans/storage'],
    ['zh-Hans/', '网页', '/zh-Hans/'],
    ['zh-Hans/', '存档', '/zh-Hans/storage#备份'],
    ['jp/', 'データベース', '/jp/storage'],
    ['jp/', 'アーカイブ', '/jp/storage#バックアップ'],
    ['fr/', 'donnees', '/fr/storage'],
    ['fr/', 'étiquettes', '/fr/storage'],
    ['', 'database', '/storage'],
  ])('%s: "%s" finds %s', (dir, query, url) => {
    expect(urls(dir, query)[0]).toBe(url);
  });

  it('marks the word found inside a Chinese sentence', () => {
    const hit = engineOf('zh-Hans/').search({ query: '数据库' }).hits[0]!;
    expect(hit.language).toBe('zh-Hans');
    expect(hit._highlightResult.content.value).toContain('服务器上的<mark>数据库</mark>中');
  });

  it("finds no other locale's pages", () => {
    expect(urls('', '数据库')).toEqual([]);
    expect(urls('zh-Hans/', 'database')).toEqual([]);
  });
});
