/** PURE: the navigation a doc page needs from a resolved sidebar: its sidebar, breadcrumbs, previous and next. */
import { FolioError, closestMatches } from '@folio/core';
import type { Breadcrumb, NavLink } from '../contract.ts';
import type { Doc, SidebarItem, Sidebars } from '../options.ts';

type FlatEntry = { docId?: string; label: string; href: string };

/**
 * Per sidebar (the items array), computed once: every doc page asks for its sidebar, previous /
 * next and breadcrumbs, so searching the sidebar per doc would make loading a version quadratic
 * (about 2 s per reload at 4000 docs). Sidebars are not changed once resolved.
 */
const flatCache = new WeakMap<SidebarItem[], { flat: FlatEntry[]; firstIndex: Map<string, number>; crumbs: Map<string, Breadcrumb[]> }>();

function sidebarIndex(items: SidebarItem[]) {
  let index = flatCache.get(items);
  if (!index) {
    const flat: FlatEntry[] = [];
    const walk = (list: SidebarItem[]) => {
      for (const item of list) {
        if (item.type === 'doc') {
          if (!item.ref) flat.push({ docId: item.id, label: item.label, href: item.href });
        } else if (item.type === 'category') {
          if (item.href) flat.push({ docId: item.linkDocId, label: item.label, href: item.href });
          walk(item.items);
        }
      }
    };
    walk(items);
    const firstIndex = new Map<string, number>();
    flat.forEach((entry, i) => {
      if (entry.docId !== undefined && !firstIndex.has(entry.docId)) firstIndex.set(entry.docId, i);
    });
    // Breadcrumbs: the first place (depth first, categories before their items) a doc appears.
    const crumbs = new Map<string, Breadcrumb[]>();
    const trail = (list: SidebarItem[], prefix: Breadcrumb[]) => {
      for (const item of list) {
        if (item.type === 'doc') {
          if (!crumbs.has(item.id)) crumbs.set(item.id, [...prefix, { label: item.label, href: item.href }]);
        } else if (item.type === 'category') {
          const crumb = { label: item.label, href: item.href };
          if (item.linkDocId && !crumbs.has(item.linkDocId)) crumbs.set(item.linkDocId, [...prefix, crumb]);
          trail(item.items, [...prefix, crumb]);
        }
      }
    };
    trail(items, []);
    index = { flat, firstIndex, crumbs };
    flatCache.set(items, index);
  }
  return index;
}

/** Pages of a sidebar in reading order: category links before their items; `ref` items skipped. */
export function flattenSidebar(items: SidebarItem[]): FlatEntry[] {
  return [...sidebarIndex(items).flat];
}

/** The sidebar a doc belongs to: its front matter's `displayed_sidebar`, else the first that lists it. */
export function sidebarOfDoc(sidebars: Sidebars, doc: Doc): string | undefined {
  const displayed = doc.frontMatter.displayed_sidebar;
  if (displayed === null) return undefined;
  if (typeof displayed === 'string') {
    if (!sidebars[displayed]) {
      throw new FolioError(`front matter \`displayed_sidebar\` names the sidebar "${displayed}", which does not exist`, {
        file: doc.source,
        hint: `sidebars: ${Object.keys(sidebars).join(', ') || '(none)'}`,
      });
    }
    return displayed;
  }
  for (const [name, items] of Object.entries(sidebars)) {
    if (sidebarIndex(items).firstIndex.has(doc.id)) return name;
  }
  return undefined;
}

/** The categories from the sidebar's top down to the doc, then the doc itself. */
export function breadcrumbsOf(items: SidebarItem[], docId: string): Breadcrumb[] {
  return sidebarIndex(items).crumbs.get(docId) ?? [];
}

/** How a doc is named in previous/next links: pagination_label, else sidebar_label, else title. */
export function navTitle(doc: Doc): string {
  return (doc.frontMatter.pagination_label as string | undefined) ?? (doc.frontMatter.sidebar_label as string | undefined) ?? doc.title;
}

/**
 * Previous and next pages of a category's generated index (`permalink`), in sidebar order, as
 * Docusaurus's pagination of such a page gives them; unlisted docs are skipped.
 */
export function prevNextOfIndex(items: SidebarItem[], permalink: string, docsById: Map<string, Doc>): { previous?: NavLink; next?: NavLink } {
  const { flat } = sidebarIndex(items);
  const index = flat.findIndex((entry) => entry.href === permalink);
  if (index === -1) return {};
  const link = (offset: number): NavLink | undefined => {
    for (let i = index + offset; i >= 0 && i < flat.length; i += offset) {
      const entry = flat[i]!;
      const target = entry.docId ? docsById.get(entry.docId) : undefined;
      if (target?.unlisted) continue;
      return { title: target ? navTitle(target) : entry.label, permalink: entry.href };
    }
    return undefined;
  };
  const previous = link(-1);
  const next = link(1);
  return { ...(previous ? { previous } : {}), ...(next ? { next } : {}) };
}

/** Previous and next pages in sidebar order, with front matter overrides (`null` hides one). */
export function prevNextOf(items: SidebarItem[], doc: Doc, docsById: Map<string, Doc>): { previous?: NavLink; next?: NavLink } {
  // Unlisted docs are reachable by link only: never someone else's previous or next.
  const { flat, firstIndex } = sidebarIndex(items);
  const index = firstIndex.get(doc.id) ?? -1;
  const listed = (entry: FlatEntry) => !entry.docId || entry.docId === doc.id || !docsById.get(entry.docId)?.unlisted;
  const neighbour = (offset: number): FlatEntry | undefined => {
    for (let i = index + offset; i >= 0 && i < flat.length; i += offset) if (listed(flat[i]!)) return flat[i];
    return undefined;
  };
  const pick = (key: 'pagination_prev' | 'pagination_next', offset: number): NavLink | undefined => {
    const override = doc.frontMatter[key];
    if (override === null) return undefined;
    if (typeof override === 'string') {
      const target = docsById.get(override);
      if (!target) {
        throw new FolioError(`front matter \`${key}\` names the doc id "${override}", which does not exist`, {
          file: doc.source,
          hint: closestMatches(override, docsById.keys(), 3).join(', ') || undefined,
        });
      }
      return { title: navTitle(target), permalink: target.permalink };
    }
    const entry = index === -1 ? undefined : neighbour(offset);
    if (!entry) return undefined;
    const target = entry.docId ? docsById.get(entry.docId) : undefined;
    return { title: target ? navTitle(target) : entry.label, permalink: entry.href };
  };
  return { previous: pick('pagination_prev', -1), next: pick('pagination_next', 1) };
}
