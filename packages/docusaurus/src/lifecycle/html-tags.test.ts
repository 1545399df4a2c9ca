import { describe, expect, it } from 'vitest';
import { readTag } from './html-tags.ts';

describe('readTag', () => {
  it.each<[string, unknown, unknown]>([
    ['an object', { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://x.example' } }, { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://x.example' } }],
    ['an object with content', { tagName: 'script', innerHTML: 'go()' }, { tagName: 'script', innerHTML: 'go()' }],
    ['an element with quoted, bare and valueless attributes', `<script async src="https://x.example/a.js" data-x='y' defer=true></script>`, { tagName: 'script', attributes: { async: true, src: 'https://x.example/a.js', 'data-x': 'y', defer: 'true' } }],
    ['an element with content', '<div id="a">hi <b>there</b></div>', { tagName: 'div', attributes: { id: 'a' }, innerHTML: 'hi <b>there</b>' }],
    ['a void element', '<meta name="a" content="b">', { tagName: 'meta', attributes: { name: 'a', content: 'b' } }],
    ['a self-closed one', '<link rel="icon" href="/x.png" />', { tagName: 'link', attributes: { rel: 'icon', href: '/x.png' } }],
  ])('reads %s', (_, tag, expected) => {
    expect(readTag(tag, 'here')).toEqual(expected);
  });

  it.each([['text', 'just text'], ['two elements', '<a></a><b></b>'], ['a number', 3]])('refuses %s, naming where', (_, tag) => {
    expect(() => readTag(tag, 'plugin x, injectHtmlTags().headTags')).toThrow(/^plugin x, injectHtmlTags\(\)\.headTags: a tag must be/);
  });
});
