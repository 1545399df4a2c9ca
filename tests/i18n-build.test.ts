/**
 * Every locale in one build (tests/fixtures/i18n-site: en, fr with htmlLang fr-FR, ar): each
 * locale's pages under its base URL with its `<html lang dir>`, hreflang alternates and x-default,
 * og:locale and its alternates, a locale dropdown whose entries keep the reader on the page, one
 * sitemap per locale and an index; `--locale` builds only the locales it names; two locales that
 * would write one folder are refused.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copySite, describeRun, FIXTURES, readText, removeTempDirs, runFolio, writeText } from '../packages/core/test/helpers.ts';

let site = '';
let built = '';
const page = (route: string) => readText(site, path.join('build', route, 'index.html'));

/** The `<style>` the charts page renders from its stylesheet imported as a string. */
const inlineStyle = (root: string, dir: string) => /<style>([^<]*)<\/style>/.exec(readText(root, `build/${dir}docs/charts/index.html`))?.[1];
const clientScripts = (root: string) => (readdirSync(path.join(root, 'build'), { recursive: true }) as string[]).filter((file) => file.endsWith('.js')).map((file) => readText(root, path.join('build', file)));

function htmlFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return htmlFiles(file, `${prefix}${name}/`);
    return name.endsWith('.html') ? [`${prefix}${name}`] : [];
  });
}

beforeAll(async () => {
  site = copySite(path.join(FIXTURES, 'i18n-site'), 'i18n-site');
  // The site's own wording of one theme string in Arabic, over the translation the theme ships.
  writeText(site, 'i18n/ar/code.json', JSON.stringify({ 'theme.docs.paginator.next': { message: 'التالي من الموقع' } }));
  // A page of every locale inside the ar locale's folder: /ar/tide-words in English, which ar's own pages replace.
  writeText(site, 'pages/ar/tide-words.md', '# Tide words\n\nAn English glossary for Arabic readers.\n');
  const result = await runFolio(['build', site], { timeoutMs: 240_000 });
  if (result.code !== 0) throw new Error(`the build failed:\n${describeRun(result)}`);
  built = result.stdout + result.stderr;
}, 300_000);

afterAll(() => removeTempDirs());

