/** One item of themeConfig.navbar: a link, the docs version dropdown or the locale dropdown. */
import DocsVersionDropdown from '@theme/DocsVersionDropdown';
import Link from '@theme/Link';
import LocaleDropdown from '@theme/LocaleDropdown';
import type { NavbarItem } from '../../runtime/types';

export default function NavbarItemView({ item, mobile }: { item: NavbarItem; mobile?: boolean }) {
  if (item.type === 'docsVersionDropdown') return <DocsVersionDropdown mobile={mobile} />;
  if (item.type === 'localeDropdown') return mobile ? null : <LocaleDropdown />;
  const external = item.href !== undefined;
  const link = (
    <Link
      className={`${mobile ? 'menu__link' : 'navbar__item navbar__link'}${item.className ? ` ${item.className}` : ''}`}
      to={item.to ?? item.href}
      aria-label={item['aria-label']}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {item.label}
      {external ? (
        <svg width="13.5" height="13.5" aria-hidden="true" viewBox="0 0 24 24" className="external-link-icon">
          <path fill="currentColor" d="M21 13v10h-21v-19h12v2h-10v15h17v-8h2zm3-12h-10.988l4.035 4-6.977 7.07 2.828 2.828 6.977-7.07 4.125 4.172v-11z" />
        </svg>
      ) : null}
    </Link>
  );
  return mobile ? <li className="menu__list-item">{link}</li> : link;
}

