import { describe, expect, it } from 'vitest';
import { headToHtml, printHeadTag, resolvedHeadHtml, resolveHead, tagContent, tagKey, type HeadData, type HeadTag } from './head-tags';

const meta = (attributes: Record<string, string | true>): HeadTag => ({ tagName: 'meta', attributes });
const link = (attributes: Record<string, string | true>): HeadTag => ({ tagName: 'link', attributes });
const script = (content: string, type?: string): HeadTag => ({ tagName: 'script', attributes: type ? { type } : {}, content });
const html = (entries: HeadData[]) => resolvedHeadHtml(resolveHead(entries)).split('\n');

describe('the head of several Heads, as react-helmet makes it', () => {
  it.each<[string, HeadData[], string[]]>([
    [
      "a Folio Head alone: Folio's tags, as before",
      [{ title: 'T', description: 'D', canonical: 'https://x.example/a', image: 'https://x.example/i.png', keywords: ['a', 'b'], noIndex: true }],
      [
        '<title>T</title>',
        '<meta property="og:title" content="T">',
        '<meta name="description" content="D">',
        '<meta property="og:description" content="D">',
        '<meta name="keywords" content="a, b">',
        '<link rel="canonical" href="https://x.example/a">',
        '<meta property="og:url" content="https://x.example/a">',
        '<meta property="og:image" content="https://x.example/i.png">',
        '<meta name="robots" content="noindex, nofollow">',
      ],
    ],
    [
      'a later Head replaces a meta of the same name; other tags accumulate in the Heads’ order',
      [{ tags: [meta({ name: 'twitter:card', content: 'summary_large_image' }), link({ rel: 'alternate', href: '/a', hreflang: 'en' })] }, { tags: [meta({ name: 'twitter:card', content: 'summary' }), link({ rel: 'alternate', href: '/b', hreflang: 'x-default' })] }],
      [
        '<link rel="alternate" href="/a" hreflang="en" data-rh="true">',
        '<meta name="twitter:card" content="summary" data-rh="true">',
        '<link rel="alternate" href="/b" hreflang="x-default" data-rh="true">',
      ],
    ],
    [
      'two tags of one key in one Head are both kept; a later Head of that key drops both',
      [{ tags: [meta({ property: 'og:locale:alternate', content: 'fr_FR' }), meta({ property: 'og:locale:alternate', content: 'de_DE' })] }],
      ['<meta property="og:locale:alternate" content="fr_FR" data-rh="true">', '<meta property="og:locale:alternate" content="de_DE" data-rh="true">'],
    ],
    [
      '…and a later Head of that key drops both',
      [{ tags: [meta({ property: 'og:locale:alternate', content: 'fr_FR' }), meta({ property: 'og:locale:alternate', content: 'de_DE' })] }, { tags: [meta({ property: 'OG:Locale:Alternate', content: 'it_IT' })] }],
      ['<meta property="OG:Locale:Alternate" content="it_IT" data-rh="true">'],
    ],
    [
      'an identical tag in two Heads is printed once',
      [{ tags: [script('{"a":1}', 'application/ld+json')] }, { tags: [script('{"a":1}', 'application/ld+json'), script('{"b":2}', 'application/ld+json')] }],
      ['<script type="application/ld+json" data-rh="true">{"a":1}</script>', '<script type="application/ld+json" data-rh="true">{"b":2}</script>'],
    ],
    [
      "a Head's explicit og:title replaces the one Folio prints for its title (no duplicate)",
      [{ title: 'Post | Site', tags: [meta({ property: 'og:title', content: 'Post' }), meta({ property: 'og:type', content: 'article' })] }],
      ['<title>Post | Site</title>', '<meta property="og:title" content="Post" data-rh="true">', '<meta property="og:type" content="article" data-rh="true">'],
    ],
    [
      "a field set by a later Head wins over an earlier Head's tag of that key",
      [{ tags: [meta({ name: 'description', content: 'early' })] }, { description: 'late' }],
      ['<meta name="description" content="late">', '<meta property="og:description" content="late">'],
    ],
    [
      "a later Head's tag wins over an earlier Head's field; the field's other tags stay",
      [{ description: 'early', canonical: 'https://x.example/a' }, { tags: [meta({ name: 'description', content: 'late' }), link({ rel: 'canonical', href: 'https://x.example/b' })] }],
      [
        '<meta property="og:description" content="early">',
        '<meta property="og:url" content="https://x.example/a">',
        '<meta name="description" content="late" data-rh="true">',
        '<link rel="canonical" href="https://x.example/b" data-rh="true">',
      ],
    ],
    [
      'the last <base> is the one, printed first; http-equiv and itemprop are keys; a charset meta is the document’s',
      [
        { tags: [{ tagName: 'base', attributes: { href: '/a/' } }, meta({ 'http-equiv': 'refresh', content: '5' }), meta({ itemprop: 'name', content: 'A' }), meta({ charset: 'latin1' })] },
        { title: 'T', tags: [{ tagName: 'base', attributes: { href: '/b/' } }, meta({ 'http-equiv': 'Refresh', content: '9' }), meta({ itemprop: 'name', content: 'B' })] },
      ],
      [
        '<base href="/b/" data-rh="true">',
        '<title>T</title>',
        '<meta property="og:title" content="T">',
        '<meta http-equiv="Refresh" content="9" data-rh="true">',
        '<meta itemprop="name" content="B" data-rh="true">',
      ],
    ],
    [
      'no element but the head tags, no attribute that is not an attribute name, no data-rh of its own',
      [{ tags: [{ tagName: 'div' as HeadTag['tagName'], attributes: {} }, meta({ name: 'x', content: 'y', 'bad name': 'z', '"><i': 'z', 'data-rh': 'false', async: true })] }],
      ['<meta name="x" content="y" async data-rh="true">'],
    ],
  ])('%s', (_name, entries, expected) => {
    expect(html(entries)).toEqual(expected);
  });

  it('merges the fields, a later value winning; <html> and <body> attributes attribute by attribute', () => {
    const { data } = resolveHead([
      { title: 'A', htmlClassName: 'one', htmlAttributes: { lang: 'fr', 'data-a': '1' }, bodyAttributes: { class: 'home' } },
      { title: 'B', htmlAttributes: { lang: 'de' }, bodyAttributes: { 'data-b': '2' } },
    ]);
    expect(data).toEqual({ title: 'B', htmlClassName: 'one', htmlAttributes: { lang: 'de', 'data-a': '1' }, bodyAttributes: { class: 'home', 'data-b': '2' } });
  });
});

