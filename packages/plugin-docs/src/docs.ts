/**
 * Docs: the only module that reads doc files. `createDoc` (pure) turns a file's path and front
 * matter into the doc's id, slug and permalink the way Docusaurus does; `loadVersionDocs` reads a
 * version's folder.
 */
import path from 'node:path';
import { globSync } from 'tinyglobby';
import { readFileSync } from 'node:fs';
import { FolioError, frontMatterKeyLine, isDotSegment, isParentSegment, joinPaths, parseFrontMatter, readPageFile } from '@folio/core';
import type { DocsOptions, Doc, GeneratedDoc, Version } from './options.ts';

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

export interface DocFileInput {
  relativePath: string;
  frontMatter: Record<string, unknown>;
  /** The first `# heading`, if the content has one. */
  contentTitle?: string;
  /** The first paragraph as plain text. */
  excerpt?: string;
  source: string;
  generated?: Doc['generated'];
}

export interface CreateDocContext {
  version: Version;
  options: Pick<DocsOptions, 'numberPrefixParser' | 'editUrl' | 'editCurrentVersion'>;
  siteDir?: string;
  locale?: string;
  /** Where the current version's docs live, for editCurrentVersion. */
  currentContentPathRelative?: string;
}

/** PURE: a doc's id, slug, permalink, title and sidebar position from its path and front matter. */
export function createDoc(file: DocFileInput, { version, options, locale = 'en', currentContentPathRelative }: CreateDocContext): Doc {
  const { relativePath, frontMatter } = file;
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
  // A slug may use `..` to move within the docs (`../setup`, as in Docusaurus), but not climb
  // above their root, and an absolute slug is taken as written, so a `..` there is refused too.
  if (fmSlug !== undefined && slugLeavesRoot(fmSlug, dirName === '.' ? '' : dirName)) {
    throw new FolioError(`slug "${fmSlug}" has a ".." segment; a slug must stay inside the site`, {
      file: file.source,
      line: slugLine(file.source),
      hint: 'write the slug from the docs root, e.g. `slug: /guides/setup`',
    });
  }
  let slug: string;
  if (fmSlug !== undefined) {
    slug = fmSlug.startsWith('/') ? fmSlug : resolveSlug(dirName === '.' ? '/' : `/${dirName}/`, fmSlug);
  } else if (isCategoryIndex(fileName, sourceDirName)) {
    slug = joinPaths('/', dirName === '.' ? '' : dirName);
  } else {
    slug = joinPaths('/', dirName === '.' ? '' : dirName, baseId);
  }
  if (slug.split('/').some(isDotSegment)) {
    throw new FolioError(`the doc's route "${slug}" has a "." or ".." segment`, {
      file: file.source,
      hint: 'rename the file, or give it a `slug` in its front matter',
    });
  }
  const permalink = slug === '/' ? (version.path === '/' ? '/' : version.path) : joinPaths(version.path, slug);

  const title = stringOf(frontMatter.title) ?? file.contentTitle ?? baseId;
  const positionFromPrefix = numberPrefixOf(fileName, parser);
  const sidebarPosition = typeof frontMatter.sidebar_position === 'number' ? frontMatter.sidebar_position : positionFromPrefix;

  let editUrl: string | undefined;
  if (frontMatter.custom_edit_url !== undefined) {
    editUrl = frontMatter.custom_edit_url === null ? undefined : String(frontMatter.custom_edit_url);
  } else if (options.editUrl && !file.generated) {
    // editCurrentVersion points every version's edit link at the current docs; like Docusaurus,
    // it applies to a string editUrl only (a function decides for itself).
    const versionDocsDirPath =
      options.editCurrentVersion && typeof options.editUrl === 'string' && currentContentPathRelative
        ? currentContentPathRelative
        : version.contentPathRelative;
    editUrl =
      typeof options.editUrl === 'function'
        ? options.editUrl({ version: version.name, versionDocsDirPath, docPath: relativePath, permalink, locale })
        : joinUrl(options.editUrl, versionDocsDirPath, relativePath);
  }

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
  };
}

