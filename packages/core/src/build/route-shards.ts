/**
 * Build step between compile and bundle: the route tables the client and server bundles import.
 * The client's compact rows (routes whose modules were written without the bundler) go into
 * shard files the browser loads as it needs them, so the entry chunk does not grow with the
 * number of pages, and does not change when a page does.
 *
 * A shard's name is made from what its rows mean, not from the files they name: the paths in it
 * and the components the rows name by index (`folio-routes/<index>-<hash>.js`, outside `assets/`,
 * whose files are cached for good). Editing a page changes its chunk, its shard and its own HTML,
 * and no other file (the entry chunk would name a shard hashed on its content, and every page the
 * entry). A page's HTML holds its own row, so that its first load needs no shard, even a stale one
 * a cache kept; a shard so kept has the right paths, and a row naming a chunk that is gone makes
 * the runtime load the page afresh.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRoutesModule, jsonModule, ROUTES_PER_SHARD, shardRows, type RoutesModule } from '../routes/routes-module.ts';
import type { ResolvedRoute } from '../plugin-api.ts';
import type { RouteRow } from '../contract.ts';
import type { DirectChunks } from './direct-chunks.ts';
import { writeOutputFile } from '../io/fs-errors.ts';

/** The folder of the route-table shards, under the locale's base URL. */
export const ROUTE_SHARDS_DIR = 'folio-routes';

export interface BuildRoutes {
  /** The browser's table: bundler-free chunks by URL, rows in shard files on a large site. */
  client: RoutesModule;
  /** Prerender's table: bundler-free chunks by file URL in the output being written. */
  server: RoutesModule;
  /** A route's compact row, which its page's HTML holds (none for a route that is not a row). */
  rowOf: (routePath: string) => RouteRow | undefined;
  /** The server table's rows and their base, when the table reads them at run time (a bundle of one locale): written beside its bundle. */
  serverTable?: { base: string; rows: RouteRow[] };
}

export interface RouteShardOptions {
  baseUrl: string;
  /** The output folder being written. */
  outDir: string;
  /** Routes per shard (default ROUTES_PER_SHARD; tests shard small sites). */
  routesPerShard?: number;
  /** A bundle shared by several locales: this table's locale (its page modules' ids carry it). */
  locale?: string;
}

export async function writeRouteShards(routes: ResolvedRoute[], direct: DirectChunks, options: RouteShardOptions): Promise<BuildRoutes> {
  const routesModule = (base: string, shards?: string[], rowsAtRuntime = false) =>
    createRoutesModule(routes, {
      direct: { base, pageFile: (id) => direct.pages.get(id)?.file, propsFile: (suffix) => direct.props.get(suffix)?.file },
      shards,
      ...(options.locale === undefined ? {} : { locale: options.locale }),
      ...(rowsAtRuntime ? { rowsAtRuntime } : {}),
    });
  // In a bundle of its own, prerender's table reads its rows at run time (see RoutesModuleOptions.rowsAtRuntime).
  const serverBase = pathToFileURL(options.outDir).href + '/';
  const server = routesModule(serverBase, undefined, options.locale === undefined);
  // The rows name files relative to the base URL: the server table's are the client's.
  const rows = server.rows ?? [];
  const serverTable = options.locale === undefined ? { serverTable: { base: serverBase, rows } } : {};
  if (!rows.length) return { client: routesModule(options.baseUrl), server, rowOf: () => undefined, ...serverTable };
  const perShard = options.routesPerShard ?? ROUTES_PER_SHARD;
  const groups = shardRows(rows, Math.ceil(rows.length / perShard));
  const files = groups.map((group, index) => {
    const meaning = JSON.stringify([server.rowComponents ?? [], group.map((row) => row[0])]);
    const file = `${ROUTE_SHARDS_DIR}/${index}-${createHash('sha256').update(meaning).digest('base64url').slice(0, 8)}.js`;
    writeOutputFile(path.join(options.outDir, file), jsonModule(group));
    return file;
  });
  const byPath = new Map(rows.map((row) => [row[0], row] as const));
  return { client: routesModule(options.baseUrl, files), server, rowOf: (routePath) => byPath.get(routePath), ...serverTable };
}
