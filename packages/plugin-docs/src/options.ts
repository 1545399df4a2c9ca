/** The docs plugin's options, validated like Docusaurus's, and the types shared by its modules. */
import { z } from 'zod';
import { FolioError, closestMatches, joinPaths } from '@folio/core';
import { routePathProblem, shown } from './slug.ts';
import { pluginIdProblem } from './version-files.ts';
import type { GeneratedPage, Context, Json, LastUpdate, PageTag, ReportLevel } from '@folio/core';
import type { SidebarItem, Sidebars, VersionBanner } from './contract.ts';

export const CURRENT_VERSION = 'current';

const versionOptions = z.strictObject({
  label: z.string().optional(),
  path: z.string().optional(),
  banner: z.enum(['none', 'unreleased', 'unmaintained']).optional(),
  badge: z.boolean().optional(),
  noIndex: z.boolean().optional(),
  className: z.string().optional(),
});

const fn = z.custom<(...args: never[]) => unknown>((value) => typeof value === 'function', { message: 'expected a function' });

export const docsOptionsSchema = z.strictObject({
  id: z.string().optional(),
  path: z.string().optional(),
  routeBasePath: z.string().optional(),
  sidebarPath: z.union([z.string(), z.literal(false)]).optional(),
  lastVersion: z.string().optional(),
  versions: z.record(z.string(), versionOptions).optional(),
  onlyIncludeVersions: z.array(z.string()).optional(),
  includeCurrentVersion: z.boolean().optional(),
  noIndexOtherVersions: z.boolean().optional(),
  markdownTwins: z.boolean().optional(),
  /** Docusaurus's `breadcrumbs`: false hides the breadcrumbs of every doc page. */
  breadcrumbs: z.boolean().optional(),
  /**
   * Docusaurus's data shapes, for a theme that reads them (Docusaurus's own theme-common, which
   * @folio/docusaurus runs for Docusaurus sites): the global data lists every doc (id, path,
   * sidebar), and the docs layout's props hold whole sidebars, every doc's title and description,
   * and the plugin's id. Folio's theme needs none of it, and its pages download less without it.
   */
  listAllDocs: z.boolean().optional(),
  llmsTxt: z.union([z.boolean(), z.strictObject({ summary: z.string().optional() })]).optional(),
  editUrl: z.union([z.string(), fn]).optional(),
  editCurrentVersion: z.boolean().optional(),
  /** Docusaurus's: each doc shows when its file was last committed, and by whom (front matter `last_update` first). */
  showLastUpdateTime: z.boolean().optional(),
  showLastUpdateAuthor: z.boolean().optional(),
  sidebarItemsGenerator: fn.optional(),
  sidebarCollapsed: z.boolean().optional(),
  sidebarCollapsible: z.boolean().optional(),
  numberPrefixParser: z.union([z.literal(false), fn]).optional(),
  exclude: z.array(z.string()).optional(),
  /** Docusaurus's: the tags file in each version's folder (`tags.yml` unless given; false or null: none). */
  tags: z.union([z.string().min(1), z.literal(false), z.null()]).optional(),
  /** Docusaurus's: the tag pages' path under each version's path (`tags`). */
  tagsBasePath: z.string().optional(),
  /** Docusaurus's: what to do about a doc's tag that is not a key of the tags file (when there is one). */
  onInlineTags: z.enum(['ignore', 'log', 'warn', 'throw']).optional(),
  /** The plugin's folder under each locale's translations folder (`i18n/<locale>/<it>`): the plugin's name (`docs`, `docs-<id>`) unless given. */
  i18nFolder: z.string().min(1).optional(),
  /** In a translated locale other than the default, a doc without a translation shows a notice ("This page is not translated yet"); false: no notice. */
  untranslatedNotice: z.boolean().optional(),
  /** In a translated locale other than the default, a translated doc whose source changed since the revision it records (`translated_from`, or the locale's translations.lock.json) shows a notice; false: no notice. */
  staleTranslationNotice: z.boolean().optional(),
  /** Docusaurus's: a translated doc's edit link points at its translation rather than at its source (a string `editUrl` only). */
  editLocalizedFiles: z.boolean().optional(),
  sources: z.array(z.custom<DocSource>((value) => typeof value === 'object' && value !== null && 'name' in value)).optional(),
});

export type DocsOptionsInput = z.input<typeof docsOptionsSchema>;
export type VersionOptions = z.output<typeof versionOptions>;

