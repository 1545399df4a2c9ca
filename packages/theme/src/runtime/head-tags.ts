/**
 * PURE: what the page's <Head>s put in the document head, as react-helmet (Docusaurus's) does it.
 * A Head gives Folio's own fields (title, description, ...: Folio prints their tags, og:* beside
 * them) and any other tag (`tags`: base, meta, link, script, noscript, style) plus <html> and
 * <body> attributes. The Heads are taken in render order: for a tag with a key (a <meta> by
 * charset / http-equiv / name / property / itemprop, the canonical <link>, <base>) the last Head
 * that gives that key wins, every tag of that key in it is kept and those of earlier Heads are
 * dropped; Folio's tag of a field counts as given by the last Head that set the field. Tags
 * without a key accumulate, a tag identical to an earlier one once. The other tags are marked
 * `data-rh="true"` (react-helmet's mark), so that the browser replaces exactly them.
 */

export type HeadTagName = 'base' | 'meta' | 'link' | 'script' | 'noscript' | 'style';

export interface HeadTag {
  tagName: HeadTagName;
  /** HTML attribute names and values; `true` is an attribute without a value. */
  attributes: Record<string, string | true>;
  /** The text of a <script> or <style>, the markup of a <noscript> (escaped when printed). */
  content?: string;
}

export interface HeadData {
  title?: string;
  description?: string;
  canonical?: string;
  noIndex?: boolean;
  image?: string;
  keywords?: string[];
  /** Classes of the page's <html> element (Docusaurus's HtmlClassNameProvider sets them through Head). */
  htmlClassName?: string;
  /** Other tags of the head (react-helmet's children): see the module's comment. */
  tags?: HeadTag[];
  /** Attributes of <html> other than `class` (`htmlClassName`): a later Head's value wins. */
  htmlAttributes?: Record<string, string | true>;
  /** Attributes of <body>: a later Head's value wins. */
  bodyAttributes?: Record<string, string | true>;
}

/** The attribute that marks the tags of `tags` in the document (react-helmet's). */
export const HEAD_MARK = 'data-rh';

const TAG_NAMES = new Set<string>(['base', 'meta', 'link', 'script', 'noscript', 'style']);
const VOID_TAGS = new Set<string>(['base', 'meta', 'link']);
const ATTRIBUTE_NAME = /^[A-Za-z_:][-A-Za-z0-9_:.]*$/;
const META_KEYS = ['charset', 'http-equiv', 'name', 'property', 'itemprop'];

export function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const metaKey = (kind: string, value: string) => `meta ${kind}=${value.toLowerCase()}`;

/** What makes two tags the same one (the later Head's wins); undefined for a tag that accumulates. */
export function tagKey(tag: Pick<HeadTag, 'tagName' | 'attributes'>): string | undefined {
  if (tag.tagName === 'base') return 'base';
  if (tag.tagName === 'link') return String(tag.attributes.rel).toLowerCase() === 'canonical' ? 'link rel=canonical' : undefined;
  if (tag.tagName !== 'meta') return undefined;
  const kind = META_KEYS.find((name) => typeof tag.attributes[name] === 'string');
  return kind ? metaKey(kind, tag.attributes[kind] as string) : undefined;
}

type Field = 'title' | 'description' | 'keywords' | 'canonical' | 'image' | 'noIndex';

/** Folio's tags for its fields, in its order: the field, the tag's key, its HTML. */
function fieldTags(data: HeadData): Array<[Field, string, string]> {
  const tags: Array<[Field, string, string]> = [];
  const meta = (field: Field, kind: string, key: string, content: string) =>
    tags.push([field, metaKey(kind, key), `<meta ${kind}="${key}" content="${escapeAttr(content)}">`]);
  if (data.title !== undefined) {
    tags.push(['title', 'title', `<title>${escapeAttr(data.title)}</title>`]);
    meta('title', 'property', 'og:title', data.title);
  }
  if (data.description) {
    meta('description', 'name', 'description', data.description);
    meta('description', 'property', 'og:description', data.description);
  }
  if (data.keywords?.length) meta('keywords', 'name', 'keywords', data.keywords.join(', '));
  if (data.canonical) {
    tags.push(['canonical', 'link rel=canonical', `<link rel="canonical" href="${escapeAttr(data.canonical)}">`]);
    meta('canonical', 'property', 'og:url', data.canonical);
  }
  if (data.image) meta('image', 'property', 'og:image', data.image);
  if (data.noIndex) meta('noIndex', 'name', 'robots', 'noindex, nofollow');
  return tags;
}

/** The keys of every tag Folio prints for its fields. */
export const FIELD_TAG_KEYS: ReadonlySet<string> = new Set(
  fieldTags({ title: '', description: '-', keywords: ['-'], canonical: '-', image: '-', noIndex: true }).map(([, key]) => key),
);

/** Folio's tags for the fields, but those whose key is in `replaced` (an explicit tag won). */
export function headToHtml(data: HeadData, replaced: ReadonlySet<string> = new Set()): string {
  return fieldTags(data)
    .filter(([, key]) => !replaced.has(key))
    .map(([, , html]) => html)
    .join('\n');
}

const JSON_TYPE = /^\s*(application\/([\w.-]+\+)?json|importmap|speculationrules)\s*$/i;

