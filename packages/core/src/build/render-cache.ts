/**
 * Incremental prerender: React's output for a route is kept on disk between builds, keyed by
 * everything that render reads, so a rebuild renders again only the routes whose inputs changed.
 *
 * A render reads the server bundle (theme, site data, plugin client code) and, for its URL, the
 * route's row of the route table: which component and layout it uses and which page and props
 * chunks it loads. The key is therefore
 *  - a hash of the server bundle without its route-table chunk (bundleServer gives the table its
 *    own chunk, under a fixed name, so that editing one page does not change the rest), and
 *  - the URL, the route's fields and the content-hashed file names of the chunks it loads.
 * Editing a page changes its chunk's hash, hence only its key (and those of the routes whose
 * props changed with it, such as its neighbours' previous/next links). The document around the
 * render (asset links, preloads) is assembled afresh on every build.
 *
 * The index keeps only the routes of the last build; `folio clear` removes it.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from '../write-atomic.ts';
import { SERVER_TABLE_FILE, type RenderOutput } from './renderer.ts';
import type { ExtractedLinks } from './check-links.ts';
import { BODY_OPEN, type DocumentText } from './html.ts';
import type { SharedArtifacts } from '../settings.ts';
import { SharedPacks } from './shared-packs.ts';

/** The server bundle's chunk holding the route table (see bundleServer). */
export const SERVER_ROUTES_CHUNK = 'folio-routes.mjs';

/** Beside the server bundle: the absolute path of each package file it imports (React, React DOM, React Router), and its package's `name@version` (bundle.ts). */
export const SSR_EXTERNALS_FILE = 'ssr-externals.json';

/**
 * PURE: what stands for an imported package file in the server bundle's hash, the same on every
 * machine and in every folder: `/a/node_modules/.pnpm/react@19.1.0/node_modules/react/index.js`
 * owned by `react@19.1.0` → `react@19.1.0:react/index.js`.
 */
export function externalStandIn(file: string, owner: string): string {
  const parts = file.split(/[\\/]/);
  const at = parts.lastIndexOf('node_modules');
  return `${owner}:${(at === -1 ? parts.slice(-1) : parts.slice(at + 1)).join('/')}`;
}

/**
 * PURE-ish: hash every file of the server bundle except the route table's chunk. The absolute
 * paths of the packages it imports are hashed as their stand-ins (externalStandIn), so a checkout
 * in another folder or on another machine hashes the same and finds the same renders (the remote
 * cache's, or the previous build's when the site is built from another working directory).
 */
export function hashServerBundle(serverDir: string): string {
  const hash = createHash('sha256');
  // The route table's rows (SERVER_TABLE_FILE) are in each route's key already: its row's files.
  const files = (readdirSync(serverDir, { recursive: true }) as string[]).filter((file) => path.basename(file) !== SERVER_ROUTES_CHUNK && path.basename(file) !== SERVER_TABLE_FILE).sort();
  let externals: Array<[string, string]> = [];
  try {
    const listed = JSON.parse(readFileSync(path.join(serverDir, SSR_EXTERNALS_FILE), 'utf8')) as Record<string, string>;
    // Longest first: no path is replaced inside a longer one.
    externals = Object.entries(listed).map(([file, owner]): [string, string] => [file, externalStandIn(file, owner)]).sort(([a], [b]) => b.length - a.length);
  } catch {
    // no externals
  }
  for (const file of files) {
    let content: Buffer | string;
    try {
      content = readFileSync(path.join(serverDir, file));
    } catch {
      continue; // a folder
    }
    if (file === SSR_EXTERNALS_FILE) content = externals.map(([, standIn]) => standIn).sort().join('\n');
    else if (externals.length && /\.m?js$/.test(file)) {
      let text = content.toString('utf8');
      for (const [absolute, standIn] of externals) if (text.includes(absolute)) text = text.split(absolute).join(standIn);
      content = text;
    }
    hash.update(file).update('\0').update(content).update('\0');
  }
  return hash.digest('hex');
}

