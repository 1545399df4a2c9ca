import { describe, expect, it } from 'vitest';
import { withoutBaseUrl } from './folio-plugins.ts';
import { routeModuleSource, type DocusaurusRouteConfig } from './route-module.ts';

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
    expect(code).toContain(`const modules = ${shape};`);
    expect(code).toContain('import Component from "@theme/X";');
  });

  it('spreads the modules, then the route props, then the router props', () => {
    const code = source({ props: { heading: 'H' } });
    expect(code).toContain('const props = {"heading":"H"};');
    expect(code).toContain('createElement(Component, { ...modules, ...props, ...routeProps })');
  });

  it("gives the plugin's route context, with the route's context data, when the theme has a provider", () => {
    const code = source({ context: { tag: 'a' } }, '@docusaurus/useRouteContext');
    expect(code).toContain('import { RouteContextValue } from "@docusaurus/useRouteContext";');
    expect(code).toContain('const context = {"plugin":{"name":"p","id":"default"},"data":{"tag":"a"}};');
    expect(code).toContain('createElement(RouteContextValue.Provider, { value: context },');
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
