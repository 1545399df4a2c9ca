/**
 * `folio build`: the pipeline top to bottom, one named and timed step per line. Everything is
 * written to a temporary folder that replaces the output folder only when every step succeeded.
 */
import { existsSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { copyStaticDir } from '../io/static-folders.ts';
import { rm } from 'node:fs/promises';
import { cacheDir } from '../io/cache-dir.ts';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundleClient, bundleServer } from './bundle.ts';
import { hashServerBundle, RenderCache } from './render-cache.ts';
import { installSsrChunkLoader } from './ssr-chunks.ts';
import { chunkFileName, DirectChunkWriter, type DirectChunks } from './direct-chunks.ts';
import { writeFile } from 'node:fs/promises';
import { createRoutesModule, jsonModule, ROUTES_PER_SHARD, shardRows, type RoutesModule } from '../routes/routes-module.ts';
import type { ClientGraph } from '../vite/plugin.ts';
import type { Context } from '../plugins/api.ts';
import { compilePages } from './compile-pages.ts';
import { loadConfig, type SiteConfig } from '../config/config.ts';
import { checkLinks, formatBroken } from './check-links.ts';
import { FolioError } from '../errors.ts';
import type { Settings } from '../config/settings.ts';
import { callHook } from '../plugins/host.ts';
import { log, task, type Timing } from '../log.ts';
import { loadRenderer, prerender, type PrerenderedPage, type RenderFn, type RenderOutput } from './prerender.ts';
import { createPool, poolThreads } from '../io/pool.ts';
import { deserializeError, type SerializedError } from '../io/workers/serialize.ts';
import { createSitemap } from '../routes/sitemap.ts';
import { createHeadersFile, createRedirectsFile, createRobotsTxt, DEFAULT_CSP, mergeCsp, scriptHash } from './host-files.ts';
import { createContext, createState, loadSite } from '../plugins/site.ts';
import type { SiteData } from '../plugins/host.ts';
import {
  assertOutDirAllowed,
  assertReplaceable,
  baseSources,
  globBase,
  markOutput,
  removeStaleTempDirs,
  swapOutput,
  tempDirs,
  type OutDirSpec,
} from './output-dir.ts';

export interface BuildOptions {
  siteDir: string;
  /** Output folder (default: the config's outDir, `build`). */
  outDir?: string;
  /** The CLI's FOLIO_* switches (default: DEFAULT_SETTINGS). */
  settings?: Settings;
}

export interface BuildResult {
  outDir: string;
  routes: number;
  timings: Timing[];
}

