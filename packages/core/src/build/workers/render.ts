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

/** One render's result, or its error. */
export type RenderResult = { output: RenderOutput } | { error: SerializedError };

async function renderOne(url: string): Promise<RenderResult> {
  try {
    render ??= loadRenderer(data.serverEntry);
    return { output: await (await render)(url) };
  } catch (error) {
    return { error: serializeError(error) };
  }
}

/** A task is a few URLs (render.ts' renderInBatches), rendered one after another. */
export default async function renderTask(urls: string[]): Promise<RenderResult[]> {
  const results: RenderResult[] = [];
  for (const url of urls) results.push(await renderOne(url));
  return results;
}
