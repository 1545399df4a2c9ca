/**
 * Stale translations among the docs (stale-translations.ts), on a site written to a temporary
 * folder: which locales mark them, which docs are marked (a translation whose source changed since
 * the revision it records, in front matter or the lock file; not one that records the source's
 * revision or none, opts out, is read from its source or generated), and that marking keeps what
 * it does not change.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readTranslationRecord, sourceHash, type Context } from '@folio/core';
import { localizedVersion } from './i18n.ts';
import { normalizeDocsOptions, type Doc, type Version } from './options.ts';
import { isStaleTranslation, markStaleDocs, marksStaleTranslations } from './stale-translations.ts';

const SITE = mkdtempSync(path.join(os.tmpdir(), 'folio-stale-docs-'));
afterAll(() => rmSync(SITE, { recursive: true, force: true }));

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

const VERSION: Version = localizedVersion(
  { name: 'current', label: 'Next', path: '/', contentPath: path.join(SITE, 'docs'), contentPathRelative: 'docs', isLast: true, banner: 'none', badge: true, noIndex: false, className: 'docs-version-current' },
  { dir: path.join(SITE, 'i18n/fr/docs'), markUntranslated: true },
  SITE,
);

// Sources, and their translations: each records a revision, or none.
const source = (name: string) => write(`docs/${name}`, `# ${name}\n\nThe source of ${name}.\n`);
for (const name of ['current.md', 'old.md', 'locked.md', 'locked-old.md', 'none.md', 'opt-out.md', 'untranslated.md', 'both.md']) source(name);
const translated = (name: string, frontMatter: string) => write(`i18n/fr/docs/current/${name}`, `${frontMatter ? `---\n${frontMatter}\n---\n\n` : ''}# ${name} (fr)\n`);
translated('current.md', `translated_from: ${sourceHash(path.join(SITE, 'docs/current.md'))}`);
translated('old.md', 'translated_from: 0123456789abcdef');
translated('locked.md', '');
translated('locked-old.md', '');
translated('none.md', 'title: None');
translated('opt-out.md', 'translated_from: 0123456789abcdef\nstale_translation_notice: false');
// The front matter's revision wins over the lock file's.
translated('both.md', `translated_from: ${sourceHash(path.join(SITE, 'docs/both.md'))}`);
write(
  'i18n/fr/translations.lock.json',
  JSON.stringify({
    version: 1,
    files: {
      'docs/current/locked.md': { source: 'docs/locked.md', hash: sourceHash(path.join(SITE, 'docs/locked.md')) },
      'docs/current/locked-old.md': { source: 'docs/locked-old.md', hash: 'fedcba9876543210' },
      'docs/current/both.md': { source: 'docs/both.md', hash: 'fedcba9876543210' },
    },
  }),
);

/** A doc as docs.ts reads it: from its translation when there is one (front matter as parsed). */
function doc(name: string, frontMatter: Record<string, unknown> = {}, options: { fromSource?: boolean; generated?: boolean } = {}): Doc {
  const localized = path.join(VERSION.contentPathLocalized!, name);
  return {
    id: name.replace(/\.md$/, ''),
    relativePath: name,
    source: options.fromSource ? path.join(VERSION.contentPath, name) : localized,
    frontMatter,
    ...(options.generated ? { generated: { id: name, mdx: '' } } : {}),
  } as Doc;
}

describe('marksStaleTranslations', () => {
  it.each([
    ['a translated locale other than the default', 'fr', true, {}, true],
    ['the notice off', 'fr', true, { staleTranslationNotice: false }, false],
    ['the default locale', 'en', true, {}, false],
    ['a locale not translated', 'fr', false, {}, false],
  ])('%s', (_, locale, translate, input, expected) => {
    expect(marksStaleTranslations(ctxFor(locale, translate), normalizeDocsOptions(input))).toBe(expected);
  });
});

describe('isStaleTranslation', () => {
  it.each<[string, Doc, boolean]>([
    ['front matter: an older revision', doc('old.md', { translated_from: '0123456789abcdef' }), true],
    ["front matter: the source's revision", doc('current.md', { translated_from: 'x' }), false],
    ['lock file: an older revision', doc('locked-old.md'), true],
    ["lock file: the source's revision", doc('locked.md'), false],
    ["both: the front matter's wins", doc('both.md', { translated_from: 'x' }), false],
    ['no record', doc('none.md', { title: 'None' }), false],
    ['opted out', doc('opt-out.md', { translated_from: '0123456789abcdef', stale_translation_notice: false }), false],
    ['read from its source', doc('untranslated.md', {}, { fromSource: true }), false],
    ['generated', doc('old.md', { translated_from: '0123456789abcdef' }, { generated: true }), false],
  ])('%s', (_, given, expected) => {
    expect(isStaleTranslation(given, VERSION, readTranslationRecord(path.join(SITE, 'i18n/fr')))).toBe(expected);
  });
});

describe('markStaleDocs', () => {
  const versions = () => [{ version: VERSION, docs: [doc('old.md', { translated_from: '0123456789abcdef' }), doc('current.md', { translated_from: 'x' }), doc('locked-old.md')] }];

  it("marks the stale translations, reading the locale's lock file", () => {
    const [marked] = markStaleDocs(versions(), ctxFor('fr'), normalizeDocsOptions({}));
    expect(marked!.docs.map((d) => [d.id, d.staleTranslation === true])).toEqual([
      ['old', true],
      ['current', false],
      ['locked-old', true],
    ]);
  });

  it('keeps the versions, and the docs it does not mark, as they are', () => {
    const given = versions();
    const [marked] = markStaleDocs(given, ctxFor('fr'), normalizeDocsOptions({}));
    expect(marked!.docs[1]).toBe(given[0]!.docs[1]);
    expect(markStaleDocs(given, ctxFor('en'), normalizeDocsOptions({}))).toBe(given);
    expect(markStaleDocs(given, ctxFor('fr'), normalizeDocsOptions({ staleTranslationNotice: false }))).toBe(given);
    const current = [{ version: VERSION, docs: [doc('current.md', { translated_from: 'x' })] }];
    expect(markStaleDocs(current, ctxFor('fr'), normalizeDocsOptions({}))[0]).toBe(current[0]);
  });
});
