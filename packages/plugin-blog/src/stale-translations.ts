/**
 * Stale translations on the blog's posts: in a translated locale other than the default, a post
 * read from its translation whose source changed since the revision the translation records (core's
 * io/translation-record.ts: front matter `translated_from`, else the locale's
 * `translations.lock.json`) gets `staleTranslation` in its metadata, and the theme says so beside
 * where it says a post is not translated. `folio translations status` calls the same files stale.
 * Off with the plugin's `staleTranslationNotice: false` or the translation's front matter
 * `stale_translation_notice: false`.
 *
 * Cheap: the locale's lock file is read once per load, and a source is hashed only for a
 * translation that records a revision, once.
 */
import path from 'node:path';
import { localizationDir, readTranslationRecord, recordKey, translationState, type Context, type TranslationRecord } from '@folio/core';
import type { BlogPostMeta } from './contract.ts';
import { blogLocale } from './i18n.ts';
import type { BlogOptions } from './options.ts';

/** What marking needs of a post (posts.ts's Post). */
interface PostFile {
  source: string;
  relativePath: string;
  frontMatter: Record<string, unknown>;
  meta: BlogPostMeta;
}

/** The locale's blog folder (absolute) when the locale marks stale translations: a translated locale other than the default, the notice on. */
export function staleTranslationsDir(ctx: Pick<Context, 'siteDir' | 'config'>, options: Pick<BlogOptions, 'i18nFolder' | 'untranslatedNotice' | 'staleTranslationNotice'>): string | undefined {
  const { currentLocale, defaultLocale } = ctx.config.i18n;
  if (!options.staleTranslationNotice || currentLocale === defaultLocale) return undefined;
  return blogLocale(ctx, options).dir;
}

/**
 * Whether a post is a stale translation. Only a post read from its translation that records a
 * revision is looked at further (so a site that records none pays nothing): its source is hashed
 * and compared with the recorded revision.
 */
export function isStaleTranslation(post: Omit<PostFile, 'meta'>, contentPath: string, localizedDir: string, record: TranslationRecord): boolean {
  const translation = path.join(localizedDir, post.relativePath);
  if (post.source !== translation || post.frontMatter.stale_translation_notice === false) return false;
  if (post.frontMatter.translated_from === undefined && record.files[recordKey(record, translation)] === undefined) return false;
  return translationState(record, path.join(contentPath, post.relativePath), translation) === 'stale';
}

/** The posts with each stale translation marked (the posts themselves when the locale marks none). */
export function markStalePosts<T extends PostFile>(posts: T[], contentPath: string, ctx: Pick<Context, 'siteDir' | 'config'>, options: Pick<BlogOptions, 'i18nFolder' | 'untranslatedNotice' | 'staleTranslationNotice'>): T[] {
  const localizedDir = staleTranslationsDir(ctx, options);
  if (localizedDir === undefined) return posts;
  const record = readTranslationRecord(localizationDir(ctx.siteDir, ctx.config.i18n));
  return posts.map((post) => (isStaleTranslation(post, contentPath, localizedDir, record) ? { ...post, meta: { ...post.meta, staleTranslation: true as const } } : post));
}
