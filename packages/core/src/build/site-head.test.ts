import { describe, expect, it } from 'vitest';
import { validateThemeConfig } from '@folio/theme/config';
import { configSchemaFor } from '../config/schema.ts';
import { clientModulesModule } from '../vite/client-modules.ts';
import { scriptHash } from './host-files.ts';
import { printTag, siteHead, siteHeadCsp, siteHeadHtml, type SiteHeadConfig } from './site-head.ts';

const none: SiteHeadConfig = { baseUrl: '/', i18n: { currentLocale: 'en', localeConfigs: { en: { htmlLang: 'en' } } }, headTags: [], scripts: [], stylesheets: [], themeConfig: {} };
const defaults = '<meta property="og:locale" content="en">\n<meta name="twitter:card" content="summary_large_image">';

describe('printTag', () => {
  it.each([
    ['void element, no closing tag', { tagName: 'meta', attributes: { name: 'a', content: 'b' } }, '<meta name="a" content="b">'],
    ['attribute values escaped', { tagName: 'link', attributes: { href: '/x?a=1&b="2"<>' } }, '<link href="/x?a=1&amp;b=&quot;2&quot;&lt;&gt;">'],
    ['true is a bare attribute, false is left out', { tagName: 'script', attributes: { src: '/a.js', async: true, defer: false } }, '<script src="/a.js" async></script>'],
    ['innerHTML as given', { tagName: 'script', innerHTML: 'window.x = 1 < 2;' }, '<script>window.x = 1 < 2;</script>'],
    ['no attributes', { tagName: 'noscript', innerHTML: 'hi' }, '<noscript>hi</noscript>'],
  ])('%s', (_name, tag, html) => {
    expect(printTag(tag)).toBe(html);
  });
});

describe('siteHeadHtml', () => {
  it.each<[string, Partial<SiteHeadConfig>, string, string]>([
    ['nothing configured: the defaults only', {}, '', defaults],
    ['the favicon under baseUrl; a URL as given', { baseUrl: '/docs/', favicon: '/img/f.ico' }, '', `${defaults}\n<link rel="icon" href="/docs/img/f.ico">`],
    ['a favicon URL as given', { favicon: 'https://cdn.example/f.png' }, '', `${defaults}\n<link rel="icon" href="https://cdn.example/f.png">`],
    ['og:locale from the locale\'s htmlLang', { i18n: { currentLocale: 'pt', localeConfigs: { pt: { htmlLang: 'pt-BR' } } } }, '', '<meta property="og:locale" content="pt_BR">\n<meta name="twitter:card" content="summary_large_image">'],
    [
      'metadata of the same name or property replaces twitter:card and og:locale (as in Docusaurus)',
      { themeConfig: { metadata: [{ name: 'twitter:card', content: 'summary' }, { property: 'og:locale', content: 'en_GB' }] } },
      '',
      '<meta name="twitter:card" content="summary">\n<meta property="og:locale" content="en_GB">',
    ],
    ['scripts: strings and objects', { scripts: ['https://cdn.example/a.js', { src: '/b.js', defer: true, 'data-x': 'y' }] }, '', `${defaults}\n` + '<script src="https://cdn.example/a.js"></script>\n<script src="/b.js" defer data-x="y"></script>'],
    ['stylesheets: strings and objects', { stylesheets: ['/a.css', { href: 'https://cdn.example/b.css', crossorigin: 'anonymous' }] }, '', `${defaults}\n` + '<link rel="stylesheet" href="/a.css">\n<link rel="stylesheet" href="https://cdn.example/b.css" crossorigin="anonymous">'],
    [
      "Docusaurus's order: defaults, metadata, headTags, stylesheets, scripts",
      { scripts: ['/s.js'], stylesheets: ['/s.css'], headTags: [{ tagName: 'link', attributes: { rel: 'preconnect', href: 'https://x.example' } }], themeConfig: { metadata: [{ name: 'keywords', content: 'k' }] } },
      '',
      `${defaults}\n` + '<meta name="keywords" content="k">\n<link rel="preconnect" href="https://x.example">\n<link rel="stylesheet" href="/s.css">\n<script src="/s.js"></script>',
    ],
    [
      "a page's own meta of the same name or property wins over metadata",
      { themeConfig: { metadata: [{ name: 'description', content: 'site' }, { property: 'og:image', content: '/i.png' }, { name: 'keywords', content: 'k' }] } },
      '<title>T</title>\n<meta name="description" content="page">\n<meta property="og:image" content="https://x/p.png">',
      `${defaults}\n<meta name="keywords" content="k">`,
    ],
    [
      "a page's own og:locale and twitter:card (theme-classic's SiteMetadata prints them) replace the defaults: no duplicates",
      {},
      '<meta property="og:locale" content="en">\n<meta name="twitter:card" content="summary_large_image">',
      '',
    ],
  ])('%s', (_name, config, pageHead, html) => {
    expect(siteHeadHtml(siteHead({ ...none, ...config }), pageHead)).toBe(html);
  });
});

