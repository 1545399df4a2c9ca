/**
 * The URL a doc page is served at: its permalink (route path, canonical URL, og:url, sitemap entry,
 * and every sidebar, navbar and version link to it). Docusaurus's rule: the slug under the version
 * path, keeping the slug's trailing slash, so a doc standing for its folder (`index`, `README`,
 * named like the folder) and a doc at the version root (`slug: /`, or a top `index.md`) end in '/'
 * (`/docs/guide/`, `/pnpr/`, `/1.0/`), the site root staying `/`; trailingSlash true/false then
 * adds or removes the slash (never from the base URL). Expected values printed by Docusaurus
 * 3.10.2's own functions, run from the installed packages: getSlug
 * (plugin-content-docs/lib/slug.js), normalizeUrl([versionPath, slug]) (utils) and
 * applyTrailingSlash (utils-common), for the three trailingSlash values.
 */
import path from 'node:path';
import { resolveRoutePath } from '@folio/core';
import { routeToFile } from '@folio/core/client';
import { describe, expect, it } from 'vitest';
import { createDoc } from './docs.ts';
import { normalizeDocsOptions, type Version } from './options.ts';
import { createDocsRoutes, createGlobalData } from './routes.ts';
import type { ResolvedSidebars } from './sidebars/resolve.ts';

function versionAt(versionPath: string, name = 'current'): Version {
  return {
    name,
    label: name,
    path: versionPath,
    contentPath: path.resolve('/site/docs'),
    contentPathRelative: 'docs',
    isLast: true,
    banner: 'none',
    badge: false,
    noIndex: false,
    className: `docs-version-${name}`,
  };
}

function docAt(versionPath: string, relativePath: string, frontMatter: Record<string, unknown>) {
  const version = versionAt(versionPath);
  return createDoc({ relativePath, frontMatter, source: path.join(version.contentPath, relativePath) }, { version, options: normalizeDocsOptions({}) });
}

// [version path, file, front matter, permalink (trailingSlash undefined), with true, with false]
const DOCUSAURUS: Array<[string, string, Record<string, unknown>, string, string, string]> = [
  ['/docs', 'guide/index.md', {}, '/docs/guide/', '/docs/guide/', '/docs/guide'],
  ['/docs', 'guide/README.md', {}, '/docs/guide/', '/docs/guide/', '/docs/guide'],
  ['/docs', 'guide/guide.md', {}, '/docs/guide/', '/docs/guide/', '/docs/guide'],
  ['/docs', '01-guide/01-guide.md', {}, '/docs/guide/', '/docs/guide/', '/docs/guide'],
  ['/docs', 'a/b/index.mdx', {}, '/docs/a/b/', '/docs/a/b/', '/docs/a/b'],
  ['/docs', 'index.md', {}, '/docs/', '/docs/', '/docs'],
  ['/docs', 'guide/index.md', { id: 'overview' }, '/docs/guide/', '/docs/guide/', '/docs/guide'],
  ['/docs', 'guide/setup.md', {}, '/docs/guide/setup', '/docs/guide/setup/', '/docs/guide/setup'],
  ['/docs', 'guide/index.md', { slug: '/start' }, '/docs/start', '/docs/start/', '/docs/start'],
  ['/docs', 'guide/index.md', { slug: 'start' }, '/docs/guide/start', '/docs/guide/start/', '/docs/guide/start'],
  ['/docs', 'guide/setup.md', { slug: '/custom/' }, '/docs/custom/', '/docs/custom/', '/docs/custom'],
  // The docs root: `slug: /` is the version's path plus '/'.
  ['/docs', 'intro.md', { slug: '/' }, '/docs/', '/docs/', '/docs'],
  ['/pnpr', 'intro.md', { slug: '/' }, '/pnpr/', '/pnpr/', '/pnpr'],
  ['/1.0', 'intro.md', { slug: '/' }, '/1.0/', '/1.0/', '/1.0'],
  ['/docs/1.0', 'intro.md', { slug: '/' }, '/docs/1.0/', '/docs/1.0/', '/docs/1.0'],
  ['/', 'intro.md', { slug: '/' }, '/', '/', '/'],
  ['/', 'index.md', {}, '/', '/', '/'],
  ['/1.0', 'index.md', {}, '/1.0/', '/1.0/', '/1.0'],
  ['/', 'guide/index.md', {}, '/guide/', '/guide/', '/guide'],
  // Relative slugs naming a folder keep its slash, as a URL resolved against the doc's folder.
  ['/docs', 'a/intro.md', { slug: './' }, '/docs/a/', '/docs/a/', '/docs/a'],
  ['/docs', 'a/intro.md', { slug: '.' }, '/docs/a/', '/docs/a/', '/docs/a'],
  ['/docs', 'a/b/intro.md', { slug: '..' }, '/docs/a/', '/docs/a/', '/docs/a'],
  ['/docs', 'a/intro.md', { slug: '../' }, '/docs/', '/docs/', '/docs'],
  ['/docs', 'a/intro.md', { slug: 'x/' }, '/docs/a/x/', '/docs/a/x/', '/docs/a/x'],
  ['/docs', 'a/intro.md', { slug: '../x' }, '/docs/x', '/docs/x/', '/docs/x'],
];

