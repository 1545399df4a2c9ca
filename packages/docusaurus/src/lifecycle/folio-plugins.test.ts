import { describe, expect, it } from 'vitest';
import { lifecyclePlugins } from './folio-plugins.ts';
import type { LifecycleSite } from './post-build.ts';

const site: LifecycleSite = {
  siteDir: '/site',
  siteConfigPath: '/site/docusaurus.config.js',
  siteConfig: {},
  baseUrl: '/',
  generatedFilesDir: '/site/.docusaurus',
  outDir: '/site/build',
  i18n: {},
  docusaurusTheme: true,
  official: () => [],
};

const instance = (hooks: Record<string, unknown>, name = 'p') => ({ name, id: 'default', options: {}, where: 'plugins[0]', dir: '/site', hooks });

describe('a Docusaurus plugin bundled per locale or shared by the locales', () => {
  it.each([
    // Content hooks: shared when every locale writes the same (localeWritesDir, core's locale-writes.ts).
    ['loadContent', { loadContent: () => ({}) }, false],
    ['contentLoaded', { contentLoaded: () => {} }, false],
    ['allContentLoaded', { allContentLoaded: () => {} }, false],
    ['loadContent, and a configureWebpack taking the content', { loadContent: () => ({}), configureWebpack: (_config: unknown, _isServer: boolean, _utils: unknown, _content: unknown) => ({}) }, true],
    ['a configureWebpack taking the content, no content hooks', { configureWebpack: (_config: unknown, _isServer: boolean, _utils: unknown, _content: unknown) => ({}) }, false],
    ['configureWebpack only (a Sass plugin)', { configureWebpack: () => ({}) }, false],
    ['theme components and client modules', { getThemePath: () => './theme', getClientModules: () => ['./x.js'] }, false],
    ['injectHtmlTags and postBuild', { injectHtmlTags: () => ({}), postBuild: () => {} }, false],
  ])('%s: per locale %s', (_, hooks, perLocale) => {
    const [plugin] = lifecyclePlugins([instance(hooks)], site);
    expect(plugin!.bundlePerLocale).toBe(perLocale);
  });

  it.each([
    ['loadContent', { loadContent: () => ({}) }, true],
    ['contentLoaded', { contentLoaded: () => {} }, true],
    ['configureWebpack only', { configureWebpack: () => ({}) }, false],
  ])('%s: writes per locale into .docusaurus %s', (_, hooks, writes) => {
    const [plugin] = lifecyclePlugins([instance(hooks)], site);
    expect(plugin!.localeWritesDir).toBe(writes ? site.generatedFilesDir : undefined);
  });

  it("the data folders of Docusaurus's own content plugins are not looked through, unless a plugin run here has the name (a wrapper of the blog plugin)", () => {
    const [plugin] = lifecyclePlugins([instance({ contentLoaded: () => {} })], site);
    expect(plugin!.localeWritesSkip).toEqual(['docs', 'blog', 'pages', 'debug'].map((kind) => `/site/.docusaurus/docusaurus-plugin-${kind === 'debug' ? 'debug' : `content-${kind}`}`));
    const [wrapper] = lifecyclePlugins([instance({ contentLoaded: () => {} }, 'docusaurus-plugin-content-blog')], site);
    expect(wrapper!.localeWritesSkip).not.toContain('/site/.docusaurus/docusaurus-plugin-content-blog');
    expect(wrapper!.localeWritesSkip).toContain('/site/.docusaurus/docusaurus-plugin-content-docs');
  });

  it("plugin-pwa: per locale (its service worker precaches the locale's folder, which must hold the locale's assets)", () => {
    const [plugin] = lifecyclePlugins([instance({ getClientModules: () => [], postBuild: () => {} }, 'docusaurus-plugin-pwa')], site);
    expect(plugin!.bundlePerLocale).toBe(true);
  });
});
