import type { ComponentType } from 'react';
import type { PageModule as PageExports, RouteEntry as RouteEntryOf } from '@folio/core/contract';

export type { SiteData, TocItem } from '@folio/core/contract';
/** A docs sidebar item as a page receives it (a collapsed category may come without its items). */
export type { SentSidebarItem as SidebarItem } from '@folio/plugin-docs/contract';

/** What a compiled Markdown/MDX page module exports. */
export type PageModule = PageExports<ComponentType<{ components?: Record<string, unknown> }>>;

/** One entry of `virtual:folio/routes`. */
export type RouteEntry = RouteEntryOf<ComponentType<any>>;

export interface LoadedRoute {
  entry: RouteEntry;
  Component: ComponentType<any>;
  page?: PageModule;
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
  [key: string]: unknown;
}

/** An item of themeConfig.navbar.items. */
export interface NavbarItem {
  type?: string;
  label?: string;
  href?: string;
  to?: string;
  position?: 'left' | 'right';
  className?: string;
  'aria-label'?: string;
}
