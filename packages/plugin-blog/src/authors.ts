/**
 * Authors: `authors.yml` (key → name, title, url, image_url, email, socials, page) and a post's
 * `authors` front matter (keys, inline objects, or a mix; the old `author*` fields too). The map
 * is read once (IO at the edge, `readAuthorsMap`); resolving a post's authors is pure.
 */
import { closestMatches, type ImageCheck } from '@folio/core';
import type { BlogAuthor } from './contract.ts';
import { permalinkUnder, readYamlMap, reportInline, stringField, type FieldError, type MapFile } from './yaml-map.ts';
import type { ReportLevel } from './options.ts';
import { urlField } from './url-field.ts';

export type AuthorsMap = Map<string, BlogAuthor>;

/** Handles become profile URLs on the platforms Docusaurus knows; any other value must be a URL. */
const SOCIAL_URLS: Record<string, (handle: string) => string> = {
  x: (h) => `https://x.com/${h}`,
  twitter: (h) => `https://twitter.com/${h}`,
  github: (h) => `https://github.com/${h}`,
  linkedin: (h) => `https://www.linkedin.com/in/${h}/`,
  stackoverflow: (h) => `https://stackoverflow.com/users/${h}`,
  bluesky: (h) => `https://bsky.app/profile/${h}`,
  instagram: (h) => `https://www.instagram.com/${h}`,
  threads: (h) => `https://www.threads.net/@${h}`,
  mastodon: (h) => `https://mastodon.social/@${h}`,
  twitch: (h) => `https://twitch.tv/${h}`,
  youtube: (h) => `https://youtube.com/@${h}`,
};

function socialsOf(value: unknown, fail: FieldError): Record<string, string> {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw fail('socials', 'expected platform: handle pairs');
  const out: Record<string, string> = {};
  for (const [platform, raw] of Object.entries(value)) {
    if (typeof raw !== 'string' || raw.trim() === '') throw fail(`socials.${platform}`, 'expected a handle or a URL');
    const handle = raw.trim();
    if (/^https?:\/\//.test(handle)) out[platform] = handle;
    else if (SOCIAL_URLS[platform]) out[platform] = SOCIAL_URLS[platform](handle.replace(/^@/, ''));
    else throw fail(`socials.${platform}`, `"${handle}" is not a URL, and Folio knows no profile URL for "${platform}"`);
  }
  return out;
}

/** PURE: one author entry (from the map or inline), checked field by field. */
export function createAuthor(key: string | null, value: unknown, fail: FieldError, authorsPath: string, checkImage?: ImageCheck): BlogAuthor {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw fail('', 'expected an author with a `name` (and `title`, `url`, `image_url`, `socials`)');
  const data = value as Record<string, unknown>;
  const page = data.page;
  let permalink: string | undefined;
  if (page === true && key) permalink = permalinkUnder(authorsPath, key, 'page', fail);
  else if (typeof page === 'object' && page !== null && typeof (page as { permalink?: unknown }).permalink === 'string') {
    permalink = permalinkUnder(authorsPath, (page as { permalink: string }).permalink, 'page.permalink', fail);
  } else if (page !== undefined && page !== false && page !== null) throw fail('page', 'expected true, false or { permalink }');
  const author: BlogAuthor = {
    key,
    name: stringField(data, 'name', fail) ?? null,
    title: stringField(data, 'title', fail) ?? null,
    url: urlField(data, 'url', fail) ?? null,
    imageURL: checkedImage(urlField(data, 'image_url', fail), fail, checkImage, 'image_url') ?? checkedImage(urlField(data, 'imageURL', fail), fail, checkImage, 'imageURL') ?? null,
    email: stringField(data, 'email', fail) ?? null,
    socials: socialsOf(data.socials, fail),
    page: permalink ? { permalink } : null,
  };
  if (!author.name && !author.imageURL) throw fail('name', 'an author needs a `name` or an `image_url`');
  return author;
}

/**
 * An image path given in a field (`image_url`, front matter `image`), checked as an image in the
 * text is: a missing file fails, naming the field. URLs pass unchecked.
 */
export function checkedImage(value: string | undefined, fail: FieldError, checkImage: ImageCheck | undefined, field = 'image'): string | undefined {
  const problem = value === undefined ? undefined : checkImage?.(value);
  if (problem) throw fail(field, problem.reason);
  return value;
}

/** Reads `authors.yml` (or .json) of the blog folder; a missing file is an empty map. */
export function readAuthorsMap(file: string, authorsPath: string, siteDir: string, checkImage?: ImageCheck): MapFile<BlogAuthor> {
  return readYamlMap(file, (key, value, fail) => createAuthor(key, value, fail, authorsPath, checkImage), siteDir);
}

export interface ResolveAuthorsArgs {
  frontMatter: Record<string, unknown>;
  map: MapFile<BlogAuthor>;
  fail: FieldError;
  onInline: ReportLevel;
  authorsPath: string;
  file: string;
  checkImage?: ImageCheck;
}

/** PURE (but for its warning): a post's authors, in the order its front matter gives them. */
export function resolveAuthors({ frontMatter, map, fail, onInline, authorsPath, file, checkImage }: ResolveAuthorsArgs): BlogAuthor[] {
  const legacy = ['author', 'author_title', 'author_url', 'author_image_url'].some((key) => frontMatter[key] !== undefined);
  if (legacy && frontMatter.authors === undefined) {
    const one = { name: frontMatter.author, title: frontMatter.author_title, url: frontMatter.author_url, image_url: frontMatter.author_image_url };
    return [createAuthor(null, one, (field, why) => fail(field === '' ? 'author' : `author_${field}`, why), authorsPath, checkImage)];
  }
  const given = frontMatter.authors;
  if (given === undefined || given === null) return [];
  const list = Array.isArray(given) ? given : [given];
  return list.map((entry, index) => {
    const at = Array.isArray(given) ? `authors.${index}` : 'authors';
    const key = typeof entry === 'string' ? entry : typeof entry === 'object' && entry !== null && typeof (entry as { key?: unknown }).key === 'string' ? (entry as { key: string }).key : undefined;
    if (key !== undefined) {
      const known = map.entries.get(key);
      if (!known) {
        const near = closestMatches(key, map.entries.keys(), 1)[0];
        const where = map.exists ? `is not a key of ${map.name}` : `names an author, but the blog has no ${map.name}`;
        throw fail(at, `"${key}" ${where}${near ? ` (did you mean "${near}"?)` : ''}`);
      }
      // An inline object with a key overrides the map's fields it gives.
      if (typeof entry === 'string') return known;
      const own = createAuthor(key, { name: known.name, ...(entry as object) }, (field, why) => fail(`${at}.${field}`, why), authorsPath, checkImage);
      return { ...known, ...Object.fromEntries(Object.entries(own).filter(([k, v]) => v !== null && k !== 'page' && !(k === 'socials' && Object.keys(v as object).length === 0))) } as BlogAuthor;
    }
    const author = createAuthor(null, entry, (field, why) => fail(field ? `${at}.${field}` : at, why), authorsPath, checkImage);
    if (map.exists) reportInline(onInline, `${file}: front matter \`${at}\` is an inline author; the blog has ${map.name} (give it a key there)`);
    return author;
  });
}
