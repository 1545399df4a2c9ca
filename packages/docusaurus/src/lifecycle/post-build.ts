/**
 * What a Docusaurus plugin's `postBuild` receives, as Docusaurus passes it: the site's props
 * (`siteConfig`, `siteConfigPath`, `siteDir`, `outDir`, `baseUrl`, `i18n`, `generatedFilesDir`,
 * `routes` (each with the `{ name, id }` of the plugin that made it; a docs, blog or pages route
 * with its component and `metadata.sourceFilePath`), `routesPaths` with `/404.html` first,
 * `plugins` with each plugin's name, options and content (the docs, blog and pages Folio runs in
 * Docusaurus's place first, in Docusaurus's shape: folio-official.ts), `head` (empty, as with
 * Docusaurus's `removeLegacyPostBuildHeadAttribute`), the plugin's own `content`, and
 * `currentBundler`, the bundler Docusaurus would build the site with (siteBundler), for a postBuild
 * that compiles with it (plugin-pwa's service worker).
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { FolioError, resolveStorage, type PostBuildContext, type StorageOption } from '@folio/core';
import { codeMessages } from '../compat/code-translations.ts';
import { localeTranslation } from './translations.ts';
import type { PluginInstance } from './instantiate.ts';
import { officialPlugins, type OfficialInstance } from './folio-official.ts';
import { mapStorage } from '../map-config.ts';

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
  /** Docusaurus's docs, blog and pages instances, which Folio's own plugins stand for (folio-official.ts). */
  official: () => OfficialInstance[];
}

/** The official instances with their Folio plugins' content in Docusaurus's shape, once per build. */
const officialOf = new WeakMap<object, ReturnType<typeof officialPlugins>>();

function officialWithContent(site: LifecycleSite, ctx: PostBuildContext): ReturnType<typeof officialPlugins> {
  const loaded = ctx.plugins ?? [];
  let found = officialOf.get(loaded);
  if (!found) {
    found = officialPlugins(site.official(), (name) => loaded.find((plugin) => plugin.name === name)?.content, { siteDir: site.siteDir, baseUrl: site.baseUrl, localeDir: localeTranslation(site).dir, dev: false });
    officialOf.set(loaded, found);
  }
  return found;
}

/** Docusaurus's `{ name, id }` of the plugin that made a route, from its Folio plugin's name. */
function routePlugin(site: LifecycleSite, instances: PluginInstance[], folioName: string): { name: string; id: string } | undefined {
  const official = site.official().find((instance) => instance.folioName === folioName);
  if (official) return { name: official.name, id: official.id };
  const instance = instances.find((candidate) => `docusaurus:${candidate.name}#${candidate.id}` === folioName);
  return instance ? { name: instance.name, id: instance.id } : undefined;
}

/** The site's own code translations (`<locale folder>/code.json`, `id → message`), as Docusaurus's load context has them. */
function siteCodeTranslations(site: LifecycleSite): Record<string, string> {
  const file = path.join(localeTranslation(site).dir, 'code.json');
  if (!existsSync(file)) return {};
  try {
    return codeMessages(JSON.parse(readFileSync(file, 'utf8')), file);
  } catch {
    // The compat plugin reads the same file and reports what is wrong with it.
    return {};
  }
}

/** A bundler as Docusaurus gives it to plugins: its name and its module (webpack's function, or Rspack's). */
export interface SiteBundler {
  name: 'webpack' | 'rspack';
  instance: unknown;
}

const bundlers = new Map<string, SiteBundler>();

/**
 * A bundler whose compilers, given no `context`, take the site's folder: Docusaurus runs in it (a
 * site's scripts start it there), and a compile a plugin starts names its loaders (`babel-loader`)
 * as the site has them installed, which webpack resolves from the context (the working folder when
 * none is given). Folio may be started from anywhere (`folio build path/to/site`).
 */
function inSiteFolder(bundler: Function, siteDir: string): Function {
  const withContext = (config: unknown) => (config && typeof config === 'object' && !('context' in config) ? { ...config, context: siteDir } : config);
  return new Proxy(bundler, {
    apply: (target, self, [configs, ...rest]: unknown[]) => Reflect.apply(target, self, [Array.isArray(configs) ? configs.map(withContext) : withContext(configs), ...rest]),
  });
}

/**
 * @docusaurus/bundler's package.json as the site resolves it, else as its @docusaurus/core does:
 * with pnpm (or yarn berry) only the site's direct dependencies are in its node_modules, and a site
 * has the bundler through core.
 */
