import { defineConfig, markdownPages } from '@folio/core';

// The Karakeep documentation site. Content and versions grow with the docs plugin; for now the
// pages under docs/ are served at the site root.
export default defineConfig({
  title: 'Karakeep Docs',
  tagline: 'Dinosaurs are cool',
  url: 'https://docs.karakeep.app',
  baseUrl: '/',
  favicon: '/img/favicon.svg',
  onBrokenLinks: 'throw',
  onBrokenMarkdownLinks: 'warn',
  i18n: { defaultLocale: 'en', locales: ['en'], localeConfigs: { en: { htmlLang: 'en', direction: 'ltr' } } },
  plugins: [markdownPages({ name: 'docs', path: 'docs', routeBasePath: '/' })],
  themeConfig: {
    footer: { copyright: 'Copyright © 2025 Karakeep App.' },
  },
});
