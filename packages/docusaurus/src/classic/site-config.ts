/**
 * `siteConfig` as Docusaurus's client sees it (`@generated/docusaurus.config`): the config run
 * through Docusaurus core's own validateConfig, then each installed theme's validateThemeConfig,
 * so that every default the theme reads is Docusaurus's, with the `url` and `baseUrl` of the locale
 * it was loaded for (Docusaurus's load context replaces them so; its `themeConfig` is translated
 * already: ../locale.ts). Functions are dropped, as Docusaurus's serialisation drops them.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { FolioError, log } from '@folio/core';
import type { DocusaurusTheme } from './theme-chain.ts';

type ThemeModule = { validateThemeConfig?: Function; default?: { validateThemeConfig?: Function } };

/**
 * The theme package's validateThemeConfig: from its main module, or, when that cannot load (it is
 * the theme's webpack plugin: theme-classic 3.1 requires `webpack/lib/ContextReplacementPlugin`,
 * which webpack 5.113 no longer has), from the module Docusaurus's own themes define it in. A theme
 * whose main module loads without one validates nothing; one that loads from nowhere is said in a
 * line naming it (its defaults missing, the theme may fail later, far from the cause).
 */
function themeValidator(require: NodeJS.Require, pkg: string, configFile: string | undefined): Function | undefined {
  let failure: Error | undefined;
  for (const entry of [pkg, path.join(pkg, 'lib', 'options.js'), path.join(pkg, 'lib', 'validateThemeConfig.js')]) {
    let mod: ThemeModule;
    try {
      mod = require(entry) as ThemeModule;
    } catch (error) {
      failure ??= error as Error;
      continue;
    }
    const validate = mod.validateThemeConfig ?? mod.default?.validateThemeConfig;
    if (typeof validate === 'function') return validate;
    if (entry === pkg) return undefined;
  }
  const name = path.basename(path.dirname(pkg)).startsWith('@') ? `${path.basename(path.dirname(pkg))}/${path.basename(pkg)}` : path.basename(pkg);
  const where = configFile ? `${path.basename(configFile)}: ` : '';
  log.warn(`${where}the theme ${name} could not be loaded to fill in its themeConfig defaults (${failure?.message.split('\n')[0] ?? 'no validateThemeConfig'}); its components may miss them (reinstall the site's dependencies as its lockfile pins them)`);
  return undefined;
}

export function normalizedSiteConfig(theme: DocusaurusTheme): Record<string, unknown> {
  // Core's validation from core's folder, the theme's helpers from the theme's: pnpm's strict
  // node_modules gives the site only its direct dependencies.
  const require = createRequire(path.join(theme.coreDir, 'package.json'));
  let config: Record<string, unknown>;
  try {
    const { validateConfig } = require('./lib/server/configValidation.js');
    config = validateConfig(theme.config, theme.configFile);
  } catch (error) {
    throw new FolioError(`Docusaurus's validation refused the config: ${(error as Error).message}`, { file: theme.configFile, cause: error });
  }
  const { normalizeThemeConfig } = createRequire(path.join(theme.classicDir, 'package.json'))('@docusaurus/utils-validation');
  let themeConfig = config.themeConfig as Record<string, unknown>;
  for (const dir of theme.themePaths) {
    // <package>/lib/theme: the package's main module exports validateThemeConfig.
    if (path.basename(dir) !== 'theme' || path.basename(path.dirname(dir)) !== 'lib') continue;
    const validate = themeValidator(require, path.dirname(path.dirname(dir)), theme.configFile);
    if (!validate) continue;
    try {
      themeConfig = validate({ validate: normalizeThemeConfig, themeConfig });
    } catch (error) {
      throw new FolioError(`themeConfig: ${(error as Error).message}`, { file: theme.configFile, cause: error });
    }
  }
  const locale = theme.locale ? { url: theme.locale.url, baseUrl: theme.locale.baseUrl } : {};
  return JSON.parse(JSON.stringify({ ...config, ...locale, themeConfig }));
}
