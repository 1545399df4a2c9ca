import { describe, expect, it } from 'vitest';
import { analyticsTags, docusaurusAnalytics, type AnalyticsKind } from './analytics.ts';
import { navigatedTo, type RouteLocation } from './route-change.ts';
import { mapPlugins, type PluginContext } from '../map-plugins.ts';

const at = 'presets[0][1].gtag';
const scripts = (kind: AnalyticsKind, options: unknown) => analyticsTags(kind, options, at).headTags.filter((tag) => tag.tagName === 'script');

describe('the tags of each analytics plugin', () => {
  it.each<[string, AnalyticsKind, unknown, RegExp[]]>([
    ['gtag: one ID', 'gtag', { trackingID: 'G-ONE' }, [/gtag\('config', 'G-ONE', \{  \}\);;/]],
    ['gtag: anonymizeIP', 'gtag', { trackingID: 'G-ONE', anonymizeIP: true }, [/gtag\('config', 'G-ONE', \{ 'anonymize_ip': true \}\);;/]],
    ['gtag: a config call per ID, the script of the first', 'gtag', { trackingID: ['G-A', 'G-B'] }, [/gtag\('config', 'G-A', \{  \}\);\ngtag\('config', 'G-B', \{  \}\);;/, /gtag\/js\?id=G-A$/]],
    ['analytics.js', 'googleAnalytics', { trackingID: 'UA-1-1' }, [/ga\('create', 'UA-1-1', 'auto'\);\n\s*\n\s*ga\('send', 'pageview'\);/, /^https:\/\/www\.google-analytics\.com\/analytics\.js$/]],
    ['analytics.js: anonymizeIP', 'googleAnalytics', { trackingID: 'UA-1-1', anonymizeIP: true }, [/ga\('set', 'anonymizeIp', true\);\n\n\s*ga\('send', 'pageview'\);/]],
    ['Tag Manager', 'googleTagManager', { containerId: 'GTM-X1' }, [/^window\.dataLayer = window\.dataLayer \|\| \[\];$/, /'script','dataLayer','GTM-X1'\);$/]],
  ])('%s', (_, kind, options, patterns) => {
    const texts = scripts(kind, options).map((tag) => tag.innerHTML ?? String(tag.attributes?.src));
    for (const pattern of patterns) expect(texts.some((text) => pattern.test(text)), `${pattern} in ${JSON.stringify(texts)}`).toBe(true);
  });

  it.each<[AnalyticsKind, unknown, string[], string[], number]>([
    ['gtag', { trackingID: 'G-ONE' }, ['https://www.google-analytics.com', 'https://www.googletagmanager.com'], [], 1],
    ['googleAnalytics', { trackingID: 'UA-1' }, ['https://www.google-analytics.com'], [], 1],
    ['googleTagManager', { containerId: 'GTM-X1' }, ['https://www.googletagmanager.com'], ['<iframe src="https://www.googletagmanager.com/ns.html?id=GTM-X1" height="0" width="0" style="display:none;visibility:hidden"></iframe>'], 0],
  ])('%s: preconnects, the body <noscript> and the client module', (kind, options, preconnects, noscript, modules) => {
    const tags = analyticsTags(kind, options, at);
    expect(tags.headTags.filter((tag) => tag.attributes?.rel === 'preconnect').map((tag) => tag.attributes?.href)).toEqual(preconnects);
    expect(tags.bodyTags.map((tag) => tag.innerHTML)).toEqual(noscript);
    expect(tags.bodyTags.every((tag) => tag.tagName === 'noscript')).toBe(true);
    expect(tags.clientModules).toHaveLength(modules);
  });
});

