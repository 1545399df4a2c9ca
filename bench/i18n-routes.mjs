#!/usr/bin/env node
/**
 * Docusaurus's own output for the i18n fixture sites, written down as facts for Folio's multi-locale
 * builds to be checked against. Each fixture (tests/fixtures/docusaurus-i18n*) is laid out beside
 * the cached Docusaurus 3.10.2 install with tests/docusaurus-theme-site.ts's layOutSite (imported
 * through Vite's runnerImport, as this Node runs no TypeScript) and built cold:
 * - `docusaurus build`: every locale, each into its own folder of build/;
 * - `docusaurus build --locale <L> --out-dir build-<L>` for each locale: one locale alone, which
 *   Docusaurus builds without the /<L>/ segment in its baseUrl (its multi-domain deployment).
 * Of each build and locale it records the locale's folder (as Docusaurus's "Generated static files
 * in" line names it), its routes (every .html file under it, relative to the build folder), its
 * sitemap (locations, and whether it is an index) and, for a few pages per fixture, `<html lang
 * dir>`, the title, the canonical link, every hreflang alternate, the og:locale metas, the locale
 * dropdown's links, the h1, the first paragraphs and the docs paginator's labels.
 *
 *   node bench/i18n-routes.mjs                          # every fixture: writes tests/fixtures/<fixture>.docusaurus.json
 *   node bench/i18n-routes.mjs --only docusaurus-i18n   # some fixtures (comma-separated)
 *   node bench/i18n-routes.mjs --check                  # writes nothing; exit 1 when a file would change
 *   node bench/i18n-routes.mjs --dir /tmp/i18n          # the work folder (default: a new temporary one)
 *
 * Build times (wall clock, cold: .docusaurus and the webpack cache removed first) go to stdout and
 * <dir>/timings.json, not to the facts, which must not change from one run to the next.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DOCUSAURUS_VERSION, docusaurusBin, option, table, timed, workFolder } from './lib/third-party.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FIXTURES_DIR = path.join(ROOT, 'tests/fixtures');

/** The fixtures and the pages (paths under a locale's folder, '' its home) whose head and navbar are recorded. */
const FIXTURES = {
  // Home (<Translate>), a translated doc with a slug, an untranslated doc, a page of the default locale only.
  'docusaurus-i18n': ['', 'docs/berths/mooring', 'docs/guides/charts', 'en-only'],
  // The last version's doc (translated in fr and ja), a doc of the current version only, the second docs instance.
  'docusaurus-i18n-versioned': ['docs/intro', 'docs/next/filters', 'community/support'],
  // The docs' home (docs at /, slug /), a translated doc, an untranslated one.
  'docusaurus-i18n-domains': ['', 'fares', 'winter'],
};

/** tests/docusaurus-theme-site.ts's layOutSite, loaded with the Vite @folio/core depends on. */
async function loadLayOutSite() {
  const require = createRequire(path.join(ROOT, 'packages/core/package.json'));
  const { runnerImport } = await import(pathToFileURL(require.resolve('vite')).href);
  const { module } = await runnerImport(path.join(ROOT, 'tests/docusaurus-theme-site.ts'), { configFile: false, logLevel: 'silent' });
  return module.layOutSite;
}

/** The site's config as Docusaurus reads it before validation (a function is called). */
async function siteConfig(siteDir) {
  const exported = createRequire(path.join(siteDir, 'package.json'))('./docusaurus.config.js');
  return typeof exported === 'function' ? await exported() : exported;
}

/** Runs `docusaurus build <args>` cold in `siteDir`: { seconds, folders: { locale: folder relative to siteDir } }. */
async function build(siteDir, logs, label, args) {
  for (const cache of ['.docusaurus', 'node_modules/.cache']) rmSync(path.join(siteDir, cache), { recursive: true, force: true });
  const result = await timed(logs, label, process.execPath, [docusaurusBin(siteDir), 'build', ...args], { cwd: siteDir, env: { ...process.env, FORCE_COLOR: '0' } });
  if (!result.ok) throw new Error(`docusaurus build ${args.join(' ')} failed in ${siteDir}: see ${path.join(logs, `${label}.log`)}`);
  // Each locale's build starts with "[INFO] [<locale>] Creating an optimized production build..." and
  // ends with "[SUCCESS] Generated static files in "<folder>".", one locale after the other.
  const folders = {};
  let current;
  for (const line of `${result.stdout}\n${result.stderr}`.split('\n')) {
    const started = /\[INFO\] \[([^\]]+)\] Creating an optimized production build/.exec(line);
    if (started) current = started[1];
    const done = /Generated static files in "([^"]+)"/.exec(line);
    if (done && current) folders[current] = path.relative(siteDir, path.resolve(siteDir, done[1]));
  }
  return { seconds: result.seconds, folders };
}

