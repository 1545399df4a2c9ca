/**
 * The state the pipeline's steps hand each other, types only: what steps 1–3 load (the plugins'
 * content, the route table, global data, the output files) and what the Vite plugin, the build's
 * steps and the dev server read from then on. Not the browser's `SiteData` (contract.ts), which is
 * the slice of the config the client sees.
 */
import type { Context, Json, Plugin, ResolvedRoute, Route } from '../plugin-api.ts';
import type { MdxCompiler } from '../mdx/pipeline.ts';
import type { OutputFile } from '../routes/output-files.ts';
import type { RoutesModule } from '../routes/routes-module.ts';

/** One plugin after its load, routes, globalData and outputFiles hooks ran. */
export interface LoadedPlugin {
  plugin: Plugin;
  content: unknown;
  routes: Route[];
  globalData: Json | undefined;
  /** What its `outputFiles` hook declared. */
  outputFiles?: string[];
}

/** Steps 1–3's result: the loaded plugins, the route table and the global data (load/host.ts). */
export interface LoadedSite {
  plugins: LoadedPlugin[];
  routes: ResolvedRoute[];
  globalData: Record<string, Json>;
  /** The files the build writes besides the pages: core's and those plugins declare (routes/output-files.ts). */
  outputs: OutputFile[];
}

/** What the Vite plugin serves from and the build's steps share (made by vite/state.ts). */
export interface PipelineState {
  ctx: Context;
  site: LoadedSite;
  routesModule: RoutesModule;
  compiler: MdxCompiler;
  themeDir: string;
  dev: boolean;
  /** Build, in a bundle shared by several locales (build/bundle-locales.ts): this locale, which the ids of its page modules carry (routes/locale-ids.ts). */
  bundleLocale?: string;
  /** Broken Markdown links already reported (the client and SSR builds both transform a page). */
  reported?: Set<string>;
}