describe('siteHeadCsp', () => {
  it.each<[string, Partial<SiteHeadConfig>, Record<string, string[]>, string[]]>([
    ['nothing', {}, {}, []],
    ['same-site scripts and stylesheets need nothing', { scripts: ['/a.js'], stylesheets: ['/a.css'] }, {}, []],
    ['other hosts are allowed by origin', { scripts: ['https://cdn.example/a.js', '//plausible.example/p.js'], stylesheets: [{ href: 'https://fonts.example/f.css' }] }, { 'script-src': ['https://cdn.example', 'plausible.example'], 'style-src': ['https://fonts.example'] }, []],
    ['an inline headTags script is allowed by its hash', { headTags: [{ tagName: 'script', innerHTML: 'a()' }] }, { 'script-src': [scriptHash('a()')] }, []],
    ['an inline event handler cannot be allowed: reported', { headTags: [{ tagName: 'link', attributes: { rel: 'preload', href: '/f.css', onload: "this.rel='stylesheet'" } }] }, {}, ['<link onload>']],
  ])('%s', (_name, config, directives, blocked) => {
    expect(siteHeadCsp(siteHead({ ...none, ...config }))).toEqual({ directives, blocked });
  });
});

describe('config schema of the head options', () => {
  const base = { title: 'T', url: 'https://example.com' };
  it.each([
    ['a tag name that is not one', { headTags: [{ tagName: 'scr ipt>', attributes: {} }] }, 'headTags[0].tagName', 'not a valid HTML tag name'],
    ['an attribute name that is not one', { headTags: [{ tagName: 'meta', attributes: { 'a"b': 'x' } }] }, 'headTags[0].attributes', 'not a valid HTML attribute name'],
    ['innerHTML on a void element', { headTags: [{ tagName: 'meta', innerHTML: 'x' }] }, 'headTags[0].innerHTML', 'has no content'],
    ['a script without src', { scripts: [{ async: true }] }, 'scripts[0]', 'src'],
    ['a stylesheet that is a number', { stylesheets: [3] }, 'stylesheets[0]', 'href'],
    ['metadata without name or property', { themeConfig: { metadata: [{ content: 'x' }] } }, 'themeConfig.metadata[0]', 'name` or `property'],
    ['a client module that is not a string', { clientModules: [1] }, 'clientModules[0]', 'string'],
  ])('%s', (_name, input, where, message) => {
    // themeConfig is the theme's to check (its validator runs inside the config schema).
    const result = configSchemaFor(validateThemeConfig).safeParse({ ...base, ...input });
    expect(result.success).toBe(false);
    const issue = result.error!.issues[0]!;
    const path = issue.path.map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`)).join('').slice(1);
    expect(`${path}: ${issue.message}`).toContain(where);
    expect(issue.message).toContain(message);
  });
});

describe('clientModulesModule', () => {
  const config = { configFile: '/site/site.config.ts' };
  it('without client modules: a constant false, so the lifecycle code is dropped', () => {
    expect(clientModulesModule({ ...config, clientModules: [] }, '/site', false)).toBe('export const hasClientModules = false;\nexport const clientModules = [];\n');
  });
  it('stylesheets are imported for their rules, scripts for their lifecycles; the server imports none', () => {
    const modules = { ...config, clientModules: ['some-package/styles.css', 'some-package/client'] };
    expect(clientModulesModule(modules, '/site', false)).toBe(
      'import "some-package/styles.css";\nimport * as m1 from "some-package/client";\nexport const hasClientModules = true;\nexport const clientModules = [m1];\n',
    );
    expect(clientModulesModule(modules, '/site', true)).toBe('export const hasClientModules = false;\nexport const clientModules = [];\n');
  });
  it('a missing relative path is an error naming the entry', () => {
    expect(() => clientModulesModule({ ...config, clientModules: ['./src/missing.js'] }, '/site', false)).toThrow('clientModules[0]: the module ./src/missing.js does not exist');
  });
});
