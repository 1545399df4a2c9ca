/**
 * PURE: the one rule for a page's title, Docusaurus's: front matter `title`, else the content's
 * title (its first `# heading`), else a fallback (a doc's id, made from its file name). The result
 * travels as data: the page module's `title` export, a doc's `title` prop, and from there
 * `<title>`, the sidebar label and pagination defaults, breadcrumbs and the search records.
 *
 * On the page, a content title shows itself; the theme adds an `<h1>` only when there is none.
 * `hide_title: true` removes that added heading and nothing else: as Docusaurus documents it, it
 * "only hides a title declared through the front matter, and has no effect on a Markdown title",
 * and the title stays in every other place.
 */
export interface PageTitleInput {
  frontMatter: Record<string, unknown>;
  /** The content's first `# heading` as plain text, if it has one. */
  contentTitle?: string;
  /** The last resort (a doc's id); pages without one fall back to the site title in `<title>`. */
  fallback?: string;
}

export function pageTitle({ frontMatter, contentTitle, fallback }: PageTitleInput): string {
  return nonBlank(frontMatter.title) ?? nonBlank(contentTitle) ?? fallback ?? '';
}

/** Whether the theme renders the title as the page's `<h1>`: the content has none, and `hide_title` is not set. */
export function showsTitleHeading(frontMatter: Record<string, unknown>, contentTitle: string | undefined): boolean {
  return nonBlank(contentTitle) === undefined && frontMatter.hide_title !== true;
}

function nonBlank(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}
