import type { ComponentType } from 'react';

export interface TocItem {
  value: string;
  id: string;
  level: number;
}

/** What a compiled Markdown/MDX page module exports. */
export interface PageModule {
  default: ComponentType<{ components?: Record<string, unknown> }>;
  frontMatter: Record<string, unknown>;
  title: string;
  contentTitle?: string;
  toc: TocItem[];
}

type Loader<T> = () => Promise<T>;

/** One entry of `virtual:folio/routes`. */
export interface RouteEntry {
  path: string;
  component: Loader<{ default: ComponentType<any> }>;
  page?: Loader<PageModule>;
  pageId?: string;
  props?: Loader<{ default: unknown }>;
  layout?: Loader<{ default: ComponentType<any> }>;
  layoutProps?: Loader<{ default: unknown }>;
  catchAll?: boolean;
}

export interface LoadedRoute {
  entry: RouteEntry;
  Component: ComponentType<any>;
  page?: PageModule;
  props?: unknown;
  Layout?: ComponentType<any>;
  layoutProps?: unknown;
}

export interface SiteData {
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  trailingSlash: boolean | null;
  favicon: string | null;
  noIndex: boolean;
  titleDelimiter: string;
  i18n: {
    defaultLocale: string;
    locales: string[];
    localeConfigs: Record<string, { label: string; htmlLang: string; direction: 'ltr' | 'rtl' }>;
  };
  themeConfig: Record<string, any>;
}

/** Props every route component receives. */
export interface RouteComponentProps {
  route: RouteEntry;
  location: { pathname: string; hash: string; search: string };
  page?: PageModule;
  Content?: PageModule['default'];
  [key: string]: unknown;
}

/** A resolved docs sidebar item, as the docs plugin emits it. */
export interface SidebarItem {
  type: 'doc' | 'link' | 'category' | 'html';
  label?: string;
  href?: string;
  id?: string;
  className?: string;
  items?: SidebarItem[];
  collapsed?: boolean;
  collapsible?: boolean;
  value?: string;
  /**
   * A collapsed category sent without its items (the docs plugin's sidebar-chunks.ts): `path` is
   * a page whose layout props hold the category whole, `at` the sidebar's name and the category's
   * index at each level.
   */
  lazy?: { path: string; at: [string, ...number[]] };
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
