/**
 * The bridge from node to client: serves `virtual:folio/*` modules, resolves `@theme/*`, compiles
 * `.md`/`.mdx` pages, and (in the client build) records which chunks each module needs so that
 * prerender can emit exact modulepreload links.
 */
import type { Plugin as VitePlugin } from 'vite';
import { FolioError, isFolioError } from '../errors.ts';
import { formatOf } from '../mdx/pipeline.ts';
import { truncatedSource, wantsTruncated } from '../mdx/truncated.ts';
import type { SiteData } from '../contract.ts';
import { jsonModule, PAGE_UPDATE_GLOBAL, VIRTUAL, type RoutesModule } from '../routes/routes-module.ts';
import { pluginRouteComponents, pluginThemeComponents, pluginThemePaths, resolveThemeComponent, themeImport } from './theme-resolve.ts';
import { PRISM_CSS_ID, prismCss, siteStylesModule, STYLES_ID } from './site-styles.ts';
import { CLIENT_MODULES_ID, clientModulesModule } from './client-modules.ts';
import { MERMAID_IDS, mermaidVirtualModule } from './mermaid.ts';
import { finalizeForFile, finalizeGenerated, finalizeTextOf } from './finalize-page.ts';
import { cjsDefaultModule, CJS_DEFAULT_ID, themeComponentId } from './cjs-theme-default.ts';
import { pureLoad, type Context } from '../plugin-api.ts';
import type { PipelineState } from '../load/state.ts';
import { siteCodeTranslations } from '../load/code-translations.ts';
import { parseLocaleModuleId } from './locale-modules.ts';

export interface ChunkInfo {
  file: string;
  imports: string[];
  css: string[];
  /** Its folder's URL when it is not the locale's base URL (a bundle shared by several locales is in the site's). */
  base?: string;
}

/** Client build output: module id → the chunk it is the facade of. */
export interface ClientGraph {
  byModule: Map<string, ChunkInfo>;
  byFile: Map<string, ChunkInfo>;
  entry?: ChunkInfo;
  /** The URL of the bundler's folder when it is not the locale's base URL (a bundle shared by several locales is in the site's). */
  bundleBase?: string;
}

const RESOLVED_PREFIX = '\0';
const MD_FILE = /\.mdx?$/;

/** The subset of the config the client sees. */
export function siteClientData(ctx: Context): SiteData {
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
    storage: config.storage,
  };
}

