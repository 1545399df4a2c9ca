/**
 * Step 4: the Vite client build (one lazily loaded chunk per route, hashed names) and the SSR build
 * used by prerender. Both share the compiled pages through the state's compiler cache.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { build, type InlineConfig, type Plugin as VitePlugin } from 'vite';
import { folioVitePlugin, type ClientGraph, type FolioState } from './vite-plugin.ts';

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

/** Vite settings common to the client build, the SSR build and the dev server. */
export function baseViteConfig(state: FolioState, graph?: ClientGraph): InlineConfig {
  const { config, siteDir } = state.ctx;
  const staticDir = path.resolve(siteDir, config.staticDirectories[0] ?? 'static');
  return {
    root: siteDir,
    base: config.baseUrl,
    configFile: false,
    envDir: false,
    logLevel: 'warn',
    clearScreen: false,
    publicDir: existsSync(staticDir) ? staticDir : false,
    cacheDir: path.join(siteDir, 'node_modules', '.cache', 'folio', 'vite'),
    resolve: { dedupe: ['react', 'react-dom', 'react-router-dom'] },
    oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
    plugins: [folioVitePlugin(() => state, graph), ...config.plugins.flatMap((p) => (p.vite ?? []) as VitePlugin[])],
  };
}

export async function bundleClient(state: FolioState, outDir: string): Promise<ClientGraph> {
  const graph: ClientGraph = { byModule: new Map(), byFile: new Map() };
  const base = baseViteConfig(state, graph);
  await build({
    ...base,
    mode: 'production',
    build: {
      outDir,
      emptyOutDir: true,
      assetsDir: 'assets',
      reportCompressedSize: false,
      chunkSizeWarningLimit: 2048,
      rolldownOptions: { input: runtimeEntry(state.themeDir, 'entry-client'), onLog },
    },
  });
  return graph;
}

export async function bundleServer(state: FolioState, outDir: string): Promise<string> {
  const base = baseViteConfig(state);
  await build({
    ...base,
    mode: 'production',
    publicDir: false,
    ssr: { noExternal: true, target: 'node' },
    build: {
      outDir,
      emptyOutDir: true,
      ssr: runtimeEntry(state.themeDir, 'entry-server'),
      minify: false,
      reportCompressedSize: false,
      copyPublicDir: false,
      rolldownOptions: { output: { entryFileNames: 'entry-server.mjs', format: 'es' }, onLog },
    },
  });
  return path.join(outDir, 'entry-server.mjs');
}
