/**
 * The bundles of the last build of a locale bundled on its own, kept in the site's cache so that a
 * build whose bundles would be the same copies them instead of bundling again: the client's files
 * (into the output being written) and the server bundle, with the client graph prerender reads and
 * the warnings the bundlers gave. Editing pages leaves the bundles alone: the pages that need no
 * bundler are chunks of their own, the client's route table names its shards by their paths, and
 * the server's reads its rows at run time (route-shards.ts).
 *
 * The bundles are the same when everything bundle-inputs.ts lists is: the key (code, the builds'
 * shapes, the site's files, lockfiles), then every module file the bundlers read, by content, and
 * every module a plugin made from no file, by the code the plugin gives for it now. Anything that
 * cannot be checked bundles again: a plugin that is not one object, a load hook asking more of its
 * context than to fail, a module file changed while it was being bundled. The memo's own files are
 * checked by size when they are copied back.
 *
 * Measured on the Karakeep docs, a rebuild after a page edit: the bundle step took 0.75-0.82 s,
 * about a quarter of the build.
 */
import { copyFileSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type { InlineConfig } from 'vite';
import { cacheDir } from '../io/cache-dir.ts';
import { copyStaticDir } from '../io/static-folders.ts';
import { log, onWarning } from '../log.ts';
import type { PipelineState } from '../load/state.ts';
import type { ChunkInfo, ClientGraph } from '../vite/plugin.ts';
import { writeFileAtomic } from '../write-atomic.ts';
import { bundleKey, BundleRecorder, fileOfModule, hashFile, loadsAgree, type LoadRecord } from './bundle-inputs.ts';
import { SERVER_TABLE_FILE } from './renderer.ts';

const FORMAT = 1;

/** The memo's index: what the bundles were made from, and what they are. */
interface MemoIndex {
  format: number;
  key: string;
  files: Array<[string, string]>;
  loads: LoadRecord[];
  client: Array<[string, number]>;
  server: Array<[string, number]>;
  chunks: Record<string, { imports: string[]; css: string[] }>;
  modules: Array<[string, string]>;
  entry?: string;
  warnings: Array<['folio' | 'vite', string]>;
}

/** The two builds, as bundle.ts would run them. */
export interface BundleBuilds {
  client: InlineConfig;
  server: InlineConfig;
  /** The output folder the client build writes into, and the server bundle's folder. */
  clientDir: string;
  serverDir: string;
}

function filesOf(dir: string): Array<[string, number]> {
  return (readdirSync(dir, { recursive: true }) as string[])
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => path.basename(file) !== SERVER_TABLE_FILE && statSync(path.join(dir, file)).isFile())
    .sort()
    .map((file): [string, number] => [file, statSync(path.join(dir, file)).size]);
}

function copyAll(files: Array<[string, number]>, from: string, to: string, copied: string[] = []): void {
  for (const [file] of files) {
    mkdirSync(path.dirname(path.join(to, file)), { recursive: true });
    copyFileSync(path.join(from, file), path.join(to, file));
    copied.push(path.join(to, file));
  }
}

export class BundleMemo {
  private readonly dir: string;
  private key: string | undefined;

  constructor(
    private readonly state: PipelineState,
    private readonly outDir: string,
  ) {
    const locale = state.ctx.config.i18n.currentLocale.replace(/[^A-Za-z0-9_-]/g, '_');
    this.dir = path.join(cacheDir(state.ctx.siteDir), 'bundle', locale);
  }

  private keyOf(builds: BundleBuilds): string {
    this.key ??= bundleKey({ siteDir: this.state.ctx.siteDir, outDir: this.outDir, client: builds.client, server: builds.server });
    return this.key;
  }

  /** The last build's bundles copied into this build's folders, the graph filled; undefined when they would differ. */
  async restore(builds: BundleBuilds, graph: ClientGraph): Promise<string | undefined> {
    let index: MemoIndex;
    try {
      index = JSON.parse(readFileSync(path.join(this.dir, 'index.json'), 'utf8')) as MemoIndex;
    } catch {
      return undefined;
    }
    if (index.format !== FORMAT || index.key !== this.keyOf(builds)) return undefined;
    if (index.files.some(([file, hash]) => hashFile(file) !== hash)) return undefined;
    if (!(await loadsAgree(index.loads, { client: builds.client.plugins ?? [], server: builds.server.plugins ?? [] }))) return undefined;
    const sizes = (files: Array<[string, number]>, dir: string) => files.every(([file, size]) => statSync(path.join(dir, file), { throwIfNoEntry: false })?.size === size);
    if (!sizes(index.client, path.join(this.dir, 'client')) || !sizes(index.server, path.join(this.dir, 'server'))) return undefined;
    const copied: string[] = [];
    try {
      copyAll(index.client, path.join(this.dir, 'client'), builds.clientDir, copied);
      rmSync(builds.serverDir, { recursive: true, force: true });
      copyAll(index.server, path.join(this.dir, 'server'), builds.serverDir);
    } catch {
      // Replaced by another build of the site meanwhile: bundled afresh, with none of its files left behind.
      for (const file of copied) rmSync(file, { force: true });
      return undefined;
    }
    // What Vite copies as it bundles: the first static folder.
    const [staticDir] = this.state.ctx.config.staticDirectories;
    if (staticDir !== undefined && builds.client.publicDir) copyStaticDir(staticDir, builds.clientDir, this.state.ctx);
    restoreGraph(graph, index);
    if (index.warnings.length) {
      const vite = (await import('vite')).createLogger('warn', { allowClearScreen: false });
      for (const [from, message] of index.warnings) (from === 'folio' ? log.warn : vite.warn)(message);
    }
    return path.join(builds.serverDir, 'entry-server.mjs');
  }