export interface EditUrlParams {
  version: string;
  versionDocsDirPath: string;
  docPath: string;
  permalink: string;
  locale: string;
}

export interface DocsOptions {
  id: string;
  path: string;
  routeBasePath: string;
  sidebarPath: string | false;
  lastVersion?: string;
  versions: Record<string, VersionOptions>;
  onlyIncludeVersions?: string[];
  includeCurrentVersion: boolean;
  /**
   * Every version but the last one (the unreleased one, `/next`, and older releases) gets
   * `noindex` and leaves the sitemap, unless `versions.<name>.noIndex` says otherwise.
   */
  noIndexOtherVersions: boolean;
  /** Write `<route>.md`, the page as clean Markdown, next to every doc page (and a "Copy page" button). */
  markdownTwins: boolean;
  breadcrumbs: boolean;
  listAllDocs: boolean;
  /** Write `llms.txt` listing the latest version's pages (false: do not). */
  llmsTxt: false | { summary?: string };
  editUrl?: string | ((params: EditUrlParams) => string | undefined);
  editCurrentVersion: boolean;
  showLastUpdateTime: boolean;
  showLastUpdateAuthor: boolean;
  sidebarItemsGenerator?: SidebarItemsGenerator;
  sidebarCollapsed: boolean;
  sidebarCollapsible: boolean;
  numberPrefixParser: false | ((name: string) => { filename: string; numberPrefix?: number });
  exclude: string[];
  /** The tags file in each version's folder, or false for none (Docusaurus's `tags: false | null`). */
  tags: string | false;
  /** Whether a missing tags file is an error (the option named it). */
  tagsFileRequired: boolean;
  tagsBasePath: string;
  onInlineTags: ReportLevel;
  sources: DocSource[];
  i18nFolder: string;
  untranslatedNotice: boolean;
  staleTranslationNotice: boolean;
  editLocalizedFiles: boolean;
}

export function normalizeDocsOptions(input: DocsOptionsInput = {}): DocsOptions {
  const result = docsOptionsSchema.safeParse(input, { reportInput: true });
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const where = issue.path.map(String).join('.');
    let detail = `\`${where}\`: ${issue.message}`;
    if (issue.code === 'unrecognized_keys') {
      const inVersion = issue.path[0] === 'versions';
      const known = Object.keys(inVersion ? versionOptions.shape : docsOptionsSchema.shape);
      const key = issue.keys[0]!;
      const suggestion = closestMatches(key, known, 1)[0];
      const full = issue.path.length ? `${where}.${key}` : key;
      detail = `\`${full}\` is not ${inVersion ? 'a version option' : 'an option of the docs plugin'}${suggestion ? ` (did you mean \`${suggestion}\`?)` : ''}`;
    }
    throw new FolioError(`docs plugin options: ${detail}`);
  }
  const data = result.data;
  // The id names files at the site root (`<id>_versions.json`) and a command (`docs:version:<id>`).
  const idProblem = data.id === undefined ? undefined : pluginIdProblem(data.id);
  if (idProblem) throw new FolioError(`docs plugin options: \`id\`: ${idProblem}`);
  const routeBasePath = data.routeBasePath ?? 'docs';
  // Every docs route starts with it: a URL or an unclean path fails here, once, naming the option.
  const pathProblem = routePathProblem(joinPaths('/', routeBasePath));
  const baseProblem = /^[a-z][a-z\d+.-]*:/i.test(routeBasePath) ? 'a route path must be a path, not a URL' : pathProblem && `a route path ${pathProblem}`;
  if (baseProblem) throw new FolioError(`docs plugin options: \`routeBasePath\` "${shown(routeBasePath)}": ${baseProblem}`, { hint: 'write a path such as `docs` or `/`' });
  return {
    id: data.id ?? 'default',
    path: data.path ?? 'docs',
    routeBasePath,
    sidebarPath: data.sidebarPath ?? false,
    lastVersion: data.lastVersion,
    versions: data.versions ?? {},
    onlyIncludeVersions: data.onlyIncludeVersions,
    includeCurrentVersion: data.includeCurrentVersion ?? true,
    noIndexOtherVersions: data.noIndexOtherVersions ?? false,
    markdownTwins: data.markdownTwins ?? true,
    breadcrumbs: data.breadcrumbs ?? true,
    listAllDocs: data.listAllDocs ?? false,
    llmsTxt: data.llmsTxt === false ? false : data.llmsTxt === true || data.llmsTxt === undefined ? {} : data.llmsTxt,
    editUrl: data.editUrl as DocsOptions['editUrl'],
    editCurrentVersion: data.editCurrentVersion ?? false,
    showLastUpdateTime: data.showLastUpdateTime ?? false,
    showLastUpdateAuthor: data.showLastUpdateAuthor ?? false,
    sidebarItemsGenerator: data.sidebarItemsGenerator as SidebarItemsGenerator | undefined,
    sidebarCollapsed: data.sidebarCollapsed ?? true,
    sidebarCollapsible: data.sidebarCollapsible ?? true,
    numberPrefixParser: (data.numberPrefixParser as DocsOptions['numberPrefixParser'] | undefined) ?? defaultNumberPrefixParser,
    exclude: data.exclude ?? ['**/_*.{md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**'],
    tags: data.tags === false || data.tags === null ? false : (data.tags ?? 'tags.yml'),
    tagsFileRequired: typeof data.tags === 'string',
    tagsBasePath: data.tagsBasePath ?? 'tags',
    onInlineTags: data.onInlineTags ?? 'warn',
    sources: (data.sources ?? []) as DocSource[],
    i18nFolder: data.i18nFolder ?? (data.id === undefined || data.id === 'default' ? 'docs' : `docs-${data.id}`),
    untranslatedNotice: data.untranslatedNotice ?? true,
    staleTranslationNotice: data.staleTranslationNotice ?? true,
    editLocalizedFiles: data.editLocalizedFiles ?? false,
  };
}

