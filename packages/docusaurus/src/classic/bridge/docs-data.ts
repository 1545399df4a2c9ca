/**
 * Folio's docs props in Docusaurus's shapes: PropSidebarItem, PropVersionMetadata, DocMetadata,
 * PropCategoryGeneratedIndex. PURE, browser-safe.
 */
import type { ComponentType } from 'react';
import type { PageModule } from '@folio/core/contract';
import type { DocPageData, DocRootProps, GeneratedIndexProps, SentSidebarItem, VersionMeta } from '@folio/plugin-docs/contract';

/** A compiled page as Folio's route components receive it (`page`). */
export type FolioPage = PageModule<ComponentType<{ components?: Record<string, unknown> }>>;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type PropSidebarItem = { [key: string]: Json | PropSidebarItem[] | undefined };

/** A Folio sidebar item as Docusaurus's theme reads it (a doc is a link with its docId). */
export function sidebarItem(item: SentSidebarItem): PropSidebarItem {
  const common = { ...(item.className ? { className: item.className } : {}), ...('customProps' in item && item.customProps ? { customProps: item.customProps } : {}) };
  switch (item.type) {
    case 'doc':
      return { type: 'link', label: item.label, href: item.href, docId: item.id, unlisted: false, ...common };
    case 'link':
      return { type: 'link', label: item.label, href: item.href, ...common };
    case 'html':
      return { type: 'html', value: item.value, defaultStyle: item.defaultStyle ?? false, ...common };
    default:
      return {
        type: 'category',
        label: item.label,
        collapsed: item.collapsed,
        collapsible: item.collapsible,
        ...(item.href ? { href: item.href } : {}),
        items: 'items' in item ? item.items.map(sidebarItem) : [],
        ...common,
      };
  }
}

/** A version's metadata as `@theme/DocVersionRoot` receives it (PropVersionMetadata). */
export function versionMetadata(props: DocRootProps) {
  const { version, sidebars } = props;
  return {
    pluginId: props.pluginId ?? 'default',
    version: version.name,
    label: version.label,
    banner: version.banner === 'none' ? null : version.banner,
    badge: version.badge,
    noIndex: version.noIndex,
    className: version.className,
    isLast: version.isLast,
    docsSidebars: Object.fromEntries(Object.entries(sidebars).map(([name, items]) => [name, items.map(sidebarItem)])),
    docs: props.docs ?? {},
  };
}

/** A doc page's metadata as `@theme/DocItem` reads it from its content module (DocMetadata). */
export function docMetadata(props: DocPageData) {
  return {
    id: props.id,
    title: props.title,
    description: props.description,
    source: '',
    sourceDirName: '',
    slug: props.permalink,
    permalink: props.permalink,
    draft: false,
    unlisted: props.unlisted,
    editUrl: props.editUrl,
    tags: [],
    version: props.version.name,
    frontMatter: props.frontMatter,
    sidebar: props.sidebar,
    previous: props.previous,
    next: props.next,
    // Docusaurus's DocMetadata: a timestamp in milliseconds and a name, each absent when not shown.
    ...(props.lastUpdate?.date ? { lastUpdatedAt: Date.parse(props.lastUpdate.date) } : {}),
    ...(props.lastUpdate?.author ? { lastUpdatedBy: props.lastUpdate.author } : {}),
  };
}

/** A category's generated index as `@theme/DocCategoryGeneratedIndexPage` receives it. */
export function generatedIndex(props: GeneratedIndexProps, permalink: string) {
  return {
    title: props.title,
    description: props.description ?? undefined,
    slug: permalink,
    permalink,
    sidebar: props.sidebar,
    navigation: { previous: props.previous, next: props.next },
  };
}

export type { VersionMeta };
