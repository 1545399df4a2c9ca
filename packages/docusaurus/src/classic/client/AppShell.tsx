/**
 * What Docusaurus's App and theme-classic's plugin put around every route (Infima and the
 * site's CSS first, the SVG sprites of injectHtmlTags, Root, ThemeProvider (3.8+), SiteMetadata), in the
 * place of Folio's runtime error boundary.
 */
import type { ReactNode } from 'react';
import 'infima/dist/css/default/default.css';
import 'virtual:folio/styles';
import './classic.css';
import '@generated/prism-languages';
import Root from '@theme/Root';
// Docusaurus 3.8+'s (the site's, the theme's or core's identity fallback); before 3.8, whose App
// renders none, an identity component in its place (vite-classic.ts resolves it so).
import ThemeProvider from '@theme/ThemeProvider';
import SiteMetadata from '@theme/SiteMetadata';
import svgSprites from '@generated/svg-sprites';
import siteConfig from '@generated/docusaurus.config';
import siteStorage from '@generated/site-storage';
import site from 'virtual:folio/site';
import { followLocaleLinks } from './locale-urls.ts';

// The locale dropdown's links (theme-classic's) land on the other locale's nearest existing page
// when it lacks this one (locale-urls.ts; the build lists what each locale lacks).
if (typeof document !== 'undefined') followLocaleLinks(site, document);

// A built page's inline script set the mode before paint (Folio's, as Docusaurus's does); the dev
// server's page has none, and Docusaurus's colour-mode provider reads the attribute it sets.
if (typeof document !== 'undefined' && !document.documentElement.hasAttribute('data-theme')) {
  const { defaultMode, respectPrefersColorScheme, disableSwitch } = (siteConfig.themeConfig as { colorMode: { defaultMode: string; respectPrefersColorScheme: boolean; disableSwitch: boolean } }).colorMode;
  let stored: string | null = null;
  try {
    // No switch: the site's mode, whatever was chosen before.
    stored = disableSwitch || siteStorage.type === 'none' ? null : window[siteStorage.type].getItem(`theme${siteStorage.namespace}`);
  } catch {
    // storage refused: the default
  }
  const system = disableSwitch ? defaultMode : respectPrefersColorScheme && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : respectPrefersColorScheme ? 'light' : defaultMode;
  document.documentElement.setAttribute('data-theme', stored === 'light' || stored === 'dark' ? stored : system);
}

export default function AppShell({ children }: { children: ReactNode }) {
  return (
    // Docusaurus's root element: its theme's CSS and sites' CSS style `#__docusaurus`.
    <div id="__docusaurus">
      <Root>
        <ThemeProvider>
          <SiteMetadata />
          <svg style={{ display: 'none' }} dangerouslySetInnerHTML={{ __html: svgSprites }} />
          {children}
        </ThemeProvider>
      </Root>
    </div>
  );
}
