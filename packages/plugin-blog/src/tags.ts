/**
 * Tags: `tags.yml` (key → label, permalink, description) and a post's `tags` front matter (keys
 * of the file, inline labels, or inline `{ label, permalink }`): core's rule, which the docs
 * share (`@folio/core` routes/tags.ts); a post's tag is the blog's `BlogTag`, without `inline`.
 */
import { createMapTag, readTagsMap, resolveTags as resolvePageTags, type ResolveTagsArgs as PageTagsArgs } from '@folio/core';
import type { BlogTag } from './contract.ts';

export { createMapTag, readTagsMap };

export type ResolveTagsArgs = Omit<PageTagsArgs, 'owner'>;

/** PURE (but for its warning): a post's tags, duplicates (same permalink) once. */
export function resolveTags(args: ResolveTagsArgs): BlogTag[] {
  return resolvePageTags({ ...args, owner: 'the blog' }).map(({ label, permalink, description }) => ({ label, permalink, description }));
}
