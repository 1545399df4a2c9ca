/**
 * The docs in a translated locale (i18n.ts): the locale's folder, each version's localized folder
 * and translation file, translated labels, the untranslated mark, the translation files the
 * translation commands write and the docs' translations; reading a locale's docs (docs.ts).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Context } from '@folio/core';
import { localeCopies } from './cut-version.ts';
import { createDoc, loadVersionDocs } from './docs.ts';
import { docsLocale, docsTranslatedSources, isUntranslated, localizedVersion, readTranslationMessages, translatedVersion, versionFileName, versionTranslationFile } from './i18n.ts';
import { normalizeDocsOptions, type Doc, type DocsOptionsInput, type EditUrlParams, type Version } from './options.ts';

const SITE = path.resolve('/site');
const version = (name: string): Version => ({
  name,
  label: name === 'current' ? 'Next' : name,
  path: name === 'current' ? '/next' : '/',
  contentPath: path.join(SITE, name === 'current' ? 'docs' : `versioned_docs/version-${name}`),
  contentPathRelative: name === 'current' ? 'docs' : `versioned_docs/version-${name}`,
  isLast: name !== 'current',
  banner: 'none',
  badge: true,
  noIndex: false,
  className: `docs-version-${name}`,
});

/** The context of a site in en and fr for `currentLocale`; fr's folder is `i18n/<frPath>/`. */
function ctxFor(currentLocale: string, translate: Record<string, boolean>, siteDir = SITE, frPath = 'fr-FR'): Pick<Context, 'siteDir' | 'config'> {
  const localeConfigs = Object.fromEntries(['en', 'fr'].map((locale) => [locale, { label: locale, htmlLang: locale, direction: 'ltr' as const, calendar: 'gregory', path: locale === 'fr' ? frPath : locale, url: 'https://x.test', baseUrl: '/', translate: translate[locale] ?? false }]));
  return { siteDir, config: { i18n: { defaultLocale: 'en', locales: ['en', 'fr'], currentLocale, path: 'i18n', localeConfigs } } } as unknown as Pick<Context, 'siteDir' | 'config'>;
}

describe('docsLocale', () => {
  it.each<[string, string, Record<string, boolean>, Parameters<typeof normalizeDocsOptions>[0], ReturnType<typeof docsLocale>]>([
    ['a translated locale', 'fr', { fr: true }, {}, { dir: path.join(SITE, 'i18n/fr-FR/docs'), markUntranslated: true }],
    ['an instance', 'fr', { fr: true }, { id: 'community' }, { dir: path.join(SITE, 'i18n/fr-FR/docs-community'), markUntranslated: true }],
    ["Docusaurus's folder", 'fr', { fr: true }, { i18nFolder: 'docusaurus-plugin-content-docs' }, { dir: path.join(SITE, 'i18n/fr-FR/docusaurus-plugin-content-docs'), markUntranslated: true }],
    ['the notice off', 'fr', { fr: true }, { untranslatedNotice: false }, { dir: path.join(SITE, 'i18n/fr-FR/docs'), markUntranslated: false }],
    ['the default locale, translated', 'en', { en: true }, {}, { dir: path.join(SITE, 'i18n/en/docs'), markUntranslated: false }],
    ['a locale not translated', 'fr', { fr: false }, {}, { markUntranslated: false }],
  ])('%s', (_, locale, translate, input, expected) => {
    expect(docsLocale(ctxFor(locale, translate), normalizeDocsOptions(input))).toEqual(expected);
  });
});

describe('versions in a locale', () => {
  it.each([
    ['current', 'current'],
    ['1.0', 'version-1.0'],
    ['2.x beta', 'version-2.x beta'],
  ])('the version %s is %s among the translations', (name, expected) => {
    expect(versionFileName(name)).toBe(expected);
  });

  it.each([
    ['current', { dir: path.join(SITE, 'i18n/fr/docs'), markUntranslated: true }, path.join(SITE, 'i18n/fr/docs/current'), 'i18n/fr/docs/current'],
    ['1.0', { dir: path.join(SITE, 'i18n/fr/docs'), markUntranslated: true }, path.join(SITE, 'i18n/fr/docs/version-1.0'), 'i18n/fr/docs/version-1.0'],
    ['1.0', { markUntranslated: false }, undefined, undefined],
  ])('the version %s has its localized folder when the locale is translated', (name, locale, absolute, relative) => {
    const localized = localizedVersion(version(name), locale, SITE);
    expect(localized.contentPathLocalized).toBe(absolute);
    expect(localized.contentPathLocalizedRelative).toBe(relative);
  });

  it.each([
    [{ 'version.label': { message: 'Prochaine' } }, 'Prochaine'],
    [{ 'sidebar.docs.category.Guide': { message: 'Guides' } }, 'Next'],
    [undefined, 'Next'],
  ])("the version's label from its translation file %j", (messages, label) => {
    expect(translatedVersion(version('current'), messages).label).toBe(label);
  });
});