describe('a site of three locales, built in one run', () => {
  it.each([
    ['', 'Skip to main content', 'Next'],
    ['fr/', 'Aller au contenu principal', 'Suivant'],
    ['ar/', 'إنتقل إلى المحتوى الرئيسي', 'التالي من الموقع'],
  ])("%s: the theme's strings in the locale (Docusaurus's translations of its ids, then the site's code.json)", (dir, skip, next) => {
    const html = page(`${dir}docs/intro`);
    expect(html).toContain(`>${skip}</a>`);
    expect(html).toMatch(new RegExp(`class="pagination-nav__sublabel">${next}<`));
  });

  it('writes every locale: the default at the top, the others under their names', () => {
    expect(htmlFiles(path.join(site, 'build')).sort()).toEqual(
      ['', 'ar/', 'fr/'].flatMap((dir) => [`${dir}404.html`, `${dir}docs/charts/index.html`, `${dir}docs/intro/index.html`, `${dir}docs/spring-tides/index.html`, `${dir}guides/moon/index.html`, `${dir}index.html`]).concat(['ar/ar/tide-words/index.html', 'fr/ar/tide-words/index.html']).sort(),
    );
    // Each locale has the static files.
    for (const dir of ['', 'fr/', 'ar/']) expect(existsSync(path.join(site, 'build', dir, 'img/favicon.svg'))).toBe(true);
  });

  it('bundles the theme once for every locale: each loads it through an entry of its own; the Arabic pages name the mirrored twins of the stylesheets', () => {
    const html = (dir: string) => page(`${dir}docs/intro`);
    const entry = (dir: string) => /<script type="module" src="([^"]+)"/.exec(html(dir))?.[1];
    expect(entry('')).toMatch(/^\/assets\/locale-en-[\w-]+\.js$/);
    expect(entry('fr/')).toMatch(/^\/assets\/locale-fr-[\w-]+\.js$/);
    expect(entry('ar/')).toMatch(/^\/assets\/locale-ar-[\w-]+\.js$/);
    const runtimes = (dir: string) => (existsSync(path.join(site, 'build', dir, 'assets')) ? readdirSync(path.join(site, 'build', dir, 'assets')).filter((file) => /^entry-client-.*\.js$/.test(file)) : []);
    expect(runtimes('')).toHaveLength(1);
    expect(runtimes('fr/')).toEqual([]);
    expect(runtimes('ar/')).toEqual([]);
    // The French page's stylesheets are the English page's, and what it preloads from the site's
    // folder the English page preloads too (its pages and props are in its own folder); every file it names exists.
    const assets = (dir: string, rel = 'stylesheet|modulepreload') => [...html(dir).matchAll(new RegExp(`<link rel="(?:${rel})" href="(/assets/[^"]+)"`, 'g'))].map((match) => match[1]!);
    expect(assets('fr/', 'stylesheet')).toEqual(assets('', 'stylesheet'));
    expect(assets('fr/', 'stylesheet').length).toBeGreaterThan(0);
    expect(assets('')).toEqual(expect.arrayContaining(assets('fr/')));
    expect(html('fr/')).toMatch(/<link rel="modulepreload" href="\/fr\/assets\/intro-[\w-]+\.js"/);
    expect(assets('fr/').filter((href) => href.includes('entry-client-'))).toHaveLength(1);
    for (const href of [...assets('fr/'), entry('fr/')!]) expect(existsSync(path.join(site, 'build', href))).toBe(true);
    // The Arabic page preloads the same scripts and names each stylesheet's twin.
    expect(assets('')).toEqual(expect.arrayContaining(assets('ar/', 'modulepreload')));
    expect(assets('ar/', 'stylesheet')).toEqual(assets('', 'stylesheet').map((href) => href.replace(/\.css$/, '.rtl.css')));
    for (const href of assets('ar/')) expect(existsSync(path.join(site, 'build', href))).toBe(true);
  });

  it("mirrors the twins as RTLCSS mirrors a right-to-left locale's stylesheets, directives included; the stylesheets as written stay unmirrored", () => {
    const css = (dir: string) => [...page(`${dir}docs/intro`).matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => readText(site, path.join('build', match[1]!))).join('\n');
    // The theme's `/*rtl:raw: .code-block__body { direction: ltr; } */`: code stays left to right.
    expect(css('ar/')).toContain('.code-block__body{direction:ltr}');
    expect(css('')).not.toContain('.code-block__body{direction:ltr}');
    // Infima's `.pagination-nav__link--next { text-align: right }`, on the other side in Arabic.
    expect(css('')).toMatch(/\.pagination-nav__link--next\{[^}]*text-align:right/);
    expect(css('ar/')).toMatch(/\.pagination-nav__link--next\{[^}]*text-align:left/);
    expect(css('ar/')).not.toContain('folio:');
    expect(css('')).not.toContain('folio:');
  });

  it('gives a stylesheet imported as a string (`?inline`) the side of the page\'s direction, the same string in the HTML and in the script that hydrates it', () => {
    expect(inlineStyle(site, '')).toBe('.tide-banner{margin-left:7px;padding-left:3px}');
    expect(inlineStyle(site, 'fr/')).toBe('.tide-banner{margin-left:7px;padding-left:3px}');
    expect(inlineStyle(site, 'ar/')).toBe('.tide-banner{margin-right:7px;padding-left:3px}');
    const scripts = clientScripts(site).join('\n');
    for (const dir of ['', 'ar/']) expect(scripts).toContain(inlineStyle(site, dir));
    expect(scripts).toContain('document.documentElement.dir');
  });

  it('builds the same bytes again', async () => {
    const again = path.join(site, 'build-again');
    const result = await runFolio(['build', site, '--out-dir', again], { timeoutMs: 240_000 });
    expect(result.code, describeRun(result)).toBe(0);
    const files = (dir: string) => (readdirSync(dir, { recursive: true }) as string[]).filter((file) => statSync(path.join(dir, file)).isFile()).sort();
    const first = path.join(site, 'build');
    expect(files(again)).toEqual(files(first));
    for (const file of files(first)) expect(readText(again, file), file).toBe(readText(first, file));
  }, 300_000);

  it.each([
    ['', 'en', 'ltr', 'en'],
    ['fr/', 'fr-FR', 'ltr', 'fr_FR'],
    ['ar/', 'ar', 'rtl', 'ar'],
  ])('%s: <html lang=%s dir=%s>, og:locale %s, links under its base URL', (dir, lang, direction, og) => {
    const html = page(`${dir}guides/moon`);
    expect(html).toMatch(new RegExp(`<html lang="${lang}" dir="${direction}"`));
    expect(html).toContain(`<meta property="og:locale" content="${og}">`);
    expect(html).toContain(`<link rel="canonical" href="https://tides.example.com/${dir}guides/moon"`);
    expect(html).toContain(`href="/${dir}"`); // the link to the home page, in the page's locale
  });

  it('gives every page its alternates in every locale, and x-default', () => {
    const html = page('fr/guides/moon');
    const alternates = [...html.matchAll(/<link rel="alternate" href="([^"]+)" hreflang="([^"]+)"/g)].map((m) => [m[2], m[1]]);
    expect(alternates).toEqual([
      ['en', 'https://tides.example.com/guides/moon'],
      ['fr-FR', 'https://tides.example.com/fr/guides/moon'],
      ['ar', 'https://tides.example.com/ar/guides/moon'],
      ['x-default', 'https://tides.example.com/guides/moon'],
    ]);
    expect([...html.matchAll(/<meta property="og:locale:alternate" content="([^"]+)"/g)].map((m) => m[1])).toEqual(['en', 'ar']);
  });

  it("leaves out, with a line naming its file, a page of the default locale inside another locale's folder, as docusaurus build (whose later locale empties its folder)", () => {
    expect(existsSync(path.join(site, 'build/ar/tide-words'))).toBe(false);
    expect(built).toContain(`${path.join('pages', 'ar', 'tide-words.md')}: the en page /ar/tide-words would be written into the ar locale's folder, which that locale's pages replace: left out`);
    expect(readText(site, 'build/sitemap.xml')).not.toContain('/ar/tide-words');
    // fr's page links to it in en, which fr's locale routes send to en's nearest page; as Docusaurus's, the dropdown's links are not link-checked.
    expect(page('fr/ar/tide-words')).toMatch(/<a href="\/ar\/tide-words\?from=menu" target="_self" class="dropdown__link" lang="en" data-nobrokenlinkcheck=""/);
    expect(JSON.parse(readText(site, 'build/folio-locale-routes.json'))['/ar/tide-words']).toBe('/');
  });

  it("the locale dropdown shows the page's locale and links to the same page in each locale, with the item's query string", () => {
    const html = page('ar/guides/moon');
    const menu = /<ul class="dropdown__menu"[^>]*>([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? '';
    const entries = [...menu.matchAll(/<a href="([^"]+)" target="_self" class="([^"]+)" lang="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => [m[1], m[2], m[3], m[4]]);
    expect(entries).toEqual([
      ['/guides/moon?from=menu', 'dropdown__link', 'en', 'English'],
      ['/fr/guides/moon?from=menu', 'dropdown__link', 'fr-FR', 'Français (France)'],
      ['/ar/guides/moon?from=menu', 'dropdown__link dropdown__link--active', 'ar', 'العربية'],
    ]);
    expect(html).toMatch(/class="navbar__link dropdown__toggle"[^>]*>[\s\S]*?<\/svg>العربية<\/button>/);
  });

  it('writes a sitemap per locale, each of its own pages, and an index of them', () => {
    expect(readText(site, 'build/fr/sitemap.xml')).toContain('<loc>https://tides.example.com/fr/guides/moon</loc>');
    expect(readText(site, 'build/fr/sitemap.xml')).not.toContain('<loc>https://tides.example.com/guides/moon</loc>');
    expect(readText(site, 'build/sitemap_index.xml')).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' +
        ['', 'fr/', 'ar/'].map((dir) => `<sitemap><loc>https://tides.example.com/${dir}sitemap.xml</loc></sitemap>`).join('') +
        '</sitemapindex>',
    );
  });
});

describe('choosing locales', () => {
  it('--locale builds only the locales named (repeatable), each where a full build puts it', async () => {
    const copy = copySite(path.join(FIXTURES, 'i18n-site'), 'i18n-site-some');
    const result = await runFolio(['build', copy, '--locale', 'fr', '-l', 'ar'], { timeoutMs: 240_000 });
    expect(result.code, describeRun(result)).toBe(0);
    expect(htmlFiles(path.join(copy, 'build')).sort()).toEqual(['ar/', 'fr/'].flatMap((dir) => [`${dir}404.html`, `${dir}docs/charts/index.html`, `${dir}docs/intro/index.html`, `${dir}docs/spring-tides/index.html`, `${dir}guides/moon/index.html`, `${dir}index.html`]));
    expect(existsSync(path.join(copy, 'build/sitemap_index.xml'))).toBe(true);
  }, 300_000);

  it('a group whose locales hold more routes than one bundle is for is bundled in parts, each as shared', async () => {
    const copy = copySite(path.join(FIXTURES, 'i18n-site'), 'i18n-site-parts');
    const result = await runFolio(['build', copy], { timeoutMs: 240_000, env: { FOLIO_SHARED_BUNDLE_ROUTES: '1', FOLIO_QUIET: '0' } });
    expect(result.code, describeRun(result)).toBe(0);
    expect(result.stdout + result.stderr).toMatch(/bundle client\+server \(one for en\)/);
    expect(result.stdout + result.stderr).toMatch(/bundle client\+server \(one for fr\)/);
    for (const dir of ['', 'fr/']) {
      const html = readText(copy, `build/${dir}docs/intro/index.html`);
      expect(html).toMatch(new RegExp(`<script type="module" src="/assets/locale-${dir ? 'fr' : 'en'}-`));
      for (const [, href] of html.matchAll(/<link rel="(?:stylesheet|modulepreload)" href="([^"]+)"/g)) expect(existsSync(path.join(copy, 'build', href!)), href).toBe(true);
    }
  }, 300_000);

  it('one --locale is built at the base URL, as docusaurus build --locale fr builds it for a multi-domain deployment', async () => {
    const copy = copySite(path.join(FIXTURES, 'i18n-site'), 'i18n-site-one');
    const result = await runFolio(['build', copy, '--locale', 'fr'], { timeoutMs: 240_000 });
    expect(result.code, describeRun(result)).toBe(0);
    const files = htmlFiles(path.join(copy, 'build'));
    expect(files).toEqual(expect.arrayContaining(['404.html', 'guides/moon/index.html', 'index.html']));
    expect(files.filter((file) => /^(fr|ar)\//.test(file))).toEqual([]);
    const html = readText(copy, 'build/guides/moon/index.html');
    expect(html).toMatch(/<html lang="fr-FR" dir="ltr"/);
    expect(html).toContain('<link rel="canonical" href="https://tides.example.com/guides/moon"');
    // A bundle of its own: the inline stylesheet's string is the script's, minified as the server's.
    expect(inlineStyle(copy, '')).toBe('.tide-banner{margin-left:7px;padding-left:3px}');
    expect(clientScripts(copy).join('\n')).toContain(inlineStyle(copy, ''));
  }, 300_000);

  it('refuses two locales that would write one folder, naming both, and leaves the output as it was', async () => {
    const copy = copySite(path.join(FIXTURES, 'i18n-site'), 'i18n-site-clash');
    writeText(copy, 'site.config.ts', readText(copy, 'site.config.ts').replace("localeConfigs: { fr: { htmlLang: 'fr-FR' } }", "localeConfigs: { fr: { htmlLang: 'fr-FR', url: 'https://fr.example.com', baseUrl: '/' } }"));
    writeText(copy, 'build/keep.txt', 'previous');
    const result = await runFolio(['build', copy], { timeoutMs: 240_000 });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('the locales "en" and "fr" would both be written to build/');
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(readText(copy, 'build/keep.txt')).toBe('previous');
  }, 300_000);
});
