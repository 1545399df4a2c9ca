/**
 * Stale translations among the blog's posts (stale-translations.ts), on a site written to a
 * temporary folder: which locales mark them, which posts are marked (a translation whose source
 * changed since the revision it records, in front matter or the lock file; not one that records
 * the source's revision or none, opts out, or is read from its source), and that marking keeps
 * what it does not change.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readTranslationRecord, sourceHash, type Context } from '@folio/core';
import type { BlogPostMeta } from './contract.ts';
import { normalizeBlogOptions } from './options.ts';
import { isStaleTranslation, markStalePosts, staleTranslationsDir } from './stale-translations.ts';

const SITE = mkdtempSync(path.join(os.tmpdir(), 'folio-stale-blog-'));
afterAll(() => rmSync(SITE, { recursive: true, force: true }));
const BLOG = path.join(SITE, 'blog');
const LOCALIZED = path.join(SITE, 'i18n/fr/blog');

function write(file: string, text: string): string {
  const full = path.join(SITE, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, text);
  return full;
}

function ctxFor(currentLocale: string, translate = true): Pick<Context, 'siteDir' | 'config'> {
  const localeConfigs = Object.fromEntries(['en', 'fr'].map((locale) => [locale, { label: locale, htmlLang: locale, direction: 'ltr' as const, calendar: 'gregory', path: locale, url: 'https://x.test', baseUrl: '/', translate }]));
  return { siteDir: SITE, config: { i18n: { defaultLocale: 'en', locales: ['en', 'fr'], currentLocale, path: 'i18n', localeConfigs } } } as unknown as Pick<Context, 'siteDir' | 'config'>;
}

for (const name of ['current.md', 'old.md', 'locked-old.md', 'none.md', 'opt-out.md', 'untranslated.md']) write(`blog/${name}`, `---\ntitle: ${name}\n---\n\nThe source of ${name}.\n`);
const translated = (name: string, frontMatter: string) => write(`i18n/fr/blog/${name}`, `---\ntitle: ${name} (fr)\n${frontMatter}---\n\nLa traduction.\n`);
translated('current.md', `translated_from: ${sourceHash(path.join(BLOG, 'current.md'))}\n`);
translated('old.md', 'translated_from: 0123456789abcdef\n');
translated('locked-old.md', '');
translated('none.md', '');
translated('opt-out.md', 'translated_from: 0123456789abcdef\nstale_translation_notice: false\n');
write('i18n/fr/translations.lock.json', JSON.stringify({ version: 1, files: { 'blog/locked-old.md': { source: 'blog/locked-old.md', hash: 'fedcba9876543210' } } }));

/** A post as posts.ts reads it: from its translation when there is one (front matter as parsed). */
function post(name: string, frontMatter: Record<string, unknown> = {}, fromSource = false) {
  return { source: path.join(fromSource ? BLOG : LOCALIZED, name), relativePath: name, frontMatter, meta: { title: name } as BlogPostMeta };
}

describe('staleTranslationsDir', () => {
  it.each([
    ['a translated locale other than the default', 'fr', true, {}, LOCALIZED],
    ['the notice off', 'fr', true, { staleTranslationNotice: false }, undefined],
    ['the default locale', 'en', true, {}, undefined],
    ['a locale not translated', 'fr', false, {}, undefined],
  ])('%s', (_, locale, translate, input, expected) => {
    expect(staleTranslationsDir(ctxFor(locale, translate), normalizeBlogOptions(input))).toBe(expected);
  });
});

describe('isStaleTranslation', () => {
  it.each<[string, ReturnType<typeof post>, boolean]>([
    ['front matter: an older revision', post('old.md', { translated_from: '0123456789abcdef' }), true],
    ["front matter: the source's revision", post('current.md', { translated_from: 'x' }), false],
    ['lock file: an older revision', post('locked-old.md'), true],
    ['no record', post('none.md'), false],
    ['opted out', post('opt-out.md', { translated_from: '0123456789abcdef', stale_translation_notice: false }), false],
    ['read from its source', post('untranslated.md', {}, true), false],
  ])('%s', (_, given, expected) => {
    expect(isStaleTranslation(given, BLOG, LOCALIZED, readTranslationRecord(path.join(SITE, 'i18n/fr')))).toBe(expected);
  });
});

describe('markStalePosts', () => {
  const posts = () => [post('old.md', { translated_from: '0123456789abcdef' }), post('current.md', { translated_from: 'x' }), post('locked-old.md')];

  it("marks the stale translations' metadata, reading the locale's lock file", () => {
    const marked = markStalePosts(posts(), BLOG, ctxFor('fr'), normalizeBlogOptions({}));
    expect(marked.map((p) => [p.relativePath, p.meta.staleTranslation === true])).toEqual([
      ['old.md', true],
      ['current.md', false],
      ['locked-old.md', true],
    ]);
  });

  it('keeps the posts it does not mark as they are', () => {
    const given = posts();
    expect(markStalePosts(given, BLOG, ctxFor('fr'), normalizeBlogOptions({}))[1]).toBe(given[1]);
    expect(markStalePosts(given, BLOG, ctxFor('en'), normalizeBlogOptions({}))).toBe(given);
    expect(markStalePosts(given, BLOG, ctxFor('fr'), normalizeBlogOptions({ staleTranslationNotice: false }))).toBe(given);
  });
});
