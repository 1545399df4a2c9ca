import { describe, expect, it } from 'vitest';
import { checkLinks, extractLinks, extractLinksOfParts, formatBroken, formatBrokenAssets, isNoIndexMeta } from './check-links.ts';
import { renderDocumentParts } from './html.ts';

const page = (path: string, body: string) => ({ path, html: `<!DOCTYPE html><html><body>${body}</body></html>` });

describe('a page that says noindex (for the sitemap)', () => {
  it.each([
    ['<meta name="robots" content="noindex, nofollow">', true],
    ['<meta data-rh="true" name="ROBOTS" content="NoIndex">', true],
    ["<meta content='noindex' name='robots'>", true],
    // theme-search-algolia's search page: Docusaurus's sitemap does not read `property`.
    ['<meta property="robots" content="noindex, follow">', false],
    ['<meta name="robots" content="index, follow">', false],
    ['<meta name="googlebot" content="noindex">', false],
    ['<p>robots noindex</p>', false],
  ])('%s → %s', (html, expected) => {
    expect(extractLinks(`<html><head>${html}</head><body><a href="/x">x</a></body></html>`).noIndex === true).toBe(expected);
  });

  it('reads the attributes as Docusaurus does', () => {
    expect(isNoIndexMeta(new Map([['name', 'Robots'], ['content', 'NOINDEX']]))).toBe(true);
    expect(isNoIndexMeta(new Map([['name', 'robots']]))).toBe(false);
  });
});

describe('extractLinksOfParts', () => {
  it.each([
    ['a page', '<h2 id="a">A</h2><a href="/x">x</a><a href="#a">y</a>'],
    ['an empty body', ''],
    ['a body with a script and a comment', '<script>var a = "<a href=/no>";</script><!-- <a href="/no"> --><a href="/yes" id="y">y</a>'],
  ])('reads a document in parts as joined: %s', (_, body) => {
    const parts = renderDocumentParts({
      htmlAttributes: 'lang="en"',
      head: '<meta name="robots" content="noindex"><link rel="canonical" href="https://e.com/">',
      siteBody: '<div id="top"></div>',
      body,
      entry: '/e.js',
      routeRow: ['/p', 0],
    });
    expect(extractLinksOfParts(parts)).toEqual(extractLinks(parts.join('')));
  });
});

describe('extractLinks', () => {
  it('collects hrefs, ids and anchor names', () => {
    const { links, ids } = extractLinks('<h2 id="a">A</h2><a href="/x">x</a><a name="legacy"></a><div id="b"><a href="#a&amp;b">y</a></div>');
    expect(links).toEqual(['/x', '#a&b']);
    expect([...ids]).toEqual(['a', 'legacy', 'b']);
  });
});

