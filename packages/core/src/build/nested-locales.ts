/**
 * A page of one locale whose file would lie in the folder of a locale built after it: the default
 * locale's `src/pages/zh-cn/faq.js` is `/zh-cn/faq` in English, written to `zh-cn/faq/index.html`,
 * the zh-cn locale's folder. `docusaurus build` builds the locales one after the other, and each
 * empties its own folder first, so such a page never reaches the output, and where the later
 * locale has a page of that path (its own `/faq`) the two would be one file. Folio builds every
 * locale into one output, so it leaves such a route out of the earlier locale, as Docusaurus's
 * output does, and says so, one line per route, naming its file.
 */
import path from 'node:path';
import { routeToFile, type TrailingSlash } from '../client/paths.ts';
import { log } from '../log.ts';
import type { ResolvedRoute } from '../plugin-api.ts';

/** A locale as this module sees it: its folder in the output ('' the output itself, OS separators). */
export interface LocaleFolder {
  name: string;
  outPath: string;
}

/** PURE: the folders (posix, relative to the output) of `others` that lie inside the folder `outPath`, each with its locale. */
export function foldersInside(outPath: string, others: LocaleFolder[]): { folder: string; locale: string }[] {
  const own = toPosix(outPath);
  return others
    .map(({ name, outPath: other }) => ({ folder: toPosix(other), locale: name }))
    .filter(({ folder }) => folder !== own && (own === '' || folder.startsWith(`${own}/`)));
}

/** PURE: the folders of the locales built after `locales[index]` that lie inside its own (foldersInside). */
export function laterNestedFolders(locales: LocaleFolder[], index: number): { folder: string; locale: string }[] {
  return foldersInside(locales[index]!.outPath, locales.slice(index + 1));
}

/** PURE: the locale whose folder holds `file` (posix, relative to the output), if any. */
export function folderHolding(file: string, folders: { folder: string; locale: string }[]): string | undefined {
  return folders.find(({ folder }) => file.startsWith(`${folder}/`))?.locale;
}

/**
 * The routes of a locale less those written into a later locale's folder (see the top of this
 * file), with one warning each. Catch-all routes (the 404 page) stay: their file is the locale's own.
 */
export function withoutNestedRoutes<R extends Pick<ResolvedRoute, 'path' | 'catchAll' | 'source'>>(
  routes: R[],
  locale: LocaleFolder & { baseUrl: string; trailingSlash: TrailingSlash },
  later: { folder: string; locale: string }[],
): R[] {
  if (!later.length) return routes;
  const prefix = toPosix(locale.outPath);
  return routes.filter((route) => {
    if (route.catchAll) return true;
    const file = path.posix.join(prefix, routeToFile(route.path, locale.baseUrl, locale.trailingSlash));
    const holder = folderHolding(file, later);
    if (holder === undefined) return true;
    const from = route.source ? `${path.relative(process.cwd(), route.source)}: ` : '';
    log.warn(`${from}the ${locale.name} page ${route.path} would be written into the ${holder} locale's folder, which that locale's pages replace: left out (as docusaurus build leaves it)`);
    return false;
  });
}

function toPosix(outPath: string): string {
  return outPath.split(path.sep).join('/');
}