/**
 * `02-install` → {filename: 'install', numberPrefix: 2}. Names that start like a date or a
 * version (`2021-01 …`, `8.0 …`, `1-2nd-step`: two runs of digits with a separator) keep their
 * name, as Docusaurus does.
 */
export function defaultNumberPrefixParser(name: string): { filename: string; numberPrefix?: number } {
  if (/^v?\d+[-_.]\d/.test(name)) return { filename: name };
  const match = /^(\d+)\s*[-_.]+\s*([^-_.\s].*)$/.exec(name);
  if (!match) return { filename: name };
  return { filename: match[2]!, numberPrefix: Number(match[1]) };
}

// ---- shared types -------------------------------------------------------------------------

export interface Version {
  name: string;
  label: string;
  /** Route prefix without baseUrl, e.g. `/`, `/next`, `/v0.26.0`. */
  path: string;
  /** Folder of the version's docs (absolute). */
  contentPath: string;
  /** Folder of the version's docs relative to the site, for edit URLs. */
  contentPathRelative: string;
  /** The sidebars file (absolute), or undefined for an autogenerated sidebar. */
  sidebarFile?: string;
  /** The version's localized folder (absolute: `i18n/<locale>/<i18nFolder>/current`), when the locale is translated (i18n.ts). */
  contentPathLocalized?: string;
  /** The same, relative to the site, for edit URLs. */
  contentPathLocalizedRelative?: string;
  isLast: boolean;
  banner: VersionBanner;
  badge: boolean;
  noIndex: boolean;
  className: string;
}

/** A doc as the docs plugin knows it: file data plus computed id, slug and permalink. */
export interface Doc {
  id: string;
  /** Absolute path of the file, or the generated page's id. */
  source: string;
  /** Path relative to the version folder, posix separators, e.g. `02-installation/01-docker.md`. */
  relativePath: string;
  /** Folder of the doc relative to the version folder with number prefixes kept (`.` at the top). */
  sourceDirName: string;
  frontMatter: Record<string, unknown>;
  title: string;
  description: string;
  slug: string;
  permalink: string;
  sidebarPosition?: number;
  draft: boolean;
  unlisted: boolean;
  /** Generated MDX (OpenAPI pages), when the doc has no file. */
  generated?: GeneratedPage;
  editUrl?: string;
  /** With `showLastUpdateTime` / `showLastUpdateAuthor`: what the page shows, when it shows anything. */
  lastUpdate?: LastUpdate;
  /** Its `tags` front matter, resolved against the version's tags file (none when not given). */
  tags?: PageTag[];
  /** Read from its source in a translated locale other than the default: the page shows the untranslated notice (i18n.ts). */
  untranslated?: boolean;
  /** Read from its translation, whose source changed since the revision the translation records: the page shows the stale-translation notice (stale-translations.ts). */
  staleTranslation?: boolean;
}

