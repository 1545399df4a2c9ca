/**
 * "Skip to main content" goes past a page's sidebar, as Docusaurus's does: to the docs content
 * column when there is one, else to <main>. The link's href (#__main) still works before hydration.
 */

/** Where the skip link lands, most specific first. */
const TARGETS = ['#__main .doc-root__main', '#__main'];

/** Move focus (and the view) to the main content; false when the page has none. */
export function skipToContent(doc: Document): boolean {
  const target = TARGETS.map((selector) => doc.querySelector<HTMLElement>(selector)).find(Boolean);
  if (!target) return false;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
  target.scrollIntoView();
  return true;
}
