/** The page frame: skip link, header, main content and footer. */
import type { ReactNode } from 'react';
import Link from '@theme/Link';
import { useSiteData } from '../../runtime/site';
import '../styles.css';

export default function Layout({ children }: { children: ReactNode }) {
  const site = useSiteData();
  const footer = site.themeConfig.footer as { copyright?: string } | undefined;
  return (
    <div className="folio-layout">
      <a className="folio-skip" href="#__main">
        Skip to main content
      </a>
      <header className="folio-navbar">
        <Link to="/" className="folio-navbar__brand">
          {site.title}
        </Link>
      </header>
      <main id="__main" className="folio-main">
        {children}
      </main>
      <footer className="folio-footer">{footer?.copyright ?? ''}</footer>
    </div>
  );
}
