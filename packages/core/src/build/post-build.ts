/**
 * Build steps "postBuild <plugin>": each plugin's postBuild hook, in order, on the output being
 * written; then `llms.txt` from the sections they added.
 */
import path from 'node:path';
import { writeOutputFile } from '../io/fs-errors.ts';
import type { Context, PostBuildContext } from '../plugin-api.ts';
import { callHook } from '../load/host.ts';
import type { LoadedSite } from '../load/state.ts';
import { renderLlmsTxt } from './llms-txt.ts';

/** Runs one named, timed step (build.ts's). */
export type Step = <T>(name: string, run: () => Promise<T> | T) => Promise<T>;

export async function runPostBuild(site: LoadedSite, ctx: Context, outDir: string, step: Step): Promise<void> {
  const llmsTxt: PostBuildContext['llmsTxt'] = { sections: [] };
  for (const { plugin } of site.plugins) {
    if (!plugin.postBuild) continue;
    await step(`postBuild ${plugin.name}`, () => callHook(plugin, 'postBuild', () => plugin.postBuild!({ ...ctx, routes: site.routes, outDir, llmsTxt })));
  }
  if (llmsTxt.sections.length) {
    writeOutputFile(path.join(outDir, 'llms.txt'), renderLlmsTxt(ctx.config.title, llmsTxt.summary ?? ctx.config.tagline, llmsTxt.sections));
  }
}
