/**
 * Docs: the only module that reads doc files. `createDoc` (pure) turns a file's path and front
 * matter into the doc's id, slug and permalink the way Docusaurus does; `loadVersionDocs` reads a
 * version's folder.
 */
import path from 'node:path';
import { globSync } from 'tinyglobby';
import { checkFolderLinks, siteGuard, type SiteScope, throwCollected } from '@folio/core';
import { existsSync, readFileSync } from 'node:fs';
import { type PageTag, callOption, type GitLastUpdateOf, type ImageCheck, FolioError, frontMatterKeyLine, isFolioError, joinPaths, type LastUpdate, type LastUpdateOptions, pageLastUpdate, pageTitle, parseFrontMatter, readContentTitle, readFirstParagraph, readLastUpdateFrontMatter, readPageFile } from '@folio/core';
import { isUntranslated, localizedFileOf } from './i18n.ts';
import { checkRoute, shown, slugRoute } from './slug.ts';
import type { DocsOptions, Doc, EditUrlParams, GeneratedDoc, Version } from './options.ts';
import type { DocTagsArgs } from './tags.ts';

export { resolveSlug, slugLeavesRoot } from './slug.ts';

type PrefixParser = DocsOptions['numberPrefixParser'];

/** PURE: strip the number prefix of one path segment. */
export function stripNumberPrefix(segment: string, parser: PrefixParser): string {
  return parser ? parser(segment).filename : segment;
}

export function numberPrefixOf(segment: string, parser: PrefixParser): number | undefined {
  return parser ? parser(segment).numberPrefix : undefined;
}

/** PURE: `02-installation/01-docker` → `installation/docker`. */
export function stripPathNumberPrefixes(relative: string, parser: PrefixParser): string {
  return relative
    .split('/')
    .map((segment) => stripNumberPrefix(segment, parser))
    .join('/');
}

/** A doc that stands for its folder: `index`, `README`, or named like the folder. */
export function isCategoryIndex(fileBaseName: string, dirName: string): boolean {
  const name = fileBaseName.toLowerCase();
  return name === 'index' || name === 'readme' || (dirName !== '.' && name === path.posix.basename(dirName).toLowerCase());
}

/**
 * PURE: a doc's permalink, Docusaurus's rule (its normalizeUrl of the version path and the slug):
 * the slug under the version's path, keeping the slug's trailing slash, so a doc at the version
 * root (`slug: /`, or an `index.md` at the top) is `/docs/`, `/1.0/` (the version's path plus '/')
 * or `/` at the site root. The route, canonical URL, sitemap entry and every link to the doc use
 * it; core's trailingSlash (true/false) then adds or removes the slash, and the output file is
 * `<path>/index.html` either way unless trailingSlash is false (`<path>.html`).
 */
export function docPermalink(versionPath: string, slug: string): string {
  return joinPaths(versionPath, slug);
}

export interface DocFileInput {
  relativePath: string;
  frontMatter: Record<string, unknown>;
  /** The first `# heading`, if the content has one. */
  contentTitle?: string;
  /** The first paragraph as plain text. */
  excerpt?: string;
  source: string;
  generated?: Doc['generated'];
  /** `source` is the doc's file in its version's localized folder (a translated locale's). */
  localized?: boolean;
}

export interface CreateDocContext {
  version: Version;
  options: Pick<DocsOptions, 'numberPrefixParser' | 'editUrl' | 'editCurrentVersion'> & Partial<Pick<DocsOptions, 'editLocalizedFiles'>> & Partial<LastUpdateOptions>;
  siteDir?: string;
  locale?: string;
  /** Where the current version's docs live, for editCurrentVersion. */
  currentContentPathRelative?: string;
  /** Where the current version's translations live in the locale (relative to the site), for editCurrentVersion with editLocalizedFiles. */
  currentContentPathLocalizedRelative?: string;
  /** Checks front matter `image` as an image in the text is checked (core's siteImageCheck). */
  checkImage?: ImageCheck;
  /** The last commit of a doc's file (core's gitLastUpdates), when `showLastUpdateTime` or `showLastUpdateAuthor` is on. */
  lastUpdateOf?: GitLastUpdateOf;
  /** The doc's tags from its front matter (tags.ts: the version's tags file and the options). */
  tagsOf?: (args: DocTagsArgs) => PageTag[];
}