export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const siteDir = path.resolve(options.siteDir);
  const timings: Timing[] = [];
  const started = performance.now();
  const config = await task('config', timings, () => loadConfig(siteDir));
  const out = outDirSpec(siteDir, options.outDir, config.outDir);
  const outDir = out.outDir;
  // The SSR bundle is private to this build, so two builds of one site never share it.
  const { tmpDir, serverDir } = tempDirs(outDir);
  const ctx = createContext(siteDir, config, 'build');
  const baseSiteSources = baseSources(siteDir, config);
  assertOutDirAllowed(out, { siteDir, sources: baseSiteSources });
  const trashDir = path.join(cacheDir(siteDir), 'trash');
  // Runs alongside the build; awaited at the end so that this build's old output is not in it.
  const emptied = emptyTrash(trashDir);
  try {
    const site = await task('load content', timings, () => loadSite(ctx));
    assertOutDirAllowed(out, { siteDir, sources: [...baseSiteSources, ...(await pluginSources(site, ctx))] });
    assertReplaceable(out);
    const stale = removeStaleTempDirs(outDir);
    if (stale.length) log.info(`  removed ${stale.join(', ')}, left by builds that were stopped`);
    const state = createState(ctx, site, false);
    rmSync(tmpDir, { recursive: true, force: true });
    markOutput(tmpDir);
    // Pages and props modules that need no bundler are written while the rest compiles.
    const writer = new DirectChunkWriter(tmpDir);
    for (const [suffix, data] of state.routesModule.props) writer.propsModule(suffix, data);
    const summary = await task('compile pages', timings, () =>
      compilePages(state, { onCode: (id, page, code) => writer.page(id, page, code) }).catch(async (error) => {
        await writer.done().catch(() => {}); // nothing still writing into tmpDir
        throw error;
      }),
    );
    log.info(
      `  ${summary.pages} pages, ${summary.distinct} distinct sources: ${summary.compiled} compiled` +
        `${summary.workers ? ` on ${summary.workers} workers` : ''}, ${summary.cached} from cache`,
    );
    const direct = await task('emit pages', timings, () => writer.done());
    summary.codes.clear(); // written out: do not hold every page's code through prerender
    log.info(`  ${direct.pages.size} pages and ${direct.props.size} props modules written without the bundler`);
    const graph = directGraph(direct);
    const routesModule = (base: string, shards?: string[]) =>
      createRoutesModule(site.routes, {
        direct: { base, pageFile: (id) => direct.pages.get(id)?.file, propsFile: (suffix) => direct.props.get(suffix)?.file },
        shards,
      });
    const { module: clientRoutes, shardOfRoute } = await writeRouteShards(routesModule, config.baseUrl, tmpDir);
    // Client and server bundles are independent; rolldown does the heavy part off the main thread.
    // Both bundles settle before a failure is reported: the other one may still be writing into
    // tmpDir or serverDir, and the cleanup below must come after it.
    const [, serverEntry] = await task('bundle client+server', timings, () =>
      allSettled([
        bundleClient(state, tmpDir, graph, clientRoutes),
        bundleServer(state, serverDir, routesModule(pathToFileURL(tmpDir).href + '/')),
      ] as const),
    );
    // Every page is in a chunk now; the compiled code held for bundling is garbage from here on.
    state.compiler.releaseMemory();
    const renderCache = new RenderCache(path.join(cacheDir(siteDir), 'render'), hashServerBundle(serverDir), outDir);
    const renderer = lazyRenderer(serverEntry, site.routes.length);
    const renderThreads = poolThreads(site.routes.length, MIN_ROUTES_PER_WORKER);
    // Prerender reads props chunks from memory and page chunks as functions (ssr-chunks.ts).
    const chunkBase = pathToFileURL(tmpDir).href + '/';
    const propsByUrl = new Map<string, unknown>();
    for (const [suffix, chunk] of direct.props) propsByUrl.set(chunkBase + chunk.file, state.routesModule.props.get(suffix));
    const uninstallLoader = installSsrChunkLoader(propsByUrl);
    const inlineScripts = new Set<string>();
    const pages = await task('prerender', timings, () =>
      prerender({
        state,
        routes: site.routes,
        render: renderer.render,
        graph,
        outDir: tmpDir,
        inlineScripts,
        extraPreloads: (route) => shardOfRoute(route.path),
        cache: renderCache,
        // Two renders per worker when a pool renders (large sites); the default otherwise.
        ...(renderThreads > 0 ? { concurrency: 2 * renderThreads } : {}),
      }).finally(() => {
        uninstallLoader();
        return renderer.close();
      }),
    );
    const { hits, misses } = renderCache.stats;
    log.info(`  ${misses} ${misses === 1 ? 'page' : 'pages'} rendered, ${hits} unchanged from the render cache`);
    await task('static files', timings, () => {
      for (const dir of config.staticDirectories.slice(1)) {
        const from = path.resolve(siteDir, dir);
        copyStaticDir(from, tmpDir, ctx);
      }
      writeFileSync(path.join(tmpDir, 'sitemap.xml'), createSitemap(site.routes, config));
      writeHostFiles(tmpDir, ctx, inlineScripts);
    });
    for (const { plugin } of site.plugins) {
      if (!plugin.postBuild) continue;
      await task(`postBuild ${plugin.name}`, timings, () =>
        callHook(plugin, 'postBuild', () => plugin.postBuild!({ ...ctx, routes: site.routes, outDir: tmpDir })),
      );
    }
    // After postBuild: files that plugins write (Markdown twins, llms.txt) may be linked to.
    await task('check links', timings, () => reportBrokenLinks(pages, tmpDir, config));
    await emptied;
    swapOutput(out, tmpDir, trashDir);
    await state.compiler.flushWrites();
    renderCache.save();
    const total = performance.now() - started;
    log.info(`built ${pages.length} pages into ${path.relative(process.cwd(), outDir) || '.'} in ${(total / 1000).toFixed(2)} s`);
    return { outDir, routes: pages.length, timings };
  } finally {
    rmSync(tmpDir, { recursive: true, force: true });
    rmSync(serverDir, { recursive: true, force: true });
  }
}

