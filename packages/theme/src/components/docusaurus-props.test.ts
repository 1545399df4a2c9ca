/** Docusaurus's props on the theme's Admonition, Details, CodeBlock and Tabs, rendered to HTML. */
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

// Tabs keep a group's choice in the site's storage (virtual:folio/site, which only a build has).
vi.mock('../runtime/site', () => ({ useSiteData: () => ({ storage: { type: 'localStorage', namespace: '' } }) }));
import Admonition, { admonitionKind } from './Admonition/index.tsx';
import CodeBlock, { directBlock } from './CodeBlock/index.tsx';
import Details from './Details/index.tsx';
import TabItem from './TabItem/index.tsx';
import Tabs from './Tabs/index.tsx';

describe('Admonition', () => {
  it("maps Docusaurus's aliases and unknown types, with Infima's classes", () => {
    expect(['note', 'caution', 'secondary', 'important', 'success', 'nope'].map(admonitionKind)).toEqual([
      { type: 'note', label: 'Note' },
      { type: 'caution', label: 'Caution' },
      { type: 'note', label: 'secondary' },
      { type: 'info', label: 'important' },
      { type: 'tip', label: 'success' },
      { type: 'info', label: 'Info' },
    ]);
    const html = renderToStaticMarkup(h(Admonition, { type: 'caution', title: 'Mind', icon: '!' }, 'Body'));
    expect(html).toBe(
      '<div class="theme-admonition theme-admonition-caution alert alert--warning admonition admonition--caution" role="note"><div class="admonition__heading"><span class="admonition__icon">!</span>Mind</div><div class="admonition__content">Body</div></div>',
    );
  });
});

describe('Details', () => {
  it('takes the summary from the prop (text or element) before a <summary> child', () => {
    expect(renderToStaticMarkup(h(Details, { summary: 'Open me' }, 'Body'))).toBe('<details class="details alert alert--info"><summary>Open me</summary><div class="details__content">Body</div></details>');
    expect(renderToStaticMarkup(h(Details, { summary: h('summary', null, 'Mine') }, h('summary', null, 'Child'), 'Body'))).toContain('<summary>Mine</summary><div class="details__content">Body</div>');
    expect(renderToStaticMarkup(h(Details, null, h('summary', null, 'Child'), 'Body'))).toContain('<summary>Child</summary>');
  });
});

describe('CodeBlock', () => {
  it('reads showLineNumbers, metastring, title and the language as Docusaurus does', () => {
    expect(directBlock({ className: 'language-sh', metastring: 'title="a.sh" {1,3-4} showLineNumbers=5' })).toEqual({
      language: 'sh',
      title: 'a.sh',
      lineNumbers: '5',
      highlight: new Set([1, 3, 4]),
    });
    expect(directBlock({ language: 'js', title: 'Given', showLineNumbers: true, metastring: 'title="meta"' })).toMatchObject({ language: 'js', title: 'Given', lineNumbers: '1' });
    expect(directBlock({ showLineNumbers: 3 }).lineNumbers).toBe('3');
    const html = renderToStaticMarkup(h(CodeBlock, { language: 'js', showLineNumbers: true }, 'a\n// highlight-next-line\nb\n'));
    expect(html).toContain('class="code-block language-js code-block--numbered" style="counter-reset:line 0"');
    expect(html).toContain('<span class="code-line">a\n</span><span class="code-line code-line--highlighted">b\n</span>');
  });
});

describe('Tabs', () => {
  it("puts a TabItem's attributes on its tab and its className on its panel", () => {
    const html = renderToStaticMarkup(
      h(Tabs, { block: true }, h(TabItem, { value: 'a', attributes: { className: 'red', 'data-x': '1' } }, 'A'), h(TabItem, { value: 'b', className: 'blue' }, 'B')),
    );
    expect(html).toContain('class="tabs tabs--block"');
    expect(html).toMatch(/<li data-x="1"[^>]*class="tabs__item red tabs__item--active">a<\/li>/);
    expect(html).toMatch(/<div role="tabpanel"[^>]*hidden=""[^>]*class="tabs__panel blue">B<\/div>/);
  });
});
