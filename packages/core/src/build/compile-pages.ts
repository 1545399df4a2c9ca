/**
 * Build step: compile every page the route table names before bundling, so the bundler's
 * transforms only read the cache and MDX errors surface as clean FolioErrors with file:line:col.
 * Identical sources compile once; uncached pages compile on a worker pool when there are enough.
 * With a remote cache (io/remote-cache.ts), what the local cache has not is asked of it first, in
 * packs (shared-packs.ts), and what this build compiles is shared.
 */
import { readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { FolioError } from '../errors.ts';
import { formatOf, type MdxFormat } from '../mdx/pipeline.ts';
import { createPool, type PoolSettings } from './pool.ts';
import type { CompileWorkerData } from './workers/compile.ts';
import type { Settings } from '../settings.ts';
import { deserializeError, type SerializedError } from './workers/serialize.ts';
import { pageModuleId, routePages } from '../routes/routes-module.ts';
import type { GeneratedPage } from '../plugin-api.ts';
import { finalizeForFile, finalizeGenerated, finalizeTextOf } from '../vite/finalize-page.ts';
import type { PipelineState } from '../load/state.ts';
import { log } from '../log.ts';
import type { SharedArtifacts } from '../settings.ts';
import { SharedPacks } from './shared-packs.ts';

export interface CompileSummary {
  pages: number;
  distinct: number;
  compiled: number;
  cached: number;
  /** Sources taken from the remote cache (io/remote-cache.ts). */
  remote: number;
  workers: number;
}

interface Job {
  /** The page's module id (pageModuleId): a file path or `virtual:folio/page/…`. */
  moduleId: string;
  /** The page as its route names it. */
  page: string | GeneratedPage;
  source: string;
  file: string;
  format: MdxFormat;
  /** Its compile key (the compiler's keyOf), computed once: a hash of the whole source. */
  key: string;
}

/**
 * Below this many pages needing MDX per worker, starting workers costs more than it saves.
 * Measured on 2 cores: 225 pages compile in 1.6 s on the main thread and 2.4 s on 2 workers; 1000
 * pages in 6.9 s and 6.4 s. Plain Markdown pages never go to workers (see compileIfPlain).
 */
const MIN_PAGES_PER_WORKER = 250;

async function readJobs(state: PipelineState): Promise<Job[]> {
  const seen = new Set<string>();
  const jobs: Promise<Job>[] = [];
  for (const page of state.site.routes.flatMap(routePages)) {
    const id = typeof page === 'string' ? page : page.id;
    if (seen.has(id)) continue;
    seen.add(id);
    if (typeof page !== 'string') {
      const format = page.textOf?.format ?? 'mdx';
      jobs.push(Promise.resolve({ moduleId: pageModuleId(page), page, source: page.mdx, file: page.source ?? page.id, format, key: state.compiler.keyOf(page.mdx, format) }));
      continue;
    }
    const format = formatOf(page, state.ctx.config.markdown.format);
    jobs.push(
      readFile(page, 'utf8').then(
        (source) => ({ moduleId: page, page, source, file: page, format, key: state.compiler.keyOf(source, format) }),
        (error: NodeJS.ErrnoException) => {
          throw new FolioError(`cannot read the page: ${error.code ?? error.message}`, { file: page });
        },
      ),
    );
  }
  return Promise.all(jobs);
}

/**
 * How long the main thread compiles plain pages before it lets other work run: the chunk writer's
 * minify and write callbacks (see DirectChunkWriter), which keep the other core busy meanwhile.
 */
const YIELD_EVERY_MS = 4;

export interface CompileOptions {
  /**
   * Called with each page's final code as soon as it is ready (nothing else keeps it). `bundled`
   * says whether the bundler will ask for the page: false, the compiled code is let go as soon as
   * no other page of the same source is still to come (the disk cache keeps it).
   */
  onCode?: (moduleId: string, page: string | GeneratedPage, code: string, bundled: (needs: boolean) => void) => void;
  /** The worker pool's settings, the fast Markdown switch its workers compile with, the remote cache. */
  settings: PoolSettings & Pick<Settings, 'fastMarkdown' | 'remote'>;
}

const isCode = (value: unknown): value is string => typeof value === 'string';

/**
 * The compiled pages the remote cache has, in packs (shared-packs.ts) over the build's distinct
 * sources in route order, taken into the compiler's caches; gives how many were taken, and each
 * key's place in the packs for `done` (undefined without a remote cache).
 */
async function fromRemote(state: PipelineState, jobs: Job[], remote: SharedArtifacts | undefined): Promise<{ packs?: SharedPacks<string>; places: Map<string, number>; taken: number }> {
  const places = new Map<string, number>();
  if (!remote) return { places, taken: 0 };
  const { compiler } = state;
  for (const { key } of jobs) if (!places.has(key)) places.set(key, places.size);
  const packs = new SharedPacks(remote, 'compiled', isCode);
  await packs.prefetch([...places.keys()], (key) => compiler.hasKey(key));
  let taken = 0;
  for (const job of jobs) {
    const code = packs.take(job.key);
    if (code === undefined) continue;
    compiler.adopt(job.source, job.file, job.format, code, job.key);
    taken++;
  }
  return { packs, places, taken };
}

export async function compilePages(state: PipelineState, options: CompileOptions): Promise<CompileSummary> {
  const { compiler } = state;
  const before = { ...compiler.stats };
  const jobs = await readJobs(state);
  const shared = await fromRemote(state, jobs, options.settings.remote);
  const failures = new Map<number, unknown>();
  // Pages of each source still to finish: the compiled code is kept in memory until the last.
  const pending = new Map<string, number>();
  for (const { key } of jobs) pending.set(key, (pending.get(key) ?? 0) + 1);
  let done = 0;
  const finish = async (job: Job, index: number) => {
    try {
      const { code } = await compiler.compile(job.source, job.file, job.format, job.key);
      // Held by the jobs until the step ends otherwise: at 10,000 pages, 60 MB of sources.
      job.source = '';
      const left = pending.get(job.key)! - 1;
      pending.set(job.key, left);
      if (shared.packs) shared.packs.done(shared.places.get(job.key)!, code);
      // Resolve links now so broken Markdown links are reported once, before bundling.
      const isFile = job.moduleId === job.file && (job.file.endsWith('.md') || job.file.endsWith('.mdx'));
      // A generated page whose text is a file's own (GeneratedPage.textOf) is finalised as that file's.
      const textOf = typeof job.page !== 'string' && job.page.textOf !== undefined && job.page.source !== undefined;
      const final = isFile ? finalizeForFile(state, code, job.file) : textOf ? finalizeTextOf(state, code, job.file) : finalizeGenerated(state, code, job.file);
      options.onCode?.(job.moduleId, job.page, final, (needs) => {
        if (!needs && left === 0) compiler.forget(job.key);
      });
    } catch (error) {
      failures.set(index, error);
    } finally {
      // The step's progress line (N of M pages) on a terminal, periodic lines elsewhere.
      log.progress(++done, jobs.length);
    }
  };
  // Cached pages and plain Markdown (about a millisecond a page) are done here, in order, with a
  // pause every few milliseconds; only what needs MDX is worth workers.
  const misses: number[] = [];
  let slice = performance.now();
  for (const [index, job] of jobs.entries()) {
    let ready: boolean;
    try {
      ready = compiler.hasKey(job.key) || compiler.compileIfPlain(job.source, job.file, job.format, job.key);
    } catch (error) {
      failures.set(index, error);
      continue;
    }
    if (!ready) {
      misses.push(index);
      continue;
    }
    await finish(job, index);
    if (performance.now() - slice > YIELD_EVERY_MS) {
      await new Promise((resolve) => setImmediate(resolve));
      slice = performance.now();
    }
  }
  const tasks = new Set(misses.map((index) => jobs[index]!.source)).size;
  const workerData: CompileWorkerData = { siteDir: state.ctx.siteDir, configFile: state.ctx.config.configFile, fastMarkdown: options.settings.fastMarkdown, locale: state.ctx.config.i18n.currentLocale };
  const pool = createPool('compile', { tasks, minTasksPerWorker: MIN_PAGES_PER_WORKER, settings: options.settings }, workerData);
  // Read before destroy(), which empties the pool.
  const workers = pool?.threads.length ?? 0;
  if (pool) {
    compiler.remote = async (task) => {
      const result = (await pool.run(task)) as { code: string } | { error: SerializedError };
      if ('error' in result) throw deserializeError(result.error);
      return result.code;
    };
  }
  try {
    await Promise.all(misses.map((index) => finish(jobs[index]!, index)));
  } finally {
    compiler.remote = undefined;
    await pool?.destroy();
  }
  if (failures.size) throw failures.get(Math.min(...failures.keys()));
  const compiled = compiler.stats.compiled - before.compiled;
  const cached = compiler.stats.diskHits - before.diskHits;
  return { pages: jobs.length, distinct: compiled + cached + shared.taken, compiled, cached, remote: shared.taken, workers };
}