export interface RenderCacheStats {
  hits: number;
  misses: number;
  /** Renders taken from the remote cache (shared-packs.ts): counted in `hits` too. */
  remote: number;
}

/** Where one render sits in the previous build's HTML file, and how to check it is still there. */
interface IndexEntry {
  /** The page's file, relative to the output folder. */
  file: string;
  headStart: number;
  headLength: number;
  bodyStart: number;
  bodyLength: number;
  htmlAttributes: string;
  bodyAttributes?: string;
  status: number;
  inlineScripts?: string[];
  /** sha1 of head and body: a file changed or replaced since is not used. */
  hash: string;
  /**
   * The page's links, ids and noindex as the link check reads them from the whole document
   * (check-links.ts' extractLinks), and the document's frame they were read with (`frame`): the
   * same render in the same frame has the same links, which a rebuild then does not read again.
   */
  links?: [links: string[], ids: string[], noIndex: 0 | 1, frame: string];
}

/** PURE: whether a value read back from the remote cache has the shape of a render. */
export function isRender(value: unknown): value is RenderOutput {
  if (typeof value !== 'object' || value === null) return false;
  const render = value as Partial<RenderOutput>;
  const strings = (list: unknown) => list === undefined || (Array.isArray(list) && list.every((item) => typeof item === 'string'));
  return (
    typeof render.html === 'string' && typeof render.head === 'string' && typeof render.htmlAttributes === 'string' && typeof render.status === 'number' &&
    (render.bodyAttributes === undefined || typeof render.bodyAttributes === 'string') && strings(render.inlineScripts)
  );
}

const INDEX_FILE = 'index.json';
const INDEX_VERSION = 1;

function hashParts(head: string, body: string): string {
  return createHash('sha1').update(head).update('\0').update(body).digest('base64url');
}

/**
 * The renders are not stored twice: each is in the HTML file the build writes anyway. The cache
 * is one index (key → file and offsets of the head and body in it), written at the end of a
 * build; the next build reads a hit back from its predecessor's output, still in place while it
 * renders. A cold build thus writes one small file more, not one per page (at 4000 pages the
 * per-page JSON files cost 0.85 s).
 */
export class RenderCache {
  readonly stats: RenderCacheStats = { hits: 0, misses: 0, remote: 0 };
  private readonly previous: Map<string, IndexEntry>;
  private readonly next = new Map<string, IndexEntry>();
  private readonly remote: SharedPacks<RenderOutput> | undefined;
  /** The keys whose render came from the previous build's entry (not from the remote cache). */
  private readonly fromPrevious = new Set<string>();

  constructor(
    private readonly dir: string,
    private readonly serverHash: string,
    /** The previous build's output folder (the one this build replaces). */
    private readonly previousOutDir: string,
    /** The cache shared by machines, asked when the previous build has not the render. */
    remote?: SharedArtifacts,
  ) {
    this.remote = remote && new SharedPacks(remote, 'render', isRender);
    mkdirSync(dir, { recursive: true });
    this.previous = new Map();
    try {
      const index = JSON.parse(readFileSync(path.join(dir, INDEX_FILE), 'utf8')) as { version: number; entries: Record<string, IndexEntry> };
      if (index.version === INDEX_VERSION) for (const [key, entry] of Object.entries(index.entries)) this.previous.set(key, entry);
    } catch {
      // no index yet, or an unreadable one: every route renders
    }
  }

  /** The key of one render: the server bundle plus the route's own inputs (see the header). */
  key(url: string, inputs: unknown): string {
    return createHash('sha256').update(this.serverHash).update('\0').update(url).update('\0').update(JSON.stringify(inputs)).digest('hex').slice(0, 32);
  }

  /**
   * Before the renders: asks the remote cache for the renders of every route (`keys`, in the
   * order the routes render) that the previous build has not.
   */
  async prefetch(keys: string[]): Promise<void> {
    await this.remote?.prefetch(keys, (key) => this.previous.has(key));
  }

