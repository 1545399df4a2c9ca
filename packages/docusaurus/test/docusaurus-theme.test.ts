/**
 * The pure parts of the Docusaurus-theme mode (src/classic/): which config entries name the
 * classic theme, Folio's docs props in Docusaurus's shapes and the bridges' files (the built
 * pages are tests/docusaurus-theme.test.ts's).
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { DocPageData, SidebarItem, VersionMeta } from '@folio/plugin-docs/contract';
import { entryNames } from '../src/classic/theme-chain.ts';
import { BRIDGED, bridgeComponents } from '../src/classic/routes.ts';
import { docMetadata, generatedIndex, sidebarItem, versionMetadata } from '../src/classic/bridge/docs-data.ts';

describe('entryNames', () => {
  it.each<[unknown, string[]]>([
    [['classic'], ['classic']],
    [[['@docusaurus/preset-classic', { docs: {} }], 'other'], ['@docusaurus/preset-classic', 'other']],
    [[[() => ({}), {}], null, false, 3], []],
    [undefined, []],
    ['classic', []],
  ])('%j', (list, names) => {
    expect(entryNames(list)).toEqual(names);
  });
});

const version: VersionMeta = { name: 'current', label: 'Next', path: '/docs', isLast: true, banner: 'none', badge: false, className: 'docs-version-current', noIndex: false };

describe("Folio's docs props in Docusaurus's shapes", () => {
  it.each<[SidebarItem, Record<string, unknown>]>([
    [{ type: 'doc', id: 'intro', label: 'Intro', href: '/docs/intro' }, { type: 'link', label: 'Intro', href: '/docs/intro', docId: 'intro', unlisted: false }],
    [{ type: 'link', label: 'Out', href: 'https://x.test', className: 'ext' }, { type: 'link', label: 'Out', href: 'https://x.test', className: 'ext' }],
    [{ type: 'html', value: '<b>x</b>' }, { type: 'html', value: '<b>x</b>', defaultStyle: false }],
    [
      { type: 'category', label: 'Lamps', collapsed: true, collapsible: true, href: '/docs/category/lamps', customProps: { icon: 'lamp' }, items: [{ type: 'doc', id: 'oil', label: 'Oil', href: '/docs/oil' }] },
      { type: 'category', label: 'Lamps', collapsed: true, collapsible: true, href: '/docs/category/lamps', customProps: { icon: 'lamp' }, items: [{ type: 'link', label: 'Oil', href: '/docs/oil', docId: 'oil', unlisted: false }] },
    ],
  ])('sidebarItem(%j)', (item, expected) => {
    expect(sidebarItem(item)).toEqual(expected);
  });

  it('versionMetadata: PropVersionMetadata, with a null banner for none', () => {
    const docs = { intro: { id: 'intro', title: 'Intro', description: 'd', sidebar: 'guide' } };
    const metadata = versionMetadata({ version, sidebars: { guide: [{ type: 'doc', id: 'intro', label: 'Intro', href: '/docs/intro' }] }, docs, pluginId: 'api' });
    expect(metadata).toEqual({
      pluginId: 'api',
      version: 'current',
      label: 'Next',
      banner: null,
      badge: false,
      noIndex: false,
      className: 'docs-version-current',
      isLast: true,
      docsSidebars: { guide: [{ type: 'link', label: 'Intro', href: '/docs/intro', docId: 'intro', unlisted: false }] },
      docs,
    });
    expect(versionMetadata({ version: { ...version, banner: 'unmaintained' }, sidebars: {} })).toMatchObject({ pluginId: 'default', banner: 'unmaintained', docs: {} });
  });

  it('docMetadata and generatedIndex carry the page, its sidebar and its neighbours', () => {
    const page: DocPageData = {
      id: 'intro',
      title: 'Intro',
      description: 'd',
      permalink: '/docs/intro',
      editUrl: 'https://e.test/intro.md',
      sidebar: 'guide',
      breadcrumbs: [],
      next: { title: 'Lamps', permalink: '/docs/category/lamps' },
      version,
      frontMatter: { hide_title: true },
      unlisted: false,
    };
    expect(docMetadata(page)).toMatchObject({ id: 'intro', permalink: '/docs/intro', editUrl: 'https://e.test/intro.md', version: 'current', sidebar: 'guide', frontMatter: { hide_title: true }, next: page.next, previous: undefined });
    const index = generatedIndex({ title: 'Lamps', description: null, items: [], version, sidebar: 'guide', previous: { title: 'Intro', permalink: '/docs/intro' } }, '/docs/category/lamps');
    expect(index).toEqual({ title: 'Lamps', description: undefined, slug: '/docs/category/lamps', permalink: '/docs/category/lamps', sidebar: 'guide', navigation: { previous: { title: 'Intro', permalink: '/docs/intro' }, next: undefined } });
  });
});

describe('the bridges', () => {
  it("every route component Folio's plugins name has its bridge file", () => {
    const files = bridgeComponents();
    expect(Object.keys(files)).toEqual([...BRIDGED]);
    for (const file of Object.values(files)) expect(existsSync(file), file).toBe(true);
  });
});