/** Apply onBrokenLinks / onBrokenAnchors to what the link checker finds in the emitted pages. */
function reportBrokenLinks(pages: PrerenderedPage[], outDir: string, config: SiteConfig): void {
  const { brokenLinks, brokenAnchors } = checkLinks({
    pages: pages.filter((page) => !page.route.catchAll).map((page) => ({
      path: page.route.path,
      html: page.links,
      source: page.route.source ? path.relative(process.cwd(), page.route.source) : undefined,
    })),
    fileExists: (pathname) => {
      if (!pathname.startsWith(config.baseUrl)) return false;
      const file = path.join(outDir, pathname.slice(config.baseUrl.length));
      return file.startsWith(outDir) && existsSync(file) && statSync(file).isFile();
    },
  });
  const problems: string[] = [];
  for (const [kind, broken, policy] of [
    ['link', brokenLinks, config.onBrokenLinks],
    ['anchor', brokenAnchors, config.onBrokenAnchors],
  ] as const) {
    if (broken.length === 0 || policy === 'ignore') continue;
    const text = `${broken.length} broken ${kind}${broken.length === 1 ? '' : 's'} found:\n${formatBroken(kind, broken)}`;
    if (policy === 'throw') problems.push(text);
    else log.warn(text);
  }
  if (problems.length) {
    throw new FolioError(problems.join('\n'), {
      hint: 'fix the links, or set onBrokenLinks / onBrokenAnchors to "warn" in the site config',
    });
  }
}

/**
 * Below this many routes per worker, rendering on the main thread is quicker and smaller: each
 * worker loads the server bundle and the page chunks of its routes again. Measured on 2 cores at
 * 4000 routes: 4.0–4.5 s and 1.03 GB peak on the main thread, 5.7 s and 1.19 GB on 2 workers.
 */
const MIN_ROUTES_PER_WORKER = 8000;

/** The renderer, loaded when the first route needs rendering: when every render comes from the cache, the server bundle is never imported. */
function lazyRenderer(serverEntry: string, routes: number): { render: RenderFn; close: () => Promise<void> } {
  let renderer: ReturnType<typeof createRenderer> | undefined;
  return {
    render: async (url) => (await (renderer ??= createRenderer(serverEntry, routes))).render(url),
    close: async () => {
      if (renderer) await (await renderer).close();
    },
  };
}

/** Render on a worker pool when there are enough routes, else in this thread. */
async function createRenderer(serverEntry: string, routes: number): Promise<{ render: RenderFn; close: () => Promise<void> }> {
  const pool = createPool('render', routes, MIN_ROUTES_PER_WORKER, { serverEntry });
  if (!pool) return { render: await loadRenderer(serverEntry), close: async () => {} };
  return {
    render: async (url) => {
      const result = (await pool.run(url)) as { output: RenderOutput } | { error: SerializedError };
      if ('error' in result) throw deserializeError(result.error);
      return result.output;
    },
    close: () => pool.destroy(),
  };
}

