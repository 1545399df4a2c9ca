/** Docusaurus config in, Folio config and notices out: a table of the mapping's cases. */
import { describe, expect, it } from 'vitest';
import { folioOptions, mapDocusaurusConfig } from '../src/map-config.ts';

const SITE = '/site';
const base = { title: 'T', url: 'https://example.com', baseUrl: '/' };
/** What every mapped site carries: Folio's copy-page buttons off (a Docusaurus site never had them), and every stylesheet on every page (Docusaurus ships one). */
const mapped = { ...base, themeConfig: { copyPageButtons: false }, sitemap: false as const, onDuplicateRoutes: 'warn' as const, cssCodeSplit: false };
/** A site of the classic preset: its sitemap, with Docusaurus's defaults. */
const classic = { ...mapped, sitemap: { filename: 'sitemap.xml', lastmod: null, changefreq: 'weekly' as const, priority: 0.5, ignorePatterns: [] } };
const map = (input: Record<string, unknown>, folders: string[] = []) =>
  mapDocusaurusConfig({ ...base, ...input }, { siteDir: SITE, exists: (relative) => folders.includes(relative) });

const generator = () => [];
function lifecyclePlugin() {
  return { name: 'mine' };
}

const cases: Array<{ name: string; input: Record<string, unknown>; folders?: string[]; expected: Partial<ReturnType<typeof map>> }> = [
  {
    name: 'site fields pass; a relative favicon becomes a site path',
    input: { tagline: 'x', trailingSlash: false, favicon: 'img/favicon.ico', noIndex: true, titleDelimiter: '·', staticDirectories: ['public'], onBrokenAnchors: 'ignore' },
    expected: { site: { ...mapped, tagline: 'x', trailingSlash: false, favicon: '/img/favicon.ico', noIndex: true, titleDelimiter: '·', staticDirectories: ['public'], onBrokenAnchors: 'ignore' }, docs: [], search: false, notices: [] },
  },
  {
    name: "'log' is Folio's 'warn'; markdown.hooks.onBrokenMarkdownLinks is the top-level key",
    input: { onBrokenLinks: 'log', markdown: { format: 'detect', mermaid: false, hooks: { onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'warn' } } },
    expected: {
      site: { ...mapped, onBrokenLinks: 'warn', onBrokenMarkdownLinks: 'throw', markdown: { format: 'detect' } },
      notices: ["`onBrokenLinks`: 'log' is reported as a warning ('warn')", '`markdown.hooks.onBrokenMarkdownImages`: Folio has no such hook; ignored'],
    },
  },
  {
    name: "markdown.mermaid: true is Folio's markdown.mermaid (diagrams drawn, no notice); themeConfig.mermaid passes to the theme",
    input: { markdown: { mermaid: true }, themeConfig: { mermaid: { theme: { light: 'neutral', dark: 'forest' }, options: { fontSize: 18 } } } },
    expected: {
      site: { ...mapped, markdown: { mermaid: true }, themeConfig: { mermaid: { theme: { light: 'neutral', dark: 'forest' }, options: { fontSize: 18 } }, copyPageButtons: false } },
      notices: [],
    },
  },
  {
    name: 'the classic preset: docs options, require.resolve paths back to site paths, remark plugins to markdown',
    input: {
      presets: [['classic', { docs: { sidebarPath: `${SITE}/sidebars.js`, editUrl: 'https://e/', routeBasePath: '/', sidebarItemsGenerator: generator, remarkPlugins: ['r'], showLastUpdateTime: true }, blog: false, pages: false }]],
    },
    expected: {
      site: { ...classic, markdown: { remarkPlugins: ['r'] } },
      docs: [{ sidebarPath: 'sidebars.js', editUrl: 'https://e/', routeBasePath: '/', sidebarItemsGenerator: generator, showLastUpdateTime: true }],
      notices: [],
    },
  },
  {
    name: "the preset by package name or resolved path; docs: false; blog and pages when their folders exist",
    input: { presets: [['/site/node_modules/@docusaurus/preset-classic/lib/index.js', { docs: false, gtag: { trackingID: 'G' } }]] },
    folders: ['blog', 'src/pages'],
    expected: {
      docs: [],
      pages: [{}],
      blog: [{ onUntruncatedBlogPosts: 'warn' }],
      notices: [],
    },
  },
  {
    name: 'pages: on by default only with a src/pages folder, off with false; options and another instance pass, remark plugins to markdown',
    input: {
      presets: [['classic', { docs: false, blog: false, pages: { path: `${SITE}/pages`, routeBasePath: '/p', exclude: ['**/x/**'], editUrl: 'https://e/', remarkPlugins: ['r'] } }]],
      plugins: [['@docusaurus/plugin-content-pages', { id: 'more', path: 'more', mdxPageComponent: '@theme/Mine' }]],
    },
    expected: {
      site: { ...classic, markdown: { remarkPlugins: ['r'] } },
      pages: [{ path: 'pages', routeBasePath: '/p', exclude: ['**/x/**'] }, { id: 'more', path: 'more' }],
      notices: [
        '`presets[0].pages.editUrl`: Folio shows no edit link on standalone pages; ignored',
        '`plugins[0].mdxPageComponent`: Markdown pages render with @theme/MDXPage (override it in src/theme/); ignored',
      ],
    },
  },
  { name: 'pages: no src/pages folder, no pages plugin', input: { presets: [['classic', { docs: false, blog: false }]] }, expected: { pages: [] } },
  { name: 'pages: false turns the plugin off', input: { presets: [['classic', { docs: false, blog: false, pages: false }]] }, folders: ['src/pages'], expected: { pages: [] } },
  {
    name: 'a docs plugin per instance; disableVersioning; sidebarPath false',
    input: {
      presets: [['@docusaurus/preset-classic', {}]],
      plugins: [['content-docs', { id: 'community', path: 'community', disableVersioning: true, sidebarPath: false }], false],
    },
    expected: {
      docs: [{}, { id: 'community', path: 'community', includeCurrentVersion: true, onlyIncludeVersions: ['current'] }],
      notices: ['`plugins[0].sidebarPath`: false turns sidebars off in Docusaurus; Folio generates them from the docs folder instead'],
    },
  },
  {
    name: 'search: themeConfig.algolia passes and adds the search plugin; a local search plugin is replaced',
    input: { themeConfig: { algolia: { appId: 'A', apiKey: 'K', indexName: 'I' }, copyPageButtons: true }, themes: ['@easyops-cn/docusaurus-search-local'] },
    expected: {
      site: { ...mapped, themeConfig: { algolia: { appId: 'A', apiKey: 'K', indexName: 'I' }, copyPageButtons: true } },
      search: true,
      notices: ["`themes[0]` (@easyops-cn/docusaurus-search-local): Folio's built-in local search is used instead"],
    },
  },
  {
    name: 'a plugin Folio has no equivalent for runs through the lifecycle, by name, file or function (the PWA plugin too); client redirects become redirect pages',
    input: { plugins: ['docusaurus-plugin-sass', ['./plugins/local.js', { id: 'x' }], lifecyclePlugin, '@docusaurus/plugin-pwa', ['@docusaurus/plugin-client-redirects', { redirects: [{ from: ['/a', '/b'], to: '/c' }] }]] },
    expected: {
      clientRedirects: [{ where: 'plugins[4][1]', redirects: [{ from: ['/a', '/b'], to: '/c' }] }],
      lifecycle: [
        { target: 'docusaurus-plugin-sass', options: {}, where: 'plugins[0]' },
        { target: './plugins/local.js', options: { id: 'x' }, where: 'plugins[1]' },
        { target: lifecyclePlugin, options: {}, where: 'plugins[2]' },
        { target: '@docusaurus/plugin-pwa', options: {}, where: 'plugins[3]' },
      ],
      notices: [],
    },
  },
  {
    name: 'themeConfig: navbar items the theme renders, relative `to` from the site root, a simple footer with an HTML item and a logo, tableOfContents to markdown.toc',
    input: {
      themeConfig: {
        navbar: { title: 'N', style: 'dark', hideOnScroll: true, logo: { src: 'img/l.svg', srcDark: 'img/d.svg' }, items: [{ type: 'doc', docId: 'intro' }, { to: 'x', label: 'X' }, { type: 'localeDropdown' }, { type: 'custom-stars' }, { type: 'dropdown', label: 'D', items: [{ to: 'd#h', label: 'H' }] }] },
        footer: { links: [{ label: 'A', to: 'a' }, { html: '<b>x</b>' }, { label: 'T', to: '#top' }], logo: { alt: 'F', src: 'img/f.svg', href: 'https://example.com' }, copyright: 'C <a href="/x">x</a>' },
        tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 4 },
        image: 'img/social.png',
        colorMode: { defaultMode: 'dark' },
      },
    },
    expected: {
      site: {
        ...base,
        onDuplicateRoutes: 'warn',
        themeConfig: {
          navbar: { title: 'N', style: 'dark', logo: { src: '/img/l.svg', srcDark: '/img/d.svg' }, items: [{ type: 'doc', docId: 'intro' }, { to: '/x', label: 'X' }, { type: 'localeDropdown' }, { type: 'dropdown', label: 'D', items: [{ to: '/d#h', label: 'H' }] }] },
          footer: { links: [{ label: 'A', to: '/a' }, { html: '<b>x</b>' }, { label: 'T', to: '#top' }], logo: { alt: 'F', src: '/img/f.svg', href: 'https://example.com' }, copyright: 'C <a href="/x">x</a>' },
          image: '/img/social.png',
          colorMode: { defaultMode: 'dark' },
          copyPageButtons: false,
        },
        markdown: { toc: { minHeadingLevel: 2, maxHeadingLevel: 4 } },
        sitemap: false as const,
        cssCodeSplit: false,
      },
      notices: [
        "`themeConfig.navbar.hideOnScroll`: not read by Folio's navbar; ignored",
        "`themeConfig.navbar.items[3]` (type custom-stars): Folio's navbar renders Docusaurus's built-in item types, not custom ones; left out",
      ],
    },
  },
  {
    name: 'i18n: every Docusaurus field passes; a field Docusaurus does not know is named',
    input: { i18n: { defaultLocale: 'en', locales: ['en', 'fr'], path: 'translations', localeConfigs: { fr: { label: 'Français', calendar: 'gregory', url: 'https://fr.example.com', baseUrl: '/', translate: true, path: 'fr-FR', colour: 'blue' } }, fallback: 'en' } },
    expected: {
      site: { ...mapped, i18n: { defaultLocale: 'en', locales: ['en', 'fr'], path: 'translations', localeConfigs: { fr: { label: 'Français', calendar: 'gregory', url: 'https://fr.example.com', baseUrl: '/', translate: true, path: 'fr-FR' } } } },
      notices: [
        '`i18n.localeConfigs.fr.colour`: not a locale field Docusaurus knows (label, htmlLang, direction, calendar, path, url, baseUrl, translate); ignored',
        '`i18n.fallback`: not an i18n field Docusaurus knows; ignored',
      ],
    },
  },  {
    name: 'styles: customCss (a path or a list, preset or theme-classic) and prism themes and languages pass to Folio; magicComments is noticed',
    input: {
      presets: [['classic', { docs: false, blog: false, pages: false, theme: { customCss: `${SITE}/src/css/custom.css` } }]],
      themes: [['@docusaurus/theme-classic', { customCss: ['./extra.css'] }]],
      themeConfig: { prism: { theme: { plain: {}, styles: [] }, darkTheme: { plain: { color: '#fff' }, styles: [] }, additionalLanguages: ['java'], magicComments: [] } },
    },
    expected: {
      site: {
        ...classic,
        customCss: [`${SITE}/src/css/custom.css`, './extra.css'],
        prism: { theme: { plain: {}, styles: [] }, darkTheme: { plain: { color: '#fff' }, styles: [] }, additionalLanguages: ['java'] },
      },
      notices: ['`themeConfig.prism.magicComments`: Folio reads its own highlight-next-line and highlight-start/end comments; ignored'],
    },
  },
];

