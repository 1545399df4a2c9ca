/**
 * The docs sidebar: collapsible categories (the one holding the active page opens itself), the
 * active item marked with aria-current and scrolled into view, class names kept (API method badges).
 * `themeConfig.docs.sidebar.autoCollapseCategories` closes a category's siblings when it opens;
 * given `onCollapse` (the desktop sidebar of a `hideable` one) a button at its bottom hides it.
 */
import { useEffect, useRef, useState } from 'react';
import { routeKey } from '@folio/core/client';
import Link from '@theme/Link';
import OwnLink from '../Link';
import { loadedLazyItems, loadLazyItems, sidebarRouteKeys } from '../../hooks/sidebar';
import { useSiteData } from '../../runtime/site';
import type { SidebarItem, SidebarItemFields } from '../../runtime/types';
import { docsThemeOptions } from '../../hooks/docs-options';
import { translate } from '../../runtime/translate';
import { SsrMemo, useSsrMemo } from '../../runtime/ssr-memo';
import './styles.css';

/** What a category knows of its siblings when categories collapse each other: which one opened last. */
interface Siblings {
  index: number;
  opened: number | null;
  setOpened: (index: number | null) => void;
}

function Category({ item, path, level, siblings }: { item: Extract<SidebarItemFields, { type: 'category' }>; path: string; level: number; siblings?: Siblings }) {
  const key = routeKey(path);
  const active = sidebarRouteKeys(item).has(key);
  const [collapsed, setCollapsed] = useState(item.collapsible !== false && item.collapsed !== false && !active);
  const update = (next: boolean) => {
    setCollapsed(next);
    siblings?.setOpened(next ? null : siblings.index);
  };
  useEffect(() => {
    if (active && collapsed) update(false);
  }, [active]);
  const closedBySibling = siblings !== undefined && siblings.opened !== null && siblings.opened !== siblings.index;
  useEffect(() => {
    if (closedBySibling && item.collapsible !== false) setCollapsed(true);
  }, [closedBySibling, siblings?.opened, item.collapsible]);
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
  const toggle = () => update(!collapsed);
  const isPage = item.href !== undefined && routeKey(item.href) === key;
  return (
    <li className={`menu__list-item menu__list-item--category${item.className ? ` ${item.className}` : ''}${collapsed ? ' menu__list-item--collapsed' : ''}`}>
      <div className="menu__category menu__list-item-collapsible">
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
            aria-label={
              collapsed
                ? translate('theme.DocSidebarItem.expandCategoryAriaLabel', 'Expand sidebar category \'{label}\'', { label: item.label })
                : translate('theme.DocSidebarItem.collapseCategoryAriaLabel', 'Collapse sidebar category \'{label}\'', { label: item.label })
            }
            onClick={toggle}
          />
        ) : null}
      </div>
      {collapsed || !items ? null : <Items items={items} path={path} level={level + 1} autoCollapse={siblings !== undefined} />}
    </li>
  );
}

/**
 * What a category renders when it starts collapsed on the page at route key `key`, for prerender's
 * memo (runtime/ssr-memo.tsx): the same for every page it is collapsed on (its label, link and class,
 * and the theme's strings). Undefined when it starts open, when its link is to a place on the
 * current page, or when the site has its own Link.
 */
function collapsedCategoryId(item: Extract<SidebarItemFields, { type: 'category' }>, key: string): string | undefined {
  // A site's own Link may render otherwise on each page (an active class from the location).
  if (Link !== OwnLink) return undefined;
  if (item.collapsible === false || item.collapsed === false || item.href?.startsWith('#')) return undefined;
  const active = item.items ? sidebarRouteKeys(item).has(key) : item.href !== undefined && routeKey(item.href) === key;
  if (active) return undefined;
  // One string per item object (the pages of a category share their sidebar's): its hash is then worked out once.
  let id = categoryIds.get(item);
  if (id === undefined) categoryIds.set(item, (id = `category\0${item.label}\0${item.href ?? ''}\0${item.className ?? ''}`));
  return id;
}

const categoryIds = new WeakMap<object, string>();

function Items({ items, path, level, autoCollapse }: { items: SidebarItem[]; path: string; level: number; autoCollapse: boolean }) {
  const key = routeKey(path);
  const [opened, setOpened] = useState<number | null>(null);
  const memo = useSsrMemo();
  return (
    <ul className="menu__list">
      {items.map((item, index) => {
        if (item.type === 'category') {
          const siblings = autoCollapse ? { index, opened, setOpened } : undefined;
          return (
            <SsrMemo key={index} id={memo ? collapsedCategoryId(item, key) : undefined}>
              <Category item={item} path={path} level={level} siblings={siblings} />
            </SsrMemo>
          );
        }
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

/** The nearest ancestor that scrolls its content vertically, short of the document itself. */
function scrollBox(element: HTMLElement): HTMLElement | undefined {
  for (let at = element.parentElement; at && at !== document.body && at !== document.documentElement; at = at.parentElement) {
    const { overflowY } = getComputedStyle(at);
    if ((overflowY === 'auto' || overflowY === 'scroll') && at.scrollHeight > at.clientHeight) return at;
  }
  return undefined;
}

export interface DocSidebarProps {
  items: SidebarItem[];
  path: string;
  /** Hides the sidebar: given, a "Collapse sidebar" button ends it. */
  onCollapse?: () => void;
}

export default function DocSidebar({ items, path, onCollapse }: DocSidebarProps) {
  const { autoCollapseCategories } = docsThemeOptions(useSiteData().themeConfig);
  const nav = useRef<HTMLElement>(null);
  // The current page's link in view: the sidebar's own scroll box (or the drawer's) scrolls, never
  // the window (scrollIntoView would scroll the page too, hiding the announcement bar on load).
  useEffect(() => {
    const active = nav.current?.querySelector<HTMLElement>('.menu__link--active');
    const scroller = active && scrollBox(active);
    if (!active || !scroller) return;
    const box = scroller.getBoundingClientRect();
    const at = active.getBoundingClientRect();
    if (at.top < box.top || at.bottom > box.bottom) scroller.scrollTop += at.top - box.top - (box.height - at.height) / 2;
  }, [path]);
  return (
    <nav ref={nav} className={`menu doc-sidebar${onCollapse ? ' doc-sidebar--hideable' : ''}`} aria-label={translate('theme.docs.sidebar.navAriaLabel', 'Docs sidebar')}>
      <Items items={items} path={path} level={1} autoCollapse={autoCollapseCategories} />
      {onCollapse ? (
        <button type="button" className="doc-sidebar__collapse" title={translate('theme.docs.sidebar.collapseButtonTitle', 'Collapse sidebar')} aria-label={translate('theme.docs.sidebar.collapseButtonTitle', 'Collapse sidebar')} onClick={onCollapse}>
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M11 17l-5-5 5-5M18 17l-5-5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      ) : null}
    </nav>
  );
}
