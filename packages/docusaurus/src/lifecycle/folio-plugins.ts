/**
 * Docusaurus plugins as Folio plugins, one each, sharing one run of their content hooks
 * (run-content.ts). What each gives Folio:
 * - its routes: each `addRoute` a module (route-module.ts) written under the plugin's data folder,
 *   in a theme folder the plugin declares, so that the route's component is `@theme/…` as every
 *   Folio route's is; the path without the base URL Docusaurus plugins put in front;
 * - its global data (`setGlobalData`), under `docusaurus:<name>#<id>`, which `useGlobalData` and
 *   `usePluginData` give back under the plugin's name and id;
 * - `getThemePath()` as a theme folder, `getPathsToWatch()` as what dev watches;
 * - `postBuild` with the props Docusaurus passes (post-build.ts);
 * - the commands its `extendCli` declares (extend-cli.ts).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FolioError, type Context, type Plugin, type Route } from '@folio/core';
import { lastLoadOf, officialContent } from './folio-official.ts';
import type { PluginInstance } from './instantiate.ts';
import { postBuildProps, type LifecycleSite } from './post-build.ts';
import { routeLeaves, routeModuleSource, type DocusaurusRouteConfig } from './route-module.ts';
import { bundlerHooksPlugin } from './configure-webpack.ts';
import { sitePostcssConfigPlugin } from './postcss-config.ts';
import { generatedFilesPlugin } from './generated-files.ts';
import { pluginCommands } from './extend-cli.ts';
import { localeTranslation } from './translations.ts';
import { injectedTags } from './html-tags.ts';
import { dataDirOf, hook, runAll, runOne, type PluginResult } from './run-content.ts';

const hasContentHooks = (instance: PluginInstance) => ['loadContent', 'contentLoaded', 'allContentLoaded'].some((hook) => typeof instance.hooks[hook] === 'function');
/** Its configureWebpack takes the content (`configureWebpack(config, isServer, utils, content)`). */
const readsContent = (instance: PluginInstance) => typeof instance.hooks.configureWebpack === 'function' && (instance.hooks.configureWebpack as (...args: unknown[]) => unknown).length >= 4;
const hasBundlerHooks = (instance: PluginInstance) => typeof instance.hooks.configureWebpack === 'function' || typeof instance.hooks.configurePostCss === 'function';

/** The folders of `.docusaurus/` a Docusaurus build's own content plugins write. */
const DOCUSAURUS_DATA = ['docusaurus-plugin-content-docs', 'docusaurus-plugin-content-blog', 'docusaurus-plugin-content-pages', 'docusaurus-plugin-debug'];

/** The global-data key of a Docusaurus plugin instance (client/useGlobalData.ts reads it back). */
export function globalDataKey(instance: Pick<PluginInstance, 'name' | 'id'>): string {
  return `docusaurus:${instance.name}#${instance.id}`;
}

/** Docusaurus's theme on Folio: a Markdown module as the content module Docusaurus's theme reads. */
const MARKDOWN_CONTENT = fileURLToPath(new URL('../../src/classic/bridge/markdown-content.ts', import.meta.url));

/** The theme folder holding a plugin instance's route modules, the same in every locale. */
function routesThemeDir(site: LifecycleSite, instance: PluginInstance): string {
  return path.join(dataDirOf(site.generatedFilesDir, instance), 'folio-theme');
}

/**
 * The folder of the locale's route modules in the theme folder: their content is the locale's, and
 * a bundle shared by several locales resolves `@theme/` with the first one's theme folders.
 */
function localeRoutesName(site: LifecycleSite, instance: PluginInstance): string {
  const safe = (value: string) => value.replace(/[^\w.-]+/g, '_');
  return `DocusaurusPluginRoutes/${safe(instance.name)}/${safe(instance.id)}/${safe(String(site.i18n.currentLocale))}`;
}

/** The site path of a route path Docusaurus plugins give with the base URL. */
export function withoutBaseUrl(routePath: string, baseUrl: string): string {
  if (baseUrl !== '/' && routePath.startsWith(baseUrl)) return `/${routePath.slice(baseUrl.length)}`;
  if (baseUrl !== '/' && `${routePath}/` === baseUrl) return '/';
  return routePath;
}

/**
 * Writes the route modules of one instance (its folder replaced) and gives the Folio routes: one
 * per page, a nested route's leaves each a route whose module renders its parents around it.
 */
function writeRoutes(site: LifecycleSite, instance: PluginInstance, routes: DocusaurusRouteConfig[]): Route[] {
  const folder = localeRoutesName(site, instance);
  const themeDir = routesThemeDir(site, instance);
  rmSync(path.join(themeDir, folder), { recursive: true, force: true });
  return routes.flatMap((tree) => routeLeaves(tree)).map(({ route, ancestors }, index) => {
    const name = `${folder}/${index}`;
    let source: string;
    try {
      source = routeModuleSource({
        route,
        ancestors,
        plugin: { name: instance.name, id: instance.id },
        routeContextModule: site.docusaurusTheme ? '@docusaurus/useRouteContext' : undefined,
        markdownModule: site.docusaurusTheme ? MARKDOWN_CONTENT : undefined,
        sitePath: (routePath) => withoutBaseUrl(routePath, site.baseUrl),
      });
    } catch (error) {
      throw new FolioError(`the Docusaurus plugin "${instance.name}" (\`${instance.where}\`), route ${(ancestors[0] ?? route).path}: ${(error as Error).message}`);
    }
    const file = path.join(themeDir, `${name}.js`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, source);
    return { path: withoutBaseUrl(route.path, site.baseUrl), component: `@theme/${name}`, source: instance.where };
  });
}

