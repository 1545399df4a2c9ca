/**
 * Build step "bundle" for several locales at once: one client build and one server build whose
 * entries are each locale's, so the theme, the runtime and everything else the locales share is
 * bundled (and shipped, and cached by browsers) once. The locales' data and pages are modules of
 * their own (vite/locale-modules.ts, vite/locale-plugin.ts). The client bundle goes into the
 * site's folder of the output, under its base URL; each locale's HTML names its own entry.
 *
 * Prerender renders a locale with the server bundle's runtime reading that locale's data, which
 * the runtime's modules take once, as they are first evaluated: each locale imports its own copy
 * of the bundle (hard links of the same files, a module registry entry each), after setting the
 * global its data stands in for.
 */
import { copyFileSync, linkSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { copyStaticDir } from '../io/static-folders.ts';
import { writeOutputFile } from '../io/fs-errors.ts';
import { runtimeEntry } from '../vite/config.ts';
import { localeModuleId } from '../vite/locale-modules.ts';
import { localesVitePlugin, type BundledLocale } from '../vite/locale-plugin.ts';
import { localeWritesVitePlugin, type LocaleWritesClash, type WritesByFile } from '../vite/locale-writes-plugin.ts';
import { localeDirection } from '../vite/rtl-css.ts';
import { rtlTwins } from '../vite/rtl-twins.ts';
import type { ChunkInfo, ClientGraph } from '../vite/plugin.ts';
import type { PreparedLocale } from './build-locale.ts';
import { bothSettled, bundleClient, bundleServer, directGraph, type Bundles } from './bundle.ts';
import type { DirectChunks } from './direct-chunks.ts';

/** A locale ready for the shared bundle (build-locale.ts's prepareLocale), by name. */
export type LocaleToBundle = PreparedLocale & { name: string };

/** What the locales of a bundle wrote per locale (vite/locale-writes-plugin.ts), and who hears of a clash that stops it. */
export interface LocalesApart {
  writes: WritesByFile;
  onClash: (clash: LocaleWritesClash) => void;
}

/** The site's folder of the output being written, its server bundles' folder and its base URL. */
export interface SiteOutput {
  tmpDir: string;
  serverDir: string;
  baseUrl: string;
}

const entryName = (locale: string) => `locale-${locale.replace(/[^A-Za-z0-9_-]/g, '_')}`;

/**
 * One bundle for `locales`. Where they are of both directions, it is made as for a left-to-right
 * locale (the first one's state: its plugins' Vite steps, Docusaurus's Infima stylesheet), with
 * every stylesheet's mirrored twin beside it (vite/rtl-twins.ts), which the right-to-left locales' pages name.
 */
export async function bundleLocales(locales: LocaleToBundle[], site: SiteOutput, key: string, apart?: LocalesApart): Promise<Map<string, Bundles>> {
  const rtl = new Set(locales.filter(({ state }) => localeDirection(state.ctx.config.i18n) === 'rtl').map(({ name }) => name));
  const twins = rtl.size && rtl.size < locales.length ? rtlTwins() : undefined;
  const first = (locales.find(({ name }) => !twins || !rtl.has(name)) ?? locales[0]!).state;
  const shared: ClientGraph = { byModule: new Map(), byFile: new Map() };
  const writesPlugin = apart && localeWritesVitePlugin(apart.writes, apart.onClash);
  const serverDir = path.join(site.serverDir, 'shared', key);
  const shape = (kind: 'entry' | 'server', table: 'client' | 'server') => {
    const map = new Map<string, BundledLocale>(locales.map(({ name, state, routes }) => [name, { state, routesModule: routes[table] }]));
    return {
      input: {
        // The runtime first: the order modules run in, within a chunk, follows the entries. Visited
        // after the locales' route tables, the page components they import dynamically would come
        // first, and a cycle of the theme's modules (theme-common and the docs plugin's client)
        // would be entered from the other side, running a module before one it reads at once.
        [kind === 'server' ? 'entry-server' : 'entry-client']: runtimeEntry(first.themeDir, kind === 'server' ? 'entry-server' : 'entry-client'),
        ...Object.fromEntries(locales.map(({ name }) => [entryName(name), localeModuleId(name, kind)])),
      },
      base: site.baseUrl,
      plugins: [localesVitePlugin(map, runtimeEntry(first.themeDir, 'entry-client')), ...(writesPlugin ? [writesPlugin] : [])],
      routesChunk: /virtual:folio\/locale\/[^/]+\/routes/,
    };
  };
  await bothSettled(bundleClient(first, site.tmpDir, shared, undefined, { ...shape('entry', 'client'), twins }), bundleServer(first, serverDir, undefined, { ...shape('server', 'server'), twins }));
  for (const { state } of locales) state.compiler.releaseMemory();
  for (const info of shared.byFile.values()) info.base = site.baseUrl;
  const app = shared.byModule.get(runtimeEntry(first.themeDir, 'entry-client'));
  const bundles = new Map<string, Bundles>();
  for (const { name, state, output, direct } of locales) {
    const entry = shared.byModule.get(`\0${localeModuleId(name, 'entry')}`);
    if (!entry || !app) throw new Error(`the shared bundle has no entry for the locale "${name}"`);
    const graph = localeGraph(shared, direct, name, entry, app, site.baseUrl);
    bundles.set(name, { graph: twins && rtl.has(name) ? withTwins(graph, twins.pairs) : graph, serverEntry: localeServerEntry(serverDir, output.serverDir, name) });
    // The first static folder into each locale's folder, as Vite copies it into a bundle's own.
    const [staticDir] = state.ctx.config.staticDirectories;
    if (staticDir !== undefined) copyStaticDir(staticDir, output.tmpDir, state.ctx);
  }
  return bundles;
}

/**
 * A locale's view of the shared graph: its bundler-free chunks added, and its entry importing the
 * runtime's chunk (which it imports dynamically), so prerender preloads it and links its CSS.
 */
function localeGraph(shared: ClientGraph, direct: DirectChunks, locale: string, entry: ChunkInfo, app: ChunkInfo, bundleBase: string): ClientGraph {
  const own = directGraph(direct, locale);
  return {
    byModule: new Map([...shared.byModule, ...own.byModule]),
    byFile: new Map([...shared.byFile, ...own.byFile]),
    entry: { ...entry, imports: [...entry.imports, app.file] },
    bundleBase,
  };
}

/** PURE: a graph whose chunks name the right-to-left twins of their stylesheets. */
export function withTwins(graph: ClientGraph, pairs: ReadonlyMap<string, string>): ClientGraph {
  const twinned = new Map<ChunkInfo, ChunkInfo>();
  const twin = (info: ChunkInfo): ChunkInfo => {
    let made = twinned.get(info);
    if (!made) twinned.set(info, (made = { ...info, css: info.css.map((file) => pairs.get(file) ?? file) }));
    return made;
  };
  const map = <K>(entries: Map<K, ChunkInfo>) => new Map([...entries].map(([key, info]) => [key, twin(info)] as const));
  return { ...graph, byModule: map(graph.byModule), byFile: map(graph.byFile), ...(graph.entry ? { entry: twin(graph.entry) } : {}) };
}

/**
 * The locale's copy of the server bundle (hard links, or copies where links cannot be made) and
 * its entry: the locale's data into the global, then the runtime, imported once it is set.
 */
function localeServerEntry(sharedDir: string, localeDir: string, locale: string): string {
  mkdirSync(localeDir, { recursive: true });
  for (const file of readdirSync(sharedDir, { recursive: true }) as string[]) {
    const from = path.join(sharedDir, file);
    const to = path.join(localeDir, file);
    if (statSync(from).isDirectory()) {
      mkdirSync(to, { recursive: true });
      continue;
    }
    try {
      linkSync(from, to);
    } catch {
      copyFileSync(from, to);
    }
  }
  const entry = path.join(localeDir, 'entry-locale.mjs');
  const code = [
    `import data from './${entryName(locale)}.mjs';`,
    'globalThis.__folioLocale = data;',
    "export const { render } = await import('./entry-server.mjs');",
  ].join('\n');
  writeOutputFile(entry, `${code}\n`);
  return entry;
}
