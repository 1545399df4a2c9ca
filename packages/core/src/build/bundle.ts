/**
 * Step 4: the Vite client build (one lazily loaded chunk per route, hashed names) and the SSR build
 * used by prerender. Both share the compiled pages through the state's compiler cache.
 */
import { SERVER_ROUTES_CHUNK } from './render-cache.ts';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build, createLogger, defaultClientConditions, defaultServerConditions, type InlineConfig, type Plugin as VitePlugin } from 'vite';
import { cacheDir } from '../io/cache-dir.ts';
import { packageOfFile } from '../io/package-of-file.ts';
import { FolioError, isFolioError } from '../errors.ts';
import { siteScopeOf } from '../io/site-files.ts';
import { checkStaticDir } from '../io/static-folders.ts';
import { unresolvedImportError } from '../vite/unresolved-import.ts';
import type { RoutesModule } from '../routes/routes-module.ts';
import { folioVitePlugin, type ClientGraph, type FolioState } from '../vite/plugin.ts';

export interface Bundles {
  graph: ClientGraph;
  /** Absolute path of the built server entry. */
  serverEntry: string;
}

export function runtimeEntry(themeDir: string, name: 'entry-client' | 'entry-server'): string {
  return path.join(themeDir, 'src', 'runtime', `${name}.tsx`);
}

/** Rolldown warns that "use client" directives are dropped; that is expected for a static site. */
function onLog(level: string, entry: { code?: string }, handler: (level: any, entry: any) => void): void {
  if (entry.code === 'MODULE_LEVEL_DIRECTIVE') return;
  handler(level, entry);
}

/** Vite's logger, minus errors: the build reports those itself, once, as FolioErrors. */
function quietLogger() {
  const logger = createLogger('warn', { allowClearScreen: false });
  logger.error = () => {};
  return logger;
}

const ANSI = /\u001b\[[0-9;]*m/g;

/**
 * Turn a bundler error into a FolioError naming the file, line and column. For a page, the
 * position rolldown gives is in the compiled code, so an unresolved import is looked up in the
 * page's own source instead.
 */
export function toBundleError(error: unknown, siteDir: string): Error {
  const first = (error as { errors?: Array<{ message?: string; id?: string; loc?: { line: number; column: number } }> }).errors?.[0];
  const cause = (error as { cause?: unknown }).cause;
  if (isFolioError(cause)) return cause;
  // A package that is not installed: Vite's message names the importer only.
  const unresolved = unresolvedImportError(error, siteDir);
  if (unresolved) return unresolved;
  if (!first) return error as Error;
  const message = (first.message ?? String(error)).replace(ANSI, '').split('\n')[0]!.replace(/^\[[A-Z_]+\]\s*/, '');
  const file = first.id && !first.id.startsWith('\0') ? path.resolve(siteDir, first.id) : undefined;
  let line = first.loc?.line;
  let column = first.loc?.column === undefined ? undefined : first.loc.column + 1;
  let source: string | undefined;
  if (file && existsSync(file)) {
    source = readFileSync(file, 'utf8');
    const specifier = /Could not resolve '([^']+)'/.exec(message)?.[1];
    if (/\.mdx?$/.test(file)) {
      const index = specifier ? source.search(new RegExp(`['"]${specifier.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"]`)) : -1;
      if (index === -1) {
        line = undefined;
        column = undefined;
      } else {
        const before = source.slice(0, index).split('\n');
        line = before.length;
        column = before.at(-1)!.length + 1;
      }
    }
  }
  return new FolioError(message.replace(/ in \S+$/, ''), { file, line, column, source, cause: error });
}

const checkedStatic = new WeakSet<object>();

/**
 * Vite copies (and the dev server serves) the first static folder as its publicDir, following
 * symbolic links: before it does, every link in every static folder must stay inside the site
 * (site-files.ts). Once per context: the client and server builds share it.
 */
function checkStaticDirsOnce(ctx: FolioState['ctx']): void {
  if (checkedStatic.has(ctx)) return;
  const scope = siteScopeOf(ctx);
  for (const dir of ctx.config.staticDirectories) checkStaticDir(dir, scope);
  checkedStatic.add(ctx);
}

/** The export condition under which Folio's packages name their TypeScript sources. */
export const FOLIO_SOURCE = 'folio-source';

