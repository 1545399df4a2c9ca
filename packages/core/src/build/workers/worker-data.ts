/** What a worker receives from createPool (../pool.ts): the pool's data, its module, and the log's settings. */
import { workerData } from 'node:worker_threads';
import { configureLog } from '../../log.ts';

export interface WorkerBase {
  /** The worker module's URL (bootstrap.mjs imports it). */
  module: string;
  /** The CLI's log settings, which a worker does not read from the environment itself. */
  log: { quiet: boolean; memory: boolean };
}

/** Call once when a worker module loads: configures its log and returns the pool's data. */
export function startWorker<T>(): T & WorkerBase {
  // Tinypool passes [its own data, ours].
  const data = (workerData as [unknown, T & WorkerBase])[1];
  configureLog(data.log);
  return data;
}
