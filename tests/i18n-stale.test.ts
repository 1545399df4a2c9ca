/**
 * Stale translations on pages (tests/fixtures/i18n-stale, en and fr, built with Folio's CLI): a
 * translated doc or post whose source changed since the revision its translation records (front
 * matter `translated_from`, or i18n/fr/translations.lock.json) shows the stale-translation notice,
 * linking the English page; a translation that records the source's revision, one that records
 * none, one whose front matter says `stale_translation_notice: false` and one of an instance with
 * `staleTranslationNotice: false` do not; a page with no translation keeps the untranslated notice.
 * The pages agree with `folio translations status`; editing a source makes its translation stale on
 * the next build, `folio translations mark` makes it current again, and two builds of the same
 * files are byte-identical. A Docusaurus site on Docusaurus's own theme, with the same docs and
 * records, shows no such notice: it looks as `docusaurus build` makes it.
 */
import { createHash } from 'node:crypto';
import { appendFileSync, cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copySite, describeRun, FIXTURES, hashTree, makeTempDir, readText, removeTempDirs, runFolio } from '../packages/core/test/helpers.ts';
import { layOutSite } from './docusaurus-theme-site.ts';

const STALE = 'has changed since it was translated.';
const UNTRANSLATED = 'This page is not translated yet.';
let site = '';

/** The page's visible text: no scripts, tags or entities left, spaces collapsed. */
function text(route: string): string {
  return html(route)
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
}
const html = (route: string) => readText(site, path.join('build', route, 'index.html'));

async function build(args: string[] = []): Promise<void> {
  const result = await runFolio(['build', site, ...args], { timeoutMs: 240_000 });
  if (result.code !== 0) throw new Error(`the build failed:\n${describeRun(result)}`);
}

/** The HTML pages of the output, by path, with their hashes. */
function pages(): Record<string, string> {
  return Object.fromEntries(Object.entries(hashTree(path.join(site, 'build'))).filter(([file]) => file.endsWith('.html')));
}

beforeAll(async () => {
  site = copySite(path.join(FIXTURES, 'i18n-stale'), 'i18n-stale');
  await build();
}, 300_000);

afterAll(() => removeTempDirs());

describe('the stale-translation notice', () => {
  it.each([
    // [route, text it shows, the notice it has]
    ['fr/docs/keepers', 'Deux gardiens se partagent le quart de nuit.', 'stale'], // front matter: an older revision
    ['fr/docs/horn', 'La corne sonne toutes les trente secondes', 'stale'], // lock file: an older revision
    ['fr/docs/intro', 'La lanterne tourne toutes les dix secondes.', 'none'], // front matter: the source's revision
    ['fr/docs/stairs', 'Cent douze marches', 'none'], // lock file: the source's revision
    ['fr/docs/bell', 'La cloche sonne à midi.', 'none'], // records nothing
    ['fr/docs/log', 'Chaque quart est écrit', 'none'], // stale, but `stale_translation_notice: false`
    ['fr/notes/tides', 'L’annuaire des marées', 'none'], // stale, its instance has `staleTranslationNotice: false`
    ['fr/docs/shutters', 'The shutters close at dawn.', 'untranslated'], // no translation
    ['fr/blog/2024/03/01/lens', 'La nouvelle lentille est arrivée par bateau.', 'stale'],
    ['fr/blog/2024/01/15/winter', 'En hiver, la lanterne est allumée à quatre heures.', 'none'],
    // The default locale: never.
    ['docs/keepers', 'Two keepers share the night watch.', 'none'],
    ['blog/2024/03/01/lens', 'The new lens arrived by boat.', 'none'],
  ])('%s', (route, shown, notice) => {
    const page = text(route);
    expect(page).toContain(shown);
    expect({ stale: page.includes(STALE), untranslated: page.includes(UNTRANSLATED) }).toEqual({ stale: notice === 'stale', untranslated: notice === 'untranslated' });
  });

  it("links the page in the default locale, named by the locale's label", () => {
    expect(text('fr/docs/keepers')).toContain('The original of this page ( English ) has changed since it was translated.');
    expect(html('fr/docs/keepers')).toContain('<a href="/docs/keepers" hrefLang="en">English</a>');
    expect(html('fr/blog/2024/03/01/lens')).toContain('<a href="/blog/2024/03/01/lens" hrefLang="en">English</a>');
  });

  it('is on the pages `folio translations status` calls stale, but those that opt out', async () => {
    const result = await runFolio(['translations', 'status', site, '--json'], { timeoutMs: 120_000 });
    expect(result.code, describeRun(result)).toBe(0);
    const fr = (JSON.parse(result.stdout) as { locales: Array<{ locale: string; stale: string[] }> }).locales.find((locale) => locale.locale === 'fr')!;
    expect(fr.stale).toEqual(['i18n/fr/blog/2024-03-01-lens.md', 'i18n/fr/docs-notes/current/tides.md', 'i18n/fr/docs/current/horn.md', 'i18n/fr/docs/current/keepers.md', 'i18n/fr/docs/current/log.md']);
    const noticed = Object.keys(pages()).filter((file) => file.startsWith('fr/') && readText(site, path.join('build', file)).includes(STALE));
    expect(noticed.sort()).toEqual(['fr/blog/2024/03/01/lens/index.html', 'fr/docs/horn/index.html', 'fr/docs/keepers/index.html']);
  }, 120_000);

  it("the fixture's current records are the sources' revisions (sha256, 16 hex digits)", () => {
    const hash = (file: string) => createHash('sha256').update(readFileSync(path.join(site, file))).digest('hex').slice(0, 16);
    expect(readText(site, 'i18n/fr/docs/current/intro.md')).toContain(`translated_from: ${hash('docs/intro.md')}`);
    expect(readText(site, 'i18n/fr/translations.lock.json')).toContain(`"hash": "${hash('docs/stairs.md')}"`);
  });
});

