/**
 * `folio build --shard i/n`: a deterministic slice of the routes, so that a CI matrix spreads a
 * large site over n machines. Every shard loads, compiles and bundles the whole site (the bundle's
 * file names depend on every page, and each page's HTML names its chunks), then renders only the
 * routes whose path falls in its slice. It writes no site-wide file (sitemap, search index,
 * llms.txt, twins, host files, the plugins' postBuild output) and checks no link: it writes what
 * the merge needs to do so, its pages' links and ids, into SHARD_FACTS (merge-shards.ts).
 *
 * A route's shard follows from its path alone (a hash), so adding a page moves no other page to
 * another shard, and each shard's render cache keeps serving it.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FolioError } from '../errors.ts';
import { guardFs, writeOutputFile } from '../io/fs-errors.ts';
import type { BuildShard } from '../settings.ts';
import type { CheckedPage } from './broken-links.ts';

/** A shard's account of itself, at the top of its output folder. */
export const SHARD_FACTS = '.folio-shard.json';
const FORMAT = 1;

/** PURE: `2/4` → { index: 2, count: 4 } (1-based, as Playwright and Jest number shards); a message when it is not one. */
export function parseShard(text: string): BuildShard | string {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  if (!match) return `--shard takes <index>/<count>, such as 1/4, not "${text}"`;
  const index = Number(match[1]);
  const count = Number(match[2]);
  if (count < 1) return `--shard ${text}: the count must be 1 or more`;
  if (index < 1 || index > count) return `--shard ${text}: the index must be from 1 to ${count}`;
  return { index, count };
}

/** PURE: whether the route at `routePath` is rendered by `shard`. */
export function routeInShard(routePath: string, shard: BuildShard): boolean {
  if (shard.count === 1) return true;
  const hash = createHash('sha256').update(routePath).digest().readUInt32BE(0);
  return hash % shard.count === shard.index - 1;
}

/** One rendered page as the merge reads it: its route, its file (relative to its locale's folder), what the link check and the sitemap read. */
export interface ShardPage {
  path: string;
  catchAll?: true;
  file: string;
  links: string[];
  ids: string[];
  noIndex?: true;
}

/** A locale as a shard built it. */
export interface ShardLocale {
  name: string;
  /** Its folder inside the output ('' for the default locale). */
  outPath: string;
  /** Every route of the locale, in every shard. */
  routes: number;
  pages: ShardPage[];
  /** The inline scripts its pages carry (the merge's Content-Security-Policy names them). */
  inlineScripts: string[];
}

export interface ShardFacts {
  format: number;
  shard: BuildShard;
  /** The `--locale` flags the shard was built with (undefined: every locale of the config). */
  asked?: string[];
  locales: ShardLocale[];
}

/** PURE: a rendered page's facts (its route's source is left out: the merge takes it from the route it loads). */
export function shardPage(page: CheckedPage & { file: string }): ShardPage {
  const { links, ids, noIndex } = page.links;
  return {
    path: page.route.path,
    ...(page.route.catchAll ? { catchAll: true as const } : {}),
    file: page.file.split(path.sep).join('/'),
    links,
    ids: [...ids],
    ...(noIndex ? { noIndex } : {}),
  };
}

export function writeShardFacts(tmpDir: string, facts: Omit<ShardFacts, 'format'>): void {
  writeOutputFile(path.join(tmpDir, SHARD_FACTS), JSON.stringify({ format: FORMAT, ...facts }));
}

/** A shard's facts, read from its output folder; a message naming the folder when it holds none or they are not Folio's. */
export function readShardFacts(dir: string, shown: string): ShardFacts {
  const file = path.join(dir, SHARD_FACTS);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new FolioError(`--merge ${shown}: no ${SHARD_FACTS} in it, so it is not the output of \`folio build --shard\``);
    }
    return guardFs('read', file, () => {
      throw error;
    });
  }
  let facts: ShardFacts;
  try {
    facts = JSON.parse(text) as ShardFacts;
  } catch {
    throw new FolioError(`${path.join(shown, SHARD_FACTS)}: not JSON; build that shard again`);
  }
  if (facts?.format !== FORMAT || !facts.shard || !Array.isArray(facts.locales)) {
    throw new FolioError(`${path.join(shown, SHARD_FACTS)}: written by another version of Folio; build that shard again`);
  }
  return facts;
}
