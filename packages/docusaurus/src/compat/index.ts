/**
 * `docusaurusCompat()`: the Folio plugin the adapter adds to every Docusaurus site, so that its
 * pages and components find Docusaurus's client API (`@docusaurus/*`, `@site/*`, the `@theme/*`
 * components Folio's theme lacks), `siteConfig.customFields` and the code translations of the
 * locale built.
 */
import path from 'node:path';
import { localizationDir, type Json, type Plugin } from '@folio/core';
import { readCodeTranslations } from './code-translations.ts';
import { clientFile, THEME_COMPONENTS } from './modules.ts';
import { COMPAT_PLUGIN, type CompatGlobalData } from './contract.ts';
import { svgComponentsPlugin } from './svg-components.ts';
import { requirePlugin } from './vite-require.ts';
import { inlineLoadersPlugin } from './vite-inline-loaders.ts';
import { docusaurusVitePlugin } from './vite-plugin.ts';
import { rootsPlugin } from './vite-roots.ts';
import { prismGrammarsPlugin } from './vite-prism-grammars.ts';
import { classicVitePlugin, prismGrammars } from '../classic/vite-classic.ts';
import { docusaurusCssModulesPlugin } from '../classic/vite-css-modules.ts';
import { docusaurusCssMinifyPlugin } from '../classic/vite-css-minify.ts';
import { rtlPlugins } from '../classic/vite-rtl.ts';
import { bridgeComponents } from '../classic/routes.ts';
import type { DocusaurusTheme } from '../classic/theme-chain.ts';
import { normalizedSiteConfig } from '../classic/site-config.ts';

export { COMPAT_PLUGIN, type CompatGlobalData };

export interface CompatOptions {
  customFields?: Record<string, Json>;
  /** The config's `staticDirectories` (default `['static']`): imports of a root path (`/data/x.json`) are looked up there first (vite-roots.ts). */
  staticDirectories?: string[];
  /**
   * The site is rendered by Docusaurus's own theme packages (classic/): their folders become the
   * site's theme paths, Folio's routes are bridged to their components, and `@docusaurus/*`
   * serves Docusaurus's client API over Folio's runtime. Set by loadDocusaurusConfig, never by
   * `folio migrate` (a migrated site is a Folio site, on Folio's theme).
   */
  docusaurusTheme?: DocusaurusTheme;
  /** Code translations Docusaurus plugins give by default (`getDefaultCodeTranslationMessages`); the site's code.json wins. */
  defaultCodeTranslations?: Record<string, string>;
}

const siteConfigs = new WeakMap<DocusaurusTheme, Json>();

/** Docusaurus's siteConfig of the theme's locale, as JSON (what `@generated/docusaurus.config` exports), once per theme. */
function siteConfigData(theme: DocusaurusTheme): Json {
  let data = siteConfigs.get(theme);
  if (data === undefined) siteConfigs.set(theme, (data = JSON.parse(JSON.stringify(normalizedSiteConfig(theme))) as Json));
  return data;
}

export function docusaurusCompat(options: CompatOptions = {}): Plugin<Record<string, string>> {
  const customFields = options.customFields ?? {};
  const theme = options.docusaurusTheme;
  return {
    name: COMPAT_PLUGIN,
    load: (ctx) => readCodeTranslations(ctx.siteDir, ctx.config.i18n.currentLocale, localizationDir(ctx.siteDir, ctx.config.i18n)),
    watch: (_content, ctx) => [path.relative(ctx.siteDir, path.join(localizationDir(ctx.siteDir, ctx.config.i18n), 'code.json')).split(path.sep).join('/')],
    // Docusaurus's theme has these components itself.
    ...(theme ? {} : { themeComponents: Object.fromEntries(THEME_COMPONENTS.map((name) => [name, clientFile(`${name}.tsx`)])) }),
    ...(theme ? { themePaths: theme.themePaths, routeComponents: bridgeComponents() } : {}),
    globalData: (codeTranslations): CompatGlobalData => ({
      customFields,
      codeTranslations: { ...options.defaultCodeTranslations, ...codeTranslations },
      ...(theme ? { siteConfig: siteConfigData(theme) } : {}),
    }),
    // What `folio write-translations` puts in code.json for the theme's own strings, in the locale.
    defaultCodeTranslations: () => options.defaultCodeTranslations ?? {},
    // Prism's grammars before the other require() calls (vite-prism-grammars.ts).
    vite: [...(theme ? [classicVitePlugin(theme), docusaurusCssModulesPlugin(), docusaurusCssMinifyPlugin(theme), ...rtlPlugins(theme), prismGrammarsPlugin({ languages: prismGrammars(theme.config), fallbackDir: theme.classicDir })] : []), docusaurusVitePlugin({ themeCommon: theme ? 'docusaurus' : 'folio' }), rootsPlugin(options.staticDirectories), svgComponentsPlugin(), requirePlugin(), inlineLoadersPlugin()],
  };
}