/** PURE: a doc's id, slug, permalink, title and sidebar position from its path and front matter. */
export function createDoc(file: DocFileInput, { version, options, locale = 'en', currentContentPathRelative, currentContentPathLocalizedRelative, checkImage, lastUpdateOf, tagsOf }: CreateDocContext): Doc {
  const { relativePath, frontMatter } = file;
  const imageProblem = typeof frontMatter.image === 'string' && !file.generated ? checkImage?.(frontMatter.image) : undefined;
  if (imageProblem) throw new FolioError(`front matter \`image\`: ${imageProblem.reason}`, { file: file.source, ...frontMatterLine(file.source, 'image'), hint: imageProblem.hint });
  const parser = options.numberPrefixParser;
  const withoutExt = relativePath.replace(/\.mdx?$/, '');
  const sourceDirName = path.posix.dirname(withoutExt);
  const fileName = path.posix.basename(withoutExt);
  const dirName = sourceDirName === '.' ? '.' : stripPathNumberPrefixes(sourceDirName, parser);
  const baseName = stripNumberPrefix(fileName, parser);
  const fmId = typeof frontMatter.id === 'string' ? frontMatter.id : undefined;
  const baseId = fmId ?? baseName;
  const id = dirName === '.' ? baseId : `${dirName}/${baseId}`;

  const fmSlug = typeof frontMatter.slug === 'string' ? frontMatter.slug : undefined;
  // Every route is checked where it is made (slug.ts), so that the error names what made it: the
  // `slug:` or `id:` line of the front matter, or the file's path.
  const at = (key?: 'slug' | 'id') => () => ({ file: file.source, ...(key ? frontMatterLine(file.source, key) : {}) });
  const pathHint = 'rename the file or folder, or give the doc a `slug` in its front matter';
  let slug: string;
  if (fmSlug !== undefined) {
    slug = slugRoute(fmSlug, dirName, at('slug'));
  } else {
    const folder = checkRoute(joinPaths('/', dirName === '.' ? '' : dirName), `the folder "${shown(sourceDirName)}"`, at(), pathHint);
    // A doc standing for its folder is the folder's page, slash included (`/guide/`), as in Docusaurus.
    if (isCategoryIndex(fileName, sourceDirName)) slug = folder === '/' ? '/' : `${folder}/`;
    else if (fmId !== undefined) slug = checkRoute(joinPaths(folder, baseId), `front matter \`id\` "${shown(fmId)}"`, at('id'), 'choose another `id`, or give the doc a `slug`');
    else slug = checkRoute(joinPaths(folder, baseId), `the file name "${shown(path.posix.basename(relativePath))}"`, at(), pathHint);
  }
  const permalink = docPermalink(version.path, slug);

  const title = pageTitle({ frontMatter, contentTitle: file.contentTitle, fallback: baseId });
  const positionFromPrefix = numberPrefixOf(fileName, parser);
  const sidebarPosition = Number.isFinite(frontMatter.sidebar_position) ? (frontMatter.sidebar_position as number) : positionFromPrefix;

  const editUrl = docEditUrl(file, { version, options, locale, currentContentPathRelative, currentContentPathLocalizedRelative }, permalink);
  const lastUpdate = docLastUpdate(file, options, lastUpdateOf);
  const tags = tagsOf?.({ frontMatter, source: file.source, fail: (field, why) => new FolioError(`invalid front matter: \`${field}\`: ${why}`, { file: file.source, ...frontMatterLine(file.source, 'tags') }) }) ?? [];
  return {
    id,
    source: file.source,
    relativePath,
    sourceDirName,
    frontMatter,
    title,
    description: stringOf(frontMatter.description) ?? file.excerpt ?? '',
    slug,
    permalink,
    sidebarPosition,
    draft: frontMatter.draft === true,
    unlisted: frontMatter.unlisted === true,
    generated: file.generated,
    editUrl,
    ...(lastUpdate ? { lastUpdate } : {}),
    ...(tags.length ? { tags } : {}),
  };
}

/**
 * PURE: a doc's edit URL, Docusaurus's rule: front matter `custom_edit_url` first; a function
 * `editUrl` decides for itself; a string one is followed by the version's folder (the current
 * version's with editCurrentVersion) and the doc's path, the folder being the version's localized
 * one for a translated doc with editLocalizedFiles.
 */
function docEditUrl(file: DocFileInput, ctx: Pick<CreateDocContext, 'version' | 'options' | 'locale' | 'currentContentPathRelative' | 'currentContentPathLocalizedRelative'>, permalink: string): string | undefined {
  const { frontMatter, relativePath } = file;
  const { version, options } = ctx;
  if (frontMatter.custom_edit_url !== undefined) return frontMatter.custom_edit_url === null ? undefined : String(frontMatter.custom_edit_url);
  if (!options.editUrl || file.generated) return undefined;
  if (typeof options.editUrl === 'function') {
    const editUrl = options.editUrl as (params: EditUrlParams) => string | undefined;
    const versionDocsDirPath = version.contentPathRelative;
    return callOption('editUrl', `${versionDocsDirPath}/${relativePath}`, () => editUrl({ version: version.name, versionDocsDirPath, docPath: relativePath, permalink, locale: ctx.locale ?? 'en' }));
  }
  // editCurrentVersion points every version's edit link at the current docs.
  const localized = file.localized && options.editLocalizedFiles && version.contentPathLocalizedRelative !== undefined;
  const versionDocsDirPath = localized
    ? ((options.editCurrentVersion ? ctx.currentContentPathLocalizedRelative : undefined) ?? version.contentPathLocalizedRelative!)
    : ((options.editCurrentVersion ? ctx.currentContentPathRelative : undefined) ?? version.contentPathRelative);
  return joinUrl(options.editUrl, versionDocsDirPath, relativePath);
}

