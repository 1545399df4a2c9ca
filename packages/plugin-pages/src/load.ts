/**
 * The plugin's IO: list the page files of the pages folder (include minus exclude) and read the
 * front matter of its Markdown pages. No file from outside the site: every symbolic link in the
 * folder is checked before the glob follows it, as core's Markdown pages do.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { globSync } from 'tinyglobby';
import { checkFolderLinks, FolioError, frontMatterKeyLine, localizationDir, readPageFile, siteGuard, siteImageCheck, siteScopeOf, type Context } from '@folio/core';
import { pageKind, pagePermalink, type PageKind } from './permalink.ts';
import type { ResolvedPagesOptions } from './options.ts';

export interface PageFile {
  /** Absolute path: the page's file in the locale's folder when it has one (a translated page), else in the pages folder. */
  file: string;
  /** Absolute path of its file in the pages folder (the source). */
  sourceFile: string;
  /** Absolute path of its file in the locale's folder, when the locale is translated (whether it exists or not). */
  translationFile?: string;
  /** Relative to the pages folder, `/`-separated. */
  relativePath: string;
  kind: PageKind;
  routePath: string;
  /** Markdown pages only. */
  frontMatter?: Record<string, unknown>;
}

/** The pages' folder in a locale (the one the plugin is loaded for by default), when it is translated (`<localizationDir>/<i18nFolder>`). */
export function localizedPagesDir(ctx: Pick<Context, 'siteDir' | 'config'>, options: Pick<ResolvedPagesOptions, 'i18nFolder'>, locale = ctx.config.i18n.currentLocale): string | undefined {
  const { i18n } = ctx.config;
  return i18n.localeConfigs[locale]?.translate ? path.join(localizationDir(ctx.siteDir, i18n, locale), options.i18nFolder) : undefined;
}

/**
 * The pages: every file of the pages folder, read from the locale's folder when it has the same
 * relative path (Docusaurus's rule: a file only in the locale's folder is no page).
 */
export function loadPages(ctx: Context, options: ResolvedPagesOptions): PageFile[] {
  const root = path.resolve(ctx.siteDir, options.path);
  const localized = localizedPagesDir(ctx, options);
  const guard = siteGuard(siteScopeOf(ctx, [root, ...(localized ? [localized] : [])]));
  // A missing folder is no error: Docusaurus builds a site whose src/pages is absent.
  if (!existsSync(root)) return [];
  checkFolderLinks(root, guard, { skip: (name) => name === 'node_modules' });
  const files = globSync(options.include, { cwd: root, ignore: [...options.exclude, '**/node_modules/**'] });
  const checkImage = siteImageCheck(ctx);
  return files.sort().flatMap((relativePath): PageFile[] => {
    const kind = pageKind(relativePath);
    if (!kind) return [];
    const sourceFile = path.join(root, relativePath);
    const translationFile = localized ? path.join(localized, relativePath) : undefined;
    const file = translationFile && existsSync(translationFile) ? translationFile : sourceFile;
    guard.assert(file);
    const page: PageFile = { file, sourceFile, ...(translationFile ? { translationFile } : {}), relativePath, kind, routePath: pagePermalink(relativePath, options.routeBasePath) };
    if (kind === 'markdown') {
      const { data } = readPageFile(file);
      page.frontMatter = data;
      // Front matter `image` is checked as an image in the text is.
      const problem = typeof data.image === 'string' ? checkImage(data.image, file) : undefined;
      if (problem) {
        const text = readFileSync(file, 'utf8');
        throw new FolioError(`front matter \`image\`: ${problem.reason}`, { file, line: frontMatterKeyLine(text, 'image'), source: text, hint: problem.hint });
      }
    }
    return [page];
  });
}