/**
 * The content as it can stand in the HTML: nothing in it closes its element. JSON (JSON-LD) gets
 * every `<` as `\u003c`, the same JSON; a script `<\/script` and `<\!--`, a style `<\/style` (the
 * same script and CSS); a noscript's markup `&lt;/noscript`.
 */
export function tagContent(tag: HeadTag): string {
  const content = tag.content ?? '';
  if (tag.tagName === 'script') {
    const type = tag.attributes.type;
    if (typeof type === 'string' && JSON_TYPE.test(type)) return content.replace(/</g, '\\u003c');
    return content.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '<\\!--');
  }
  if (tag.tagName === 'style') return content.replace(/<\/(style)/gi, '<\\/$1');
  if (tag.tagName === 'noscript') return content.replace(/<\/(noscript)/gi, '&lt;/$1');
  return '';
}

/** Attributes as HTML (` name="value"`, ` name` for `true`); names that are not attribute names are left out. */
export function attributesHtml(attributes: Record<string, string | true>): string {
  return Object.entries(attributes)
    .filter(([name]) => ATTRIBUTE_NAME.test(name))
    .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${escapeAttr(value)}"`))
    .join('');
}

export function printHeadTag(tag: HeadTag): string {
  const open = `<${tag.tagName}${attributesHtml(tag.attributes)} ${HEAD_MARK}="true">`;
  return VOID_TAGS.has(tag.tagName) ? open : `${open}${tagContent(tag)}</${tag.tagName}>`;
}

/** A tag that can be printed: a known element, attribute names only, no `data-rh` of its own; a charset <meta> never (the document has its own). */
function usable(tag: HeadTag): HeadTag | undefined {
  if (!TAG_NAMES.has(tag.tagName)) return undefined;
  const attributes = Object.fromEntries(
    Object.entries(tag.attributes).filter(([name, value]) => ATTRIBUTE_NAME.test(name) && name.toLowerCase() !== HEAD_MARK && (value === true || typeof value === 'string')),
  );
  if (tag.tagName === 'meta' && 'charset' in attributes) return undefined;
  return { ...tag, attributes };
}

export interface ResolvedHead {
  /** The fields, a later Head's value winning; htmlAttributes and bodyAttributes merged. */
  data: HeadData;
  /** The explicit tags that win, in the Heads' order. */
  tags: HeadTag[];
  /** Keys of Folio's field tags that an explicit tag replaces. */
  replaced: Set<string>;
}

function mergeFields(entries: readonly HeadData[]): { data: HeadData; setAt: Map<string, number> } {
  const data: Record<string, unknown> = {};
  const setAt = new Map<string, number>();
  entries.forEach((entry, index) => {
    for (const [field, value] of Object.entries(entry)) {
      if (value === undefined || field === 'tags') continue;
      const merged = field === 'htmlAttributes' || field === 'bodyAttributes';
      data[field] = merged ? { ...(data[field] as object | undefined), ...(value as object) } : value;
      setAt.set(field, index);
    }
  });
  return { data: data as HeadData, setAt };
}

/** Each Head's explicit tags that no later Head's tag of the same key replaces, with the Head's index. */
function latestTags(entries: readonly HeadData[]): Array<{ at: number; tag: HeadTag; key: string | undefined }> {
  const claimed = new Set<string>();
  const kept: Array<Array<{ at: number; tag: HeadTag; key: string | undefined }>> = [];
  for (let at = entries.length - 1; at >= 0; at--) {
    const own = (entries[at]!.tags ?? []).flatMap((given) => {
      const tag = usable(given);
      return tag ? [{ at, tag, key: tagKey(tag) }] : [];
    });
    kept[at] = own.filter(({ key }) => key === undefined || !claimed.has(key));
    for (const { key } of own) if (key !== undefined) claimed.add(key);
  }
  return kept.flat();
}

/** The page's head tags as HTML: an explicit <base> first, Folio's field tags, then the other explicit tags. */
export function resolvedHeadHtml({ data, tags, replaced }: ResolvedHead): string {
  const base = tags.filter((tag) => tag.tagName === 'base');
  const rest = tags.filter((tag) => tag.tagName !== 'base');
  return [...base.map(printHeadTag), headToHtml(data, replaced), ...rest.map(printHeadTag)].filter(Boolean).join('\n');
}

/** The head the Heads, in render order, make together (see the module's comment). */
export function resolveHead(entries: readonly HeadData[]): ResolvedHead {
  const { data, setAt } = mergeFields(entries);
  const candidates = latestTags(entries);
  const explicitAt = new Map(candidates.flatMap(({ at, key }) => (key === undefined ? [] : [[key, at] as const])));
  const replaced = new Set<string>();
  const fieldWins = new Set<string>();
  for (const [field, key] of fieldTags(data)) {
    const at = explicitAt.get(key);
    if (at !== undefined) (at >= setAt.get(field)! ? replaced : fieldWins).add(key);
  }
  const printed = new Set<string>();
  const tags = candidates.flatMap(({ tag, key }) => {
    const html = printHeadTag(tag);
    if ((key !== undefined && fieldWins.has(key)) || printed.has(html)) return [];
    printed.add(html);
    return [tag];
  });
  return { data, tags, replaced };
}
