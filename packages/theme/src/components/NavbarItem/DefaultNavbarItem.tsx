/**
 * A link of the navbar (or of its mobile drawer, or of a dropdown): `to` navigates in the site,
 * `href` opens in a new tab unless `target` says otherwise (Link adds the new tab's `rel`). Active
 * links (Docusaurus's rule, see hooks/navbar.ts, or `active` decided by a docs item) get
 * `navbar__link--active`.
 */
import Link from '@theme/Link';
import { isNavbarLinkActive } from '../../hooks/navbar';
import { useSiteData, useSitePath } from '../../runtime/site';
import type { NavbarItem } from '../../runtime/types';

export type Place = 'navbar' | 'mobile' | 'dropdown';

const CLASS: Record<Place, [string, string]> = {
  navbar: ['navbar__item navbar__link', 'navbar__link--active'],
  mobile: ['menu__link', 'menu__link--active'],
  dropdown: ['dropdown__link', 'dropdown__link--active'],
};

export default function DefaultNavbarItem({ item, place, active }: { item: NavbarItem; place: Place; active?: boolean }) {
  const pathname = useSitePath();
  const { baseUrl } = useSiteData();
  const external = item.href !== undefined;
  const isActive = active ?? isNavbarLinkActive(item, pathname, baseUrl);
  const [base, activeClass] = CLASS[place];
  const newTab = item.target ? { target: item.target } : external ? { target: '_blank' } : {};
  const link = (
    <Link
      className={`${base}${isActive ? ` ${activeClass}` : ''}${item.className ? ` ${item.className}` : ''}`}
      to={item.to ?? item.href}
      aria-label={item['aria-label']}
      aria-current={isActive && item.to !== undefined ? 'page' : undefined}
      {...newTab}
    >
      {item.html !== undefined ? <span dangerouslySetInnerHTML={{ __html: item.html }} /> : item.label}
      {external ? (
        <svg width="13.5" height="13.5" aria-hidden="true" viewBox="0 0 24 24" className="external-link-icon">
          <path fill="currentColor" d="M21 13v10h-21v-19h12v2h-10v15h17v-8h2zm3-12h-10.988l4.035 4-6.977 7.07 2.828 2.828 6.977-7.07 4.125 4.172v-11z" />
        </svg>
      ) : null}
    </Link>
  );
  if (place === 'navbar') return link;
  return place === 'mobile' ? <li className="menu__list-item">{link}</li> : <li>{link}</li>;
}
