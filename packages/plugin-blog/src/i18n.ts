/**
 * The blog in the locale the plugin is loaded for, as Docusaurus's blog plugin reads it when the
 * locale is translated (`localeConfigs[locale].translate`), from `<localizationDir>/<i18nFolder>/`:
 * - a post whose relative path exists there is read from that file (a file only there is no post:
 *   Docusaurus lists the source folder only); `authors.yml` and `tags.yml` there come first;
 * - `options.json` translates the blog's title, description and sidebar title;
 * - in a locale other than the default, a post without a localized file is marked `untranslated`
 *   (the theme's notice), unless `untranslatedNotice` is false or its front matter says
 *   `untranslated_notice: false`.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { contentLocale, readTranslationMessages, type Context, type ContentLocale, type TranslatedSource, type TranslationFile, type TranslationFileContent } from '@folio/core';
import type { BlogOptions } from './options.ts';

export type { TranslatedSource, TranslationFile, TranslationFileContent };

/** Where the locale keeps the blog's translations, when it is translated. */
export type BlogLocale = ContentLocale;

export function blogLocale(ctx: Pick<Context, 'siteDir' | 'config'>, options: Pick<BlogOptions, 'i18nFolder' | 'untranslatedNotice'>): BlogLocale {
  return contentLocale(ctx, options.i18nFolder, options.untranslatedNotice);
}

/** A file of the blog (`authors.yml`, a post), from the localized folder first (Docusaurus's getDataFilePath). */
export function localizedFirst(contentPath: string, locale: BlogLocale, relativePath: string): string {
  const localized = locale.dir ? path.resolve(locale.dir, relativePath) : undefined;
  return localized && existsSync(localized) ? localized : path.resolve(contentPath, relativePath);
}

export { readTranslationMessages };

export type BlogTitles = Pick<BlogOptions, 'blogTitle' | 'blogDescription' | 'blogSidebarTitle'>;

/** PURE: the blog's `options` translation file, with the source's messages (Docusaurus's keys). */
export function blogTranslationFile(options: BlogOptions): TranslationFile {
  return {
    path: 'options',
    folder: options.i18nFolder,
    content: {
      title: { message: options.blogTitle, description: 'The title for the blog used in SEO' },
      description: { message: options.blogDescription, description: 'The description for the blog used in SEO' },
      'sidebar.title': { message: options.blogSidebarTitle, description: 'The label for the left sidebar' },
    },
  };
}

/** PURE: the blog's titles as the locale's `options.json` gives them. */
export function translatedTitles(options: BlogTitles, messages: TranslationFileContent | undefined): BlogTitles {
  return {
    blogTitle: messages?.title?.message ?? options.blogTitle,
    blogDescription: messages?.description?.message ?? options.blogDescription,
    blogSidebarTitle: messages?.['sidebar.title']?.message ?? options.blogSidebarTitle,
  };
}

/** PURE: each post's source file and its file in the localized folder. */
export function blogTranslatedSources(posts: Array<{ relativePath: string; source: string }>, contentPath: string, localizedDir: string | undefined): TranslatedSource[] {
  if (!localizedDir) return [];
  return posts.map((post) => {
    const translation = path.join(localizedDir, post.relativePath);
    return { source: path.join(contentPath, post.relativePath), translation, exists: post.source === translation };
  });
}