describe('bad analytics options: one error naming the option', () => {
  it.each<[AnalyticsKind, unknown, string]>([
    ['gtag', undefined, '`presets[0][1].gtag`: expected an object with `trackingID` and `anonymizeIP`, got nothing'],
    ['gtag', {}, '`presets[0][1].gtag.trackingID`: expected a non-empty string, got nothing'],
    ['gtag', { trackingID: [] }, '`presets[0][1].gtag.trackingID`: an empty list; give at least one tracking ID'],
    ['gtag', { trackingID: ['G-A', 3] }, '`presets[0][1].gtag.trackingID[1]`: expected a non-empty string, got a number'],
    ['gtag', { trackingID: "G-1'); alert(1); ('" }, '`presets[0][1].gtag.trackingID`: "G-1\'); alert(1); (\'" is not an ID'],
    ['gtag', { trackingID: 'G-A', anonymizeIP: 'yes' }, '`presets[0][1].gtag.anonymizeIP`: expected true or false, got "yes"'],
    ['gtag', { trackingID: 'G-A', trackingId: 'G-B' }, '`presets[0][1].gtag.trackingId`: not an option of this plugin (it takes trackingID, anonymizeIP)'],
    ['googleAnalytics', { trackingID: ['UA-1'] }, '`presets[0][1].gtag.trackingID`: expected a non-empty string, got a list'],
    ['googleTagManager', { containerId: '' }, '`presets[0][1].gtag.containerId`: expected a non-empty string, got ""'],
    ['googleTagManager', 'GTM-1', '`presets[0][1].gtag`: expected an object with `containerId`, got "GTM-1"'],
  ])('%s %j', (kind, options, message) => {
    expect(() => analyticsTags(kind, options, at)).toThrow(message);
  });
});

describe('mapping a config: the plugins in order, their tags in builds only', () => {
  const ctx = (): PluginContext => ({ siteDir: '/site', exists: () => false, notices: [] });
  const config = {
    presets: [['classic', { docs: false, gtag: { trackingID: 'G-P' }, googleTagManager: { containerId: 'GTM-P' }, googleAnalytics: false }]],
    plugins: [['@docusaurus/plugin-google-analytics', { trackingID: 'UA-2' }]],
  };
  const site = { siteDir: '/site', config: {} as never };

  it("lists them in Docusaurus's order: the preset's (GA, gtag, GTM) then the plugin entries", () => {
    expect(mapPlugins(config, ctx()).analytics.map((use) => [use.plugin, use.at])).toEqual([
      ['gtag', 'presets[0][1].gtag'],
      ['googleTagManager', 'presets[0][1].googleTagManager'],
      ['googleAnalytics', 'plugins[0][1]'],
    ]);
  });

  it.each<[string, 'build' | 'dev' | 'serve' | 'command', string[], number, number]>([
    ['a build: every tag, in order', 'build', ['G-P', 'GTM-P', 'UA-2'], 1, 2],
    ['the dev server: none', 'dev', [], 0, 0],
    ['a plugin command: none', 'command', [], 0, 0],
  ])('%s', (_, command, ids, bodyTags, clientModules) => {
    const tags = docusaurusAnalytics(mapPlugins(config, ctx()).analytics).htmlTags!({ ...site, command });
    const text = (tags?.headTags ?? []).map((tag) => tag.innerHTML ?? '').join('\n');
    const found = [...text.matchAll(/'(G-P|GTM-P|UA-2)'/g)].map((match) => match[1]);
    expect([...new Set(found)]).toEqual(ids);
    expect(tags?.bodyTags ?? []).toHaveLength(bodyTags);
    expect(tags?.clientModules ?? []).toHaveLength(clientModules);
  });

  it('checks the options when the config is mapped, dev or build, as Docusaurus validates every plugin', () => {
    expect(() => mapPlugins({ plugins: [['@docusaurus/plugin-google-tag-manager', {}]] }, ctx())).toThrow('`plugins[0][1].containerId`: expected a non-empty string');
  });

  it('says nothing about them any more', () => {
    const context = ctx();
    mapPlugins(config, context);
    expect(context.notices).toEqual([]);
  });
});

describe('what a navigation reports', () => {
  const at = (pathname: string, search = '', hash = ''): RouteLocation => ({ pathname, search, hash });
  it.each<[string, RouteLocation, RouteLocation | null, string | null]>([
    ['the first load: nothing (the head snippet reported it)', at('/a'), null, null],
    ['another page', at('/b', '?q=1', '#x'), at('/a'), '/b?q=1#x'],
    ['another hash', at('/a', '', '#y'), at('/a'), '/a#y'],
    ['another query', at('/a', '?p=2'), at('/a'), '/a?p=2'],
    ['the same location: nothing', at('/a', '?q', '#h'), at('/a', '?q', '#h'), null],
  ])('%s', (_, location, previous, expected) => {
    expect(navigatedTo(location, previous)).toBe(expected);
  });
});
