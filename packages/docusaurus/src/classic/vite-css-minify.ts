/**
 * Docusaurus's CSS minification on Folio's client build, for a site rendered by Docusaurus's
 * theme: each CSS file goes through the minimizers Docusaurus's production build runs for the
 * site's config, with its options (css-minify.ts has the facts), instead of Vite's. It matters
 * to the look: Docusaurus's cssnano preset moves `@media` blocks out of their `@layer`, which
 * changes which rule wins. The minimizers are the site's own, found from its @docusaurus/core: under
 * @docusaurus/bundler (3.6 and later) or core itself; with Docusaurus Faster, Lightning CSS
 * from @docusaurus/faster. When they are not installed, Vite's minifier stays, silently.
 *
 * The minified file replaces Vite's under a name hashed from its new content, and the chunks
 * that load it name it instead (their `importedCss`, from which Vite writes its preload lists and
 * core's plugin its graph, and their code). Each result is cached by the CSS, the minimizers'
 * versions and their options under Folio's cache folder: a rebuild of the same CSS minifies nothing.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin as VitePlugin, Rolldown } from 'vite';
import { cssTwinsOf, FolioError } from '@folio/core';
import type { DocusaurusTheme } from './theme-chain.ts';
import { cleanCssOptions, cssMinimizerOf, lightningCssOptions, renameInCode, renameInSet, withoutViteMarker, type CssMinimizer } from './css-minify.ts';

interface Minified {
  code: string;
  warnings: string[];
}

/** The site's minimizers, ready to run; `key` names them (kind, versions, options) in the cache. */
export interface SiteCssMinifier {
  key: string;
  minify(css: string, file: string): Promise<Minified>;
}

type Require = NodeJS.Require;
type OutputAsset = Rolldown.OutputAsset;
type OutputBundle = Rolldown.OutputBundle;
const requireFrom = (dir: string): Require => createRequire(path.join(dir, 'package.json'));

/** The folder of package `name` as `from` resolves it (its entry, then up to the package.json naming it). */
function packageDir(from: Require, name: string): string | undefined {
  let file: string;
  try {
    file = from.resolve(name);
  } catch {
    return undefined;
  }
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && readManifest(manifest).name === name) return dir;
  }
  return undefined;
}

function readManifest(file: string): { name?: string; version?: string; dependencies?: Record<string, string> } {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return {};
  }
}

const versionOf = (dir: string) => `${readManifest(path.join(dir, 'package.json')).name}@${readManifest(path.join(dir, 'package.json')).version}`;

/** A package found from the first folder of `dirs` that resolves it (as css-minimizer-webpack-plugin requires its minimizers: from itself, else hoisted). */
function findPackage(dirs: string[], name: string): { dir: string; load: () => any } | undefined {
  for (const from of dirs) {
    const from_ = requireFrom(from);
    const dir = packageDir(from_, name);
    if (dir) return { dir, load: () => from_(name) };
  }
  return undefined;
}

/**
 * Docusaurus's preset runs over one stylesheet holding all the site's CSS; Folio minifies each CSS
 * file of the client build on its own. cssnano-preset-advanced's transforms that read the whole
 * stylesheet then break what spans files: discardUnused dropped the `@font-face` of a font (and
 * the `@keyframes`) another file uses (apache/streampark-website's home page lost its Poppins),
 * reduceIdents and mergeIdents rename `@keyframes` a rule of another file names. They are off.
 */
export const PER_FILE_PRESET_OPTIONS = { discardUnused: false, mergeIdents: false, reduceIdents: false };

