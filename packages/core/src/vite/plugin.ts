/**
 * The bridge from node to client: serves `virtual:folio/*` modules, resolves `@theme/*`, compiles
 * `.md`/`.mdx` pages, and (in the client build) records which chunks each module needs so that
 * prerender can emit exact modulepreload links.
 */
import path from 'node:path';
import type { Plugin as VitePlugin } from 'vite';
import { markdownLinkCandidates } from '../mdx/link-candidates.ts';
import { FolioError, formatError, isFolioError } from '../errors.ts';
import { log } from '../log.ts';
import { finalizePage, finalizeStaticMarkers, type AssetProblem } from '../mdx/remark-links.ts';
import { addImageDimensions, siteImageMeasure, type ImageLookup } from '../mdx/image-dimensions.ts';
import { checkAssetReference, checkStaticReference } from '../io/asset-references.ts';
import { siteGuard, siteScopeOf, type SiteGuard } from '../io/site-files.ts';
import { formatOf, type MdxCompiler } from '../mdx/pipeline.ts';
import type { SiteData as ClientSiteData } from '../contract.ts';
import { jsonModule, PAGE_UPDATE_GLOBAL, VIRTUAL, type RoutesModule } from '../routes/routes-module.ts';
import { pluginThemeComponents, resolveThemeComponent } from './theme-resolve.ts';
import { PRISM_CSS_ID, prismCss, siteStylesModule, STYLES_ID } from './site-styles.ts';
import { CLIENT_MODULES_ID, clientModulesModule } from './client-modules.ts';
import type { Context } from '../plugin-api.ts';
import type { SiteData } from '../plugins/host.ts';

export interface FolioState {
  ctx: Context;
  site: SiteData;
  routesModule: RoutesModule;
  compiler: MdxCompiler;
  themeDir: string;
  dev: boolean;
  /** Broken Markdown links already reported (the client and SSR builds both transform a page). */
  reported?: Set<string>;
}

interface PageFileRoute {
  path: string;
  linkRoot?: string;
}

const pageRoutes = new WeakMap<SiteData, Map<string, PageFileRoute>>();

/** Page file → its route path and link root, for resolving relative Markdown links. */
function routeOfFile(site: SiteData): Map<string, PageFileRoute> {
  let map = pageRoutes.get(site);
  if (!map) {
    map = new Map();
    for (const route of site.routes) {
      if (typeof route.page === 'string') map.set(path.resolve(route.page), { path: route.path, ...(route.linkRoot ? { linkRoot: route.linkRoot } : {}) });
    }
    pageRoutes.set(site, map);
  }
  return map;
}

const guards = new WeakMap<Context, SiteGuard>();

/** The site's guard (site-files.ts): where the files a page names may come from. */
function guardOf(ctx: Context): SiteGuard {
  let guard = guards.get(ctx);
  if (!guard) {
    guard = siteGuard(siteScopeOf(ctx));
    guards.set(ctx, guard);
  }
  return guard;
}

/** Where a page's images are looked up (for their sizes). */
function imageLookup(ctx: Context, fromDir?: string): ImageLookup {
  return { guard: guardOf(ctx), staticDirs: ctx.config.staticDirectories.map((dir) => path.resolve(ctx.siteDir, dir)), baseUrl: ctx.config.baseUrl, fromDir };
}

/** Checks of absolute image paths: files of the static folders, inside them. */
function staticAssetCheck(ctx: Context): (url: string) => AssetProblem | undefined {
  const dirs = ctx.config.staticDirectories.map((dir) => path.resolve(ctx.siteDir, dir));
  return (url) => {
    const result = checkStaticReference(guardOf(ctx), dirs, ctx.config.baseUrl, url);
    return result.reason === undefined ? undefined : result;
  };
}

/**
 * Resolve a compiled page's link and asset markers for the file it came from. Every file the page
 * shows or links (relative, or an absolute image in the static folders) is checked before the
 * bundler reads it: it exists, is a file, and is inside the site once links are resolved.
 */
