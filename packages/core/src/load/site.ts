/**
 * Steps 1–3 of the pipeline, shared by build and dev: the config, the context plugins see, and the
 * plugins' content and route table (host.ts). The state the Vite plugin serves from is made from
 * their result by vite/state.ts.
 */
import path from 'node:path';
import { loadConfig, type SiteConfig } from '../config/config.ts';
import { createSiteData, loadPlugins } from './host.ts';
import type { Context } from '../plugin-api.ts';
import type { LoadedSite } from './state.ts';
import { withPluginHtmlTags } from './html-tags.ts';

export function createContext(siteDir: string, config: SiteConfig, command: Context['command']): Context {
  return { siteDir, config, command };
}

/**
 * Loads every plugin, then puts their `htmlTags` into the context's config: a plugin's tags may
 * come from its content (Docusaurus's `injectHtmlTags({ content })`).
 */
export async function loadSite(ctx: Context): Promise<LoadedSite> {
  const plugins = await loadPlugins(ctx);
  ctx.config = withPluginHtmlTags(ctx);
  return createSiteData(plugins, ctx);
}

export async function loadSiteConfig(siteDir: string): Promise<SiteConfig> {
  return loadConfig(path.resolve(siteDir));
}
