/**
 * PURE: which locales `folio dev --all-locales` (or `--locale` repeated) serves and where, and
 * which locale's server a request goes to. Every locale is served at its base URL on one port, as
 * a build lays them out: the default locale at the site's, each other under its own (`/fr/`).
 *
 * A locale on a domain of its own (its `url` in `localeConfigs`) is served at its base URL path on
 * the dev server's host: its domain cannot be served locally. When that base URL is another
 * locale's (a multi-domain site often gives each locale `baseUrl: '/'`), one port cannot hold
 * both: the default locale (or the first named) keeps it and the other is left out, to be served
 * alone (`folio dev --locale de --port 3001`).
 */
import { FolioError } from '../errors.ts';
import type { SiteConfig } from '../plugin-api.ts';

export interface PlannedLocale {
  name: string;
  baseUrl: string;
  url: string;
}

export interface LocalePlan {
  /** The locales served, the default one first (when served). */
  served: PlannedLocale[];
  /** Locales whose base URL a served locale has (`takenBy`). */
  left: (PlannedLocale & { takenBy: string })[];
}

/** `asked`: 'all' (`--all-locales`) or the locales named (`--locale`, more than once). */
export function planLocales(i18n: SiteConfig['i18n'], asked: 'all' | readonly string[]): LocalePlan {
  const { defaultLocale, locales, localeConfigs } = i18n;
  const names = asked === 'all' ? locales : [...new Set(asked)];
  const unknown = names.filter((name) => !Object.hasOwn(localeConfigs, name));
  if (unknown.length) {
    throw new FolioError(`\`--locale ${unknown.join(', ')}\`: not a locale of the config's \`i18n.locales\` (${locales.join(', ')})`, {
      hint: 'serving several locales at once takes the config\'s locales; `folio dev --locale <locale>` serves any one locale alone',
    });
  }
  const ordered = names.includes(defaultLocale) ? [defaultLocale, ...names.filter((name) => name !== defaultLocale)] : names;
  const plan: LocalePlan = { served: [], left: [] };
  for (const name of ordered) {
    const { baseUrl, url } = localeConfigs[name]!;
    const holder = plan.served.find((locale) => locale.baseUrl === baseUrl);
    if (holder) plan.left.push({ name, baseUrl, url, takenBy: holder.name });
    else plan.served.push({ name, baseUrl, url });
  }
  return plan;
}

/**
 * Where a request for `pathname` goes: the served locale whose base URL is the longest that
 * starts it. A base URL without its last slash (`/fr`) is redirected to it (not taken as a page of
 * the locale at `/`), and so is `/` to the first locale's when no locale is served at `/`.
 * Undefined: no locale is served there.
 */
export function routeToLocale<T extends { baseUrl: string }>(served: readonly T[], pathname: string): { locale: T } | { redirect: string } | undefined {
  const exact = served.find((locale) => locale.baseUrl === `${pathname}/`);
  if (exact) return { redirect: exact.baseUrl };
  let best: T | undefined;
  for (const locale of served) {
    if (pathname.startsWith(locale.baseUrl) && (!best || locale.baseUrl.length > best.baseUrl.length)) best = locale;
  }
  if (best) return { locale: best };
  if (pathname === '/' && served[0]) return { redirect: served[0].baseUrl };
  return undefined;
}
