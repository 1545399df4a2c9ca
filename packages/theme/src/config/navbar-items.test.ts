import { describe, expect, it } from 'vitest';
import { navbarItemIssues, navbarItemType } from './navbar-items.ts';
import { themeConfigSchema } from './schema.ts';

describe('navbarItemIssues', () => {
  it.each([
    [{ to: '/blog', label: 'Blog' }, []],
    [{ href: 'https://x.dev', label: 'X' }, []],
    [{ type: 'doc', docId: 'intro' }, []],
    [{ type: 'docSidebar', sidebarId: 'tutorialSidebar' }, []],
    [{ type: 'docsVersion' }, []],
    [{ type: 'search', position: 'right' }, []],
    [{ type: 'html', value: '<b>x</b>' }, []],
    [{ type: 'dropdown', label: 'More', items: [{ to: '/a', label: 'A' }, { type: 'doc', docId: 'a' }, { type: 'html', value: '<hr>' }] }, []],
    [{ type: 'doc' }, ['needs `docId`']],
    [{ type: 'docSidebar', sidebarId: '' }, ['needs `sidebarId`']],
    [{ type: 'html' }, ['needs `value`']],
    [{ label: 'Nowhere' }, ['needs `to`']],
    [{ type: 'custom-thing' }, ['unknown navbar item type "custom-thing"']],
    [{ type: 'dropdown', items: [{ type: 'search' }, { type: 'doc' }] }, ['nested dropdowns are not allowed: an item of type "search" is a menu of its own', 'needs `docId`']],
    // Docusaurus infers a dropdown from `items`; Folio's site config names it (the adapter writes
    // it for a docusaurus.config.*), and the item is checked as the dropdown it is.
    [{ label: 'More', items: [{ to: '/a', label: 'A' }, { type: 'docsVersion' }] }, ["write `type: 'dropdown'` (Docusaurus infers it from `items`"]],
    [{ type: 'default', label: 'More', items: [] }, ["write `type: 'dropdown'`"]],
    [{ label: 'More', items: [{ type: 'doc' }] }, ["write `type: 'dropdown'`", 'needs `docId`']],
    [{ label: 'More', items: 'nope' }, ["write `type: 'dropdown'`", 'a dropdown needs `items` (a list)']],
    [{ type: 'dropdown', label: 'More', items: [{ to: '/a', label: 'A' }, { type: 'docsVersion' }] }, []],
    [{ type: 'dropdown', label: 'More', items: [{ label: 'Nested', items: [] }] }, ['nested dropdowns are not allowed: an item with `items` is a dropdown']],
    [{ type: 'dropdown', label: 'More', items: [{ type: 'localeDropdown' }] }, ['nested dropdowns are not allowed: an item of type "localeDropdown"']],
    // Other fields infer nothing: `html` is a link's label as HTML, so the link needs a target.
    [{ html: '<b>x</b>' }, ['needs `to`']],
    [{ html: '<b>x</b>', to: '/x' }, []],
    [{ docId: 'intro' }, ['needs `to`']],
    [{ type: 'dropdown' }, ['needs `items`']],
    [{ to: '/a', activeBaseRegex: '(' }, ['not a valid regular expression']],
  ])('%j', (item, expected) => {
    const messages = navbarItemIssues(item, ['navbar', 'items', 0]).map((issue) => issue.message);
    expect(messages).toHaveLength(expected.length);
    expected.forEach((part, index) => expect(messages[index]).toContain(part));
  });
});

describe('navbarItemType', () => {
  it.each([
    [{ to: '/a' }, 'default'],
    [{ type: 'default', to: '/a' }, 'default'],
    [{ items: [] }, 'dropdown'],
    [{ type: 'default', items: [] }, 'dropdown'],
    [{ label: 'M', to: '/m', items: [{ to: '/a' }] }, 'dropdown'],
    [{ type: 'doc', docId: 'a', items: [] }, 'doc'],
    [{ html: '<b>x</b>' }, 'default'],
    [{ value: '<hr>' }, 'default'],
    [{ type: 'html', value: '<hr>' }, 'html'],
    [{ type: 'custom-x' }, 'custom-x'],
  ])('%j is a %s item', (item, type) => expect(navbarItemType(item)).toBe(type));
});

describe('themeConfigSchema', () => {
  it("asks a site config to name a dropdown's type, where Docusaurus infers it", () => {
    const result = themeConfigSchema.safeParse({ navbar: { items: [{ label: 'More', position: 'right', items: [{ to: '/a', label: 'A' }, { href: 'https://x.dev', label: 'X' }] }] } });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['navbar.items.0.type', "an item with `items` is a dropdown: write `type: 'dropdown'` (Docusaurus infers it from `items`, and Folio does for a docusaurus.config.*; a site.config.* names it)"],
    ]);
  });

  it('reports every bad item at once, each with its path', () => {
    const result = themeConfigSchema.safeParse({ navbar: { items: [{ type: 'doc' }, { to: '/' , label: 'ok' }, { type: 'docSidebar' }] } });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.path.join('.'))).toEqual(['navbar.items.0.docId', 'navbar.items.2.sidebarId']);
  });

  it('accepts a themeConfig without navbar items', () => {
    expect(themeConfigSchema.safeParse({ colorMode: {} }).success).toBe(true);
  });
});

describe('themeConfig.image', () => {
  it.each([
    ['img/card.png', true],
    ['/img/card.png', true],
    ['https://cdn.example/card.png', true],
    ['javascript:alert(1)', false],
    ['JaVaScRiPt:alert(1)', false],
    ['data:image/png;base64,AAAA', false],
    ['//cdn.example/card.png', false],
    ['&#106;avascript:alert(1)', false],
  ])('%s is accepted: %s', (image, accepted) => {
    const result = themeConfigSchema.safeParse({ image });
    expect(result.success).toBe(accepted);
    if (!accepted) expect(result.error!.issues.map((issue) => issue.path.join('.'))).toEqual(['image']);
  });
});