/** PURE: true when `slug` (relative to `dir`) climbs above the root, or is absolute with a `..`. */
export function slugLeavesRoot(slug: string, dir: string): boolean {
  const segments = slug.split('/');
  if (slug.startsWith('/')) return segments.some(isParentSegment);
  let depth = dir.split('/').filter(Boolean).length;
  for (const segment of segments) {
    if (isParentSegment(segment)) depth--;
    else if (segment !== '' && !isDotSegment(segment)) depth++;
    if (depth < 0) return true;
  }
  return false;
}

/** The line of `slug:` in a doc file's front matter (for the error message only). */
function slugLine(file: string): number | undefined {
  try {
    return frontMatterKeyLine(readFileSync(file, 'utf8'), 'slug');
  } catch {
    return undefined;
  }
}

/** PURE: a relative slug resolved against the doc's folder: `./a/../b` in `/dir/` → `/dir/b`. */
export function resolveSlug(dir: string, relative: string): string {
  const resolved = path.posix.resolve(dir, relative);
  return relative.endsWith('/') && resolved !== '/' ? `${resolved}/` : resolved;
}

function stringOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function joinUrl(base: string, ...parts: string[]): string {
  return [base.replace(/\/+$/, ''), ...parts.map((part) => part.replace(/^\/+|\/+$/g, ''))].filter(Boolean).join('/');
}

/** PURE: the first `# heading` and first paragraph of Markdown content (outside code and JSX). */
export function scanContent(content: string): { contentTitle?: string; excerpt?: string } {
  let contentTitle: string | undefined;
  let excerpt: string | undefined;
  let fence: string | undefined;
  let inStatement = false;
  for (const raw of content.split('\n')) {
    const line = raw.trim();
    // An import or export may span lines: skip up to the line that ends it.
    if (inStatement) {
      if (line === '' || /(from\s+['"][^'"]+['"]|;)\s*$/.test(line)) inStatement = false;
      continue;
    }
    if (/^(import|export)\s/.test(line) && !/(from\s+['"][^'"]+['"]|;|^import\s+['"][^'"]+['"])\s*;?\s*$/.test(line)) {
      inStatement = true;
      continue;
    }
    const fenceMatch = /^(`{3,}|~{3,})/.exec(line);
    if (fenceMatch) {
      fence = fence ? (line.startsWith(fence) ? undefined : fence) : fenceMatch[1];
      continue;
    }
    if (fence || line === '') continue;
    const heading = /^#\s+(.+?)\s*#*$/.exec(line);
    if (heading && contentTitle === undefined && excerpt === undefined) {
      contentTitle = plainText(heading[1]!.replace(/\s*\\?\{#[\w-]+\\?\}$/, ''));
      continue;
    }
    if (/^(#|import\s|export\s|<|:::|\||>|-{3,}|\*{3,}|!\[)/.test(line)) continue;
    excerpt = plainText(line.replace(/^[-*+]\s+|^\d+\.\s+/, ''));
    break;
  }
  return { contentTitle, excerpt };
}

function plainText(markdown: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`~]/g, '')
    .replace(/<[^>]+>/g, '')
    .trim();
}

/** Read every doc file of a version (sorted, so output never depends on directory order). */
export function loadVersionDocs(version: Version, options: DocsOptions, ctx: Omit<CreateDocContext, 'version' | 'options'>): Doc[] {
  const files = globSync(['**/*.{md,mdx}'], { cwd: version.contentPath, ignore: options.exclude }).sort();
  return files.map((relativePath) => {
    const source = path.join(version.contentPath, relativePath);
    let read: ReturnType<typeof readPageFile>;
    try {
      read = readPageFile(source);
    } catch (error) {
      if (error instanceof Error && error.name === 'FolioError') throw error;
      throw new FolioError(`cannot read the doc: ${(error as Error).message}`, { file: source });
    }
    const { data, content } = read;
    return createDoc({ relativePath, frontMatter: data, source, ...scanContent(content) }, { version, options, ...ctx });
  });
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
