/**
 * Prerender's memo of repeated subtrees gives each page the HTML it has without the memo (the HTML
 * the browser hydrates), on the render that records a subtree and on those that reuse it.
 */
import { createElement as h, Fragment, useId, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { memoizable, SsrMemo, SsrMemoProvider, SsrMemoStore } from './ssr-memo.tsx';

/** A page: the memoized items of `items` (id = its label) in a list, around the page's own `content`. */
function Page({ items, content }: { items: string[]; content: ReactNode }) {
  return h(
    'main',
    null,
    h('ul', null, ...items.map((label, index) => h(Fragment, { key: index }, h(SsrMemo, { id: label }, h(Item, { label })), h(Sibling)))),
    content,
  );
}

function Item({ label }: { label: string }) {
  return h('li', { className: 'item' }, h('button', { 'aria-label': `Expand '${label}'` }, label));
}

/** A sibling that calls useId: its ids are the same with the memo (the tree around SsrMemo is the same). */
function Sibling() {
  return h('i', { id: useId() });
}

/** A subtree that starts and ends with text: React separates it from a text beside it. */
function Texts({ label }: { label: string }) {
  return h(Fragment, null, label, h('b', null, 'x'), label);
}

function plain(element: ReactNode): string {
  return renderToString(element);
}

function memoized(store: SsrMemoStore, element: ReactNode): string | undefined {
  const render = store.render();
  return render.finish(renderToString(h(SsrMemoProvider, { value: render }, element)));
}

describe('SsrMemo', () => {
  it('records a subtree once and reuses it, each page as it renders without the memo', () => {
    const store = new SsrMemoStore();
    const pages = [
      h(Page, { items: ['Bookmark', 'List', 'Tag'], content: h('p', null, 'one') }),
      h(Page, { items: ['Bookmark', 'List', 'Tag'], content: h('p', null, 'two') }),
      h(Page, { items: ['List', 'Bookmark', 'Tag', 'Asset'], content: 'text' }),
    ];
    for (const page of pages) expect(memoized(store, page)).toBe(plain(page));
    expect(store.size).toBe(4);
    expect(memoized(store, pages[0])).toBe(plain(pages[0]));
  });

  it('is its children when no memo is provided, or no id is given', () => {
    const items = (id: string | undefined) => h('div', null, 'a', h(SsrMemo, { id }, 'b'), 'c');
    expect(plain(items('x'))).toBe(plain(items(undefined)));
    expect(memoized(new SsrMemoStore(), items(undefined))).toBe(plain(items(undefined)));
  });

  it('refuses a subtree that starts or ends with text, and the page renders again', () => {
    const store = new SsrMemoStore();
    const page = h('div', null, 'before', h(SsrMemo, { id: 'texts' }, h(Texts, { label: 'T' })), 'after');
    expect(memoized(store, page)).toBeUndefined();
    // Refused for good: the next render prints it without markers, as without the memo.
    expect(memoized(store, page)).toBe(plain(page));
    expect(store.size).toBe(0);
  });

  it('gives up on a page whose own content holds a marker', () => {
    const store = new SsrMemoStore();
    const page = h(Page, { items: ['Tag'], content: h('div', { dangerouslySetInnerHTML: { __html: '<template data-folio-memo="7"></template>' } }) });
    expect(memoized(store, page)).toBeUndefined();
  });

  it.each([
    ['<li>x</li>', true],
    ['<li class="a">x</li><li>y</li>', true],
    ['x<li>y</li>', false],
    ['<li>y</li>x', false],
    ['<!--$--><li>y</li><!--/$-->', false],
    ['', false],
  ])('memoizable(%j) is %s', (html, expected) => {
    expect(memoizable(html)).toBe(expected);
  });
});
