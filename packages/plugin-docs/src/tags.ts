/**
 * Docs tags, as Docusaurus's docs plugin has them: each version's tags file (`tags.yml` in the
 * version's folder, the `tags` option), a doc's `tags` front matter resolved against it (core's
 * rule, the blog's too), and per version a tags page and one page per tag under
 * `<version path>/<tagsBasePath>`. A tag whose docs are all unlisted keeps its page (listing them
 * all, kept out of search engines) but leaves the tags page; a tag with listed docs lists only those.
 */
import path from 'node:path';
import { existsSync } from 'node:fs';
import { createMapTag, FolioError, joinPaths, readYamlMap, resolveTags, type FieldError, type MapFile, type PageTag, type Route, type TagEntry } from '@folio/core';
import type { DocTagDocListProps, DocTagPageVersion, DocTagsListProps } from './contract.ts';
import type { Doc, DocsOptions, Version } from './options.ts';

/** PURE: where a version's tag pages live (`/docs/next/tags`). */
export function versionTagsPath(version: Pick<Version, 'path'>, tagsBasePath: string): string {
  return joinPaths(version.path, tagsBasePath);
}

export const NO_TAGS_FILE: MapFile<TagEntry> = { name: 'tags.yml', exists: false, entries: new Map() };

/**
 * A version's tags file: none with `tags: false`; a missing file is an error only when the option
 * named it (Docusaurus's rule: sites without tags.yml stay valid).
 */
export function readVersionTagsFile(version: Version, options: Pick<DocsOptions, 'tags' | 'tagsFileRequired' | 'tagsBasePath'>, siteDir: string): MapFile<TagEntry> {
  if (options.tags === false) return NO_TAGS_FILE;
  // The version's localized folder first, in a translated locale (Docusaurus's getTagsFile).
  const folders = [version.contentPathLocalized, version.contentPath].filter((folder): folder is string => folder !== undefined);
  const file = folders.map((folder) => path.resolve(folder, options.tags as string)).find((candidate) => existsSync(candidate)) ?? path.resolve(version.contentPath, options.tags);
  if (!existsSync(file) && options.tagsFileRequired) {
    throw new FolioError(`the docs option \`tags\` names "${options.tags}", and version "${version.name}" has no such file: ${path.relative(siteDir, file) || file}`, { hint: 'create the file, or leave the option out (tags.yml when present) or set it to false' });
  }
  const tagsPath = versionTagsPath(version, options.tagsBasePath);
  // Two keys with one permalink would make one page of two tags: Docusaurus refuses it, so does Folio.
  const keyOf = new Map<string, string>();
  return readYamlMap(
    file,
    (key, value, fail) => {
      const tag = createMapTag(key, value, fail, tagsPath);
      const other = keyOf.get(tag.permalink);
      if (other !== undefined) throw fail(value && typeof value === 'object' && 'permalink' in value ? 'permalink' : '', `has the permalink "${tag.permalink}", as \`${other}\` has: give one of them another permalink`);
      keyOf.set(tag.permalink, key);
      return tag;
    },
    siteDir,
  );
}

export interface DocTagsArgs {
  frontMatter: Record<string, unknown>;
  /** The doc's file, named in messages. */
  source: string;
  /** The error for a bad front matter field, with its line. */
  fail: FieldError;
}

/** PURE (but for the inline report): a doc's tags. */
export function docTagsOf({ frontMatter, source, fail }: DocTagsArgs, map: MapFile<TagEntry>, tagsPath: string, onInline: DocsOptions['onInlineTags']): PageTag[] {
  return resolveTags({ tags: frontMatter.tags, map, fail, onInline, tagsPath, file: source, owner: 'the docs version' });
}

interface TagGroup {
  tag: PageTag;
  docs: Doc[];
}

/** PURE: the version's tags by permalink (the first doc's label wins), each doc once. */
export function groupDocsByTag(docs: Doc[]): TagGroup[] {
  const groups = new Map<string, TagGroup>();
  for (const doc of docs) {
    for (const tag of doc.tags ?? []) {
      let group = groups.get(tag.permalink);
      if (!group) groups.set(tag.permalink, (group = { tag, docs: [] }));
      if (!group.docs.includes(doc)) group.docs.push(doc);
    }
  }
  return [...groups.values()].sort((a, b) => a.tag.label.localeCompare(b.tag.label, 'en'));
}

/** PURE: a version's tag routes: the tags page (when a tag is listed) and a page per tag; `page` goes into each page's props. */
export function createTagRoutes(docs: Doc[], version: Version, tagsBasePath: string, page: DocTagPageVersion): Route[] {
  const allTagsPath = versionTagsPath(version, tagsBasePath);
  const routes: Route[] = [];
  const listed: DocTagsListProps['tags'] = [];
  for (const { tag, docs: tagged } of groupDocsByTag(docs)) {
    const unlisted = tagged.every((doc) => doc.unlisted);
    const shown = (unlisted ? tagged : tagged.filter((doc) => !doc.unlisted)).slice().sort((a, b) => a.title.localeCompare(b.title, 'en'));
    const { label, permalink, description } = tag;
    if (!unlisted) listed.push({ label, permalink, description, count: shown.length });
    const props: DocTagDocListProps = {
      tag: { label, permalink, description, allTagsPath, count: shown.length, items: shown.map((doc) => ({ id: doc.id, title: doc.title, description: doc.description, permalink: doc.permalink })), unlisted },
      ...page,
    };
    routes.push({ path: permalink, component: '@theme/DocTagDocListPage', props, noIndex: version.noIndex || unlisted, search: { index: false } });
  }
  if (listed.length) routes.unshift({ path: allTagsPath, component: '@theme/DocTagsListPage', props: { tags: listed, ...page } satisfies DocTagsListProps, noIndex: version.noIndex, search: { index: false } });
  return routes;
}
