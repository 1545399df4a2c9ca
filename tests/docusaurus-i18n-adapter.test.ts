/**
 * A Docusaurus site in three locales on Docusaurus's own theme (tests/fixtures/docusaurus-i18n: en,
 * fr with a label and htmlLang fr-FR, ar right to left), built by `folio build` in one run: each
 * locale's pages are what `docusaurus build` gives (tests/fixtures/docusaurus-i18n.docusaurus.json,
 * written by bench/i18n-routes.mjs from Docusaurus 3.10.2's own output): `<html lang dir>`, the
 * hreflang alternates and og:locale, the locale dropdown's links, the `<Translate>` strings of the
 * locale's code.json, theme strings in the locale (theme-translations, under code.json), and the
 * navbar and footer translated by the locale's docusaurus-theme-classic/navbar.json and footer.json;
 * right to left, Infima's right-to-left stylesheet and the theme's CSS mirrored; each locale's
 * Docusaurus plugins made with its load context. And a locale on a domain of its own
 * (tests/fixtures/docusaurus-i18n-domains).
 */
import { execFile } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { layOutSite } from './docusaurus-theme-site.ts';

const run = promisify(execFile);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FIXTURE = path.join(ROOT, 'tests/fixtures/docusaurus-i18n');
const siteDir = path.join(ROOT, 'tests/.tmp', `docusaurus-i18n-adapter-${process.pid}`);
const out = path.join(siteDir, 'build');
let buildLog = '';

interface PageFacts {
  file: string;
  missing?: boolean;
  html: { lang: string; dir: string };
  alternates: Array<{ hreflang: string; href: string }>;
  canonical: string[];
  ogLocale: string[];
  ogLocaleAlternates: string[];
  localeDropdown: Array<{ label: string; lang: string; href: string; current: boolean }>;
  h1: string;
  paginator: string[];
}
const FACTS = JSON.parse(readFileSync(path.join(ROOT, 'tests/fixtures/docusaurus-i18n.docusaurus.json'), 'utf8')) as { build: { locales: Record<string, { folder: string; routes: string[]; pages: Record<string, PageFacts> }> } };

/** Every `.html` file under the output's `folder`, relative to the output, less those of the other locales' folders inside it (as bench/i18n-routes.mjs lists Docusaurus's). */
function localeHtmlFiles(folder: string): string[] {
  const prefix = folder ? `${folder}/` : '';
  const nested = Object.values(FACTS.build.locales).map((locale) => `${locale.folder}/`).filter((other) => other !== '/' && other !== prefix && other.startsWith(prefix));
  const files = (readdirSync(path.join(out, folder), { recursive: true }) as string[]).map((file) => `${prefix}${file.split(path.sep).join('/')}`);
  return files.filter((file) => file.endsWith('.html') && !nested.some((other) => file.startsWith(other))).sort();
}

/** Every page the facts describe, in each locale. */
const PAGES = Object.entries(FACTS.build.locales).flatMap(([locale, { pages }]) => Object.entries(pages).map(([route, facts]) => ({ locale, route, facts })));

const decode = (text: string) => text.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');
const read = (file: string) => readFileSync(path.join(out, file), 'utf8').replace(/<!-- -->/g, '');
const attr = (tag: string, name: string) => decode(new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? '');
const tags = (html: string, pattern: RegExp) => html.match(pattern) ?? [];

/**
 * A Docusaurus plugin, added to the laid-out copy's config (the fixture's own config is kept as
 * docusaurus.fixture.js), that records the load context it is made with and what its postBuild
 * gets, into the output folder the context names, as Docusaurus gives each locale its own.
 */
const RECORDER = `const fs = require('fs');
const path = require('path');
module.exports = function contextRecorder(context) {
  const made = {
    env: process.env.DOCUSAURUS_CURRENT_LOCALE,
    currentLocale: context.i18n.currentLocale,
    localeBaseUrl: context.i18n.localeConfigs[context.i18n.currentLocale].baseUrl,
    localizationDir: path.relative(context.siteDir, context.localizationDir),
    url: context.siteConfig.url,
    baseUrl: context.siteConfig.baseUrl,
    contextBaseUrl: context.baseUrl,
    homeHeading: context.codeTranslations['home.heading'],
  };
  return {
    name: 'context-recorder',
    // Data written into .docusaurus/, one folder for every locale, read by the locale's own page.
    async contentLoaded({ actions }) {
      const data = await actions.createData('locale.json', JSON.stringify({ locale: context.i18n.currentLocale }));
      actions.addRoute({ path: context.baseUrl + 'recorded-locale', component: '@site/src/components/RecordedLocale.js', modules: { data }, exact: true });
    },
    async postBuild(props) {
      const record = { ...made, navbarTitle: context.siteConfig.themeConfig.navbar.title, postBuildBaseUrl: props.baseUrl, sameOutDir: path.resolve(props.outDir) === path.resolve(context.outDir) };
      fs.writeFileSync(path.join(context.outDir, 'context.json'), JSON.stringify(record));
    },
  };
};
`;

