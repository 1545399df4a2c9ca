/** The plugin's options, as Docusaurus's plugin-content-pages names them, with its defaults. */
import { FolioError } from '@folio/core';
import { DEFAULT_EXCLUDE, DEFAULT_INCLUDE } from './permalink.ts';

export interface PagesOptions {
  /** Folder of the pages, relative to the site. Default `src/pages`. */
  path?: string;
  /** URL prefix of the pages. Default `/`. */
  routeBasePath?: string;
  /** Globs (relative to `path`) of the files that are pages. */
  include?: string[];
  /** Globs of files that are not pages; replaces the default (`_` files and folders, tests). */
  exclude?: string[];
  /** Instance id, when a site uses the plugin more than once. Default `default`. */
  id?: string;
  /**
   * The plugin's folder under each locale's translations folder (`i18n/<locale>/<it>`): in a
   * translated locale, a page with a file of the same relative path there is read from it. The
   * plugin's name (`pages`, `pages-<id>`) unless given.
   */
  i18nFolder?: string;
}

export type ResolvedPagesOptions = Required<PagesOptions>;

function globList(value: unknown, key: string, fallback: readonly string[]): string[] {
  if (value === undefined) return [...fallback];
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) {
    throw new FolioError(`pages(): \`${key}\` must be a list of globs`, { hint: `for example ${JSON.stringify(fallback)}` });
  }
  return value;
}

function text(value: unknown, key: string, fallback: string): string {
  if (value === undefined) return fallback;
  if (typeof value !== 'string' || value === '') throw new FolioError(`pages(): \`${key}\` must be a non-empty string`);
  return value;
}

export function resolveOptions(options: PagesOptions = {}): ResolvedPagesOptions {
  return {
    path: text(options.path, 'path', 'src/pages'),
    routeBasePath: text(options.routeBasePath, 'routeBasePath', '/'),
    include: globList(options.include, 'include', DEFAULT_INCLUDE),
    exclude: globList(options.exclude, 'exclude', DEFAULT_EXCLUDE),
    id: text(options.id, 'id', 'default'),
    i18nFolder: text(options.i18nFolder, 'i18nFolder', options.id === undefined || options.id === 'default' ? 'pages' : `pages-${options.id}`),
  };
}
