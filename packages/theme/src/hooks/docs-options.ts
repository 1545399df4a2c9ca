/**
 * PURE: Docusaurus's `themeConfig.docs` as the docs sidebar and version menus read it. Every key
 * is optional and off by default, as in Docusaurus; a value of another type counts as unset.
 */
export interface DocsThemeOptions {
  /** A button at the bottom of the desktop sidebar hides it to a thin bar. */
  hideable: boolean;
  /** Opening a category collapses its open siblings. */
  autoCollapseCategories: boolean;
  /** Where the reader's preferred docs version is kept: `localStorage` (default) or nowhere. */
  versionPersistence: 'localStorage' | 'none';
}

export function docsThemeOptions(themeConfig: Record<string, unknown>): DocsThemeOptions {
  const docs = record(themeConfig.docs);
  const sidebar = record(docs.sidebar);
  return {
    hideable: sidebar.hideable === true,
    autoCollapseCategories: sidebar.autoCollapseCategories === true,
    versionPersistence: docs.versionPersistence === 'none' ? 'none' : 'localStorage',
  };
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}
