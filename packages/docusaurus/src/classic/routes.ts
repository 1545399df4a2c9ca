/**
 * Folio's content plugins name their route components by Folio's props (`@theme/DocItem` gets a
 * DocPageData). On a site rendered by Docusaurus's theme, `@theme/DocItem` is Docusaurus's, which
 * takes Docusaurus's props; so those routes are rendered by a bridge (bridge/<Name>.tsx, core's
 * `routeComponents`), which turns Folio's props into Docusaurus's and renders `@theme/<Name>`: a
 * site may still override or wrap `DocItem` as it does under Docusaurus.
 */
import { fileURLToPath } from 'node:url';

/** The route components Folio's docs, blog and pages plugins name, each rendered by bridge/<Name>.tsx. */
export const BRIDGED = [
  'DocItem',
  'DocRoot',
  'DocCategoryGeneratedIndexPage',
  'DocTagsListPage',
  'DocTagDocListPage',
  'MDXPage',
  'ComponentPage',
  'BlogLayout',
  'BlogListPage',
  'BlogPostPage',
  'BlogTagsListPage',
  'BlogTagsPostsPage',
  'BlogArchivePage',
  'BlogAuthorsListPage',
  'BlogAuthorsPostsPage',
] as const;

/** The bridges, as core's `routeComponents` (name → file). */
export function bridgeComponents(): Record<string, string> {
  return Object.fromEntries(BRIDGED.map((name) => [name, fileURLToPath(new URL(`../../src/classic/bridge/${name}.tsx`, import.meta.url))]));
}
