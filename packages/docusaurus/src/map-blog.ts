/**
 * Docusaurus's blog plugin options (the classic preset's `blog`, or
 * `@docusaurus/plugin-content-blog` in `plugins`) as @folio/plugin-blog's options. Pure.
 */
import type { BlogOptionsInput } from '@folio/plugin-blog';
import { mapContentOptions, type MappedContentOptions } from './map-content-options.ts';
import { docusaurusI18nFolder } from './map-docs.ts';

/** Options @folio/plugin-blog takes with Docusaurus's names and meaning. */
const SAME = [
  'id', 'routeBasePath', 'tagsBasePath', 'archiveBasePath', 'pageBasePath', 'authorsBasePath', 'include', 'exclude', 'postsPerPage',
  'blogTitle', 'blogDescription', 'blogSidebarCount', 'blogSidebarTitle', 'showReadingTime', 'readingTime', 'authorsMapPath', 'tags',
  'onInlineTags', 'onInlineAuthors', 'onUntruncatedBlogPosts', 'truncateMarker', 'sortPosts', 'editUrl', 'showLastUpdateTime', 'showLastUpdateAuthor', 'editLocalizedFiles',
] as const;
const FEED = ['type', 'title', 'description', 'copyright', 'language', 'limit'];

export type MappedBlog = MappedContentOptions<BlogOptionsInput>;

/** `where` names the options in notices (`presets[0].blog`). */
export function mapBlogOptions(given: Record<string, unknown>, where: string, siteDir: string, notices: string[]): MappedBlog {
  const mapped = mapContentOptions<BlogOptionsInput>(given, where, siteDir, notices, {
    same: SAME,
    special(key, value, options) {
      if (key !== 'feedOptions' || typeof value !== 'object' || value === null) return false;
      const feed: Record<string, unknown> = {};
      for (const [name, option] of Object.entries(value)) {
        if (FEED.includes(name)) feed[name] = option;
        else if (option !== undefined) notices.push(`\`${where}.feedOptions.${name}\`: Folio writes its feed items itself; ignored`);
      }
      options.feedOptions = feed;
      return true;
    },
    ignored: () => "not an option Folio's blog plugin knows; ignored",
  });
  // A locale's translations of the blog are in Docusaurus's folder: `i18n/<locale>/docusaurus-plugin-content-blog[-<id>]/`.
  mapped.options.i18nFolder = docusaurusI18nFolder('docusaurus-plugin-content-blog', given.id);
  // Docusaurus (3.5+) reports the posts without a truncate marker unless told otherwise.
  mapped.options.onUntruncatedBlogPosts ??= 'warn';
  return mapped;
}
