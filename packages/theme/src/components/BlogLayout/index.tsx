/**
 * The frame of every blog page but the archive: the site's layout, then Infima's grid with the
 * recent-posts sidebar (`col--3`) beside the page, which brings its own `col--7` (and TOC). On
 * phones the sidebar moves into the navbar's drawer, as the docs sidebar does.
 */
import type { ReactNode } from 'react';
import BlogSidebar from '@theme/BlogSidebar';
import Layout from '@theme/Layout';
import type { BlogLayoutProps as BlogLayoutData } from '@folio/plugin-blog/contract';
import type { SidebarItem } from '../../runtime/types';
import { useSidebarGroups } from '../BlogSidebar';
import './styles.css';

export type BlogLayoutProps = BlogLayoutData & { children?: ReactNode };

export default function BlogLayout({ sidebar, children }: BlogLayoutProps) {
  // The drawer shows the same groups as the sidebar: a year is a category that stays open.
  const drawerItems: SidebarItem[] = useSidebarGroups(sidebar?.items ?? []).flatMap(([year, items]) => {
    const links = items.map((item): SidebarItem => ({ type: 'link', label: item.title, href: item.permalink }));
    return year ? [{ type: 'category', label: year, collapsed: false, collapsible: false, items: links }] : links;
  });
  return (
    <Layout wrapperClassName="blog-wrapper" sidebarItems={sidebar ? drawerItems : undefined}>
      <div className="container margin-vert--lg">
        <div className="row">
          {sidebar ? <BlogSidebar sidebar={sidebar} /> : null}
          {children}
        </div>
      </div>
    </Layout>
  );
}
