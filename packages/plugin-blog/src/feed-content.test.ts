import { describe, expect, it } from 'vitest';
import { absoluteUrls, feedContent, postBodyHtml } from './feed-content.ts';
import { createFeeds } from './feeds.ts';
import type { BlogPostMeta } from './contract.ts';

const page = (body: string) =>
  `<html><body><nav><div>menu</div></nav><article><header><h1>T</h1></header><div class="markdown" itemProp="articleBody">${body}</div><footer><a href="/blog/tags/x">x</a></footer></article></body></html>`;

describe('feed content', () => {
  it('is the post body, nested divs included, nothing around it', () => {
    expect(postBodyHtml(page('<p>One</p><div class="a"><div>Two</div></div><p>Three</p>'))).toBe('<p>One</p><div class="a"><div>Two</div></div><p>Three</p>');
    expect(postBodyHtml('<html><body><p>no post</p></body></html>')).toBeUndefined();
  });

  it.each([
    ['<a href="/base/blog/other">o</a>', '<a href="https://x.example/base/blog/other">o</a>'],
    ['<img src="/base/assets/cover-abc.png" alt=""/>', '<img src="https://x.example/base/assets/cover-abc.png" alt=""/>'],
    ['<a href="#section" class="hash-link">#</a>', '<a href="https://x.example/base/blog/post#section" class="hash-link">#</a>'],
    ['<a href="other?a=1&amp;b=2">o</a>', '<a href="https://x.example/base/blog/other?a=1&amp;b=2">o</a>'],
    ['<a href="https://elsewhere.example">e</a>', '<a href="https://elsewhere.example">e</a>'],
    ['<a href="mailto:a@b.example">m</a>', '<a href="mailto:a@b.example">m</a>'],
    ['<p>href="/not/an/attribute"</p>', '<p>href="/not/an/attribute"</p>'],
    ['<a href="tel:+100">t</a>', '<a href="tel:+100">t</a>'],
    // Any other scheme, however it is spelt, loses its attribute.
    ['<a href="javascript:alert(1)">j</a>', '<a>j</a>'],
    ['<a href="JaVaScRiPt:alert(1)">j</a>', '<a>j</a>'],
    ['<a href=" javascript:alert(1)">j</a>', '<a>j</a>'],
    ['<a href="java&#x09;script:alert(1)">j</a>', '<a>j</a>'],
    ['<a href="&#106;avascript:alert(1)">j</a>', '<a>j</a>'],
    ['<a href="javascript&colon;alert(1)">j</a>', '<a>j</a>'],
    ['<a href="javascript:throw new Error(&#x27;React has blocked a javascript: URL&#x27;)">j</a>', '<a>j</a>'],
    ['<img src="data:image/svg+xml,&lt;svg onload=alert(1)&gt;" alt="x"/>', '<img alt="x"/>'],
    ['<a href="vbscript:msgbox">v</a>', '<a>v</a>'],
  ])('%s → %s', (html, expected) => {
    expect(absoluteUrls(html, 'https://x.example/base/blog/post')).toBe(expected);
  });

  it('goes into each feed type, the RSS item as CDATA', () => {
    const post = { permalink: '/blog/post', title: 'Post', description: 'D', date: '2024-01-01T00:00:00.000Z', readingTime: 1, authors: [], tags: [], hasTruncateMarker: false, unlisted: false, image: null, keywords: [], lastUpdate: null, editUrl: null } satisfies BlogPostMeta;
    const html = feedContent(page('<p>Full <a href="/blog/a">text</a> ]]> end</p>'), 'https://x.example/blog/post')!;
    const info = { title: 'S', description: 'S Blog', blogUrl: 'https://x.example/blog', absoluteUrl: (p: string) => `https://x.example${p}`, contentHtml: () => html };
    const feeds = createFeeds([post], ['rss', 'atom', 'json'], 20, info);
    expect(feeds.get('rss.xml')).toContain('<content:encoded><![CDATA[<p>Full <a href="https://x.example/blog/a">text</a> ]]]]><![CDATA[> end</p>]]></content:encoded>');
    expect(feeds.get('atom.xml')).toContain('<content type="html">&lt;p&gt;Full &lt;a href=&quot;https://x.example/blog/a&quot;&gt;text&lt;/a&gt; ]]&gt; end&lt;/p&gt;</content>');
    expect(JSON.parse(feeds.get('feed.json')!).items[0].content_html).toBe('<p>Full <a href="https://x.example/blog/a">text</a> ]]> end</p>');
  });
});
