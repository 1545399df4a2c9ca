/**
 * Build step "prerender": every route to HTML (prerender.ts), with what makes it fast and small
 * kept here: renders unchanged since the last build come from the render cache (render-cache.ts),
 * the server bundle is imported only when a route needs rendering, a large site renders on a
 * worker pool, and the bundler-free chunks are loaded without becoming modules (ssr-chunks.ts).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { cacheDir } from '../io/cache-dir.ts';
import type { Settings } from '../settings.ts';
import { createPool, poolThreads, type PoolSettings } from './pool.ts';
import { deserializeError } from './workers/serialize.ts';
import type { RenderResult, RenderWorkerData } from './workers/render.ts';
import type { PipelineState } from '../load/state.ts';
import type { Bundles } from './bundle.ts';
import type { DirectChunks } from './direct-chunks.ts';
import type { OutputDirs } from './output.ts';
import { prerender, type PrerenderedPage } from './prerender.ts';
import { hashServerBundle, RenderCache, type RenderCacheStats } from './render-cache.ts';
import { loadRenderer, type RenderFn, type RenderOutput } from './renderer.ts';
import type { BuildRoutes } from './route-shards.ts';
import { installSsrChunkLoader } from './ssr-chunks.ts';
import { routeInShard } from './build-shards.ts';

export interface RenderedSite {
  pages: PrerenderedPage[];
  /** Every distinct inline script the theme put into a page (for the Content-Security-Policy). */
  inlineScripts: Set<string>;
  stats: RenderCacheStats;
  /** Call once the output is in place: the next build reads its renders back from there. */
  saveCache(): void;
}

export interface RenderInput {
  bundles: Bundles;
  direct: DirectChunks;
  routes: BuildRoutes;
  output: OutputDirs;
  settings: PoolSettings & Pick<Settings, 'remote' | 'buildShard'>;
}

/**
 * Below this many routes per worker, rendering on the main thread is quicker and smaller: each
 * worker loads the server bundle and the page chunks of its routes again. Measured on 2 cores at
 * 4000 routes: 4.0–4.5 s and 1.03 GB peak on the main thread, 5.7 s and 1.19 GB on 2 workers.
 */
const MIN_ROUTES_PER_WORKER = 8000;

export async function renderSite(state: PipelineState, { bundles, direct, routes, output, settings }: RenderInput): Promise<RenderedSite> {
  const { currentLocale, defaultLocale } = state.ctx.config.i18n;
  const shard = settings.buildShard;
  // Each locale's pages, and each shard's, their own cache.
  const cacheName = `render${currentLocale === defaultLocale ? '' : `-${currentLocale}`}${shard ? `-shard-${shard.index}-of-${shard.count}` : ''}`;
  const cache = new RenderCache(path.join(cacheDir(state.ctx.siteDir), cacheName), hashServerBundle(output.serverDir), output.outDir, settings.remote);
  const toRender = shard ? state.site.routes.filter((route) => routeInShard(route.path, shard)) : state.site.routes;
  const count = toRender.length;
  const renderer = lazyRenderer(() => createRenderer(bundles.serverEntry, count, settings));
  const threads = poolThreads(count, MIN_ROUTES_PER_WORKER, settings);
  // Prerender reads props chunks from memory and page chunks as functions (ssr-chunks.ts).
  const chunkBase = pathToFileURL(output.tmpDir).href + '/';
  const propsByUrl = new Map<string, unknown>();
  for (const [suffix, chunk] of direct.props) propsByUrl.set(chunkBase + chunk.file, state.routesModule.props.get(suffix));
  const uninstallLoader = installSsrChunkLoader(propsByUrl);
  const inlineScripts = new Set<string>();
  const pages = await prerender({
    state,
    routes: toRender,
    render: renderer.render,
    graph: bundles.graph,
    outDir: output.tmpDir,
    inlineScripts,
    rowOf: (route) => routes.rowOf(route.path),
    cache,
    // Two tasks per worker when a pool renders (large sites); the default otherwise.
    ...(threads > 0 ? { concurrency: 2 * threads * ROUTES_PER_TASK } : {}),
  }).finally(() => {
    uninstallLoader();
    return renderer.close();
  });
  // Bound, not a closure: a closure here would keep this call's bundles and state alive as long
  // as the caller keeps saveCache (until every locale of the build is built).
  return { pages, inlineScripts, stats: cache.stats, saveCache: cache.save.bind(cache) };
}

export function describeRender({ stats: { hits, misses, remote } }: RenderedSite): string {
  return `  ${misses} ${misses === 1 ? 'page' : 'pages'} rendered, ${hits - remote} unchanged from the render cache${remote ? `, ${remote} from the remote cache` : ''}`;
}

interface Renderer {
  render: RenderFn;
  close: () => Promise<void>;
}

/** The renderer, made when the first route needs rendering: when every render comes from the cache, the server bundle is never imported. */
function lazyRenderer(create: () => Promise<Renderer>): Renderer {
  let renderer: Promise<Renderer> | undefined;
  return {
    render: async (url) => (await (renderer ??= create())).render(url),
    close: async () => {
      if (renderer) await (await renderer).close();
    },
  };
}

/** Render on a worker pool when there are enough routes, else in this thread. */
async function createRenderer(serverEntry: string, routes: number, settings: PoolSettings): Promise<Renderer> {
  const workerData: RenderWorkerData = { serverEntry };
  const pool = createPool('render', { tasks: routes, minTasksPerWorker: MIN_ROUTES_PER_WORKER, settings }, workerData);
  if (!pool) return { render: await loadRenderer(serverEntry), close: async () => {} };
  return { render: renderInBatches((urls) => pool.run(urls) as Promise<RenderResult[]>, ROUTES_PER_TASK), close: () => pool.destroy() };
}

/**
 * Routes a render worker takes per task. Each task is a round trip, and tinypool reads the
 * worker's memory (process.memoryUsage) after every one: 0.4 ms on this machine, about a tenth of
 * a render of a generated page (profile of 2000 pages on two workers).
 */
export const ROUTES_PER_TASK = 4;

/**
 * A render function over `run`, which renders a few URLs at once: the URLs asked for in the
 * same turn of the event loop go in tasks of `size` (a full task at once, the rest when the turn
 * ends), and each URL's promise settles with its own result.
 */
export function renderInBatches(run: (urls: string[]) => Promise<RenderResult[]>, size: number): RenderFn {
  let queue: Array<{ url: string; resolve: (output: RenderOutput) => void; reject: (error: unknown) => void }> = [];
  let scheduled = false;
  const send = (batch: typeof queue) => {
    run(batch.map((item) => item.url)).then(
      (results) => batch.forEach((item, index) => {
        const result = results[index];
        if (result === undefined) item.reject(new Error(`no render for ${item.url}`));
        else if ('error' in result) item.reject(deserializeError(result.error));
        else item.resolve(result.output);
      }),
      (error: unknown) => batch.forEach((item) => item.reject(error)),
    );
  };
  const flush = () => {
    scheduled = false;
    const waiting = queue;
    queue = [];
    for (let start = 0; start < waiting.length; start += size) send(waiting.slice(start, start + size));
  };
  return (url) =>
    new Promise<RenderOutput>((resolve, reject) => {
      queue.push({ url, resolve, reject });
      if (queue.length >= size) {
        send(queue);
        queue = [];
      } else if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    });
}
