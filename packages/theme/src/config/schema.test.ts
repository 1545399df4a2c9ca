/**
 * The theme's config schema through core's config loading: errors keep their key paths (from the
 * config's root) and lines, every key Docusaurus's classic theme reads is accepted with its types,
 * and keys the theme does not read pass.
 */
import { describe, expect, it } from 'vitest';
import { validateConfig } from '@folio/core/node';
import { validateThemeConfig } from './validate.ts';

const base = { title: 'T', url: 'https://t.dev' };
const check = (themeConfig: unknown, source?: string) => () => validateConfig({ ...base, themeConfig }, 'site.config.ts', source, validateThemeConfig);

describe('validateThemeConfig, called by core', () => {
  it('names a bad navbar item by its key path and line', () => {
    const source = "export default {\n  themeConfig: {\n    navbar: {\n      items: [{ type: 'doc', docId: '' }],\n    },\n  },\n};\n";
    expect(check({ navbar: { items: [{ type: 'doc', docId: '' }] } }, source)).toThrow(
      expect.objectContaining({ message: 'invalid config: `themeConfig.navbar.items[0].docId`: a navbar item of type "doc" needs `docId` (a string)', line: 4 }),
    );
  });

  it('reports every problem at once, in the order of the keys', () => {
    expect(check({ image: 'javascript:x', navbar: { items: [{ type: 'html' }] }, metadata: [{ content: 'x' }] })).toThrow(
      /`themeConfig\.image`: the social card image [^\n]*\n {2}- `themeConfig\.navbar\.items\[0\]\.value`[^\n]*\n {2}- `themeConfig\.metadata\[0\]`: a metadata entry needs a `name` or `property` string/,
    );
  });

  it.each([
    [{ navbar: { items: 'x' } }, '`themeConfig.navbar.items`: expected array'],
    [{ navbar: { items: [{ to: '/a', position: 'middle' }] } }, '`themeConfig.navbar.items[0].position`'],
    [{ footer: { style: 'blue' } }, '`themeConfig.footer.style`'],
    [{ footer: { links: [{ title: 'Docs', items: [{ label: 3 }] }] } }, '`themeConfig.footer.links[0]`'],
    [{ colorMode: { defaultMode: 'sepia' } }, '`themeConfig.colorMode.defaultMode`'],
    [{ docs: { sidebar: { hideable: 'yes' } } }, '`themeConfig.docs.sidebar.hideable`: expected boolean'],
    [{ docs: { versionPersistence: 'cookie' } }, '`themeConfig.docs.versionPersistence`'],
    [{ blog: { sidebar: { groupByYear: 1 } } }, '`themeConfig.blog.sidebar.groupByYear`: expected boolean'],
    [{ announcementBar: { content: 3 } }, '`themeConfig.announcementBar.content`: expected string'],
    [{ tableOfContents: { maxHeadingLevel: 7 } }, '`themeConfig.tableOfContents.maxHeadingLevel`'],
    [{ navbar: { logo: { alt: 'x' } } }, '`themeConfig.navbar.logo.src`: expected string'],
  ])('refuses %j', (themeConfig, message) => {
    expect(check(themeConfig)).toThrow(message);
  });

  it('accepts every key the theme reads, and keys it does not', () => {
    const themeConfig = {
      image: '/img/card.png',
      navbar: {
        title: 'Site',
        logo: { alt: 'Logo', src: '/img/logo.svg', srcDark: '/img/dark.svg', href: '/', width: 32, height: '32px' },
        hideOnScroll: true,
        style: 'dark',
        items: [
          { to: '/blog', label: 'Blog', position: 'left', activeBaseRegex: '^/blog' },
          { href: 'https://github.com/x', label: 'GitHub', position: 'right', 'aria-label': 'GitHub' },
          { type: 'doc', docId: 'intro', label: 'Docs' },
          { type: 'docSidebar', sidebarId: 'api', docsPluginId: 'default' },
          { type: 'docsVersion' },
          { type: 'docsVersionDropdown', dropdownItemsAfter: [{ to: '/versions', label: 'All' }], dropdownActiveClassDisabled: true },
          { type: 'localeDropdown', queryString: '?x' },
          { type: 'dropdown', label: 'More', items: [{ to: '/a', label: 'A' }, { type: 'html', value: '<hr>' }] },
          { type: 'html', value: '<b>x</b>' },
          { type: 'search', position: 'right', className: 'x' },
        ],
        unknownKey: 1,
      },
      footer: {
        style: 'dark',
        links: [{ title: 'Docs', items: [{ label: 'Intro', to: '/docs' }, { html: '<b>x</b>' }] }],
        logo: { src: '/img/f.svg', href: 'https://x.dev' },
        copyright: '© x',
      },
      colorMode: { defaultMode: 'dark', disableSwitch: false, respectPrefersColorScheme: true },
      announcementBar: { id: 'a', content: 'Hi', backgroundColor: '#fff', textColor: '#000', isCloseable: false },
      docs: { versionPersistence: 'none', sidebar: { hideable: true, autoCollapseCategories: true } },
      blog: { sidebar: { groupByYear: false } },
      tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 4 },
      prism: { theme: { plain: {}, styles: [] }, additionalLanguages: ['rust'] },
      algolia: { appId: 'A', apiKey: 'k', indexName: 'i' },
      metadata: [{ name: 'keywords', content: 'docs' }],
      mermaid: { theme: { light: 'neutral' } },
      liveCodeBlock: { playgroundPosition: 'bottom' },
    };
    expect(check(themeConfig)().themeConfig).toEqual(themeConfig);
  });

  it('accepts a simple footer (a flat list of links)', () => {
    expect(() => check({ footer: { links: [{ label: 'A', to: '/a' }, { html: '<i>x</i>' }] } })()).not.toThrow();
  });
});