/** `_headers`, `robots.txt` and `_redirects`, each when the config asks for it (host-files.ts). */
function writeHostFiles(outDir: string, ctx: Context, inlineScripts: Set<string>): void {
  const { config } = ctx;
  if (config.headers) {
    const { csp } = config.headers;
    const directives = csp
      ? mergeCsp(
          DEFAULT_CSP,
          { 'script-src': [...inlineScripts].sort().map(scriptHash) },
          ...config.plugins.map((plugin) => (typeof plugin.csp === 'function' ? plugin.csp(ctx) : plugin.csp)),
          typeof csp === 'object' ? csp : undefined,
        )
      : undefined;
    writeFileSync(path.join(outDir, '_headers'), createHeadersFile({ baseUrl: config.baseUrl, csp: directives }));
  }
  if (config.robots) writeFileSync(path.join(outDir, 'robots.txt'), createRobotsTxt({ url: config.url, baseUrl: config.baseUrl, ...config.robots }));
  if (config.redirects) writeFileSync(path.join(outDir, '_redirects'), createRedirectsFile(config.redirects));
}

/**
 * A large site's route table goes into shard files the browser loads as it needs them (only the
 * current page's shard on first load, preloaded by its HTML), so the entry chunk does not grow
 * with the number of pages. Returns the client routes module and each route's shard file.
 */
async function writeRouteShards(
  routesModule: (base: string, shards?: string[]) => RoutesModule,
  base: string,
  outDir: string,
): Promise<{ module: RoutesModule; shardOfRoute: (path: string) => string[] }> {
  const whole = routesModule(base);
  const rows = whole.rows ?? [];
  // FOLIO_ROUTES_PER_SHARD: tests shard small sites with it.
  const perShard = Number(process.env.FOLIO_ROUTES_PER_SHARD) || ROUTES_PER_SHARD;
  if (rows.length <= perShard) return { module: whole, shardOfRoute: () => [] };
  const groups = shardRows(rows, Math.ceil(rows.length / perShard));
  const files = await Promise.all(
    groups.map(async (group) => {
      const code = jsonModule(group);
      const file = chunkFileName('route-shard', code);
      await writeFile(path.join(outDir, file), code);
      return file;
    }),
  );
  const byPath = new Map<string, string>();
  groups.forEach((group, index) => {
    for (const row of group) byPath.set(row[0], files[index]!);
  });
  return { module: routesModule(base, files), shardOfRoute: (routePath) => (byPath.has(routePath) ? [byPath.get(routePath)!] : []) };
}

/** The client graph, started with the bundler-free chunks (no imports, no CSS). */
function directGraph(direct: DirectChunks): ClientGraph {
  const graph: ClientGraph = { byModule: new Map(), byFile: new Map() };
  for (const chunk of [...direct.pages.values(), ...direct.props.values()]) {
    const info = { file: chunk.file, imports: [], css: [] };
    graph.byModule.set(chunk.moduleId, info);
    graph.byFile.set(chunk.file, info);
  }
  return graph;
}

/** Start deleting what earlier builds left in the trash; resolves when done, never rejects. */
function emptyTrash(trashDir: string): Promise<void> {
  return rm(trashDir, { recursive: true, force: true }).catch(() => {});
}

/** Where the output goes, and how the user named it (for messages). */
function outDirSpec(siteDir: string, flag: string | undefined, configured: string): OutDirSpec {
  const value = flag ?? configured;
  return { outDir: path.resolve(siteDir, value), option: flag === undefined ? 'outDir' : '--out-dir', value };
}

/** The folders and files the plugins read (the fixed part of their watch globs). */
async function pluginSources(site: SiteData, ctx: Context): Promise<string[]> {
  const sources: string[] = [];
  for (const { plugin, content } of site.plugins) {
    if (!plugin.watch) continue;
    const globs = await callHook(plugin, 'watch', () => plugin.watch!(content, ctx));
    for (const glob of globs) sources.push(path.resolve(ctx.siteDir, globBase(glob)));
  }
  return sources;
}

/** Promise.all that waits for every promise to settle before rejecting with the first failure. */
async function allSettled<T extends readonly unknown[]>(promises: { [K in keyof T]: Promise<T[K]> }): Promise<T> {
  const results = await Promise.allSettled(promises);
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw (failed as PromiseRejectedResult).reason;
  return results.map((result) => (result as PromiseFulfilledResult<unknown>).value) as unknown as T;
}
