/**
 * `folio write-translations` (packages/core/src/commands/write-translations.ts), run with Folio's CLI:
 * - on a Folio site (tests/fixtures/write-translations): code.json from the site's <Translate> and
 *   translate() (TSX, JSX, a const-built id, a warning with file and line for a dynamic message) and
 *   from Folio's theme, merged into the locale's existing code.json (kept messages, obsolete keys
 *   reported, --override), the docs plugin's current.json, the theme's navbar.json and footer.json;
 * - on a Docusaurus site on Docusaurus's theme (tests/fixtures/docusaurus-i18n laid out beside
 *   @docusaurus/preset-classic): the files `docusaurus write-translations --locale fr` (3.10.2) wrote
 *   for the same input (its i18n/ folder removed first), their keys and, but for code.json's theme
 *   messages (translated by theme-translations, which Docusaurus's default messages add), contents.
 */
import { execFile } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { layOutSite } from './docusaurus-theme-site.ts';

const run = promisify(execFile);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CLI = path.join(ROOT, 'packages/core/bin/folio.mjs');
const TMP = path.join(ROOT, 'tests/.tmp');
const folioSite = path.join(TMP, `write-translations-${process.pid}`);
const docusaurusSite = path.join(TMP, `write-translations-docusaurus-${process.pid}`);

async function folio(siteDir: string, args: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [CLI, ...args], { cwd: siteDir, timeout: 240_000, maxBuffer: 16 * 1024 * 1024 });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof failed.code === 'number' ? failed.code : 1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}
const json = (siteDir: string, file: string) => JSON.parse(readFileSync(path.join(siteDir, file), 'utf8')) as Record<string, { message: string; description?: string }>;

afterAll(() => {
  rmSync(folioSite, { recursive: true, force: true });
  rmSync(docusaurusSite, { recursive: true, force: true });
});