describe('a source edited, then its translation marked', () => {
  it('builds the same bytes again from the same files', async () => {
    const before = hashTree(path.join(site, 'build'));
    await build();
    expect(hashTree(path.join(site, 'build'))).toEqual(before);
  }, 300_000);

  it('shows the notice once the source changed, and no more once the translation is marked', async () => {
    expect(text('fr/docs/intro')).not.toContain(STALE);
    appendFileSync(path.join(site, 'docs/intro.md'), '\nIn fog it turns faster.\n');
    await build();
    expect(text('fr/docs/intro')).toContain(STALE);
    expect(text('fr/docs/intro')).toContain('La lanterne tourne toutes les dix secondes.');
    expect(text('docs/intro')).toContain('In fog it turns faster.');
    expect(text('docs/intro')).not.toContain(STALE);
    const marked = await runFolio(['translations', 'mark', site, path.join(site, 'i18n/fr/docs/current/intro.md')], { timeoutMs: 120_000 });
    expect(marked.code, describeRun(marked)).toBe(0);
    await build();
    expect(text('fr/docs/intro')).not.toContain(STALE);
    expect(text('fr/docs/keepers')).toContain(STALE);
  }, 600_000);
});

describe("a Docusaurus site on Docusaurus's theme", () => {
  // The fixture's docs and their records, in Docusaurus's folders.
  const CONFIG = `module.exports = {
  title: 'Lighthouse Notes',
  url: 'https://lighthouse.example.com',
  baseUrl: '/',
  onBrokenLinks: 'warn',
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
  presets: [['classic', { docs: { sidebarPath: false }, blog: false, pages: false }]],
};
`;
  let docusaurusSite = '';
  const page = (route: string) => readFileSync(path.join(docusaurusSite, 'build', route, 'index.html'), 'utf8');

  beforeAll(async () => {
    const layout = makeTempDir('i18n-stale-docusaurus-layout');
    writeFileSync(path.join(layout, 'docusaurus.config.js'), CONFIG);
    writeFileSync(path.join(layout, 'package.json'), '{ "private": true }\n');
    cpSync(path.join(FIXTURES, 'i18n-stale/docs'), path.join(layout, 'docs'), { recursive: true });
    mkdirSync(path.join(layout, 'i18n/fr'), { recursive: true });
    cpSync(path.join(FIXTURES, 'i18n-stale/i18n/fr/docs'), path.join(layout, 'i18n/fr/docusaurus-plugin-content-docs'), { recursive: true });
    writeFileSync(path.join(layout, 'i18n/fr/translations.lock.json'), readFileSync(path.join(FIXTURES, 'i18n-stale/i18n/fr/translations.lock.json'), 'utf8').replaceAll('docs/current/', 'docusaurus-plugin-content-docs/current/'));
    docusaurusSite = await layOutSite(layout, `${layout}-site`);
    const result = await runFolio(['build', docusaurusSite], { timeoutMs: 600_000 });
    if (result.code !== 0) throw new Error(`the build failed:\n${describeRun(result)}`);
  }, 900_000);

  afterAll(() => rmSync(docusaurusSite, { recursive: true, force: true }));

  it.each([
    ['fr/docs/keepers', 'Deux gardiens se partagent le quart de nuit.'],
    ['fr/docs/horn', 'La corne sonne toutes les trente secondes'],
  ])('%s shows its stale translation without a notice', (route, shown) => {
    expect(page(route)).toContain(shown);
    expect(page(route)).not.toContain(STALE);
    expect(page(route)).not.toContain('untranslated-notice');
  });
});
