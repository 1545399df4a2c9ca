import { describe, expect, it } from 'vitest';
import { createNavbarData, docsItemsOf, firstLink } from './navbar-data.ts';
import type { LoadedVersion } from './routes.ts';
import type { SidebarItem } from './contract.ts';

const doc = (id: string, draft = false) => ({ id, permalink: `/docs/${id}`, draft, frontMatter: {} });
const item = (id: string): SidebarItem => ({ type: 'doc', id, label: id.toUpperCase(), href: `/docs/${id}` });

function version(name: string, ids: string[], sidebars: Record<string, SidebarItem[]>): LoadedVersion {
  return { version: { name }, docs: ids.map((id) => doc(id)), sidebars: { sidebars, generatedIndexes: [] } } as unknown as LoadedVersion;
}

describe('firstLink', () => {
  it.each<[string, SidebarItem[], { path: string; label: string } | undefined]>([
    ['a doc', [item('a'), item('b')], { path: '/docs/a', label: 'A' }],
    ['skips links', [{ type: 'link', label: 'X', href: 'https://x' }, item('b')], { path: '/docs/b', label: 'B' }],
    ['a category page', [{ type: 'category', label: 'Cat', href: '/docs/cat', collapsed: true, collapsible: true, items: [item('c')] }], { path: '/docs/cat', label: 'Cat' }],
    ['into a category', [{ type: 'category', label: 'Cat', collapsed: true, collapsible: true, items: [item('c')] }], { path: '/docs/c', label: 'C' }],
    ['none', [{ type: 'html', value: '<hr>' }], undefined],
  ])('%s', (_name, items, expected) => expect(firstLink(items)).toEqual(expected));
});

describe('docsItemsOf', () => {
  it('finds doc and docSidebar items of this plugin, dropdowns included', () => {
    const themeConfig = {
      navbar: {
        items: [
          { type: 'doc', docId: 'a' },
          { type: 'docSidebar', sidebarId: 's', docsPluginId: 'other' },
          { type: 'dropdown', items: [{ type: 'docSidebar', sidebarId: 'guide' }] },
        ],
      },
    };
    expect(docsItemsOf(themeConfig, 'default')).toEqual([
      { at: 'themeConfig.navbar.items[0]', type: 'doc', id: 'a' },
      { at: 'themeConfig.navbar.items[2].items[0]', type: 'docSidebar', id: 'guide' },
    ]);
  });
});

describe('createNavbarData', () => {
  const versions = [version('current', ['a', 'b'], { main: [item('a')], other: [item('b')] }), version('1.0', ['a'], { main: [item('a')] })];

  it('gives each version its sidebars first links and the named docs with their sidebar', () => {
    const data = createNavbarData(versions, [{ at: 'x', type: 'doc', id: 'b' }]);
    expect(data[0]).toEqual({
      sidebars: { main: { link: { path: '/docs/a', label: 'A' } }, other: { link: { path: '/docs/b', label: 'B' } } },
      linkedDocs: [{ id: 'b', path: '/docs/b', sidebar: 'other' }],
    });
    expect(data[1]).toEqual({ sidebars: { main: { link: { path: '/docs/a', label: 'A' } } } });
  });

  it('names every unknown doc and sidebar at once', () => {
    expect(() =>
      createNavbarData(versions, [
        { at: 'themeConfig.navbar.items[0]', type: 'doc', id: 'nope' },
        { at: 'themeConfig.navbar.items[1]', type: 'docSidebar', id: 'missing' },
      ]),
    ).toThrow(/items\[0\]` \(type doc\) names the doc "nope"[\s\S]*items\[1\]` \(type docSidebar\) names the sidebar "missing"/);
  });
});
