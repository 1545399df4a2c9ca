/**
 * The pipeline's state for a loaded site (load/state.ts's PipelineState): the routes module, the
 * MDX compiler and the theme folder the Vite plugin serves from, checked before any bundling.
 */
import path from 'node:path';
import { cacheDir } from '../io/cache-dir.ts';
import { createMdxPipeline, MdxCompiler } from '../mdx/pipeline.ts';
import { createRoutesModule } from '../routes/routes-module.ts';
import { FolioError } from '../errors.ts';
import { closestMatches } from '../client/closest.ts';
import { findThemeDir, loadOverrideList, pluginThemeComponents, pluginThemePaths, unknownOverrides } from './theme-resolve.ts';
import type { Context } from '../plugin-api.ts';
import type { LoadedSite, PipelineState } from '../load/state.ts';
import { DEFAULT_SETTINGS, type Settings } from '../settings.ts';
import { customCssFiles } from './site-styles.ts';
import { clientModulesModule } from './client-modules.ts';

/** `settings`: the CLI's switches this state depends on (the fast Markdown path). */
export function createState(ctx: Context, site: LoadedSite, dev: boolean, settings: Pick<Settings, 'fastMarkdown'> = DEFAULT_SETTINGS): PipelineState {
  const themeDir = findThemeDir(ctx.siteDir, ctx.config.theme);
  const overridable = loadOverrideList(themeDir);
  // A site with plugins' theme folders is open, as Docusaurus's are (see Plugin.themePaths).
  const open = pluginThemePaths(ctx.config.plugins).length > 0;
  const allowed = overridable && !open ? [...overridable, ...Object.keys(pluginThemeComponents(ctx.config.plugins))] : undefined;
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