/** cssnano with Docusaurus's preset, then clean-css, from `home` (@docusaurus/bundler or core). */
function cssnanoCleanCss(home: string): SiteCssMinifier | undefined {
  const homeRequire = requireFrom(home);
  const plugin = packageDir(homeRequire, 'css-minimizer-webpack-plugin');
  const dirs = plugin ? [plugin, home] : [home];
  const [postcss, cssnano, cleanCss] = ['postcss', 'cssnano', 'clean-css'].map((name) => findPackage(dirs, name));
  const presetDir = packageDir(homeRequire, '@docusaurus/cssnano-preset');
  if (!postcss || !cssnano || !cleanCss || !presetDir) return undefined;
  const preset = homeRequire.resolve('@docusaurus/cssnano-preset');
  // The preset's own plugins (cssnano-preset-advanced…) are its dependencies: their versions name the output too.
  const presetDeps = Object.keys(readManifest(path.join(presetDir, 'package.json')).dependencies ?? {}).flatMap((name) => {
    const dir = packageDir(requireFrom(presetDir), name);
    return dir ? [versionOf(dir)] : [];
  });
  const versions = [postcss, cssnano, cleanCss, { dir: presetDir }].map(({ dir }) => versionOf(dir));
  return {
    key: JSON.stringify(['cssnano-clean-css', versions, presetDeps, PER_FILE_PRESET_OPTIONS, cleanCssOptions()]),
    async minify(css, file) {
      const postcssModule = postcss.load();
      const run = (postcssModule.default ?? postcssModule) as (plugins: unknown[]) => { process(css: string, options: object): Promise<{ css: string; warnings(): unknown[] }> };
      const first = await run([cssnano.load()({ preset: [preset, PER_FILE_PRESET_OPTIONS] })]).process(css, { from: file });
      const CleanCss = cleanCss.load();
      const second = await new CleanCss(cleanCssOptions()).minify({ [file]: { styles: first.css } });
      if (second.errors.length) throw new Error(second.errors.join('; '));
      return { code: second.styles, warnings: [...first.warnings().map(String), ...second.warnings.map(String)] };
    },
  };
}

/** Lightning CSS with the targets @docusaurus/faster computes, when the site has Faster installed. */
function lightning(home: string, minimizer: Extract<CssMinimizer, { kind: 'lightningcss' }>): SiteCssMinifier | undefined {
  const fasterDir = packageDir(requireFrom(home), '@docusaurus/faster');
  const lightningcss = fasterDir && findPackage([fasterDir], 'lightningcss');
  if (!fasterDir || !lightningcss) return undefined;
  let targets: unknown;
  try {
    targets = (requireFrom(fasterDir)('@docusaurus/faster') as { getLightningCssMinimizerOptions(): { targets: unknown } }).getLightningCssMinimizerOptions().targets;
  } catch {
    return undefined;
  }
  return {
    key: JSON.stringify(['lightningcss', versionOf(lightningcss.dir), targets, lightningCssOptions(minimizer, targets, '', '')]),
    async minify(css, file) {
      const result = lightningcss.load().transform(lightningCssOptions(minimizer, targets, file, css)) as { code: Uint8Array; warnings: Array<{ message: string }> };
      return { code: Buffer.from(result.code).toString('utf8'), warnings: result.warnings.map((warning) => warning.message) };
    },
  };
}

/** The `future` of the config as the site's @docusaurus/core validates it (undefined when it refuses it: the theme's loading says why). */
function validatedFuture(theme: DocusaurusTheme): unknown {
  try {
    const { validateConfig } = requireFrom(theme.coreDir)('./lib/server/configValidation.js');
    // Only `future` is read: the one key whose validation warns (3.9's deprecated onBrokenMarkdownLinks) is left out, so that its warning is not said again.
    const { onBrokenMarkdownLinks: _, ...config } = theme.config;
    return (validateConfig(config, theme.configFile) as { future?: unknown }).future ?? {};
  } catch {
    return undefined;
  }
}

