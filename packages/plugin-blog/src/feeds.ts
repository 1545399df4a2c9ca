/**
 * PURE: the blog's feeds, RSS 2.0, Atom 1.0 and JSON Feed 1.1, from its listed posts (newest
 * first). Links are absolute (site url + baseUrl + path). Nothing depends on the clock: a feed's
 * own date is its newest post's, so two builds of one site write the same bytes.
 *
 * User text is data: escaped for XML (characters XML cannot hold dropped) or serialised by
 * JSON.stringify, never spliced. Titles and summaries are plain text and say so (Atom
 * `type="text"`); only the post's rendered HTML is declared HTML. URLs are http(s) or site paths
 * made absolute (the posts' front matter and authors were checked when read; one that is not is
 * left out here too).
 */
import { assetSitePath, isSafeUrl, joinPaths } from '@folio/core/client';
import type { PluginHtmlTags } from '@folio/core';

type HeadTag = NonNullable<PluginHtmlTags['headTags']>[number];
import type { BlogPostMeta } from './contract.ts';
import type { BlogOptions, FeedType } from './options.ts';

export interface FeedInfo {
  title: string;
  description: string;
  copyright?: string;
  language?: string;
  /** Absolute URL of the blog's root list page. */
  blogUrl: string;
  /** A site path → its absolute URL. */
  absoluteUrl(sitePath: string): string;
  /** The post's full HTML with absolute URLs (feed-content.ts), when its page was rendered. */
  contentHtml?(post: BlogPostMeta): string | undefined;
}

