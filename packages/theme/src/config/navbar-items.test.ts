import { describe, expect, it } from 'vitest';
import { navbarItemIssues } from './navbar-items.ts';
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
    [{ type: 'dropdown', items: [{ type: 'search' }, { type: 'doc' }] }, ['cannot hold an item of type "search"', 'needs `docId`']],
    [{ type: 'dropdown' }, ['needs `items`']],
    [{ to: '/a', activeBaseRegex: '(' }, ['not a valid regular expression']],
  ])('%j', (item, expected) => {
    const messages = navbarItemIssues(item, ['navbar', 'items', 0]).map((issue) => issue.message);
    expect(messages).toHaveLength(expected.length);
    expected.forEach((part, index) => expect(messages[index]).toContain(part));
  });
});

describe('themeConfigSchema', () => {
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
