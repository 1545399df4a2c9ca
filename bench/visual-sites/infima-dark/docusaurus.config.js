// A fixture of bench/visual.mjs: Infima's classes on the home page, a dark navbar, a swizzled
// wrapper (src/theme/Footer) and an ejected component (src/theme/Footer/Copyright).
import { themes as prismThemes } from 'prism-react-renderer';

export default {
  title: 'Infima Fixture',
  tagline: 'Hero, grid, cards, badges and alerts',
  url: 'https://visual-fixture.example.com',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  presets: [
    [
      'classic',
      {
        docs: { sidebarPath: './sidebars.js' },
        blog: false,
        theme: { customCss: './src/css/custom.css' },
      },
    ],
  ],
  themeConfig: {
    navbar: {
      title: 'Infima Fixture',
      style: 'dark',
      items: [
        { type: 'doc', docId: 'intro', label: 'Docs', position: 'left' },
        { to: '/docs/guide', label: 'Guide', position: 'left' },
        { href: 'https://example.com/repo', label: 'Source', position: 'right' },
      ],
    },
    footer: {
      style: 'light',
      links: [
        { title: 'Docs', items: [{ label: 'Introduction', to: '/docs/intro' }, { label: 'Guide', to: '/docs/guide' }] },
        { title: 'Elsewhere', items: [{ label: 'Example', href: 'https://example.com' }] },
      ],
      copyright: 'Copyright © 2026 The Infima Fixture. Built for a visual comparison.',
    },
    prism: { theme: prismThemes.github, darkTheme: prismThemes.dracula },
  },
};
