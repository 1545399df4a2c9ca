/**
 * Build steps "postBuild <plugin>": each plugin's postBuild hook, in order (`postBuildLast` ones
 * after the rest), on the output being
 * written, each shown every plugin's loaded content (`plugins`); then `llms.txt` from the sections
 * they added, unless a postBuild wrote an llms.txt of its own or a static folder holds one (the
 * site's own, which Docusaurus, making none, publishes as it is).
 */
import { existsSync } from 'node:fs';
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
  const llmsFile = path.join(outDir, 'llms.txt');
  const plugins = site.plugins.map(({ plugin, content }) => ({ name: plugin.name, content }));
  // Stable: the config's order, those that read the others' output last.
  const ordered = [...site.plugins.filter(({ plugin }) => !plugin.postBuildLast), ...site.plugins.filter(({ plugin }) => plugin.postBuildLast)];
  for (const { plugin } of ordered) {
    if (!plugin.postBuild) continue;
    await step(`postBuild ${plugin.name}`, () => callHook(plugin, 'postBuild', () => plugin.postBuild!({ ...ctx, routes: site.routes, outDir, llmsTxt, plugins })));
  }
  // A postBuild that wrote llms.txt itself (a Docusaurus site's llms.txt plugin) keeps its file, as does a static folder's.
  if (llmsTxt.sections.length && !existsSync(llmsFile)) {
    writeOutputFile(llmsFile, renderLlmsTxt(ctx.config.title, llmsTxt.summary ?? ctx.config.tagline, llmsTxt.sections));
  }
}
