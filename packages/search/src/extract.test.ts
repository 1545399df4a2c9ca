import { describe, expect, it } from 'vitest';
import { extractRecords, withoutCodeBlocks } from './extract.ts';
import { createIndexFile } from './index-file.ts';
import { readIndexFile } from './client/index-file.ts';
import { indexableRoutes, sectionOf, tagOf, titleOf } from './build-index.ts';
import type { ResolvedRoute } from '@folio/core';

const page = (article: string) =>
  `<html><body><nav><a href="/">Home</a><ul><li>Sidebar item</li></ul></nav><main><article class="folio-markdown">${article}</article></main><footer><p>Footer</p></footer></body></html>`;
const base = { url: '/v1/guide', lvl0: 'Guides', language: 'en', tag: 'docs-default-v1' };

describe('extractRecords', () => {
  const records = extractRecords({
    ...base,
    html: page(`
      <h1>Guide <a class="hash-link" href="#">#</a></h1>
      <p>Intro <b>text</b> &amp; more.</p>
      <h2 id="install" class="anchor">Install<a href="#install" class="hash-link" aria-label="Direct link to Install">#</a></h2>
      <ul><li>First step</li><li><p>Second step</p><ul><li>Nested step</li></ul></li></ul>
      <div class="code-block-container"><pre><code>npm install secret-code</code></pre></div>
      <h3 id="check">Check</h3>
      <table><tr><th>Name</th><td>Value</td></tr></table>
      <ul role="tablist"><li>Linux</li></ul><div role="tabpanel"><p>Tab content</p></div>
      <h2 id="next">Next steps</h2>
      <p>Done.</p>`),
  });

  it('turns headings into lvl records with anchors and text into content records', () => {
    expect(records.map((r) => [r.type, r.url, r.content])).toEqual([
      ['lvl1', '/v1/guide', null],
      ['content', '/v1/guide', 'Intro text & more.'],
      ['lvl2', '/v1/guide#install', null],
      ['content', '/v1/guide#install', 'First step'],
      ['content', '/v1/guide#install', 'Second step'],
      ['content', '/v1/guide#install', 'Nested step'],
      ['lvl3', '/v1/guide#check', null],
      ['content', '/v1/guide#check', 'Name'],
      ['content', '/v1/guide#check', 'Value'],
      ['content', '/v1/guide#check', 'Tab content'],
      ['lvl2', '/v1/guide#next', null],
      ['content', '/v1/guide#next', 'Done.'],
    ]);
  });

  it('builds the hierarchy from the headings above, resetting deeper levels', () => {
    const check = records.find((r) => r.type === 'lvl3')!;
    expect(check.hierarchy).toEqual({ lvl0: 'Guides', lvl1: 'Guide', lvl2: 'Install', lvl3: 'Check', lvl4: null, lvl5: null, lvl6: null });
    const next = records.find((r) => r.url.endsWith('#next'))!;
    expect(next.hierarchy.lvl3).toBeNull();
    expect(next.hierarchy.lvl2).toBe('Next steps');
  });

  it('reads only the article, as text, without code, anchors or tab labels', () => {
    const all = JSON.stringify(records);
    for (const left of ['Sidebar item', 'Footer', 'secret-code', 'Linux', '#']) expect(all).not.toContain(`"${left}`);
    expect(records.every((r) => r.language === 'en' && r.docusaurus_tag === 'docs-default-v1')).toBe(true);
  });

  it('keeps raw HTML out of records (text only)', () => {
    const [, content] = extractRecords({ ...base, html: page('<h1>T</h1><p>&lt;script&gt;alert(1)&lt;/script&gt; <img src=x onerror=alert(1)></p>') });
    expect(content!.content).toBe('<script>alert(1)</script>');
  });

  it('returns nothing for a page without an article', () => {
    expect(extractRecords({ ...base, html: '<html><body><p>x</p></body></html>' })).toEqual([]);
  });

  it('round-trips through the compact index file', () => {
    expect(readIndexFile(createIndexFile(records, 'docs-default-v1', 'en')).map(({ objectID: _, ...r }) => r)).toEqual(
      records.map(({ objectID: _, ...r }) => r),
    );
  });
});

