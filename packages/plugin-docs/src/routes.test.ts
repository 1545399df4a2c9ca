/**
 * Routes: what each doc page gets (sidebar, breadcrumbs, previous/next, version, banner link to
 * the latest version), the route table (drafts only in dev, generated-index pages, noIndex) and
 * the global data the version dropdown reads.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDoc } from './docs.ts';
import { normalizeDocsOptions, type Doc, type SidebarsConfig, type Version } from './options.ts';
import { createDocPageData, createDocsRoutes, createGlobalData, mainDocOf, versionMeta, type LoadedVersion } from './routes.ts';
import { resolveSidebars } from './sidebars/resolve.ts';
import { SidebarChunks } from './sidebar-chunks.ts';

const SITE = path.resolve('/site');
const options = normalizeDocsOptions({ editUrl: 'https://github.com/example/site/edit/main' });

const vCurrent: Version = {
  name: 'current',
  label: 'Next',
  path: '/next',
  contentPath: path.join(SITE, 'docs'),
  contentPathRelative: 'docs',
  sidebarFile: path.join(SITE, 'sidebars.ts'),
  isLast: false,
  banner: 'unreleased',
  badge: true,
  noIndex: false,
  className: 'docs-version-current',
};
const v100: Version = {
  ...vCurrent,
  name: '1.0.0',
  label: '1.0.0',
  path: '/',
  contentPath: path.join(SITE, 'versioned_docs/version-1.0.0'),
  contentPathRelative: 'versioned_docs/version-1.0.0',
  sidebarFile: path.join(SITE, 'versioned_sidebars/version-1.0.0-sidebars.json'),
  isLast: true,
  banner: 'none',
  className: 'docs-version-1.0.0',
};
const v090: Version = {
  ...v100,
  name: '0.9.0',
  label: '0.9.0',
  path: '/0.9.0',
  contentPath: path.join(SITE, 'versioned_docs/version-0.9.0'),
  contentPathRelative: 'versioned_docs/version-0.9.0',
  sidebarFile: path.join(SITE, 'versioned_sidebars/version-0.9.0-sidebars.json'),
  isLast: false,
  banner: 'unmaintained',
  noIndex: true,
  className: 'docs-version-0.9.0',
};

type FileSpec = [relativePath: string, title: string, frontMatter?: Record<string, unknown>];

function load(version: Version, files: FileSpec[], config: SidebarsConfig): LoadedVersion {
  const docs: Doc[] = files.map(([relativePath, title, frontMatter = {}]) =>
    createDoc({ relativePath, frontMatter, source: path.join(version.contentPath, relativePath), contentTitle: title }, { version, options }),
  );
  return { version, docs, sidebars: resolveSidebars({ config, docs, categories: new Map(), version, options }) };
}

const current = load(
  vCurrent,
  [
    ['intro.md', 'Intro', { slug: '/' }],
    ['guides/a.md', 'Guide A', { hide_title: true, keywords: ['a'], sidebar_label: 'A', custom: 1 }],
    ['new.md', 'New'],
    ['soon.md', 'Soon'],
    ['wip.md', 'Work in progress', { draft: true }],
    ['hidden.md', 'Hidden', { unlisted: true }],
    ['lonely.md', 'Lonely'],
  ],
  {
    sidebar: ['intro', { type: 'category', label: 'Guides', items: ['guides/a'] }, 'new', 'soon', 'hidden'],
    api: [{ type: 'category', label: 'API', link: { type: 'generated-index' }, items: [] }],
  },
);
const latest = load(
  v100,
  [
    ['intro.md', 'Intro', { slug: '/' }],
    ['guides/a.md', 'Guide A'],
    ['soon.md', 'Soon', { draft: true }],
  ],
  { sidebar: ['intro', 'guides/a'] },
);
const old = load(
  v090,
  [
    ['old.md', 'Old'],
    ['guides/a.md', 'Guide A'],
  ],
  { sidebar: ['old', 'guides/a'] },
);
const all = [current, latest, old];
const find = (loaded: LoadedVersion, id: string) => loaded.docs.find((d) => d.id === id)!;

describe('createDocPageData', () => {
  it('computes everything a doc page shows', () => {
    expect(createDocPageData(find(current, 'guides/a'), current, latest, all)).toEqual({
      id: 'guides/a',
      title: 'Guide A',
      description: '',
      permalink: '/next/guides/a',
      editUrl: 'https://github.com/example/site/edit/main/docs/guides/a.md',
      sidebar: 'sidebar',
      breadcrumbs: [
        { label: 'Guides', href: undefined },
        { label: 'A', href: '/next/guides/a' },
      ],
      previous: { title: 'Intro', permalink: '/next/' },
      next: { title: 'New', permalink: '/next/new' },
      version: { name: 'current', label: 'Next', path: '/next', isLast: false, banner: 'unreleased', badge: true, className: 'docs-version-current', noIndex: false },
      latestVersionLink: { name: '1.0.0', label: '1.0.0', path: '/guides/a' },
      versionPaths: { current: '/next/guides/a', '1.0.0': '/guides/a', '0.9.0': '/0.9.0/guides/a' },
      frontMatter: { hide_title: true, keywords: ['a'] },
      unlisted: false,
    });
  });

  it.each<[string, LoadedVersion, string, Record<string, string>]>([
    ['a doc in every version', current, 'guides/a', { current: '/next/guides/a', '1.0.0': '/guides/a', '0.9.0': '/0.9.0/guides/a' }],
    ['a doc only in the current version', current, 'new', { current: '/next/new' }],
    ['a doc whose twin in the latest version is a draft', current, 'soon', { current: '/next/soon' }],
    ['a doc of an old version', old, 'old', { '0.9.0': '/0.9.0/old' }],
  ])('versionPaths, %s: the same doc in each version that lists it', (_name, version, id, expected) => {
    expect(createDocPageData(find(version, id), version, latest, all).versionPaths).toEqual(expected);
  });

  it.each<[string, LoadedVersion, string, string | undefined]>([
    ['a doc of another version names the same doc of the latest version as canonical', current, 'guides/a', '/guides/a'],
    ['a doc the latest version does not have names no canonical of its own', current, 'new', undefined],
    ['a doc whose latest counterpart is a draft names none either', current, 'soon', undefined],
    ['an old version too', old, 'guides/a', '/guides/a'],
    ['a doc of the latest version is its own canonical', latest, 'guides/a', undefined],
  ])('canonicalToLatest: %s', (_name, version, id, expected) => {
    expect(createDocPageData(find(version, id), version, latest, all, true).canonicalPath).toBe(expected);
  });

  it.each<[string, LoadedVersion]>([
    ['/next', current],
    ['an old version', old],
  ])('by default (as in Docusaurus) a doc of %s is its own canonical', (_name, version) => {
    expect(createDocPageData(find(version, 'guides/a'), version, latest, all)).not.toHaveProperty('canonicalPath');
  });

  it('a doc in no sidebar has no sidebar, breadcrumbs or previous/next', () => {
    const data = createDocPageData(find(current, 'lonely'), current, latest);
    expect(data).toMatchObject({ breadcrumbs: [] });
    expect(data).not.toHaveProperty('sidebar');
    expect(data).not.toHaveProperty('previous');
    expect(data).not.toHaveProperty('next');
  });

  it.each<[string, LoadedVersion, string, LoadedVersion | undefined, { name: string; label: string; path: string } | undefined]>([
    ['the same doc in the latest version', current, 'guides/a', latest, { name: '1.0.0', label: '1.0.0', path: '/guides/a' }],
    ['the latest main doc when the doc is new', current, 'new', latest, { name: '1.0.0', label: '1.0.0', path: '/' }],
    ['the latest main doc when the same doc is a draft there', current, 'soon', latest, { name: '1.0.0', label: '1.0.0', path: '/' }],
    ['an old version: the same doc', old, 'guides/a', latest, { name: '1.0.0', label: '1.0.0', path: '/guides/a' }],
    ['an old version: the main doc', old, 'old', latest, { name: '1.0.0', label: '1.0.0', path: '/' }],
    ['none on the latest version itself', latest, 'guides/a', latest, undefined],
    ['none without a latest version', current, 'guides/a', undefined, undefined],
  ])('banner link: %s', (_, loaded, id, last, expected) => {
    expect(createDocPageData(find(loaded, id), loaded, last).latestVersionLink).toEqual(expected);
  });

  it('the banner links to the first doc of the latest sidebar when no doc is at its root', () => {
    const noRoot = load(v100, [['start/here.md', 'Start'], ['other.md', 'Other']], { sidebar: [{ type: 'category', label: 'Start', items: ['start/here'] }, 'other'] });
    expect(createDocPageData(find(current, 'new'), current, noRoot).latestVersionLink).toEqual({ name: '1.0.0', label: '1.0.0', path: '/start/here' });
  });

  it('copies the version meta and unlisted flag', () => {
    const data = createDocPageData(find(current, 'hidden'), current, latest);
    expect(data.version).toEqual(versionMeta(vCurrent));
    expect(data.unlisted).toBe(true);
    expect(createDocPageData(find(old, 'old'), old, latest).version).toMatchObject({ banner: 'unmaintained', noIndex: true, isLast: false });
  });
});

describe('mainDocOf', () => {
  it.each<[string, FileSpec[], SidebarsConfig, string | undefined]>([
    ['the doc at the version root', [['a.md', 'A'], ['home.md', 'Home', { slug: '/' }]], { s: ['a', 'home'] }, 'home'],
    ['else the first doc of the first sidebar', [['a.md', 'A'], ['b.md', 'B']], { s: ['b', 'a'] }, 'b'],
    ['a category linked doc counts', [['a.md', 'A'], ['g/index.md', 'G']], { s: [{ type: 'category', label: 'G', link: { type: 'doc', id: 'g/index' }, items: ['a'] }] }, 'g/index'],
    ['inside a category without link', [['a.md', 'A'], ['b.md', 'B']], { s: [{ type: 'link', href: '/x', label: 'X' }, { type: 'category', label: 'C', items: ['b'] }, 'a'] }, 'b'],
    ['else the first doc', [['z.md', 'Z'], ['y.md', 'Y']], {}, 'z'],
    ['no docs at all', [], {}, undefined],
  ])('%s', (_, files, config, expected) => {
    expect(mainDocOf(load(v100, files, config))?.id).toBe(expected);
  });
});

describe('createDocsRoutes', () => {
  it.each<[boolean, string[]]>([
    [
      false,
      ['/next/', '/next/guides/a', '/next/new', '/next/soon', '/next/hidden', '/next/lonely', '/next/category/api', '/', '/guides/a', '/0.9.0/old', '/0.9.0/guides/a'],
    ],
    [
      true,
      ['/next/', '/next/guides/a', '/next/new', '/next/soon', '/next/wip', '/next/hidden', '/next/lonely', '/next/category/api', '/', '/guides/a', '/soon', '/0.9.0/old', '/0.9.0/guides/a'],
    ],
  ])('includeDrafts %s', (includeDrafts, paths) => {
    expect(createDocsRoutes({ versions: all, includeDrafts }).map((route) => route.path)).toEqual(paths);
  });

  it('a doc route: DocItem in the version DocRoot, with the page data as props', () => {
    const routes = createDocsRoutes({ versions: all, includeDrafts: false });
    const route = routes.find((r) => r.path === '/next/guides/a')!;
    const source = path.join(SITE, 'docs/guides/a.md');
    expect(route).toEqual({
      path: '/next/guides/a',
      component: '@theme/DocItem',
      page: source,
      props: createDocPageData(find(current, 'guides/a'), current, latest, all),
      layout: '@theme/DocRoot',
      layoutProps: { version: versionMeta(vCurrent), sidebars: new SidebarChunks(current.sidebars.sidebars).for('/next/guides/a') },
      noIndex: false,
      source,
      // Markdown links in the page resolve from the version's folder too (Docusaurus's rule).
      linkRoot: path.join(SITE, 'docs'),
      search: { index: true, section: 'Guides', title: 'Guide A', version: 'current' },
    });
  });

  it('with canonicalToLatest a doc whose latest counterpart exists leaves the sitemap to that page', () => {
    const routes = createDocsRoutes({ versions: all, includeDrafts: false, canonicalToLatest: true });
    expect(routes.find((r) => r.path === '/next/guides/a')).toMatchObject({ sitemap: false, props: { canonicalPath: '/guides/a' } });
    expect(routes.find((r) => r.path === '/next/new')).not.toHaveProperty('sitemap');
    expect(routes.find((r) => r.path === '/guides/a')).not.toHaveProperty('sitemap');
  });

  it.each<[string, boolean]>([
    ['/next/guides/a', false],
    ['/next/hidden', true],
    ['/0.9.0/old', true],
    ['/', false],
  ])('noIndex of %s is %s (unlisted docs and noIndex versions)', (routePath, noIndex) => {
    expect(createDocsRoutes({ versions: all, includeDrafts: false }).find((r) => r.path === routePath)!.noIndex).toBe(noIndex);
  });

  it('a generated-index page for each category asking for one', () => {
    const route = createDocsRoutes({ versions: all, includeDrafts: false }).find((r) => r.path === '/next/category/api')!;
    expect(route).toEqual({
      path: '/next/category/api',
      component: '@theme/DocCategoryGeneratedIndexPage',
      props: { title: 'API', description: null, items: [], version: versionMeta(vCurrent), sidebar: 'api' },
      layout: '@theme/DocRoot',
      layoutProps: { version: versionMeta(vCurrent), sidebars: new SidebarChunks(current.sidebars.sidebars).for('/next/category/api') },
      noIndex: false,
      search: { index: true, title: 'API', version: 'current' },
    });
  });

  it.each<[string, object]>([
    // Under its top sidebar category, in its version's index.
    ['/next/guides/a', { index: true, section: 'Guides', title: 'Guide A', version: 'current' }],
    // A doc outside any category has no section of its own.
    ['/next/new', { index: true, title: 'New', version: 'current' }],
    // Unlisted: kept out of the search index.
    ['/next/hidden', { index: false, title: 'Hidden', version: 'current' }],
    // Its version is kept out of search engines (noIndex), but its readers still search it on the site.
    ['/0.9.0/old', { index: true, title: 'Old', version: '0.9.0' }],
  ])('search metadata of %s', (routePath, search) => {
    expect(createDocsRoutes({ versions: all, includeDrafts: false }).find((r) => r.path === routePath)!.search).toEqual(search);
  });

  it('a generated doc is served from its generated page and names its input as the source', () => {
    const generated = { id: '1.0.0/api/list.mdx', mdx: '# List', source: path.join(SITE, 'openapi.json') };
    const doc = createDoc({ relativePath: 'api/list.mdx', frontMatter: {}, source: generated.source, generated }, { version: v100, options });
    const loaded: LoadedVersion = { version: v100, docs: [doc], sidebars: { sidebars: {}, generatedIndexes: [] } };
    const [route] = createDocsRoutes({ versions: [loaded], includeDrafts: false });
    expect(route).toMatchObject({ path: '/api/list', page: generated, source: generated.source });
  });
});

describe('listAllDocs (Docusaurus data shapes, for Docusaurus\'s own theme)', () => {
  it("the docs layout's props hold whole sidebars, every listed doc by id and the plugin's id", () => {
    const route = createDocsRoutes({ versions: all, includeDrafts: false, listAllDocs: true, pluginId: 'guides' }).find((r) => r.path === '/next/guides/a')!;
    const props = route.layoutProps as { sidebars: unknown; docs: Record<string, { id: string; title: string; description: string; sidebar?: string }>; pluginId: string };
    expect(props.sidebars).toBe(current.sidebars.sidebars);
    expect(props.pluginId).toBe('guides');
    expect(Object.keys(props.docs).sort()).toEqual(current.docs.filter((doc) => !doc.draft).map((doc) => doc.id).sort());
    const a = find(current, 'guides/a');
    expect(props.docs['guides/a']).toEqual({ id: 'guides/a', title: a.title, description: a.description, sidebar: 'sidebar' });
    // Without the option: sidebar chunks, nothing more.
    const plain = createDocsRoutes({ versions: all, includeDrafts: false }).find((r) => r.path === '/next/guides/a')!;
    expect(Object.keys(plain.layoutProps as object).sort()).toEqual(['sidebars', 'version']);
  });

  it('the global data lists every listed doc with its sidebar, then the generated index pages', () => {
    const [next] = createGlobalData(all, '/', [], true, true).versions;
    expect(next!.docs!.map((doc) => doc.id)).not.toContain('wip');
    expect(next!.docs).toContainEqual({ id: 'guides/a', path: '/next/guides/a', sidebar: 'sidebar' });
    expect(next!.docs!.at(-1)).toEqual({ id: '/next/category/api', path: '/next/category/api', sidebar: 'api' });
    expect(createGlobalData(all, '/').versions[0]).not.toHaveProperty('docs');
  });
});

describe('createGlobalData', () => {
  it('lists every version with its draft ids and main doc, and no list of docs', () => {
    expect(createGlobalData(all, '/')).toEqual({
      path: '/',
      breadcrumbs: true,
      versions: [
        { name: 'current', label: 'Next', path: '/next', isLast: false, mainDocId: 'intro', mainDocPath: '/next/', draftIds: ['wip'] },
        { name: '1.0.0', label: '1.0.0', path: '/', isLast: true, mainDocId: 'intro', mainDocPath: '/', draftIds: ['soon'] },
        { name: '0.9.0', label: '0.9.0', path: '/0.9.0', isLast: false, mainDocId: 'old', mainDocPath: '/0.9.0/old', draftIds: [] },
      ],
    });
  });

  it('keeps the route base path it is given', () => {
    expect(createGlobalData([latest], 'docs').path).toBe('docs');
  });

  it('an empty version has an empty main doc id', () => {
    const empty: LoadedVersion = { version: v100, docs: [], sidebars: { sidebars: {}, generatedIndexes: [] } };
    expect(createGlobalData([empty], '/').versions[0]).toMatchObject({ mainDocId: '', mainDocPath: '/', draftIds: [] });
  });
});
