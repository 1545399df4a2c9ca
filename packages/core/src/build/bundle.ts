/**
 * Build step: the Vite client build (one lazily loaded chunk per route, hashed names) and the SSR
 * build used by prerender, side by side. The bundler-free chunks (direct-chunks.ts) are in the
 * output already and start the client graph; the bundler adds its own chunks to it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { InlineConfig, Plugin as VitePlugin } from 'vite';
import { packageOfFile } from '../io/package-of-file.ts';
import { writeOutputFile } from '../io/fs-errors.ts';
import { FolioError, isFolioError } from '../errors.ts';
import { log } from '../log.ts';
import { unresolvedImportError } from '../vite/unresolved-import.ts';
import { codeFrameLocation, withoutTag } from '../vite/code-frame-location.ts';
import { bundlerWriteError } from './bundle-fs-error.ts';
import { baseViteConfig, runtimeEntry, withQuietLogger } from '../vite/config.ts';
import { ssrPlainCssPlugin } from '../vite/ssr-plain-css.ts';
import type { RoutesModule } from '../routes/routes-module.ts';
import { withLocaleQuery } from '../routes/locale-ids.ts';
import type { ClientGraph } from '../vite/plugin.ts';
import type { PipelineState } from '../load/state.ts';
import type { DirectChunks } from './direct-chunks.ts';
import { SERVER_ROUTES_CHUNK, SSR_EXTERNALS_FILE } from './render-cache.ts';
import type { OutputDirs } from './output.ts';
import type { BuildRoutes } from './route-shards.ts';
import type { RtlTwins } from '../vite/rtl-twins.ts';
import { inlineCssPlugins } from '../vite/inline-css.ts';
import type { Settings } from '../settings.ts';
import { BundleMemo, type BundleBuilds } from './bundle-memo.ts';
import { SERVER_TABLE_FILE } from './renderer.ts';

export interface Bundles {
  graph: ClientGraph;
  /** Absolute path of the built server entry. */
  serverEntry: string;
}

/**
 * Logs of Rolldown's that are not the user's to act on: "use client" directives are dropped (as
 * expected for a static site), and, on a slow or busy machine, how long plugins' callbacks took
 * (Folio's and Vite's own; create-folio's build printed ten such lines on a loaded machine).
 */
const QUIET_LOGS = new Set(['MODULE_LEVEL_DIRECTIVE', 'PLUGIN_TIMINGS']);

export function onLog(level: string, entry: { code?: string }, handler: (level: any, entry: any) => void): void {
  if (entry.code && QUIET_LOGS.has(entry.code)) return;
  handler(level, entry);
}

const ANSI = /\u001b\[[0-9;]*m/g;

/**
 * Turn a bundler error into a FolioError naming the file, line and column. For a page, the
 * position rolldown gives is in the compiled code, so an unresolved import is looked up in the
 * page's own source instead.
 */
function toBundleError(error: unknown, siteDir: string, outDir: string): Error {
  const written = bundlerWriteError(error, outDir);
  if (written) return written;
  const first = (error as { errors?: Array<{ message?: string; id?: string; loc?: { line: number; column: number } }> }).errors?.[0];
  const cause = (error as { cause?: unknown }).cause;
  if (isFolioError(cause)) return cause;
  // A plugin's own FolioError (file, position and hint already right) as the bundler kept it.
  if (isFolioError(first)) return first;
  // A package that is not installed: Vite's message names the importer only.
  const unresolved = unresolvedImportError(error, siteDir);
  if (unresolved) return unresolved;
  if (!first) return error as Error;
  const raw = (first.message ?? String(error)).replace(ANSI, '');
  const message = withoutTag(firstLineOf(raw));
  // A parser's error may name its file and position only in its code frame (code-frame-location.ts).
  const framed = codeFrameLocation(raw, siteDir);
  // A module's id may carry a query (a page's locale in a bundle several locales share, a blog excerpt's `?truncated`).
  const file = first.id && !first.id.startsWith('\0') ? path.resolve(siteDir, first.id.replace(/\?.*$/, '')) : framed?.file;
  const frame = framed?.file === file ? framed : undefined;
  let line = first.loc?.line ?? frame?.line;
  let column = first.loc?.column === undefined ? frame?.column : first.loc.column + 1;
  let source: string | undefined;
  if (file && existsSync(file)) {
    source = readFileSync(file, 'utf8');
    const specifier = /Could not resolve '([^']+)'/.exec(message)?.[1];
    if (/\.mdx?$/.test(file)) {
      const index = specifier ? source.search(new RegExp(`['"]${specifier.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"]`)) : -1;
      if (index === -1) {
        line = undefined;
        column = undefined;
      } else {
        const before = source.slice(0, index).split('\n');
        line = before.length;
        column = before.at(-1)!.length + 1;
      }
    }
  }
  return new FolioError(message.replace(/ in \S+$/, ''), { file, line, column, source, cause: error });
}

