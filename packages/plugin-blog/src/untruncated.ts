/**
 * Docusaurus's `onUntruncatedBlogPosts`: a post without a truncate marker is shown whole on the
 * blog's list pages, which Docusaurus reports (a warning by default, since 3.5) so that long posts
 * get an excerpt. One report per locale's load, naming every such post by its path in the site.
 */
import path from 'node:path';
import { FolioError, log, type ReportLevel } from '@folio/core';

/** PURE: the report for `files` (site-relative paths), or null when there is none. */
export function untruncatedMessage(files: string[]): string | null {
  if (!files.length) return null;
  return [
    `${files.length === 1 ? 'a blog post has' : `${files.length} blog posts have`} no truncate marker, so the blog's list pages show ${files.length === 1 ? 'it' : 'them'} whole:`,
    ...files.map((file) => `- ${file}`),
    'Mark where the excerpt ends with `<!-- truncate -->` (Markdown) or `{/* truncate */}` (MDX), or set the blog option `onUntruncatedBlogPosts: \'ignore\'`.',
  ].join('\n');
}

export function reportUntruncatedPosts(posts: { source: string; meta: { hasTruncateMarker: boolean } }[], level: ReportLevel, siteDir: string): void {
  if (level === 'ignore') return;
  const files = posts.filter((post) => !post.meta.hasTruncateMarker).map((post) => path.relative(siteDir, post.source).split(path.sep).join('/'));
  const message = untruncatedMessage(files);
  if (message === null) return;
  if (level === 'throw') throw new FolioError(message);
  if (level === 'warn') log.warn(message);
  else log.info(message);
}
