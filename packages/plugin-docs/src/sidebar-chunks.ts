/**
 * The sidebar a page downloads: only what it shows. A version's whole sidebar was one layout-props
 * chunk shared by all its pages; at 4000 pages that was 68 KB of gzipped JSON in every page's
 * first download, most of it inside categories that are collapsed on that page.
 *
 * Here each page gets its version's sidebars with every collapsed category that does not hold the
 * page cut down to a stub: the category without its items, plus `lazy`, which names a page inside
 * it (`path`) and where the category sits (`at`: sidebar name, then the index at each level). The
 * theme expands a stub by loading that page's layout props, in which the category is whole (it
 * holds that page). Pages under the same categories share one object, hence one chunk: there are
 * as many chunks as distinct sets of open categories, each small.
 *
 * Categories that are open by default (`collapsed: false`) or cannot collapse are kept, since the
 * page shows their items; so are empty ones, and a category with no page of this version inside
 * (only external links), since no page can bring it.
 */
import type { LazyCategory, SentSidebarItem, SidebarItem, Sidebars } from './contract.ts';

type Category = Extract<SidebarItem, { type: 'category' }>;

/** PURE: the category's own page (a doc or its generated index), else the first doc inside it. */
export function pageInside(category: Category): string | undefined {
  if (category.href) return category.href;
  for (const item of category.items) {
    if (item.type === 'doc') return item.href;
    if (item.type === 'category') {
      const inner = pageInside(item);
      if (inner) return inner;
    }
  }
  return undefined;
}

function hrefsOf(item: SidebarItem, into: Set<string>): Set<string> {
  if ((item.type === 'doc' || item.type === 'link' || item.type === 'category') && item.href) into.add(item.href);
  if (item.type === 'category') for (const child of item.items) hrefsOf(child, into);
  return into;
}

/**
 * PURE: for a category sent as a stub when the page is not inside it, the page that brings its
 * items (see pageInside); undefined for a category always sent whole.
 */
function stubPath(category: Category): string | undefined {
  return category.collapsible && category.collapsed && category.items.length > 0 ? pageInside(category) : undefined;
}

/** PURE: `items` with the categories that do not hold `page` and are collapsed cut to stubs. */
export function pruneItems(items: SidebarItem[], page: string | undefined, at: [string, ...number[]], holds: (item: Category, page: string) => boolean): SentSidebarItem[] {
  return items.map((item, index) => {
    if (item.type !== 'category') return item;
    const here: [string, ...number[]] = [...at, index];
    const open = page !== undefined && holds(item, page);
    const path = open ? undefined : stubPath(item);
    if (path === undefined) return { ...item, items: pruneItems(item.items, open ? page : undefined, here, holds) };
    const { items: _hidden, ...stub } = item;
    const lazy: LazyCategory = { path, at: here };
    return { ...stub, lazy };
  });
}

/**
 * Per version: the pruned sidebars of each page, one object per distinct set of open categories
 * (so equal layout props share a chunk). Made once per version's sidebars.
 */
export class SidebarChunks {
  private readonly hrefs = new WeakMap<Category, Set<string>>();
  private readonly byKey = new Map<string, Record<string, SentSidebarItem[]>>();

  constructor(private readonly sidebars: Sidebars) {}

  private holds = (category: Category, page: string): boolean => {
    let hrefs = this.hrefs.get(category);
    if (!hrefs) {
      hrefs = hrefsOf(category, new Set());
      this.hrefs.set(category, hrefs);
    }
    return hrefs.has(page);
  };

  /** The open categories' positions for `page`: the key of its pruned sidebars. */
  private keyOf(page: string | undefined): string {
    if (page === undefined) return '';
    const open: string[] = [];
    const walk = (items: SidebarItem[], at: string) => {
      items.forEach((item, index) => {
        if (item.type === 'category' && this.holds(item, page)) {
          // Only a category that would otherwise be a stub changes the result.
          if (stubPath(item) !== undefined) open.push(`${at}/${index}`);
          walk(item.items, `${at}/${index}`);
        }
      });
    };
    for (const [name, items] of Object.entries(this.sidebars)) walk(items, JSON.stringify(name));
    return open.join(',');
  }

  /** The sidebars as the page at `page` (a route path; undefined: no page) downloads them. */
  for(page: string | undefined): Record<string, SentSidebarItem[]> {
    const key = this.keyOf(page);
    let pruned = this.byKey.get(key);
    if (!pruned) {
      pruned = Object.fromEntries(Object.entries(this.sidebars).map(([name, items]) => [name, pruneItems(items, page, [name], this.holds)]));
      this.byKey.set(key, pruned);
    }
    return pruned;
  }
}