describe('checkLinks', () => {
  const files = new Set(['/img/logo.svg', '/files/spec.json', '/playground/index.html']);
  const run = (...pages: Array<{ path: string; html: string }>) => checkLinks({ pages, fileExists: (p) => files.has(p) });

  it.each([
    ['an absolute route', '<a href="/b">b</a>'],
    ['a route with a trailing slash', '<a href="/b/">b</a>'],
    ['a relative route', '<a href="b">b</a>'],
    ['a route by index.html', '<a href="/b/index.html">b</a>'],
    ['an anchor on the same page', '<h2 id="top2">T</h2><a href="#top2">t</a>'],
    ['an anchor on another page', '<a href="/b#part">b</a>'],
    ['a static file', '<a href="/img/logo.svg">logo</a>'],
    ['an external URL', '<a href="https://example.com/x">x</a><a href="mailto:a@b.c">m</a><a href="//cdn.x/y">y</a>'],
    ['a query string', '<a href="/b?tab=docker">b</a>'],
    ["a static folder's index.html, by the folder with a trailing slash", '<a href="/playground/">p</a>'],
    ["a static folder's index.html, by the folder without one", '<a href="/playground">p</a>'],
    ["a static folder's index.html, relative, with a query and a hash", '<a href="playground/?x=1#top">p</a>'],
    ["a static folder's index.html, named", '<a href="/playground/index.html">p</a>'],
    ['a link marked data-nobrokenlinkcheck (Docusaurus\'s pathname:// and data-noBrokenLinkCheck)', '<a href="/playground/" data-nobrokenlinkcheck="">p</a>'],
  ])('accepts %s', (_name, body) => {
    expect(run(page('/a', body), page('/b', '<h2 id="part">P</h2>'))).toEqual({ brokenLinks: [], brokenAnchors: [], brokenAssets: [] });
  });

  it('reports missing pages and anchors, each once per page', () => {
    const report = run(
      page('/a', '<a href="/missing">m</a><a href="/missing">m</a><a href="/b#nope">n</a><a href="#gone">g</a>'),
      page('/b', '<a href="../other">o</a>'),
    );
    expect(report.brokenLinks).toEqual([
      { source: '/a', target: '/missing' },
      { source: '/b', target: '../other' },
    ]);
    expect(report.brokenAnchors).toEqual([
      { source: '/a', target: '/b#nope' },
      { source: '/a', target: '#gone' },
    ]);
    expect(formatBroken('link', report.brokenLinks)).toBe('- on /a: link to /missing\n- on /b: link to ../other');
  });

  it.each([
    ['a folder without index.html', '/img/'],
    ['a folder without index.html, without a trailing slash', '/img'],
    ['a file with a trailing slash', '/img/logo.svg/'],
    ['a missing folder under a static folder', '/playground/missing/'],
  ])('reports %s', (_name, target) => {
    expect(run(page('/a', `<a href="${target}">x</a>`)).brokenLinks).toEqual([{ source: '/a', target }]);
  });

  it.each([
    ['a page of another app on the host', '/pricing/', []],
    ['the host root', '/', []],
    ['a path that only starts like baseUrl', '/docsx/a', []],
    ['a missing page under baseUrl', '/docs/missing/', [{ source: '/docs/a/', target: '/docs/missing/' }]],
    ['a missing page by a relative link', '../missing/', [{ source: '/docs/a/', target: '../missing/' }]],
    ['baseUrl without its trailing slash, when no page is there', '/docs', [{ source: '/docs/a/', target: '/docs' }]],
  ])('with baseUrl /docs/, checks only paths under it: %s', (_name, target, expected) => {
    const pages = [page('/docs/a/', `<a href="${target}">x</a>`)];
    expect(checkLinks({ pages, fileExists: () => false, baseUrl: '/docs/' }).brokenLinks).toEqual(expected);
  });

  it.each([
    ['a page of the other locale', '/fr/b', []],
    ['a static file, by the other locale\'s path', '/fr/img/logo.svg', []],
    ['a page the other locale lacks', '/fr/missing', [{ source: '/a', target: '/fr/missing' }]],
    ['from the other locale, a page of this one', '/b', []],
  ])('with another locale at /fr/, checks a link into it against its routes: %s', (_name, target, expected) => {
    const otherLocales = [{ baseUrl: '/fr/', routes: new Set(['/fr/b', '/fr']) }];
    const report = checkLinks({ pages: [page('/a', `<a href="${target}">x</a>`), page('/b', '')], fileExists: (p) => files.has(p), otherLocales });
    expect(report.brokenLinks).toEqual(expected);
  });

  it('handles encoded paths and anchors', () => {
    const report = run(page('/café', '<h2 id="é">E</h2><a href="/caf%C3%A9#%C3%A9">self</a>'));
    expect(report).toEqual({ brokenLinks: [], brokenAnchors: [], brokenAssets: [] });
  });
});

describe('checkLinks: files the config names', () => {
  const files = new Set(['/docs/img/logo.svg', '/docs/img/favicon.ico']);
  const check = (configAssets: Array<{ key: string; path: string }>) =>
    checkLinks({ pages: [], fileExists: (p) => files.has(p), configAssets, baseUrl: '/docs/' }).brokenAssets;

  it('finds them under baseUrl (a query or hash is not part of the file)', () => {
    expect(check([{ key: 'favicon', path: '/img/favicon.ico?v=2' }, { key: 'themeConfig.navbar.logo.src', path: '/img/logo.svg' }])).toEqual([]);
  });

  it('reports each missing one by its config key', () => {
    const missing = check([
      { key: 'themeConfig.navbar.logo.src', path: '/img/logo.svg' },
      { key: 'themeConfig.image', path: '/img/card.png' },
    ]);
    expect(missing).toEqual([{ key: 'themeConfig.image', path: '/img/card.png' }]);
    expect(formatBrokenAssets(missing, '/docs/', 'site.config.ts')).toBe(
      '- `themeConfig.image` in site.config.ts: no file at /docs/img/card.png in the output (a path like img/card.png names a file of a static folder)',
    );
  });
});