/** Every file under `dir` whose name ends with `ending`, relative to `dir`, sorted. */
function filesUnder(dir, ending, prefix = '') {
  const found = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) found.push(...filesUnder(full, ending, `${prefix}${entry}/`));
    else if (entry.endsWith(ending)) found.push(`${prefix}${entry}`);
  }
  return found.sort();
}

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
const decode = (text) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name) =>
    name[0] === '#' ? String.fromCodePoint(Number(name[1].toLowerCase() === 'x' ? `0${name.slice(1)}` : name.slice(1))) : ENTITIES[name] ?? whole);
/** A tag's attributes, names lower-cased, values decoded. */
const attributes = (tag) => Object.fromEntries([...tag.replace(/^<\w+/, '').matchAll(/([\w:.-]+)(?:="([^"]*)")?/g)].map(([, name, value]) => [name.toLowerCase(), decode(value ?? '')]));
const tags = (html, name) => [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'g'))].map(([tag]) => attributes(tag));
const text = (html) => decode(html.replace(/<[^>]*>/g, '')).replace(/\s+/g, ' ').trim();
const inner = (html, pattern) => [...html.matchAll(pattern)].map((match) => text(match[1]));

/** What a built page says of its locale: the facts listed at the top. */
function pageFacts(html) {
  const root = attributes(/<html\b[^>]*>/.exec(html)?.[0] ?? '<html>');
  const links = tags(html, 'link');
  const metas = tags(html, 'meta');
  const navbar = /<nav\b[^>]*class="[^"]*\bnavbar\b[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
  const content = /<article\b[\s\S]*?<\/article>/.exec(html)?.[0] ?? /<main\b[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
  return {
    html: { lang: root.lang ?? null, dir: root.dir ?? null },
    title: inner(html, /<title\b[^>]*>([\s\S]*?)<\/title>/g)[0] ?? null,
    canonical: links.filter((link) => link.rel === 'canonical').map((link) => link.href),
    alternates: links.filter((link) => link.rel === 'alternate' && 'hreflang' in link).map((link) => ({ hreflang: link.hreflang, href: link.href })),
    ogLocale: metas.filter((meta) => meta.property === 'og:locale').map((meta) => meta.content),
    ogLocaleAlternates: metas.filter((meta) => meta.property === 'og:locale:alternate').map((meta) => meta.content),
    localeDropdown: [...navbar.matchAll(/<a\b([^>]*\blang="[^"]*"[^>]*)>([\s\S]*?)<\/a>/g)].map(([, tag, label]) => {
      const link = attributes(`<a ${tag}>`);
      return { label: text(label), lang: link.lang, href: link.href, current: /dropdown__link--active/.test(link.class ?? '') };
    }),
    h1: inner(content, /<h1\b[^>]*>([\s\S]*?)<\/h1>/g)[0] ?? null,
    paragraphs: inner(content, /<p\b[^>]*>([\s\S]*?)<\/p>/g).slice(0, 2),
    paginator: inner(html, /<div class="pagination-nav__sublabel">([\s\S]*?)<\/div>/g),
  };
}

/** A sitemap file: whether it is an index, and its locations in order. */
function sitemap(file) {
  const xml = readFileSync(file, 'utf8');
  return { index: /<sitemapindex\b/.test(xml), locations: inner(xml, /<loc>([\s\S]*?)<\/loc>/g) };
}

/** The facts of one locale in a build: its folder, routes, sitemap and pages. */
function localeFacts(outDir, folder, otherFolders, pages) {
  const prefix = folder ? `${folder}/` : '';
  const nested = otherFolders.filter((other) => other !== folder && other.startsWith(prefix)).map((other) => `${other}/`);
  const routes = filesUnder(path.join(outDir, folder), '.html', prefix).filter((file) => !nested.some((other) => file.startsWith(other)));
  const sitemapFile = path.join(outDir, folder, 'sitemap.xml');
  const facts = { folder, routes, sitemap: existsSync(sitemapFile) ? { file: `${prefix}sitemap.xml`, ...sitemap(sitemapFile) } : null, pages: {} };
  for (const page of pages) {
    const file = path.join(outDir, folder, page, 'index.html');
    facts.pages[page || '/'] = existsSync(file) ? { file: path.relative(outDir, file), ...pageFacts(readFileSync(file, 'utf8')) } : { missing: true };
  }
  return facts;
}

/** Facts of a build: per locale (a locale whose folder a later locale rewrote is named so), and the build's sitemap files. */
function buildFacts(outDir, folders, pages) {
  const order = Object.keys(folders);
  const locales = {};
  for (const [at, locale] of order.entries()) {
    const later = order.slice(at + 1).find((other) => folders[other] === folders[locale]);
    locales[locale] = later ? { folder: folders[locale], overwrittenBy: later } : localeFacts(outDir, folders[locale], Object.values(folders), pages);
  }
  return { order, sitemapFiles: filesUnder(outDir, '.xml').filter((file) => path.basename(file).startsWith('sitemap')), locales };
}

/** One fixture laid out and built every way; its facts and timings. */
async function fixture(name, layOutSite, workDir, logs) {
  const siteDir = await layOutSite(path.join(FIXTURES_DIR, name), path.join(workDir, name));
  const config = await siteConfig(siteDir);
  const pages = FIXTURES[name];
  const timings = { fixture: name, perLocale: {} };
  const single = {};
  for (const locale of config.i18n.locales) {
    const out = `build-${locale}`;
    const { seconds, folders } = await build(siteDir, logs, `${name}-${locale}`, ['--locale', locale, '--out-dir', out]);
    timings.perLocale[locale] = seconds;
    // Folders are relative to the build folder: strip `build-<locale>`.
    const relative = Object.fromEntries(Object.entries(folders).map(([key, folder]) => [key, path.relative(out, folder)]));
    single[locale] = buildFacts(path.join(siteDir, out), relative, pages).locales[locale];
  }
  const all = await build(siteDir, logs, `${name}-all`, []);
  timings.allLocales = all.seconds;
  const allFolders = Object.fromEntries(Object.entries(all.folders).map(([key, folder]) => [key, path.relative('build', folder)]));
  const facts = {
    about: `What Docusaurus ${DOCUSAURUS_VERSION} builds of tests/fixtures/${name}, written by bench/i18n-routes.mjs (do not edit).`,
    build: { command: 'docusaurus build', ...buildFacts(path.join(siteDir, 'build'), allFolders, pages) },
    singleLocaleBuilds: { command: 'docusaurus build --locale <locale> --out-dir build-<locale> (paths relative to build-<locale>)', locales: single },
  };
  return { facts, timings };
}

async function main() {
  const only = option('--only')?.split(',') ?? Object.keys(FIXTURES);
  const unknown = only.filter((name) => !(name in FIXTURES));
  if (unknown.length) throw new Error(`unknown fixture(s): ${unknown.join(', ')}; known: ${Object.keys(FIXTURES).join(', ')}`);
  const check = process.argv.includes('--check');
  const { workDir, logs } = workFolder('folio-i18n-routes-');
  mkdirSync(logs, { recursive: true });
  const layOutSite = await loadLayOutSite();
  const rows = [['fixture', 'all locales', 'per locale (--locale L)']];
  const timings = [];
  const changed = [];
  for (const name of only) {
    const result = await fixture(name, layOutSite, workDir, logs);
    timings.push(result.timings);
    rows.push([name, `${result.timings.allLocales.toFixed(1)} s`, Object.entries(result.timings.perLocale).map(([locale, s]) => `${locale} ${s.toFixed(1)} s`).join(', ')]);
    const file = path.join(FIXTURES_DIR, `${name}.docusaurus.json`);
    const json = `${JSON.stringify(result.facts, null, 2)}\n`;
    if (check) {
      if (!existsSync(file) || readFileSync(file, 'utf8') !== json) changed.push(path.relative(ROOT, file));
    } else writeFileSync(file, json);
  }
  writeFileSync(path.join(workDir, 'timings.json'), `${JSON.stringify(timings, null, 2)}\n`);
  console.log(table(rows));
  console.log(`\nwork folder: ${workDir} (logs in logs/, timings.json)`);
  if (changed.length) {
    console.error(`differs from Docusaurus's output now: ${changed.join(', ')}`);
    process.exitCode = 1;
  }
}

await main();
