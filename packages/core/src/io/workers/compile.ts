/** Worker: compile MDX with the site's own pipeline (the config is loaded once per worker). */
import { workerData } from 'node:worker_threads';
import { loadConfig } from '../../config/config.ts';
import { compileMdx, createMdxPipeline, type MdxFormat, type MdxPipeline } from '../../mdx/pipeline.ts';
import { readFrontMatter } from '../../mdx/front-matter.ts';
import { poolData, serializeError, type SerializedError } from './serialize.ts';

let pipeline: Promise<MdxPipeline> | undefined;

export interface CompileTask {
  source: string;
  file: string;
  format: MdxFormat;
  tryFast: boolean;
}

export default async function compileTask(task: CompileTask): Promise<{ code: string } | { error: SerializedError }> {
  try {
    pipeline ??= loadConfig(poolData<{ siteDir: string }>(workerData).siteDir).then(createMdxPipeline);
    const { data, content } = readFrontMatter(task.source, task.file);
    const code = await compileMdx(content, { file: task.file, format: task.format, frontMatter: data, pipeline: await pipeline, tryFast: task.tryFast });
    return { code };
  } catch (error) {
    return { error: serializeError(error) };
  }
}
