/**
 * "Last updated on {date} by {author}", as Docusaurus's theme shows it (theme-classic's
 * LastUpdated): the date in bold as a <time> (its instant in `dateTime`) written in the site's
 * locale as `Oct 14, 2018`, in UTC so that every reader and every build machine sees the same day,
 * then the author in bold. Each part only when given; the docs and blog plugins fill them
 * (`showLastUpdateTime`, `showLastUpdateAuthor`: front matter `last_update`, else git). Docusaurus's
 * own props (`lastUpdatedAt`, `lastUpdatedBy`) are taken too.
 */
import { useSiteData } from '../../runtime/site';
import { interpolate, translate } from '../../runtime/translate';

export interface LastUpdatedProps {
  /** RFC 3339 instant. */
  date?: string | null;
  author?: string | null;
  /** Docusaurus's props (a site's component written for its theme): milliseconds since the epoch, and a name. */
  lastUpdatedAt?: number;
  lastUpdatedBy?: string;
}

/** One formatter per locale (each Intl.DateTimeFormat holds ICU memory outside the JS heap). */
const formats = new Map<string, Intl.DateTimeFormat>();

export function formatLastUpdated(iso: string, locale: string): string {
  let format = formats.get(locale);
  if (!format) formats.set(locale, (format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })));
  return format.format(new Date(iso));
}

export default function LastUpdated({ date: given, author: by, lastUpdatedAt, lastUpdatedBy }: LastUpdatedProps) {
  const locale = useSiteData().i18n.currentLocale;
  const date = given ?? (lastUpdatedAt ? new Date(lastUpdatedAt).toISOString() : null);
  const author = by ?? lastUpdatedBy ?? null;
  const atDate = date ? (
    <>
      {interpolate(translate('theme.lastUpdated.atDate', ' on {date}'), {
        date: (
          <b>
            <time dateTime={new Date(date).toISOString()} itemProp="dateModified">
              {formatLastUpdated(date, locale)}
            </time>
          </b>
        ),
      })}
    </>
  ) : (
    ''
  );
  const byUser = author ? <>{interpolate(translate('theme.lastUpdated.byUser', ' by {user}'), { user: <b>{author}</b> })}</> : '';
  return <span className="theme-last-updated">{interpolate(translate('theme.lastUpdated.lastUpdatedAtBy', 'Last updated{atDate}{byUser}'), { atDate, byUser })}</span>;
}
