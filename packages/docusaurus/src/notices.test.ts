/** Which notices are printed by default (about the built site) and which with --verbose only: a table over the mapping's own notices. */
import { describe, expect, it } from 'vitest';
import { mapDocusaurusConfig } from './map-config.ts';
import { classifyNotices, valueAt, docusaurusThemeNotices } from './notices.ts';

const base = { title: 'T', url: 'https://example.com', baseUrl: '/' };
/** The notices the mapping gives for `input` (the blog folder exists), classified. */
function classified(input: Record<string, unknown>) {
  const config = { ...base, ...input };
  const { notices } = mapDocusaurusConfig(config, { siteDir: '/site', exists: (relative) => relative === 'blog' });
  return classifyNotices(notices, config);
}
/** Of each notice: its option, and whether it is printed by default. */
const shows = (input: Record<string, unknown>) => classified(input).map((notice) => [/^`([^`]+)`/.exec(notice.text)?.[1], notice.shows]);

const preset = (options: Record<string, unknown>) => ({ presets: [['classic', options]] });

describe('printed by default only when the built site differs', () => {
  it.each<[string, Record<string, unknown>, Array<[string, boolean]>]>([
    // npx create-docusaurus@3 my-site classic: none of its five changes the built site but the feeds' stylesheet.
    ['the classic template', {
      future: { v4: true },
      organizationName: 'facebook',
      projectName: 'docusaurus',
      ...preset({ blog: { showReadingTime: true, feedOptions: { type: ['rss', 'atom'], xslt: true }, onInlineTags: 'warn', onInlineAuthors: 'warn', onUntruncatedBlogPosts: 'warn' } }),
    }, [
      ['presets[0].blog.feedOptions.xslt', true],
      ['future', false],
      ['organizationName', false],
      ['projectName', false],
    ]],
    ['deploying', { deploymentBranch: 'gh-pages', githubHost: 'github.example.com', githubPort: '22' }, [['deploymentBranch', false], ['githubHost', false], ['githubPort', false]]],
    ["the build's own policies", { onDuplicateRoutes: 'warn', onBrokenLinks: 'log', markdown: { hooks: { onBrokenMarkdownImages: 'warn' } } }, [
      ['onBrokenLinks', false],
      ['markdown.hooks.onBrokenMarkdownImages', false],
    ]],
    ['the bundler, a wrong-base-URL banner, the debug plugin', { webpack: { jsLoader: 'babel' }, baseUrlIssueBanner: true, ...preset({ debug: true }) }, [
      ['presets[0].debug', false],
      ['webpack', false],
      ['baseUrlIssueBanner', false],
    ]],
    ["a hash router changes every URL: the future flag that does", { future: { experimental_router: 'hash' } }, [['future', true]]],
    ['xslt: false asks for no stylesheet, as Docusaurus writes none', preset({ blog: { feedOptions: { xslt: false } } }), [['presets[0].blog.feedOptions.xslt', false]]],
    ['xslt with its own stylesheets', preset({ blog: { feedOptions: { xslt: { rss: 'custom.xsl' } } } }), [['presets[0].blog.feedOptions.xslt', true]]],
    ['what readers see: unknown keys, theme keys (analytics and mermaid diagrams are drawn, so say nothing)', {
      ssrTemplate: '<html></html>',
      mySetting: 1,
      markdown: { mermaid: true },
      themeConfig: { navbar: { hideOnScroll: true }, liveCodeBlock: { playgroundPosition: 'top' } },
      ...preset({ gtag: { trackingID: 'G' } }),
    }, [
      ['themeConfig.navbar.hideOnScroll', true],
      ['themeConfig.liveCodeBlock', true],
      ['ssrTemplate', true],
      ['mySetting', true],
    ]],
    ['a plugin entry of its own, by path', { plugins: [['@docusaurus/plugin-content-blog', { id: 'news', path: 'news', feedOptions: { xslt: true }, onUntruncatedBlogPosts: 'ignore' }]] }, [
      ['plugins[0].feedOptions.xslt', true],
    ]],
  ])('%s', (_, input, expected) => {
    expect(shows(input)).toEqual(expected);
  });
});

describe('what each printed notice says to do', () => {
  const text = (input: Record<string, unknown>) => classified(input).map((notice) => notice.text);
  it.each<[string, Record<string, unknown>, string]>([
    ['an unknown key', { mySetting: 1 }, "`mySetting`: not a Docusaurus option Folio knows; ignored (check its name: Docusaurus refuses a key it does not know; a value of the site's own belongs in customFields)"],
    ['a theme key', { themeConfig: { navbar: { hideOnScroll: true } } }, "`themeConfig.navbar.hideOnScroll`: not read by Folio's navbar; ignored (to have it, override the theme component that shows it in src/theme/<Name>/index.tsx; else remove the option)"],
    ['a theme key only plugins read', { themeConfig: { zoom: { selector: 'img' } } }, "`themeConfig.zoom`: not read by Folio's theme; plugins and the site's own components still get it (if Docusaurus's theme showed it, override the component that shows it in src/theme/<Name>/index.tsx)"],
    ['an entry Docusaurus could not load either', { plugins: [{ src: './x.js' }] }, '`plugins[0]` (an object): not a name, a path or a function Docusaurus could load; skipped (what it adds is missing from the built site: remove the entry, or write a Folio plugin for it)'],
    ['one that says it already', preset({ docs: { docItemComponent: '@theme/X' } }), "`presets[0].docs.docItemComponent`: Folio's theme renders docs with its own components (override them in src/theme/); ignored"],
    ['a verbose-only one says why it changes nothing', { organizationName: 'o' }, '`organizationName`: used by `docusaurus deploy`, which Folio does not have; ignored (no effect on the built site: deploying only)'],
  ])('%s', (_, input, expected) => {
    expect(text(input)).toEqual([expected]);
  });

  it('every printed notice of a config touching every family says what to do', () => {
    const notices = classified({
      mySetting: 1,
      ssrTemplate: 'x',
      i18n: { defaultLocale: 'en', locales: ['en'], localeConfigs: { en: { colour: 'blue' } }, fallback: 'en' },
      markdown: { mermaid: true, emoji: true },
      themeConfig: { navbar: { hideOnScroll: true }, footer: { extra: 1 }, prism: { magicComments: [] }, zoom: {} },
      plugins: ['@docusaurus/plugin-ideal-image', ['@docusaurus/plugin-client-redirects', { redirects: [{ from: '/a', to: '/b' }], createRedirects: () => [] }]],
      ...preset({ docs: { tags: 'tags.yml', admonitions: {}, include: ['**/*.md'] }, blog: { feedOptions: { xslt: true, createFeedItems: () => [] }, blogListComponent: 'x' }, pages: { editUrl: 'e' }, sitemap: { changefreq: 'weekly' }, googleTagManager: { containerId: 'x' }, svgr: {} }),
    });
    const printed = notices.filter((notice) => notice.shows);
    expect(printed.length).toBeGreaterThan(15);
    for (const { text } of printed) expect(text, text).toMatch(/\((?:[^()]*\b(?:add|check|override|remove|delete|run|write|list|put)\b[^()]*)\)$|override (?:them|it) in src\/theme\//);
  });
});

describe('valueAt', () => {
  const config = { future: { v4: true }, presets: [['classic', { blog: { feedOptions: { xslt: true } } }]], plugins: ['name-only', ['p', { a: { b: 2 } }]] };
  it.each<[string, unknown]>([
    ['future', { v4: true }],
    ['future.v4', true],
    ['presets[0].blog.feedOptions.xslt', true],
    ['plugins[1].a.b', 2],
    ['plugins[0].a', undefined],
    ['plugins[5].a', undefined],
    ['missing.deeper', undefined],
  ])('%s', (at, expected) => {
    expect(valueAt(config, at)).toEqual(expected);
  });
});

describe("a site rendered by Docusaurus's theme: no notice about what Folio's own theme leaves out", () => {
  it('keeps the others', () => {
    const notices = [
      "`themeConfig.navbar.items[3]` (type custom-githubstar): Folio's navbar renders Docusaurus's built-in item types, not custom ones; left out",
      "`themeConfig.navbar.hideOnScroll`: not read by Folio's navbar; ignored",
      "`themeConfig.footer.extra`: not read by Folio's footer; ignored",
      "`themeConfig.announcement`: not read by Folio's theme; plugins and the site's own components still get it",
      '`themeConfig.prism.magicComments`: Folio reads its own highlight-next-line and highlight-start/end comments; ignored',
      '`presets[0].blog.feedOptions.xslt`: Folio writes no stylesheet; ignored',
    ];
    expect(docusaurusThemeNotices(notices)).toEqual(notices.slice(4));
  });
});
