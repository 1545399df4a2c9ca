/**
 * `configureWebpack` and `configurePostCss` on Vite. Each plugin's `configureWebpack(config,
 * isServer, utils, content)` is handed a webpack-shaped config (`module.rules`, `resolve.alias`
 * with `@site` and `@generated`, `resolve.fallback`, `plugins`) and Docusaurus's utils (the
 * bundler's `DefinePlugin`, `EnvironmentPlugin`, `ProvidePlugin`, `NormalModuleReplacementPlugin`
 * as classes that record what they are given; `getStyleLoaders`, `getJSLoader`), once for the
 * client and once for the server. What it returns (merged, or the config it changed) is
 * translated to Vite:
 * - `resolve.alias` and `resolve.fallback` → aliases (`false`: an empty module);
 * - DefinePlugin and EnvironmentPlugin → `define`;
 * - NormalModuleReplacementPlugin with a string → a resolve hook replacing the matching imports;
 * - rules for Sass, Less and Stylus files → Vite's own preprocessors (the preprocessor must be
 *   installed, as the webpack loader needed it; a sass older than 1.70 is adapted: old-sass.ts);
 * - rules for Docusaurus's mdx-loader → Folio's own Markdown compile, with the `metadata` and
 *   `assets` exports the loader's options add (mdx-loader-exports.ts);
 * - anything else (other loaders, ProvidePlugin, externals, other webpack plugins) is named in
 *   one notice per plugin and feature, and the build goes on without it.
 * `configurePostCss(options)` gets `{ plugins: [] }` and its plugins become Vite's PostCSS plugins.
 *
 * A plugin whose configureWebpack Folio does natively (NATIVE_REPLACEMENTS, by the name the plugin
 * gives itself) does not have it run or noticed: its Vite plugin does the work instead.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { FolioError, pureLoad } from '@folio/core';
import type { Plugin as VitePlugin } from 'vite';
import type { PluginInstance } from './instantiate.ts';
import { adaptSiteSass } from './old-sass.ts';
import { postcssPluginList } from './postcss-config.ts';
import { mdxLoaderExports, mdxLoaderRules, usesMdxLoader, type MdxLoaderRule } from './mdx-loader-exports.ts';
import { idealImagePlugin } from '../official/ideal-image-vite.ts';

/** Docusaurus plugins (by their `name`) whose configureWebpack a Vite plugin of Folio's replaces. */
const NATIVE_REPLACEMENTS: Record<string, (instance: PluginInstance, siteDir: string) => VitePlugin> = {
  'docusaurus-plugin-ideal-image': (instance, siteDir) => idealImagePlugin(instance.options, siteDir, `\`${instance.where}\` (${instance.name})`),
};

/**
 * Whether Folio does `instance`'s configureWebpack natively: then it is not to be called (the
 * ideal-image plugin's requires the site's sharp, which does not load without its install script).
 */
export const hasNativeReplacement = (instance: Pick<PluginInstance, 'name'>): boolean => Object.hasOwn(NATIVE_REPLACEMENTS, instance.name);

/** The Vite plugin standing for `instance`'s configureWebpack, when Folio has one. */
export function nativeReplacement(instance: PluginInstance, siteDir: string): VitePlugin | undefined {
  return hasNativeReplacement(instance) ? NATIVE_REPLACEMENTS[instance.name]!(instance, siteDir) : undefined;
}

/** What a plugin's configureWebpack and configurePostCss amount to on Vite. */
export interface ViteTranslation {
  alias: Array<{ find: string | RegExp; replacement: string }>;
  define: Record<string, string>;
  replacements: Array<{ test: RegExp; replacement: string }>;
  postcssPlugins: unknown[];
  /** Its rules for Docusaurus's mdx-loader with options adding exports (the client pass's; mdx-loader-exports.ts). */
  mdxRules: MdxLoaderRule[];
  notices: string[];
}

/** Webpack's plugin classes, as records of what they were given. */
class Recorded {
  constructor(readonly kind: string, readonly args: unknown[]) {}
}
const recorder = (kind: string) =>
  class extends Recorded {
    constructor(...args: unknown[]) {
      super(kind, args);
    }
  };

const BUNDLER_CLASSES = ['DefinePlugin', 'EnvironmentPlugin', 'ProvidePlugin', 'NormalModuleReplacementPlugin', 'IgnorePlugin', 'ContextReplacementPlugin', 'BannerPlugin'];

function utilsFor() {
  const instance = Object.fromEntries(BUNDLER_CLASSES.map((kind) => [kind, recorder(kind)]));
  return {
    currentBundler: { name: 'webpack', instance },
    getStyleLoaders: () => [],
    getJSLoader: () => ({ loader: 'babel-loader', options: {} }),
  };
}

