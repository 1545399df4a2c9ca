/**
 * Themes, third-party presets and @easyops-cn/docusaurus-search-local in mapPlugins: what runs
 * through the lifecycle, with its kind and place in Docusaurus's order, and what Folio replaces.
 */
import { describe, expect, it } from 'vitest';
import { mapPlugins, type PluginContext } from './map-plugins.ts';

/** A site where the packages in `installed` (and every local file) can be loaded. */
function context(installed: string[]): PluginContext {
  return { siteDir: '/site', exists: () => false, notices: [], resolves: (written) => written.startsWith('.') || installed.includes(written) };
}

const CLASSIC = ['classic', { docs: false, blog: false, pages: false }];
const SEARCH = '@easyops-cn/docusaurus-search-local';

describe('mapPlugins: themes and presets', () => {
  it.each([
    {
      name: 'a theme and a third-party preset run through the lifecycle, a plugin as before',
      config: { presets: [CLASSIC, ['redocusaurus', { specs: [] }]], plugins: ['./plugins/p.js'], themes: [['./themes/t.js', { a: 1 }]] },
      installed: ['classic', 'redocusaurus'],
      lifecycle: [
        { target: 'redocusaurus', options: { specs: [] }, where: 'presets[1]', kind: 'preset', rank: [1] },
        { target: './plugins/p.js', options: {}, where: 'plugins[0]' },
        { target: './themes/t.js', options: { a: 1 }, where: 'themes[0]', kind: 'theme', rank: [3, 0] },
      ],
      search: false,
      notices: [],
    },
    {
      name: 'search-local on Docusaurus\'s theme runs as itself',
      config: { presets: [CLASSIC], themes: ['mermaid', [SEARCH, { hashed: true }]] },
      installed: ['classic', SEARCH],
      lifecycle: [{ target: SEARCH, options: { hashed: true }, where: 'themes[1]', kind: 'theme', rank: [3, 1] }],
      search: false,
      notices: [],
    },
    {
      name: 'search-local without Docusaurus\'s theme installed: Folio\'s search stands for it',
      config: { presets: [CLASSIC], themes: [SEARCH] },
      installed: [SEARCH],
      lifecycle: [],
      search: true,
      notices: ["`themes[0]` (@easyops-cn/docusaurus-search-local): Folio's built-in local search is used instead"],
    },
    {
      name: 'another local search plugin: Folio\'s search stands for it',
      config: { presets: [CLASSIC], plugins: ['docusaurus-lunr-search'] },
      installed: ['classic', 'docusaurus-lunr-search'],
      lifecycle: [],
      search: true,
      notices: ["`plugins[0]` (docusaurus-lunr-search): Folio's built-in local search is used instead"],
    },
    {
      name: '@docusaurus/plugin-svgr, which a site may list beside the preset: mapped, never run (its configureWebpack needs webpack\'s SVG rule)',
      config: { presets: [CLASSIC], plugins: ['@docusaurus/plugin-svgr', ['@docusaurus/plugin-svgr', { svgrConfig: { svgo: false } }]] },
      installed: ['classic', '@docusaurus/plugin-svgr'],
      lifecycle: [],
      search: false,
      notices: ["`plugins[1][1].svgrConfig`: SVG files import as React components with SVGR's defaults; ignored"],
    },
    {
      name: 'a function in `presets`, which Docusaurus cannot load, and a number in `themes`',
      config: { presets: [function preset() {}], themes: [3] },
      installed: [],
      lifecycle: [],
      search: false,
      notices: ['`presets[0]` (function preset): a function, which Docusaurus does not accept as a preset either; skipped', '`themes[0]` (a number): not a name, a path or a function Docusaurus could load; skipped'],
    },
  ])('$name', ({ config, installed, lifecycle, search, notices }) => {
    const ctx = context(installed);
    const out = mapPlugins(config, ctx);
    expect(out.lifecycle).toEqual(lifecycle);
    expect(out.search).toBe(search);
    expect(ctx.notices).toEqual(notices);
  });
});
