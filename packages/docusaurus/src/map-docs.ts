/**
 * The options of Docusaurus's docs plugin (`presets[i].docs`, or a `plugin-content-docs` entry)
 * as options of @folio/plugin-docs. Pure: each option is passed on, translated, or noticed.
 */
import path from 'node:path';
import type { DocsOptionsInput } from '@folio/plugin-docs';

/** Options both plugins take with the same name and meaning. */
const SAME = [
  'id',
  'path',
  'routeBasePath',
  'editUrl',
  'editCurrentVersion',
  'lastVersion',
  'versions',
  'onlyIncludeVersions',
  'includeCurrentVersion',
  'sidebarItemsGenerator',
  'sidebarCollapsed',
  'sidebarCollapsible',
  'numberPrefixParser',
  'exclude',
  'breadcrumbs',
  'showLastUpdateTime',
  'showLastUpdateAuthor',
  'tags',
  'tagsBasePath',
  'onInlineTags',
  'editLocalizedFiles',
] as const;

const THEME_COMPONENT = "Folio's theme renders docs with its own components (override them in src/theme/); ignored";

/** Docusaurus's options Folio has no equivalent for, and what Folio does instead. */
const INSTEAD: Record<string, string> = {
  docsRootComponent: THEME_COMPONENT,
  docVersionRootComponent: THEME_COMPONENT,
  docRootComponent: THEME_COMPONENT,
  docItemComponent: THEME_COMPONENT,
  docTagsListComponent: THEME_COMPONENT,
  docTagDocListComponent: THEME_COMPONENT,
  docCategoryGeneratedIndexComponent: THEME_COMPONENT,
  recmaPlugins: "Folio's MDX pipeline takes no recma plugins; ignored",
  admonitions: "Folio's admonitions keep their default keywords; ignored",
  beforeDefaultRemarkPlugins: "added to markdown.remarkPlugins, after Folio's own plugins",
  beforeDefaultRehypePlugins: "added to markdown.rehypePlugins, after Folio's own plugins",
};

const DEFAULT_INCLUDE = ['**/*.{md,mdx}'];

export interface MappedDocs {
  options: DocsOptionsInput;
  /** Remark and rehype plugins the docs plugin named: Folio applies them to every page. */
  remarkPlugins: unknown[];
  rehypePlugins: unknown[];
}

/** `where` names the options in notices (`presets[0].docs`); `siteDir` turns resolved paths back into site paths. */
export function mapDocsOptions(given: Record<string, unknown>, where: string, siteDir: string, notices: string[]): MappedDocs {
  const options: Record<string, unknown> = {};
  const remarkPlugins: unknown[] = [];
  const rehypePlugins: unknown[] = [];
  for (const [key, value] of Object.entries(given)) {
    if (value === undefined) continue;
    const at = `\`${where}.${key}\``;
    if ((SAME as readonly string[]).includes(key)) {
      options[key] = key === 'path' ? sitePath(value, siteDir) : value;
    } else if (key === 'sidebarPath') {
      if (value === false) notices.push(`${at}: false turns sidebars off in Docusaurus; Folio generates them from the docs folder instead`);
      else options.sidebarPath = sitePath(value, siteDir);
    } else if (key === 'disableVersioning') {
      if (value === true) Object.assign(options, { includeCurrentVersion: true, onlyIncludeVersions: ['current'] });
    } else if (key === 'remarkPlugins' || key === 'beforeDefaultRemarkPlugins') {
      remarkPlugins.push(...asArray(value));
      if (key !== 'remarkPlugins') notices.push(`${at}: ${INSTEAD[key]}`);
    } else if (key === 'rehypePlugins' || key === 'beforeDefaultRehypePlugins') {
      rehypePlugins.push(...asArray(value));
      if (key !== 'rehypePlugins') notices.push(`${at}: ${INSTEAD[key]}`);
    } else if (key === 'include') {
      if (JSON.stringify(value) !== JSON.stringify(DEFAULT_INCLUDE)) notices.push(`${at}: Folio reads every .md and .mdx file of the docs folder (less \`exclude\`); ignored`);
    } else {
      notices.push(`${at}: ${INSTEAD[key] ?? "not an option Folio's docs plugin knows; ignored"}`);
    }
  }
  // A locale's translations of the docs are in Docusaurus's folder: `i18n/<locale>/docusaurus-plugin-content-docs[-<id>]/`.
  options.i18nFolder = docusaurusI18nFolder('docusaurus-plugin-content-docs', given.id);
  return { options: options as DocsOptionsInput, remarkPlugins, rehypePlugins };
}

/** PURE: a Docusaurus plugin's folder under a locale's (its getPluginI18nPath): `<plugin name>`, `-<id>` for an instance other than 'default'. */
export function docusaurusI18nFolder(pluginName: string, id: unknown): string {
  return typeof id === 'string' && id !== 'default' ? `${pluginName}-${id}` : pluginName;
}

/** A path `require.resolve` made absolute, back to one relative to the site (as Folio's options and watch globs expect). */
export function sitePath(value: unknown, siteDir: string): unknown {
  if (typeof value !== 'string' || !path.isAbsolute(value)) return value;
  const relative = path.relative(siteDir, value);
  return relative.startsWith('..') || path.isAbsolute(relative) ? value : relative.split(path.sep).join('/');
}

function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [value];
}
