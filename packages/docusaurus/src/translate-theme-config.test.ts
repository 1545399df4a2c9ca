import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { classicCanTranslate, classicTranslation, translateThemeConfig, type ClassicTranslate, type TranslationFile } from './translate-theme-config.ts';

/** theme-classic 3.10.2's own function (the cached Docusaurus install the theme tests use). */
const CLASSIC = path.resolve(import.meta.dirname, '../../../node_modules/.cache/folio-docusaurus-3.10.2/node_modules/@docusaurus/theme-classic/package.json');
const classic = createRequire(CLASSIC)('./lib/translations.js').translateThemeConfig as ClassicTranslate;

const file = (name: string, messages: Record<string, string>): TranslationFile => ({ path: name, content: Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, { message }])) });

const NAVBAR = file('navbar', { title: 'Guide du port', 'logo.alt': 'Phare', 'item.label.Guide': 'Le guide', 'item.label.More': 'Plus', 'item.label.Tides': 'Marées' });
const FOOTER = file('footer', { 'link.title.Docs': 'Docs FR', 'link.item.label.Intro': 'Introduction', 'link.item.label.Log': 'Journal', copyright: '© FR', 'logo.alt': 'Logo FR' });

const cases: Array<{ name: string; themeConfig: Record<string, unknown>; files: TranslationFile[]; expected: Record<string, unknown> }> = [
  {
    name: 'navbar title, logo alt, items and dropdown items by label',
    themeConfig: { navbar: { title: 'Harbour', logo: { alt: 'Lighthouse', src: 'img/logo.svg' }, items: [{ label: 'Guide', to: '/docs' }, { type: 'dropdown', label: 'More', items: [{ label: 'Tides', to: '/tides' }, { label: 'Knots', to: '/knots' }] }, { type: 'localeDropdown' }] } },
    files: [NAVBAR],
    expected: { navbar: { title: 'Guide du port', logo: { alt: 'Phare', src: 'img/logo.svg' }, items: [{ label: 'Le guide', to: '/docs' }, { type: 'dropdown', label: 'Plus', items: [{ label: 'Marées', to: '/tides' }, { label: 'Knots', to: '/knots' }] }, { type: 'localeDropdown' }] } },
  },
  {
    name: 'footer columns: titles, their items, copyright, logo alt',
    themeConfig: { navbar: { items: [] }, footer: { style: 'dark', logo: { alt: 'Logo', src: 'x.svg' }, links: [{ title: 'Docs', items: [{ label: 'Intro', to: '/docs' }] }, { title: 'Other', items: [{ label: 'Log', to: '/blog' }] }], copyright: '©' } },
    files: [FOOTER],
    expected: { navbar: { items: [] }, footer: { style: 'dark', logo: { alt: 'Logo FR', src: 'x.svg' }, links: [{ title: 'Docs FR', items: [{ label: 'Introduction', to: '/docs' }] }, { title: 'Other', items: [{ label: 'Journal', to: '/blog' }] }], copyright: '© FR' } },
  },
  {
    name: 'footer of simple links',
    themeConfig: { navbar: { items: [] }, footer: { links: [{ label: 'Intro', to: '/docs' }, { label: 'Log', href: 'https://x' }] } },
    files: [FOOTER],
    expected: { navbar: { items: [] }, footer: { links: [{ label: 'Introduction', to: '/docs' }, { label: 'Journal', href: 'https://x' }], copyright: '© FR' } },
  },
  {
    name: 'a title the config lacks but the file gives is set, as theme-classic sets it',
    themeConfig: { navbar: { items: [{ label: 'Guide' }] } },
    files: [NAVBAR],
    expected: { navbar: { items: [{ label: 'Le guide' }], title: 'Guide du port' } },
  },
  {
    name: 'no translation files: unchanged',
    themeConfig: { navbar: { title: 'Harbour', items: [{ label: 'Guide' }] }, footer: { links: [] } },
    files: [],
    expected: { navbar: { title: 'Harbour', items: [{ label: 'Guide' }] }, footer: { links: [] } },
  },
];

describe('translateThemeConfig: theme-classic\'s keys', () => {
  it.each(cases)('$name', ({ themeConfig, files, expected }) => {
    expect(translateThemeConfig(themeConfig, files)).toEqual(expected);
  });

  // The same result as the installed theme-classic's function, on every config it takes.
  it.each(cases)('$name: the same as theme-classic 3.10.2\'s', ({ themeConfig, files }) => {
    expect(classicCanTranslate(themeConfig)).toBe(true);
    expect(classicTranslation(classic, themeConfig, files)).toEqual(translateThemeConfig(themeConfig, files));
  });

  it('does not give a config parts it lacks (no navbar items, no footer links)', () => {
    expect(translateThemeConfig({ navbar: { title: 'Harbour' } }, [NAVBAR])).toEqual({ navbar: { title: 'Guide du port' } });
    expect(translateThemeConfig({ footer: { copyright: '©' } }, [FOOTER])).toEqual({ footer: { copyright: '© FR' } });
    expect(translateThemeConfig({ colorMode: {} }, [NAVBAR, FOOTER])).toEqual({ colorMode: {} });
  });
});

describe('classicCanTranslate: what theme-classic\'s function maps unguarded', () => {
  it.each([
    [{ navbar: { items: [] } }, true],
    [{ navbar: { items: [{ label: 'a', items: [] }] }, footer: { links: [{ title: 'T', items: [] }] } }, true],
    [{ navbar: { items: [] }, footer: { links: [{ label: 'a' }] } }, true],
    [{}, false],
    [{ navbar: { title: 'x' } }, false],
    [{ navbar: { items: [{ label: 'a', items: 'b' }] } }, false],
    [{ navbar: { items: [] }, footer: { copyright: 'x' } }, false],
    [{ navbar: { items: [] }, footer: { links: [{ title: 'T' }] } }, false],
  ] as Array<[Record<string, unknown>, boolean]>)('%j → %s', (themeConfig, expected) => {
    expect(classicCanTranslate(themeConfig)).toBe(expected);
  });
});
