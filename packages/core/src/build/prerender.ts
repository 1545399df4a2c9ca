/**
 * Step 5: render every route to a static HTML file with exactly the modulepreload and stylesheet
 * links its chunks need, plus 404.html.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { extractLinksOfParts, type ExtractedLinks } from './check-links.ts';
import { withContext } from '../errors.ts';
import { mapLimit } from '../io/map-limit.ts';
import { writeChannel } from '../io/write-thread.ts';
import { renderDocumentParts } from './html.ts';
import { printTag, siteHead, siteHeadHtml } from './site-head.ts';
import { pageModuleId, routePages, VIRTUAL, hashJson } from '../routes/routes-module.ts';
import { withLocaleQuery } from '../routes/locale-ids.ts';
import type { GeneratedPage } from '../plugin-api.ts';
import { routeToFile } from '../client/paths.ts';
import { pluginRouteComponents, pluginThemeComponents, pluginThemePaths, resolveThemeComponent } from '../vite/theme-resolve.ts';
import type { ChunkInfo, ClientGraph } from '../vite/plugin.ts';
import type { PipelineState } from '../load/state.ts';
import type { ResolvedRoute } from '../plugin-api.ts';
import type { RouteRow } from '../contract.ts';
import type { RenderCache } from './render-cache.ts';
import type { RenderFn } from './renderer.ts';
import { log } from '../log.ts';

export interface PrerenderedPage {
  route: ResolvedRoute;
  /** Path relative to the output folder. */
  file: string;
  /** The page's links and ids, for the link checker (the HTML itself is not kept in memory). */
  links: ExtractedLinks;
}

/**
 * Routes in flight at a time. Each render's output waits for its file write; more in flight
 * keeps more pages' strings alive across garbage collections. Measured at 4000 pages (peak RSS,
 * wall time, 4 runs each): 32 → 1.10–1.18 GB, 14.8–15.0 s; 2 → 0.89–0.99 GB, 13.8–14.6 s.
 * A worker pool gets two per worker (see PrerenderOptions.concurrency).
 */
const RENDER_CONCURRENCY = 2;

const componentIds = new WeakMap<PipelineState, Map<string, string | undefined>>();

/** A page's module id as the client graph names it (virtual modules with Rollup's `\0`). */
function clientModuleId(page: string | GeneratedPage, locale: string | undefined): string {
  const id = pageModuleId(page).replace(/^virtual:/, '\0virtual:');
  return locale === undefined ? id : withLocaleQuery(id, locale);
}

/** The module ids whose chunks a route loads before it can render. */
export function routeModuleIds(route: ResolvedRoute, state: PipelineState): string[] {
  // Resolving a component probes the file system (the site's override, each extension): once
  // per name and build, not once per route (80,000 existsSync calls at 4000 pages).
  let resolved = componentIds.get(state);
  if (!resolved) componentIds.set(state, (resolved = new Map()));
  const cache = resolved;
  const component = (name: string) => {
    if (!cache.has(name)) {
      const { plugins } = state.ctx.config;
      const options = { siteDir: state.ctx.siteDir, themeDir: state.themeDir, pluginComponents: pluginThemeComponents(plugins), themePaths: pluginThemePaths(plugins) };
      const short = name.slice('@theme/'.length);
      cache.set(name, pluginRouteComponents(plugins)[short] ?? resolveThemeComponent(short, options));
    }
    return cache.get(name);
  };
  const ids = [component(route.component)];
  if (route.layout) ids.push(component(route.layout));
  for (const page of routePages(route)) ids.push(clientModuleId(page, state.bundleLocale));
  if (route.props !== undefined) ids.push(`\0${VIRTUAL.props}${hashJson(route.props)}.js`);
  if (route.layoutProps !== undefined) ids.push(`\0${VIRTUAL.props}${hashJson(route.layoutProps)}.js`);
  return ids.filter((id): id is string => id !== undefined);
}

/** The chunk files (JS, transitive static imports) and CSS reached from `starts`, each chunk's CSS after its imports'. */
function reachedAssets(starts: Iterable<ChunkInfo | undefined>, graph: ClientGraph): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (chunk: ChunkInfo | undefined) => {
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.imports) visit(graph.byFile.get(file));
    // A chunk's own CSS after its imports' CSS, so the cascade matches the import order.
    for (const file of chunk.css) css.add(file);
  };
  for (const chunk of starts) visit(chunk);
  return { js: [...js], css: [...css] };
}

/** Every stylesheet of the client bundle: the entry's, then each chunk's in the bundle's order (worked out once per graph). */
const everyStylesheet = new WeakMap<ClientGraph, string[]>();
export function allStylesheets(graph: ClientGraph): string[] {
  let css = everyStylesheet.get(graph);
  if (!css) everyStylesheet.set(graph, (css = reachedAssets([graph.entry, ...graph.byFile.values()], graph).css));
  return css;
}

/**
 * The chunk files (JS, transitive static imports) and CSS a route needs, entry first; with
 * `everyPage` (the config's `cssCodeSplit: false`), the CSS is every stylesheet of the bundle.
 */
export function routeAssets(moduleIds: string[], graph: ClientGraph, everyPage = false): { js: string[]; css: string[] } {
  const { js, css } = reachedAssets([graph.entry, ...moduleIds.map((id) => graph.byModule.get(id))], graph);
  return { js, css: everyPage ? allStylesheets(graph) : css };
}

