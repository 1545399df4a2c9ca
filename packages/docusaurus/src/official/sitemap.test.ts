import { describe, expect, it } from 'vitest';
import { mapSitemapOptions } from './sitemap.ts';
import { mapPlugins } from '../map-plugins.ts';

const DEFAULTS = { filename: 'sitemap.xml', lastmod: null, changefreq: 'weekly', priority: 0.5, ignorePatterns: [] };
const at = 'presets[0][1].sitemap';

describe("@docusaurus/plugin-sitemap's options as Folio's", () => {
  it.each<[string, unknown, unknown]>([
    ["none: Docusaurus's defaults", undefined, DEFAULTS],
    ['an empty object', {}, DEFAULTS],
    ['false: no sitemap', false, false],
    ['each option', { filename: 'map.xml', lastmod: 'datetime', changefreq: 'daily', priority: 1, ignorePatterns: ['/tags/**'] }, { filename: 'map.xml', lastmod: 'datetime', changefreq: 'daily', priority: 1, ignorePatterns: ['/tags/**'] }],
    ['null changefreq and priority: no such elements', { changefreq: null, priority: null, lastmod: null }, { ...DEFAULTS, changefreq: null, priority: null }],
    ['priority 0', { priority: 0 }, { ...DEFAULTS, priority: 0 }],
  ])('%s', (_, options, expected) => {
    expect(mapSitemapOptions(options, at)).toEqual(expected);
  });

  it('keeps createSitemapItems itself (folio migrate finds it in the config by identity)', () => {
    const createSitemapItems = async () => [];
    expect(mapSitemapOptions({ createSitemapItems }, at)).toMatchObject({ createSitemapItems });
  });

  it.each<[unknown, string]>([
    [{ changefreq: 'sometimes' }, "`presets[0][1].sitemap.changefreq`: expected one of 'always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never' or null, got \"sometimes\""],
    [{ priority: 2 }, '`presets[0][1].sitemap.priority`: expected a number from 0 to 1, or null, got 2'],
    [{ lastmod: 'time' }, "`presets[0][1].sitemap.lastmod`: expected one of 'date', 'datetime' or null"],
    [{ ignorePatterns: '/tags/**' }, '`presets[0][1].sitemap.ignorePatterns`: expected a list of glob strings'],
    [{ filename: '' }, '`presets[0][1].sitemap.filename`: expected a file name'],
    [{ createSitemapItems: [] }, '`presets[0][1].sitemap.createSitemapItems`: expected a function'],
    [{ cacheTime: 600000 }, '`presets[0][1].sitemap.cacheTime`: deprecated in Docusaurus; remove it'],
    [{ trailingSlash: true }, "`presets[0][1].sitemap.trailingSlash`: use the site's `trailingSlash` instead"],
    [{ changeFreq: 'daily' }, '`presets[0][1].sitemap.changeFreq`: not an option of @docusaurus/plugin-sitemap'],
    ['daily', '`presets[0][1].sitemap`: expected an object of sitemap options or false, got string'],
  ])('refuses %j', (options, message) => {
    expect(() => mapSitemapOptions(options, at)).toThrow(message);
  });
});

describe('which sitemap a config has', () => {
  const map = (config: Record<string, unknown>) => mapPlugins(config, { siteDir: '/site', exists: () => false, notices: [] });
  it.each<[string, Record<string, unknown>, unknown]>([
    ['the classic preset has one', { presets: [['classic', { docs: false }]] }, DEFAULTS],
    ["the preset's options", { presets: [['classic', { docs: false, sitemap: { changefreq: 'monthly' } }]] }, { ...DEFAULTS, changefreq: 'monthly' }],
    ["the preset's false", { presets: [['classic', { docs: false, sitemap: false }]] }, false],
    ['no preset and no plugin: none, as Docusaurus writes none', { plugins: [] }, false],
    ['the plugin on its own', { plugins: [['@docusaurus/plugin-sitemap', { priority: null }]] }, { ...DEFAULTS, priority: null }],
  ])('%s', (_, config, expected) => {
    expect(map(config).sitemap).toEqual(expected);
  });

  it('names a bad option by its path in a plugin entry', () => {
    expect(() => map({ plugins: ['x', ['@docusaurus/plugin-sitemap', { priority: -1 }]] })).toThrow('`plugins[1][1].priority`: expected a number from 0 to 1');
  });
});
