/**
 * The docs sidebar: collapsible categories (the one holding the active page opens itself), the
 * active item marked with aria-current and scrolled into view, class names kept (API method badges).
 */
import { useEffect, useRef, useState } from 'react';
import { routeKey } from '@folio/core/client';
import Link from '@theme/Link';
import { loadedLazyItems, loadLazyItems, sidebarRouteKeys } from '../../hooks/sidebar';
import type { SidebarItem, SidebarItemFields } from '../../runtime/types';

function Category({ item, path, level }: { item: Extract<SidebarItemFields, { type: 'category' }>; path: string; level: number }) {
  const key = routeKey(path);
  const active = sidebarRouteKeys(item).has(key);
  const [collapsed, setCollapsed] = useState(item.collapsible !== false && item.collapsed !== false && !active);
  useEffect(() => {
    if (active) setCollapsed(false);
  }, [active]);
  // A category sent without its items (it is collapsed on this page) loads them when opened.
  const [fetched, setFetched] = useState(() => loadedLazyItems(item.lazy));
  const items = item.items ?? fetched;
  useEffect(() => {
    if (collapsed || items || !item.lazy) return;
    let current = true;
    loadLazyItems(item.lazy).then(
      (loaded) => current && setFetched(loaded),
      (error) => console.warn(error),
    );
    return () => {
      current = false;
    };
  }, [collapsed, items, item.lazy]);
  const toggle = () => setCollapsed((value) => !value);
  const isPage = item.href !== undefined && routeKey(item.href) === key;
  return (
    <li className={`menu__list-item menu__list-item--category${item.className ? ` ${item.className}` : ''}${collapsed ? ' menu__list-item--collapsed' : ''}`}>
      <div className="menu__category">
        {item.href ? (
          <Link to={item.href} className={`menu__link${isPage ? ' menu__link--active' : ''}`} aria-current={isPage ? 'page' : undefined}>
            {item.label}
          </Link>
        ) : (
          <button type="button" className="menu__link menu__link--category" aria-expanded={!collapsed} onClick={toggle}>
            {item.label}
          </button>
        )}
        {item.collapsible !== false ? (
          <button
            type="button"
            className="menu__caret"
            aria-expanded={!collapsed}
            aria-label={`${collapsed ? 'Expand' : 'Collapse'} sidebar category '${item.label}'`}
            onClick={toggle}
          />
        ) : null}
      </div>
      {collapsed || !items ? null : <Items items={items} path={path} level={level + 1} />}
    </li>
  );
}

function Items({ items, path, level }: { items: SidebarItem[]; path: string; level: number }) {
  const key = routeKey(path);
  return (
    <ul className="menu__list">
      {items.map((item, index) => {
        if (item.type === 'category') return <Category key={index} item={item} path={path} level={level} />;
        if (item.type === 'html') {
          return <li key={index} className={`menu__list-item ${item.className ?? ''}`} dangerouslySetInnerHTML={{ __html: item.value ?? '' }} />;
        }
        const active = item.href !== undefined && routeKey(item.href) === key;
        return (
          <li key={index} className={`menu__list-item${item.className ? ` ${item.className}` : ''}`}>
            <Link to={item.href} className={`menu__link${active ? ' menu__link--active' : ''}`} aria-current={active ? 'page' : undefined}>
              {item.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

export default function DocSidebar({ items, path }: { items: SidebarItem[]; path: string }) {
  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    const active = nav.current?.querySelector<HTMLElement>('.menu__link--active');
    if (!active || !nav.current) return;
    const box = nav.current.getBoundingClientRect();
    const at = active.getBoundingClientRect();
    if (at.top < box.top || at.bottom > box.bottom) active.scrollIntoView({ block: 'center' });
  }, [path]);
  return (
    <nav ref={nav} className="menu doc-sidebar" aria-label="Docs sidebar">
      <Items items={items} path={path} level={1} />
    </nav>
  );
}
