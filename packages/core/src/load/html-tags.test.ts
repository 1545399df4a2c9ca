import { describe, expect, it } from 'vitest';
import { withPluginHtmlTags } from './html-tags.ts';
import { validateConfig } from '../config/config.ts';
import type { Context, Plugin, PluginHtmlTags } from '../plugin-api.ts';

const tag = (name: string) => ({ tagName: 'meta', attributes: { name } });
const plugin = (name: string, give: (command: Context['command']) => PluginHtmlTags | undefined): Plugin => ({ name, htmlTags: (ctx) => give(ctx.command) });
const context = (plugins: Plugin[], command: Context['command']): Context => ({
  siteDir: '/site',
  command,
  config: validateConfig({ title: 'T', url: 'https://x.dev', plugins, headTags: [tag('site')], bodyTags: [tag('site-body')], clientModules: ['./site.js'] }, '/site/site.config.ts'),
});
const buildOnly = plugin('b', (command) => (command === 'build' ? { headTags: [tag('b')], clientModules: ['/b.js'] } : undefined));

describe("plugins' htmlTags", () => {
  it.each<[string, Plugin[], Context['command'], string[], string[], string[]]>([
    ['none: the config as it is', [{ name: 'plain' }], 'build', ['site'], ['site-body'], ['./site.js']],
    ["each plugin's before the config's, in plugin order", [plugin('a', () => ({ headTags: [tag('a1'), tag('a2')], bodyTags: [tag('a-body')] })), buildOnly], 'build', ['a1', 'a2', 'b', 'site'], ['a-body', 'site-body'], ['/b.js', './site.js']],
    ['a plugin may give nothing for a command', [buildOnly], 'dev', ['site'], ['site-body'], ['./site.js']],
  ])('%s', (_, plugins, command, head, body, modules) => {
    const config = withPluginHtmlTags(context(plugins, command));
    expect(config.headTags.map((t) => t.attributes?.name)).toEqual(head);
    expect(config.bodyTags.map((t) => t.attributes?.name)).toEqual(body);
    expect(config.clientModules).toEqual(modules);
  });

  it('applied again (a dev reload), gives each tag once', () => {
    const ctx = context([plugin('a', () => ({ headTags: [tag('a')] }))], 'build');
    ctx.config = withPluginHtmlTags(ctx);
    expect(withPluginHtmlTags(ctx).headTags.map((t) => t.attributes?.name)).toEqual(['a', 'site']);
  });

  it('names the plugin whose hook failed', () => {
    const failing = plugin('broken', () => {
      throw new Error('no tags today');
    });
    expect(() => withPluginHtmlTags(context([failing], 'build'))).toThrow('plugin "broken" failed in htmlTags()');
  });
});

describe('the config options', () => {
  it.each<[string, unknown, unknown]>([
    ['sitemap: defaults, no changefreq or priority', undefined, { filename: 'sitemap.xml', lastmod: null, changefreq: null, priority: null, ignorePatterns: [] }],
    ['sitemap: false', false, false],
    ['sitemap: options', { lastmod: 'date', changefreq: 'daily', priority: 0.3, ignorePatterns: ['/x/**'], filename: 'maps/site.xml' }, { filename: 'maps/site.xml', lastmod: 'date', changefreq: 'daily', priority: 0.3, ignorePatterns: ['/x/**'] }],
  ])('%s', (_, sitemap, expected) => {
    expect(validateConfig({ title: 'T', url: 'https://x.dev', ...(sitemap === undefined ? {} : { sitemap }) }, '/site/site.config.ts').sitemap).toEqual(expected);
  });

  it.each<[unknown, RegExp]>([
    [{ changefreq: 'often' }, /sitemap\.changefreq/],
    [{ priority: 1.5 }, /sitemap\.priority/],
    [{ filename: '../out.xml' }, /sitemap\.filename.*not a file path inside the output folder/s],
    [{ filename: '/abs.xml' }, /sitemap\.filename/],
    [{ lastmod: 'week' }, /sitemap\.lastmod/],
    [{ other: 1 }, /sitemap/],
    ['daily', /sitemap.*expected false or an object of sitemap options/s],
  ])('refuses sitemap %j', (sitemap, message) => {
    expect(() => validateConfig({ title: 'T', url: 'https://x.dev', sitemap }, '/site/site.config.ts')).toThrow(message);
  });

  it('takes bodyTags as headTags are taken', () => {
    expect(() => validateConfig({ title: 'T', url: 'https://x.dev', bodyTags: [{ tagName: 'bad tag' }] }, '/site/site.config.ts')).toThrow(/not a valid HTML tag name/);
  });
});
