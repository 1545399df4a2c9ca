/**
 * PURE: what the theme's navbar needs of this docs plugin, added to each version's global data:
 * each sidebar's first link (`docSidebar` items) and the docs that `doc` items name (only those,
 * so that the global data stays small). A `doc` item naming no doc of any version, or a
 * `docSidebar` item naming no sidebar, is a build error naming the item; all are reported at once.
 */
import { FolioError, throwCollected } from '@folio/core';
import type { GlobalDoc, GlobalVersion, SidebarItem } from './contract.ts';
import type { LoadedVersion } from './routes.ts';
import { sidebarOfDoc } from './sidebars/navigation.ts';

export type NavbarVersionData = Pick<GlobalVersion, 'sidebars' | 'linkedDocs'>;

interface DocsItemRef {
  at: string;
  type: 'doc' | 'docSidebar';
  id: string;
}

/** The `doc` and `docSidebar` items (dropdowns' too) that belong to the plugin `pluginId`. */
export function docsItemsOf(themeConfig: Record<string, unknown> | undefined, pluginId: string): DocsItemRef[] {
  const navbar = themeConfig?.navbar as { items?: unknown } | undefined;
  const refs: DocsItemRef[] = [];
  const visit = (items: unknown, at: string) => {
    if (!Array.isArray(items)) return;
    items.forEach((item: Record<string, unknown>, index) => {
      const where = `${at}[${index}]`;
      if (item?.type === 'dropdown') visit(item.items, `${where}.items`);
      if ((item?.docsPluginId ?? 'default') !== pluginId) return;
      if (item?.type === 'doc' && typeof item.docId === 'string') refs.push({ at: where, type: 'doc', id: item.docId });
      if (item?.type === 'docSidebar' && typeof item.sidebarId === 'string') refs.push({ at: where, type: 'docSidebar', id: item.sidebarId });
    });
  };
  visit(navbar?.items, 'themeConfig.navbar.items');
  return refs;
}

/** A sidebar's first link: its first doc, or a category with a page of its own, depth first. */
export function firstLink(items: SidebarItem[]): { path: string; label: string } | undefined {
  for (const item of items) {
    if (item.type === 'doc') return { path: item.href, label: item.label };
    if (item.type === 'category') {
      if (item.href) return { path: item.href, label: item.label };
      const inner = firstLink(item.items);
      if (inner) return inner;
    }
  }
  return undefined;
}

/** Per version (same order): its navbar data. Throws every unknown doc id or sidebar id at once. */
export function createNavbarData(versions: LoadedVersion[], refs: DocsItemRef[]): NavbarVersionData[] {
  const names = versions.map((loaded) => `"${loaded.version.name}"`).join(', ');
  const problems: FolioError[] = [];
  for (const ref of refs) {
    if (ref.type === 'doc') {
      const known = versions.some((loaded) => loaded.docs.some((doc) => doc.id === ref.id));
      if (!known) problems.push(new FolioError(`\`${ref.at}\` (type doc) names the doc "${ref.id}", which no version (${names}) has`, { hint: `doc ids: ${[...new Set(versions.flatMap((l) => l.docs.map((d) => d.id)))].slice(0, 30).join(', ')}` }));
    } else if (!versions.some((loaded) => loaded.sidebars.sidebars[ref.id])) {
      problems.push(new FolioError(`\`${ref.at}\` (type docSidebar) names the sidebar "${ref.id}", which no version (${names}) has`, { hint: `sidebars: ${[...new Set(versions.flatMap((l) => Object.keys(l.sidebars.sidebars)))].join(', ') || '(none)'}` }));
    }
  }
  throwCollected(problems);
  const docIds = new Set(refs.filter((ref) => ref.type === 'doc').map((ref) => ref.id));
  return versions.map((loaded) => {
    const { sidebars } = loaded.sidebars;
    const linkedDocs: GlobalDoc[] = loaded.docs
      .filter((doc) => docIds.has(doc.id) && !doc.draft)
      .map((doc) => {
        const sidebar = sidebarOfDoc(sidebars, doc);
        return { id: doc.id, path: doc.permalink, ...(sidebar ? { sidebar } : {}) };
      });
    const links = Object.fromEntries(
      Object.entries(sidebars).map(([name, items]) => {
        const link = firstLink(items);
        return [name, link ? { link } : {}];
      }),
    );
    return { sidebars: links, ...(linkedDocs.length ? { linkedDocs } : {}) };
  });
}
