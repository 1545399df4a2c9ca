/** Navigation from a resolved sidebar: flattening, breadcrumbs, previous/next, the sidebar of a doc. */
import { describe, expect, it } from 'vitest';
import { FolioError } from '@folio/core';
import type { SidebarsConfig } from '../options.ts';
import { breadcrumbsOf, flattenSidebar, prevNextOf, prevNextOfIndex, sidebarOfDoc } from './navigation.ts';
import { resolveSidebars } from './resolve.ts';
import { vLast, options, doc, categories, thrown } from '../../test/sidebar-fixtures.ts';

describe('navigation', () => {
  const docs = [
    doc('intro.md', { slug: '/' }, { contentTitle: 'Introduction' }),
    doc('guides/index.md', {}, { contentTitle: 'Guides' }),
    doc('guides/a.md', {}, { contentTitle: 'Guide A' }),
    doc('guides/b.md', { sidebar_label: 'B' }, { contentTitle: 'Guide B' }),
    doc('ref/api.md', { pagination_label: 'The API' }, { contentTitle: 'API' }),
    doc('last.md', {}, { contentTitle: 'Last' }),
    doc('other.md', {}, { contentTitle: 'Other' }),
    doc('lonely.md', {}, { contentTitle: 'Lonely' }),
  ];
  const byId = new Map(docs.map((d) => [d.id, d]));
  const get = (id: string) => byId.get(id)!;
  const config: SidebarsConfig = {
    main: [
      'intro',
      {
        type: 'category',
        label: 'Guides',
        link: { type: 'doc', id: 'guides/index' },
        items: ['guides/a', { type: 'category', label: 'Deep', items: ['guides/b'] }],
      },
      { type: 'category', label: 'Reference', link: { type: 'generated-index' }, items: ['ref/api'] },
      { type: 'link', href: 'https://example.com', label: 'Example' },
      { type: 'html', value: '<hr/>' },
      'last',
    ],
    second: ['other', { type: 'link', href: '/', label: 'Home' }],
  };
  const { sidebars } = resolveSidebars({ config, docs, categories: categories(), version: vLast, options });
  const main = sidebars.main!;

  it('flattenSidebar lists pages in reading order, category links before their items, no links or html', () => {
    expect(flattenSidebar(main)).toEqual([
      { docId: 'intro', label: 'Introduction', href: '/' },
      { docId: 'guides/index', label: 'Guides', href: '/guides/' },
      { docId: 'guides/a', label: 'Guide A', href: '/guides/a' },
      { docId: 'guides/b', label: 'B', href: '/guides/b' },
      { docId: undefined, label: 'Reference', href: '/category/reference' },
      { docId: 'ref/api', label: 'API', href: '/ref/api' },
      { docId: 'last', label: 'Last', href: '/last' },
    ]);
  });

  it.each<[string, Array<{ label: string; href?: string }>]>([
    ['intro', [{ label: 'Introduction', href: '/' }]],
    ['guides/index', [{ label: 'Guides', href: '/guides/' }]],
    ['guides/a', [{ label: 'Guides', href: '/guides/' }, { label: 'Guide A', href: '/guides/a' }]],
    ['guides/b', [{ label: 'Guides', href: '/guides/' }, { label: 'Deep', href: undefined }, { label: 'B', href: '/guides/b' }]],
    ['ref/api', [{ label: 'Reference', href: '/category/reference' }, { label: 'API', href: '/ref/api' }]],
    ['other', []],
  ])('breadcrumbsOf %s', (id, expected) => {
    expect(breadcrumbsOf(main, id)).toEqual(expected);
  });

  const link = (title: string, permalink: string) => ({ title, permalink });
  it.each<[string, Record<string, unknown>, { previous?: ReturnType<typeof link>; next?: ReturnType<typeof link> }]>([
    ['intro', {}, { previous: undefined, next: link('Guides', '/guides/') }],
    ['guides/index', {}, { previous: link('Introduction', '/'), next: link('Guide A', '/guides/a') }],
    ['guides/a', {}, { previous: link('Guides', '/guides/'), next: link('B', '/guides/b') }],
    ['guides/b', {}, { previous: link('Guide A', '/guides/a'), next: link('Reference', '/category/reference') }],
    ['ref/api', {}, { previous: link('Reference', '/category/reference'), next: link('Last', '/last') }],
    ['last', {}, { previous: link('The API', '/ref/api'), next: undefined }],
    ['other', {}, { previous: undefined, next: undefined }],
    // front matter overrides
    ['guides/a', { pagination_next: 'intro' }, { previous: link('Guides', '/guides/'), next: link('Introduction', '/') }],
    ['guides/a', { pagination_prev: 'ref/api' }, { previous: link('The API', '/ref/api'), next: link('B', '/guides/b') }],
    ['guides/a', { pagination_prev: null, pagination_next: null }, { previous: undefined, next: undefined }],
    ['other', { pagination_next: 'last' }, { previous: undefined, next: link('Last', '/last') }],
  ])('prevNextOf %s %j', (id, frontMatter, expected) => {
    const subject = { ...get(id), frontMatter: { ...get(id).frontMatter, ...frontMatter } };
    expect(prevNextOf(main, subject, byId)).toEqual(expected);
  });

  it.each<[string, { previous?: ReturnType<typeof link>; next?: ReturnType<typeof link> }]>([
    // A category's generated index, between the docs around it in sidebar order.
    ['/category/reference', { previous: link('B', '/guides/b'), next: link('The API', '/ref/api') }],
    // Any sidebar entry with that link: a category whose link is a doc.
    ['/guides/', { previous: link('Introduction', '/'), next: link('Guide A', '/guides/a') }],
    ['/nowhere', {}],
  ])('prevNextOfIndex %s', (permalink, expected) => {
    expect(prevNextOfIndex(main, permalink, byId)).toEqual(expected);
  });

  it('prevNextOf refuses an override naming an unknown doc, with the closest ids', () => {
    const subject = { ...get('guides/a'), frontMatter: { pagination_next: 'guides/c' } };
    const error = thrown(() => prevNextOf(main, subject, byId));
    expect(error).toBeInstanceOf(FolioError);
    expect(error.message).toBe('front matter `pagination_next` names the doc id "guides/c", which does not exist');
    expect(error.file).toBe(subject.source);
    expect(error.hint).toBe('guides/a, guides/b');
  });

  it('a pagination override target is titled by its sidebar_label', () => {
    const subject = { ...get('intro'), frontMatter: { pagination_next: 'guides/b' } };
    expect(prevNextOf(main, subject, byId).next).toEqual(link('B', '/guides/b'));
  });
  it("a category's linked doc is titled by the doc, not the category label", () => {
    const overviewDocs = [doc('intro.md', {}, { contentTitle: 'Intro' }), doc('guides/index.md', {}, { contentTitle: 'Guides overview' })];
    const { sidebars: s } = resolveSidebars({
      config: { main: ['intro', { type: 'category', label: 'Guides', link: { type: 'doc', id: 'guides/index' }, items: [] }] },
      docs: overviewDocs,
      categories: categories(),
      version: vLast,
      options,
    });
    expect(prevNextOf(s.main!, overviewDocs[0]!, new Map(overviewDocs.map((d) => [d.id, d]))).next).toEqual(link('Guides overview', '/guides/'));
  });

  it('unlisted docs are skipped by previous/next', () => {
    const hidden = docs.map((d) => (d.id === 'guides/b' ? { ...d, unlisted: true, frontMatter: { ...d.frontMatter, unlisted: true } } : d));
    const hiddenById = new Map(hidden.map((d) => [d.id, d]));
    const { sidebars: s } = resolveSidebars({ config, docs: hidden, categories: categories(), version: vLast, options });
    expect(prevNextOf(s.main!, hiddenById.get('guides/a')!, hiddenById).next).toEqual(link('Reference', '/category/reference'));
  });

  it.each<[string, Record<string, unknown>, string | undefined]>([
    ['intro', {}, 'main'],
    ['guides/index', {}, 'main'],
    ['guides/b', {}, 'main'],
    ['other', {}, 'second'],
    ['lonely', {}, undefined],
    ['lonely', { displayed_sidebar: 'second' }, 'second'],
    ['intro', { displayed_sidebar: 'second' }, 'second'],
    ['intro', { displayed_sidebar: null }, undefined],
  ])('sidebarOfDoc %s %j → %s', (id, frontMatter, expected) => {
    expect(sidebarOfDoc(sidebars, { ...get(id), frontMatter: { ...get(id).frontMatter, ...frontMatter } })).toBe(expected);
  });

  it('sidebarOfDoc refuses a displayed_sidebar that does not exist, naming the sidebars', () => {
    const subject = { ...get('intro'), frontMatter: { displayed_sidebar: 'mian' } };
    const error = thrown(() => sidebarOfDoc(sidebars, subject));
    expect(error).toBeInstanceOf(FolioError);
    expect(error.message).toBe('front matter `displayed_sidebar` names the sidebar "mian", which does not exist');
    expect(error.file).toBe(subject.source);
    expect(error.hint).toBe('sidebars: main, second');
  });

  it('a doc listed only through a ref item belongs to no sidebar', () => {
    const { sidebars: s } = resolveSidebars({
      config: { refs: ['intro', { type: 'ref', id: 'lonely' }], real: ['lonely'] },
      docs,
      categories: categories(),
      version: vLast,
      options,
    });
    expect(sidebarOfDoc(s, get('lonely'))).toBe('real');
    expect(prevNextOf(s.refs!, get('intro'), byId).next).toBeUndefined();
  });
});
