/**
 * Steps 4 to 8 for a locale bundled on its own (a site of one locale, or one that shares no bundle:
 * locale-group.ts): compile, bundle, prerender, static files, post-build; its links are checked by
 * the caller, once every locale is built.
 */
import type { Settings } from '../settings.ts';
import { createState } from '../vite/state.ts';
import { checkedPages } from './broken-links.ts';
import { bundleSite, type Bundles } from './bundle.ts';
import type { DirectChunks } from './direct-chunks.ts';
import type { BuildRoutes } from './route-shards.ts';
import type { PipelineState } from '../load/state.ts';
import { describeChunks, describeCompile, PageCompile } from './compile.ts';
import { builtLocale, loadContent, releaseContent, type BuiltLocale, type LoadedLocale } from './locales.ts';
import type { BuildOutput, OutputDirs } from './output.ts';
import { runPostBuild } from './post-build.ts';
import { describeRender, renderSite } from './render.ts';
import { writeRouteShards } from './route-shards.ts';
import { writeStaticFiles } from './static-files.ts';
import { shardPage } from './build-shards.ts';

/** A locale bundled on its own: its content loaded, built, then let go before the next locale's is loaded. */
export async function buildAlone(locale: LoadedLocale, output: BuildOutput, settings: Settings, locales: LoadedLocale[]): Promise<BuiltLocale> {
  await loadContent(locale, output);
  const ready = await prepareLocale(locale, output.forLocale(locale.outPath, locale.name), settings);
  const bundles = await locale.step('bundle client+server', () => bundleSite(ready.state, ready.output, ready.direct, ready.routes, settings));
  const built = await finishLocale(locale, ready, bundles, settings);
  releaseContent(locale, locale !== locales.at(-1));
  return built;
}

/** A locale compiled, its bundler-free chunks and route tables written, ready to bundle. */
export interface PreparedLocale {
  state: PipelineState;
  output: OutputDirs;
  direct: DirectChunks;
  routes: BuildRoutes;
}

/** Steps 4 and 5: compile, emit the pages that need no bundler, the route tables; `shared`: into a bundle shared by several locales. */
export async function prepareLocale(locale: LoadedLocale, output: OutputDirs, settings: Settings, shared = false): Promise<PreparedLocale> {
  const { ctx, site, reported } = locale;
  const state: PipelineState = { ...createState(ctx, site, false, settings), ...(shared ? { bundleLocale: locale.name } : {}) };
  const pages = new PageCompile(state, output.tmpDir, settings, output.outDir);
  await reported('compile pages', () => pages.compile(), describeCompile);
  const direct = await reported('emit pages', () => pages.emit(), describeChunks);
  const routes = await writeRouteShards(site.routes, direct, { baseUrl: ctx.config.baseUrl, outDir: output.tmpDir, routesPerShard: settings.routesPerShard, ...(shared ? { locale: locale.name } : {}) });
  return { state, output, direct, routes };
}

/**
 * Steps 7 and 8 once the locale is bundled: prerender, static files, post-build (its links are
 * checked by the caller). A shard (`--shard`) renders its slice and keeps what the merge needs of
 * it; the merge does the rest (build-shards.ts).
 */
export async function finishLocale(locale: LoadedLocale, { state, output, direct, routes }: PreparedLocale, bundles: Bundles, settings: Settings): Promise<BuiltLocale> {
  const { ctx, site, step, reported } = locale;
  const rendered = await reported('prerender', () => renderSite(state, { bundles, direct, routes, output, settings }), describeRender);
  const flushed = state.compiler.flushWrites();
  if (settings.buildShard) {
    const pages = rendered.pages.map(shardPage);
    const facts = { name: locale.name, outPath: locale.outPath, routes: site.routes.length, pages, inlineScripts: [...rendered.inlineScripts].sort() };
    return { ...builtLocale([], rendered.saveCache, flushed, output.tmpDir, ctx.config), pages: pages.length, shard: facts };
  }
  await step('static files', () => writeStaticFiles(ctx, site, output.tmpDir, rendered));
  await runPostBuild(site, ctx, output.tmpDir, step);
  return builtLocale(checkedPages(rendered.pages), rendered.saveCache, flushed, output.tmpDir, ctx.config);
}