/** Whether a module is a route table: the site's, or a locale's in a bundle several locales share. */
function isRoutesModule(id: string): boolean {
  return id.startsWith(`${RESOLVED_PREFIX}${VIRTUAL.routes}`) || (id.startsWith(RESOLVED_PREFIX) && parseLocaleModuleId(id.slice(1))?.module === 'routes');
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

export function folioVitePlugin(getState: () => PipelineState, options: FolioVitePluginOptions = {}): VitePlugin {
  const { graph } = options;
  // Its modules are made from the build's state alone (build/bundle-memo.ts asks for them again).
  return pureLoad({
    name: 'folio',
    enforce: 'pre',
    resolveId: {
      filter: { id: /^(virtual:folio\/|@theme\/|@theme-original\/|@theme-init\/)/ },
      handler(id, importer) {
        if (id.startsWith('virtual:folio/')) return RESOLVED_PREFIX + id;
        const state = getState();
        const { name, kind } = themeImport(id)!;
        const { plugins } = state.ctx.config;
        // The route table's own imports: a plugin may render those routes with another file.
        const routeComponent = importer && isRoutesModule(importer) && !kind ? pluginRouteComponents(plugins)[name] : undefined;
        if (routeComponent) return routeComponent;
        const themePaths = pluginThemePaths(plugins);
        const resolved = resolveThemeComponent(name, { siteDir: state.ctx.siteDir, themeDir: state.themeDir, pluginComponents: pluginThemeComponents(plugins), themePaths, kind });
        if (!resolved) {
          const places = ['src/theme/', ...themePaths, `${state.themeDir}/src/components/`].join(', ');
          this.error(`"${id}" matches no theme component (looked in ${places})`);
        }
        return themeComponentId(resolved);
      },
    },
    load: {
      filter: { id: [/^\0virtual:folio\//, CJS_DEFAULT_ID] },
      async handler(rawId, loadOptions) {
        const reexport = cjsDefaultModule(rawId);
        if (reexport !== undefined) return reexport;
        const id = rawId.slice(RESOLVED_PREFIX.length);
        const state = getState();
        // `virtual:folio/routes/<n>`: the same table under a new id, fetched by the dev runtime.
        if (id === VIRTUAL.routes || id.startsWith(`${VIRTUAL.routes}/`)) return (options.routesModule ?? state.routesModule).code;
        if (id === VIRTUAL.site) return jsonModule(siteClientData(state.ctx));
        if (id === VIRTUAL.globalData) return jsonModule(state.site.globalData);
        if (id === VIRTUAL.codeTranslations) return jsonModule(await siteCodeTranslations(state.ctx));
        if (id === STYLES_ID) return siteStylesModule(state.ctx.config, state.ctx.siteDir);
        if (id === PRISM_CSS_ID) return prismCss(state.ctx.config);
        if (id === CLIENT_MODULES_ID) return clientModulesModule(state.ctx.config, state.ctx.siteDir, loadOptions?.ssr === true);
        if (MERMAID_IDS.has(id)) return mermaidVirtualModule(id, state.ctx, loadOptions?.ssr === true);
        if (id.startsWith(VIRTUAL.props)) {
          const data = state.routesModule.props.get(id.slice(VIRTUAL.props.length));
          if (data === undefined) this.error(`unknown props module ${id}`);
          return jsonModule(data);
        }
        if (id.startsWith(VIRTUAL.page)) return (await generatedPageModule(state, id, (message) => this.error(message))) as never;
        return undefined;
      },
    },
    transform: {
      filter: { id: { include: /\.mdx?(?:\?|$)/, exclude: /^\0/ } },
      handler: (code, rawId) => markdownModule(getState(), code, rawId) as never,
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
  });
}

/**
 * A `.md`/`.mdx` file's module: compiled, finalised, with its dev footer. A query makes another
 * module of the file: `?truncated=true` is its excerpt (Docusaurus's blog lists); others are not ours.
 */
export async function markdownModule(state: PipelineState, code: string, rawId: string): Promise<{ code: string; map: null; moduleType: 'js' } | undefined> {
  const [file, query] = rawId.split('?');
  const truncated = query !== undefined && wantsTruncated(query);
  if ((query !== undefined && !truncated) || !file || !MD_FILE.test(file)) return undefined;
  try {
    const compiled = await state.compiler.compile(truncated ? truncatedSource(code) : code, file, formatOf(file, state.ctx.config.markdown.format));
    const finalized = finalizeForFile(state, compiled.code, file);
    return { code: withHmr(finalized, file, state.dev), map: null, moduleType: 'js' };
  } catch (error) {
    throw toViteError(error, file);
  }
}

/** A generated page's module (`virtual:folio/page/<id>`): compiled, finalised, with its dev footer. */
export async function generatedPageModule(state: PipelineState, id: string, fail: (message: string) => never): Promise<{ code: string; moduleType: 'js' }> {
  const page = state.routesModule.pages.get(id.slice(VIRTUAL.page.length));
  if (!page) fail(`unknown generated page ${id}`);
  try {
    const file = page.source ?? page.id;
    const compiled = await state.compiler.compile(page.mdx, file, page.textOf?.format ?? 'mdx');
    const finalized = page.textOf && page.source ? finalizeTextOf(state, compiled.code, page.source) : finalizeGenerated(state, compiled.code, file);
    return { code: withHmr(finalized, id, state.dev), moduleType: 'js' };
  } catch (error) {
    throw toViteError(error, page.source ?? id);
  }
}

/** In dev, a page module accepts its own updates and hands them to the runtime. */
function withHmr(code: string, id: string, dev: boolean): string {
  if (!dev) return code;
  return `${code}\nif (import.meta.hot) import.meta.hot.accept((mod) => { if (mod) window.${PAGE_UPDATE_GLOBAL}?.(${JSON.stringify(id)}, mod); });\n`;
}

export { FolioError };
