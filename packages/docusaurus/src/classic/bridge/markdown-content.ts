/**
 * A Markdown file's Folio module as the content module a Docusaurus plugin's route gets on
 * Docusaurus (`modules: { content: '@site/blog/post.md' }`): the MDX component, rendered with the
 * theme's MDXComponents as Folio's own content routes are (content.tsx), carrying the module's
 * other exports as statics: `frontMatter`, `toc`, `contentTitle`, and the `metadata` and `assets`
 * the plugin's mdx-loader rule adds (lifecycle/mdx-loader-exports.ts). A rule with
 * `removeContentTitle` leaves the `# title` out, as Docusaurus's loader does for blog posts.
 */
import { withoutContentTitle } from './BlogRoute.tsx';
import { docusaurusContent } from './content.tsx';

type Page = Parameters<typeof docusaurusContent>[0];
type MarkdownModule = Page & Record<string, unknown>;

/** The export mdx-loader-exports.ts adds for a rule with `removeContentTitle` (the same name there). */
const REMOVE_CONTENT_TITLE = '__docusaurusRemoveContentTitle';
/** Named exports content.tsx sets itself (from the page), and that flag. */
const OWN = new Set(['default', 'frontMatter', 'toc', 'contentTitle', 'title', REMOVE_CONTENT_TITLE]);

export function docusaurusMarkdownContent(module: MarkdownModule) {
  const page = module[REMOVE_CONTENT_TITLE] === true ? withoutContentTitle(module) : module;
  const content = docusaurusContent(page, (module.metadata ?? {}) as Record<string, unknown>);
  for (const [key, value] of Object.entries(module)) if (!OWN.has(key)) (content as Record<string, unknown>)[key] = value;
  if (!('assets' in module)) content.assets = {};
  return content;
}
