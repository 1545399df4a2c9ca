/**
 * The feeds carry user text as data and only safe URLs: hostile titles, summaries, names and tags
 * come out of a strict XML parse (or JSON.parse) as the text that went in, declared as text; a
 * URL of another scheme never reaches a feed, and a post or author that gives one fails the build
 * naming the file and the field.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isFolioError } from '@folio/core';
import { HOSTILE_URLS } from '../../core/src/client/safe-url.test.ts';
import type { BlogAuthor, BlogPostMeta } from '../src/contract.ts';
import { createFeeds, feedUrl, type FeedInfo } from '../src/feeds.ts';
import { normalizeBlogOptions } from '../src/options.ts';
import { createPost, type PostContext } from '../src/posts.ts';
import { findAll, parseXml, textOf } from './strict-xml.ts';

const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const asXmlText = (text: string) => text.replace(NOT_XML, '');

const info: FeedInfo = {
  title: 'Blog',
  description: 'The blog',
  blogUrl: 'https://x.example/blog',
  absoluteUrl: (sitePath) => `https://x.example${sitePath}`,
};

function author(fields: Partial<BlogAuthor> = {}): BlogAuthor {
  return { key: null, name: 'Ada', title: null, url: null, imageURL: null, email: null, socials: {}, page: null, ...fields };
}

function meta(fields: Partial<BlogPostMeta> = {}): BlogPostMeta {
  return {
    permalink: '/blog/p',
    title: 'T',
    description: 'D',
    date: '2024-03-01T23:30:00.000Z',
    readingTime: 1,
    authors: [author()],
    tags: [],
    hasTruncateMarker: false,
    unlisted: false,
    image: null,
    keywords: [],
    lastUpdate: null,
    editUrl: null,
    ...fields,
  };
}

const feedsOf = (post: BlogPostMeta) => createFeeds([post], ['rss', 'atom', 'json'], 10, { ...info, contentHtml: () => '<p>body ]]> <b>x</b></p>' });

const hostile = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('<img src=x onerror=alert(1)>', '</title><script>alert(1)</script>', ']]><x>', '&lt;b&gt;', '&amp;', '"\'<>&', 'a\r\nb\u0000c\ud800', '<![CDATA[x]]>'),
);

describe('feeds serialise text as data', () => {
  it('titles, summaries, author names and tags read back as written, declared as text (property)', () => {
    fc.assert(
      fc.property(hostile, hostile, hostile, hostile, (title, description, name, label) => {
        const post = meta({ title, description: description || 'd', authors: [author({ name: name || 'n' })], tags: [{ label, permalink: '/blog/tags/t', description: null }] });
        const feeds = feedsOf(post);
        const rss = parseXml(feeds.get('rss.xml')!);
        const atom = parseXml(feeds.get('atom.xml')!);
        const [item] = findAll(rss, 'item');
        const [entry] = findAll(atom, 'entry');
        expect(textOf(findAll(item!, 'title')[0])).toBe(asXmlText(title));
        expect(textOf(findAll(item!, 'description')[0])).toBe(asXmlText(description || 'd'));
        expect(textOf(findAll(item!, 'dc:creator')[0])).toBe(asXmlText(name || 'n'));
        expect(textOf(findAll(item!, 'category')[0])).toBe(asXmlText(label));
        expect(textOf(findAll(item!, 'content:encoded')[0])).toBe('<p>body ]]> <b>x</b></p>');
        const atomTitle = findAll(entry!, 'title')[0]!;
        const summary = findAll(entry!, 'summary')[0]!;
        expect(atomTitle.attributes.type).toBe('text');
        expect(summary.attributes.type).toBe('text');
        expect(textOf(atomTitle)).toBe(asXmlText(title));
        expect(textOf(summary)).toBe(asXmlText(description || 'd'));
        expect(findAll(entry!, 'category')[0]!.attributes.label).toBe(asXmlText(label).replace(/[\t\n]/g, ' '));
        expect(findAll(entry!, 'content')[0]!.attributes.type).toBe('html');
        expect(entry!.children.filter((child) => typeof child !== 'string').map((child) => (child as { name: string }).name)).toEqual(['title', 'id', 'link', 'updated', 'published', 'summary', 'content', 'author', 'category']);
        const json = JSON.parse(feeds.get('feed.json')!);
        expect(json.items[0].title).toBe(title);
        expect(json.items[0].summary).toBe(description || 'd');
        expect(json.items[0].authors[0].name).toBe(name || 'n');
      }),
      { numRuns: 300 },
    );
  });
});

describe('feeds carry only http(s) URLs', () => {
  it.each(HOSTILE_URLS)('%j as a post image or author URL reaches no feed', (value) => {
    const feeds = feedsOf(meta({ image: value, authors: [author({ url: value, imageURL: value })] }));
    const atom = parseXml(feeds.get('atom.xml')!);
    expect(findAll(atom, 'uri')).toEqual([]);
    const json = JSON.parse(feeds.get('feed.json')!);
    expect(json.items[0].image).toBeUndefined();
    expect(json.items[0].authors[0].url).toBeUndefined();
    expect(feedUrl(value, info)).toBeUndefined();
  });

  it.each([
    ['https://a.example/x.png', 'https://a.example/x.png'],
    ['/img/x.png', 'https://x.example/img/x.png'],
    ['img/x.png', 'https://x.example/img/x.png'],
  ])('%j is written as %j', (value, absolute) => {
    const feeds = feedsOf(meta({ image: value, authors: [author({ url: value })] }));
    expect(textOf(findAll(parseXml(feeds.get('atom.xml')!), 'uri')[0])).toBe(absolute);
    const json = JSON.parse(feeds.get('feed.json')!);
    expect(json.items[0].image).toBe(absolute);
    expect(json.items[0].authors[0].url).toBe(absolute);
  });
});

describe('a post that gives a bad URL or date fails naming the field', () => {
  const ctx: PostContext = {
    options: normalizeBlogOptions({}),
    authors: { name: 'blog/authors.yml', exists: false, entries: new Map() },
    tags: { name: 'blog/tags.yml', exists: false, entries: new Map() },
    locale: 'en',
  };
  const create = (frontMatter: Record<string, unknown>) => () =>
    createPost({ source: '/site/blog/2024-03-01-a.md', relativePath: '2024-03-01-a.md', content: 'text', frontMatter, created: () => new Date(0) }, ctx);
  const failure = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      expect(isFolioError(error)).toBe(true);
      return error as Error & { file?: string };
    }
    throw new Error('expected a FolioError');
  };

  const urls = HOSTILE_URLS.filter((value) => value !== '');
  it.each(urls)('authors[].url %j', (value) => {
    const error = failure(create({ authors: [{ name: 'A', url: value }] }));
    expect(error.message).toMatch(/`authors\.0\.url`/);
    expect(error.file).toBe('/site/blog/2024-03-01-a.md');
  });
  it.each(urls)('authors[].image_url %j', (value) => expect(failure(create({ authors: { name: 'A', image_url: value } })).message).toMatch(/`authors\.image_url`/));
  it.each(urls)('author_url %j', (value) => expect(failure(create({ author: 'A', author_url: value })).message).toMatch(/`author_url`/));
  it.each(['10000-01-01', '-000001-01-01T00:00:00Z', 'not a date'])('date %j', (value) => {
    expect(failure(create({ date: value })).message).toMatch(/`date`/);
    expect(failure(create({ last_update: { date: value } })).message).toMatch(/`last_update\.date`/);
  });
  it('a zone-less date near midnight stays on its day', () => expect(create({ date: '2024-03-01T23:30:00' })().meta.date).toBe('2024-03-01T23:30:00.000Z'));
});