describe('code blocks are cut out of the HTML before it is parsed', () => {
  const block = (inner: string, cls = 'code-block-container language-bash') => `<div class="${cls}"><div class="code-block__title">t</div><pre><code>${inner}</code></pre></div>`;
  it.each([
    ['none', '<p>a</p>', '<p>a</p>'],
    ['one, with nested divs', `<p>a</p>${block('<span class="token">x</span>')}<p>b</p>`, '<p>a</p><p>b</p>'],
    ['two', `${block('1')}<p>m</p>${block('2')}`, '<p>m</p>'],
    ['the class among others, other attributes first', '<div data-x="1" class="api-samples code-block-container"><div></div></div><p>z</p>', '<p>z</p>'],
    ['a class that only starts like it: kept', '<div class="code-block-containers"><p>k</p></div>', '<div class="code-block-containers"><p>k</p></div>'],
    ['an inner div of the block is no block of its own', `<div class="outer">${block('<div>deep</div>')}</div>`, '<div class="outer"></div>'],
    ['not closed: left as it is', '<div class="code-block-container"><pre>x', '<div class="code-block-container"><pre>x'],
  ])('%s', (_, html, expected) => {
    expect(withoutCodeBlocks(html)).toBe(expected);
  });

  it('a list item holding text and a code block gives its text, not the code', () => {
    const [, item] = extractRecords({ ...base, title: 'T', html: page(`<ul><li>Run this: ${block('rm -rf /tmp/x')}</li></ul>`) });
    expect(item?.content).toBe('Run this:');
  });
});

describe('route metadata', () => {
  const page = (search?: ResolvedRoute['search'], extra: Partial<ResolvedRoute> = {}): ResolvedRoute => ({ path: '/x', component: '@theme/DocItem', plugin: 'docs', ...(search ? { search } : {}), ...extra });
  it.each([
    [{ version: 'v0.26.0', section: 'API' }, 'docs-default-v0.26.0', 'API'],
    [{ version: 'current' }, 'docs-default-current', 'Documentation'],
    [{ section: 'Blog' }, 'default', 'Blog'],
    [undefined, 'default', 'Documentation'],
  ])('%j → tag %s, section %s', (search, tag, section) => {
    expect(tagOf(page(search))).toBe(tag);
    expect(sectionOf(page(search))).toBe(section);
  });
  it('indexes real pages, as their plugin says, else those that are not noindex', () => {
    const shown = [page(), page({ index: true }, { noIndex: true }), page({ section: 'Blog' })];
    const hidden = [page(undefined, { noIndex: true }), page({ index: false }), page({ section: 'Blog' }, { noIndex: true }), page(undefined, { catchAll: true, path: '*' })];
    expect(indexableRoutes([...shown, ...hidden])).toEqual(shown);
  });
  it('reads no component name or props', () => {
    const list = page(undefined, { component: '@theme/BlogListPage', props: { title: 'Blog', unlisted: true, version: { name: 'v1' }, breadcrumbs: [{ label: 'A' }, { label: 'B' }] } });
    expect([indexableRoutes([list]).length, tagOf(list), sectionOf(list), titleOf(list)]).toEqual([1, 'default', 'Documentation', undefined]);
  });
});

describe('the page title comes from data', () => {
  const titled = (article: string, title?: string) => extractRecords({ ...base, html: page(article), title });

  it('a page without a heading (hide_title) is still found by its title', () => {
    const records = titled('<p>Turn the dial.</p>', 'Quartz calibration');
    expect(records.map((r) => [r.type, r.hierarchy.lvl1, r.content])).toEqual([
      ['lvl1', 'Quartz calibration', null],
      ['content', 'Quartz calibration', 'Turn the dial.'],
    ]);
  });

  it('the heading that shows the title is not read again; later headings are', () => {
    const records = titled('<h1>Shown heading</h1><p>Text.</p><h1>Second</h1>', 'Data title');
    expect(records.map((r) => [r.type, r.hierarchy.lvl1])).toEqual([
      ['lvl1', 'Data title'],
      ['content', 'Data title'],
      ['lvl1', 'Second'],
    ]);
  });

  it('without a title in data, the first heading is read as before', () => {
    expect(titled('<h1>Heading</h1><p>Text.</p>')[0]!.hierarchy.lvl1).toBe('Heading');
  });

  it('titleOf reads the title a route\'s plugin gives search', () => {
    const route = (search?: ResolvedRoute['search']) => ({ path: '/a', component: '@theme/DocItem', plugin: 'docs', ...(search ? { search } : {}) }) as ResolvedRoute;
    expect(titleOf(route({ title: 'Install' }))).toBe('Install');
    expect(titleOf(route({ title: '' }))).toBeUndefined();
    expect(titleOf(route())).toBeUndefined();
  });
});
