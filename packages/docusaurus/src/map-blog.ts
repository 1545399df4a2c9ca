/**
 * Docusaurus's blog plugin options (the classic preset's `blog`, or
 * `@docusaurus/plugin-content-blog` in `plugins`) as @folio/plugin-blog's options. Pure.
 */
import type { BlogOptionsInput } from '@folio/plugin-blog';
import { sitePath } from './map-docs.ts';

/** Options @folio/plugin-blog takes with Docusaurus's names and meaning. */
const SAME = [
  'id', 'routeBasePath', 'tagsBasePath', 'archiveBasePath', 'pageBasePath', 'authorsBasePath', 'include', 'exclude', 'postsPerPage',
  'blogTitle', 'blogDescription', 'blogSidebarCount', 'blogSidebarTitle', 'showReadingTime', 'readingTime', 'authorsMapPath', 'tags',
  'onInlineTags', 'onInlineAuthors', 'truncateMarker', 'sortPosts', 'editUrl', 'showLastUpdateTime', 'showLastUpdateAuthor',
] as const;
const FEED = ['type', 'title', 'description', 'copyright', 'language', 'limit'];

export interface MappedBlog {
  options: BlogOptionsInput;
  remarkPlugins: unknown[];
  rehypePlugins: unknown[];
}

/** `where` names the options in notices (`presets[0].blog`). */
export function mapBlogOptions(given: Record<string, unknown>, where: string, siteDir: string, notices: string[]): MappedBlog {
  const options: Record<string, unknown> = {};
  const remarkPlugins: unknown[] = [];
  const rehypePlugins: unknown[] = [];
  for (const [key, value] of Object.entries(given)) {
    if (value === undefined) continue;
    if (key === 'path') options.path = sitePath(value, siteDir);
    else if ((SAME as readonly string[]).includes(key)) options[key] = value;
    else if (key === 'feedOptions' && typeof value === 'object' && value !== null) {
      const feed: Record<string, unknown> = {};
      for (const [name, option] of Object.entries(value)) {
        if (FEED.includes(name)) feed[name] = option;
        else if (option !== undefined) notices.push(`\`${where}.feedOptions.${name}\`: Folio writes its feed items itself; ignored`);
      }
      options.feedOptions = feed;
    } else if (key === 'remarkPlugins' || key === 'beforeDefaultRemarkPlugins') remarkPlugins.push(...[value].flat());
    else if (key === 'rehypePlugins' || key === 'beforeDefaultRehypePlugins') rehypePlugins.push(...[value].flat());
    else notices.push(`\`${where}.${key}\`: not an option Folio's blog plugin knows; ignored`);
  }
  return { options: options as BlogOptionsInput, remarkPlugins, rehypePlugins };
}