beforeAll(async () => {
  await layOutSite(FIXTURE, siteDir);
  renameSync(path.join(siteDir, 'docusaurus.config.js'), path.join(siteDir, 'docusaurus.fixture.js'));
  writeFileSync(path.join(siteDir, 'context-recorder.js'), RECORDER);
  mkdirSync(path.join(siteDir, 'src/components'), { recursive: true });
  writeFileSync(path.join(siteDir, 'src/components/RecordedLocale.js'), "import React from 'react';\nexport default function RecordedLocale({ data }) {\n  return <p className=\"recorded-locale\">{data.locale}</p>;\n}\n");
  // A Markdown image at an absolute path, a file of the static folder, in a doc and its translation.
  mkdirSync(path.join(siteDir, 'static/img'), { recursive: true });
  writeFileSync(path.join(siteDir, 'static/img/pier.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="2"/>\n');
  for (const doc of ['docs/mooring.md', 'i18n/fr/docusaurus-plugin-content-docs/current/mooring.md']) appendFileSync(path.join(siteDir, doc), '\n![Pier](/img/pier.svg)\n');
  writeFileSync(path.join(siteDir, 'docusaurus.config.js'), "const fixture = require('./docusaurus.fixture.js');\nmodule.exports = () => { const config = fixture(); return { ...config, plugins: [...(config.plugins ?? []), './context-recorder.js'] }; };\n");
  const result = await run(process.execPath, [path.join(ROOT, 'packages/core/bin/folio.mjs'), 'build', siteDir], { cwd: ROOT, timeout: 600_000, maxBuffer: 32 * 1024 * 1024 });
  buildLog = result.stdout + result.stderr;
}, 900_000);

afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

/** The checks of a locale's built pages against what Docusaurus built of them: `outOf(locale)` is the folder its `file`s are relative to. */
function pageChecks(pages: Array<{ locale: string; route: string; facts: PageFacts }>, outOf: (locale: string) => string): void {
  const page = (locale: string, facts: PageFacts) => readFileSync(path.join(outOf(locale), facts.file), 'utf8').replace(/<!-- -->/g, '');

  it.each(pages)('$locale /$route: <html lang dir>', ({ locale, facts }) => {
    const html = /<html[^>]*>/.exec(page(locale, facts))![0];
    expect({ lang: attr(html, 'lang'), dir: attr(html, 'dir') }).toEqual(facts.html);
  });

  it.each(pages)('$locale /$route: hreflang alternates, canonical and og:locale', ({ locale, facts }) => {
    const html = page(locale, facts);
    expect(tags(html, /<link[^>]*rel="alternate"[^>]*hreflang=[^>]*>/g).map((tag) => ({ hreflang: attr(tag, 'hreflang'), href: attr(tag, 'href') }))).toEqual(facts.alternates);
    expect(tags(html, /<link[^>]*rel="canonical"[^>]*>/g).map((tag) => attr(tag, 'href'))).toEqual(facts.canonical);
    expect(tags(html, /<meta[^>]*property="og:locale"[^>]*>/g).map((tag) => attr(tag, 'content'))).toEqual(facts.ogLocale);
    expect(tags(html, /<meta[^>]*property="og:locale:alternate"[^>]*>/g).map((tag) => attr(tag, 'content'))).toEqual(facts.ogLocaleAlternates);
  });

  it.each(pages)('$locale /$route: the locale dropdown links to this page in each locale', ({ locale, facts }) => {
    const links = tags(page(locale, facts), /<a[^>]*class="dropdown__link[^"]*"[^>]*lang="[^"]*"[^>]*>[^<]*/g);
    expect(links.map((tag) => ({ label: decode(tag.slice(tag.lastIndexOf('>') + 1)), lang: attr(tag, 'lang'), href: attr(tag, 'href'), current: attr(tag, 'class').includes('dropdown__link--active') }))).toEqual(facts.localeDropdown);
  });

  it.each(pages)('$locale /$route: the heading (a <Translate> of code.json on a home page) and the paginator\'s theme strings', ({ locale, facts }) => {
    const html = page(locale, facts);
    expect(decode(/<h1[^>]*>([^<]*)</.exec(html)![1]!)).toBe(facts.h1);
    expect(tags(html, /pagination-nav__sublabel">[^<]*/g).map((tag) => decode(tag.slice(tag.indexOf('>') + 1)))).toEqual(facts.paginator);
  });
}

describe('each locale\'s pages, as docusaurus build gives them', () => {
  // The recorder this test adds makes one more page per locale. src/pages/fr/about.md, a page of every
  // locale, is left out of en (fr's folder, which fr's build empties) with a line naming it.
  it.each(Object.entries(FACTS.build.locales))('%s: the HTML files of docusaurus build', (_locale, { folder, routes }) => {
    const recorded = `${folder ? `${folder}/` : ''}recorded-locale/index.html`;
    expect(localeHtmlFiles(folder)).toEqual([...routes, recorded].sort());
  });
  it('names the page of en left out in the fr locale\'s folder', () => {
    expect(buildLog).toContain(`${path.join('src', 'pages', 'fr', 'about.md')}: the en page /fr/about would be written into the fr locale's folder, which that locale's pages replace: left out`);
  });

  it.each(PAGES.filter(({ facts }) => facts.missing))('$locale /$route: not built, as Docusaurus builds it in no other locale', ({ locale, route }) => {
    expect(existsSync(path.join(out, FACTS.build.locales[locale]!.folder, route, 'index.html'))).toBe(false);
  });

  pageChecks(PAGES.filter(({ facts }) => !facts.missing), () => out);
});

/** The navbar's title and links, and the footer's text, of a locale's home page. */
function chrome(folder: string) {
  const html = read(path.join(folder, 'index.html'));
  const navbar = /<nav[\s\S]*?<\/nav>/.exec(html)![0];
  const footer = /<footer[\s\S]*?<\/footer>/.exec(html)![0];
  return {
    title: decode(/navbar__title[^>]*>([^<]*)</.exec(navbar)![1]!),
    items: tags(navbar, /<a[^>]*class="navbar__item navbar__link[^"]*"[^>]*>[^<]*/g).map((tag) => [attr(tag, 'href'), decode(tag.slice(tag.lastIndexOf('>') + 1))]),
    footer: decode(footer.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim()),
  };
}

describe('the navbar and footer, translated by the locale\'s docusaurus-theme-classic files', () => {
  it.each([
    ['en', '', { title: 'Harbour Guide', items: [['/docs/intro', 'Guide'], ['/blog', 'Log'], ['/about', 'About']], footer: 'Guide Getting started More Log Harbour Guide, a fixture' }],
    // i18n/fr/docusaurus-theme-classic/navbar.json and footer.json
    ['fr', 'fr', { title: 'Guide du port', items: [['/fr/docs/intro', 'Guide'], ['/fr/blog', 'Journal'], ['/fr/about', 'À propos']], footer: 'Guide Premiers pas Plus Journal Guide du port, une fixture' }],
    // ar has no such files: the config's labels, under its base URL.
    ['ar', 'ar', { title: 'Harbour Guide', items: [['/ar/docs/intro', 'Guide'], ['/ar/blog', 'Log'], ['/ar/about', 'About']], footer: 'Guide Getting started More Log Harbour Guide, a fixture' }],
  ] as const)('%s', (_locale, folder, expected) => {
    expect(chrome(folder)).toEqual(expected);
  });
});

describe('a Markdown image at an absolute path', () => {
  // Docusaurus bundles it (`/fr/assets/images/pier-<hash>.svg`); the static folder is in every locale's output.
  it.each([
    ['', '/img/pier.svg'],
    ['fr/', '/fr/img/pier.svg'],
  ])("under /%s, its src has the locale's base URL", (folder, src) => {
    expect(read(`${folder}docs/berths/mooring/index.html`)).toMatch(new RegExp(`<img [^>]*src="${src}"`));
    expect(existsSync(path.join(out, src))).toBe(true);
  });
});

describe('right to left', () => {
  it('an rtl locale gets Infima\'s right-to-left stylesheet, as theme-classic gives it', () => {
    const css = (folder: string) => {
      const html = read(path.join(folder, 'index.html'));
      return tags(html, /<link[^>]*rel="stylesheet"[^>]*>/g).map((tag) => readFileSync(path.join(out, attr(tag, 'href')), 'utf8')).join('\n');
    };
    // Infima's .pagination-nav__link--next is aligned to the end of the line: `right` left to right, `left` right to left.
    expect(css('ar')).toMatch(/\.pagination-nav__link--next\{[^}]*text-align:left/);
    expect(css('fr')).toMatch(/\.pagination-nav__link--next\{[^}]*text-align:right/);
  });

  it('the theme\'s own stylesheets are mirrored by RTLCSS, as theme-classic\'s configurePostCss does', () => {
    const css = (folder: string) => tags(read(path.join(folder, 'index.html')), /<link[^>]*rel="stylesheet"[^>]*>/g).map((tag) => readFileSync(path.join(out, attr(tag, 'href')), 'utf8')).join('\n');
    // theme-classic's IconExternalLink/styles.module.css: `.iconExternalLink { margin-left: 0.3rem }`.
    expect(css('ar')).toMatch(/\.iconExternalLink_\w+\{margin-right:\.3rem\}/);
    expect(css('')).toMatch(/\.iconExternalLink_\w+\{margin-left:\.3rem\}/);
  });
});

describe('Docusaurus plugins are made for each locale, with its load context', () => {
  it.each([
    ['en', '', { env: 'en', currentLocale: 'en', localeBaseUrl: '/', localizationDir: 'i18n/en', url: 'https://example.org', baseUrl: '/', contextBaseUrl: '/', navbarTitle: 'Harbour Guide', postBuildBaseUrl: '/', sameOutDir: true }],
    ['fr', 'fr', { env: 'fr', currentLocale: 'fr', localeBaseUrl: '/fr/', localizationDir: 'i18n/fr', url: 'https://example.org', baseUrl: '/fr/', contextBaseUrl: '/fr/', homeHeading: 'Guide du port', navbarTitle: 'Guide du port', postBuildBaseUrl: '/fr/', sameOutDir: true }],
    ['ar', 'ar', { env: 'ar', currentLocale: 'ar', localeBaseUrl: '/ar/', localizationDir: 'i18n/ar', url: 'https://example.org', baseUrl: '/ar/', contextBaseUrl: '/ar/', homeHeading: 'دليل الميناء', navbarTitle: 'Harbour Guide', postBuildBaseUrl: '/ar/', sameOutDir: true }],
  ] as const)('%s: DOCUSAURUS_CURRENT_LOCALE, i18n, localizationDir, code.json, the locale\'s url and baseUrl, translated themeConfig, its own output folder', (_locale, folder, expected) => {
    expect(JSON.parse(read(path.join(folder, 'context.json')))).toEqual(expected);
  });

  it.each([['en', ''], ['fr', 'fr/'], ['ar', 'ar/']])("%s: a plugin's route shows the data it wrote for that locale (each locale's .docusaurus/ data is there while it builds)", (locale, folder) => {
    expect(read(`${folder}recorded-locale/index.html`)).toContain(`<p class="recorded-locale">${locale}</p>`);
  });
});

/**
 * A locale on a domain of its own (tests/fixtures/docusaurus-i18n-domains: de at
 * https://de.example.com/, en at https://example.org/), each built on its own
 * (`folio build --locale <locale> --out-dir build-<locale>`, as Docusaurus's facts for it were):
 * the other domain's links are absolute, the alternates name each locale's domain.
 */
describe('one domain per locale', () => {
  const domains = path.join(ROOT, 'tests/.tmp', `docusaurus-i18n-adapter-domains-${process.pid}`);
  const facts = JSON.parse(readFileSync(path.join(ROOT, 'tests/fixtures/docusaurus-i18n-domains.docusaurus.json'), 'utf8')) as { singleLocaleBuilds: { locales: Record<string, { pages: Record<string, PageFacts> }> } };
  const pages = Object.entries(facts.singleLocaleBuilds.locales).flatMap(([locale, { pages: byRoute }]) => Object.entries(byRoute).map(([route, page]) => ({ locale, route, facts: page })));

  beforeAll(async () => {
    await layOutSite(path.join(ROOT, 'tests/fixtures/docusaurus-i18n-domains'), domains);
    for (const locale of Object.keys(facts.singleLocaleBuilds.locales)) {
      await run(process.execPath, [path.join(ROOT, 'packages/core/bin/folio.mjs'), 'build', domains, '--locale', locale, '--out-dir', `build-${locale}`], { cwd: ROOT, timeout: 600_000, maxBuffer: 32 * 1024 * 1024 });
    }
  }, 900_000);

  afterAll(() => rmSync(domains, { recursive: true, force: true }));

  pageChecks(pages, (locale) => path.join(domains, `build-${locale}`));
});

/**
 * Versioned docs, a second docs instance, and a locale whose translations are in a folder of
 * another name (tests/fixtures/docusaurus-i18n-versioned: `localeConfigs.ja.path: 'japanese'`): its
 * code.json is read from i18n/japanese/ ("次のページへ" over theme-translations' "次へ").
 */
describe('versions, a second docs instance, a locale folder named by its `path`', () => {
  const versioned = path.join(ROOT, 'tests/.tmp', `docusaurus-i18n-adapter-versioned-${process.pid}`);
  const facts = JSON.parse(readFileSync(path.join(ROOT, 'tests/fixtures/docusaurus-i18n-versioned.docusaurus.json'), 'utf8')) as typeof FACTS;
  const pages = Object.entries(facts.build.locales).flatMap(([locale, { pages: byRoute }]) => Object.entries(byRoute ?? {}).filter(([, page]) => !page.missing).map(([route, page]) => ({ locale, route, facts: page })));

  beforeAll(async () => {
    await layOutSite(path.join(ROOT, 'tests/fixtures/docusaurus-i18n-versioned'), versioned);
    await run(process.execPath, [path.join(ROOT, 'packages/core/bin/folio.mjs'), 'build', versioned], { cwd: ROOT, timeout: 600_000, maxBuffer: 32 * 1024 * 1024 });
  }, 900_000);

  afterAll(() => rmSync(versioned, { recursive: true, force: true }));

  pageChecks(pages, () => path.join(versioned, 'build'));
});

/**
 * A Docusaurus plugin with no content hooks (a webpack alias, as docusaurus-plugin-sass and the
 * like set webpack options) is the same in every locale, and so is one whose contentLoaded writes
 * the same bytes into .docusaurus in each: en, fr and ar (right to left) still share one bundle, and
 * the alias and the route work in each. A plugin whose createData writes other bytes
 * per locale (the recorder above) makes en and fr bundle apart.
 */
describe('the locales share one bundle beside Docusaurus plugins that write the same in every locale', () => {
  const shared = path.join(ROOT, 'tests/.tmp', `docusaurus-i18n-adapter-shared-${process.pid}`);
  let log = '';

  beforeAll(async () => {
    await layOutSite(FIXTURE, shared);
    renameSync(path.join(shared, 'docusaurus.config.js'), path.join(shared, 'docusaurus.fixture.js'));
    mkdirSync(path.join(shared, 'src/lake'), { recursive: true });
    writeFileSync(path.join(shared, 'src/lake/plugin.js'), "const path = require('path');\nmodule.exports = () => ({ name: 'lake', configureWebpack: () => ({ resolve: { alias: { '@lake': path.join(__dirname, 'value.js') } } }) });\n");
    writeFileSync(
      path.join(shared, 'src/lake/shore.js'),
      "module.exports = (context) => ({ name: 'shore', async contentLoaded({ actions }) { const data = await actions.createData('shore.json', JSON.stringify({ shore: 'pebbles' })); actions.addRoute({ path: context.baseUrl + 'shore', component: '@site/src/lake/Shore.js', modules: { data }, exact: true }); } });\n",
    );
    writeFileSync(path.join(shared, 'src/lake/Shore.js'), "import React from 'react';\nexport default function Shore({ data }) {\n  return <p className=\"shore\">{data.shore}</p>;\n}\n");
    writeFileSync(path.join(shared, 'src/lake/value.js'), "export const lake = 'lake-' + 'value';\n");
    const home = path.join(shared, 'src/pages/index.js');
    writeFileSync(home, `import { lake } from '@lake';\n${readFileSync(home, 'utf8').replace('</h1>', '<span className="lake">{lake}</span></h1>')}`);
    writeFileSync(path.join(shared, 'docusaurus.config.js'), "const fixture = require('./docusaurus.fixture.js');\nmodule.exports = () => { const config = fixture(); return { ...config, plugins: [...(config.plugins ?? []), './src/lake/plugin.js', './src/lake/shore.js'] }; };\n");
    const result = await run(process.execPath, [path.join(ROOT, 'packages/core/bin/folio.mjs'), 'build', shared], { cwd: ROOT, timeout: 600_000, maxBuffer: 32 * 1024 * 1024 });
    log = result.stdout + result.stderr;
  }, 900_000);

  afterAll(() => rmSync(shared, { recursive: true, force: true }));

  it('bundles en, fr and ar once: the Arabic pages name the mirrored twins of the stylesheets', () => {
    expect(log).toMatch(/bundle client\+server \(one for en, fr, ar\)/);
    const html = (dir: string) => readFileSync(path.join(shared, 'build', dir, 'index.html'), 'utf8');
    const entry = (dir: string) => /<script type="module" src="([^"]+)"/.exec(html(dir))?.[1];
    expect(entry('')).toMatch(/^\/assets\/locale-en-/);
    expect(entry('fr')).toMatch(/^\/assets\/locale-fr-/);
    expect(entry('ar')).toMatch(/^\/assets\/locale-ar-/);
    const sheets = (dir: string) => tags(html(dir), /<link[^>]*rel="stylesheet"[^>]*>/g).map((tag) => attr(tag, 'href'));
    // (Each twin keeps the name Vite gave its stylesheet, which Docusaurus's minimizers renamed.)
    expect(sheets('ar')).toHaveLength(sheets('').length);
    for (const href of sheets('ar')) expect(href).toMatch(/^\/assets\/[\w-]+\.rtl\.css$/);
    for (const href of [...sheets('ar'), ...sheets('')]) expect(existsSync(path.join(shared, 'build', href))).toBe(true);
    expect(sheets('fr')).toEqual(sheets(''));
  });

  it("the twins are mirrored as theme-classic mirrors a right-to-left locale's CSS and minified by Docusaurus's minimizers; the stylesheets as written are not", () => {
    const css = (dir: string) => tags(readFileSync(path.join(shared, 'build', dir, 'index.html'), 'utf8'), /<link[^>]*rel="stylesheet"[^>]*>/g).map((tag) => readFileSync(path.join(shared, 'build', attr(tag, 'href')), 'utf8')).join('\n');
    // Infima's right-to-left stylesheet (RTLCSS's output on its left-to-right one) and theme-classic's IconExternalLink module.
    expect(css('ar')).toMatch(/\.pagination-nav__link--next\{[^}]*text-align:left/);
    expect(css('')).toMatch(/\.pagination-nav__link--next\{[^}]*text-align:right/);
    expect(css('ar')).toMatch(/\.iconExternalLink_\w+\{margin-right:\.3rem\}/);
    expect(css('fr')).toMatch(/\.iconExternalLink_\w+\{margin-left:\.3rem\}/);
    for (const dir of ['', 'ar']) expect(css(dir)).not.toMatch(/folio:(?:ltr|rtl|end)|\/\*\s*rtl:/);
  });

  it.each([[''], ['fr/'], ['ar/']])('/%sshore: the route of the plugin with contentLoaded renders its data', (dir) => {
    expect(readFileSync(path.join(shared, 'build', dir, 'shore/index.html'), 'utf8')).toContain('<p class="shore">pebbles</p>');
  });

  it('beside the recorder, whose createData writes other bytes in each locale under one path, en, fr and ar share a bundle still; each locale\'s script holds its own data', () => {
    expect(buildLog).toMatch(/bundle client\+server \(one for en, fr, ar\)/);
    const scripts = (readdirSync(path.join(siteDir, 'build'), { recursive: true }) as string[]).filter((file) => file.endsWith('.js')).map((file) => readFileSync(path.join(siteDir, 'build', file), 'utf8'));
    for (const locale of ['en', 'fr', 'ar']) expect(scripts.some((code) => new RegExp(`locale:\\s*\`${locale}\`|"locale":\\s*"${locale}"|locale:"${locale}"`).test(code)), locale).toBe(true);
  });

  it.each([[''], ['fr'], ['ar']])('/%s: the alias the plugin sets is resolved', (dir) => {
    expect(readFileSync(path.join(shared, 'build', dir, 'index.html'), 'utf8')).toContain('<span class="lake">lake-value</span>');
  });
});
