/** The top bar: logo and title, then the items of themeConfig.navbar. */
import DocsVersionDropdown from '@theme/DocsVersionDropdown';
import Link from '@theme/Link';
import { useSiteData, withBaseUrl } from '../../runtime/site';

export interface NavbarItem {
  type?: string;
  label?: string;
  href?: string;
  to?: string;
  position?: 'left' | 'right';
  className?: string;
  'aria-label'?: string;
}

export interface NavbarConfig {
  title?: string;
  logo?: { alt?: string; src: string; srcDark?: string; href?: string; width?: number; height?: number };
  items?: NavbarItem[];
}

export function NavbarItemView({ item }: { item: NavbarItem }) {
  if (item.type === 'docsVersionDropdown') return <DocsVersionDropdown />;
  if (item.type === 'localeDropdown' || item.type === 'search') return null;
  const external = item.href !== undefined;
  return (
    <Link
      className={`navbar__item navbar__link${item.className ? ` ${item.className}` : ''}`}
      to={item.to ?? item.href}
      aria-label={item['aria-label']}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {item.label}
    </Link>
  );
}

export default function Navbar() {
  const site = useSiteData();
  const config = (site.themeConfig.navbar ?? {}) as NavbarConfig;
  const items = config.items ?? [];
  const logo = config.logo;
  return (
    <nav className="navbar" aria-label="Main">
      <div className="navbar__inner">
        <div className="navbar__items">
          <Link to={logo?.href ?? '/'} className="navbar__brand">
            {logo ? (
              <>
                <img className="navbar__logo navbar__logo--light" src={withBaseUrl(logo.src)} alt={logo.alt ?? site.title} width={logo.width} height={logo.height} />
                {logo.srcDark ? (
                  <img className="navbar__logo navbar__logo--dark" src={withBaseUrl(logo.srcDark)} alt={logo.alt ?? site.title} width={logo.width} height={logo.height} />
                ) : null}
              </>
            ) : null}
            {config.title ?? (logo ? null : site.title) ? <b className="navbar__title">{config.title ?? site.title}</b> : null}
          </Link>
          {items.filter((item) => item.position !== 'right').map((item, index) => (
            <NavbarItemView key={index} item={item} />
          ))}
        </div>
        <div className="navbar__items navbar__items--right">
          {items.filter((item) => item.position === 'right').map((item, index) => (
            <NavbarItemView key={index} item={item} />
          ))}
        </div>
      </div>
    </nav>
  );
}
