/**
 * PURE: list pages show each post's excerpt, the post up to its truncate marker. A truncated
 * post's excerpt is a generated MDX page of its own, compiled once and shipped as one chunk
 * however many lists (the blog, its tags, its authors) show it; a list route names its posts'
 * excerpt modules as its `contents`. A post without a marker is listed whole: its content is the
 * post page's own module.
 *
 * A generated page has no folder of its own, so what an excerpt names relative to its post is
 * made absolute here: imports and images by file path (bundled by Vite, as on the post page),
 * links to other posts by permalink. A link this cannot resolve keeps its text only.
 */
import path from 'node:path';

export interface ExcerptSource {
  /** Absolute path of the post file. */
  file: string;
  /** The post's text with its front matter blanked out. */
  content: string;
  /** The content title (`# Title`), dropped from the excerpt: the list item's header shows it. */
  contentTitle?: string;
}

/** PURE: the text before the marker, and whether there was one. */
export function splitAtMarker(content: string, marker: RegExp): { excerpt: string; truncated: boolean } {
  const match = new RegExp(marker.source, marker.flags.replace('g', '')).exec(content);
  if (!match) return { excerpt: content, truncated: false };
  return { excerpt: content.slice(0, match.index), truncated: true };
}

const FENCE = /^\s*(`{3,}|~{3,})/;
const IMPORT = /^import\s+(.+?)\s+from\s+(['"])([^'"]+)\2;?\s*$/;
/** Image and link text: anything but `]`, which a backslash escapes. */
const IMAGE = /!\[((?:[^\]\\]|\\.)*)\]\(\s*([^)\s]+)(?:\s+"[^"]*")?\s*\)/g;
const LINK = /(?<!!)\[((?:[^\]\\]|\\.)*)\]\(\s*([^)\s]+)(?:\s+"[^"]*")?\s*\)/g;
const RELATIVE = /^(?![a-z][a-z\d+.-]*:|\/|#)/i;

export interface ExcerptContext {
  /** Absolute post file → its permalink, for links between posts. */
  permalinkOf(file: string): string | undefined;
  /** Whether a file exists (images that do not stay as written: the post page reports them). */
  exists(file: string): boolean;
}

export interface PreparedExcerpt {
  imports: string[];
  body: string;
}

/**
 * PURE but for `ctx`: one excerpt's imports (made absolute) and its body (title line, ESM and
 * relative URLs handled); `key` makes its asset imports' names unique in the blog.
 */
export function prepareExcerpt(source: ExcerptSource, excerpt: string, key: string, ctx: ExcerptContext): PreparedExcerpt {
  const dir = path.dirname(source.file);
  const imports: string[] = [];
  const out: string[] = [];
  let fence: string | undefined;
  let titleDropped = source.contentTitle === undefined;
  let assets = 0;
  for (const line of source.content.split('\n')) {
    const match = IMPORT.exec(line);
    if (match && !fence) {
      const spec = match[3]!;
      imports.push(`import ${match[1]} from ${JSON.stringify(spec.startsWith('.') ? path.resolve(dir, spec) : spec)};`);
    }
    const fenceMatch = FENCE.exec(line);
    if (fenceMatch) fence = fence ? (line.trim().startsWith(fence) ? undefined : fence) : fenceMatch[1];
  }
  fence = undefined;
  for (const line of excerpt.split('\n')) {
    if (fence) {
      out.push(line);
      if (line.trim().startsWith(fence)) fence = undefined;
      continue;
    }
    const fenceMatch = FENCE.exec(line);
    if (fenceMatch) {
      fence = fenceMatch[1];
      out.push(line);
      continue;
    }
    if (/^(import|export)\s/.test(line)) continue;
    if (!titleDropped && /^#\s/.test(line)) {
      titleDropped = true;
      continue;
    }
    let text = line.replace(IMAGE, (whole, alt: string, url: string) => {
      if (!RELATIVE.test(url)) return whole;
      const file = path.resolve(dir, decodeSafely(url.split(/[?#]/)[0]!));
      if (!ctx.exists(file)) return whole;
      const name = `__blogAsset_${key}_${assets++}`;
      imports.push(`import ${name} from ${JSON.stringify(`${file}?url`)};`);
      return `<img src={${name}} alt={${jsString(altText(alt))}} />`;
    });
    text = text.replace(LINK, (whole, label: string, url: string) => {
      if (!RELATIVE.test(url)) return whole;
      const [target = '', hash] = url.split('#');
      const permalink = /\.mdx?$/i.test(target) ? ctx.permalinkOf(path.resolve(dir, decodeSafely(target))) : undefined;
      return permalink ? `[${label}](${permalink}${hash ? `#${hash}` : ''})` : label;
    });
    out.push(text);
  }
  return { imports, body: out.join('\n').trim() };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * PURE: an image's alt as the post page gives it, from its Markdown: backslash escapes and
 * character references decoded. It becomes a JavaScript string in the generated JSX, never an
 * attribute spliced as written (JSX attribute strings have no escapes: `"` or `\` would end it).
 */
export function altText(markdown: string): string {
  return markdown.replace(/\\([!-/:-@[-`{-~])|&(#[xX][\da-fA-F]{1,6}|#\d{1,7}|amp|lt|gt|quot|apos);/g, (_whole, escaped: string | undefined, entity: string | undefined) => {
    if (escaped !== undefined) return escaped;
    if (!entity!.startsWith('#')) return ENTITIES[entity!]!;
    const point = entity![1] === 'x' || entity![1] === 'X' ? parseInt(entity!.slice(2), 16) : Number(entity!.slice(1));
    return point > 0 && point <= 0x10ffff && (point < 0xd800 || point > 0xdfff) ? String.fromCodePoint(point) : '\ufffd';
  });
}

/** A JavaScript string literal holding exactly `text` (U+2028/9 escaped for older parsers). */
function jsString(text: string): string {
  return JSON.stringify(text).replace(/[\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16)}`);
}

function decodeSafely(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}

/** PURE: the MDX module of one excerpt: its imports, then its body. */
export function excerptMdx(prepared: PreparedExcerpt): string {
  return `${[...prepared.imports, '', prepared.body].join('\n').trim()}\n`;
}

/**
 * PURE: a CommonMark post's excerpt as the text of its own page (GeneratedPage.textOf, compiled as
 * the post is, its links and images resolved from the post's folder): the text before the marker
 * as written, nothing spliced into it, the content title's line blanked (the list item's header
 * shows it) so that every other line keeps its number in the post.
 */
export function markdownExcerpt(excerpt: string, contentTitle: string | undefined): string {
  let fence: string | undefined;
  let titleDropped = contentTitle === undefined;
  const lines = excerpt.split('\n').map((line) => {
    const fenceMatch = FENCE.exec(line);
    if (fence) {
      if (line.trim().startsWith(fence)) fence = undefined;
      return line;
    }
    if (fenceMatch) {
      fence = fenceMatch[1];
      return line;
    }
    if (!titleDropped && /^#\s/.test(line)) {
      titleDropped = true;
      return '';
    }
    return line;
  });
  return `${lines.join('\n').trim()}\n`;
}
