/**
 * Build step between compile and bundle: the route tables the client and server bundles import.
 * A large site's client table goes into shard files the browser loads as it needs them (only the
 * current page's shard on first load, preloaded by its HTML), so the entry chunk does not grow
 * with the number of pages.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRoutesModule, jsonModule, ROUTES_PER_SHARD, shardRows, type RoutesModule } from '../routes/routes-module.ts';
import type { ResolvedRoute } from '../plugin-api.ts';
import { chunkFileName, type DirectChunks } from './direct-chunks.ts';

export interface BuildRoutes {
  /** The browser's table: bundler-free chunks by URL, rows in shard files on a large site. */
  client: RoutesModule;
  /** Prerender's table: bundler-free chunks by file URL in the output being written. */
  server: RoutesModule;
  /** The shard file a route's page preloads (none when the table is not sharded). */
  shardOf: (routePath: string) => string[];
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
  const routesModule = (base: string, shards?: string[]) =>
    createRoutesModule(routes, {
      direct: { base, pageFile: (id) => direct.pages.get(id)?.file, propsFile: (suffix) => direct.props.get(suffix)?.file },
      shards,
      ...(options.locale === undefined ? {} : { locale: options.locale }),
    });
  const server = routesModule(pathToFileURL(options.outDir).href + '/');
  const whole = routesModule(options.baseUrl);
  const rows = whole.rows ?? [];
  const perShard = options.routesPerShard ?? ROUTES_PER_SHARD;
  if (rows.length <= perShard) return { client: whole, server, shardOf: () => [] };
  const groups = shardRows(rows, Math.ceil(rows.length / perShard));
  const files = await Promise.all(
    groups.map(async (group) => {
      const code = jsonModule(group);
      const file = chunkFileName('route-shard', code);
      await writeFile(path.join(options.outDir, file), code);
      return file;
    }),
  );
  const byPath = new Map<string, string>();
  groups.forEach((group, index) => {
    for (const row of group) byPath.set(row[0], files[index]!);
  });
  return {
    client: routesModule(options.baseUrl, files),
    server,
    shardOf: (routePath) => (byPath.has(routePath) ? [byPath.get(routePath)!] : []),
  };
}