/**
 * PURE: the line of a bundler message that says what went wrong. A transform's message opens with
 * a summary ("Transform failed with 1 error:") and says it on the next line, which is kept instead.
 */
export function firstLineOf(message: string): string {
  const lines = message.split('\n').map((line) => line.trim()).filter(Boolean);
  const [head = message, next] = lines;
  return /failed with \d+ errors?:$/i.test(head) && next ? next : head;
}

async function runBuild(state: PipelineState, config: InlineConfig): Promise<void> {
  try {
    const { build } = await import('vite');
    await build(await withQuietLogger(config));
  } catch (error) {
    throw toBundleError(error, state.ctx.siteDir, config.build!.outDir!);
  }
}

/**
 * Both bundles, from the route tables of route-shards.ts: the client's into the output being
 * written (beside the bundler-free chunks), the server's into its own folder. The last build's
 * are copied instead when they would be the same (bundle-memo.ts).
 */
export async function bundleSite(state: PipelineState, output: Pick<OutputDirs, 'tmpDir' | 'serverDir' | 'outDir'>, direct: DirectChunks, routes: BuildRoutes, settings?: Pick<Settings, 'noBundleMemo'>): Promise<Bundles> {
  const graph = directGraph(direct);
  const builds: BundleBuilds = { client: await clientConfig(state, output.tmpDir, graph, routes.client), server: await serverConfig(state, output.serverDir, routes.server), clientDir: output.tmpDir, serverDir: output.serverDir };
  const memo = settings?.noBundleMemo ? undefined : new BundleMemo(state, output.outDir);
  let serverEntry = await memo?.restore(builds, graph);
  if (serverEntry !== undefined) log.info(`  bundles: the last build's (nothing they are made from changed)`);
  else {
    const directFiles = new Set(graph.byFile.keys());
    await Promise.all([withQuietLogger(builds.client), withQuietLogger(builds.server)]);
    const recording = memo?.record(builds);
    try {
      // Independent, and rolldown does the heavy part off the main thread. Both settle before a
      // failure is reported: the other may still be writing into its folder, which the caller removes.
      await bothSettled(runBuild(state, builds.client), runBuild(state, builds.server));
    } finally {
      recording?.stop();
    }
    serverEntry = path.join(output.serverDir, 'entry-server.mjs');
    if (recording) memo!.save(builds, graph, directFiles, recording);
  }
  if (routes.serverTable) writeOutputFile(path.join(output.serverDir, SERVER_TABLE_FILE), JSON.stringify(routes.serverTable));
  // Every page is in a chunk now; the compiled code held for bundling is garbage from here on.
  state.compiler.releaseMemory();
  return { graph, serverEntry };
}

/** The client graph, started with the bundler-free chunks (no imports, no CSS). */
export function directGraph(direct: DirectChunks, locale?: string): ClientGraph {
  const graph: ClientGraph = { byModule: new Map(), byFile: new Map() };
  const add = (moduleId: string, file: string) => {
    const info = { file, imports: [], css: [] };
    graph.byModule.set(moduleId, info);
    graph.byFile.set(file, info);
  };
  // In a bundle shared by several locales, prerender looks pages up by the ids their locale's table imports.
  for (const chunk of direct.pages.values()) add(locale === undefined ? chunk.moduleId : withLocaleQuery(chunk.moduleId, locale), chunk.file);
  for (const chunk of direct.props.values()) add(chunk.moduleId, chunk.file);
  return graph;
}

/** Promise.all of two that waits for both to settle before rejecting with the first failure. */
export async function bothSettled<A, B>(a: Promise<A>, b: Promise<B>): Promise<[A, B]> {
  const [first, second] = await Promise.allSettled([a, b]);
  if (first.status === 'rejected') throw first.reason;
  if (second.status === 'rejected') throw second.reason;
  return [first.value, second.value];
}

/**
 * What a bundle shared by several locales changes (bundle-locales.ts): its entries (each locale's,
 * by name), its base URL, plugins in front of the others, and which modules make the server's
 * route-table chunk.
 */
export interface SharedShape {
  input: Record<string, string>;
  base: string;
  plugins: VitePlugin[];
  routesChunk: RegExp;
  /** For a bundle locales of both directions share: the client's stylesheets' mirrored twins (the server's build reads only that there are). */
  twins?: RtlTwins;
}

/** The plugins giving both bundles the same stylesheets imported as strings (vite/inline-css.ts), after every other. */
function inlineCss(shared: SharedShape | undefined): VitePlugin[] {
  const { capture, emit } = inlineCssPlugins(Boolean(shared?.twins));
  return [capture, emit];
}

/** The client build into `outDir`, whose bundler-free chunks (listed in `graph`) are kept. */
export async function bundleClient(state: PipelineState, outDir: string, graph: ClientGraph, routesModule: RoutesModule | undefined, shared?: SharedShape): Promise<void> {
  await runBuild(state, await clientConfig(state, outDir, graph, routesModule, shared));
}

