/** The page frame: skip link, announcement bar, navbar, main content and footer. */
import type { ReactNode } from 'react';
import AnnouncementBar from '@theme/AnnouncementBar';
import Footer from '@theme/Footer';
import Navbar from '@theme/Navbar';
import type { SidebarItem } from '../../runtime/types';
import '../styles.css';
import '../ApiMethodBadge/sidebar.css';
// The site's prism themes and customCss, after the theme's styles so that they win.
import 'virtual:folio/styles';

export interface LayoutProps {
  children: ReactNode;
  wrapperClassName?: string;
  /** The docs sidebar of the page, shown in the mobile drawer. */
  sidebarItems?: SidebarItem[];
}

export default function Layout({ children, wrapperClassName, sidebarItems }: LayoutProps) {
  return (
    <div className="folio-layout">
      <a className="folio-skip" href="#__main">
        Skip to main content
      </a>
      <AnnouncementBar />
      <Navbar sidebarItems={sidebarItems} />
      <main id="__main" tabIndex={-1} className={`folio-main${wrapperClassName ? ` ${wrapperClassName}` : ''}`}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
