/** Home › category › page, from the sidebar; home is Docusaurus's house icon, named "Home page". */
import Link from '@theme/Link';
import type { Breadcrumb } from '@folio/plugin-docs/contract';
import { translate } from '../../runtime/translate';
import './breadcrumbs.css';

export default function DocBreadcrumbs({ items }: { items: Breadcrumb[] }) {
  if (items.length === 0) return null;
  return (
    <nav className="theme-doc-breadcrumbs" aria-label={translate('theme.docs.breadcrumbs.navAriaLabel', 'Breadcrumbs')}>
      <ul className="breadcrumbs">
        <li className="breadcrumbs__item">
          <Link to="/" aria-label={translate('theme.docs.breadcrumbs.home', 'Home page')} className="breadcrumbs__link">
            <svg viewBox="0 0 24 24" className="breadcrumbs__home-icon" aria-hidden="true">
              <path fill="currentColor" d="M12 3.2 2.5 11.6c-.3.3-.1.8.3.8H5v7.1c0 .5.4.9.9.9h3.6v-5.6h5v5.6h3.6c.5 0 .9-.4.9-.9v-7.1h2.2c.4 0 .6-.5.3-.8z" />
            </svg>
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
      </ul>
    </nav>
  );
}