/** The base config a plugin sees: webpack's shape, Docusaurus's aliases. */
function baseConfig(siteDir: string, generatedFilesDir: string, isServer: boolean, baseUrl = '/'): Record<string, unknown> {
  return {
    mode: 'production',
    target: isServer ? 'node' : 'web',
    module: { rules: [] },
    resolve: { alias: { '@site': siteDir, '@generated': generatedFilesDir }, fallback: {}, extensions: ['.wasm', '.mjs', '.js', '.jsx', '.ts', '.tsx', '.json'], modules: ['node_modules'] },
    plugins: [],
    // Docusaurus serves the bundle from the base URL (plugin-pwa reads its service worker's URL from it).
    output: { publicPath: baseUrl },
    optimization: {},
  };
}

const PREPROCESSORS: Array<{ extensions: string[]; packages: string[] }> = [
  { extensions: ['.scss', '.sass'], packages: ['sass', 'sass-embedded'] },
  { extensions: ['.less'], packages: ['less'] },
  { extensions: ['.styl', '.stylus'], packages: ['stylus'] },
];

function ruleMatches(test: unknown, file: string): boolean {
  if (test instanceof RegExp) return test.test(file);
  if (typeof test === 'string') return file.endsWith(test) || file.startsWith(test);
  if (typeof test === 'function') return Boolean((test as (value: string) => unknown)(file));
  if (Array.isArray(test)) return test.some((item) => ruleMatches(item, file));
  return false;
}

/** The preprocessor of the style files a rule's test takes, if it takes any. */
function preprocessorOf(test: unknown): (typeof PREPROCESSORS)[number] | undefined {
  if (test === undefined) return undefined;
  return PREPROCESSORS.find((entry) => entry.extensions.some((extension) => ruleMatches(test, `x${extension}`) || ruleMatches(test, `x.module${extension}`)));
}

/** What a webpack rule is for, as a notice names it. */
function describeRule(rule: Record<string, unknown>): string {
  const loaders = [rule.loader, ...[rule.use].flat()].map((use) => (typeof use === 'string' ? use : (use as { loader?: string } | undefined)?.loader)).filter(Boolean);
  return `a rule for ${String(rule.test ?? rule.resourceQuery ?? 'some files')}${loaders.length ? ` (${loaders.join(', ')})` : ''}`;
}

/** The rules' preprocessors, checked installed; the other rules as notices. */
function translateRules(rules: unknown[], siteDir: string, name: string, out: ViteTranslation, isServer: boolean): void {
  const siteRequire = createRequire(path.join(siteDir, 'package.json'));
  // A `oneOf` rule's branches take its test when they have none of their own.
  const flat = (entry: unknown, inherited?: unknown): Array<{ rule: Record<string, unknown>; test: unknown }> => {
    if (typeof entry !== 'object' || entry === null) return [];
    const rule = entry as Record<string, unknown>;
    const test = rule.test ?? inherited;
    if (Array.isArray(rule.oneOf) && !preprocessorOf(test)) return rule.oneOf.flatMap((branch) => flat(branch, test));
    return [{ rule, test }];
  };
  for (const { rule, test } of rules.flatMap((entry) => flat(entry))) {
    // Folio compiles Markdown itself: what the loader's options add to a module is added to Folio's (mdx-loader-exports.ts).
    if (usesMdxLoader(rule)) {
      if (!isServer) out.mdxRules.push(...mdxLoaderRules([{ ...rule, test }]));
      continue;
    }
    const preprocessor = preprocessorOf(test);
    if (!preprocessor) {
      out.notices.push(`its configureWebpack() adds ${describeRule({ ...rule, test })}, which Folio's Vite build does not run`);
      continue;
    }
    // The package itself: sass's exports leave out package.json.
    const installed = preprocessor.packages.some((pkg) => {
      try {
        siteRequire.resolve(pkg);
        return true;
      } catch {
        return false;
      }
    });
    if (!installed) {
      throw new FolioError(`the Docusaurus plugin "${name}" compiles ${preprocessor.extensions.join('/')} files, which needs ${preprocessor.packages[0]} installed in the site`, {
        hint: `npm install --save-dev ${preprocessor.packages[0]}`,
      });
    }
    // Vite drives sass through the API of sass 1.70+: an older one is adapted (old-sass.ts).
    if (preprocessor.packages[0] === 'sass') adaptSiteSass(siteDir);
  }
}