describe("a doc's permalink, as Docusaurus makes it", () => {
  it.each(DOCUSAURUS)('%s + %s %j → %s (true: %s, false: %s)', (versionPath, relativePath, frontMatter, permalink, withTrue, withFalse) => {
    const doc = docAt(versionPath, relativePath, frontMatter);
    expect(doc.permalink).toBe(permalink);
    expect(resolveRoutePath(doc.permalink, { baseUrl: '/', trailingSlash: undefined })).toBe(permalink);
    expect(resolveRoutePath(doc.permalink, { baseUrl: '/', trailingSlash: true })).toBe(withTrue);
    expect(resolveRoutePath(doc.permalink, { baseUrl: '/', trailingSlash: false })).toBe(withFalse);
  });

  // The output file does not change with the slash: `<path>/index.html` (`<path>.html` with trailingSlash false).
  it.each<[string, boolean | undefined, string, string]>([
    ['/pnpr', undefined, '/pnpr/', 'pnpr/index.html'],
    ['/pnpr', true, '/pnpr/', 'pnpr/index.html'],
    ['/pnpr', false, '/pnpr', 'pnpr.html'],
    ['/1.0', undefined, '/1.0/', '1.0/index.html'],
    ['/', undefined, '/', 'index.html'],
    ['/', false, '/', 'index.html'],
  ])('the docs root of %s with trailingSlash %s is served at %s from %s', (versionPath, trailingSlash, route, file) => {
    const [docRoute] = createDocsRoutes({ versions: [{ version: versionAt(versionPath), docs: [docAt(versionPath, 'intro.md', { slug: '/' })], sidebars: noSidebars() }], includeDrafts: false });
    const resolved = resolveRoutePath(docRoute!.path, { baseUrl: '/', trailingSlash });
    expect(resolved).toBe(route);
    expect(routeToFile(resolved, '/', trailingSlash)).toBe(file);
  });

  it('keeps a base URL as it is in every trailingSlash mode', () => {
    const doc = docAt('/', 'intro.md', { slug: '/' });
    for (const trailingSlash of [undefined, true, false]) expect(resolveRoutePath(doc.permalink, { baseUrl: '/base/', trailingSlash })).toBe('/base/');
    const root = docAt('/pnpr', 'intro.md', { slug: '/' });
    expect(resolveRoutePath(root.permalink, { baseUrl: '/base/', trailingSlash: undefined })).toBe('/base/pnpr/');
    expect(resolveRoutePath(root.permalink, { baseUrl: '/base/', trailingSlash: false })).toBe('/base/pnpr');
  });

  it('names the docs root with its slash in the route, the page data and the global data (version dropdown, docs links)', () => {
    const version = versionAt('/1.0', '1.0');
    const loaded = { version, docs: [docAt('/1.0', 'intro.md', { slug: '/' }), docAt('/1.0', 'setup.md', {})], sidebars: noSidebars() };
    const [root] = createDocsRoutes({ versions: [loaded], includeDrafts: false });
    expect(root!.path).toBe('/1.0/');
    expect((root!.props as { permalink: string }).permalink).toBe('/1.0/');
    expect((root!.props as { versionPaths: Record<string, string> }).versionPaths).toEqual({ '1.0': '/1.0/' });
    expect(createGlobalData([loaded], '/').versions[0]!.mainDocPath).toBe('/1.0/');
  });
});

function noSidebars(): ResolvedSidebars {
  return { sidebars: {}, generatedIndexes: [] };
}
