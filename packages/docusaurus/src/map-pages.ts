/**
 * Docusaurus's pages plugin options (the classic preset's `pages`, or
 * `@docusaurus/plugin-content-pages` in `plugins`) as @folio/plugin-pages' options. Pure.
 */
import type { PagesOptions } from '@folio/plugin-pages';
import { sitePath } from './map-docs.ts';

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

export interface MappedPages {
  options: PagesOptions;
  /** Remark and rehype plugins the pages plugin named: Folio applies them to every page. */
  remarkPlugins: unknown[];
  rehypePlugins: unknown[];
}

/** `where` names the options in notices (`presets[0].pages`). */
export function mapPagesOptions(given: Record<string, unknown>, where: string, siteDir: string, notices: string[]): MappedPages {
  const options: Record<string, unknown> = {};
  const remarkPlugins: unknown[] = [];
  const rehypePlugins: unknown[] = [];
  for (const [key, value] of Object.entries(given)) {
    if (value === undefined) continue;
    if (key === 'path') options.path = sitePath(value, siteDir);
    else if ((SAME as readonly string[]).includes(key)) options[key] = value;
    else if (key === 'remarkPlugins' || key === 'beforeDefaultRemarkPlugins') remarkPlugins.push(...[value].flat());
    else if (key === 'rehypePlugins' || key === 'beforeDefaultRehypePlugins') rehypePlugins.push(...[value].flat());
    else notices.push(`\`${where}.${key}\`: ${INSTEAD[key] ?? "not an option Folio's pages plugin knows; ignored"}`);
  }
  return { options: options as PagesOptions, remarkPlugins, rehypePlugins };
}
