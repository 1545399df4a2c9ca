import { describe, expect, it } from 'vitest';
import { excerptMdx, prepareExcerpt, splitAtMarker } from './excerpt.ts';
import { createFeeds, feedHeadTags } from './feeds.ts';
import { DEFAULT_TRUNCATE_MARKER, normalizeBlogOptions } from './options.ts';
import { kebabCase, pagePath, parsePostPath, postPermalink } from './paths.ts';
import { paginate } from './routes.ts';
import type { BlogPostMeta } from './contract.ts';

describe('parsePostPath', () => {
  it.each([
    ['2024-03-01-launch.md', { date: '2024-03-01', slug: '/2024/03/01/launch', text: 'launch' }],
    ['2024-03-01-launch/index.mdx', { date: '2024-03-01', slug: '/2024/03/01/launch', text: 'launch' }],
    ['2024/03/01/launch/index.md', { date: '2024-03-01', slug: '/2024/03/01/launch', text: 'launch' }],
    ['2024/03/01/launch.md', { date: '2024-03-01', slug: '/2024/03/01/launch', text: 'launch' }],
    ['2024-3-1-short.md', { date: '2024-03-01', slug: '/2024/3/1/short', text: 'short' }],
    ['sub/2024-03-01-x.md', { date: '2024-03-01', slug: '/2024/03/01/sub/x', text: 'x' }],
    ['notes/idea.md', { slug: '/notes/idea', text: 'idea' }],
    ['welcome/index.md', { slug: '/welcome', text: 'welcome' }],
    ['2024-02-30-not-a-date.md', { slug: '/2024-02-30-not-a-date', text: '2024-02-30-not-a-date' }],
  ])('%s', (file, expected) => expect(parsePostPath(file)).toEqual(expected));

  it.each([
    ['/blog', undefined, '/blog/2024/03/01/launch'],
    ['/blog', 'hello', '/blog/hello'],
    ['/blog', '/hello', '/blog/hello'],
    ['/', undefined, '/2024/03/01/launch'],
  ])('permalink under %s with slug %s', (base, slug, expected) => expect(postPermalink(base, parsePostPath('2024-03-01-launch.md'), slug)).toBe(expected));

  it.each([
    ['Hello World', 'hello-world'],
    ['camelCase', 'camel-case'],
    ['Déjà vu!', 'deja-vu'],
  ])('kebabCase(%s)', (label, expected) => expect(kebabCase(label)).toBe(expected));
});

describe('truncation', () => {
  it.each([
    ['a\n\n<!-- truncate -->\n\nb', 'a\n\n', true],
    ['a\n\n{/* truncate */}\n\nb', 'a\n\n', true],
    ['a\n\n<!--truncate-->', 'a\n\n', true],
    ['no marker', 'no marker', false],
  ])('%j', (content, excerpt, truncated) => expect(splitAtMarker(content, DEFAULT_TRUNCATE_MARKER)).toEqual({ excerpt, truncated }));

  const ctx = { permalinkOf: (file: string) => (file === '/site/blog/other.md' ? '/blog/other' : undefined), exists: () => true };
  it('drops the content title, ESM, makes imports, images and post links absolute', () => {
    const content = "import X from './x';\n\n# Title\n\nSee ![c](./c.png) and [o](./other.md#h) and [d](../docs/a.md).\n";
    const prepared = prepareExcerpt({ file: '/site/blog/post.md', content, contentTitle: 'Title' }, content, '7', ctx);
    expect(prepared.imports).toEqual(['import X from "/site/blog/x";', 'import __blogAsset_7_0 from "/site/blog/c.png?url";']);
    expect(prepared.body).toBe('See <img src={__blogAsset_7_0} alt={"c"} /> and [o](/blog/other#h) and d.');
  });

  it('an excerpt module is its imports, then its body', () => {
    expect(excerptMdx({ imports: ['import X from "/a";', 'import Y from "/b";'], body: 'One {x}' })).toBe('import X from "/a";\nimport Y from "/b";\n\nOne {x}\n');
    expect(excerptMdx({ imports: [], body: 'Two' })).toBe('Two\n');
  });
});

describe('pagination', () => {
  it.each([
    [[1, 2, 3, 4, 5], 2, [[1, 2], [3, 4], [5]]],
    [[1, 2], 10, [[1, 2]]],
    [[1, 2, 3], Infinity, [[1, 2, 3]]],
    [[], 10, [[]]],
  ])('%j by %s', (items, size, pages) => expect(paginate(items, size)).toEqual(pages));

  it.each([
    ['/blog', 1, '/blog'],
    ['/blog', 2, '/blog/page/2'],
    ['/', 3, '/page/3'],
    ['/blog/tags/x', 2, '/blog/tags/x/page/2'],
  ])('page path of %s, page %s', (base, n, expected) => expect(pagePath(base, 'page', n)).toBe(expected));
});