export interface PrerenderOptions {
  state: PipelineState;
  routes: ResolvedRoute[];
  render: RenderFn;
  graph: ClientGraph;
  outDir: string;
  /** Filled with every distinct inline script the theme put into a page. */
  inlineScripts?: Set<string>;
  /** A route's compact row of the client's route table, which its page holds (route-shards.ts). */
  rowOf?: (route: ResolvedRoute) => RouteRow | undefined;
  /** Renders kept from earlier builds (incremental prerender). */
  cache?: RenderCache;
  /** Routes in flight at a time (default RENDER_CONCURRENCY). */
  concurrency?: number;
}

/**
 * What pages repeat (the navbar's and sidebar's links, the theme's inline script, the html
 * attributes), one copy for the whole prerender: the link check and the render cache keep them for
 * every page until the build ends (at 2000 pages, 250,000 short strings).
 */
function oneCopy(): (text: string) => string {
  const copies = new Map<string, string>();
  return (text) => {
    const known = copies.get(text);
    if (known !== undefined) return known;
    copies.set(text, text);
    return text;
  };
}

export async function prerender({ state, routes, render, graph, outDir, inlineScripts, rowOf, cache, concurrency = RENDER_CONCURRENCY }: PrerenderOptions): Promise<PrerenderedPage[]> {
  const { baseUrl, trailingSlash } = state.ctx.config;
  // Renders run concurrently (a worker pool, when there is one, takes them in parallel); files
  // are written by the write thread as each finishes, and the result keeps the route table's order.
  const files = writeChannel();
  const head = siteHead(state.ctx.config);
  // What every document adds around a render that the link check reads: the site's tags (render-cache.ts' linksOf).
  const frame = createHash('sha1').update(JSON.stringify(head)).digest('base64url');
  // A chunk's URL: under its own folder's base when it has one (a bundle shared by several locales), else the locale's.
  const assetUrl = (file: string) => (graph.byFile.get(file)?.base ?? baseUrl) + file;
  const cssUrl = (file: string) => (graph.bundleBase ?? baseUrl) + file;
  let rendered = 0;
  const chunkOf = (page: string | GeneratedPage) => {
    const id = clientModuleId(page, state.bundleLocale);
    return graph.byModule.get(id)?.file ?? id;
  };
  // What a render reads besides the server bundle (which has the theme's components): the
  // route's fields, its page's chunk (whose file name carries its content's hash) and its props.
  // No other client chunk: they import the entry chunk, whose name changes with any page,
  // since it holds the client's route table (see render-cache.ts).
  const keyOf = (route: ResolvedRoute, url: string) => {
    const contentChunks = (route.contents ?? []).map(chunkOf);
    return cache!.key(url, [
      route.path,
      route.component,
      route.layout ?? null,
      route.catchAll ?? false,
      route.page ? chunkOf(route.page) : null,
      ...(contentChunks.length ? [contentChunks.join(' ')] : []),
      route.props === undefined ? null : hashJson(route.props),
      route.layoutProps === undefined ? null : hashJson(route.layoutProps),
    ]);
  };
  const urlOf = (route: ResolvedRoute) => (route.catchAll ? `${baseUrl}404.html` : route.path);
  const one = oneCopy();
  const keys = cache ? routes.map((route) => keyOf(route, urlOf(route))) : undefined;
  if (keys) await cache!.prefetch(keys);
  const pages = await mapLimit(routes, concurrency, async (route, index): Promise<PrerenderedPage> => {
    const url = urlOf(route);
    const assets = routeAssets(routeModuleIds(route, state), graph, !state.ctx.config.cssCodeSplit);
    const key = keys?.[index];
    let output = key === undefined ? undefined : cache!.get(key);
    if (!output) {
      try {
        output = await render(url);
      } catch (error) {
        const what = route.catchAll ? 'the not-found page' : route.path;
        throw withContext(error, `rendering ${what}${route.source ? ` (${route.source})` : ''} failed`);
      }
    }
    output = { ...output, htmlAttributes: one(output.htmlAttributes), ...(output.inlineScripts ? { inlineScripts: output.inlineScripts.map(one) } : {}) };
    cache?.done(index, output);
    for (const script of output.inlineScripts ?? []) inlineScripts?.add(script);
    const document = renderDocumentParts({
      htmlAttributes: output.htmlAttributes,
      ...(output.bodyAttributes ? { bodyAttributes: output.bodyAttributes } : {}),
      head: output.head,
      siteHead: siteHeadHtml(head, output.head),
      siteBody: head.body.map(printTag).join('\n'),
      body: output.html,
      entry: graph.entry ? assetUrl(graph.entry.file) : '',
      stylesheets: assets.css.map(cssUrl),
      modulePreloads: assets.js.filter((file) => file !== graph.entry?.file).map(assetUrl),
      routeRow: rowOf?.(route),
    });
    const file = route.catchAll ? '404.html' : routeToFile(route.path, baseUrl, trailingSlash);
    files.write(path.join(outDir, file), document);
    log.progress(++rendered, routes.length);
    const found = (key !== undefined && cache!.linksOf(key, frame)) || extractLinksOfParts(document);
    const links: ExtractedLinks = { ...found, links: found.links.map(one), ids: new Set([...found.ids].map(one)) };
    if (key !== undefined) cache!.record(key, output, file, document, { links, frame });
    return { route, file, links };
  }).catch(async (error: unknown) => {
    await files.flush(); // nothing still writing when the caller cleans up
    throw error;
  });
  await files.flushOutput('the page');
  return pages;
}
