/**
 * The site's own PostCSS config next to its plugins' configurePostCss. Docusaurus's postcss-loader
 * loads the site's config (postcss.config.js and its other names) and runs that file's plugins
 * first, then those of `postcssOptions.plugins`, which configurePostCss edits. Vite loads the
 * file only when no inline `css.postcss` is given, and configure-webpack.ts gives one as soon as
 * a plugin's configurePostCss adds plugins: a site with Tailwind in postcss.config.js and any such
 * plugin would lose Tailwind. This Vite plugin (one per site, after the others' config hooks)
 * puts the file's plugins in front of the inline ones then, and does nothing otherwise.
 *
 * Plugins are given as postcss-loader takes them: a plugin (function or object), a package name
 * or path, `[name, options]`, or an object `{ name: options }` (options `false` leaves it out);
 * a name is required from the config file's folder, its `default` export if any, called with the
 * options when there are some.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { FolioError, importSiteModule } from '@folio/core';
import type { Plugin as VitePlugin } from 'vite';

/** The names postcss-load-config looks for, in its order (a YAML `.postcssrc` is not read). */
const CONFIG_FILES = ['.postcssrc.json', '.postcssrc.js', '.postcssrc.cjs', '.postcssrc.mjs', '.postcssrc.ts', 'postcss.config.js', 'postcss.config.cjs', 'postcss.config.mjs', 'postcss.config.ts', 'postcss.config.cts', 'postcss.config.mts'];

/**
 * The site's PostCSS config (the file, or package.json's `postcss`), if it has one: where it is and
 * its `plugins`. A config that is a function gets the context postcss-load-config gives (`env`,
 * the build's mode).
 */
export async function sitePostcssConfig(siteDir: string, mode: string): Promise<{ file: string; plugins: unknown } | undefined> {
  for (const name of CONFIG_FILES) {
    const file = path.join(siteDir, name);
    if (!existsSync(file)) continue;
    let config: unknown = name.endsWith('.json') ? JSON.parse(readFileSync(file, 'utf8')) : await importSiteModule(file);
    if (!name.endsWith('.json')) config = (config as { default?: unknown }).default ?? config;
    if (typeof config === 'function') config = await config({ env: mode, mode, cwd: siteDir });
    return { file, plugins: (config as { plugins?: unknown } | undefined)?.plugins };
  }
  const manifest = path.join(siteDir, 'package.json');
  const fromPackage = existsSync(manifest) ? (JSON.parse(readFileSync(manifest, 'utf8')) as { postcss?: { plugins?: unknown } }).postcss : undefined;
  return fromPackage ? { file: manifest, plugins: fromPackage.plugins } : undefined;
}

/** `plugins` of a PostCSS config as PostCSS takes them (postcss-loader's forms; see the file's comment). */
export function postcssPluginList(plugins: unknown, file: string): unknown[] {
  const require = createRequire(file);
  const load = (name: string, options: unknown): unknown => {
    let plugin: unknown;
    try {
      plugin = require(name);
    } catch (error) {
      throw new FolioError(`${file}: the PostCSS plugin "${name}" cannot be loaded: ${(error as Error).message.split('\n')[0]}`, { hint: `install it (npm install ${name}), or remove it from the PostCSS config` });
    }
    plugin = (plugin as { default?: unknown }).default ?? plugin;
    const given = options !== null && typeof options === 'object' && Object.keys(options).length > 0;
    return given ? (plugin as (options: unknown) => unknown)(options) : plugin;
  };
  const entries: Array<[unknown, unknown]> = [];
  const add = (name: unknown, options: unknown) => {
    const at = entries.findIndex(([known]) => known === name);
    if (at !== -1) entries.splice(at, 1);
    if (options !== false) entries.push([name, options]);
  };
  if (Array.isArray(plugins)) {
    for (const plugin of plugins) {
      if (Array.isArray(plugin) && typeof plugin[0] === 'string') add(plugin[0], plugin[1]);
      else if (isNameObject(plugin)) add(Object.keys(plugin)[0], Object.values(plugin)[0]);
      else if (plugin) add(plugin, undefined);
    }
  } else if (plugins && typeof plugins === 'object') {
    for (const [name, options] of Object.entries(plugins)) add(name, options);
  }
  return entries.map(([plugin, options]) => (typeof plugin === 'string' ? load(plugin, options) : plugin));
}

/** `{ name: options }`: one key, whose value is an object or a boolean (not a PostCSS plugin object). */
function isNameObject(value: unknown): value is Record<string, unknown> {
  if (!value || typeof value !== 'object' || typeof value === 'function' || 'postcssPlugin' in value) return false;
  const values = Object.values(value);
  return values.length === 1 && values[0] !== null && (typeof values[0] === 'object' || typeof values[0] === 'boolean');
}

/**
 * The Vite plugin (one per site): the site's PostCSS config's plugins, then `base` (the plugin
 * Docusaurus's own style loader runs: classic/postcss-base.ts), in front of the inline ones the
 * lifecycle gives, as postcss-loader orders them; nothing when there is neither `base` nor an inline one.
 */
export function sitePostcssConfigPlugin(siteDir: string, base: () => unknown[] = () => []): VitePlugin {
  return {
    name: 'folio:docusaurus-site-postcss-config',
    // After every other plugin's config hook: the inline plugins are all there.
    enforce: 'post',
    async config(config, { mode }) {
      const inline = config.css?.postcss;
      const inlinePlugins = inline && typeof inline === 'object' && Array.isArray(inline.plugins) ? inline.plugins : undefined;
      const own = base();
      if (!inlinePlugins?.length && !own.length) return undefined;
      const found = await sitePostcssConfig(siteDir, mode);
      const front = [...(found ? postcssPluginList(found.plugins, found.file) : []), ...own] as never[];
      if (inlinePlugins) inlinePlugins.unshift(...front);
      else return { css: { postcss: { plugins: front } } };
      return undefined;
    },
  };
}
