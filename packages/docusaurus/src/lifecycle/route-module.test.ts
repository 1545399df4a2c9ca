import { describe, expect, it } from 'vitest';
import { withoutBaseUrl } from './folio-plugins.ts';
import { routeLeaves, routeModuleSource, type DocusaurusRouteConfig } from './route-module.ts';

const plugin = { name: 'p', id: 'default' };
const source = (route: Partial<DocusaurusRouteConfig>, routeContextModule?: string) =>
  routeModuleSource({ route: { path: '/x', component: '@theme/X', ...route }, plugin, routeContextModule });

describe('routeModuleSource', () => {
  it.each<[string, Record<string, unknown>, string[], string]>([
    ['a path', { data: '/gen/p/default/data.json' }, ['/gen/p/default/data.json'], '{ "data": value(m0) }'],
    ['an __import with a query', { data: { __import: true, path: '/a.md', query: { truncated: true } } }, ['/a.md?truncated=true'], '{ "data": value(m0) }'],
    ['nested objects and lists', { items: [{ content: '/a.mdx' }, { content: '/b.mdx' }], meta: { sidebar: '/s.json' } }, ['/a.mdx', '/b.mdx', '/s.json'], '{ "items": [{ "content": value(m0) }, { "content": value(m1) }], "meta": { "sidebar": value(m2) } }'],
    ['none', {}, [], '{  }'],
  ])('imports every module of %s and hands it to the component under its key', (_, modules, imports, shape) => {
    const code = source({ modules });
    imports.forEach((file, index) => expect(code).toContain(`import * as m${index} from ${JSON.stringify(file)};`));
    expect(code).not.toContain(`import * as m${imports.length} `);
    expect(code).toContain(`const modules0 = ${shape};`);
    expect(code).toContain('import Component0 from "@theme/X";');
  });

  it('spreads the modules, then the route props, then the router props with `route`, its config', () => {
    const code = source({ props: { heading: 'H' }, exact: true, sidebar: 's', priority: 2 });
    expect(code).toContain('const props0 = {"heading":"H"};');
    expect(code).toContain('createElement(Component0, { ...modules0, ...props0, ...routeProps })');
    // Its attributes as Docusaurus's generated routes keep them: not its modules, props, context or priority.
    expect(code).toContain('const route0 = { ...{"path":"/x","exact":true,"sidebar":"s"}, component: Level0 };');
    expect(code).toContain('return createElement(Level0, { ...routeProps, route: route0 });');
  });

  it("gives the plugin's route context, with the route's context data, when the theme has a provider", () => {
    const code = source({ context: { tag: 'a' } }, '@docusaurus/useRouteContext');
    expect(code).toContain('import { RouteContextValue } from "@docusaurus/useRouteContext";');
    expect(code).toContain('createElement(RouteContextValue.Provider, { value: {"plugin":{"name":"p","id":"default"},"data":{"tag":"a"}} }, createElement(Component0,');
    expect(source({})).not.toContain('RouteContextValue');
  });

  it.each<[string, Partial<DocusaurusRouteConfig>, RegExp]>([
    ['a module that is no path', { modules: { data: 42 } }, /modules\.data: a module must be a path/],
    ['a nested one', { modules: { list: ['/a', { x: null }] } }, /modules\.list\[1\]\.x: a module must be a path/],
    ['a prop given twice', { modules: { data: '/a' }, props: { data: 1 } }, /props data are given both in modules and in props/],
  ])('refuses %s, naming it', (_, route, message) => {
    expect(() => source(route)).toThrow(message);
  });
});

