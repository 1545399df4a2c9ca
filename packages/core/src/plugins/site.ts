/**
 * Steps 1–3 of the pipeline, shared by build and dev: config, plugin content, route table, and the
 * state the Vite plugin serves from.
 */
import path from 'node:path';
import { cacheDir } from '../io/cache-dir.ts';
import { loadConfig, type SiteConfig } from '../config/config.ts';
import { createMdxPipeline, MdxCompiler } from '../mdx/pipeline.ts';
import { createSiteData, loadPlugins, type SiteData } from './host.ts';
import { createRoutesModule } from '../routes/routes-module.ts';
import { FolioError } from '../errors.ts';
import { closestMatches } from '../client/closest.ts';
import { findThemeDir, loadOverrideList, pluginThemeComponents, unknownOverrides } from '../vite/theme-resolve.ts';
import type { Context } from '../plugin-api.ts';
import type { FolioState } from '../vite/plugin.ts';
import { DEFAULT_SETTINGS, type Settings } from '../settings.ts';
import { customCssFiles } from '../vite/site-styles.ts';
import { clientModulesModule } from '../vite/client-modules.ts';

export { cacheDir };

export function createContext(siteDir: string, config: SiteConfig, command: Context['command']): Context {
  return { siteDir, config, command };
}

export async function loadSite(ctx: Context): Promise<SiteData> {
  return createSiteData(await loadPlugins(ctx), ctx);
}

/** `settings`: the CLI's switches this state depends on (the fast Markdown path). */
export function createState(ctx: Context, site: SiteData, dev: boolean, settings: Pick<Settings, 'fastMarkdown'> = DEFAULT_SETTINGS): FolioState {
  const themeDir = findThemeDir(ctx.siteDir, ctx.config.theme);
  const overridable = loadOverrideList(themeDir);
  const allowed = overridable ? [...overridable, ...Object.keys(pluginThemeComponents(ctx.config.plugins))] : undefined;
  const unknown = allowed ? unknownOverrides(ctx.siteDir, allowed) : [];
  if (unknown.length) {
    const { file, name } = unknown[0]!;
    const near = closestMatches(name, allowed!, 3);
    throw new FolioError(`src/theme/${path.basename(file)} overrides "${name}", which is not a theme component that can be overridden`, {
      file,
      hint: near.length ? `did you mean ${near.join(', ')}?` : `overridable components: ${allowed!.join(', ')}`,
    });
  }
  customCssFiles(ctx.config, ctx.siteDir); // a missing stylesheet stops here, before any bundling
  clientModulesModule(ctx.config, ctx.siteDir, false); // and so does a missing client module
  return {
    ctx,
    site,
    routesModule: createRoutesModule(site.routes, dev ? { dev: { base: ctx.config.baseUrl } } : {}),
    compiler: new MdxCompiler(createMdxPipeline(ctx.config, settings), path.join(cacheDir(ctx.siteDir), 'mdx')),
    themeDir,
    dev,
  };
}

export async function loadSiteConfig(siteDir: string): Promise<SiteConfig> {
  return loadConfig(path.resolve(siteDir));
}