describe('the untranslated mark', () => {
  const doc = (frontMatter: Record<string, unknown>, generated = false) => ({ frontMatter, ...(generated ? { generated: { id: 'x', mdx: '' } } : {}) }) as Pick<Doc, 'frontMatter' | 'generated'>;
  it.each([
    ['a doc read from its source', doc({}), false, true, true],
    ['a doc read from its translation', doc({}), true, true, false],
    ['a doc whose front matter opts out', doc({ untranslated_notice: false }), false, true, false],
    ['a generated doc (no file to translate)', doc({}, true), false, true, false],
    ['the default locale, or the notice off', doc({}), false, false, false],
  ])('%s', (_, given, localized, mark, expected) => {
    expect(isUntranslated(given, localized, { markUntranslated: mark })).toBe(expected);
  });
});

describe("a version's translation file", () => {
  it("holds the source's label, then the sidebars' entries, under the plugin's folder", () => {
    const sidebars = { sidebars: {}, generatedIndexes: [], translations: { 'sidebar.docs.category.Guide': { message: 'Guide', description: "The label for category 'Guide' in sidebar 'docs'" } } };
    const file = versionTranslationFile({ version: { ...version('1.0'), label: '1.0 (traduit)' }, sidebars, sourceLabel: '1.0' }, 'docusaurus-plugin-content-docs');
    expect(file).toEqual({
      path: 'version-1.0',
      folder: 'docusaurus-plugin-content-docs',
      content: {
        'version.label': { message: '1.0', description: 'The label for version 1.0' },
        'sidebar.docs.category.Guide': { message: 'Guide', description: "The label for category 'Guide' in sidebar 'docs'" },
      },
    });
    expect(Object.keys(file.content)[0]).toBe('version.label');
  });
});

