/**
 * A version's sidebars in a translated locale (resolve.ts with `translations`): labels, link labels,
 * generated-index titles and descriptions by Docusaurus's keys (`key` over the label), the index's
 * path from the source's label; the translation file's entries in Docusaurus's order (per sidebar:
 * categories before their items' categories, then links, docs, refs); generated doc labels not
 * translatable; two items with one key refused in a translated locale.
 */
import { describe, expect, it } from 'vitest';
import type { SidebarItem, SidebarsConfig } from '../options.ts';
import { resolveSidebars } from './resolve.ts';
import { SIDEBARS_FILE, vLast, options, doc, categories, thrown } from '../../test/sidebar-fixtures.ts';

const docs = [doc('intro.md', {}, { contentTitle: 'Introduction' }), doc('guides/a.md', { sidebar_label: 'A (short)' }, { contentTitle: 'Guide A' }), doc('guides/b.md', {}, { contentTitle: 'Guide B' })];
const resolve = (config: SidebarsConfig, translations?: Record<string, { message: string }>, folders = categories()) =>
  resolveSidebars({ config, docs, categories: folders, version: vLast, options, file: SIDEBARS_FILE, ...(translations ? { translations } : {}) });

const CONFIG: SidebarsConfig = {
  main: [
    { type: 'doc', id: 'intro', label: 'Start' },
    {
      type: 'category',
      label: 'Guides',
      link: { type: 'generated-index', title: 'All guides', description: 'Every guide.' },
      items: [{ type: 'category', label: 'Deep', key: 'deep-key', items: ['guides/a'] }, { type: 'link', label: 'Home', href: 'https://example.com' }],
    },
    { type: 'ref', id: 'guides/b', label: 'See B' },
  ],
  other: { Shorthand: ['guides/b'] },
};

describe("a version's sidebars in a translated locale", () => {
  it('lists the translatable labels with their sources, in Docusaurus order and with its descriptions', () => {
    expect(resolve(CONFIG).translations).toEqual({
      'sidebar.main.category.Guides': { message: 'Guides', description: "The label for category 'Guides' in sidebar 'main'" },
      'sidebar.main.category.Guides.link.generated-index.title': { message: 'All guides', description: "The generated-index page title for category 'Guides' in sidebar 'main'" },
      'sidebar.main.category.Guides.link.generated-index.description': { message: 'Every guide.', description: "The generated-index page description for category 'Guides' in sidebar 'main'" },
      'sidebar.main.category.deep-key': { message: 'Deep', description: "The label for category 'Deep' in sidebar 'main'" },
      'sidebar.main.link.Home': { message: 'Home', description: "The label for link 'Home' in sidebar 'main', linking to 'https://example.com'" },
      'sidebar.main.doc.Start': { message: 'Start', description: "The label for the doc item 'Start' in sidebar 'main', linking to the doc intro" },
      'sidebar.main.doc.See B': { message: 'See B', description: "The label for the doc item 'See B' in sidebar 'main', linking to the doc guides/b" },
      'sidebar.other.category.Shorthand': { message: 'Shorthand', description: "The label for category 'Shorthand' in sidebar 'other'" },
    });
    expect(Object.keys(resolve(CONFIG).translations!)).toEqual([
      'sidebar.main.category.Guides',
      'sidebar.main.category.Guides.link.generated-index.title',
      'sidebar.main.category.Guides.link.generated-index.description',
      'sidebar.main.category.deep-key',
      'sidebar.main.link.Home',
      'sidebar.main.doc.Start',
      'sidebar.main.doc.See B',
      'sidebar.other.category.Shorthand',
    ]);
  });

  it.each<[string, string, string]>([
    ['a category by its label', 'sidebar.main.category.Guides', 'Guides FR'],
    ['a category by its key', 'sidebar.main.category.deep-key', 'Profond'],
    ['a link', 'sidebar.main.link.Home', 'Accueil'],
    ['a doc item with a label', 'sidebar.main.doc.Start', 'Début'],
    ['a ref item with a label', 'sidebar.main.doc.See B', 'Voir B'],
    ['a shorthand category', 'sidebar.other.category.Shorthand', 'Raccourci'],
  ])('shows %s translated', (_, key, message) => {
    const labels = (items: SidebarItem[]): string[] => items.flatMap((item) => ('label' in item ? [item.label, ...('items' in item ? labels(item.items) : [])] : []));
    const resolved = resolve(CONFIG, { [key]: { message } });
    expect(Object.values(resolved.sidebars).flatMap(labels)).toContain(message);
    expect(resolve(CONFIG).sidebars).not.toEqual(resolved.sidebars);
  });

  it("titles the generated index as the locale does, at the path its source's label gives", () => {
    const translated = resolve(CONFIG, { 'sidebar.main.category.Guides': { message: 'Les guides' }, 'sidebar.main.category.Guides.link.generated-index.title': { message: 'Tous les guides' } });
    expect(translated.generatedIndexes.map(({ permalink, title, description }) => [permalink, title, description])).toEqual([['/category/guides', 'Tous les guides', 'Every guide.']]);
    // Without a title of its own, the index is titled with the category's (translated) label.
    const untitled: SidebarsConfig = { main: [{ type: 'category', label: 'Guides', link: { type: 'generated-index' }, items: ['guides/a'] }] };
    expect(resolve(untitled, { 'sidebar.main.category.Guides': { message: 'Les guides' } }).generatedIndexes.map((index) => [index.permalink, index.title])).toEqual([['/category/guides', 'Les guides']]);
  });

  it("keeps a generated doc item's label its doc's (not translatable), as Docusaurus's autogenerated items", () => {
    const resolved = resolve({ main: [{ type: 'autogenerated', dirName: 'guides' }] }, { 'sidebar.main.doc.A (short)': { message: 'nope' } });
    expect(resolved.translations).toEqual({});
    expect(JSON.stringify(resolved.sidebars)).toContain('A (short)');
  });

  it.each([
    ['its folder name', categories(), 'sidebar.main.category.guides'],
    ["its _category_ file's label", categories({ guides: { label: 'The guides' } }), 'sidebar.main.category.The guides'],
    ["its _category_ file's key", categories({ guides: { label: 'The guides', key: 'guides-key' } }), 'sidebar.main.category.guides-key'],
  ])('keys a generated category by %s', (_, folders, key) => {
    expect(Object.keys(resolve({ main: [{ type: 'autogenerated', dirName: '.' }] }, undefined, folders).translations!)).toEqual([key]);
  });

  it('refuses two items with one translation key in a translated locale only', () => {
    const twice: SidebarsConfig = { main: [{ type: 'category', label: 'Same', items: ['intro'] }, { type: 'category', label: 'Same', items: ['guides/a'] }] };
    expect(() => resolve(twice)).not.toThrow();
    expect(thrown(() => resolve(twice, {})).message).toContain('several sidebar items have one translation key: "sidebar.main.category.Same" (2 items)');
  });
});
