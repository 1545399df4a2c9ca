/**
 * `@folio/theme/config`: the theme's config, node-safe (no React, no browser code). Core loads it
 * from the site to validate `themeConfig`; the Docusaurus adapter reads the navbar item types and the type an untyped item has.
 */
export { validateThemeConfig } from './validate.ts';
export { themeConfigSchema } from './schema.ts';
export type * from './schema.ts';
export { NAVBAR_ITEM_TYPES, navbarItemIssues, navbarItemType, type NavbarItemIssue, type NavbarItemType } from './navbar-items.ts';
export { codeTranslationsUrl } from './code-translations.ts';
