/**
 * Stale translations on the docs' pages: in a translated locale other than the default, a doc read
 * from its translation whose source changed since the revision the translation records (core's
 * io/translation-record.ts: front matter `translated_from`, else the locale's
 * `translations.lock.json`) is marked `staleTranslation`, and the theme says so beside where it
 * says a page is not translated. `folio translations status` calls the same files stale.
 * Off with the plugin's `staleTranslationNotice: false` or the translation's front matter
 * `stale_translation_notice: false`.
 *
 * Cheap: the locale's lock file is read once per load, and a source is hashed only for a
 * translation that records a revision, once.
 */
import path from 'node:path';
import { localizationDir, readTranslationRecord, recordKey, translationState, type Context, type TranslationRecord } from '@folio/core';
import { localizedFileOf } from './i18n.ts';
import type { Doc, DocsOptions, Version } from './options.ts';

/** Whether the locale the plugin is loaded for marks stale translations: a translated locale other than the default, the notice on. */
export function marksStaleTranslations(ctx: Pick<Context, 'config'>, options: Pick<DocsOptions, 'staleTranslationNotice'>): boolean {
  const { currentLocale, defaultLocale, localeConfigs } = ctx.config.i18n;
  return options.staleTranslationNotice && currentLocale !== defaultLocale && (localeConfigs[currentLocale]?.translate ?? false);
}

/**
 * Whether a doc of the version is a stale translation. Only a doc read from its translation that
 * records a revision is looked at further (so a site that records none pays nothing): its source is
 * hashed and compared with the recorded revision.
 */
export function isStaleTranslation(doc: Pick<Doc, 'relativePath' | 'source' | 'generated' | 'frontMatter'>, version: Version, record: TranslationRecord): boolean {
  const translation = localizedFileOf(version, doc.relativePath);
  if (translation === undefined || doc.generated || doc.source !== translation) return false;
  if (doc.frontMatter.stale_translation_notice === false) return false;
  if (doc.frontMatter.translated_from === undefined && record.files[recordKey(record, translation)] === undefined) return false;
  return translationState(record, path.join(version.contentPath, doc.relativePath), translation) === 'stale';
}

/** The loaded versions with each stale translation marked (the versions themselves when the locale marks none). */
export function markStaleDocs<T extends { version: Version; docs: Doc[] }>(versions: T[], ctx: Pick<Context, 'siteDir' | 'config'>, options: Pick<DocsOptions, 'staleTranslationNotice'>): T[] {
  if (!marksStaleTranslations(ctx, options)) return versions;
  const record = readTranslationRecord(localizationDir(ctx.siteDir, ctx.config.i18n));
  return versions.map((loaded) => {
    const stale = new Set(loaded.docs.filter((doc) => isStaleTranslation(doc, loaded.version, record)));
    return stale.size ? { ...loaded, docs: loaded.docs.map((doc) => (stale.has(doc) ? { ...doc, staleTranslation: true } : doc)) } : loaded;
  });
}
