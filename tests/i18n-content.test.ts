/**
 * The content plugins in a translated locale (tests/fixtures/i18n-content, en and fr, built in one
 * run with Folio's CLI): a doc, post or page with a file in `i18n/fr/<plugin folder>/` shows it; one
 * without shows its English source, with the "not translated yet" notice on docs and posts (not
 * where its front matter opts out, never in the default locale); the sidebar's category, link and
 * generated-index texts and the versions' labels come from `current.json` / `version-1.0.json`;
 * the blog's title and sidebar title from `options.json`, its authors from the localized
 * `authors.yml`; a file only in the localized folder is no page.
 *
 * And a Docusaurus site (tests/fixtures/docusaurus-i18n-versioned, on Docusaurus's theme: versioned
 * docs, a second docs instance, a blog, fr and ja whose folder is `i18n/japanese/`): its translated
 * docs are read from Docusaurus's folders (`docusaurus-plugin-content-docs[-<id>]/<version>/`),
 * each locale's pages show what `docusaurus build` shows (the facts bench/i18n-routes.mjs wrote).
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copySite, describeRun, FIXTURES, readText, removeTempDirs, runFolio } from '../packages/core/test/helpers.ts';
import { layOutSite } from './docusaurus-theme-site.ts';

let site = '';
const NOTICE = 'This page is not translated yet.';

/** The page's visible text: no scripts, tags or entities left, spaces collapsed. */
function text(route: string): string {
  const html = readText(site, path.join('build', route, 'index.html'));
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
}

beforeAll(async () => {
  site = copySite(path.join(FIXTURES, 'i18n-content'), 'i18n-content');
  const result = await runFolio(['build', site], { timeoutMs: 240_000 });
  if (result.code !== 0) throw new Error(`the build failed:\n${describeRun(result)}`);
}, 300_000);

afterAll(() => removeTempDirs());

describe('docs in a translated locale', () => {
  it.each([
    // [route, text it shows, text it does not show, has the notice]
    ['fr/docs/next/intro', "Le port ouvre à l'aube.", 'The harbour opens at dawn.', false],
    ['fr/docs/next/guide/anchoring', "Jetez l'ancre dans l'avant-port.", 'Drop the anchor', false],
    ['fr/docs/next/guide/mooring', 'Tie up at the east pontoon.', 'Mouillage dans', true],
    // Its source's front matter says `untranslated_notice: false`.
    ['fr/docs/next/guide/tides', 'High water comes twice a day.', 'Marée', false],
    ['fr/docs/intro', "L'ancien port ouvre à l'aube.", 'The old harbour', false],
    // The default locale: the sources, never a notice.
    ['docs/next/intro', 'The harbour opens at dawn.', 'Le port', false],
    ['docs/next/guide/mooring', 'Tie up at the east pontoon.', 'Guides du port', false],
  ])('%s shows its translation, else its source with the notice', (route, shown, notShown, notice) => {
    const page = text(route);
    expect(page).toContain(shown);
    expect(page).not.toContain(notShown);
    expect(page.includes(NOTICE)).toBe(notice);
  });

  it("takes the sidebar's labels, the generated index's texts and the versions' labels from the locale's translation files", () => {
    const fr = text('fr/docs/next/guide/mooring');
    expect(fr).toContain('Guides du port');
    expect(fr).toContain('Météo');
    expect(fr).toContain('Version: Prochaine');
    // A translated doc's title is its own, in the sidebar and the paginator (whose label is the
    // theme's, in French: Docusaurus's shipped translation).
    expect(fr).toContain('Précédent Mouillage');
    // The breadcrumbs name the category as the sidebar does.
    expect(fr).toContain('Guides du port Mooring');
    expect(fr).not.toContain(' Guide Mooring');
    // The generated index keeps the path its source's label gives (`/category/guide`).
    const index = text('fr/docs/next/category/guide');
    expect(index).toContain('Tous les guides');
    expect(index).toContain('Chaque guide du port.');
    // The released version: its own file's label and category.
    const old = text('fr/docs/intro');
    expect(old).toContain('Version: 1.0 (stable)');
    expect(old).toContain('Les bases');
    const en = text('docs/next/guide/mooring');
    expect(en).toContain(' Guide Mooring');
    expect(en).toContain('Weather');
    expect(en).toContain('Version: Next');
    expect(en).not.toContain('Prochaine');
  });

  it("docs:version copies the locale's current translations and labels to the new version's", async () => {
    const copy = copySite(path.join(FIXTURES, 'i18n-content'), 'i18n-content-version');
    const result = await runFolio(['docs:version', '2.0', '--site-dir', copy], { timeoutMs: 120_000 });
    expect(result.code, describeRun(result)).toBe(0);
    expect(readText(copy, 'i18n/fr/docs/version-2.0/intro.md')).toBe(readText(copy, 'i18n/fr/docs/current/intro.md'));
    expect(readText(copy, 'i18n/fr/docs/version-2.0.json')).toBe(readText(copy, 'i18n/fr/docs/current.json'));
    expect(existsSync(path.join(copy, 'versioned_docs/version-2.0/guide/mooring.md'))).toBe(true);
  });

  it('makes no page of a file only in the localized folder', () => {
    expect(existsSync(path.join(site, 'build/fr/docs/next/only-here/index.html'))).toBe(false);
    expect(existsSync(path.join(site, 'build/fr/docs/next/intro/index.html'))).toBe(true);
  });
});

