/** Home › category › page, from the sidebar. */
import Link from '@theme/Link';
import { useSiteData } from '../../runtime/site';
import type { Breadcrumb } from '@folio/plugin-docs/contract';
import { translate } from '../../runtime/translate';

export default function DocBreadcrumbs({ items }: { items: Breadcrumb[] }) {
  const site = useSiteData();
  if (items.length === 0) return null;
  const home = site.title.split(' ')[0] ?? translate('theme.docs.breadcrumbs.home', 'Home');
  return (
    <nav className="breadcrumbs" aria-label={translate('theme.docs.breadcrumbs.navAriaLabel', 'Breadcrumbs')}>
      <ol>
        <li className="breadcrumbs__item">
          {/* The name holds the visible word (axe's label-content-name-mismatch). */}
          <Link to="/" aria-label={translate('theme.DocBreadcrumbs.homeAriaLabel', '{home} home page', { home })} className="breadcrumbs__link">
            {home}
          </Link>
        </li>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={index} className={`breadcrumbs__item${last ? ' breadcrumbs__item--active' : ''}`}>
              {item.href && !last ? (
                <Link to={item.href} className="breadcrumbs__link">
                  {item.label}
                </Link>
              ) : (
                <span className="breadcrumbs__link" aria-current={last ? 'page' : undefined}>
                  {item.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
