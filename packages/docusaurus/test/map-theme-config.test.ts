/**
 * Docusaurus's navbar items as Folio's theme gets them: the one type Docusaurus infers (an item
 * with `items` and no type, or `default`, is a dropdown: theme-classic's NavbarItem and config
 * schema) is written out, so Folio's navbar renders the dropdown; no other item gains a type.
 */
import { describe, expect, it } from 'vitest';
import { mapThemeConfig } from '../src/map-theme-config.ts';

const navbarItems = (items: unknown[]) => {
  const notices: string[] = [];
  const { themeConfig } = mapThemeConfig({ navbar: { items } }, notices);
  return { items: (themeConfig.navbar as { items: unknown[] }).items, notices };
};

describe('mapThemeConfig: navbar item types', () => {
  it.each([
    ['a dropdown without a type', { label: 'More', items: [{ to: 'a', label: 'A' }] }, { type: 'dropdown', label: 'More', items: [{ to: '/a', label: 'A' }] }],
    ["a dropdown of type 'default'", { type: 'default', label: 'More', items: [] }, { type: 'dropdown', label: 'More', items: [] }],
    ['a dropdown with a link of its own', { label: 'More', to: '/more', position: 'right', items: [] }, { type: 'dropdown', label: 'More', to: '/more', position: 'right', items: [] }],
    ['a typed dropdown', { type: 'dropdown', label: 'D', items: [] }, { type: 'dropdown', label: 'D', items: [] }],
    ['a link', { to: '/x', label: 'X' }, { to: '/x', label: 'X' }],
    ['a link labelled with HTML', { html: '<b>X</b>', href: 'https://x.dev' }, { html: '<b>X</b>', href: 'https://x.dev' }],
    ['an html item', { type: 'html', value: '<hr>' }, { type: 'html', value: '<hr>' }],
  ])('%s', (_name, item, expected) => {
    const { items, notices } = navbarItems([item]);
    expect(items).toEqual([expected]);
    expect(notices).toEqual([]);
  });

  it('leaves a nested untyped dropdown to the theme\'s check (Docusaurus refuses nested dropdowns too)', () => {
    const { items } = navbarItems([{ label: 'More', items: [{ label: 'Inner', items: [] }] }]);
    expect(items).toEqual([{ type: 'dropdown', label: 'More', items: [{ label: 'Inner', items: [] }] }]);
  });

  it('still leaves custom items out', () => {
    const { items, notices } = navbarItems([{ type: 'custom-stars' }, { label: 'More', items: [] }]);
    expect(items).toEqual([{ type: 'dropdown', label: 'More', items: [] }]);
    expect(notices).toEqual(["`themeConfig.navbar.items[0]` (type custom-stars): Folio's navbar renders Docusaurus's built-in item types, not custom ones; left out"]);
  });
});
