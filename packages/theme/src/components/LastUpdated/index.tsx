/**
 * "Last updated on {date} by {author}", as Docusaurus's theme shows it (theme-classic's
 * LastUpdated): the date in bold as a <time> (its instant in `dateTime`) written in the page's
 * locale and its calendar as `Oct 14, 2018` (runtime/dates.ts), in UTC so that every reader and
 * every build machine sees the same day, then the author in bold. Each part only when given; the docs and blog plugins fill them
 * (`showLastUpdateTime`, `showLastUpdateAuthor`: front matter `last_update`, else git). Docusaurus's
 * own props (`lastUpdatedAt`, `lastUpdatedBy`) are taken too.
 */
import { formatDate, useDateLocale } from '../../runtime/dates';
import { interpolate, translate } from '../../runtime/translate';

export interface LastUpdatedProps {
  /** RFC 3339 instant. */
  date?: string | null;
  author?: string | null;
  /** Docusaurus's props (a site's component written for its theme): milliseconds since the epoch, and a name. */
  lastUpdatedAt?: number;
  lastUpdatedBy?: string;
}

/** `Mar 4, 2023`, in the locale's `calendar` when given. */
export function formatLastUpdated(iso: string, locale: string, calendar?: string): string {
  return formatDate(iso, locale, calendar, 'lastUpdated');
}

export default function LastUpdated({ date: given, author: by, lastUpdatedAt, lastUpdatedBy }: LastUpdatedProps) {
  const { locale, calendar } = useDateLocale();
  const date = given ?? (lastUpdatedAt ? new Date(lastUpdatedAt).toISOString() : null);
  const author = by ?? lastUpdatedBy ?? null;
  const atDate = date ? (
    <>
      {interpolate(translate('theme.lastUpdated.atDate', ' on {date}'), {
        date: (
          <b>
            <time dateTime={new Date(date).toISOString()} itemProp="dateModified">
              {formatLastUpdated(date, locale, calendar)}
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