/**
 * PURE: a doc's last update as Docusaurus shows it: front matter `last_update` (checked whether
 * shown or not, as Docusaurus's schema checks it) first, then its file's last commit. A generated
 * doc has no file of its own: front matter only.
 */
function docLastUpdate(file: DocFileInput, options: Partial<LastUpdateOptions>, lastUpdateOf: GitLastUpdateOf | undefined): LastUpdate | null {
  const fail = (field: string, why: string) => new FolioError(`invalid front matter: \`${field}\`: ${why}`, { file: file.source, ...frontMatterLine(file.source, 'last_update') });
  const given = readLastUpdateFrontMatter(file.frontMatter.last_update, fail);
  const shown = { showLastUpdateTime: options.showLastUpdateTime ?? false, showLastUpdateAuthor: options.showLastUpdateAuthor ?? false };
  return pageLastUpdate(shown, given, () => (file.generated ? null : (lastUpdateOf?.(file.source) ?? null)));
}

/** The line of a front matter key in a doc file, and the file's text for a code frame (read again for an error only). */
function frontMatterLine(file: string, key: string): { line?: number; source?: string } {
  try {
    const source = readFileSync(file, 'utf8');
    const line = frontMatterKeyLine(source, key);
    return line === undefined ? {} : { line, source };
  } catch {
    return {};
  }
}

function stringOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function joinUrl(base: string, ...parts: string[]): string {
  return [base.replace(/\/+$/, ''), ...parts.map((part) => part.replace(/^\/+|\/+$/g, ''))].filter(Boolean).join('/');
}

/**
 * PURE: the content title and the first paragraph's text (core's readers, which the compiler and
 * the blog use too).
 */
export function scanContent(content: string): { contentTitle?: string; excerpt?: string } {
  return { contentTitle: readContentTitle(content), excerpt: readFirstParagraph(content) };
}

/**
 * The doc files of a version, relative to its folder. None from outside the site: every symbolic
 * link in the folder is checked before the glob follows it, and each file once more (a FolioError
 * names a link that leads out, and its target; `allowedOutsidePaths` in the config allows folders).
 */
export function listDocFiles(version: Version, options: Pick<DocsOptions, 'exclude'>, scope: SiteScope): string[] {
  const guard = siteGuard({ ...scope, configured: [...(scope.configured ?? []), version.contentPath] });
  checkFolderLinks(version.contentPath, guard);
  const files = globSync(['**/*.{md,mdx}'], { cwd: version.contentPath, ignore: options.exclude }).sort();
  for (const file of files) guard.assert(path.join(version.contentPath, file));
  return files;
}

/**
 * Read every doc file of a version (sorted, so output never depends on directory order). In a
 * translated locale a doc is read from its file in the version's localized folder when there is
 * one (i18n.ts); `markUntranslated` marks the others.
 */
export function loadVersionDocs(version: Version, options: DocsOptions, ctx: Omit<CreateDocContext, 'version' | 'options'> & { scope?: SiteScope; markUntranslated?: boolean }): Doc[] {
  const scope = ctx.scope ?? { siteDir: ctx.siteDir ?? version.contentPath };
  const files = listDocFiles(version, options, scope);
  const localizedGuard = version.contentPathLocalized ? siteGuard({ ...scope, configured: [...(scope.configured ?? []), version.contentPathLocalized] }) : undefined;
  // Every doc is read and checked before the first problem is thrown: one build reports them all.
  const docs: Doc[] = [];
  const problems: unknown[] = [];
  for (const relativePath of files) {
    const localizedFile = localizedFileOf(version, relativePath);
    const localized = localizedFile !== undefined && existsSync(localizedFile);
    const source = localized ? localizedFile : path.join(version.contentPath, relativePath);
    try {
      if (localized) localizedGuard?.assert(source);
      const { data, content } = readDocFile(source);
      const doc = createDoc({ relativePath, frontMatter: data, source, localized, ...scanContent(content) }, { version, options, ...ctx });
      docs.push(ctx.markUntranslated && isUntranslated(doc, localized, { markUntranslated: true }) ? { ...doc, untranslated: true } : doc);
    } catch (error) {
      problems.push(error);
    }
  }
  throwCollected(problems);
  return docs;
}

function readDocFile(source: string): ReturnType<typeof readPageFile> {
  try {
    return readPageFile(source);
  } catch (error) {
    if (!isFolioError(error)) throw new FolioError(`cannot read the doc: ${(error as Error).message}`, { file: source });
    throw error;
  }
}

/** Docs generated by a source (OpenAPI pages) for a version. */
export function createGeneratedDocs(generated: GeneratedDoc[], version: Version, options: DocsOptions, ctx: Omit<CreateDocContext, 'version' | 'options'>): Doc[] {
  return generated.map((doc) => {
    const { data, content } = parseFrontMatter(doc.mdx, doc.source);
    return createDoc(
      {
        relativePath: doc.relativePath,
        frontMatter: data,
        source: doc.source,
        generated: { id: `${version.name}/${doc.relativePath}`, mdx: doc.mdx, source: doc.source, ...(doc.markdown ? { markdown: doc.markdown } : {}) },
        ...scanContent(content),
      },
      { version, options, ...ctx },
    );
  });
}
