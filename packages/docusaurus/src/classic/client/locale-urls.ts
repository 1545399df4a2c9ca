/**
 * PURE (browser-safe): the locales' base URLs theme-common's useAlternatePageUtils is given, so
 * that it makes the links Docusaurus makes (the locale dropdown's, the hreflang alternates) from
 * Folio's location. It takes the location's path less the current locale's base URL
 * (`pathname.replace(baseUrl, '')`) and puts another locale's `url` and `baseUrl` before it.
 * Docusaurus's location holds the base URL (`/fr/docs/x` less `/fr/` is `docs/x`, and Arabic's
 * `/ar/` + `docs/x`); Folio's is a site path (`/docs/x`, client/router.tsx):
 * - under the base URL `/`, replacing it takes the path's leading slash, which leaves the same
 *   `docs/x`: every locale's base URL stays as it is;
 * - under another (`/fr/`, `/docs/`), nothing is replaced and `/docs/x` keeps its slash: every
 *   locale's base URL goes without its trailing one (`/ar` + `/docs/x`; the root `/` becomes ``).
 * A site path that starts with the current base URL itself (`/fr/x` under `/fr/`) is the case this
 * cannot tell apart; Docusaurus's own pathname would hold the base URL twice there.
 */
export function alternateBaseUrls<T extends { baseUrl: string }>(localeConfigs: Record<string, T>, currentBaseUrl: string): Record<string, T> {
  if (currentBaseUrl === '/') return localeConfigs;
  return Object.fromEntries(Object.entries(localeConfigs).map(([locale, config]) => [locale, { ...config, baseUrl: config.baseUrl.replace(/\/$/, '') }]));
}
