import { describe, expect, it } from 'vitest';
import { createRoutesModule, generatedPageId, hashJson, jsonModule } from './routes-module.ts';
import type { ResolvedRoute } from '../plugin-api.ts';

const route = (path: string, extra: Partial<ResolvedRoute> = {}): ResolvedRoute => ({
  path,
  component: '@theme/MDXPage',
  plugin: 'p',
  ...extra,
});

describe('createRoutesModule', () => {
  it('writes one lazily imported entry per route, sharing component loaders', () => {
    const { code } = createRoutesModule([
      route('/a', { page: '/site/docs/a.md' }),
      route('/b', { page: '/site/docs/b.md' }),
      route('*', { component: '@theme/NotFound', catchAll: true }),
    ]);
    expect(code).toMatchInlineSnapshot(`
      "let c0m;
      const c0 = () => (c0m ??= import("@theme/MDXPage").catch((error) => { c0m = undefined; throw error; }));
      let c1m;
      const c1 = () => (c1m ??= import("@theme/NotFound").catch((error) => { c1m = undefined; throw error; }));
      export const routes = [
        { path: "/a", component: c0, page: () => import("/site/docs/a.md") },
        { path: "/b", component: c0, page: () => import("/site/docs/b.md") },
        { path: "*", component: c1, catchAll: true }
      ];
      export const shardCount = 0;
      export const loadShard = undefined;
      export const expandRow = undefined;
      export const shardedHome = false;
      "
    `);
  });

  it('content-addresses props so identical props share one module', () => {
    const shared = { sidebar: ['a', 'b'] };
    const result = createRoutesModule([
      route('/a', { props: { id: 'a' }, layout: '@theme/DocLayout', layoutProps: shared }),
      route('/b', { props: { id: 'b' }, layout: '@theme/DocLayout', layoutProps: shared }),
    ]);
    expect(result.props.size).toBe(3);
    expect(result.props.get(`${hashJson(shared)}.js`)).toEqual(shared);
    expect(result.code.match(new RegExp(hashJson(shared), 'g'))).toHaveLength(2);
  });

  it('serves generated pages from virtual .mdx modules', () => {
    const page = { id: 'api/next/create a bookmark', mdx: '# Create', source: 'openapi/spec.json' };
    const result = createRoutesModule([route('/api/create', { page })]);
    expect(generatedPageId(page)).toBe('api/next/create_a_bookmark.mdx');
    expect(result.pages.get('api/next/create_a_bookmark.mdx')).toBe(page);
    expect(result.code).toContain('import("virtual:folio/page/api/next/create_a_bookmark.mdx")');
  });

  describe('contents (more content modules of one route)', () => {
    const excerpt = { id: 'blog/excerpt/blog/launch', mdx: 'Launched.', source: '/site/blog/launch.md' };
    const routes = [route('/blog', { component: '@theme/BlogListPage', contents: [excerpt, '/site/blog/note.md'], props: { n: 2 } })];
    const direct = { base: '/', pageFile: (id: string) => `assets/${id.split('/').pop()!.replace(/\.mdx?$/, '')}.js`, propsFile: (suffix: string) => `assets/props-${suffix}` };

    it('are imported in order, generated ones served as virtual pages', () => {
      const result = createRoutesModule(routes);
      expect(result.pages.get('blog/excerpt/blog/launch.mdx')).toBe(excerpt);
      expect(result.code).toContain('contents: [() => import("virtual:folio/page/blog/excerpt/blog/launch.mdx"), () => import("/site/blog/note.md")]');
    });

    it('are loaded by URL with their ids in dev', () => {
      const { code } = createRoutesModule(routes, { dev: { base: '/' } });
      expect(code).toContain('contents: [() => loadByUrl("/@id/__x00__virtual:folio/page/blog/excerpt/blog/launch.mdx"), () => loadByUrl("/@fs/site/blog/note.md")]');
      expect(code).toContain('contentIds: ["virtual:folio/page/blog/excerpt/blog/launch.mdx","/site/blog/note.md"]');
    });

    it('written without the bundler, are the files at the end of the compact row', () => {
      const { rows, pages, code } = createRoutesModule(routes, { direct });
      expect(rows).toEqual([['/blog', 0, '', `assets/props-${hashJson({ n: 2 })}.js`, -1, '', 0, ['assets/launch.js', 'assets/note.js']]]);
      expect(pages.get('blog/excerpt/blog/launch.mdx')).toBe(excerpt);
      expect(code).toContain('if (contents) route.contents = contents.map(at);');
      // A route without contents keeps the seven-field row.
      expect(createRoutesModule([route('/a', { page: '/site/a.md' })], { direct }).rows![0]).toHaveLength(7);
    });

    it('a content the bundler must handle keeps the route out of the compact rows', () => {
      const partly = { ...direct, pageFile: (id: string) => (id.endsWith('note.md') ? undefined : direct.pageFile(id)) };
      const { rows, code } = createRoutesModule(routes, { direct: partly });
      expect(rows).toEqual([]);
      expect(code).toContain('contents: [at("assets/launch.js"), () => import("/site/blog/note.md")]');
    });
  });

  it.each([
    ['the home page in a shard', ['/docs/', '/docs/a'], 'export const shardedHome = true;'],
    ['no home page among the rows', ['/docs/a', '/docs/b'], 'export const shardedHome = false;'],
  ])('with shards, %s: the module says whether a shard has it, and exports the rows\' expansion', (_, paths, home) => {
    const direct = { base: '/docs/', pageFile: (id: string) => `assets/${id.replace(/\W+/g, '')}.js`, propsFile: () => '' };
    const { code } = createRoutesModule(paths.map((path) => route(path, { page: `/site${path}.md` })), { direct, shards: ['folio-routes/0-x.js'] });
    expect(code).toContain(home);
    expect(code).toContain('export const expandRow = expand;');
    expect(code).toContain('const shardFiles = ["folio-routes/0-x.js"];');
  });

  it('imports pages by URL with page ids in dev only', () => {
    const dev = createRoutesModule([route('/a', { page: '/x.md' })], { dev: { base: '/docs/' } }).code;
    const prod = createRoutesModule([route('/a', { page: '/x.md' })]).code;
    expect(dev).toContain('pageId: "/x.md"');
    expect(dev).toContain('page: () => loadByUrl("/docs/@fs/x.md")');
    expect(prod).toContain('page: () => import("/x.md")');
    expect(prod).not.toContain('pageId');
    expect(prod).not.toContain('import.meta.hot');
  });
});

describe('jsonModule', () => {
  it('escapes no quote of the JSON (the text is a template literal)', () => {
    expect(jsonModule({ a: 'b' })).toBe('export default JSON.parse(`{"a":"b"}`);\n');
  });

  it.each([[{ a: 1 }], [['x', '</script>']], ['quote " and \\ backslash'], ['back`tick and ${template}'], [{ '\\`': '\\${', line: 'a\u2028b\nc' }], [null], [3.5]])('round-trips %j', (value) => {
    const body = jsonModule(value).replace('export default ', 'return ');
    expect(new Function(body)()).toEqual(value);
  });
});
