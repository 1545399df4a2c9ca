/** Worker: render URLs with the SSR bundle built for this build. */
import { loadRenderer, type RenderOutput } from '../renderer.ts';
import { serializeError, type SerializedError } from './serialize.ts';
import { installSsrChunkLoader } from '../ssr-chunks.ts';
import { startWorker } from './worker-data.ts';

/** What the render stage starts the pool with. */
export interface RenderWorkerData {
  serverEntry: string;
}

const data = startWorker<RenderWorkerData>();
// Page and props chunks run as functions, not imported: an imported chunk stays in the worker's
// module registry for good (at 10,000 pages, each worker's heap grew past 300 MB).
installSsrChunkLoader(new Map());
let render: ReturnType<typeof loadRenderer> | undefined;

export default async function renderTask(url: string): Promise<{ output: RenderOutput } | { error: SerializedError }> {
  try {
    render ??= loadRenderer(data.serverEntry);
    return { output: await (await render)(url) };
  } catch (error) {
    return { error: serializeError(error) };
  }
}