async function clientConfig(state: PipelineState, outDir: string, graph: ClientGraph, routesModule: RoutesModule | undefined, shared?: SharedShape): Promise<InlineConfig> {
  const base = await baseViteConfig(state, graph, routesModule);
  return {
    ...base,
    ...(shared ? { base: shared.base } : {}),
    plugins: [...(shared?.plugins ?? []), ...(shared?.twins ? [shared.twins.head] : []), ...(base.plugins ?? []), ...(shared?.twins ? [shared.twins.tail] : []), ...inlineCss(shared)],
    mode: 'production',
    build: {
      outDir,
      emptyOutDir: false,
      assetsDir: 'assets',
      reportCompressedSize: false,
      chunkSizeWarningLimit: 2048,
      // A shared bundle is in the site's folder, which need not be a locale's: each locale's gets the static files (bundle-locales.ts).
      ...(shared ? { copyPublicDir: false } : {}),
      rolldownOptions: { input: shared?.input ?? runtimeEntry(state.themeDir, 'entry-client'), onLog },
    },
  };
}

/**
 * React, React DOM and React Router stay out of the server bundle: prerender imports them from
 * their packages, by absolute path as Node resolves them from the theme (so that a site needs no
 * copy of its own). Bundling them made the SSR build parse and transform about 30,000
 * lines on every build, and hold them twice: 60-90 MB more peak RSS at 250 pages.
 * The files and package versions used go into `ssr-externals.json` beside the bundle, so the
 * render cache (which hashes the bundle folder) notices an upgrade.
 */
export const SSR_EXTERNAL = /^(?:react|react-dom|react-router-dom)(?:\/|$)/;

export function ssrExternals(themeDir: string): VitePlugin {
  const used = new Map<string, string>();
  const themeRequire = createRequire(path.join(themeDir, 'package.json'));
  return {
    name: 'folio:ssr-externals',
    enforce: 'pre',
    resolveId: {
      filter: { id: SSR_EXTERNAL },
      handler(id) {
        // From the theme, whoever imports it (one React for the theme and a site's overrides, as
        // the client build's resolve.dedupe ensures), with Node's conditions ("module-sync"
        // included: an ES module where the package has one). Not found there: bundled after all.
        let file: string;
        try {
          file = themeRequire.resolve(id);
        } catch {
          return undefined;
        }
        if (!used.has(file)) {
          const owner = packageOfFile(file);
          used.set(file, owner ? `${owner.name}@${owner.version}` : '?');
        }
        return { id: file, external: 'absolute' };
      },
    },
    // Written by hand: an SSR build emits no assets.
    writeBundle(options) {
      const files = Object.fromEntries([...used].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
      writeOutputFile(path.join(options.dir!, SSR_EXTERNALS_FILE), `${JSON.stringify(files, null, 2)}\n`);
    },
  };
}

export async function bundleServer(state: PipelineState, outDir: string, routesModule: RoutesModule | undefined, shared?: SharedShape): Promise<string> {
  await runBuild(state, await serverConfig(state, outDir, routesModule, shared));
  return path.join(outDir, 'entry-server.mjs');
}

async function serverConfig(state: PipelineState, outDir: string, routesModule: RoutesModule | undefined, shared?: SharedShape): Promise<InlineConfig> {
  const base = await baseViteConfig(state, undefined, routesModule);
  return {
    ...base,
    ...(shared ? { base: shared.base } : {}),
    plugins: [ssrExternals(state.themeDir), ssrPlainCssPlugin(), ...(shared?.plugins ?? []), ...(base.plugins ?? []), ...inlineCss(shared)],
    mode: 'production',
    publicDir: false,
    ssr: { ...base.ssr, noExternal: true, target: 'node' },
    build: {
      outDir,
      emptyOutDir: true,
      ssr: shared ? true : runtimeEntry(state.themeDir, 'entry-server'),
      // Nothing of the server bundle is shipped: no minifying, of its code or of the CSS its
      // modules compile (Vite's Lightning CSS refused a value Docusaurus's minimizers accept).
      minify: false,
      cssMinify: false,
      reportCompressedSize: false,
      copyPublicDir: false,
      rolldownOptions: {
        ...(shared ? { input: shared.input } : {}),
        // Its modules' comments name them relative to the site, not to where `folio` runs: the
        // render cache hashes the bundle (render-cache.ts).
        cwd: state.ctx.siteDir,
        output: {
          entryFileNames: shared ? '[name].mjs' : 'entry-server.mjs',
          // The route table in a chunk of its own, under a fixed name: the render cache hashes the
          // rest of the bundle, which editing a page then leaves unchanged (see render-cache.ts).
          chunkFileNames: '[name].mjs',
          codeSplitting: { groups: [{ name: SERVER_ROUTES_CHUNK.replace(/\.mjs$/, ''), test: shared?.routesChunk ?? /virtual:folio\/routes/ }] },
          format: 'es',
        },
        onLog,
      },
    },
  };
}
