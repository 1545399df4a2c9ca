/**
 * Posts: the blog folder's Markdown files (IO: `loadPosts`), each made into a post by the pure
 * `createPost` (date and slug from the path, front matter, authors, tags, excerpt, reading time).
 * Every file is read and checked before the first problem is thrown: one build reports them all.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { globSync } from 'tinyglobby';
import { callOption, checkFolderLinks, FolioError, type GitLastUpdateOf, type ImageCheck, frontMatterKeyLine, isFolioError, pageLastUpdate, pageTitle, readContentTitle, readFirstParagraph, readLastUpdateFrontMatter, readPageFile, removeContentTitle, siteGuard, type SiteScope, throwCollected } from '@folio/core';
import { checkedImage, resolveAuthors } from './authors.ts';
import { creationDates } from './created.ts';
import type { BlogAuthor, BlogPostMeta, BlogTag } from './contract.ts';
import type { BlogOptions } from './options.ts';
import { readDateValue } from './dates.ts';
import { parsePostPath, postPermalink } from './paths.ts';
import { readingTimeOf } from './reading-time.ts';
import { resolveTags } from './tags.ts';
import { splitAtMarker } from './excerpt.ts';
import type { MapFile, FieldError } from './yaml-map.ts';

export interface Post {
  /** Absolute path of the file. */
  source: string;
  relativePath: string;
  /** The text with its front matter blanked out. */
  content: string;
  contentTitle?: string;
  excerpt: string;
  draft: boolean;
  frontMatter: Record<string, unknown>;
  meta: BlogPostMeta;
}

export interface PostInput {
  source: string;
  relativePath: string;
  content: string;
  frontMatter: Record<string, unknown>;
  /** The date of a post nothing else dates (created.ts: its first commit, else its birth time); asked only then. */
  created: () => Date;
  /** The folder the file was read from, relative to the site, when it is the locale's (a translated post): its edit URL's. */
  localizedDir?: string;
}

export interface PostContext {
  options: BlogOptions;
  authors: MapFile<BlogAuthor>;
  tags: MapFile<BlogTag>;
  locale: string;
  /** Checks front matter `image` as an image in the text is checked (core's siteImageCheck). */
  checkImage?: ImageCheck;
  /** The last commit of a post's file (core's gitLastUpdates), when `showLastUpdateTime` or `showLastUpdateAuthor` is on. */
  lastUpdateOf?: GitLastUpdateOf;
}

const stringOf = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/** PURE (but for inline-entry warnings): a post from its file's text and front matter. */
export function createPost(input: PostInput, { options, authors, tags, locale, checkImage: checkSiteImage, lastUpdateOf }: PostContext): Post {
  const { frontMatter: fm, source } = input;
  // A warning about an image (onBrokenImageFields: 'warn') names the post.
  const checkImage: ImageCheck | undefined = checkSiteImage && ((value) => checkSiteImage(value, source));
  const fail: FieldError = (field, why) => {
    // The file is read again for an error only, for the line of the field and a code frame.
    const text = fileText(source);
    return new FolioError(`invalid front matter: \`${field}\`: ${why}`, { file: source, line: text ? frontMatterKeyLine(text, field.split('.')[0]!) : undefined, source: text });
  };
  const parsed = parsePostPath(input.relativePath);
  const given = fm.date === undefined ? undefined : readDateValue(fm.date);
  if (given && 'problem' in given) throw fail('date', given.problem);
  const date = given?.iso ?? (parsed.date ? `${parsed.date}T00:00:00.000Z` : input.created().toISOString());
  const contentTitle = readContentTitle(input.content);
  const firstParagraph = readFirstParagraph(input.content);
  const { excerpt, truncated } = splitAtMarker(input.content, options.truncateMarker);
  const permalink = postPermalink(options.basePath, parsed, stringOf(fm.slug)).replace(/(.)\/+$/, '$1');
  const title = pageTitle({ frontMatter: fm, contentTitle, fallback: parsed.text });
  const authorsPath = `${options.basePath}/${options.authorsBasePath}`;
  const tagsPath = `${options.basePath}/${options.tagsBasePath}`;
  const lastUpdate = readLastUpdateFrontMatter(fm.last_update, fail);
  const readingTime = options.showReadingTime ? readingTimeOf(removeContentTitle(input.content), fm, locale, options.readingTime, `${options.path}/${input.relativePath}`) : null;
  return {
    source,
    relativePath: input.relativePath,
    content: input.content,
    contentTitle,
    excerpt,
    draft: fm.draft === true,
    frontMatter: fm,
    meta: {
      permalink,
      title,
      description: stringOf(fm.description) ?? firstParagraph ?? '',
      date,
      readingTime,
      authors: resolveAuthors({ frontMatter: fm, map: authors, fail, onInline: options.onInlineAuthors, authorsPath, file: source, checkImage }),
      tags: resolveTags({ tags: fm.tags, map: tags, fail, onInline: options.onInlineTags, tagsPath, file: source }),
      hasTruncateMarker: truncated,
      unlisted: fm.unlisted === true,
      image: checkedImage(stringOf(fm.image), fail, checkImage) ?? null,
      keywords: Array.isArray(fm.keywords) ? (fm.keywords as string[]) : [],
      // Front matter `last_update` first, then the file's last commit, as Docusaurus shows them.
      lastUpdate: pageLastUpdate(options, lastUpdate, () => lastUpdateOf?.(source) ?? null),
      editUrl: editUrlOf(options, input, permalink, locale),
    },
  };
}

