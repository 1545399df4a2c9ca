/**
 * The blog in a translated locale (i18n.ts, posts.ts): its folder in the locale, the titles of its
 * `options.json`, data files from the locale first, posts read from their translations (a file only
 * in the locale is no post), the untranslated mark, edit URLs with editLocalizedFiles, and what the
 * translation commands get.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Context } from '@folio/core';
import { blogLocale, blogTranslatedSources, blogTranslationFile, localizedFirst, readTranslationMessages, translatedTitles } from './i18n.ts';
import { normalizeBlogOptions, type BlogOptionsInput } from './options.ts';
import { loadPosts } from './posts.ts';

const site = mkdtempSync(path.join(os.tmpdir(), 'folio-blog-i18n-'));
afterAll(() => rmSync(site, { recursive: true, force: true }));
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
  writeFileSync(path.join(site, file), text);
};
write('blog/2024-01-01-hello.md', '---\ntitle: Hello\n---\n\nHi.\n');
write('blog/2024-02-01-storms.md', '---\ntitle: Storms\n---\n\nWind.\n');
write('blog/2024-03-01-quiet.md', '---\ntitle: Quiet\nuntranslated_notice: false\n---\n\nCalm.\n');
write('blog/authors.yml', 'ana:\n  name: Ana\n');
write('i18n/fr/blog/2024-01-01-hello.md', '---\ntitle: Bonjour\n---\n\nSalut.\n');
write('i18n/fr/blog/2024-05-01-only-here.md', '---\ntitle: Seul\n---\n\nIci.\n');
write('i18n/fr/blog/authors.yml', 'ana:\n  name: Ana\n  title: Capitaine\n');
write('i18n/fr/blog/options.json', '{ "title": { "message": "Journal" }, "sidebar.title": { "message": "Récents" } }');
write('i18n/fr/blog/bad.json', '[1]');

function ctxFor(currentLocale: string, translate: boolean): Pick<Context, 'siteDir' | 'config'> {
  const localeConfigs = Object.fromEntries(['en', 'fr'].map((locale) => [locale, { label: locale, htmlLang: locale, direction: 'ltr' as const, calendar: 'gregory', path: locale, url: 'https://x.test', baseUrl: '/', translate }]));
  return { siteDir: site, config: { i18n: { defaultLocale: 'en', locales: ['en', 'fr'], currentLocale, path: 'i18n', localeConfigs } } } as unknown as Pick<Context, 'siteDir' | 'config'>;
}

describe("the blog's folder in a locale", () => {
  it.each<[string, string, boolean, BlogOptionsInput, ReturnType<typeof blogLocale>]>([
    ['a translated locale', 'fr', true, {}, { dir: path.join(site, 'i18n/fr/blog'), markUntranslated: true }],
    ['an instance', 'fr', true, { id: 'news' }, { dir: path.join(site, 'i18n/fr/blog-news'), markUntranslated: true }],
    ["Docusaurus's folder", 'fr', true, { i18nFolder: 'docusaurus-plugin-content-blog' }, { dir: path.join(site, 'i18n/fr/docusaurus-plugin-content-blog'), markUntranslated: true }],
    ['the notice off', 'fr', true, { untranslatedNotice: false }, { dir: path.join(site, 'i18n/fr/blog'), markUntranslated: false }],
    ['the default locale', 'en', true, {}, { dir: path.join(site, 'i18n/en/blog'), markUntranslated: false }],
    ['a locale not translated', 'fr', false, {}, { markUntranslated: false }],
  ])('%s', (_, locale, translate, input, expected) => {
    expect(blogLocale(ctxFor(locale, translate), normalizeBlogOptions(input))).toEqual(expected);
  });

  it.each([
    ['authors.yml', true, 'i18n/fr/blog/authors.yml'],
    ['authors.yml', false, 'blog/authors.yml'],
    ['tags.yml', true, 'blog/tags.yml'],
  ])('reads %s from the locale first (translated: %s)', (file, translate, expected) => {
    expect(path.relative(site, localizedFirst(path.join(site, 'blog'), blogLocale(ctxFor('fr', translate), normalizeBlogOptions()), file))).toBe(expected);
  });
});

describe("the blog's titles", () => {
  const options = normalizeBlogOptions({ blogTitle: 'News', blogDescription: 'All the news', blogSidebarTitle: 'Latest' });
  it.each([
    ['the messages given', { title: { message: 'Journal' }, 'sidebar.title': { message: 'Récents' } }, { blogTitle: 'Journal', blogDescription: 'All the news', blogSidebarTitle: 'Récents' }],
    ['no translation file', undefined, { blogTitle: 'News', blogDescription: 'All the news', blogSidebarTitle: 'Latest' }],
  ])('with %s', (_, messages, expected) => {
    expect(translatedTitles(options, messages)).toEqual(expected);
  });

  it("makes the `options` translation file with the source's titles, Docusaurus's keys and descriptions", () => {
    expect(blogTranslationFile(normalizeBlogOptions({ id: 'news', blogTitle: 'News', blogDescription: 'All the news', blogSidebarTitle: 'Latest' }))).toEqual({
      path: 'options',
      folder: 'blog-news',
      content: {
        title: { message: 'News', description: 'The title for the blog used in SEO' },
        description: { message: 'All the news', description: 'The description for the blog used in SEO' },
        'sidebar.title': { message: 'Latest', description: 'The label for the left sidebar' },
      },
    });
  });

  it('reads options.json and refuses a file of another shape, naming it', () => {
    expect(readTranslationMessages(path.join(site, 'i18n/fr/blog/options.json'))?.title).toEqual({ message: 'Journal' });
    expect(() => readTranslationMessages(path.join(site, 'i18n/fr/blog/bad.json'))).toThrow('a translation file holds');
  });
});

describe("a locale's posts", () => {
  const load = (translate: boolean, input: BlogOptionsInput = {}) => {
    const options = normalizeBlogOptions({ editUrl: 'https://git.example.com/edit/main', ...input });
    const locale = blogLocale(ctxFor('fr', translate), options);
    const empty = { name: '', exists: false, entries: new Map() };
    return loadPosts(path.join(site, 'blog'), { options, authors: empty, tags: empty, locale: 'fr', scope: { siteDir: site }, localized: { ...locale, siteDir: site } });
  };
  const shown = (posts: ReturnType<typeof load>) => posts.map((post) => [post.meta.title, post.meta.untranslated ?? false, post.meta.editUrl]);

  it('reads a post from its translation when there is one, else from its source (marked unless its front matter opts out)', () => {
    expect(shown(load(true))).toEqual([
      ['Quiet', false, 'https://git.example.com/edit/main/blog/2024-03-01-quiet.md'],
      ['Storms', true, 'https://git.example.com/edit/main/blog/2024-02-01-storms.md'],
      ['Bonjour', false, 'https://git.example.com/edit/main/blog/2024-01-01-hello.md'],
    ]);
  });

  it("points a translated post's edit link at its translation with editLocalizedFiles", () => {
    expect(shown(load(true, { editLocalizedFiles: true }))[2]).toEqual(['Bonjour', false, 'https://git.example.com/edit/main/i18n/fr/blog/2024-01-01-hello.md']);
  });

  it('reads the sources and marks nothing when the locale is not translated', () => {
    expect(shown(load(false)).map(([title, mark]) => [title, mark])).toEqual([['Quiet', false], ['Storms', false], ['Hello', false]]);
  });

  it('gives the translation commands each post and its translation', () => {
    const posts = load(true);
    expect(blogTranslatedSources(posts, path.join(site, 'blog'), path.join(site, 'i18n/fr/blog'))).toEqual(
      ['2024-03-01-quiet.md', '2024-02-01-storms.md', '2024-01-01-hello.md'].map((file) => ({ source: path.join(site, 'blog', file), translation: path.join(site, 'i18n/fr/blog', file), exists: file === '2024-01-01-hello.md' })),
    );
    expect(blogTranslatedSources(posts, path.join(site, 'blog'), undefined)).toEqual([]);
  });
});
