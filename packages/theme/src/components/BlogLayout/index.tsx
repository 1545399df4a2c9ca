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
import './styles.css';

export type BlogLayoutProps = BlogLayoutData & { children?: ReactNode };

export default function BlogLayout({ sidebar, children }: BlogLayoutProps) {
  const drawerItems: SidebarItem[] | undefined = sidebar?.items.map((item) => ({ type: 'link', label: item.title, href: item.permalink }));
  return (
    <Layout wrapperClassName="blog-wrapper" sidebarItems={drawerItems}>
      <div className="container margin-vert--lg">
        <div className="row">
          {sidebar ? <BlogSidebar sidebar={sidebar} /> : null}
          {children}
        </div>
      </div>
    </Layout>
  );
}
