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

/** The plugin (as PostCSS takes it) the site's Docusaurus runs first on every CSS file; none when it cannot be found. */
export function docusaurusPostcssBase(coreDir: string): unknown[] {
  const file = styleLoaderFile(coreDir);
  const name = file ? loaderPostcssPlugin(readFileSync(file, 'utf8')) : undefined;
  if (!file || !name) return [];
  try {
    const loaded = createRequire(file)(name) as { default?: unknown };
    return [loaded.default ?? loaded];
  } catch {
    return [];
  }
}
