/** The config, plugin content and state a dev server (re)starts with, keeping content that breaks. */
import { loadConfig } from '../config/config.ts';
import type { Settings } from '../settings.ts';
import { formatError } from '../errors.ts';
import { log, task, type Timing } from '../log.ts';
import type { Context, SiteConfig } from '../plugin-api.ts';
import { createSiteData, loadPlugin } from '../load/host.ts';
import type { LoadedPlugin, LoadedSite, PipelineState } from '../load/state.ts';
import { createContext } from '../load/site.ts';
import { withPluginHtmlTags } from '../load/html-tags.ts';
import { createState } from '../vite/state.ts';
import type { DevLocaleWrites } from './locale-writes.ts';
import type { ShownErrors } from './shown-errors.ts';

/**
 * Config (`loaded`, when the caller has it already), plugin content and state for a (re)start. On a restart (`previous` given) a plugin whose
 * content fails to load keeps the content it had, as it does when a watched file breaks it: the
 * error is returned in `errors`, to be shown until an edit fixes it. Any other failure throws.
 */
export async function prepareSite(siteDir: string, settings: Settings | undefined, previous?: LoadedSite, configFile?: string, locale?: string, loaded?: SiteConfig, writes?: DevLocaleWrites): Promise<{ state: PipelineState; errors: ShownErrors }> {
  const timings: Timing[] = [];
  const config = loaded ?? (await task('config', timings, () => loadConfig(siteDir, configFile, { locale })));
  const ctx = createContext(siteDir, config, 'dev');
  const errors: ShownErrors = new Map();
  const load = () => loadSiteKeeping(ctx, previous, errors);
  const site = await task('load content', timings, () => (writes ? writes.record(config.i18n.currentLocale, config, load) : load()));
  return { state: createState(ctx, site, true, settings), errors };
}

async function loadSiteKeeping(ctx: Context, previous: LoadedSite | undefined, errors: ShownErrors): Promise<LoadedSite> {
  const plugins = ctx.config.plugins;
  const settled = await Promise.allSettled(plugins.map((plugin) => loadPlugin(plugin, ctx)));
  const loaded = settled.map((result, index): LoadedPlugin => {
    if (result.status === 'fulfilled') return result.value;
    const plugin = plugins[index]!;
    // The same plugin in the previous config: the nth one of that name.
    const nth = plugins.slice(0, index).filter((p) => p.name === plugin.name).length;
    const before = previous?.plugins.filter((p) => p.plugin.name === plugin.name)[nth];
    if (!before) throw result.reason;
    errors.set(plugin, result.reason);
    log.error(formatError(result.reason));
    return { ...before, plugin };
  });
  // The plugins' tags, once their content is loaded (load/site.ts).
  ctx.config = withPluginHtmlTags(ctx);
  return createSiteData(loaded, ctx);
}