/** Each content plugin's translations folder, Docusaurus's name for it: checked on its own below, left out of the cases. */
function withoutI18nFolders(result: ReturnType<typeof map>): ReturnType<typeof map> {
  const strip = <T,>(list: T[]) => list.map((options) => { const { i18nFolder: _folder, ...rest } = options as T & { i18nFolder?: string }; return rest as T; });
  return { ...result, docs: strip(result.docs), pages: strip(result.pages), blog: strip(result.blog) };
}

describe('mapDocusaurusConfig', () => {
  it('gives each content plugin the translations folder Docusaurus reads, with -<id> for a second instance', () => {
    const result = map({ presets: [['classic', { docs: {}, blog: {}, pages: {} }]], plugins: [['@docusaurus/plugin-content-docs', { id: 'community', path: 'community' }], ['@docusaurus/plugin-content-blog', { id: 'news', path: 'news' }]] }, ['src/pages']);
    expect(result.docs.map((options) => options.i18nFolder)).toEqual(['docusaurus-plugin-content-docs', 'docusaurus-plugin-content-docs-community']);
    expect(result.blog.map((options) => (options as { i18nFolder?: string }).i18nFolder)).toEqual(['docusaurus-plugin-content-blog', 'docusaurus-plugin-content-blog-news']);
    expect(result.pages.map((options) => options.i18nFolder)).toEqual(['docusaurus-plugin-content-pages']);
  });

  it.each(cases)('$name', ({ input, folders, expected }) => {
    const result = withoutI18nFolders(map(input, folders));
    for (const key of Object.keys(expected) as Array<keyof typeof expected>) expect(result[key], key).toEqual(expected[key]);
    if (!expected.notices) expect(result.notices).toEqual([]);
  });
});

