import { defineConfig } from '@folio/core';
import { blog } from '@folio/plugin-blog';
import { docs } from '@folio/plugin-docs';
import { openapi } from '@folio/plugin-openapi';
import { pages } from '@folio/plugin-pages';
import { search } from '@folio/search';

// The whole site in one file. Every plugin reads its own folder: pages() reads src/pages,
// docs() reads docs/ (and versioned_docs/ for released versions), blog() reads blog/.

// The site's title, in the navbar, every page's <title> and the feeds.
const title = {{title:js}};
// The footer's copyright is HTML, so it holds the title with HTML's special characters escaped.
const titleHtml = {{title:html:js}};

export default defineConfig({
  title,
  tagline: 'Guides, reference and news, all in one place',
  // Where the site will be published: used for canonical links, the sitemap and the feeds.
  url: 'https://example.com',
  baseUrl: '/',
  favicon: '/img/logo.svg',
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  customCss: 'src/css/custom.css',
  plugins: [
    pages(),
    docs({
      sidebarPath: 'sidebars.ts',
      // The unreleased docs in docs/ show at /docs/next; the newest release in versions.json at /docs.
      versions: { current: { label: 'Next' } },
      // The API reference, generated from the spec at build time (one set of pages per version).
      sources: [openapi({ spec: 'openapi/notes-api.yaml', label: 'Notes API' })],
    }),
    blog({
      blogTitle: 'News',
      blogDescription: 'Releases and write-ups from the team',
      feedOptions: { type: 'all', copyright: `Copyright © ${new Date().getFullYear()} ${title}` },
    }),
    search(),
  ],
  themeConfig: {
    navbar: {
      title,
      logo: { alt: `${title} logo`, src: '/img/logo.svg', width: 32, height: 32 },
      items: [
        { type: 'docSidebar', sidebarId: 'guides', label: 'Docs', position: 'left' },
        { type: 'docSidebar', sidebarId: 'api', label: 'API', position: 'left' },
        { to: '/blog', label: 'Blog', position: 'left' },
        { type: 'docsVersionDropdown', position: 'right' },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Learn',
          items: [
            { label: 'Getting started', to: '/docs/intro' },
            { label: 'API reference', to: '/docs/api/notes-api' },
          ],
        },
        { title: 'Follow', items: [{ label: 'Blog', to: '/blog' }] },
      ],
      copyright: `Copyright © ${new Date().getFullYear()} ${titleHtml}. Built with Folio.`,
    },
  },
});
