/**
 * Dates as Docusaurus's theme writes them (theme-common's useDateTimeFormat): an
 * Intl.DateTimeFormat of the page's locale name with that locale's `calendar` (config's
 * localeConfigs; Docusaurus, and core's config/i18n.ts, infer it as the locale's first calendar:
 * `fa` Persian, `th` Buddhist, most others Gregorian), in UTC so that every build machine and
 * every reader sees the same day. One formatter per locale, calendar and style: each holds ICU
 * memory outside the JS heap, which the GC does not see (made per date, 1000 posts' list pages
 * held about 150 MB of it).
 */
import { useSiteData } from './site';

/** The options of each of theme-classic's dates (timeZone aside). */
const STYLES = {
  /** A blog post's date (BlogPostItem/Header/Info): `March 1, 2024`. */
  post: { day: 'numeric', month: 'long', year: 'numeric' },
  /** A page's last update (LastUpdated): `Mar 1, 2024`. */
  lastUpdated: { day: 'numeric', month: 'short', year: 'numeric' },
  /** An entry of the blog archive, under its year's heading (BlogArchivePage): `March 1`. */
  archive: { day: 'numeric', month: 'long' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof STYLES;

const formats = new Map<string, Intl.DateTimeFormat>();

/** An RFC 3339 instant written in `locale` and `calendar` (the locale's default without one), in UTC. */
export function formatDate(iso: string, locale: string, calendar: string | undefined, style: DateStyle): string {
  const key = `${locale}\0${calendar ?? ''}\0${style}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(locale, { ...(calendar ? { calendar } : {}), ...STYLES[style], timeZone: 'UTC' })));
  return format.format(new Date(iso));
}

/** The page's locale and its calendar, as useDateTimeFormat reads them. */
export function useDateLocale(): { locale: string; calendar: string | undefined } {
  const { currentLocale, localeConfigs } = useSiteData().i18n;
  return { locale: currentLocale, calendar: localeConfigs?.[currentLocale]?.calendar };
}
