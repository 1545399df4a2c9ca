/** The Vite settings the client build, the SSR build and the dev server share. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { InlineConfig, Plugin as VitePlugin } from 'vite';
import { cacheDir } from '../io/cache-dir.ts';
import { siteScopeOf } from '../io/site-files.ts';
import { checkStaticDir } from '../io/static-folders.ts';
import type { RoutesModule } from '../routes/routes-module.ts';
import { folioVitePlugin, type ClientGraph } from './plugin.ts';
import type { PipelineState } from '../load/state.ts';
import { themeRouterDir } from './theme-resolve.ts';
import { oneRouterPlugin } from './one-router.ts';
import { outsideImportsPlugin } from './outside-imports.ts';
import { secretImportsPlugin } from './secret-imports.ts';
import { viteTsconfig } from '../config/tsconfig-fallback.ts';
import { rtlCssPlugins } from './rtl-css.ts';
import { withPackageJsonPaths } from './package-json-paths.ts';

/** The export condition under which Folio's packages name their TypeScript sources. */
export const FOLIO_SOURCE = 'folio-source';

export function runtimeEntry(themeDir: string, name: 'entry-client' | 'entry-server'): string {
  return path.join(themeDir, 'src', 'runtime', `${name}.tsx`);
}

/**
 * Vite's `defaultClientConditions` and `defaultServerConditions` (config.test.ts holds them equal),
 * named here so that settings can be made without loading Vite: a build whose bundles are the last
 * build's (build/bundle-memo.ts) never loads it (0.14-0.17 s).
 */
export const VITE_CLIENT_CONDITIONS = ['module', 'browser', 'development|production'];
export const VITE_SERVER_CONDITIONS = ['module', 'node', 'development|production'];

/** Vite's logger, minus errors: the build reports those itself, once, as FolioErrors. */
async function quietLogger() {
  const { createLogger } = await import('vite');
  const logger = createLogger('warn', { allowClearScreen: false });
  logger.error = () => {};
  return logger;
}

const checkedStatic = new WeakSet<object>();

/**
 * Vite copies (and the dev server serves) the first static folder as its publicDir, following
 * symbolic links: before it does, every link in every static folder must stay inside the site
 * (site-files.ts). Once per context: the client and server builds share it.
 */
function checkStaticDirsOnce(ctx: PipelineState['ctx']): void {
  if (checkedStatic.has(ctx)) return;
  const scope = siteScopeOf(ctx);
  for (const dir of ctx.config.staticDirectories) checkStaticDir(dir, scope);
  checkedStatic.add(ctx);
}

/** `config` given Vite's logger minus errors (quietLogger), unless it has a logger: done as Vite is about to run. */
export async function withQuietLogger(config: InlineConfig): Promise<InlineConfig> {
  config.customLogger ??= await quietLogger();
  return config;
}

/** Vite settings common to the client build, the SSR build and the dev server; its logger is added by withQuietLogger. */
export async function baseViteConfig(state: PipelineState, graph?: ClientGraph, routesModule?: RoutesModule): Promise<InlineConfig> {
  const { config, siteDir } = state.ctx;
  checkStaticDirsOnce(state.ctx);
  const staticDir = path.resolve(siteDir, config.staticDirectories[0] ?? 'static');
  const tsconfig = await viteTsconfig(siteDir);
  const routerDir = themeRouterDir(state.themeDir);
  return {
    root: siteDir,
    ...(tsconfig ? { tsconfig } : {}),
    base: config.baseUrl,
    configFile: false,
    envDir: false,
    logLevel: 'warn',
    clearScreen: false,
    publicDir: existsSync(staticDir) ? staticDir : false,
    cacheDir: path.join(cacheDir(siteDir), 'vite'),
    // Folio's own packages from their TypeScript sources: the theme's runtime and components are
    // bundled from src/, and an import of `@folio/theme` must reach the same modules, not dist/.
    resolve: {
      dedupe: ['react', 'react-dom'],
      alias: [{ find: /^react-router-dom$/, replacement: routerDir }],
      conditions: [FOLIO_SOURCE, ...VITE_CLIENT_CONDITIONS],
    },
    ssr: { resolve: { conditions: [FOLIO_SOURCE, ...VITE_SERVER_CONDITIONS] } },
    oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
    // Folio's and the site's plugins' resolved files carry their package.json (package-json-paths.ts).
    plugins: [folioVitePlugin(() => state, { graph, routesModule }), outsideImportsPlugin(siteDir), secretImportsPlugin(state.ctx), oneRouterPlugin(state.themeDir, routerDir), ...config.plugins.flatMap((p) => (p.vite ?? []) as VitePlugin[]), ...rtlCssPlugins(config.i18n)].map(withPackageJsonPaths),
  };
}