/**
 * A DefinePlugin or EnvironmentPlugin a plugin made with the site's own webpack
 * (`new (require('webpack').EnvironmentPlugin)(…)`, as plugin-pwa before 3.6 does) instead of
 * `utils.currentBundler.instance`: webpack keeps DefinePlugin's argument as `definitions`,
 * EnvironmentPlugin's as `keys` and `defaultValues`. Any other plugin as it is.
 */
function asRecorded(plugin: unknown): unknown {
  if (plugin instanceof Recorded || typeof plugin !== 'object' || plugin === null) return plugin;
  const kind = (plugin as { constructor?: { name?: string } }).constructor?.name;
  const { definitions, keys, defaultValues } = plugin as { definitions?: unknown; keys?: unknown; defaultValues?: Record<string, unknown> };
  if (kind === 'DefinePlugin' && typeof definitions === 'object' && definitions !== null) return new Recorded(kind, [definitions]);
  if (kind === 'EnvironmentPlugin' && Array.isArray(keys)) return new Recorded(kind, [Object.fromEntries(keys.map((key: string) => [key, defaultValues?.[key]]))]);
  return plugin;
}

function translatePlugin(given: unknown, out: ViteTranslation): void {
  const plugin = asRecorded(given);
  if (!(plugin instanceof Recorded)) {
    const kind = (plugin as { constructor?: { name?: string } })?.constructor?.name ?? typeof plugin;
    out.notices.push(`its configureWebpack() adds the webpack plugin ${kind}, which Folio's Vite build does not run`);
    return;
  }
  const [first, second] = plugin.args;
  if (plugin.kind === 'DefinePlugin') {
    // The client pass runs first and its value stays: Vite has one define for the browser and the server.
    for (const [key, value] of Object.entries((first ?? {}) as Record<string, unknown>)) out.define[key] ??= typeof value === 'string' ? value : JSON.stringify(value);
  } else if (plugin.kind === 'EnvironmentPlugin') {
    const keys: Record<string, unknown> = Array.isArray(first) ? Object.fromEntries(first.map((key) => [key, undefined])) : typeof first === 'string' ? { [first]: undefined } : ((first ?? {}) as Record<string, unknown>);
    for (const [key, fallback] of Object.entries(keys)) out.define[`process.env.${key}`] ??= JSON.stringify(process.env[key] ?? fallback ?? null);
  } else if (plugin.kind === 'NormalModuleReplacementPlugin' && first instanceof RegExp && typeof second === 'string') {
    out.replacements.push({ test: first, replacement: second });
  } else {
    out.notices.push(`its configureWebpack() adds webpack's ${plugin.kind}${plugin.kind === 'NormalModuleReplacementPlugin' ? ' with a function' : ''}, which Folio's Vite build does not run`);
  }
}

function translateResolve(resolve: Record<string, unknown>, base: Record<string, unknown>, out: ViteTranslation): void {
  const baseAlias = (base.resolve as { alias: Record<string, string> }).alias;
  const alias = resolve.alias;
  const entries: Array<[string, unknown]> = Array.isArray(alias) ? alias.map((entry: { name: string; alias: unknown }) => [entry.name, entry.alias]) : Object.entries((alias ?? {}) as Record<string, unknown>);
  for (const [find, replacement] of entries) {
    if (baseAlias[find] === replacement) continue;
    const exact = find.endsWith('$');
    const name = exact ? find.slice(0, -1) : find;
    const target = replacement === false ? EMPTY_MODULE : [replacement].flat()[0];
    if (typeof target !== 'string') continue;
    out.alias.push({ find: exact ? new RegExp(`^${escapeRegExp(name)}$`) : new RegExp(`^${escapeRegExp(name)}(?=/|$)`), replacement: target });
  }
  for (const [find, replacement] of Object.entries((resolve.fallback ?? {}) as Record<string, unknown>)) {
    const target = replacement === false ? EMPTY_MODULE : typeof replacement === 'string' ? replacement : undefined;
    if (target) out.alias.push({ find: new RegExp(`^${escapeRegExp(find)}$`), replacement: target });
  }
}

