/** Worker: compile MDX with the site's own pipeline (the config is loaded once per worker). */
import { loadConfig } from '../../config/config.ts';
import { compileMdx, createMdxPipeline, type MdxFormat, type MdxPipeline } from '../../mdx/pipeline.ts';
import { readFrontMatter } from '../../mdx/front-matter.ts';
import { serializeError, type SerializedError } from './serialize.ts';
import { startWorker } from './worker-data.ts';

/** What compilePages starts the pool with. */
export interface CompileWorkerData {
  siteDir: string;
  /** The config file the build loaded (it may not be the default one). */
  configFile: string;
  fastMarkdown: boolean;
  /** The locale the build compiles for (each locale's config may differ). */
  locale: string;
}

const data = startWorker<CompileWorkerData>();
let pipeline: Promise<MdxPipeline> | undefined;

export interface CompileTask {
  source: string;
  file: string;
  format: MdxFormat;
  tryFast: boolean;
}

export default async function compileTask(task: CompileTask): Promise<{ code: string } | { error: SerializedError }> {
  try {
    pipeline ??= loadConfig(data.siteDir, data.configFile, { locale: data.locale }).then((config) => createMdxPipeline(config, { fastMarkdown: data.fastMarkdown }));
    const { data: frontMatter, content } = readFrontMatter(task.source, task.file);
    const code = await compileMdx(content, { file: task.file, format: task.format, frontMatter, pipeline: await pipeline, tryFast: task.tryFast });
    return { code };
  } catch (error) {
    return { error: serializeError(error) };
  }
}