/**
 * `allContent`'s docs, blog and pages, by Docusaurus's name and id: the content of the load core
 * started for each Folio plugin standing for them (folio-official.ts's rememberingLoads), given
 * in Docusaurus's shape.
 */
async function officialAllContent(site: LifecycleSite, ctx: Context): Promise<Record<string, Record<string, unknown>>> {
  const allContent: Record<string, Record<string, unknown>> = {};
  const sitePaths = { siteDir: site.siteDir, baseUrl: site.baseUrl, localeDir: localeTranslation(site).dir, dev: ctx.command === 'dev' };
  await Promise.all(
    site.official().map(async (instance) => {
      const plugin = ctx.config.plugins.find((candidate) => candidate.name === instance.folioName);
      const content = plugin ? await lastLoadOf(plugin, ctx) : undefined;
      (allContent[instance.name] ??= {})[instance.id] = officialContent(instance, content, sitePaths);
    }),
  );
  return allContent;
}

interface Loaded {
  result: PluginResult;
  routes: Route[];
}

/** The Folio plugins of `instances`; their first loads share one run of every content hook. */
export function lifecyclePlugins(instances: PluginInstance[], site: LifecycleSite, notices: string[] = []): Plugin[] {
  let first: Promise<Map<PluginInstance, PluginResult>> | undefined;
  const loadedOnce = new Set<PluginInstance>();
  const loaded = new Map<PluginInstance, Loaded>();
  // The data folders of Docusaurus's own content plugins, which Folio runs in their place: only a
  // Docusaurus build writes there (thousands of files a site, left in a checkout), unless a plugin
  // run here has the name.
  const notWritten = DOCUSAURUS_DATA.filter((name) => !instances.some((instance) => instance.name === name)).map((name) => path.join(site.generatedFilesDir, name));
  return instances.map((instance, index): Plugin<Loaded> => {
    const themePath = typeof instance.hooks.getThemePath === 'function' ? (instance.hooks.getThemePath as () => string)() : undefined;
    const cli = pluginCommands(instance.hooks, instance.where);
    if (cli.notice) notices.push(cli.notice);
    return {
      commands: cli.commands,
      name: globalDataKey(instance),
      // On Docusaurus's theme its folder is in the theme's chain, at its place (../index.ts); given
      // here too, a component wrapping `@theme-init/X` would import itself.
      themePaths: [routesThemeDir(site, instance), ...(themePath && !site.docusaurusTheme ? [path.resolve(instance.dir, themePath)] : [])],
      // What its content hooks make is the locale's: its route modules, in the locale's folder, and
      // the files it writes into .docusaurus (createData's, or its own), under the same paths in
      // every locale as Docusaurus gives them. A build bundles together the locales that wrote the
      // same bytes there (core's build/locale-writes.ts). A configureWebpack taking the content (its
      // fourth parameter) is the locale's, and plugin-pwa's service worker precaches the locale's
      // folder, which must hold its assets: the locales are then bundled each on its own.
      ...(hasContentHooks(instance) ? { localeWritesDir: site.generatedFilesDir, localeWritesSkip: notWritten } : {}),
      bundlePerLocale: (hasContentHooks(instance) && readsContent(instance)) || instance.name === 'docusaurus-plugin-pwa',
      vite: [
        // On Docusaurus's theme the site's PostCSS plugins come with Docusaurus's own (../index.ts docusaurusPostcss).
        ...(index === 0 ? [generatedFilesPlugin(site.generatedFilesDir), ...(site.docusaurusTheme ? [] : [sitePostcssConfigPlugin(site.siteDir)])] : []),
        ...(hasBundlerHooks(instance) ? [bundlerHooksPlugin(instance, () => loaded.get(instance)?.result.content, site.siteDir, site.generatedFilesDir, site.baseUrl)] : []),
      ],
      async load(ctx) {
        // A second load is dev reloading this plugin: its hooks run again, alone.
        const result = loadedOnce.has(instance) ? await runOne(instance, site) : (await (first ??= runAll(instances, site, () => officialAllContent(site, ctx)))).get(instance)!;
        loadedOnce.add(instance);
        const value = { result, routes: writeRoutes(site, instance, result.routes) };
        loaded.set(instance, value);
        return value;
      },
      routes: (content) => content.routes,
      htmlTags: () => injectedTags(instance, loaded.get(instance)?.result.content),
      // None set: no key (the host leaves out undefined).
      globalData: (content) => (content.result.globalData === undefined ? undefined : JSON.parse(JSON.stringify(content.result.globalData))) as never,
      watch: () => {
        const paths = typeof instance.hooks.getPathsToWatch === 'function' ? (instance.hooks.getPathsToWatch as () => string[])() : [];
        return paths.map((file) => (path.isAbsolute(file) ? path.relative(site.siteDir, file) : file));
      },
      // Docusaurus runs every postBuild at once, and plugin-pwa's first compiles its service worker,
      // so the files it precaches include what the others write (the blog's feeds).
      postBuildLast: instance.name === 'docusaurus-plugin-pwa',
      async postBuild(ctx) {
        if (typeof instance.hooks.postBuild !== 'function') return;
        await hook(instance, 'postBuild', postBuildProps(site, ctx, loaded.get(instance)?.result.content, instances, loaded));
      },
    };
  });
}

