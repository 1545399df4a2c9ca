/**
 * PURE: Folio's docs tag props → Docusaurus's: a doc's `tags` metadata (DocItem/Footer's
 * TagsListInline), the tags page's `tags` and a tag page's `tag`, and the version metadata the
 * tag pages' DocVersionRoot takes. Docusaurus leaves a missing description undefined.
 */
import type { DocTag, DocTagDocListProps, DocTagsListProps } from '@folio/plugin-docs/contract';
import { versionMetadata } from './docs-data.ts';

const description = (value: string | null) => value ?? undefined;

/** A doc's tags as Docusaurus's doc metadata has them (`{ label, permalink, description, inline }`). */
export function docTagsMetadata(tags: DocTag[] | undefined) {
  return (tags ?? []).map((tag) => ({ label: tag.label, permalink: tag.permalink, description: description(tag.description), inline: tag.inline }));
}

/** The tags page's `tags` (`{ label, permalink, description, count }`). */
export function tagsListProp(props: DocTagsListProps) {
  return props.tags.map((tag) => ({ label: tag.label, permalink: tag.permalink, description: description(tag.description), count: tag.count }));
}

/** A tag page's `tag` (`{ label, permalink, description, allTagsPath, count, items, unlisted }`). */
export function tagDocListProp(props: DocTagDocListProps) {
  const { tag } = props;
  return { ...tag, description: description(tag.description), items: tag.items.map((item) => ({ ...item })) };
}

/** DocVersionRoot's `version` on a tag page: the version's metadata, no sidebars (a tag page shows none). */
export function tagPageVersion(props: DocTagsListProps | DocTagDocListProps) {
  return versionMetadata({ version: props.version, sidebars: {}, pluginId: props.pluginId });
}
