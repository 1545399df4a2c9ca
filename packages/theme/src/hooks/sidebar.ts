/**
 * Which routes a sidebar (or one of its categories) leads to, computed once per sidebar object: a
 * page render asks this for every category on the way, and the sidebar data is shared by every
 * page of a version, so the work is done once per version rather than once per category per page.
 */
import { routeKey } from '@folio/core/client';
import { resolveRoute } from '../runtime/routes';
import { withBaseUrl } from '../runtime/site';
import type { DocRootProps, LazyCategory } from '@folio/plugin-docs/contract';
import type { SidebarItem, SidebarItemFields } from '../runtime/types';

const keysOf = new WeakMap<object, Set<string>>();

function collect(items: SidebarItemFields[], into: Set<string>): void {
  for (const item of items) {
    if (item.href) into.add(routeKey(item.href));
    if (item.items) collect(item.items, into);
  }
}

/** Route keys (see routeKey) of every link in `target`: one item with its descendants, or a list. */
export function sidebarRouteKeys(target: SidebarItem | SidebarItem[]): Set<string> {
  let keys = keysOf.get(target);
  if (!keys) {
    keys = new Set();
    collect(Array.isArray(target) ? target : [target], keys);
    keysOf.set(target, keys);
  }
  return keys;
}

const lazyItems = new Map<string, SidebarItem[]>();
const lazyLoading = new Map<string, Promise<SidebarItem[]>>();

function lazyKey(lazy: LazyCategory): string {
  return `${lazy.path}\0${lazy.at.join('\0')}`;
}

/** The items of a lazy category, if this page has loaded them already. */
export function loadedLazyItems(lazy: LazyCategory | undefined): SidebarItem[] | undefined {
  return lazy ? lazyItems.get(lazyKey(lazy)) : undefined;
}

/** PURE: the category at `at` (sidebar name, then indices) of a page's sidebars. */
export function categoryAt(sidebars: Record<string, SidebarItem[]>, at: [string, ...number[]]): SidebarItemFields | undefined {
  const [name, ...indices] = at;
  let items: SidebarItemFields[] | undefined = sidebars[name];
  let found: SidebarItemFields | undefined;
  for (const index of indices) {
    found = items?.[index];
    items = found?.items;
  }
  return found;
}

/**
 * Load a lazy category's items: the layout props of a page inside it, where it is whole. One
 * small chunk (pages under the same categories share it), loaded once per page view.
 */
export function loadLazyItems(lazy: LazyCategory): Promise<SidebarItem[]> {
  const key = lazyKey(lazy);
  let pending = lazyLoading.get(key);
  if (!pending) {
    pending = resolveRoute(withBaseUrl(lazy.path))
      .then((entry) => entry.layoutProps?.())
      .then((module) => {
        const sidebars = ((module as { default?: DocRootProps } | undefined)?.default?.sidebars) ?? {};
        const items = categoryAt(sidebars, lazy.at)?.items;
        if (!items) throw new Error(`Folio: the sidebar category at ${lazy.at.join('/')} is not in the layout props of ${lazy.path}`);
        lazyItems.set(key, items);
        return items;
      });
    pending.catch(() => lazyLoading.delete(key));
    lazyLoading.set(key, pending);
  }
  return pending;
}
