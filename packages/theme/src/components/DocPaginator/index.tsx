/** Previous and next pages in sidebar order. */
import Link from '@theme/Link';
import type { NavLink } from '@folio/plugin-docs/contract';
import { translate } from '../../runtime/translate';

export default function DocPaginator({ previous, next }: { previous?: NavLink; next?: NavLink }) {
  if (!previous && !next) return null;
  return (
    <nav className="pagination-nav" aria-label={translate('theme.docs.paginator.navAriaLabel', 'Docs pages')}>
      {previous ? (
        <Link className="pagination-nav__link pagination-nav__link--prev" to={previous.permalink}>
          <span className="pagination-nav__sublabel">{translate('theme.docs.paginator.previous', 'Previous')}</span>
          <span className="pagination-nav__label">{previous.title}</span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link className="pagination-nav__link pagination-nav__link--next" to={next.permalink}>
          <span className="pagination-nav__sublabel">{translate('theme.docs.paginator.next', 'Next')}</span>
          <span className="pagination-nav__label">{next.title}</span>
        </Link>
      ) : null}
    </nav>
  );
}
