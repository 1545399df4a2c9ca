/**
 * The PostCSS plugin Docusaurus's own style loader runs over every CSS file before the plugins'
 * configurePostCss ones: postcss-preset-env with its defaults in Docusaurus 3.8+ (its
 * @docusaurus/bundler), autoprefixer before. preset-env is not only prefixes: against the site's
 * browserslist it rewrites `@layer` blocks into selectors of raised specificity, nesting,
 * logical properties and more; a Tailwind 4 site's layered rules (`@layer base { :root { ... } }`)
 * then beat Infima's, as they do under Docusaurus. Read from the site's installed Docusaurus (the
 * loader's source names the plugin; it is required from the loader's own folder, as Docusaurus
 * requires it), so the site gets the plugin and version its Docusaurus uses.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const PLUGINS = ['postcss-preset-env', 'autoprefixer'];

/** Where the installed Docusaurus builds its style loaders: @docusaurus/bundler (3.6+), else core's webpack utils. */
function styleLoaderFile(coreDir: string): string | undefined {
  const candidates: string[] = [];
  try {
    candidates.push(path.join(path.dirname(createRequire(path.join(coreDir, 'package.json')).resolve('@docusaurus/bundler/package.json')), 'lib', 'loaders', 'styleLoader.js'));
  } catch {
    // before 3.6: no bundler package
  }
  candidates.push(path.join(coreDir, 'lib', 'webpack', 'utils.js'));
  return candidates.find((file) => existsSync(file));
}

/** PURE: the PostCSS plugin a style loader's source requires, if one of those Docusaurus has used. */
export function loaderPostcssPlugin(source: string): string | undefined {
  return PLUGINS.find((name) => source.includes(`'${name}'`) || source.includes(`"${name}"`));
}

/**
 * The plugin made once, with its defaults (as Docusaurus calls it): given the plugin's creator,
 * PostCSS calls it again for every processor, and Vite makes one processor per stylesheet. Each
 * call of postcss-preset-env's resolves the browserslist and builds its sixty-odd plugins again
 * (about 2 s of CPU on a 60-stylesheet Docusaurus site), autoprefixer's its prefix tables.
 */
function created(plugin: unknown): unknown {
  return typeof plugin === 'function' && (plugin as { postcss?: unknown }).postcss === true ? (plugin as () => unknown)() : plugin;
}

const bases = new Map<string, unknown[]>();

/**
 * The plugin (as PostCSS takes it) the site's Docusaurus runs first on every CSS file; none when
 * it cannot be found. Made once per Docusaurus for the process: every locale of a build gets the
 * same (postcss-preset-env's listing of its features took 80-100 ms each time).
 */
export function docusaurusPostcssBase(coreDir: string): unknown[] {
  let plugins = bases.get(coreDir);
  if (!plugins) bases.set(coreDir, (plugins = findBase(coreDir)));
  return plugins;
}

function findBase(coreDir: string): unknown[] {
  const file = styleLoaderFile(coreDir);
  const name = file ? loaderPostcssPlugin(readFileSync(file, 'utf8')) : undefined;
  if (!file || !name) return [];
  try {
    const loaded = createRequire(file)(name) as { default?: unknown };
    return [created(loaded.default ?? loaded)];
  } catch {
    return [];
  }
}