function bundlerPackage(siteDir: string): string {
  const fromSite = createRequire(path.join(siteDir, 'package.json'));
  try {
    return fromSite.resolve('@docusaurus/bundler/package.json');
  } catch {
    return createRequire(fromSite.resolve('@docusaurus/core/package.json')).resolve('@docusaurus/bundler/package.json');
  }
}

/**
 * The bundler Docusaurus would build the site with, loaded from the site's own install as
 * @docusaurus/bundler loads it: Rspack from @docusaurus/faster when `future.faster.rspackBundler`
 * is on, webpack otherwise. Without @docusaurus/bundler installed, reading `instance` fails
 * saying what to install.
 */
export function siteBundler(siteDir: string, siteConfig: Record<string, unknown>): SiteBundler {
  const rspack = Boolean((siteConfig.future as { faster?: { rspackBundler?: boolean } } | undefined)?.faster?.rspackBundler);
  const key = `${siteDir}\0${rspack}`;
  const known = bundlers.get(key);
  if (known) return known;
  const name = rspack ? 'rspack' : 'webpack';
  let instance: Function;
  try {
    const fromBundler = createRequire(bundlerPackage(siteDir));
    instance = rspack ? (fromBundler('@docusaurus/faster') as { rspack: Function }).rspack : (fromBundler('webpack') as Function);
  } catch {
    const missing = rspack ? '@docusaurus/faster' : '@docusaurus/bundler';
    return {
      name,
      get instance(): never {
        throw new FolioError(`the plugin compiles with Docusaurus's bundler (${name}), which is not installed in the site`, { hint: `npm install ${missing}${rspack ? '' : ' (every Docusaurus site has it through @docusaurus/core)'}` });
      },
    };
  }
  const bundler: SiteBundler = { name, instance: inSiteFolder(instance, siteDir) };
  bundlers.set(key, bundler);
  return bundler;
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
    localizationDir: localeTranslation(site).dir,
    codeTranslations: siteCodeTranslations(site),
    // Docusaurus's validation resolved it (storage, or 3.6's future.experimental_storage); core computes it as Docusaurus does.
    siteStorage: resolveStorage(mapStorage(site.siteConfig) as StorageOption | undefined, String(site.siteConfig.url ?? ''), site.baseUrl),
    currentBundler: { name: 'webpack' },
  };
}

/**
 * What a docs, blog or pages route tells besides its path, as Docusaurus's: its component, which
 * Folio names as Docusaurus does (`@theme/DocItem`), and the site-relative file of its page
 * (`metadata.sourceFilePath`).
 */
function officialRouteFields(site: LifecycleSite, route: PostBuildContext['routes'][number]): Record<string, unknown> {
  if (!site.official().some((instance) => instance.folioName === route.plugin)) return {};
  const file = typeof route.page === 'string' ? route.page : route.page?.source;
  const sourceFilePath = file && path.isAbsolute(file) ? path.relative(site.siteDir, file).split(path.sep).join('/') : undefined;
  return { component: route.component, ...(sourceFilePath ? { metadata: { sourceFilePath } } : {}) };
}

export function postBuildProps(
  site: LifecycleSite,
  ctx: PostBuildContext,
  content: unknown,
  instances: PluginInstance[],
  loaded: Map<PluginInstance, { result: { content: unknown } }>,
): Record<string, unknown> {
  const routes = ctx.routes.filter((route) => !route.catchAll);
  const paths = routes.map((route) => route.path);
  const notFound = `${site.baseUrl.replace(/\/$/, '')}/404.html`;
  const props = {
    siteConfig: site.siteConfig,
    siteConfigPath: site.siteConfigPath,
    siteDir: site.siteDir,
    outDir: ctx.outDir,
    baseUrl: site.baseUrl,
    i18n: site.i18n,
    generatedFilesDir: site.generatedFilesDir,
    routes: routes.map((route) => {
      const plugin = routePlugin(site, instances, route.plugin);
      return { path: route.path, exact: true, ...(plugin ? { plugin } : {}), ...officialRouteFields(site, route) };
    }),
    routesPaths: [notFound, ...paths],
    plugins: [
      ...officialWithContent(site, ctx),
      ...instances.map((instance) => ({ ...instance.hooks, name: instance.name, options: instance.options, content: loaded.get(instance)?.result.content })),
    ],
    head: {},
    routesBuildMetadata: {},
    content,
  };
  // Loaded when the plugin reads it: most postBuilds never do, and webpack takes a while to load.
  return Object.defineProperty(props, 'currentBundler', { enumerable: true, get: () => siteBundler(site.siteDir, site.siteConfig) });
}
