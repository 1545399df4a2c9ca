/**
 * `siteConfig` as Docusaurus's client sees it (`@generated/docusaurus.config`): the config run
 * through Docusaurus core's own validateConfig, then each installed theme's validateThemeConfig,
 * so that every default the theme reads is Docusaurus's, with the `url` and `baseUrl` of the locale
 * it was loaded for (Docusaurus's load context replaces them so; its `themeConfig` is translated
 * already: ../locale.ts). Functions are dropped, as Docusaurus's serialisation drops them.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { FolioError } from '@folio/core';
import type { DocusaurusTheme } from './theme-chain.ts';

type ThemeModule = { validateThemeConfig?: Function; default?: { validateThemeConfig?: Function } };

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
    const pkg = path.dirname(path.dirname(dir));
    let mod: ThemeModule;
    try {
      mod = require(pkg);
    } catch {
      continue;
    }
    const validate = mod.validateThemeConfig ?? mod.default?.validateThemeConfig;
    if (typeof validate !== 'function') continue;
    try {
      themeConfig = validate({ validate: normalizeThemeConfig, themeConfig });
    } catch (error) {
      throw new FolioError(`themeConfig: ${(error as Error).message}`, { file: theme.configFile, cause: error });
    }
  }
  const locale = theme.locale ? { url: theme.locale.url, baseUrl: theme.locale.baseUrl } : {};
  return JSON.parse(JSON.stringify({ ...config, ...locale, themeConfig }));
}
