/**
 * The mobile drawer: the docs sidebar of the page (with a way back to the main menu), or the main
 * menu (navbar items and the versions menu). Focus stays inside while it is open; Escape closes it.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import ColorModeToggle from '@theme/ColorModeToggle';
import DocSidebar from '@theme/DocSidebar';
import Link from '@theme/Link';
import NavbarItemView from '@theme/NavbarItem';
import { useSiteData, useSitePath, withBaseUrl } from '../../runtime/site';
import { themeConfigOf } from '../../runtime/theme-config';
import type { NavbarItem, SidebarItem } from '../../runtime/types';
import { translate } from '../../runtime/translate';

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

export default function NavbarMobileSidebar({ items, sidebarItems, onClose }: { items: NavbarItem[]; sidebarItems?: SidebarItem[]; onClose: () => void }) {
  const site = useSiteData();
  const navbar = themeConfigOf(site).navbar;
  const pathname = useSitePath();
  const [showMain, setShowMain] = useState(!sidebarItems?.length);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
    if (focusable.length === 0) return;
    const first = focusable[0]!;
    const last = focusable[focusable.length - 1]!;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="navbar-sidebar" role="dialog" aria-modal="true" aria-label={translate('theme.navbar.mobileSidebar.ariaLabel', 'Navigation')} onKeyDown={onKeyDown}>
      <div className="navbar-sidebar__backdrop" onClick={onClose} aria-hidden="true" />
      <div className="navbar-sidebar__panel" ref={panel}>
        <div className="navbar-sidebar__brand">
          <Link to="/" className="navbar__brand" onClick={onClose}>
            {navbar?.logo ? (
              <>
                <img className="navbar__logo navbar__logo--light" src={withBaseUrl(navbar.logo.src)} alt={navbar.logo.alt ?? site.title} width={navbar.logo.width} height={navbar.logo.height} />
                <img className="navbar__logo navbar__logo--dark" src={withBaseUrl(navbar.logo.srcDark ?? navbar.logo.src)} alt={navbar.logo.alt ?? site.title} width={navbar.logo.width} height={navbar.logo.height} />
              </>
            ) : (
              <b className="navbar__title">{navbar?.title ?? site.title}</b>
            )}
          </Link>
          <ColorModeToggle />
          <button type="button" className="navbar-sidebar__close" aria-label={translate('theme.docs.sidebar.closeSidebarButtonAriaLabel', 'Close navigation bar')} onClick={onClose}>
            <svg viewBox="0 0 15 15" width="16" height="16" aria-hidden="true">
              <path stroke="currentColor" strokeWidth="2" d="M1 1l13 13M14 1L1 14" />
            </svg>
          </button>
        </div>
        <div className="navbar-sidebar__items">
          {showMain || !sidebarItems?.length ? (
            <nav className="menu" aria-label={translate('theme.navbar.mobileSidebar.mainMenuAriaLabel', 'Main menu')}>
              <ul className="menu__list">
                {items.map((item, index) => (
                  <NavbarItemView key={index} item={item} mobile />
                ))}
              </ul>
            </nav>
          ) : (
            <>
              <button type="button" className="navbar-sidebar__back" onClick={() => setShowMain(true)}>
                {translate('theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel', '← Back to main menu')}
              </button>
              <DocSidebar items={sidebarItems} path={pathname} />
            </>
          )}
        </div>
      </div>
    </div>
  );
}
