import { describe, expect, it } from 'vitest';
import type { SentSidebarItem, SidebarItem, Sidebars } from './contract.ts';
import { pageInside, SidebarChunks } from './sidebar-chunks.ts';

const doc = (href: string): SidebarItem => ({ type: 'doc', id: href.slice(1), label: href, href });
const category = (label: string, items: SidebarItem[], extra: Partial<Extract<SidebarItem, { type: 'category' }>> = {}): SidebarItem => ({
  type: 'category',
  label,
  items,
  collapsed: true,
  collapsible: true,
  ...extra,
});

const sidebars: Sidebars = {
  docs: [
    doc('/intro'),
    category('Guides', [doc('/guides/a'), category('Deep', [doc('/guides/deep/x'), doc('/guides/deep/y')])]),
    category('API', [doc('/api/list'), doc('/api/get')], { href: '/category/api' }),
    category('Open', [doc('/open/a'), category('Shut', [doc('/open/shut/b')])], { collapsed: false }),
    category('Fixed', [doc('/fixed/a')], { collapsible: false, collapsed: false }),
    category('Links', [{ type: 'link', label: 'Out', href: 'https://example.com' }]),
    category('Empty', []),
  ],
  other: [category('Elsewhere', [doc('/elsewhere/a')])],
};

/** A readable outline: `Label[...]` whole, `Label~path@at` a stub. */
function outline(items: SentSidebarItem[]): string {
  return items
    .map((item) => {
      if (item.type !== 'category') return item.type === 'html' ? 'html' : item.href;
      return 'lazy' in item ? `${item.label}~${item.lazy.path}@${item.lazy.at.join('/')}` : `${item.label}[${outline(item.items)}]`;
    })
    .join(' ');
}

describe('SidebarChunks', () => {
  const chunks = new SidebarChunks(sidebars);
  it.each([
    [
      'a top-level page: every collapsed category is a stub',
      '/intro',
      '/intro Guides~/guides/a@docs/1 API~/category/api@docs/2 Open[/open/a Shut~/open/shut/b@docs/3/1] Fixed[/fixed/a] Links[https://example.com] Empty[]',
    ],
    [
      'a page two levels down: its categories are whole, the rest are stubs',
      '/guides/deep/y',
      '/intro Guides[/guides/a Deep[/guides/deep/x /guides/deep/y]] API~/category/api@docs/2 Open[/open/a Shut~/open/shut/b@docs/3/1] Fixed[/fixed/a] Links[https://example.com] Empty[]',
    ],
    [
      "a category's own page opens it",
      '/category/api',
      '/intro Guides~/guides/a@docs/1 API[/api/list /api/get] Open[/open/a Shut~/open/shut/b@docs/3/1] Fixed[/fixed/a] Links[https://example.com] Empty[]',
    ],
    [
      'inside a category open by default',
      '/open/shut/b',
      '/intro Guides~/guides/a@docs/1 API~/category/api@docs/2 Open[/open/a Shut[/open/shut/b]] Fixed[/fixed/a] Links[https://example.com] Empty[]',
    ],
  ])('%s', (_name, page, expected) => {
    expect(outline(chunks.for(page).docs!)).toBe(expected);
    expect(outline(chunks.for(page).other!)).toBe('Elsewhere~/elsewhere/a@other/0');
  });

  it('pages under the same categories share one object (one chunk); others do not', () => {
    expect(chunks.for('/guides/deep/x')).toBe(chunks.for('/guides/deep/y'));
    expect(chunks.for('/intro')).toBe(chunks.for('/fixed/a'));
    expect(chunks.for('/guides/a')).not.toBe(chunks.for('/guides/deep/x'));
  });

  it("every stub's page holds the category whole, at the position the stub names", () => {
    const stubs: Array<{ path: string; at: [string, ...number[]] }> = [];
    const collect = (items: SentSidebarItem[]) => {
      for (const item of items) {
        if ('lazy' in item) stubs.push(item.lazy);
        if ('items' in item) collect(item.items);
      }
    };
    for (const page of ['/intro', '/guides/a', '/guides/deep/x', '/category/api', '/open/a', '/elsewhere/a']) {
      for (const items of Object.values(chunks.for(page))) collect(items);
    }
    expect(stubs.length).toBeGreaterThan(5);
    for (const { path, at } of stubs) {
      const [name, ...indices] = at;
      let items: SentSidebarItem[] | undefined = chunks.for(path)[name];
      let found: SentSidebarItem | undefined;
      for (const index of indices) {
        found = items?.[index];
        items = found && 'items' in found ? found.items : undefined;
      }
      expect(found?.type, `${path} @ ${at.join('/')}`).toBe('category');
      expect((found as Extract<SidebarItem, { type: 'category' }>).items, `${path} @ ${at.join('/')}`).toEqual(
        (categoryIn(sidebars, at) as Extract<SidebarItem, { type: 'category' }>).items.map((item) => (item.type === 'category' ? expect.objectContaining({ label: item.label }) : item)),
      );
    }
  });

  it('pageInside: the category page, else the first doc at any depth, else none', () => {
    expect(pageInside(sidebars.docs![2] as never)).toBe('/category/api');
    expect(pageInside(category('X', [category('Y', [doc('/y/1')]), doc('/x/2')]) as never)).toBe('/y/1');
    expect(pageInside(sidebars.docs![5] as never)).toBeUndefined();
  });
});

function categoryIn(all: Sidebars, at: [string, ...number[]]): SidebarItem | undefined {
  const [name, ...indices] = at;
  let items: SidebarItem[] | undefined = all[name];
  let found: SidebarItem | undefined;
  for (const index of indices) {
    found = items?.[index];
    items = found?.type === 'category' ? found.items : undefined;
  }
  return found;
}
