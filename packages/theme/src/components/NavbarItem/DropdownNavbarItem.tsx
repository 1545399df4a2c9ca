/**
 * A `dropdown` item. On the navbar: a button (aria-haspopup, aria-expanded) whose menu opens on
 * hover, on click and from the keyboard (Enter, Space or ArrowDown; Escape closes and gives focus
 * back); it closes when focus or the pointer leaves. In the mobile drawer: a collapsible
 * sub-list, open when it holds the page being read. Active when one of its links is.
 */
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { isNavbarLinkActive } from '../../hooks/navbar';
import { useSiteData, useSitePath } from '../../runtime/site';
import type { NavbarItem } from '../../runtime/types';
import type { Place } from './DefaultNavbarItem';
import './navbar-items.css';

type ItemView = (props: { item: NavbarItem; place: Place }) => ReactNode;

export default function DropdownNavbarItem({ item, place, ItemView }: { item: NavbarItem; place: Place; ItemView: ItemView }) {
  const pathname = useSitePath();
  const { baseUrl } = useSiteData();
  const items = item.items ?? [];
  const active = items.some((inner) => (inner.type ?? 'default') === 'default' && isNavbarLinkActive(inner, pathname, baseUrl));
  const [open, setOpen] = useState(place === 'mobile' && active);
  const root = useRef<HTMLDivElement & HTMLLIElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (place !== 'mobile') setOpen(false);
  }, [pathname, place]);
  const children = items.map((inner, index) => <ItemView key={index} item={inner} place={place === 'mobile' ? 'mobile' : 'dropdown'} />);
  const label = item.html !== undefined ? <span dangerouslySetInnerHTML={{ __html: item.html }} /> : item.label;

  if (place === 'mobile') {
    return (
      <li className={`menu__list-item${open ? '' : ' menu__list-item--collapsed'}`}>
        <button type="button" className={`menu__link menu__link--sublist${active ? ' menu__link--active' : ''}${item.className ? ` ${item.className}` : ''}`} aria-expanded={open} onClick={() => setOpen((v) => !v)}>
          {label}
        </button>
        <ul className="menu__list" hidden={!open}>
          {children}
        </ul>
      </li>
    );
  }

  const focusFirst = () => requestAnimationFrame(() => root.current?.querySelector<HTMLElement>('.dropdown__menu a, .dropdown__menu button')?.focus());
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      toggle.current?.focus();
    } else if (event.target === toggle.current && event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      focusFirst();
    }
  };
  return (
    <div
      ref={root}
      className={`navbar__item dropdown dropdown--hoverable${item.position === 'right' ? ' dropdown--right' : ''}${open ? ' dropdown--show' : ''}`}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={toggle}
        type="button"
        className={`navbar__link dropdown__toggle${active ? ' navbar__link--active' : ''}${item.className ? ` ${item.className}` : ''}`}
        aria-haspopup="true"
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
      >
        {label}
      </button>
      <ul className="dropdown__menu" hidden={!open}>
        {children}
      </ul>
    </div>
  );
}