export function finalizeForFile(state: FolioState, code: string, file: string): string {
  const routes = routeOfFile(state.site);
  const policy = state.ctx.config.onBrokenMarkdownLinks;
  const guard = guardOf(state.ctx);
  const fromDir = path.dirname(file);
  return finalizePage(addImageDimensions(code, siteImageMeasure(imageLookup(state.ctx, fromDir))), {
    resolveMarkdownLink(url) {
      const [target, hash = ''] = url.split('#');
      let decoded = target!;
      try {
        decoded = decodeURIComponent(target!);
      } catch {
        // keep it as written
      }
      const linkRoot = routes.get(path.resolve(file))?.linkRoot;
      const roots = linkRoot ? [linkRoot, state.ctx.siteDir] : [state.ctx.siteDir];
      const route = markdownLinkCandidates(decoded, file, roots).map((candidate) => routes.get(candidate)?.path).find((found) => found !== undefined);
      return route === undefined ? undefined : hash ? `${route}#${hash}` : route;
    },
    checkAsset(url) {
      const result = checkAssetReference(guard, fromDir, url);
      return result.reason === undefined ? undefined : result;
    },
    checkStaticAsset: staticAssetCheck(state.ctx),
    onBadAsset({ line, reason, hint }) {
      throw new FolioError(reason, { file, line, hint });
    },
    onBrokenMarkdownLink({ line, url }) {
      if (policy === 'ignore') return;
      const problem = new FolioError(`the Markdown link "${url}" points to no page of this site`, { file, line });
      if (policy === 'throw') throw problem;
      state.reported ??= new Set();
      const key = `${file}:${line}:${url}`;
      if (!state.reported.has(key)) {
        state.reported.add(key);
        log.warn(formatError(problem));
      }
    },
  });
}

/**
 * A generated page (no file of its own): only its absolute images are resolved, checked against
 * the static folders; an error names the file the page was generated from.
 */
export function finalizeGenerated(state: FolioState, code: string, source: string): string {
  return finalizeStaticMarkers(addImageDimensions(code, siteImageMeasure(imageLookup(state.ctx))), {
    checkStaticAsset: staticAssetCheck(state.ctx),
    onBadAsset({ reason, hint }) {
      throw new FolioError(`${reason} (in a page generated from this file)`, { file: source, hint });
    },
  });
}

export interface ChunkInfo {
  file: string;
  imports: string[];
  css: string[];
}

/** Client build output: module id → the chunk it is the facade of. */
export interface ClientGraph {
  byModule: Map<string, ChunkInfo>;
  byFile: Map<string, ChunkInfo>;
  entry?: ChunkInfo;
}

const RESOLVED_PREFIX = '\0';
const MD_FILE = /\.mdx?$/;

/** The subset of the config the client sees. */
export function siteClientData(ctx: Context): ClientSiteData {
  const { config } = ctx;
  return {
    title: config.title,
    tagline: config.tagline,
    url: config.url,
    baseUrl: config.baseUrl,
    trailingSlash: config.trailingSlash ?? null,
    favicon: config.favicon ?? null,
    noIndex: config.noIndex,
    titleDelimiter: config.titleDelimiter,
    i18n: config.i18n,
    themeConfig: config.themeConfig,
  };
}

/** Convert a FolioError into what Vite's overlay and logger show (loc, frame, id). */
export function toViteError(error: unknown, id: string): Error {
  if (!isFolioError(error)) return error as Error;
  const out = new Error(error.message) as Error & Record<string, unknown>;
  out.id = error.file ?? id;
  if (error.line !== undefined) out.loc = { file: error.file ?? id, line: error.line, column: error.column ?? 1 };
  if (error.frame) out.frame = error.frame;
  // The overlay prints the stack; for a content error the location and frame say it all.
  out.stack = `${error.location ?? id}: ${error.message}`;
  out.folio = error;
  return out;
}

export interface FolioVitePluginOptions {
  /** Client build: filled with each chunk's file, imports and CSS. */
  graph?: ClientGraph;
  /** This build's routes module, when it differs from the state's (bundler-free chunks). */
  routesModule?: RoutesModule;
}

