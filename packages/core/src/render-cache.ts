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
 * Entries not used by a build are removed at its end; `folio clear` removes them all.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RenderOutput } from './prerender.ts';

/** The server bundle's chunk holding the route table (see bundleServer). */
export const SERVER_ROUTES_CHUNK = 'folio-routes.mjs';

/** PURE-ish: hash every file of the server bundle except the route table's chunk. */
export function hashServerBundle(serverDir: string): string {
  const hash = createHash('sha256');
  const files = (readdirSync(serverDir, { recursive: true }) as string[]).filter((file) => path.basename(file) !== SERVER_ROUTES_CHUNK).sort();
  for (const file of files) {
    let content: Buffer;
    try {
      content = readFileSync(path.join(serverDir, file));
    } catch {
      continue; // a folder
    }
    hash.update(file).update('\0').update(content).update('\0');
  }
  return hash.digest('hex');
}

export interface RenderCacheStats {
  hits: number;
  misses: number;
}

export class RenderCache {
  readonly stats: RenderCacheStats = { hits: 0, misses: 0 };
  private readonly used = new Set<string>();

  constructor(
    private readonly dir: string,
    private readonly serverHash: string,
  ) {
    mkdirSync(dir, { recursive: true });
  }

  /** The key of one render: the server bundle plus the route's own inputs (see the header). */
  key(url: string, inputs: unknown): string {
    return createHash('sha256').update(this.serverHash).update('\0').update(url).update('\0').update(JSON.stringify(inputs)).digest('hex').slice(0, 32);
  }

  get(key: string): RenderOutput | undefined {
    this.used.add(key);
    try {
      const output = JSON.parse(readFileSync(path.join(this.dir, `${key}.json`), 'utf8')) as RenderOutput;
      this.stats.hits++;
      return output;
    } catch {
      this.stats.misses++;
      return undefined;
    }
  }

  /**
   * Store a render. Written synchronously: at 4000 pages, writing renders on libuv's threads
   * saved 0.7 s of prerender but raised the peak RSS by about 200 MB (1.13 → 1.33 GB, two runs each).
   */
  set(key: string, output: RenderOutput): void {
    this.used.add(key);
    const target = path.join(this.dir, `${key}.json`);
    const temp = `${target}.${process.pid}.tmp`;
    writeFileSync(temp, JSON.stringify(output));
    renameSync(temp, target);
  }

  /** Remove the entries this build did not use (call after flush()). */
  prune(): void {
    for (const file of readdirSync(this.dir)) {
      if (!this.used.has(file.replace(/\.json$/, ''))) rmSync(path.join(this.dir, file), { force: true });
    }
  }
}
