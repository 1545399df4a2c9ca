/**
 * The top bar: logo and title, the items of themeConfig.navbar, the locale dropdown, the colour
 * toggle and the search button. At 996 px and below the items move into a sidebar drawer opened
 * by the toggle button.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import ColorModeToggle from '@theme/ColorModeToggle';
import Link from '@theme/Link';
import NavbarItemView from '@theme/NavbarItem';
import SearchBar from '@theme/SearchBar';
import NavbarMobileSidebar from '@theme/NavbarMobileSidebar';
import { useSiteData, withBaseUrl } from '../../runtime/site';
import { themeConfigOf } from '../../runtime/theme-config';
import type { SidebarItem } from '../../runtime/types';
import { translate } from '../../runtime/translate';
import './navbar.css';

export const MOBILE_BREAKPOINT = 996;

export default function Navbar({ sidebarItems }: { sidebarItems?: SidebarItem[] }) {
  const site = useSiteData();
  const config = themeConfigOf(site).navbar ?? {};
  const items = config.items ?? [];
  const logo = config.logo;
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // Closed on every navigation, and when the viewport grows to desktop size.
  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    const query = window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT + 1}px)`);
    const onChange = () => {
      if (query.matches) setOpen(false);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };
  const canOpen = items.length > 0 || (sidebarItems?.length ?? 0) > 0;
  // Docusaurus's navbar.style: a dark bar, or one in the primary colour, in both colour modes.
  const style = config.style === 'dark' ? ' navbar--dark' : config.style === 'primary' ? ' navbar--primary' : '';
  return (
    <nav className={`navbar${style}${open ? ' navbar-sidebar--show' : ''}`} aria-label={translate('theme.NavBar.navAriaLabel', 'Main')}>
      <div className="navbar__inner">
        <div className="navbar__items">
          {canOpen ? (
            <button
              ref={toggleRef}
              type="button"
              className="navbar__toggle"
              aria-label={translate('theme.docs.sidebar.toggleSidebarButtonAriaLabel', 'Toggle navigation bar')}
              aria-expanded={open}
              onClick={() => setOpen(true)}
            >
              <svg width="30" height="30" viewBox="0 0 30 30" aria-hidden="true">
                <path stroke="currentColor" strokeLinecap="round" strokeMiterlimit="10" strokeWidth="2" d="M4 7h22M4 15h22M4 23h22" />
              </svg>
            </button>
          ) : null}
          <Link to={logo?.href ?? '/'} className="navbar__brand">
            {logo ? (
              <>
                <img className="navbar__logo navbar__logo--light" src={withBaseUrl(logo.src)} alt={logo.alt ?? site.title} width={logo.width} height={logo.height} />
                {/* As Docusaurus's themed logo: with no `srcDark`, dark mode shows `src`. */}
                <img className="navbar__logo navbar__logo--dark" src={withBaseUrl(logo.srcDark ?? logo.src)} alt={logo.alt ?? site.title} width={logo.width} height={logo.height} />
              </>
            ) : null}
            {config.title ? <b className="navbar__title">{config.title}</b> : logo ? null : <b className="navbar__title">{site.title}</b>}
          </Link>
          {items.filter((item) => item.position !== 'right').map((item, index) => (
            <NavbarItemView key={index} item={item} />
          ))}
        </div>
        <div className="navbar__items navbar__items--right">
          {items.filter((item) => item.position === 'right').map((item, index) => (
            <NavbarItemView key={index} item={item} />
          ))}
          <ColorModeToggle />
          {/* A `search` item puts the search bar in its own place instead. */}
          {items.some((item) => item.type === 'search') ? null : <SearchBar />}
        </div>
      </div>
      {open ? <NavbarMobileSidebar items={items} sidebarItems={sidebarItems} onClose={close} /> : null}
    </nav>
  );
}