  /** Watches this build's bundling (its plugins wrapped, its warnings heard, until `stop`); `save` keeps what it made. */
  record(builds: BundleBuilds): { recorder: BundleRecorder; warnings: MemoIndex['warnings']; stop: () => void } {
    // Before Vite sees the settings: it adds to them as it builds.
    this.keyOf(builds);
    const recorder = new BundleRecorder();
    builds.client.plugins = recorder.plugins('client', builds.client.plugins ?? []);
    builds.server.plugins = recorder.plugins('server', builds.server.plugins ?? []);
    const warnings: MemoIndex['warnings'] = [];
    for (const config of [builds.client, builds.server]) {
      const logger = config.customLogger;
      if (!logger) continue;
      const warn = logger.warn.bind(logger);
      logger.warn = (message, options) => {
        warnings.push(['vite', message]);
        warn(message, options);
      };
    }
    const stop = onWarning((message) => warnings.push(['folio', message]));
    return { recorder, warnings, stop };
  }

  /** Keeps the bundles just made, unless something they read changed while they were made; never fails the build. */
  save(builds: BundleBuilds, graph: ClientGraph, direct: ReadonlySet<string>, recording: ReturnType<BundleMemo['record']>): void {
    const next = `${this.dir}.next-${process.pid}`;
    try {
      this.keep(builds, graph, direct, recording, next);
    } catch {
      // Another build of the site keeping its own at the same time: this one is not kept.
      rmSync(next, { recursive: true, force: true });
    }
  }

  private keep(builds: BundleBuilds, graph: ClientGraph, direct: ReadonlySet<string>, { recorder, warnings }: ReturnType<BundleMemo['record']>, next: string): void {
    if (recorder.unusable) return;
    const files: Array<[string, string]> = [];
    for (const file of new Set([...recorder.modules].map(fileOfModule).filter((file): file is string => file !== undefined))) {
      const stat = statSync(file, { throwIfNoEntry: false });
      const hash = stat && stat.mtimeMs < recorder.started ? hashFile(file) : undefined;
      if (hash === undefined) return;
      files.push([file, hash]);
    }
    files.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const client = [...new Set(recorder.clientFiles)].sort().map((file): [string, number] => [file, statSync(path.join(builds.clientDir, file)).size]);
    const server = filesOf(builds.serverDir);
    rmSync(next, { recursive: true, force: true });
    copyAll(client, builds.clientDir, path.join(next, 'client'));
    copyAll(server, builds.serverDir, path.join(next, 'server'));
    const index: MemoIndex = { format: FORMAT, key: this.keyOf(builds), files, loads: recorder.loads, client, server, ...graphRecord(graph, direct), warnings };
    writeFileAtomic(path.join(next, 'index.json'), JSON.stringify(index));
    rmSync(this.dir, { recursive: true, force: true });
    renameSync(next, this.dir);
  }
}

/** The bundlers' part of the graph: chunks by file, modules by chunk, the entry. */
function graphRecord(graph: ClientGraph, direct: ReadonlySet<string>): Pick<MemoIndex, 'chunks' | 'modules' | 'entry'> {
  const chunks: MemoIndex['chunks'] = {};
  for (const [file, info] of graph.byFile) if (!direct.has(file)) chunks[file] = { imports: info.imports, css: info.css };
  const modules: MemoIndex['modules'] = [];
  for (const [id, info] of graph.byModule) if (!direct.has(info.file)) modules.push([id, info.file]);
  return { chunks, modules, ...(graph.entry ? { entry: graph.entry.file } : {}) };
}

function restoreGraph(graph: ClientGraph, index: MemoIndex): void {
  const infos = new Map<string, ChunkInfo>();
  for (const [file, { imports, css }] of Object.entries(index.chunks)) {
    const info: ChunkInfo = { file, imports, css };
    infos.set(file, info);
    graph.byFile.set(file, info);
  }
  for (const [id, file] of index.modules) graph.byModule.set(id, infos.get(file)!);
  if (index.entry) graph.entry = infos.get(index.entry)!;
}
