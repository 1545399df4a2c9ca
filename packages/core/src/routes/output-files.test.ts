import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { routeToFile } from '../client/paths.ts';
import type { Route } from '../plugin-api.ts';
import { createSiteData } from '../load/host.ts';
import type { LoadedPlugin } from '../load/state.ts';
import { coreOutputFiles, outputCollision, staticOverwrites, type OutputFile } from './output-files.ts';
import { createRouteTable } from './routes.ts';

const page = (path: string, source = `/site/src/pages${path}.md`): Route => ({ path, component: '@theme/MDXPage', source });
const blogOutputs: OutputFile[] = ['blog/rss.xml', 'blog/atom.xml', 'blog/feed.json', 'blog/hello.md'].map((file) => ({ file, writer: 'plugin "blog"' }));
const outputs = [...coreOutputFiles({ robots: {}, headers: {}, redirects: [] }), ...blogOutputs, { file: 'search-index/', writer: 'plugin "search"' }, { file: 'docs/intro.md', writer: 'plugin "docs"' }];

describe('routes that would land on a file the build writes are refused, naming both', () => {
  const table = (routes: Route[], trailingSlash: boolean | undefined = undefined, baseUrl = '/') => () =>
    createRouteTable([{ plugin: 'pages', routes }], { baseUrl, trailingSlash, outputs });

  it.each([
    ['/sitemap.xml', 'sitemap.xml/index.html', 'sitemap.xml, written by core (the sitemap)'],
    ['/Sitemap.XML', 'Sitemap.XML/index.html', 'sitemap.xml, written by core (the sitemap)'],
    ['/robots.txt', 'robots.txt/index.html', 'robots.txt, written by core'],
    ['/_headers', '_headers/index.html', '_headers, written by core'],
    ['/_redirects', '_redirects/index.html', '_redirects, written by core'],
    ['/llms.txt', 'llms.txt/index.html', 'llms.txt, written by core'],
    ['/404.html', '404.html', '404.html, written by core'],
    ['/.folio-build', '.folio-build/index.html', '.folio-build, written by core'],
    ['/assets', 'assets/index.html', 'assets/, written by core'],
    ['/assets/x.js', 'assets/x.js/index.html', 'assets/, written by core'],
    ['/blog/rss.xml', 'blog/rss.xml/index.html', 'blog/rss.xml, written by plugin "blog"'],
    ['/blog/atom.xml/more', 'blog/atom.xml/more/index.html', 'blog/atom.xml, written by plugin "blog"'],
    ['/blog/feed.json', 'blog/feed.json/index.html', 'blog/feed.json, written by plugin "blog"'],
    ['/blog/hello.md', 'blog/hello.md/index.html', 'blog/hello.md, written by plugin "blog"'],
    ['/docs/intro.md', 'docs/intro.md/index.html', 'docs/intro.md, written by plugin "docs"'],
    ['/search-index/en.json', 'search-index/en.json/index.html', 'search-index/, written by plugin "search"'],
  ])('%s', (path, file, writer) => {
    expect(table([page(path)])).toThrow(`the route "${path}" of plugin "pages" would be written to ${file}, which collides with ${writer}`);
    try {
      table([page(path)])();
    } catch (error) {
      expect((error as { file?: string }).file).toBe(`/site/src/pages${path}.md`);
    }
  });

  it('with trailingSlash false, a page whose file is the output file itself', () => {
    expect(table([page('/404')], false)).toThrow('would be written to 404.html, which collides with 404.html');
    expect(table([page('/404')], true)).not.toThrow();
  });

  it('a page where an output needs a folder', () => {
    const needs = [{ file: 'a/b.html/feed.xml', writer: 'plugin "x"' }];
    expect(() => createRouteTable([{ plugin: 'p', routes: [page('/a/b.html')] }], { baseUrl: '/', trailingSlash: undefined, outputs: needs })).toThrow('would be written to a/b.html, which collides with a/b.html/feed.xml');
  });

  it('pages beside the outputs are fine: folders they share are not collisions', () => {
    expect(table([page('/'), page('/blog'), page('/blog/hello'), page('/docs/intro'), page('/sitemap'), page('/search'), page('/llms')])).not.toThrow();
    expect(table([page('/sitemap.xml')], undefined, '/base/')).toThrow('would be written to sitemap.xml/index.html');
  });

  it('agrees with a pairwise check of paths on any routes and outputs', () => {
    const segment = fc.constantFrom('a', 'b', 'A', 'x.md', 'rss.xml', '404.html', 'assets');
    const relPath = fc.array(segment, { minLength: 1, maxLength: 3 }).map((parts) => parts.join('/'));
    const output = fc.record({ file: fc.tuple(relPath, fc.boolean()).map(([file, folder]) => (folder ? `${file}/` : file)), writer: fc.constant('w') });
    fc.assert(
      fc.property(fc.uniqueArray(relPath, { maxLength: 4 }), fc.array(output, { maxLength: 4 }), fc.constantFrom(undefined, true, false), (paths, outs, trailingSlash) => {
        const routes = paths.map((path) => ({ ...page(`/${path}`), plugin: 'p' }));
        const files = routes.map((route) => routeToFile(route.path, '/', trailingSlash).toLowerCase());
        const expected = files.some((file) =>
          outs.some(({ file: raw }) => {
            const out = raw.replace(/\/$/, '').toLowerCase();
            return file === out || file.startsWith(`${out}/`) || out.startsWith(`${file}/`);
          }),
        );
        expect(outputCollision(routes, outs, { baseUrl: '/', trailingSlash }) !== undefined).toBe(expected);
      }),
    );
  });
});