function fileText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * A post's edit URL, Docusaurus's rule: front matter `custom_edit_url` first; a function `editUrl`
 * gets the folder the post was read from (the localized one for a translated post); a string one is
 * followed by the blog's folder, the localized one for a translated post with editLocalizedFiles.
 */
function editUrlOf(options: BlogOptions, input: Pick<PostInput, 'relativePath' | 'frontMatter' | 'localizedDir'>, permalink: string, locale: string): string | null {
  const { relativePath, frontMatter: fm } = input;
  if (fm.custom_edit_url !== undefined) return stringOf(fm.custom_edit_url) ?? null;
  if (!options.editUrl) return null;
  if (typeof options.editUrl === 'function') {
    const editUrl = options.editUrl;
    const blogDirPath = input.localizedDir ?? options.path;
    return callOption('editUrl', `${blogDirPath}/${relativePath}`, () => editUrl({ blogDirPath, blogPath: relativePath, permalink, locale })) ?? null;
  }
  const folder = input.localizedDir !== undefined && options.editLocalizedFiles ? input.localizedDir : options.path;
  return [options.editUrl.replace(/\/+$/, ''), folder.replace(/^\/+|\/+$/g, ''), relativePath].filter(Boolean).join('/');
}

/** PURE: newest first (or oldest, `sortPosts: 'ascending'`); same dates by permalink, so order never depends on the disk. */
export function sortPosts<T extends { meta: Pick<BlogPostMeta, 'date' | 'permalink'> }>(posts: T[], order: BlogOptions['sortPosts']): T[] {
  const sign = order === 'ascending' ? 1 : -1;
  return [...posts].sort((a, b) => (a.meta.date === b.meta.date ? (a.meta.permalink < b.meta.permalink ? -1 : a.meta.permalink > b.meta.permalink ? 1 : 0) : a.meta.date < b.meta.date ? -sign : sign));
}

/** The blog folder's post files, relative to it, sorted; none from outside the site. */
export function listPostFiles(dir: string, options: Pick<BlogOptions, 'include' | 'exclude'>, scope: SiteScope): string[] {
  const guard = siteGuard({ ...scope, configured: [...(scope.configured ?? []), dir] });
  checkFolderLinks(dir, guard);
  const files = globSync(options.include, { cwd: dir, ignore: options.exclude }).filter((file) => /\.mdx?$/.test(file)).sort();
  for (const file of files) guard.assert(path.join(dir, file));
  return files;
}

/** Where a translated locale's posts are (i18n.ts): its folder (absolute), and whether posts without a translation are marked. */
export interface PostsLocale {
  dir?: string;
  markUntranslated: boolean;
  siteDir: string;
}

/**
 * The blog's posts: every file of the blog folder, read from the locale's folder when it has the
 * same relative path (a translated post), else from the blog folder.
 */
export function loadPosts(dir: string, ctx: PostContext & { scope: SiteScope; localized?: PostsLocale }): Post[] {
  const posts: Post[] = [];
  const problems: unknown[] = [];
  const createdAt = creationDates(dir);
  const { localized } = ctx;
  const localizedCreatedAt = localized?.dir ? creationDates(localized.dir) : undefined;
  const localizedGuard = localized?.dir ? siteGuard({ ...ctx.scope, configured: [...(ctx.scope.configured ?? []), localized.dir] }) : undefined;
  for (const relativePath of listPostFiles(dir, ctx.options, ctx.scope)) {
    const translation = localized?.dir ? path.join(localized.dir, relativePath) : undefined;
    const isLocalized = translation !== undefined && existsSync(translation);
    const source = isLocalized ? translation : path.join(dir, relativePath);
    try {
      if (isLocalized) localizedGuard?.assert(source);
      const { data, content } = readPageFile(source);
      const created = () => (isLocalized ? localizedCreatedAt! : createdAt)(relativePath);
      const localizedDir = isLocalized ? path.relative(localized!.siteDir, localized!.dir!).split(path.sep).join('/') : undefined;
      const post = createPost({ source, relativePath, content, frontMatter: data, created, ...(localizedDir === undefined ? {} : { localizedDir }) }, ctx);
      const untranslated = localized?.markUntranslated && !isLocalized && data.untranslated_notice !== false;
      posts.push(untranslated ? { ...post, meta: { ...post.meta, untranslated: true } } : post);
    } catch (error) {
      problems.push(isFolioError(error) ? error : new FolioError(`cannot read the post: ${(error as Error).message}`, { file: source }));
    }
  }
  throwCollected(problems);
  const seen = new Map<string, Post>();
  for (const post of posts) {
    const other = seen.get(post.meta.permalink);
    if (other) {
      throw new FolioError(`two blog posts have the permalink "${post.meta.permalink}": ${other.source} and ${post.source}`, {
        file: post.source,
        hint: 'give one of them another `slug` in its front matter, or rename its file',
      });
    }
    seen.set(post.meta.permalink, post);
  }
  return sortPosts(posts, ctx.options.sortPosts);
}