describe('tag keys', () => {
  it.each<[HeadTag, string | undefined]>([
    [meta({ name: 'Description', content: 'x' }), 'meta name=description'],
    [meta({ property: 'og:image', content: 'x' }), 'meta property=og:image'],
    [meta({ 'http-equiv': 'refresh', content: '1' }), 'meta http-equiv=refresh'],
    [meta({ itemprop: 'name', content: 'x' }), 'meta itemprop=name'],
    [meta({ content: 'x' }), undefined],
    [link({ rel: 'Canonical', href: '/a' }), 'link rel=canonical'],
    [link({ rel: 'alternate', href: '/a' }), undefined],
    [{ tagName: 'base', attributes: { href: '/' } }, 'base'],
    [script('x'), undefined],
  ])('%j is %j', (tag, key) => expect(tagKey(tag)).toBe(key));
});

describe('escaping', () => {
  const hostile = { name: '</script><script>alert(1)</script>', note: 'a <!-- b', ok: 'x' };
  it.each<[string, HeadTag, RegExp[]]>([
    ['JSON-LD: every < as \\u003c', script(JSON.stringify(hostile), 'application/ld+json'), [/<\/script/i, /<!--/]],
    ['JSON of another type', script(JSON.stringify(hostile), 'Application/JSON'), [/<\/script/i]],
    ['a script: </script and <!--', script('const s = "</SCRIPT><!--";'), [/<\/script/i, /<!--/]],
    ['a style: </style', { tagName: 'style', attributes: {}, content: 'a::after { content: "</style>" }' }, [/<\/style/i]],
    ['a noscript: </noscript', { tagName: 'noscript', attributes: {}, content: '<img src="x"></noscript><b>' }, [/<\/noscript/i]],
  ])('%s cannot close its element', (_name, tag, forbidden) => {
    const content = tagContent(tag);
    for (const pattern of forbidden) expect(content).not.toMatch(pattern);
    expect(printHeadTag(tag).match(new RegExp(`</${tag.tagName}`, 'gi'))).toHaveLength(1);
  });

  it('keeps JSON-LD the same JSON, and a script the same script', () => {
    expect(JSON.parse(tagContent(script(JSON.stringify(hostile), 'application/ld+json')))).toEqual(hostile);
    // eslint-disable-next-line no-new-func
    expect(new Function(`${tagContent(script('return "</script><!--"'))}`)()).toBe('</script><!--');
  });

  it('escapes attribute values and prints true as a bare attribute', () => {
    expect(printHeadTag({ tagName: 'script', attributes: { src: '/a.js?x=1&y="2"', async: true } })).toBe('<script src="/a.js?x=1&amp;y=&quot;2&quot;" async data-rh="true"></script>');
    expect(printHeadTag(meta({ name: 'x', content: '<b> & "c"' }))).toBe('<meta name="x" content="&lt;b&gt; &amp; &quot;c&quot;" data-rh="true">');
  });

  it("escapes Folio's field tags as before", () => {
    expect(headToHtml({ title: 'A <b> & "c"' })).toBe('<title>A &lt;b&gt; &amp; &quot;c&quot;</title>\n<meta property="og:title" content="A &lt;b&gt; &amp; &quot;c&quot;">');
  });
});
