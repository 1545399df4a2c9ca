/** Worker: render URLs with the SSR bundle built for this build. */
import { workerData } from 'node:worker_threads';
import { loadRenderer, type RenderOutput } from '../../build/prerender.ts';
import { poolData, serializeError, type SerializedError } from './serialize.ts';

let render: ReturnType<typeof loadRenderer> | undefined;

export default async function renderTask(url: string): Promise<{ output: RenderOutput } | { error: SerializedError }> {
  try {
    render ??= loadRenderer(poolData<{ serverEntry: string }>(workerData).serverEntry);
    return { output: await (await render)(url) };
  } catch (error) {
    return { error: serializeError(error) };
  }
}
