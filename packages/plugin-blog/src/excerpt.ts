/**
 * PURE: list pages show each post's excerpt, the post up to its truncate marker. A list page is
 * one generated MDX page holding its posts' excerpts, each wrapped in `<BlogPostExcerpt index>`
 * (the theme's list component supplies it, with the post's header and footer around it), so a
 * list page is one module compiled by the same MDX pipeline (and cache) as every page.
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
  description: string;
}

/** PURE: the text before the marker, and whether there was one. */
export function splitAtMarker(content: string, marker: RegExp): { excerpt: string; truncated: boolean } {
  const match = new RegExp(marker.source, marker.flags.replace('g', '')).exec(content);
  if (!match) return { excerpt: content, truncated: false };
  return { excerpt: content.slice(0, match.index), truncated: true };
}

const FENCE = /^\s*(`{3,}|~{3,})/;
const IMPORT = /^import\s+(.+?)\s+from\s+(['"])([^'"]+)\2;?\s*$/;
const IMAGE = /!\[([^\]]*)\]\(\s*([^)\s]+)(?:\s+"[^"]*")?\s*\)/g;
const LINK = /(?<!!)\[([^\]]*)\]\(\s*([^)\s]+)(?:\s+"[^"]*")?\s*\)/g;
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
  /** Shown instead of the excerpt when its imports clash with another post's on one page. */
  description: string;
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
      return `<img src={${name}} alt=${JSON.stringify(alt)} />`;
    });
    text = text.replace(LINK, (whole, label: string, url: string) => {
      if (!RELATIVE.test(url)) return whole;
      const [target = '', hash] = url.split('#');
      const permalink = /\.mdx?$/i.test(target) ? ctx.permalinkOf(path.resolve(dir, decodeSafely(target))) : undefined;
      return permalink ? `[${label}](${permalink}${hash ? `#${hash}` : ''})` : label;
    });
    out.push(text);
  }
  return { imports, body: out.join('\n').trim(), description: source.description };
}

function decodeSafely(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}

/**
 * PURE: the MDX of a list page. Imports of the same name from different files cannot share one
 * module: the later post then shows its description instead of its excerpt.
 */
export function listPageMdx(items: PreparedExcerpt[]): string {
  const bound = new Map<string, string>();
  const imports: string[] = [];
  const blocks: string[] = [];
  items.forEach((prepared, index) => {
    const clash = prepared.imports.some((line) => {
      const name = line.slice(7, line.indexOf(' from '));
      return bound.has(name) && bound.get(name) !== line;
    });
    let body = prepared.body;
    if (clash) body = escapeMdxText(prepared.description);
    else {
      for (const line of prepared.imports) {
        const name = line.slice(7, line.indexOf(' from '));
        if (!bound.has(name)) imports.push(line);
        bound.set(name, line);
      }
    }
    blocks.push(`<BlogPostExcerpt index={${index}}>\n\n${body}\n\n</BlogPostExcerpt>`);
  });
  return `${[...imports, '', ...blocks].join('\n\n').trim()}\n`;
}

/** PURE: plain text that MDX reads as text. */
export function escapeMdxText(text: string): string {
  return text.replace(/[{}<>\\*_`[\]#]/g, (char) => `\\${char}`);
}