/** Vite settings common to the client build, the SSR build and the dev server. */
export function baseViteConfig(state: FolioState, graph?: ClientGraph, routesModule?: RoutesModule): InlineConfig {
  const { config, siteDir } = state.ctx;
  checkStaticDirsOnce(state.ctx);
  const staticDir = path.resolve(siteDir, config.staticDirectories[0] ?? 'static');
  return {
    root: siteDir,
    base: config.baseUrl,
    configFile: false,
    envDir: false,
    logLevel: 'warn',
    customLogger: quietLogger(),
    clearScreen: false,
    publicDir: existsSync(staticDir) ? staticDir : false,
    cacheDir: path.join(cacheDir(siteDir), 'vite'),
    // Folio's own packages from their TypeScript sources: the theme's runtime and components are
    // bundled from src/, and an import of `@folio/theme` must reach the same modules, not dist/.
    resolve: { dedupe: ['react', 'react-dom', 'react-router-dom'], conditions: [FOLIO_SOURCE, ...defaultClientConditions] },
    ssr: { resolve: { conditions: [FOLIO_SOURCE, ...defaultServerConditions] } },
    oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
    plugins: [folioVitePlugin(() => state, { graph, routesModule }), ...config.plugins.flatMap((p) => (p.vite ?? []) as VitePlugin[])],
  };
}

async function runBuild(state: FolioState, config: InlineConfig): Promise<void> {
  try {
    await build(config);
  } catch (error) {
    throw toBundleError(error, state.ctx.siteDir);
  }
}

/**
 * The client build into `outDir`, which may hold the bundler-free chunks already (they are kept).
 * `graph` may list those chunks; the bundler's chunks are added to it.
 */
export async function bundleClient(state: FolioState, outDir: string, graph: ClientGraph, routesModule?: RoutesModule): Promise<ClientGraph> {
  const base = baseViteConfig(state, graph, routesModule);
  await runBuild(state, {
    ...base,
    mode: 'production',
    build: {
      outDir,
      emptyOutDir: false,
      assetsDir: 'assets',
      reportCompressedSize: false,
      chunkSizeWarningLimit: 2048,
      rolldownOptions: { input: runtimeEntry(state.themeDir, 'entry-client'), onLog },
    },
  });
  return graph;
}

/**
 * React, React DOM and React Router stay out of the server bundle: prerender imports them from
 * their packages, by absolute path as Node resolves them from the theme (so that a site needs no
 * copy of its own). Bundling them made the SSR build parse and transform about 30,000
 * lines on every build, and hold them twice: 60-90 MB more peak RSS at 250 pages.
 * The files and package versions used go into `ssr-externals.json` beside the bundle, so the
 * render cache (which hashes the bundle folder) notices an upgrade.
 */
export const SSR_EXTERNAL = /^(?:react|react-dom|react-router-dom)(?:\/|$)/;

export function ssrExternals(themeDir: string): VitePlugin {
  const used = new Map<string, string>();
  const themeRequire = createRequire(path.join(themeDir, 'package.json'));
  return {
    name: 'folio:ssr-externals',
    enforce: 'pre',
    resolveId: {
      filter: { id: SSR_EXTERNAL },
      handler(id) {
        // From the theme, whoever imports it (one React for the theme and a site's overrides, as
        // the client build's resolve.dedupe ensures), with Node's conditions ("module-sync"
        // included: an ES module where the package has one). Not found there: bundled after all.
        let file: string;
        try {
          file = themeRequire.resolve(id);
        } catch {
          return undefined;
        }
        if (!used.has(file)) {
          const owner = packageOfFile(file);
          used.set(file, owner ? `${owner.name}@${owner.version}` : '?');
        }
        return { id: file, external: 'absolute' };
      },
    },
    // Written by hand: an SSR build emits no assets.
    writeBundle(options) {
      const files = Object.fromEntries([...used].sort(([a], [b]) => a.localeCompare(b)));
      writeFileSync(path.join(options.dir!, 'ssr-externals.json'), `${JSON.stringify(files, null, 2)}\n`);
    },
  };
}

export async function bundleServer(state: FolioState, outDir: string, routesModule?: RoutesModule): Promise<string> {
  const base = baseViteConfig(state, undefined, routesModule);
  await runBuild(state, {
    ...base,
    plugins: [ssrExternals(state.themeDir), ...(base.plugins ?? [])],
    mode: 'production',
    publicDir: false,
    ssr: { ...base.ssr, noExternal: true, target: 'node' },
    build: {
      outDir,
      emptyOutDir: true,
      ssr: runtimeEntry(state.themeDir, 'entry-server'),
      minify: false,
      reportCompressedSize: false,
      copyPublicDir: false,
      rolldownOptions: {
        output: {
          entryFileNames: 'entry-server.mjs',
          // The route table in a chunk of its own, under a fixed name: the render cache hashes the
          // rest of the bundle, which editing a page then leaves unchanged (see render-cache.ts).
          chunkFileNames: '[name].mjs',
          codeSplitting: { groups: [{ name: SERVER_ROUTES_CHUNK.replace(/\.mjs$/, ''), test: /virtual:folio\/routes/ }] },
          format: 'es',
        },
        onLog,
      },
    },
  });
  return path.join(outDir, 'entry-server.mjs');
}