describe('options', () => {
  it.each([
    [{}, ['rss', 'atom']],
    [{ feedOptions: { type: 'all' as const } }, ['rss', 'atom', 'json']],
    [{ feedOptions: { type: null } }, []],
    [{ feedOptions: { type: ['json' as const] } }, ['json']],
  ])('feed types of %j', (input, types) => expect(normalizeBlogOptions(input).feed.types).toEqual(types));

  it('names an unknown option and the closest one', () => {
    expect(() => normalizeBlogOptions({ postPerPage: 3 } as never)).toThrow(/`postPerPage` is not an option of the blog plugin \(did you mean `postsPerPage`\?\)/);
  });
});

describe('feeds', () => {
  const post = (n: number): BlogPostMeta => ({
    permalink: `/blog/p${n}`,
    title: `Post <${n}>`,
    description: `About ${n} & more`,
    date: `2024-01-0${n}T00:00:00.000Z`,
    readingTime: 1,
    authors: [{ key: 'a', name: 'Ada', title: null, url: 'https://a.example', imageURL: null, email: null, socials: {}, page: null }],
    tags: [{ label: 'News', permalink: '/blog/tags/news', description: null }],
    hasTruncateMarker: false,
    unlisted: false,
    image: '/img/p.png',
    keywords: [],
    lastUpdate: null,
    editUrl: null,
  });
  const info = { title: 'Site', description: 'Site Blog', copyright: '© me', blogUrl: 'https://x.example/base/blog', absoluteUrl: (p: string) => `https://x.example/base${p}` };
  const feeds = createFeeds([post(3), post(2), post(1)], ['rss', 'atom', 'json'], 2, info);

  it('writes each type, limited, with absolute links and escaped text, dated by the newest post', () => {
    expect([...feeds.keys()]).toEqual(['rss.xml', 'atom.xml', 'feed.json']);
    const rss = feeds.get('rss.xml')!;
    expect(rss).toContain('<link>https://x.example/base/blog/p3</link>');
    expect(rss).toContain('<title>Post &lt;3&gt;</title>');
    expect(rss).toContain('<lastBuildDate>Wed, 03 Jan 2024 00:00:00 GMT</lastBuildDate>');
    expect(rss).not.toContain('/p1<');
    const atom = feeds.get('atom.xml')!;
    expect(atom).toContain('<updated>2024-01-03T00:00:00.000Z</updated>');
    expect(atom).toContain('<link rel="self" href="https://x.example/base/blog/atom.xml"/>');
    const json = JSON.parse(feeds.get('feed.json')!);
    expect(json.items.map((item: { url: string }) => item.url)).toEqual(['https://x.example/base/blog/p3', 'https://x.example/base/blog/p2']);
    expect(json.items[0].image).toBe('https://x.example/base/img/p.png');
  });

  it('is the same text for the same posts (no clock)', () => {
    expect(createFeeds([post(3), post(2)], ['rss', 'atom', 'json'], 20, info)).toEqual(createFeeds([post(3), post(2)], ['rss', 'atom', 'json'], 20, info));
  });
});

describe('feedHeadTags', () => {
  // As Docusaurus 3.10's createFeedHtmlHeadTags writes them.
  it.each([
    [{}, '/', 'Tides', [['application/rss+xml', '/blog/rss.xml', 'Tides RSS Feed'], ['application/atom+xml', '/blog/atom.xml', 'Tides Atom Feed']]],
    [{ feedOptions: { type: 'all', title: 'News' } }, '/fr/', 'Marées', [['application/rss+xml', '/fr/blog/rss.xml', 'News RSS Feed'], ['application/atom+xml', '/fr/blog/atom.xml', 'News Atom Feed'], ['application/json', '/fr/blog/feed.json', 'News JSON Feed']]],
    [{ routeBasePath: 'news', feedOptions: { type: 'json' } }, '/', 'Tides', [['application/json', '/news/feed.json', 'Tides JSON Feed']]],
    [{ feedOptions: { type: null } }, '/', 'Tides', []],
  ] as const)('%j at %s', (input, baseUrl, title, expected) => {
    const tags = feedHeadTags(normalizeBlogOptions(input as never), { baseUrl, title });
    expect(tags.map((tag) => [tag.attributes!.type, tag.attributes!.href, tag.attributes!.title])).toEqual(expected);
    for (const tag of tags) expect(tag).toMatchObject({ tagName: 'link', attributes: { rel: 'alternate' } });
  });
});