describe('a Folio site', () => {
  let first: { code: number; output: string };
  beforeAll(async () => {
    rmSync(folioSite, { recursive: true, force: true });
    cpSync(path.join(ROOT, 'tests/fixtures/write-translations'), folioSite, { recursive: true });
    first = await folio(folioSite, ['write-translations', '--locale', 'fr']);
  }, 300_000);

  it("extracts the site's <Translate> and translate() messages, keeping the locale's translated ones", () => {
    expect(first.code, first.output).toBe(0);
    const code = json(folioSite, 'i18n/fr/code.json');
    expect(code['home.title']).toEqual({ message: 'Bienvenue au phare' });
    expect(code['home.heading']).toEqual({ message: 'Keepers and lamps', description: "The home page's heading" });
    expect(code['Every night since 1848']).toEqual({ message: 'Every night since 1848' });
    expect(code['Keeper: {name}']).toEqual({ message: 'Keeper: {name}' });
    expect(code['motto.text']).toEqual({ message: 'Light for every ship & boat', description: "The keepers' motto" });
    // The existing file's keys first (an obsolete one kept and reported), then the new ones.
    expect(Object.keys(code).slice(0, 3)).toEqual(['home.old', 'home.title', 'motto.text']);
    expect(first.output).toMatch(/i18n\/fr\/code\.json: keys the site no longer has.*home\.old/);
  });

  it("adds Folio's theme strings, with their English messages", () => {
    const code = json(folioSite, 'i18n/fr/code.json');
    expect(code['theme.docs.paginator.next']).toEqual({ message: 'Next' });
    expect(code['theme.i18n.untranslatedNotice']).toEqual({ message: 'This page is not translated yet.' });
  });

  it('warns of a message that is not static, naming the file and line', () => {
    expect(first.output).toContain('translate() first arg should be a statically evaluable object');
    expect(first.output).toContain(`File: ${path.join(folioSite, 'src/pages/index.tsx')} at line 24`);
    expect(Object.values(json(folioSite, 'i18n/fr/code.json')).some((entry) => entry.message === 'undefined')).toBe(false);
  });

  it("writes the docs plugin's file and the theme's navbar and footer files", () => {
    expect(Object.keys(json(folioSite, 'i18n/fr/docs/current.json'))).toEqual(['version.label', 'sidebar.manual.category.Watch guide', 'sidebar.manual.category.Watch guide.link.generated-index.description']);
    expect(Object.keys(json(folioSite, 'i18n/fr/theme/navbar.json'))).toEqual(['title', 'logo.alt', 'item.label.Manual', 'item.label.More', 'item.label.Lamps']);
    expect(json(folioSite, 'i18n/fr/theme/footer.json')).toEqual({
      'link.title.Docs': { message: 'Docs', description: 'The title of the footer links column with title=Docs in the footer' },
      'link.item.label.Keepers': { message: 'Keepers', description: 'The label of footer link with label=Keepers linking to /docs/keepers' },
      copyright: { message: 'Lighthouse, a fixture', description: 'The footer copyright' },
    });
    expect(readFileSync(path.join(folioSite, 'i18n/fr/theme/footer.json'), 'utf8')).toMatch(/^\{\n  "link\.title\.Docs": \{\n    "message"[\s\S]*\}\n$/);
  });

  it('keeps translated messages on a second run, replaces them with --override, prefixes new ones with --messagePrefix', async () => {
    const navbar = path.join(folioSite, 'i18n/fr/theme/navbar.json');
    const translated = { ...json(folioSite, 'i18n/fr/theme/navbar.json'), title: { message: 'Phare', description: 'The title in the navbar' } };
    writeFileSync(navbar, JSON.stringify(translated));
    expect((await folio(folioSite, ['write-translations', '--locale', 'fr'])).code).toBe(0);
    expect(json(folioSite, 'i18n/fr/theme/navbar.json').title!.message).toBe('Phare');
    expect((await folio(folioSite, ['write-translations', '--locale', 'fr', '--override'])).code).toBe(0);
    expect(json(folioSite, 'i18n/fr/theme/navbar.json').title!.message).toBe('Lighthouse');
    expect(json(folioSite, 'i18n/fr/code.json')['home.title']!.message).toBe('Welcome to the lighthouse');
    expect((await folio(folioSite, ['write-translations', '--messagePrefix', '(en) '])).code).toBe(0);
    expect(json(folioSite, 'i18n/en/code.json')['home.heading']!.message).toBe('(en) Keepers and lamps');
  }, 300_000);

  it('refuses a locale the config does not list', async () => {
    const result = await folio(folioSite, ['write-translations', '--locale', 'de']);
    expect(result.code).toBe(1);
    expect(result.output).toContain('"de"');
    expect(existsSync(path.join(folioSite, 'i18n/de'))).toBe(false);
  });
});

/** The keys of i18n/fr/code.json as `docusaurus write-translations --locale fr` (3.10.2) wrote them for tests/fixtures/docusaurus-i18n without its i18n/ folder. */
const DOCUSAURUS_CODE_KEYS = [
  'home.heading', 'home.tagline', 'home.title', 'home.untranslated', 'theme.AnnouncementBar.closeButtonAriaLabel',
  'theme.BackToTopButton.buttonAriaLabel', 'theme.CodeBlock.copied', 'theme.CodeBlock.copy', 'theme.CodeBlock.copyButtonAriaLabel',
  'theme.CodeBlock.wordWrapToggle', 'theme.DocSidebarItem.collapseCategoryAriaLabel', 'theme.DocSidebarItem.expandCategoryAriaLabel',
  'theme.ErrorPageContent.title', 'theme.ErrorPageContent.tryAgain', 'theme.IconExternalLink.ariaLabel', 'theme.NavBar.navAriaLabel',
  'theme.NotFound.p1', 'theme.NotFound.p2', 'theme.NotFound.title', 'theme.TOCCollapsible.toggleButtonLabel', 'theme.admonition.caution',
  'theme.admonition.danger', 'theme.admonition.info', 'theme.admonition.note', 'theme.admonition.tip', 'theme.admonition.warning',
  'theme.blog.archive.description', 'theme.blog.archive.title', 'theme.blog.author.noPosts', 'theme.blog.author.pageTitle',
  'theme.blog.authorsList.pageTitle', 'theme.blog.authorsList.viewAll', 'theme.blog.paginator.navAriaLabel', 'theme.blog.paginator.newerEntries',
  'theme.blog.paginator.olderEntries', 'theme.blog.post.paginator.navAriaLabel', 'theme.blog.post.paginator.newerPost',
  'theme.blog.post.paginator.olderPost', 'theme.blog.post.plurals', 'theme.blog.post.readMore', 'theme.blog.post.readMoreLabel',
  'theme.blog.post.readingTime.plurals', 'theme.blog.sidebar.navAriaLabel', 'theme.blog.tagTitle', 'theme.colorToggle.ariaLabel',
  'theme.colorToggle.ariaLabel.mode.dark', 'theme.colorToggle.ariaLabel.mode.light', 'theme.colorToggle.ariaLabel.mode.system',
  'theme.common.editThisPage', 'theme.common.headingLinkTitle', 'theme.common.skipToMainContent', 'theme.contentVisibility.draftBanner.message',
  'theme.contentVisibility.draftBanner.title', 'theme.contentVisibility.unlistedBanner.message', 'theme.contentVisibility.unlistedBanner.title',
  'theme.docs.DocCard.categoryDescription.plurals', 'theme.docs.breadcrumbs.home', 'theme.docs.breadcrumbs.navAriaLabel',
  'theme.docs.paginator.navAriaLabel', 'theme.docs.paginator.next', 'theme.docs.paginator.previous',
  'theme.docs.sidebar.closeSidebarButtonAriaLabel', 'theme.docs.sidebar.collapseButtonAriaLabel', 'theme.docs.sidebar.collapseButtonTitle',
  'theme.docs.sidebar.expandButtonAriaLabel', 'theme.docs.sidebar.expandButtonTitle', 'theme.docs.sidebar.navAriaLabel',
  'theme.docs.sidebar.toggleSidebarButtonAriaLabel', 'theme.docs.tagDocListPageTitle', 'theme.docs.tagDocListPageTitle.nDocsTagged',
  'theme.docs.versionBadge.label', 'theme.docs.versions.latestVersionLinkLabel', 'theme.docs.versions.latestVersionSuggestionLabel',
  'theme.docs.versions.unmaintainedVersionLabel', 'theme.docs.versions.unreleasedVersionLabel', 'theme.lastUpdated.atDate',
  'theme.lastUpdated.byUser', 'theme.lastUpdated.lastUpdatedAtBy', 'theme.navbar.mobileDropdown.collapseButton.collapseAriaLabel',
  'theme.navbar.mobileDropdown.collapseButton.expandAriaLabel', 'theme.navbar.mobileLanguageDropdown.label',
  'theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel', 'theme.navbar.mobileVersionsDropdown.label', 'theme.tags.tagsListLabel',
  'theme.tags.tagsPageLink', 'theme.tags.tagsPageTitle',
];

/** Its other files, as Docusaurus wrote them. */
const DOCUSAURUS_FILES: Record<string, Record<string, { message: string; description: string }>> = {
  'docusaurus-theme-classic/navbar.json': {"title":{"message":"Harbour Guide","description":"The title in the navbar"},"item.label.Guide":{"message":"Guide","description":"Navbar item with label Guide"},"item.label.Log":{"message":"Log","description":"Navbar item with label Log"},"item.label.About":{"message":"About","description":"Navbar item with label About"}},
  'docusaurus-theme-classic/footer.json': {"link.title.Guide":{"message":"Guide","description":"The title of the footer links column with title=Guide in the footer"},"link.title.More":{"message":"More","description":"The title of the footer links column with title=More in the footer"},"link.item.label.Getting started":{"message":"Getting started","description":"The label of footer link with label=Getting started linking to /docs/intro"},"link.item.label.Log":{"message":"Log","description":"The label of footer link with label=Log linking to /blog"},"copyright":{"message":"Harbour Guide, a fixture","description":"The footer copyright"}},
  'docusaurus-plugin-content-docs/current.json': {"version.label":{"message":"Next","description":"The label for version current"},"sidebar.guide.category.Seamanship":{"message":"Seamanship","description":"The label for category 'Seamanship' in sidebar 'guide'"},"sidebar.guide.category.Seamanship.link.generated-index.description":{"message":"Skills for the harbour.","description":"The generated-index page description for category 'Seamanship' in sidebar 'guide'"}},
  'docusaurus-plugin-content-blog/options.json': {"title":{"message":"Blog","description":"The title for the blog used in SEO"},"description":{"message":"Blog","description":"The description for the blog used in SEO"},"sidebar.title":{"message":"Recent posts","description":"The label for the left sidebar"}},
};

describe("a Docusaurus site on Docusaurus's theme", () => {
  let result: { code: number; output: string };
  beforeAll(async () => {
    await layOutSite(path.join(ROOT, 'tests/fixtures/docusaurus-i18n'), docusaurusSite);
    rmSync(path.join(docusaurusSite, 'i18n'), { recursive: true, force: true });
    result = await folio(docusaurusSite, ['write-translations', '--locale', 'fr']);
  }, 900_000);

  it("writes code.json with the keys Docusaurus writes: the site's, the classic theme's and theme-common's", () => {
    expect(result.code, result.output).toBe(0);
    const code = json(docusaurusSite, 'i18n/fr/code.json');
    expect(Object.keys(code).sort()).toEqual(DOCUSAURUS_CODE_KEYS);
    expect(code['home.tagline']).toEqual({ message: 'Tides, knots and lights, in {count} languages' });
    expect(code['home.untranslated']).toEqual({ message: 'Only in English', description: 'In no code.json: every locale falls back to this text' });
    // The last file to give an id decides its description, in Docusaurus's file order.
    expect(code['theme.NotFound.title']!.description).toBe('The title of the 404 page');
  });

  it.each(Object.keys(DOCUSAURUS_FILES))('writes %s as Docusaurus does', (file) => {
    expect(readFileSync(path.join(docusaurusSite, 'i18n/fr', file), 'utf8')).toBe(`${JSON.stringify(DOCUSAURUS_FILES[file], null, 2)}\n`);
  });
});
