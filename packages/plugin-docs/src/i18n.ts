/**
 * The docs in the locale the plugin is loaded for, as Docusaurus's docs plugin reads them when the
 * locale is translated (`localeConfigs[locale].translate`):
 * - each version has a localized folder, `<localizationDir>/<i18nFolder>/current/` or
 *   `version-<name>/`: a doc whose relative path exists there is read from that file (front matter,
 *   title, content, last update); a doc without one keeps its source. A file only in the localized
 *   folder is no doc (Docusaurus lists the source folder only);
 * - each version has a translation file, `current.json` / `version-<name>.json`: its label
 *   (`version.label`) and its sidebars' labels (sidebars/resolve.ts names the keys);
 * - in a locale other than the default, a doc without a localized file is marked `untranslated`
 *   (the theme's notice), unless the plugin's `untranslatedNotice` is false or the source's front
 *   matter says `untranslated_notice: false`.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { contentLocale, readTranslationMessages, type Context, type ContentLocale, type TranslatedSource, type TranslationFile, type TranslationFileContent } from '@folio/core';
import { CURRENT_VERSION, type Doc, type DocsOptions, type Version } from './options.ts';

/** What the translation hooks need of a loaded version (routes.ts's LoadedVersion). */
interface VersionContent {
  version: Version;
  docs: Doc[];
  sidebars: { translations?: TranslationFileContent };
  /** Its label in the source, when `version.label` is the locale's. */
  sourceLabel?: string;
}

export type { TranslatedSource, TranslationFile, TranslationFileContent };

/** Where the locale the plugin is loaded for keeps the docs' translations, when it has any. */
export type DocsLocale = ContentLocale;

export function docsLocale(ctx: Pick<Context, 'siteDir' | 'config'>, options: Pick<DocsOptions, 'i18nFolder' | 'untranslatedNotice'>): DocsLocale {
  return contentLocale(ctx, options.i18nFolder, options.untranslatedNotice);
}

/** PURE: a version's name among its translations (`current`, `version-1.0`): its localized folder and its translation file. */
export function versionFileName(name: string): string {
  return name === CURRENT_VERSION ? CURRENT_VERSION : `version-${name}`;
}

/** PURE: the version with its localized folder (absolute and relative to the site), when the locale is translated. */
export function localizedVersion(version: Version, locale: DocsLocale, siteDir: string): Version {
  if (!locale.dir) return version;
  const contentPathLocalized = path.join(locale.dir, versionFileName(version.name));
  return { ...version, contentPathLocalized, contentPathLocalizedRelative: path.relative(siteDir, contentPathLocalized).split(path.sep).join('/') };
}

export { readTranslationMessages };

/** The messages of each version's translation file (`current.json`, `version-<name>.json`), by version name; none when the locale is not translated. */
export function readVersionsMessages(versions: Version[], locale: DocsLocale): Map<string, TranslationFileContent> {
  const messages = new Map<string, TranslationFileContent>();
  if (!locale.dir) return messages;
  for (const version of versions) {
    const read = readTranslationMessages(path.join(locale.dir, `${versionFileName(version.name)}.json`));
    if (read) messages.set(version.name, read);
  }
  return messages;
}

/** PURE: the version as the locale names it (its translated `version.label`). */
export function translatedVersion(version: Version, messages: TranslationFileContent | undefined): Version {
  const label = messages?.['version.label']?.message;
  return label === undefined ? version : { ...version, label };
}

/** PURE: the file of a doc in the version's localized folder, when the locale is translated. */
export function localizedFileOf(version: Version, relativePath: string): string | undefined {
  return version.contentPathLocalized ? path.join(version.contentPathLocalized, relativePath) : undefined;
}

/** PURE: whether a doc read from its source is marked untranslated (its source's front matter may opt out). */
export function isUntranslated(doc: Pick<Doc, 'generated' | 'frontMatter'>, localized: boolean, locale: DocsLocale): boolean {
  return locale.markUntranslated && !localized && !doc.generated && doc.frontMatter.untranslated_notice !== false;
}

/**
 * PURE: the version's translation file as Docusaurus's getTranslationFiles gives it: its label, then
 * its sidebars' entries, with the source's messages (the untranslated label and labels).
 */
export function versionTranslationFile(loaded: Pick<VersionContent, 'version' | 'sidebars' | 'sourceLabel'>, folder: string): TranslationFile {
  const { version } = loaded;
  return {
    path: versionFileName(version.name),
    folder,
    content: {
      'version.label': { message: loaded.sourceLabel ?? version.label, description: `The label for version ${version.name}` },
      ...loaded.sidebars.translations,
    },
  };
}

/** PURE: each source doc of every version and its file in the version's localized folder (generated docs have none). */
export function docsTranslatedSources(versions: Pick<VersionContent, 'version' | 'docs'>[]): TranslatedSource[] {
  return versions.flatMap(({ version, docs }) =>
    docs.flatMap((doc): TranslatedSource[] => {
      const translation = localizedFileOf(version, doc.relativePath);
      if (!translation || doc.generated) return [];
      return [{ source: path.join(version.contentPath, doc.relativePath), translation, exists: doc.source === translation }];
    }),
  );
}
