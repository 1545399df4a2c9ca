/**
 * Worker pools for the CPU-bound build steps (MDX compile, prerender). A pool is used only when
 * there is enough work to pay for starting workers; otherwise the step runs on the main thread.
 */
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import Tinypool from 'tinypool';

const BOOTSTRAP = fileURLToPath(new URL('./workers/bootstrap.mjs', import.meta.url));
/** `.ts` when Folio runs from its sources, `.js` when from dist/ (see bin/precompile.mjs). */
const EXTENSION = import.meta.url.endsWith('.ts') ? '.ts' : '.js';

export function workerCount(): number {
  const configured = process.env.FOLIO_WORKERS ? Number(process.env.FOLIO_WORKERS) : Number.NaN;
  if (Number.isInteger(configured) && configured >= 0) return configured;
  return Math.min(availableParallelism(), 4);
}

/** How many threads createPool starts for this many tasks: 0 when a pool would not pay. */
export function poolThreads(tasks: number, minTasksPerWorker: number): number {
  // FOLIO_WORKER_MIN_TASKS overrides the threshold (tests use it to run the pools on small sites).
  const minTasks = Number(process.env.FOLIO_WORKER_MIN_TASKS) || minTasksPerWorker;
  const threads = Math.min(workerCount(), Math.ceil(tasks / minTasks));
  return threads < 2 || tasks < minTasks ? 0 : threads;
}

/** Start a pool running `module` (a file in ./workers), or undefined when it would not pay. */
export function createPool(module: 'compile' | 'render', tasks: number, minTasksPerWorker: number, data: Record<string, unknown>) {
  const threads = poolThreads(tasks, minTasksPerWorker);
  if (threads === 0) return undefined;
  return new Tinypool({
    filename: BOOTSTRAP,
    minThreads: threads,
    maxThreads: threads,
    workerData: { ...data, module: new URL(`./workers/${module}${EXTENSION}`, import.meta.url).href },
  });
}
