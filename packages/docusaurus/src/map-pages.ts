/**
 * Docusaurus's pages plugin options (the classic preset's `pages`, or
 * `@docusaurus/plugin-content-pages` in `plugins`) as @folio/plugin-pages' options. Pure.
 */
import type { PagesOptions } from '@folio/plugin-pages';
import { mapContentOptions, type MappedContentOptions } from './map-content-options.ts';
import { docusaurusI18nFolder } from './map-docs.ts';

const SAME = ['routeBasePath', 'include', 'exclude', 'id'] as const;

const NO_EDIT = 'Folio shows no edit link on standalone pages; ignored';

/** Docusaurus's options Folio has no equivalent for, and what Folio does instead. */
const INSTEAD: Record<string, string> = {
  editUrl: NO_EDIT,
  editLocalizedFiles: NO_EDIT,
  showLastUpdateAuthor: 'Folio shows no last-update line; ignored',
  showLastUpdateTime: 'Folio shows no last-update line; ignored',
  mdxPageComponent: 'Markdown pages render with @theme/MDXPage (override it in src/theme/); ignored',
  admonitions: "Folio's admonitions keep their default keywords; ignored",
};

export type MappedPages = MappedContentOptions<PagesOptions>;

/** `where` names the options in notices (`presets[0].pages`). */
export function mapPagesOptions(given: Record<string, unknown>, where: string, siteDir: string, notices: string[]): MappedPages {
  const mapped = mapContentOptions<PagesOptions>(given, where, siteDir, notices, { same: SAME, ignored: (key) => INSTEAD[key] ?? "not an option Folio's pages plugin knows; ignored" });
  // A locale's translated pages are in Docusaurus's folder: `i18n/<locale>/docusaurus-plugin-content-pages[-<id>]/`.
  mapped.options.i18nFolder = docusaurusI18nFolder('docusaurus-plugin-content-pages', given.id);
  return mapped;
}
