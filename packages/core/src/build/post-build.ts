/** Build steps "postBuild <plugin>": each plugin's postBuild hook, in order, on the output being written. */
import type { Context } from '../plugins/api.ts';
import { callHook, type SiteData } from '../plugins/host.ts';

/** Runs one named, timed step (build.ts's). */
export type Step = <T>(name: string, run: () => Promise<T> | T) => Promise<T>;

export async function runPostBuild(site: SiteData, ctx: Context, outDir: string, step: Step): Promise<void> {
  for (const { plugin } of site.plugins) {
    if (!plugin.postBuild) continue;
    await step(`postBuild ${plugin.name}`, () => callHook(plugin, 'postBuild', () => plugin.postBuild!({ ...ctx, routes: site.routes, outDir })));
  }
}