export function folioVitePlugin(getState: () => FolioState, options: FolioVitePluginOptions = {}): VitePlugin {
  const { graph } = options;
  return {
    name: 'folio',
    enforce: 'pre',
    resolveId: {
      filter: { id: /^(virtual:folio\/|@theme\/|@theme-original\/)/ },
      handler(id) {
        if (id.startsWith('virtual:folio/')) return RESOLVED_PREFIX + id;
        const state = getState();
        const original = id.startsWith('@theme-original/');
        const name = id.slice(original ? '@theme-original/'.length : '@theme/'.length);
        const pluginComponents = pluginThemeComponents(state.ctx.config.plugins);
        const resolved = resolveThemeComponent(name, { siteDir: state.ctx.siteDir, themeDir: state.themeDir, pluginComponents, original });
        if (!resolved) {
          this.error(`"${id}" matches no theme component (looked in src/theme/ and ${state.themeDir}/src/components/)`);
        }
        return resolved;
      },
    },
    load: {
      filter: { id: /^\0virtual:folio\// },
      async handler(rawId, loadOptions) {
        const id = rawId.slice(RESOLVED_PREFIX.length);
        const state = getState();
        // `virtual:folio/routes/<n>`: the same table under a new id, fetched by the dev runtime.
        if (id === VIRTUAL.routes || id.startsWith(`${VIRTUAL.routes}/`)) return (options.routesModule ?? state.routesModule).code;
        if (id === VIRTUAL.site) return jsonModule(siteClientData(state.ctx));
        if (id === VIRTUAL.globalData) return jsonModule(state.site.globalData);
        if (id === STYLES_ID) return siteStylesModule(state.ctx.config, state.ctx.siteDir);
        if (id === PRISM_CSS_ID) return prismCss(state.ctx.config);
        if (id === CLIENT_MODULES_ID) return clientModulesModule(state.ctx.config, state.ctx.siteDir, loadOptions?.ssr === true);
        if (id.startsWith(VIRTUAL.props)) {
          const data = state.routesModule.props.get(id.slice(VIRTUAL.props.length));
          if (data === undefined) this.error(`unknown props module ${id}`);
          return jsonModule(data);
        }
        if (id.startsWith(VIRTUAL.page)) {
          const page = state.routesModule.pages.get(id.slice(VIRTUAL.page.length));
          if (!page) this.error(`unknown generated page ${id}`);
          try {
            const compiled = await state.compiler.compile(page.mdx, page.source ?? page.id, 'mdx');
            const finalized = finalizeGenerated(state, compiled.code, page.source ?? page.id);
            return { code: withHmr(finalized, id, state.dev), moduleType: 'js' } as never;
          } catch (error) {
            throw toViteError(error, page.source ?? id);
          }
        }
        return undefined;
      },
    },
    transform: {
      filter: { id: { include: MD_FILE, exclude: /^\0/ } },
      async handler(code, rawId) {
        const [file] = rawId.split('?');
        if (rawId.includes('?') || !file || !MD_FILE.test(file)) return undefined;
        const state = getState();
        try {
          const compiled = await state.compiler.compile(code, file, formatOf(file, state.ctx.config.markdown.format));
          const finalized = finalizeForFile(state, compiled.code, file);
          return { code: withHmr(finalized, file, state.dev), map: null, moduleType: 'js' } as never;
        } catch (error) {
          throw toViteError(error, file);
        }
      },
    },
    // After Vite's CSS plugin, which drops the chunks that held only CSS (a theme component a
    // page imports too, such as Layout, can leave one) and the imports of them.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (!graph) return;
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk') continue;
          const meta = (output as { viteMetadata?: { importedCss?: Set<string> } }).viteMetadata;
          const info: ChunkInfo = { file: output.fileName, imports: [...output.imports], css: [...(meta?.importedCss ?? [])] };
          graph.byFile.set(output.fileName, info);
          if (output.facadeModuleId) graph.byModule.set(output.facadeModuleId, info);
          for (const moduleId of output.moduleIds) if (!graph.byModule.has(moduleId)) graph.byModule.set(moduleId, info);
          if (output.isEntry) graph.entry = info;
        }
      },
    },
  };
}

/** In dev, a page module accepts its own updates and hands them to the runtime. */
function withHmr(code: string, id: string, dev: boolean): string {
  if (!dev) return code;
  return `${code}\nif (import.meta.hot) import.meta.hot.accept((mod) => { if (mod) window.${PAGE_UPDATE_GLOBAL}?.(${JSON.stringify(id)}, mod); });\n`;
}

export { FolioError };