describe('nested routes', () => {
  const tree: DocusaurusRouteConfig = {
    path: '/x',
    component: '@site/src/Layout.js',
    modules: { layoutData: '/gen/layout.json' },
    context: { section: 'x' },
    routes: [
      { path: '/x/a', component: '@site/src/A.js', exact: true, props: { name: 'a' } },
      { path: '/x/more', component: '@site/src/More.js', routes: [{ path: '/x/more/b', component: '@site/src/B.js', exact: true, context: { leaf: 'b' } }] },
    ],
  };

  it('gives the leaves, each with the routes it is inside', () => {
    expect(routeLeaves(tree).map(({ route, ancestors }) => [route.path, ancestors.map((a) => a.path)])).toEqual([
      ['/x/a', ['/x']],
      ['/x/more/b', ['/x', '/x/more']],
    ]);
    expect(routeLeaves({ path: '/y', component: 'C' })).toEqual([{ route: { path: '/y', component: 'C' }, ancestors: [] }]);
  });

  it("renders a leaf inside its parents: each parent's `route.routes` holds the next level, whose component renders it", () => {
    const [, deep] = routeLeaves(tree);
    const code = routeModuleSource({ ...deep!, plugin, routeContextModule: '@docusaurus/useRouteContext' });
    expect(code).toContain('import Component0 from "@site/src/Layout.js";');
    expect(code).toContain('import * as m0 from "/gen/layout.json";');
    expect(code).toContain('import Component1 from "@site/src/More.js";');
    expect(code).toContain('import Component2 from "@site/src/B.js";');
    expect(code).toContain('const route2 = { ...{"path":"/x/more/b","exact":true}, component: Level2 };');
    expect(code).toContain('const route1 = { ...{"path":"/x/more"}, component: Level1, routes: [route2] };');
    // A sibling is there with its attributes, as Docusaurus gives it; its own page renders it.
    expect(code).toContain('const route0 = { ...{"path":"/x"}, component: Level0, routes: [{ ...{"path":"/x/a","exact":true}, component: Elsewhere }, route1] };');
    expect(code).not.toContain('@site/src/A.js');
    // Each level made before the one naming it.
    expect(code.indexOf('const route2')).toBeLessThan(code.indexOf('const route1'));
    expect(code.indexOf('const route1')).toBeLessThan(code.indexOf('const route0'));
    // The route context's data merges down the levels.
    expect(code).toContain('{ value: {"plugin":{"name":"p","id":"default"},"data":{"section":"x"}} }, createElement(Component0, { ...modules0, ...props0, ...routeProps })');
    expect(code).toContain('{ value: {"plugin":{"name":"p","id":"default"},"data":{"section":"x","leaf":"b"}} }, createElement(Component2,');
  });

  it("gives the configs' paths as site paths when asked (Folio's router gives the theme the location without the base URL)", () => {
    const [leaf] = routeLeaves(tree);
    const code = routeModuleSource({ ...leaf!, plugin, sitePath: (routePath) => routePath.replace(/^\/x/, '') || '/' });
    expect(code).toContain('const route1 = { ...{"path":"/a","exact":true}, component: Level1 };');
    expect(code).toContain('const route0 = { ...{"path":"/"}, component: Level0, routes: [route1, { ...{"path":"/more"}, component: Elsewhere, routes: [{ ...{"path":"/more/b","exact":true}, component: Elsewhere }] }] };');
  });

  it('names the level whose modules are wrong', () => {
    const bad = { ...tree, routes: [{ path: '/x/c', component: 'C', modules: { data: 1 } }] };
    const [leaf] = routeLeaves(bad);
    expect(() => routeModuleSource({ ...leaf!, plugin })).toThrow('route /x/c: modules.data: a module must be a path');
  });
});

describe('withoutBaseUrl', () => {
  it.each([
    ['/site/changelog', '/site/', '/changelog'],
    ['/site/', '/site/', '/'],
    ['/site', '/site/', '/'],
    ['/changelog', '/', '/changelog'],
    ['/elsewhere/x', '/site/', '/elsewhere/x'],
  ])('%s under %s is %s', (routePath, baseUrl, expected) => {
    expect(withoutBaseUrl(routePath, baseUrl)).toBe(expected);
  });
});
