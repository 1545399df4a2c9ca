/**
 * Build the local search index from rendered pages: records per page (extract.ts), grouped by
 * docs version and language, written as one compact file per group under `search-index/`.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { routeToFile, type ResolvedRoute } from '@folio/core';
import { extractRecords } from './extract.ts';
import { createIndexFile } from './index-file.ts';
import type { DocPageData } from '@folio/plugin-docs/contract';
import type { IndexFile, SearchRecord } from './contract.ts';

export const INDEX_DIR = 'search-index';
export const DEFAULT_TAG = 'default';

/** What the index reads of a route's props: a doc page's (other routes have none of it). */
type DocProps = Partial<Pick<DocPageData, 'title' | 'version' | 'breadcrumbs' | 'unlisted'>>;

/** PURE: the DocSearch tag of a route: `docs-default-<version>` for docs, `default` otherwise. */
export function tagOf(route: ResolvedRoute): string {
  const props = route.props as DocProps | undefined;
  return props?.version?.name ? `docs-default-${props.version.name}` : DEFAULT_TAG;
}

/** The blog's post pages: one record set each, under the section "Blog". */
const BLOG_POST = '@theme/BlogPostPage';

/** PURE: the top-level section of a route: "Blog" for a blog post, its first sidebar category, else "Documentation". */
export function sectionOf(route: ResolvedRoute): string {
  if (route.component === BLOG_POST) return 'Blog';
  const crumbs = (route.props as DocProps | undefined)?.breadcrumbs ?? [];
  return crumbs.length > 1 ? crumbs[0]!.label : 'Documentation';
}

/** PURE: the title a route's page was given (docs carry it in their props); undefined when its data has none. */
export function titleOf(route: ResolvedRoute): string | undefined {
  const title = (route.props as DocProps | undefined)?.title;
  return typeof title === 'string' && title !== '' ? title : undefined;
}

/**
 * Routes whose pages go into the index: real pages, not the catch-all, not unlisted, not noindex,
 * not the blog's lists of posts (its list, tag, author and archive pages repeat the posts' text;
 * the posts themselves are indexed), except doc pages that are noindex only because their version is kept out of search engines
 * (`noIndexOtherVersions`): readers of that version still search it on the site.
 */
export function indexableRoutes(routes: ResolvedRoute[]): ResolvedRoute[] {
  return routes.filter((route) => {
    const props = route.props as DocProps | undefined;
    if (route.catchAll || route.path === '/search' || props?.unlisted) return false;
    if (route.component.startsWith('@theme/Blog') && route.component !== BLOG_POST) return false;
    return !route.noIndex || props?.version?.noIndex === true;
  });
}

export interface BuildIndexOptions {
  routes: ResolvedRoute[];
  language: string;
  /** The HTML of a route (read from the build, or rendered in dev). */
  html(route: ResolvedRoute): Promise<string>;
}

export async function buildIndexFiles({ routes, language, html }: BuildIndexOptions): Promise<Map<string, IndexFile>> {
  // `default` (pages outside the docs) always exists, so clients may ask for it without a 404.
  const byTag = new Map<string, SearchRecord[]>([[DEFAULT_TAG, []]]);
  const indexable = indexableRoutes(routes);
  // Pages are read (or, in dev, rendered) 16 at a time so the reads overlap; extraction keeps route order.
  const pages: string[] = [];
  for (let i = 0; i < indexable.length; i += 16) pages.push(...(await Promise.all(indexable.slice(i, i + 16).map((route) => html(route)))));
  for (const [i, route] of indexable.entries()) {
    const tag = tagOf(route);
    const records = extractRecords({ url: route.path, html: pages[i]!, lvl0: sectionOf(route), language, tag, title: titleOf(route) });
    const list = byTag.get(tag) ?? [];
    list.push(...records);
    byTag.set(tag, list);
  }
  return new Map([...byTag].map(([tag, records]) => [tag, createIndexFile(withoutRepeats(records), tag, language)]));
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