describe("customFields.folio: Folio's own site options in a docusaurus.config", () => {
  it.each<[string, unknown, Record<string, unknown>, string[]]>([
    ['none', undefined, {}, []],
    ['a published .env example', { allowedSecretFiles: ['static/docker/.env'] }, { allowedSecretFiles: ['static/docker/.env'] }, []],
    ['both lists', { allowedSecretFiles: ['a'], allowedOutsidePaths: ['../shared'] }, { allowedSecretFiles: ['a'], allowedOutsidePaths: ['../shared'] }, []],
    ['an unknown key', { title: 'x' }, {}, ['`customFields.folio.title`: not a Folio option it reads there (allowedSecretFiles, allowedOutsidePaths, remoteCache); ignored']],
    ['the remote cache', { remoteCache: { apiUrl: 'https://cache.example.com', teamSlug: 'docs' } }, { remoteCache: { apiUrl: 'https://cache.example.com', teamSlug: 'docs' } }, []],
    ['a remote cache that is no object', { remoteCache: true }, {}, ["`customFields.folio.remoteCache`: expected an object (turbo.json's remoteCache options); ignored"]],
    ['not a list', { allowedSecretFiles: 'static/.env' }, {}, ['`customFields.folio.allowedSecretFiles`: expected a list of paths; ignored']],
    ['not an object', 'yes', {}, ['`customFields.folio`: not an object of Folio options; ignored']],
  ])('%s', (_name, given, expected, expectedNotices) => {
    const notices: string[] = [];
    expect(folioOptions(given, notices)).toEqual(expected);
    expect(notices).toEqual(expectedNotices);
  });

  it('are site options of the mapped config', () => {
    const mapped = mapDocusaurusConfig({ title: 'T', url: 'https://t.dev', baseUrl: '/', customFields: { folio: { allowedSecretFiles: ['static/docker/.env'] } } }, { siteDir: SITE, exists: () => false });
    expect((mapped.site as { allowedSecretFiles?: string[] }).allowedSecretFiles).toEqual(['static/docker/.env']);
  });
});
