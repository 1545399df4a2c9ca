/**
 * What a Docusaurus plugin's `postBuild` receives, as Docusaurus passes it: the site's props
 * (`siteConfig`, `siteConfigPath`, `siteDir`, `outDir`, `baseUrl`, `i18n`, `generatedFilesDir`,
 * `routes`, `routesPaths` with `/404.html` first, `plugins` with each plugin's name, options and
 * content), `head` (empty, as with Docusaurus's `removeLegacyPostBuildHeadAttribute`) and the
 * plugin's own `content`.
 */
import type { PostBuildContext } from '@folio/core';
import type { PluginInstance } from './instantiate.ts';

/** The site facts the lifecycle hands plugins. */
export interface LifecycleSite {
  siteDir: string;
  siteConfigPath: string;
  /** The config as the site wrote it (functions included), as plugins read `context.siteConfig`. */
  siteConfig: Record<string, unknown>;
  baseUrl: string;
  generatedFilesDir: string;
  outDir: string;
  i18n: Record<string, unknown>;
  /** The site renders with Docusaurus's own theme (route modules then give a route context). */
  docusaurusTheme: boolean;
}

/** The load context a plugin function is called with. */
export function loadContext(site: LifecycleSite, siteVersion: string | undefined): Record<string, unknown> {
  return {
    siteDir: site.siteDir,
    siteVersion,
    siteConfig: site.siteConfig,
    siteConfigPath: site.siteConfigPath,
    generatedFilesDir: site.generatedFilesDir,
    outDir: site.outDir,
    baseUrl: site.baseUrl,
    i18n: site.i18n,
    localizationDir: `${site.siteDir}/i18n/${String(site.i18n.currentLocale)}`,
    codeTranslations: {},
    siteStorage: { type: 'localStorage', namespace: '' },
    currentBundler: { name: 'webpack' },
  };
}

export function postBuildProps(
  site: LifecycleSite,
  ctx: PostBuildContext,
  content: unknown,
  instances: PluginInstance[],
  loaded: Map<PluginInstance, { result: { content: unknown } }>,
): Record<string, unknown> {
  const paths = ctx.routes.filter((route) => !route.catchAll).map((route) => route.path);
  const notFound = `${site.baseUrl.replace(/\/$/, '')}/404.html`;
  return {
    siteConfig: site.siteConfig,
    siteConfigPath: site.siteConfigPath,
    siteDir: site.siteDir,
    outDir: ctx.outDir,
    baseUrl: site.baseUrl,
    i18n: site.i18n,
    generatedFilesDir: site.generatedFilesDir,
    routes: paths.map((path) => ({ path, exact: true })),
    routesPaths: [notFound, ...paths],
    plugins: instances.map((instance) => ({ ...instance.hooks, name: instance.name, options: instance.options, content: loaded.get(instance)?.result.content })),
    head: {},
    routesBuildMetadata: {},
    content,
  };
}