/** The module an alias to `false` (webpack's "ignore it") resolves to. */
export const EMPTY_MODULE = '\0folio-docusaurus:empty-module';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Runs `configureWebpack` (client and server) and `configurePostCss` of one plugin and translates them. */
export function translateBundlerHooks(instance: PluginInstance, content: unknown, siteDir: string, generatedFilesDir: string, baseUrl = '/'): ViteTranslation {
  const out: ViteTranslation = { alias: [], define: {}, replacements: [], postcssPlugins: [], mdxRules: [], notices: [] };
  const configure = hasNativeReplacement(instance) ? undefined : instance.hooks.configureWebpack;
  if (typeof configure === 'function') {
    for (const isServer of [false, true]) {
      const base = baseConfig(siteDir, generatedFilesDir, isServer, baseUrl);
      const returned = (configure.call(instance.hooks, base, isServer, utilsFor(), content) ?? {}) as Record<string, unknown>;
      const rules = [...((base.module as { rules: unknown[] }).rules ?? []), ...(((returned.module as { rules?: unknown[] } | undefined)?.rules) ?? [])];
      const plugins = [...((base.plugins as unknown[]) ?? []), ...((returned.plugins as unknown[] | undefined) ?? [])];
      // The server pass repeats the client's, mostly: what it adds alone is translated too.
      translateRules(rules, siteDir, instance.name, out, isServer);
      plugins.forEach((plugin) => translatePlugin(plugin, out));
      for (const resolve of [base.resolve, returned.resolve]) if (resolve) translateResolve(resolve as Record<string, unknown>, baseConfig(siteDir, generatedFilesDir, isServer), out);
      if (returned.externals !== undefined || (base as { externals?: unknown }).externals !== undefined) out.notices.push("its configureWebpack() sets webpack's externals, which Folio's Vite build does not use");
    }
  }
  const postcss = instance.hooks.configurePostCss;
  if (typeof postcss === 'function') {
    const options = { ident: 'postcss', plugins: [] as unknown[] };
    const result = (postcss.call(instance.hooks, options) ?? options) as { plugins?: unknown[] };
    out.postcssPlugins.push(...postcssPluginList(result.plugins ?? [], path.join(siteDir, 'package.json')));
  }
  out.notices = [...new Set(out.notices)];
  out.alias = [...new Map(out.alias.map((entry) => [String(entry.find), entry])).values()];
  out.replacements = [...new Map(out.replacements.map((entry) => [String(entry.test), entry])).values()];
  return out;
}

/**
 * The Vite plugin applying a plugin's bundler hooks, run when Vite is configured (after the content
 * loaded); for a plugin Folio replaces natively, that replacement, with its configurePostCss.
 */
export function bundlerHooksPlugin(instance: PluginInstance, content: () => unknown, siteDir: string, generatedFilesDir: string, baseUrl = '/'): VitePlugin {
  const translating = translatingPlugin(instance, content, siteDir, generatedFilesDir, baseUrl);
  const native = nativeReplacement(instance, siteDir);
  // The translation is then configurePostCss's alone: its config hook, nothing to resolve or load.
  return native ? { ...native, config: translating.config } : translating;
}

function translatingPlugin(instance: PluginInstance, content: () => unknown, siteDir: string, generatedFilesDir: string, baseUrl: string): VitePlugin {
  let translation: ViteTranslation | undefined;
  const translated = () => (translation ??= translateBundlerHooks(instance, content(), siteDir, generatedFilesDir, baseUrl));
  // Its one module made from no file is an empty object.
  return pureLoad({
    name: `folio:docusaurus-bundler-hooks:${instance.name}:${instance.id}`,
    enforce: 'pre',
    config() {
      const { alias, define, postcssPlugins } = translated();
      // A new list for each build: the site PostCSS config plugin (postcss-config.ts) edits the
      // list in place, and the client and server builds are configured at the same time.
      return { resolve: { alias }, define, ...(postcssPlugins.length ? { css: { postcss: { plugins: [...postcssPlugins] as never[] } } } : {}) };
    },
    async resolveId(id, importer) {
      if (id === EMPTY_MODULE) return id;
      const replacement = translated().replacements.find((entry) => entry.test.test(id));
      if (!replacement) return null;
      const target = path.isAbsolute(replacement.replacement) || !importer ? replacement.replacement : path.resolve(path.dirname(importer), replacement.replacement);
      return (await this.resolve(replacement.replacement.startsWith('.') ? target : replacement.replacement, importer, { skipSelf: true }))?.id ?? target;
    },
    load(id) {
      return id === EMPTY_MODULE ? 'export default {};' : null;
    },
    // After Folio's Markdown compile: the exports the plugin's mdx-loader rules add.
    transform: {
      order: 'post',
      filter: { id: { include: /\.mdx?(?:\?|$)/, exclude: /^\0/ } },
      handler(code, id) {
        const rules = translated().mdxRules;
        const added = rules.length ? mdxLoaderExports(rules, id.split('?')[0]!, code) : '';
        return added ? { code: `${code}\n${added}\n`, map: null } : null;
      },
    },
  });
}
