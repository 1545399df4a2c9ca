/**
 * Where the translations of the theme's strings are. Folio's theme uses Docusaurus's ids (and
 * placeholders) wherever Docusaurus's theme has the string, so the translations Docusaurus ships
 * for them (@docusaurus/theme-translations, about forty languages: `locales/<locale>/*.json`) apply
 * as on a Docusaurus site. Core reads the locale's files from here when it builds a locale (its
 * load/code-translations.ts), before the site's own `code.json`.
 */

/** The URL of the folder of `<locale>/<name>.json` files; undefined when the package is not installed. */
export function codeTranslationsUrl(): string | undefined {
  try {
    return new URL('locales/', import.meta.resolve('@docusaurus/theme-translations/package.json')).href;
  } catch {
    return undefined;
  }
}
