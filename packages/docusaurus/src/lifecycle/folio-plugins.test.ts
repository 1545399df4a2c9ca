import { describe, expect, it } from 'vitest';
import { lifecyclePlugins } from './folio-plugins.ts';
import type { LifecycleSite } from './post-build.ts';

const site: LifecycleSite = {
  siteDir: '/site',
  siteConfigPath: '/site/docusaurus.config.js',
  siteConfig: {},
  baseUrl: '/',
  generatedFilesDir: '/site/.docusaurus',
  dataFilesDir: '/site/.docusaurus',
  outDir: '/site/build',
  i18n: {},
  docusaurusTheme: true,
  official: () => [],
};

const instance = (hooks: Record<string, unknown>, name = 'p') => ({ name, id: 'default', options: {}, where: 'plugins[0]', dir: '/site', hooks });

describe('a Docusaurus plugin bundled per locale or shared by the locales', () => {
  it.each([
    // What content hooks make is in each locale's own files (route modules named by locale, the locale's generated-files folder).
    ['loadContent', { loadContent: () => ({}) }, false],
    ['contentLoaded', { contentLoaded: () => {} }, false],
    ['allContentLoaded', { allContentLoaded: () => {} }, false],
    ['content hooks and a configureWebpack not reading the content', { loadContent: () => ({}), configureWebpack: (config: unknown, isServer: boolean) => ({ config, isServer }) }, false],
    // Its webpack settings may be the locale's.
    ['content hooks and a configureWebpack reading the content', { loadContent: () => ({}), configureWebpack: (config: unknown, isServer: boolean, utils: unknown, content: unknown) => ({ config, isServer, utils, content }) }, true],
    ['configureWebpack only (a Sass plugin)', { configureWebpack: () => ({}) }, false],
    ['theme components and client modules', { getThemePath: () => './theme', getClientModules: () => ['./x.js'] }, false],
    ['injectHtmlTags and postBuild', { injectHtmlTags: () => ({}), postBuild: () => {} }, false],
  ])('%s: per locale %s', (_, hooks, perLocale) => {
    const [plugin] = lifecyclePlugins([instance(hooks)], site);
    expect(plugin!.bundlePerLocale).toBe(perLocale);
  });

  it("gives its locale's generated files to a shared bundle as each locale's own (`@generated/` of a plugin's file, not of Docusaurus's core)", () => {
    const [plugin] = lifecyclePlugins([instance({ contentLoaded: () => {} })], { ...site, generatedFilesDir: '/nowhere/.docusaurus', dataFilesDir: '/nowhere/.docusaurus/folio-locale/fr' });
    const { filter, resolve } = plugin!.localeModules!;
    expect(['@generated/p/default/data.json', '@generated/docusaurus.config', '@generated/routes', '@generated/globalData.json', '@generated/my-plugin/routes'].map((id) => filter.test(id))).toEqual([true, false, false, false, true]);
    expect(resolve('@generated/p/default/data.json')).toBeUndefined();
  });

  it("plugin-pwa: per locale (its service worker precaches the locale's folder, which must hold the locale's assets)", () => {
    const [plugin] = lifecyclePlugins([instance({ getClientModules: () => [], postBuild: () => {} }, 'docusaurus-plugin-pwa')], site);
    expect(plugin!.bundlePerLocale).toBe(true);
  });
});
