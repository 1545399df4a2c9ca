import type { ComponentType } from 'react';
import type { PageModule as PageExports, RouteEntry as RouteEntryOf } from '@folio/core/contract';
import type { LazyCategory, SentSidebarItem } from '@folio/plugin-docs/contract';

export type { SiteData, TocItem } from '@folio/core/contract';

/** A docs sidebar item as a page receives it (a collapsed category may come without its items). */
export type SidebarItem = SentSidebarItem;

/**
 * A sidebar item read field by field, whatever its type: a field its type lacks reads as
 * undefined (an html item has no `href`, a whole category no `lazy`, a stub no `items`).
 */
export type SidebarItemFields = SidebarItem & { href?: string; label?: string; items?: SidebarItem[]; lazy?: LazyCategory };

/** What a compiled Markdown/MDX page module exports. */
export type PageModule = PageExports<ComponentType<{ components?: Record<string, unknown> }>>;

/** One entry of `virtual:folio/routes`. */
export type RouteEntry = RouteEntryOf<ComponentType<any>>;

export interface LoadedRoute {
  entry: RouteEntry;
  Component: ComponentType<any>;
  page?: PageModule;
  /** The route's further content modules (core's `Route.contents`), in order. */
  contents?: PageModule[];
  props?: unknown;
  Layout?: ComponentType<any>;
  layoutProps?: unknown;
}

/** Props every route component receives. */
export interface RouteComponentProps {
  route: RouteEntry;
  location: { pathname: string; hash: string; search: string };
  page?: PageModule;
  Content?: PageModule['default'];
  /** The route's further content modules, in order (a blog list's excerpts). */
  contents?: PageModule[];
  [key: string]: unknown;
}

/** An item of themeConfig.navbar.items, as the theme's schema types it. */
export type { NavbarItem, DropdownItem } from '../config/schema';
