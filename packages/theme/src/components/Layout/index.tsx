/** The page frame: skip link, navbar, main content and footer. */
import type { ReactNode } from 'react';
import Footer from '@theme/Footer';
import Navbar from '@theme/Navbar';
import '../styles.css';

export default function Layout({ children, wrapperClassName }: { children: ReactNode; wrapperClassName?: string; sidebarItems?: unknown }) {
  return (
    <div className="folio-layout">
      <a className="folio-skip" href="#__main">
        Skip to main content
      </a>
      <Navbar />
      <main id="__main" className={`folio-main${wrapperClassName ? ` ${wrapperClassName}` : ''}`}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
