/**
 * PURE: the page modules of a bundle shared by several locales (build/bundle-locales.ts) carry
 * their locale as a query, `?folio-locale=<name>`: the same Markdown file is a different module in
 * each locale (its links carry the locale's base URL). The route table adds it to its imports,
 * prerender to the module ids it looks up, the Vite plugin (vite/locale-plugin.ts) reads it back.
 */
const LOCALE_QUERY = 'folio-locale';

/** The query that makes a page module the locale's own. */
export function localeQuery(locale: string): string {
  return `${LOCALE_QUERY}=${encodeURIComponent(locale)}`;
}

/** PURE: a module id with the locale's query added (after any query it has). */
export function withLocaleQuery(id: string, locale: string): string {
  return `${id}${id.includes('?') ? '&' : '?'}${localeQuery(locale)}`;
}

/** PURE: the locale a module id's query names, and the id without it; no locale for other ids. */
export function splitLocaleQuery(id: string): { id: string; locale?: string } {
  const mark = id.indexOf('?');
  if (mark === -1) return { id };
  const params = new URLSearchParams(id.slice(mark + 1));
  const locale = params.get(LOCALE_QUERY);
  if (locale === null) return { id };
  params.delete(LOCALE_QUERY);
  const rest = params.toString();
  return { id: id.slice(0, mark) + (rest ? `?${rest}` : ''), locale };
}