/** The minimizers Docusaurus would run on the site's CSS, when it has them installed. */
export function siteCssMinifier(theme: DocusaurusTheme): SiteCssMinifier | undefined {
  const future = validatedFuture(theme);
  if (future === undefined) return undefined;
  const home = packageDir(requireFrom(theme.coreDir), '@docusaurus/bundler') ?? theme.coreDir;
  const minimizer = cssMinimizerOf(future);
  return minimizer.kind === 'lightningcss' ? lightning(home, minimizer) : cssnanoCleanCss(home);
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** `css` minified, from the cache when the same CSS was minified by the same minimizers before. */
async function minifyCached(minifier: SiteCssMinifier, css: string, file: string, cache: string): Promise<Minified> {
  const entry = path.join(cache, `${sha256(`${minifier.key}\0${file}\0${css}`)}.json`);
  if (existsSync(entry)) {
    try {
      return JSON.parse(readFileSync(entry, 'utf8')) as Minified;
    } catch {
      // A damaged entry is made again.
    }
  }
  const made = await minifier.minify(css, file);
  mkdirSync(cache, { recursive: true });
  const temporary = `${entry}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(made));
  renameSync(temporary, entry);
  return made;
}

/** The CSS assets of a bundle, by name (the order of the work, and so of any warning, is fixed). */
function cssAssets(bundle: OutputBundle): OutputAsset[] {
  const assets = Object.values(bundle).filter((output): output is OutputAsset => output.type === 'asset' && output.fileName.endsWith('.css'));
  return assets.sort((a, b) => (a.fileName < b.fileName ? -1 : a.fileName > b.fileName ? 1 : 0));
}

/** The chunks' code and CSS lists naming each renamed CSS file by its new name. */
function renameInChunks(bundle: OutputBundle, renames: ReadonlyMap<string, string>): void {
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk') continue;
    const code = renameInCode(output.code, renames);
    if (code !== output.code) output.code = code;
    const meta = (output as { viteMetadata?: { importedCss: Set<string>; importedAssets: Set<string> } }).viteMetadata;
    if (meta) {
      renameInSet(meta.importedCss, renames);
      renameInSet(meta.importedAssets, renames);
    }
  }
}

export function docusaurusCssMinifyPlugin(theme: DocusaurusTheme): VitePlugin {
  // Found once, when the first build is configured (the client and server builds share this plugin).
  let minifier: SiteCssMinifier | null | undefined;
  const found = () => (minifier === undefined ? (minifier = siteCssMinifier(theme) ?? null) : minifier);
  return {
    name: 'folio:docusaurus-css-minify',
    apply: 'build',
    // The client build's CSS is left unminified by Vite, for Docusaurus's minimizers (the server build emits no CSS).
    config: (_config, env) => (env.isSsrBuild || !found() ? undefined : { build: { cssMinify: false } }),
    generateBundle: {
      // Before Vite's plugins and core's read the chunks' CSS lists.
      order: 'pre',
      async handler(_options, bundle) {
        const site = found();
        const config = this.environment.config;
        if (!site || config.consumer !== 'client' || config.build.cssMinify !== false) return;
        const cache = path.join(path.dirname(config.cacheDir), 'css-minify');
        const renames = new Map<string, string>();
        const minified = async (source: string | Uint8Array, file: string) => {
          const css = withoutViteMarker(typeof source === 'string' ? source : Buffer.from(source).toString('utf8'));
          let made: Minified;
          try {
            made = await minifyCached(site, css, file, cache);
          } catch (error) {
            throw new FolioError(`${file}: Docusaurus's CSS minimizer failed (${(error as Error).message})`, { cause: error });
          }
          for (const warning of made.warnings) this.warn(`${file}: ${warning}`);
          return made.code;
        };
        // In a bundle locales of both directions share, each file's mirrored twin too, named after the file's new name.
        const twins = cssTwinsOf(config);
        for (const asset of cssAssets(bundle)) {
          const reference = this.emitFile({ type: 'asset', name: asset.names[0], originalFileName: asset.originalFileNames[0], source: await minified(asset.source, asset.fileName) });
          const fileName = this.getFileName(reference);
          const mirrored = twins?.take(asset.fileName);
          if (mirrored !== undefined) {
            const twin = twins!.twinOf(fileName);
            this.emitFile({ type: 'asset', fileName: twin, source: await minified(mirrored, twin) });
          }
          if (fileName === asset.fileName) continue;
          delete bundle[asset.fileName];
          renames.set(asset.fileName, fileName);
        }
        if (renames.size) renameInChunks(bundle, renames);
      },
    },
  };
}
