/**
 * Build steps "compile pages" and "emit pages": every page compiled (compile-pages.ts: cache,
 * worker pool), and each module that needs no bundler written as a chunk of its own while the rest
 * still compiles (direct-chunks.ts: minified on rolldown's threads, written by the write thread).
 */
import type { Settings } from '../settings.ts';
import type { PipelineState } from '../load/state.ts';
import { compilePages, type CompileSummary } from './compile-pages.ts';
import { DirectChunkWriter, type DirectChunks } from './direct-chunks.ts';
import { ChunkMemo } from './chunk-memo.ts';
import { cacheDir } from '../io/cache-dir.ts';
import path from 'node:path';

export class PageCompile {
  private readonly writer: DirectChunkWriter;
  private readonly memo: ChunkMemo;
  private summary: CompileSummary | undefined;

  /** Starts writing the props modules into `outDir` (the output being written); `previousOut`: the output folder of the last build, whose chunks it reuses. */
  constructor(
    private readonly state: PipelineState,
    outDir: string,
    private readonly settings: Settings,
    previousOut: string,
  ) {
    const { siteDir, config } = state.ctx;
    const { currentLocale, defaultLocale } = config.i18n;
    this.memo = new ChunkMemo(path.join(cacheDir(siteDir), `chunks${currentLocale === defaultLocale ? '' : `-${currentLocale}`}.json`), previousOut, settings.buildShard !== undefined);
    this.writer = new DirectChunkWriter(outDir, this.memo);
    for (const [suffix, data] of state.routesModule.props) this.writer.propsModule(suffix, data);
  }

  /** Compile every page, handing each to the chunk writer as soon as it is ready. */
  async compile(): Promise<CompileSummary> {
    try {
      this.summary = await compilePages(this.state, { onCode: (id, page, code, bundled) => this.writer.page(id, page, code, bundled), settings: this.settings });
      return this.summary;
    } catch (error) {
      await this.writer.done().catch(() => {}); // nothing still writing into the output
      throw error;
    }
  }

  /** Wait for the bundler-free chunks to be written. */
  async emit(): Promise<DirectChunks> {
    const direct = await this.writer.done();
    this.memo.save(); // its chunks are content-addressed: right whatever the rest of the build does
    return direct;
  }
}

export function describeCompile(summary: CompileSummary): string {
  return (
    `  ${summary.pages} pages, ${summary.distinct} distinct sources: ${summary.compiled} compiled` +
    `${summary.workers ? ` on ${summary.workers} workers` : ''}, ${summary.cached} from cache` +
    `${summary.remote ? `, ${summary.remote} from the remote cache` : ''}`
  );
}

export function describeChunks(direct: DirectChunks): string {
  return `  ${direct.pages.size} pages and ${direct.props.size} props modules written without the bundler`;
}
