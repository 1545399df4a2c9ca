/**
 * The page frame: skip link, announcement bar, navbar, main content and footer. Docusaurus's
 * props too: `title` and `description` set the page's head, `noFooter` leaves the footer out.
 */
import type { ReactNode } from 'react';
import AnnouncementBar from '@theme/AnnouncementBar';
import Footer from '@theme/Footer';
import Navbar from '@theme/Navbar';
import { Head } from '../../runtime/head';
import { formatTitle, useSiteData, useSitePath } from '../../runtime/site';
import { alternateHeadTags } from '../../runtime/locale-urls';
import type { SidebarItem } from '../../runtime/types';
import { skipToContent } from './skip-to-content';
import { translate } from '../../runtime/translate';
// Infima (the CSS framework of Docusaurus's classic theme, the version it pins) is the base
// stylesheet: custom pages built from its classes look as under Docusaurus, and the theme's own
// CSS below sits on top of it.
import 'infima/dist/css/default/default.css';
import '../styles.css';
import './a11y.css';
import '../ApiMethodBadge/sidebar.css';
// The site's prism themes and customCss, after the theme's styles so that they win.
import 'virtual:folio/styles';

export interface LayoutProps {
  children: ReactNode;
  wrapperClassName?: string;
  /** The docs sidebar of the page, shown in the mobile drawer. */
  sidebarItems?: SidebarItem[];
  title?: string;
  description?: string;
  noFooter?: boolean;
}

export default function Layout({ children, wrapperClassName, sidebarItems, title, description, noFooter }: LayoutProps) {
  const alternates = alternateHeadTags(useSiteData(), useSitePath());
  return (
    <div className="folio-layout">
      <a
        className="folio-skip"
        href="#__main"
        onClick={(event) => {
          if (skipToContent(document)) event.preventDefault();
        }}
      >
        {translate('theme.common.skipToMainContent', 'Skip to main content')}
      </a>
      <AnnouncementBar />
      <Navbar sidebarItems={sidebarItems} />
      <main id="__main" tabIndex={-1} className={`folio-main${wrapperClassName ? ` ${wrapperClassName}` : ''}`}>
        {children}
      </main>
      {noFooter ? null : <Footer />}
      {/* Last, so that the frame's other children keep their positions (and their useId ids). */}
      {title !== undefined || description !== undefined ? <Head title={title === undefined ? undefined : formatTitle(title)} description={description} /> : null}
      {/* The page in every locale (hreflang), when the site has more than one. */}
      {alternates.length ? <Head tags={alternates} /> : null}
    </div>
  );
}
