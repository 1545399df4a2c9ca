import { createElement as h, Fragment, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';

// The mapping is pure; Folio's Head (the theme's whole runtime) is not needed for it.
vi.mock('@folio/theme', () => ({ Head: () => null }));

const { headDataOf, htmlAttributesOf } = await import('./Head.tsx');

describe('@docusaurus/Head children as Folio head data', () => {
  it.each<[string, ReactNode, object]>([
    [
      "the fields Folio prints tags for (theme-common's PageMetadata)",
      [h('title', { key: 1 }, 'Post | Site'), h('meta', { key: 2, name: 'description', content: 'D' }), h('meta', { key: 3, name: 'keywords', content: 'a,b' }), h('meta', { key: 4, property: 'og:image', content: 'https://x.example/i.png' }), h('link', { key: 5, rel: 'canonical', href: 'https://x.example/p' })],
      { title: 'Post | Site', description: 'D', keywords: ['a', 'b'], image: 'https://x.example/i.png', canonical: 'https://x.example/p' },
    ],
    [
      "every other tag as it is (BlogPostPage/Metadata's article meta, twitter:image, robots)",
      [h('meta', { key: 1, property: 'article:published_time', content: '2026-01-02T00:00:00.000Z' }), h('meta', { key: 2, name: 'twitter:image', content: '/i.png' }), h('meta', { key: 3, name: 'robots', content: 'noindex, nofollow' })],
      {
        tags: [
          { tagName: 'meta', attributes: { property: 'article:published_time', content: '2026-01-02T00:00:00.000Z' } },
          { tagName: 'meta', attributes: { name: 'twitter:image', content: '/i.png' } },
          { tagName: 'meta', attributes: { name: 'robots', content: 'noindex, nofollow' } },
        ],
      },
    ],
    [
      "JSON-LD (BlogPostPage/StructuredData), a script's dangerouslySetInnerHTML, noscript and style text",
      [h('script', { key: 1, type: 'application/ld+json' }, '{"@type":"BlogPosting"}'), h('script', { key: 2, dangerouslySetInnerHTML: { __html: 'go()' } }), h('noscript', { key: 3 }, '<img src="/p.gif">'), h('style', { key: 4 }, 'a{color:red}')],
      {
        tags: [
          { tagName: 'script', attributes: { type: 'application/ld+json' }, content: '{"@type":"BlogPosting"}' },
          { tagName: 'script', attributes: {}, content: 'go()' },
          { tagName: 'noscript', attributes: {}, content: '<img src="/p.gif">' },
          { tagName: 'style', attributes: {}, content: 'a{color:red}' },
        ],
      },
    ],
    [
      "hreflang links (SiteMetadata's), <base>, in fragments and arrays; null, strings and components skipped",
      h(Fragment, null, [h('link', { key: 1, rel: 'alternate', href: 'https://x.example/', hrefLang: 'en' }), null, 'text', h(() => null, { key: 2 }), h(Fragment, { key: 3 }, h('base', { href: '/docs/' }))]),
      {
        tags: [
          { tagName: 'link', attributes: { rel: 'alternate', href: 'https://x.example/', hreflang: 'en' } },
          { tagName: 'base', attributes: { href: '/docs/' } },
        ],
      },
    ],
    [
      '<html> (className a field, the rest attributes) and <body>; an empty <body /> gives nothing',
      [h('html', { key: 1, className: 'docs-page plugin-docs', lang: 'fr', 'data-has-hydrated': true }), h('body', { key: 2 }), h('body', { key: 3, className: 'home' })],
      { htmlClassName: 'docs-page plugin-docs', htmlAttributes: { lang: 'fr', 'data-has-hydrated': 'true' }, bodyAttributes: { class: 'home' } },
    ],
    ['a tag no head has is left out', [h('div', { key: 1 }, 'x'), h('meta', { key: 2, charSet: 'utf-8' })], { tags: [{ tagName: 'meta', attributes: { charset: 'utf-8' } }] }],
  ])('%s', (_name, children, expected) => {
    expect(headDataOf(children)).toEqual(expected);
  });

  it("takes react-helmet's title, htmlAttributes and bodyAttributes props, children winning", () => {
    expect(headDataOf(h('title', null, 'Child'), { title: 'Prop', htmlAttributes: { className: 'x', dir: 'rtl' }, bodyAttributes: { id: 'b' } })).toEqual({
      title: 'Child',
      htmlClassName: 'x',
      htmlAttributes: { dir: 'rtl' },
      bodyAttributes: { id: 'b' },
    });
  });
});

describe('React props as HTML attributes', () => {
  it.each<[Record<string, unknown>, Record<string, string | true>]>([
    [{ hrefLang: 'en', crossOrigin: 'anonymous', httpEquiv: 'refresh', className: 'a', htmlFor: 'f', itemProp: 'name' }, { hreflang: 'en', crossorigin: 'anonymous', 'http-equiv': 'refresh', class: 'a', for: 'f', itemprop: 'name' }],
    [{ async: true, defer: false, noModule: true, 'data-x': true, 'aria-hidden': true }, { async: true, nomodule: true, 'data-x': 'true', 'aria-hidden': 'true' }],
    [{ content: 3, style: { color: 'red' }, onLoad: () => undefined, title: null, children: 'x', dangerouslySetInnerHTML: { __html: 'y' } }, { content: '3' }],
  ])('%j', (props, attributes) => expect(htmlAttributesOf(props)).toEqual(attributes));
});
