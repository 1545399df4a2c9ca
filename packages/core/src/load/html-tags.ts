/**
 * PURE but for the plugins' hooks: the config a command runs with, the tags and browser modules of
 * the plugins' `htmlTags(ctx)` hooks added (Docusaurus's `injectHtmlTags` and `getClientModules`,
 * which a plugin may give for some commands only: analytics for a build, not the dev server).
 * Applied once the plugins loaded (a Docusaurus plugin's tags may come from its content), and again
 * after a dev reload, each time from the config without them.
 * Plugins' head tags and client modules come before the config's own, in plugin order, as
 * Docusaurus orders them; body tags likewise. Everything downstream (the pages' head and body, the
 * Content-Security-Policy, the client modules' bundle) reads them from the config.
 */
import { withContext } from '../errors.ts';
import type { Context, PluginHtmlTags, SiteConfig } from '../plugin-api.ts';

/** A config with the plugins' tags → the config without them: applying them again starts from it. */
const withoutTags = new WeakMap<SiteConfig, SiteConfig>();

export function withPluginHtmlTags(ctx: Context): SiteConfig {
  const config = withoutTags.get(ctx.config) ?? ctx.config;
  const given: PluginHtmlTags[] = [];
  for (const plugin of ctx.config.plugins) {
    if (!plugin.htmlTags) continue;
    try {
      const tags = plugin.htmlTags({ ...ctx, config });
      if (tags) given.push(tags);
    } catch (error) {
      throw withContext(error, `plugin "${plugin.name}" failed in htmlTags()`);
    }
  }
  if (!given.length) return config;
  const merged = {
    ...config,
    headTags: [...given.flatMap((tags) => tags.headTags ?? []), ...config.headTags],
    bodyTags: [...given.flatMap((tags) => tags.bodyTags ?? []), ...config.bodyTags],
    clientModules: [...given.flatMap((tags) => tags.clientModules ?? []), ...config.clientModules],
  };
  withoutTags.set(merged, config);
  return merged;
}