export interface CategoryMetadata {
  label?: string;
  position?: number;
  collapsed?: boolean;
  collapsible?: boolean;
  className?: string;
  description?: string;
  link?: null | { type: 'doc'; id: string } | { type: 'generated-index'; slug?: string; title?: string; description?: string };
  customProps?: Record<string, Json>;
  /** Its translation key (Docusaurus's `key`), when its label is not unique. */
  key?: string;
}

/** Sidebar items as written in a sidebars file; `key` names an item's label among a locale's translations when the label is not unique. */
export type SidebarItemConfig =
  | string
  | { type: 'doc' | 'ref'; id: string; label?: string; key?: string; className?: string; customProps?: Record<string, Json> }
  | { type: 'link'; href: string; label: string; key?: string; className?: string; customProps?: Record<string, Json> }
  | { type: 'html'; value: string; className?: string; defaultStyle?: boolean }
  | {
      type: 'category';
      label: string;
      items: SidebarItemConfig[];
      link?: CategoryMetadata['link'];
      collapsed?: boolean;
      collapsible?: boolean;
      className?: string;
      description?: string;
      customProps?: Record<string, Json>;
      key?: string;
    }
  | { type: 'autogenerated'; dirName: string; className?: string }
  | { type: 'source'; name: string }
  | { [label: string]: SidebarItemConfig[] };

export type SidebarsConfig = Record<string, SidebarItemConfig[] | { [label: string]: SidebarItemConfig[] }>;

export type { SidebarItem, Sidebars };

/** A doc as a `sidebarItemsGenerator` sees it (Docusaurus's subset); `source` is `@site/<path>`. */
export type SidebarItemsGeneratorDoc = Pick<Doc, 'id' | 'title' | 'frontMatter' | 'source' | 'sourceDirName' | 'sidebarPosition'>;

/** Whether a doc stands for its folder; `directories` run from the doc's folder up (`['.']` at the top). */
export type CategoryIndexMatcher = (param: { fileName: string; directories: string[]; extension: string }) => boolean;

/** What Docusaurus passes a `sidebarItemsGenerator`, by the same names, for one autogenerated item. */
export interface SidebarItemsGeneratorArgs {
  item: { type: 'autogenerated'; dirName: string; className?: string };
  version: { versionName: string; contentPath: string };
  /** The version's docs from files (drafts only in dev). */
  docs: SidebarItemsGeneratorDoc[];
  numberPrefixParser: (filename: string) => { filename: string; numberPrefix?: number };
  isCategoryIndex: CategoryIndexMatcher;
  /** `_category_` files by folder, relative to the version's folder (number prefixes kept). */
  categoriesMetadata: Record<string, CategoryMetadata>;
}
/** The default generator a custom one receives; it reads only the arguments it is given. */
export type DefaultSidebarItemsGenerator = (args: SidebarItemsGeneratorArgs) => SidebarItemConfig[];
/** The `sidebarItemsGenerator` option: may return its items or a promise of them. */
export type SidebarItemsGenerator = (
  args: SidebarItemsGeneratorArgs & { defaultSidebarItemsGenerator: DefaultSidebarItemsGenerator },
) => SidebarItemConfig[] | Promise<SidebarItemConfig[]>;

/** Docs generated from another input (an OpenAPI spec), per version. */
export interface GeneratedDoc {
  /** Path of the doc inside the version, as if it were a file: `api/create-a-new-bookmark.mdx`. */
  relativePath: string;
  mdx: string;
  /** The file the doc was generated from, named in errors. */
  source: string;
  /** The page as plain Markdown (its `.md` twin); without it, the MDX is cleaned instead. */
  markdown?: string;
}

export interface DocSource {
  name: string;
  /** Generated docs and the sidebar items that list them, for one version. */
  load(args: { version: Version; versions: Version[]; ctx: Context }): Promise<DocSourceContent> | DocSourceContent;
  /** Files (relative to the site) to watch in dev. */
  watch?(args: { versions: Version[]; ctx: Context }): string[];
  /** `folio docs:version <name>`: write the version's snapshot of this source's input. */
  snapshot?(args: { name: string; ctx: Context }): Promise<string[]> | string[];
}

export interface DocSourceContent {
  docs: GeneratedDoc[];
  /** Sidebar items, referring to docs by id; placed where the sidebar has `{type: 'source', name}`. */
  sidebar: SidebarItemConfig[];
}
