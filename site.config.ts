import { defineConfig } from '@folio/core';
import { docs } from '@folio/plugin-docs';
import { openapi } from '@folio/plugin-openapi';
import { search } from '@folio/search';

// The Karakeep documentation site. Docs are served at the site root; `docs/` is the current
// version (Next) and released versions live in versioned_docs/ (see versions.json).
export default defineConfig({
  title: 'Karakeep Docs',
  tagline: 'Dinosaurs are cool',
  url: 'https://docs.karakeep.app',
  baseUrl: '/',
  favicon: '/img/favicon.svg',
  onBrokenLinks: 'throw',
  onBrokenMarkdownLinks: 'warn',
  // Host files written by `folio build`: security headers (a CSP allowing only the theme's two
  // inline initialisers), robots.txt, and redirects from the capitalised folders of old versions.
  headers: { csp: true },
  robots: { disallow: ['/v*/', '/next/'] },
  redirects: [
    { from: '/Installation/*', to: '/installation/:splat' },
    { from: '/Guides/*', to: '/guides/:splat' },
    { from: '/Development/*', to: '/development/:splat' },
    { from: '/API/*', to: '/api/:splat' },
  ],
  i18n: { defaultLocale: 'en', locales: ['en'], localeConfigs: { en: { htmlLang: 'en', direction: 'ltr' } } },
  plugins: [
    docs({
      routeBasePath: '/',
      sidebarPath: 'sidebars.ts',
      editUrl: 'https://github.com/karakeep-app/karakeep/tree/main/docs/',
      // Only the latest release is for search engines: /next and older versions get noindex and
      // name the latest version's page as canonical; the site's own search still covers them.
      noIndexOtherVersions: true,
      llmsTxt: {
        summary:
          'Karakeep (formerly Hoarder) is a self-hostable app for saving links, notes and images, with automatic AI tagging and full-text search. These docs cover installing and configuring it, its API, and its command line tool.',
      },
      sources: [
        openapi({
          spec: 'openapi/karakeep-openapi-spec.json',
          // Lower-case folders from v0.27.0 on, as the docs themselves.
          folder: (version) => (['current', 'v0.27.0'].includes(version.name) ? 'api' : 'API'),
          // The published site has no API changelog pages.
          changelog: false,
        }),
      ],
    }),
    // The index is named after the product, as the hosted DocSearch app names it.
    search({ indexName: 'karakeep' }),
  ],
  themeConfig: {
    colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
    announcementBar: {
      id: 'karakeep-rename',
      content:
        'Hoarder is now <b>Karakeep</b>. Upgrading from Hoarder? Read the <a href="/guides/hoarder-to-karakeep-migration">migration guide</a>.',
      backgroundColor: '#ede9fe',
      textColor: '#1c1e21',
      isCloseable: true,
    },
    navbar: {
      logo: { alt: 'Karakeep', src: '/img/logo-light.svg', srcDark: '/img/logo-dark.svg', width: 120, height: 30, href: '/' },
      items: [
        { type: 'docsVersionDropdown', position: 'right' },
        { href: 'https://karakeep.app', label: 'Homepage', position: 'right' },
        { href: 'https://github.com/karakeep-app/karakeep', label: 'GitHub', position: 'right' },
        { href: 'https://discord.gg/NrgeYywsFh', label: 'Discord', position: 'right' },
        { type: 'localeDropdown', position: 'right' },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        { title: 'Docs', items: [{ label: 'Introduction', to: '/' }] },
        { title: 'Community', items: [{ label: 'GitHub', href: 'https://github.com/karakeep-app/karakeep' }] },
        {
          title: 'More',
          items: [
            { label: 'Homepage', href: 'https://karakeep.app' },
            { label: 'GitHub', href: 'https://github.com/karakeep-app/karakeep' },
            { label: 'Demo', href: 'https://try.karakeep.app' },
          ],
        },
      ],
      copyright: 'Copyright © 2025 Karakeep App.',
    },
  },
});
