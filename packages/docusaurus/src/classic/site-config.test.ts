import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { log } from '@folio/core';
import { normalizedSiteConfig } from './site-config.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  vi.restoreAllMocks();
});

function write(file: string, text: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/**
 * A site whose core validates nothing and whose theme (`theme-x`) fills in `prism.additionalLanguages`,
 * as theme-classic does; `main` is the theme's main module, `options` its lib/options.js.
 */
function site({ main, options }: { main: string; options?: string }): Parameters<typeof normalizedSiteConfig>[0] {
  const dir = mkdtempSync(path.join(tmpdir(), 'folio-site-config-'));
  dirs.push(dir);
  const modules = path.join(dir, 'node_modules');
  write(path.join(modules, '@docusaurus/core/package.json'), '{"name":"@docusaurus/core","version":"3.1.1"}');
  write(path.join(modules, '@docusaurus/core/lib/server/configValidation.js'), 'exports.validateConfig = (config) => config;');
  write(path.join(modules, '@docusaurus/utils-validation/package.json'), '{"name":"@docusaurus/utils-validation","main":"index.js"}');
  write(path.join(modules, '@docusaurus/utils-validation/index.js'), 'exports.normalizeThemeConfig = (schema, config) => config;');
  const theme = path.join(modules, 'theme-x');
  write(path.join(theme, 'package.json'), '{"name":"theme-x","main":"lib/index.js"}');
  write(path.join(theme, 'lib/index.js'), main);
  if (options) write(path.join(theme, 'lib/options.js'), options);
  mkdirSync(path.join(theme, 'lib/theme'), { recursive: true });
  const configFile = path.join(dir, 'docusaurus.config.js');
  return { themePaths: [path.join(theme, 'lib/theme')], config: { themeConfig: { prism: { theme: 'github' } } }, configFile, coreDir: path.join(modules, '@docusaurus/core'), classicDir: theme, classicChain: [theme], rendersThemeProvider: false };
}

const VALIDATE = 'exports.validateThemeConfig = ({ themeConfig }) => ({ ...themeConfig, prism: { additionalLanguages: [], ...themeConfig.prism } });';
const prismOf = (config: Record<string, unknown>) => (config.themeConfig as { prism: Record<string, unknown> }).prism;

describe('normalizedSiteConfig: a theme\'s themeConfig defaults', () => {
  it('come from the theme\'s main module', () => {
    expect(prismOf(normalizedSiteConfig(site({ main: VALIDATE })))).toEqual({ theme: 'github', additionalLanguages: [] });
  });

  it('come from lib/options.js when the main module cannot load (theme-classic 3.1 beside webpack 5.113)', () => {
    const warn = vi.spyOn(log, 'warn');
    const config = normalizedSiteConfig(site({ main: "require('webpack/lib/ContextReplacementPlugin');", options: VALIDATE }));
    expect(prismOf(config)).toEqual({ theme: 'github', additionalLanguages: [] });
    expect(warn).not.toHaveBeenCalled();
  });

  it('are missing with a line naming the theme and the cause when it loads from nowhere', () => {
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => {});
    const config = normalizedSiteConfig(site({ main: "require('webpack/lib/ContextReplacementPlugin');" }));
    expect(prismOf(config)).toEqual({ theme: 'github' });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/docusaurus\.config\.js: the theme theme-x could not be loaded .*Cannot find module 'webpack\/lib\/ContextReplacementPlugin'/);
  });

  it('are none, without a word, for a theme whose main module has no validateThemeConfig', () => {
    const warn = vi.spyOn(log, 'warn');
    expect(prismOf(normalizedSiteConfig(site({ main: 'exports.other = 1;', options: VALIDATE })))).toEqual({ theme: 'github' });
    expect(warn).not.toHaveBeenCalled();
  });
});