describe('reading a locale', () => {
  const site = mkdtempSync(path.join(os.tmpdir(), 'folio-docs-i18n-'));
  afterAll(() => rmSync(site, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    writeFileSync(path.join(site, file), text);
  };
  write('docs/intro.md', '# Welcome\n\nHello.\n');
  write('docs/guide/a.md', '# Guide A\n');
  write('docs/guide/b.md', '---\nuntranslated_notice: false\n---\n\n# Guide B\n');
  write('i18n/fr/docs/current/intro.md', '---\nsidebar_label: Accueil\n---\n\n# Bienvenue\n\nBonjour.\n');
  write('i18n/fr/docs/current/only-here.md', '# Seul\n');
  write('i18n/fr/docs/current.json', '{ "version.label": { "message": "Prochaine" } }');
  write('i18n/fr/docs/bad.json', '{ "x": { "text": "no message" } }');
  write('i18n/fr/docs/broken.json', '{ not json');

  const current: Version = { ...version('current'), contentPath: path.join(site, 'docs') };
  const load = (locale: string, translate: boolean) => {
    const options = normalizeDocsOptions({ editUrl: 'https://git.example.com/edit/main', editLocalizedFiles: true });
    const where = docsLocale(ctxFor(locale, { [locale]: translate }, site, 'fr'), options);
    const v = localizedVersion(current, where, site);
    return loadVersionDocs(v, options, { siteDir: site, locale, markUntranslated: where.markUntranslated, currentContentPathLocalizedRelative: v.contentPathLocalizedRelative });
  };

  it('reads a doc from its translation when there is one, else from its source (marked), and makes no doc of a file only in the locale', () => {
    const docs = load('fr', true);
    const shown = docs.map((doc) => [doc.id, doc.title, path.relative(site, doc.source), doc.untranslated ?? false, doc.editUrl]);
    expect(shown).toEqual([
      ['guide/a', 'Guide A', 'docs/guide/a.md', true, 'https://git.example.com/edit/main/docs/guide/a.md'],
      ['guide/b', 'Guide B', 'docs/guide/b.md', false, 'https://git.example.com/edit/main/docs/guide/b.md'],
      ['intro', 'Bienvenue', 'i18n/fr/docs/current/intro.md', false, 'https://git.example.com/edit/main/i18n/fr/docs/current/intro.md'],
    ]);
    expect(docs.find((doc) => doc.id === 'intro')?.frontMatter).toEqual({ sidebar_label: 'Accueil' });
    expect(docsTranslatedSources([{ version: localizedVersion(current, { dir: path.join(site, 'i18n/fr/docs'), markUntranslated: true }, site), docs }])).toEqual(
      ['guide/a.md', 'guide/b.md', 'intro.md'].map((file) => ({ source: path.join(site, 'docs', file), translation: path.join(site, 'i18n/fr/docs/current', file), exists: file === 'intro.md' })),
    );
  });

  it("docs:version copies each other locale's current translations and current.json to the version's", () => {
    const copies = localeCopies(ctxFor('en', {}, site, 'fr'), normalizeDocsOptions({}), '2.0');
    expect(copies.map(({ from, to }) => [path.relative(site, from), path.relative(site, to)])).toEqual([
      ['i18n/fr/docs/current', 'i18n/fr/docs/version-2.0'],
      ['i18n/fr/docs/current.json', 'i18n/fr/docs/version-2.0.json'],
    ]);
    // A locale without translations of this instance: nothing to copy.
    expect(localeCopies(ctxFor('en', {}, site, 'fr'), normalizeDocsOptions({ id: 'community' }), '2.0')).toEqual([]);
  });

  it('reads the sources when the locale is not translated, and marks nothing', () => {
    const docs = load('fr', false);
    expect(docs.map((doc) => [doc.title, doc.untranslated ?? false])).toEqual([['Guide A', false], ['Guide B', false], ['Welcome', false]]);
    expect(docsTranslatedSources([{ version: current, docs }])).toEqual([]);
  });

  it.each([
    ['i18n/fr/docs/current.json', { 'version.label': { message: 'Prochaine' } }],
    ['i18n/fr/docs/missing.json', undefined],
  ])('reads the translation file %s', (file, expected) => {
    expect(readTranslationMessages(path.join(site, file))).toEqual(expected);
  });

  it.each([
    ['i18n/fr/docs/bad.json', 'the translation "x" has no `message` string'],
    ['i18n/fr/docs/broken.json', 'the translation file is not valid JSON'],
  ])('refuses the translation file %s, naming it', (file, message) => {
    expect(() => readTranslationMessages(path.join(site, file))).toThrow(message);
  });
});

describe("a translated doc's edit URL (Docusaurus's editLocalizedFiles)", () => {
  const repo = 'https://git.example.com/edit/main';
  const old = localizedVersion(version('1.0'), { dir: path.join(SITE, 'i18n/fr/docs'), markUntranslated: true }, SITE);
  const ctx = { version: old, currentContentPathRelative: 'docs', currentContentPathLocalizedRelative: 'i18n/fr/docs/current', locale: 'fr' };
  const editUrlOf = (localized: boolean, input: DocsOptionsInput, frontMatter: Record<string, unknown> = {}) =>
    createDoc({ relativePath: 'guide/a.md', frontMatter, source: path.join(localized ? old.contentPathLocalized! : old.contentPath, 'guide/a.md'), localized }, { ...ctx, options: normalizeDocsOptions(input) }).editUrl;
  it.each<[string, boolean, DocsOptionsInput, string | undefined]>([
    ['a translated doc, editLocalizedFiles', true, { editUrl: repo, editLocalizedFiles: true }, `${repo}/i18n/fr/docs/version-1.0/guide/a.md`],
    ['a translated doc, editLocalizedFiles and editCurrentVersion', true, { editUrl: repo, editLocalizedFiles: true, editCurrentVersion: true }, `${repo}/i18n/fr/docs/current/guide/a.md`],
    ['a translated doc without editLocalizedFiles: its source', true, { editUrl: repo }, `${repo}/versioned_docs/version-1.0/guide/a.md`],
    ['an untranslated doc with editLocalizedFiles: its source', false, { editUrl: repo, editLocalizedFiles: true }, `${repo}/versioned_docs/version-1.0/guide/a.md`],
    ['an untranslated doc, editCurrentVersion', false, { editUrl: repo, editLocalizedFiles: true, editCurrentVersion: true }, `${repo}/docs/guide/a.md`],
  ])('%s', (_, localized, input, expected) => {
    expect(editUrlOf(localized, input)).toBe(expected);
  });

  it("gives a function editUrl the source version's folder and the locale, as Docusaurus does", () => {
    let seen: EditUrlParams | undefined;
    editUrlOf(true, { editLocalizedFiles: true, editUrl: (params: EditUrlParams) => ((seen = params), 'x') });
    expect(seen).toEqual({ version: '1.0', versionDocsDirPath: 'versioned_docs/version-1.0', docPath: 'guide/a.md', permalink: '/guide/a', locale: 'fr' });
  });
});
