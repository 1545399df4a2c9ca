/**
 * Which routes a sidebar (or one of its categories) leads to, computed once per sidebar object: a
 * page render asks this for every category on the way, and the sidebar data is shared by every
 * page of a version, so the work is done once per version rather than once per category per page.
 */
import { routeKey } from '@folio/core/client';
import type { SidebarItem } from '../runtime/types';

const keysOf = new WeakMap<object, Set<string>>();

function collect(items: SidebarItem[], into: Set<string>): void {
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
