/**
 * Build the local search index from rendered pages: records per page (extract.ts), grouped by
 * docs version and language, written as one compact file per group under `search-index/`.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { routeToFile, type ResolvedRoute } from '@folio/core';
import { extractRecords } from './extract.ts';
import { createIndexFile } from './index-file.ts';
import type { IndexFile, SearchRecord } from './contract.ts';
import type { RecordMemo } from './record-memo.ts';

export const INDEX_DIR = 'search-index';
export const DEFAULT_TAG = 'default';

/** PURE: the DocSearch tag of a route: `docs-default-<version>` for a docs version's page, `default` otherwise. */
export function tagOf(route: ResolvedRoute): string {
  const version = route.search?.version;
  return version ? `docs-default-${version}` : DEFAULT_TAG;
}

/** PURE: the top-level section of a route, as its plugin names it ("Blog", a doc's first sidebar category), else "Documentation". */
export function sectionOf(route: ResolvedRoute): string {
  return route.search?.section ?? 'Documentation';
}

/** PURE: the title a route's page was given, as its plugin gives it; undefined when its data has none. */
export function titleOf(route: ResolvedRoute): string | undefined {
  const title = route.search?.title;
  return title === '' ? undefined : title;
}

/**
 * Routes whose pages go into the index: real pages, not the catch-all, and as each route's plugin
 * says (`search.index`: the blog keeps its lists of posts out, the docs keep their docs of a
 * version kept out of search engines in), else those that are not noindex.
 */
export function indexableRoutes(routes: ResolvedRoute[]): ResolvedRoute[] {
  return routes.filter((route) => !route.catchAll && (route.search?.index ?? !route.noIndex));
}

export interface BuildIndexOptions {
  routes: ResolvedRoute[];
  /** The locale's name (`i18n.currentLocale`). */
  language: string;
  /** The locale's BCP 47 language (its `htmlLang`), which decides how the browser cuts its words. */
  htmlLang?: string | undefined;
  /** The HTML of a route (read from the build, or rendered in dev). */
  html(route: ResolvedRoute): Promise<string>;
  /** The records of the pages the last build indexed (record-memo.ts); none in dev. */
  memo?: RecordMemo;
}

export async function buildIndexFiles({ routes, language, htmlLang, html, memo }: BuildIndexOptions): Promise<Map<string, IndexFile>> {
  // `default` (pages outside the docs) always exists, so clients may ask for it without a 404.
  const byTag = new Map<string, SearchRecord[]>([[DEFAULT_TAG, []]]);
  const indexable = indexableRoutes(routes);
  // Pages are read (or, in dev, rendered) 16 at a time so the reads overlap, and each batch is
  // indexed, in route order, before the next is read: the HTML held at once is 16 pages', not the
  // site's (343 MB for a 5000-operation API).
  for (let start = 0; start < indexable.length; start += 16) {
    const batch = indexable.slice(start, start + 16);
    const pages = await Promise.all(batch.map((route) => html(route)));
    for (const [i, route] of batch.entries()) {
      const tag = tagOf(route);
      const page = { url: route.path, html: pages[i]!, lvl0: sectionOf(route), language, tag, title: titleOf(route) };
      const records = memo ? memo.records(page, extractRecords) : extractRecords(page);
      pages[i] = ''; // indexed: let its HTML go
      const list = byTag.get(tag) ?? [];
      list.push(...records);
      byTag.set(tag, list);
    }
  }
  return new Map([...byTag].map(([tag, records]) => [tag, createIndexFile(withoutRepeats(records), tag, language, htmlLang)]));
}

/**
 * PURE: the records without text already indexed in the same file: API pages repeat the same
 * schemas (a bookmark's fields on six operations), and a repeat only pushes other pages down.
 * The first occurrence, in route order, stays.
 */
export function withoutRepeats(records: SearchRecord[]): SearchRecord[] {
  const seen = new Set<string>();
  return records.filter((record) => record.type !== 'content' || record.content === null || (!seen.has(record.content) && (seen.add(record.content), true)));
}

export async function writeIndexFiles(outDir: string, files: Map<string, IndexFile>): Promise<void> {
  const dir = path.join(outDir, INDEX_DIR);
  await mkdir(dir, { recursive: true });
  await Promise.all([...files].map(([tag, file]) => writeFile(path.join(dir, `${tag}.json`), JSON.stringify(file))));
}

export function readBuiltPage(outDir: string, baseUrl: string, trailingSlash: boolean | undefined) {
  return (route: ResolvedRoute) => readFile(path.join(outDir, routeToFile(route.path, baseUrl, trailingSlash)), 'utf8');
}
