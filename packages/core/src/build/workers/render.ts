/** Worker: render URLs with the SSR bundle built for this build. */
import { loadRenderer, type RenderOutput } from '../renderer.ts';
import { serializeError, type SerializedError } from './serialize.ts';
import { startWorker } from './worker-data.ts';

/** What the render stage starts the pool with. */
export interface RenderWorkerData {
  serverEntry: string;
}

const data = startWorker<RenderWorkerData>();
let render: ReturnType<typeof loadRenderer> | undefined;

export default async function renderTask(url: string): Promise<{ output: RenderOutput } | { error: SerializedError }> {
  try {
    render ??= loadRenderer(data.serverEntry);
    return { output: await (await render)(url) };
  } catch (error) {
    return { error: serializeError(error) };
  }
}