  /** The render of `key`: the previous build's, else the remote cache's. */
  get(key: string): RenderOutput | undefined {
    const entry = this.previous.get(key);
    let output = entry && this.read(entry);
    if (output) this.fromPrevious.add(key);
    if (!output && this.remote) {
      output = this.remote.take(key);
      if (output) this.stats.remote++;
    }
    if (output) this.stats.hits++;
    else this.stats.misses++;
    return output;
  }

  /** The route at `index` of the prefetched keys has `output` (from a cache or rendered): into the remote cache, with its pack. */
  done(index: number, output: RenderOutput): void {
    this.remote?.done(index, output);
  }

  private read(entry: IndexEntry): RenderOutput | undefined {
    let document: string;
    try {
      document = readFileSync(path.join(this.previousOutDir, entry.file), 'utf8');
    } catch {
      return undefined;
    }
    const head = document.slice(entry.headStart, entry.headStart + entry.headLength);
    const body = document.slice(entry.bodyStart, entry.bodyStart + entry.bodyLength);
    if (hashParts(head, body) !== entry.hash) return undefined;
    return { html: body, head, htmlAttributes: entry.htmlAttributes, ...(entry.bodyAttributes ? { bodyAttributes: entry.bodyAttributes } : {}), status: entry.status, ...(entry.inlineScripts ? { inlineScripts: entry.inlineScripts } : {}) };
  }

  /**
   * The links of the render of `key`, taken from the previous build's, framed by `frame` (what the
   * document adds around the render's head and body that could hold a link or an id: the site's
   * head and body tags); undefined when they are to be read from the document.
   */
  linksOf(key: string, frame: string): ExtractedLinks | undefined {
    const links = this.fromPrevious.has(key) ? this.previous.get(key)?.links : undefined;
    if (!links || links[3] !== frame) return undefined;
    return links[2] ? { links: links[0], ids: new Set(links[1]), noIndex: true } : { links: links[0], ids: new Set(links[1]) };
  }

  /**
   * Record where this build wrote a render: `document` is the page's whole HTML in its three parts
   * (html.ts' renderDocumentParts), written to `file` (relative to the output folder), with the
   * render's head and body in it as renderDocumentParts puts them; `links`: what the link check read
   * of it, in `frame` (see linksOf).
   */
  record(key: string, output: RenderOutput, file: string, document: DocumentText, links?: { links: ExtractedLinks; frame: string }): void {
    // renderDocumentParts puts the head right after the generator tag and the body in a part of
    // its own; a document of another shape is simply not recorded (that route renders next time).
    const [before, body] = document;
    const generator = '<meta name="generator" content="Folio">\n';
    const afterGenerator = before.indexOf(generator);
    if (afterGenerator < 0 || body !== output.html || !before.endsWith(BODY_OPEN)) return;
    const headStart = afterGenerator + generator.length;
    if (before.slice(headStart, headStart + output.head.length) !== output.head) return;
    const bodyStart = before.length;
    this.next.set(key, {
      file,
      headStart,
      headLength: output.head.length,
      bodyStart,
      bodyLength: output.html.length,
      htmlAttributes: output.htmlAttributes,
      ...(output.bodyAttributes ? { bodyAttributes: output.bodyAttributes } : {}),
      status: output.status,
      ...(output.inlineScripts?.length ? { inlineScripts: output.inlineScripts } : {}),
      hash: hashParts(output.head, output.html),
      ...(links ? { links: [links.links.links, [...links.links.ids], links.links.noIndex ? 1 : 0, links.frame] as IndexEntry['links'] } : {}),
    });
  }

  /** Write the index of this build's renders (call once its output is in place). */
  save(): void {
    writeFileAtomic(path.join(this.dir, INDEX_FILE), JSON.stringify({ version: INDEX_VERSION, entries: Object.fromEntries(this.next) }));
    // Entries of the per-page format that came before this index.
    for (const name of readdirSync(this.dir)) if (name !== INDEX_FILE && !name.endsWith('.tmp')) rmSync(path.join(this.dir, name), { force: true });
  }
}