describe('the blog and pages in a translated locale', () => {
  it.each([
    ['fr/blog/2024/01/10/welcome', 'Des nouvelles du quai.', 'News from the quay.', false],
    ['fr/blog/2024/02/20/storms', 'Storms close the harbour in February.', 'Des nouvelles', true],
    ['blog/2024/02/20/storms', 'Storms close the harbour in February.', 'Capitaine', false],
    ['fr/about', 'Construit en 1820.', 'Built in 1820.', false],
    ['fr/contact', 'Call the harbour office.', 'Built in', false],
  ])('%s shows its translation, else its source', (route, shown, notShown, notice) => {
    const page = text(route);
    expect(page).toContain(shown);
    expect(page).not.toContain(notShown);
    expect(page.includes(NOTICE)).toBe(notice);
  });

  it("takes the blog's titles from options.json and its authors from the localized authors.yml", () => {
    const fr = text('fr/blog');
    expect(fr).toContain('Journal du port | Harbour Guide');
    expect(fr).toContain('Billets récents');
    expect(fr).toContain('Capitaine du port');
    expect(fr).toContain('Bienvenue sur le journal du port');
    const en = text('blog');
    expect(en).toContain('Blog | Harbour Guide');
    expect(en).toContain('Harbour master');
    expect(en).not.toContain('Journal du port');
  });
});

describe('a Docusaurus site in three locales, its translations in Docusaurus\'s folders', () => {
  const docusaurusSite = path.join(FIXTURES, '..', '.tmp', `i18n-content-docusaurus-${process.pid}`);
  interface Facts {
    build: { locales: Record<string, { pages: Record<string, { file: string; h1: string; paragraphs: string[] }> }> };
  }
  const FACTS = JSON.parse(readFileSync(path.join(FIXTURES, 'docusaurus-i18n-versioned.docusaurus.json'), 'utf8')) as Facts;
  const { en, ...others } = FACTS.build.locales;
  // The pages a locale translates: what Docusaurus shows there differs from the default locale's page.
  const PAGES = Object.entries(others).flatMap(([locale, { pages }]) =>
    Object.entries(pages)
      .filter(([route, facts]) => JSON.stringify([facts.h1, facts.paragraphs]) !== JSON.stringify([en!.pages[route]!.h1, en!.pages[route]!.paragraphs]))
      .map(([route, facts]) => ({ locale, route, facts })),
  );

  /** The article's first heading and paragraphs, as the facts record them. */
  function article(file: string): { h1: string; paragraphs: string[] } {
    const html = readFileSync(path.join(docusaurusSite, 'build', file), 'utf8').replace(/<!-- -->/g, '');
    const body = /<article[\s\S]*?<\/article>/.exec(html)?.[0] ?? '';
    const plain = (fragment: string) => fragment.replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'").trim();
    return { h1: plain(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(body)?.[1] ?? ''), paragraphs: [...body.matchAll(/<p>([\s\S]*?)<\/p>/g)].map((match) => plain(match[1]!)) };
  }

  beforeAll(async () => {
    await layOutSite(path.join(FIXTURES, 'docusaurus-i18n-versioned'), docusaurusSite);
    const result = await runFolio(['build', docusaurusSite], { timeoutMs: 600_000 });
    if (result.code !== 0) throw new Error(`the build failed:\n${describeRun(result)}`);
  }, 900_000);

  afterAll(() => rmSync(docusaurusSite, { recursive: true, force: true }));

  it.each(PAGES.map(({ locale, route, facts }) => [locale, route, facts] as const))('%s %s: the heading and text docusaurus build shows', (_locale, _route, facts) => {
    expect(article(facts.file)).toEqual({ h1: facts.h1, paragraphs: facts.paragraphs });
  });
});
