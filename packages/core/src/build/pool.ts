/**
 * Worker pools for the CPU-bound build steps (MDX compile, prerender). A pool is used only when
 * there is enough work to pay for starting workers; otherwise the step runs on the main thread.
 */
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import Tinypool from 'tinypool';
import type { Settings } from '../settings.ts';
import type { WorkerBase } from './workers/worker-data.ts';

const BOOTSTRAP = fileURLToPath(new URL('./workers/bootstrap.mjs', import.meta.url));
/** `.ts` when Folio runs from its sources, `.js` when from dist/ (see bin/precompile.mjs). */
const EXTENSION = import.meta.url.endsWith('.ts') ? '.ts' : '.js';

/** The settings a pool reads: its size, when it starts, and the log's (which workers log with too). */
export type PoolSettings = Pick<Settings, 'workers' | 'workerMinTasks' | 'quiet' | 'memory'>;

/** Threads a pool may use: `settings.workers` when set, else one per core up to 4. */
function workerCount(settings: Pick<Settings, 'workers'>): number {
  return settings.workers ?? Math.min(availableParallelism(), 4);
}

/**
 * How many threads createPool starts for this many tasks: 0 when a pool would not pay.
 * `settings.workerMinTasks` overrides the threshold (tests use it to run the pools on small sites).
 */
export function poolThreads(tasks: number, minTasksPerWorker: number, settings: Pick<Settings, 'workers' | 'workerMinTasks'>): number {
  const minTasks = settings.workerMinTasks ?? minTasksPerWorker;
  const threads = Math.min(workerCount(settings), Math.ceil(tasks / minTasks));
  return threads < 2 || tasks < minTasks ? 0 : threads;
}

/** Start a pool running `module` (a file in ./workers), or undefined when it would not pay. */
export function createPool(
  module: 'compile' | 'render',
  work: { tasks: number; minTasksPerWorker: number; settings: PoolSettings },
  data: object,
) {
  const threads = poolThreads(work.tasks, work.minTasksPerWorker, work.settings);
  if (threads === 0) return undefined;
  const base: WorkerBase = {
    module: new URL(`./workers/${module}${EXTENSION}`, import.meta.url).href,
    log: { quiet: work.settings.quiet, memory: work.settings.memory },
  };
  return new Tinypool({ filename: BOOTSTRAP, minThreads: threads, maxThreads: threads, workerData: { ...data, ...base } });
}
