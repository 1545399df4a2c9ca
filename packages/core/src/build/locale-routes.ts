/**
 * Where the locale dropdown takes a reader when the other locale has no such page. Its links are
 * the same page in each locale (as Docusaurus's), which a locale lacks when its translation gives
 * the page another slug, or when a plugin makes the page in some locales only; the link would then
 * end on a 404. Only once every locale is built does the build know which paths each one lacks,
 * so at the end it writes, into each locale's output folder, `folio-locale-routes.json`: every
 * site path (base URL left off, as routeKey spells it) that another locale of the build has and
 * this one has neither as a route nor as a page file (a redirect page), mapped to its nearest
 * existing parent in this locale (`/docs/a/b` → `/docs/a`, else `/docs`, else `/`). The theme's
 * dropdown fetches the target locale's file on a click (runtime/locale-urls.ts). Keys are sorted:
 * two builds of one site write the same bytes. It is no route: no sitemap, search or llms.txt
 * lists it.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { routeKey, stripBaseUrl } from '../client/paths.ts';
import { writeOutputFile } from '../io/fs-errors.ts';
import { foldersInside } from './nested-locales.ts';

/** The file's name in each locale's output folder (the theme's runtime/locale-urls.ts fetches it under the locale's base URL). */
export const LOCALE_ROUTES_FILE = 'folio-locale-routes.json';

/** A built locale as the last step sees it: its base URL, its folder in the output, its routes' keys (routeKey of each path, base URL included). */
export interface BuiltLocaleRoutes {
  outPath: string;
  ctx: { config: { baseUrl: string } };
  routeKeys?: Set<string> | undefined;
}

/** PURE: `/docs/a/b` → `/docs/a`, `/docs` → `/`. */
function parentPath(sitePath: string): string {
  const cut = sitePath.lastIndexOf('/');
  return cut <= 0 ? '/' : sitePath.slice(0, cut);
}

/**
 * PURE: each site path of `others` that `exists` says this locale lacks, mapped to its nearest
 * parent that exists here; a path none of whose parents exists (no home page either) is left out.
 */
export function missingRoutes(others: Iterable<string>, exists: (sitePath: string) => boolean): Record<string, string> {
  const missing: Record<string, string> = {};
  for (const sitePath of [...new Set(others)].sort()) {
    if (exists(sitePath)) continue;
    let parent = sitePath;
    do parent = parentPath(parent);
    while (parent !== '/' && !exists(parent));
    if (exists(parent)) missing[sitePath] = parent;
  }
  return missing;
}

/** A locale's route keys as site paths (`/fr/docs/a` under `/fr/` → `/docs/a`). */
function sitePaths(locale: BuiltLocaleRoutes): string[] {
  return [...(locale.routeKeys ?? [])].map((key) => routeKey(stripBaseUrl(key, locale.ctx.config.baseUrl)));
}

/**
 * A page file for the site path in the locale's output folder (`a/index.html` or `a.html`): a
 * redirect page, a page a plugin wrote; not one of another locale whose folder is inside this one's
 * (the default locale's `ar/index.html` is the ar locale's home).
 */
function hasPageFile(dir: string, sitePath: string, nested: string[]): boolean {
  const relative = sitePath.replace(/^\/+/, '');
  if (nested.some((folder) => relative === folder || relative.startsWith(`${folder}/`))) return false;
  return existsSync(path.join(dir, relative, 'index.html')) || (relative !== '' && existsSync(path.join(dir, `${relative}.html`)));
}

/** PURE: a locale's file as text, from its own site paths (and page files) and every other locale's. */
export function localeRoutesJson(own: Iterable<string>, others: Iterable<string>, hasFile: (sitePath: string) => boolean = () => false): string {
  const ownPaths = new Set(own);
  return `${JSON.stringify(missingRoutes(others, (sitePath) => ownPaths.has(sitePath) || hasFile(sitePath)))}\n`;
}

/** With two locales built or more: each locale's file, from every other locale's routes (see the top of this file). */
export function writeLocaleRoutes(locales: BuiltLocaleRoutes[], tmpDir: string): void {
  if (locales.length < 2) return;
  for (const locale of locales) {
    const dir = path.join(tmpDir, locale.outPath);
    const others = locales.filter((other) => other !== locale);
    // The other locales' folders inside this one's, relative to it.
    const own = locale.outPath ? locale.outPath.split(path.sep).join('/').length + 1 : 0;
    const nested = foldersInside(locale.outPath, others.map(({ outPath }) => ({ name: '', outPath }))).map(({ folder }) => folder.slice(own));
    writeOutputFile(path.join(dir, LOCALE_ROUTES_FILE), localeRoutesJson(sitePaths(locale), others.flatMap(sitePaths), (sitePath) => hasPageFile(dir, sitePath, nested)));
  }
}