/** Characters XML 1.0 cannot hold, even escaped: C0 controls but tab and newlines, lone surrogates, U+FFFE and U+FFFF. */
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Text inside CDATA: a `]]>` in it is split across two sections. */
const cdata = (text: string) => `<![CDATA[${text.replace(NOT_XML, '').replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;

/** Where each feed is written, relative to the blog's root (`/blog/rss.xml`). */
export const FEED_FILES: Readonly<Record<FeedType, string>> = { rss: 'rss.xml', atom: 'atom.xml', json: 'feed.json' };

/** Text as XML character data or an attribute value (quoted with `"`); `\r` as a reference so it is kept. */
export function escapeXml(text: string): string {
  return text.replace(NOT_XML, '').replace(/[<>&"'\r]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;', '\r': '&#13;' })[char]!);
}

/** RFC 822 date, as RSS wants it (`Fri, 01 Mar 2024 00:00:00 GMT`). */
const rfc822 = (iso: string) => new Date(iso).toUTCString();

/** An http(s) URL as written, a site path (or a static file's path, `img/x.png`) made absolute; anything else left out. */
export function feedUrl(value: string | null | undefined, info: Pick<FeedInfo, 'absoluteUrl'>): string | undefined {
  if (!value || !isSafeUrl(value)) return undefined;
  return /^https?:/i.test(value) ? value : info.absoluteUrl(assetSitePath(value));
}

export function rssFeed(posts: BlogPostMeta[], info: FeedInfo): string {
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
    '  <channel>',
    `    <title>${escapeXml(info.title)}</title>`,
    `    <link>${escapeXml(info.blogUrl)}</link>`,
    `    <description>${escapeXml(info.description)}</description>`,
    ...(posts[0] ? [`    <lastBuildDate>${rfc822(posts[0].date)}</lastBuildDate>`] : []),
    '    <docs>https://validator.w3.org/feed/docs/rss2.html</docs>',
    '    <generator>Folio</generator>',
    ...(info.language ? [`    <language>${escapeXml(info.language)}</language>`] : []),
    ...(info.copyright ? [`    <copyright>${escapeXml(info.copyright)}</copyright>`] : []),
  ];
  for (const post of posts) {
    const url = info.absoluteUrl(post.permalink);
    const content = info.contentHtml?.(post);
    lines.push(
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid>${escapeXml(url)}</guid>`,
      `      <pubDate>${rfc822(post.date)}</pubDate>`,
      ...(post.description ? [`      <description>${escapeXml(post.description)}</description>`] : []),
      ...(content === undefined ? [] : [`      <content:encoded>${cdata(content)}</content:encoded>`]),
      ...post.authors.filter((a) => a.name).map((a) => `      <dc:creator>${escapeXml(a.name!)}</dc:creator>`),
      ...post.tags.map((tag) => `      <category>${escapeXml(tag.label)}</category>`),
      '    </item>',
    );
  }
  lines.push('  </channel>', '</rss>', '');
  return lines.join('\n');
}

export function atomFeed(posts: BlogPostMeta[], info: FeedInfo, selfUrl: string): string {
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${escapeXml(info.blogUrl)}</id>`,
    `  <title>${escapeXml(info.title)}</title>`,
    `  <updated>${posts[0]?.date ?? '1970-01-01T00:00:00.000Z'}</updated>`,
    `  <generator>Folio</generator>`,
    `  <link rel="alternate" href="${escapeXml(info.blogUrl)}"/>`,
    `  <link rel="self" href="${escapeXml(selfUrl)}"/>`,
    `  <subtitle>${escapeXml(info.description)}</subtitle>`,
    ...(info.copyright ? [`  <rights>${escapeXml(info.copyright)}</rights>`] : []),
  ];
  for (const post of posts) {
    const url = info.absoluteUrl(post.permalink);
    const content = info.contentHtml?.(post);
    lines.push(
      '  <entry>',
      `    <title type="text">${escapeXml(post.title)}</title>`,
      `    <id>${escapeXml(url)}</id>`,
      `    <link href="${escapeXml(url)}"/>`,
      `    <updated>${post.lastUpdate?.date ?? post.date}</updated>`,
      `    <published>${post.date}</published>`,
      ...(post.description ? [`    <summary type="text">${escapeXml(post.description)}</summary>`] : []),
      ...(content === undefined ? [] : [`    <content type="html">${escapeXml(content)}</content>`]),
      ...post.authors.filter((a) => a.name).flatMap((a) => {
        const uri = feedUrl(a.url, info);
        return ['    <author>', `      <name>${escapeXml(a.name!)}</name>`, ...(uri ? [`      <uri>${escapeXml(uri)}</uri>`] : []), '    </author>'];
      }),
      ...post.tags.map((tag) => `    <category label="${escapeXml(tag.label)}" term="${escapeXml(tag.label)}"/>`),
      '  </entry>',
    );
  }
  lines.push('</feed>', '');
  return lines.join('\n');
}

export function jsonFeed(posts: BlogPostMeta[], info: FeedInfo, selfUrl: string): string {
  const feed = {
    version: 'https://jsonfeed.org/version/1.1',
    title: info.title,
    home_page_url: info.blogUrl,
    feed_url: selfUrl,
    description: info.description,
    ...(info.language ? { language: info.language } : {}),
    items: posts.map((post) => {
      const url = info.absoluteUrl(post.permalink);
      const image = feedUrl(post.image, info);
      const content = info.contentHtml?.(post);
      const authors = post.authors.filter((a) => a.name).map((a) => {
        const url = feedUrl(a.url, info);
        return { name: a.name!, ...(url ? { url } : {}) };
      });
      return {
        id: url,
        url,
        title: post.title,
        summary: post.description,
        ...(content === undefined ? { content_text: post.description } : { content_html: content }),
        date_published: post.date,
        ...(post.lastUpdate?.date ? { date_modified: post.lastUpdate.date } : {}),
        ...(image ? { image } : {}),
        ...(authors.length ? { authors } : {}),
        ...(post.tags.length ? { tags: post.tags.map((tag) => tag.label) } : {}),
      };
    }),
  };
  return `${JSON.stringify(feed, null, 2)}\n`;
}

/** PURE: file name (relative to the blog root) → contents, for each configured feed type. */
export function createFeeds(posts: BlogPostMeta[], types: FeedType[], limit: number, info: FeedInfo): Map<string, string> {
  const items = posts.slice(0, limit);
  const files = new Map<string, string>();
  for (const type of types) {
    const self = `${info.blogUrl.replace(/\/$/, '')}/${FEED_FILES[type]}`;
    files.set(FEED_FILES[type], type === 'rss' ? rssFeed(items, info) : type === 'atom' ? atomFeed(items, info, self) : jsonFeed(items, info, self));
  }
  return files;
}

const FEED_LINKS: Readonly<Record<FeedType, { type: string; name: string }>> = {
  rss: { type: 'application/rss+xml', name: 'RSS' },
  atom: { type: 'application/atom+xml', name: 'Atom' },
  json: { type: 'application/json', name: 'JSON' },
};

/** PURE: the `<link rel="alternate">` of each feed, as Docusaurus's blog plugin puts them in every page's head. */
export function feedHeadTags(options: Pick<BlogOptions, 'basePath' | 'feed'>, config: { baseUrl: string; title: string }): HeadTag[] {
  const title = options.feed.title ?? config.title;
  return options.feed.types.map((type) => ({
    tagName: 'link',
    attributes: { rel: 'alternate', type: FEED_LINKS[type].type, href: joinPaths(config.baseUrl, options.basePath, FEED_FILES[type]), title: `${title} ${FEED_LINKS[type].name} Feed` },
  }));
}