describe('the site data checks what plugins declare', () => {
  const ctx = { siteDir: '/site', command: 'build', config: { baseUrl: '/', trailingSlash: undefined } } as never;
  const loaded = (name: string, routes: Route[], outputFiles?: string[]): LoadedPlugin => ({ plugin: { name }, content: undefined, routes, globalData: undefined, outputFiles });

  it("a doc whose slug is llms.txt, or another plugin's declared file", () => {
    expect(() => createSiteData([loaded('docs', [page('/llms.txt', '/site/docs/x.md')])], ctx)).toThrow('/llms.txt" of plugin "docs" would be written to llms.txt/index.html, which collides with llms.txt, written by core');
    expect(() => createSiteData([loaded('blog', [], ['blog/rss.xml']), loaded('pages', [page('/blog/rss.xml')])], ctx)).toThrow('collides with blog/rss.xml, written by plugin "blog"');
    expect(() => createSiteData([loaded('blog', [], ['blog/rss.xml']), loaded('pages', [page('/blog/rss')])], ctx)).not.toThrow();
  });
});

describe('static files the build writes over are named, with what replaces them', () => {
  const routes = createRouteTable([{ plugin: 'pages', routes: [page('/'), page('/docs/intro')] }], { baseUrl: '/', trailingSlash: undefined, outputs });
  const found = (files: string[], baseUrl = '/') =>
    staticOverwrites(files.map((file) => ({ file, shown: `static/${file}` })), routes, outputs, { baseUrl, trailingSlash: undefined });

  it.each([
    ['sitemap.xml', 'core (the sitemap)'],
    ['Robots.TXT', 'core (robots in the config)'],
    ['404.html', 'core (the page for unknown paths)'],
    ['blog/rss.xml', 'plugin "blog"'],
    ['index.html', 'the page of the route "/" (plugin "pages")'],
    ['docs/intro/index.html', 'the page of the route "/docs/intro" (plugin "pages")'],
  ])('static/%s is replaced by %s', (file, by) => {
    expect(found([file])).toEqual([{ shown: `static/${file}`, by }]);
  });

  it.each([['llms.txt'], ['img/logo.svg'], ['assets/cover.png'], ['search-index/notes.txt'], ['docs/intro.html'], ['blog/rss.xml.bak'], ['.nojekyll']])('static/%s is published as it is', (file) => {
    expect(found([file])).toEqual([]);
  });
});

describe('every colliding route of a build is named at once', () => {
  it('two pages over two outputs: one error listing both, each with its file', () => {
    const table = () => createRouteTable([{ plugin: 'pages', routes: [page('/sitemap.xml'), page('/ok'), page('/llms.txt')] }], { baseUrl: '/', trailingSlash: undefined, outputs });
    expect(table).toThrow(/2 problems:\n- \/site\/src\/pages\/llms\.txt\.md - the route "\/llms\.txt".*\n.*\n- \/site\/src\/pages\/sitemap\.xml\.md - the route "\/sitemap\.xml"/);
  });
});

describe("the sitemap's file follows its options", () => {
  it.each<[string, { filename: string } | false | undefined, string | undefined]>([
    ['no options: sitemap.xml', undefined, 'sitemap.xml'],
    ['a filename', { filename: 'site-map.xml' }, 'site-map.xml'],
    ['sitemap: false', false, undefined],
  ])('%s', (_, sitemap, expected) => {
    const files = coreOutputFiles({ sitemap }).filter((output) => output.writer === 'core (the sitemap)').map((output) => output.file);
    expect(files).toEqual(expected ? [expected] : []);
  });
});
