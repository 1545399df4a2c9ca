/**
 * PURE: the module that renders a route a Docusaurus plugin added with `addRoute`, as Docusaurus's
 * ComponentCreator renders it: each of the route's `modules` (a path, `{ path, __import, query }`,
 * or nested objects and lists of those) loaded and handed to the component under its key (a
 * module's default export, its named exports copied onto it), then the route's `props`, then the
 * router's props; the whole inside the plugin's route context (`useRouteContext`).
 */

/** A route as a Docusaurus plugin gives it to `addRoute`. */
export interface DocusaurusRouteConfig {
  path: string;
  component: string;
  modules?: Record<string, unknown>;
  props?: Record<string, unknown>;
  exact?: boolean;
  context?: Record<string, unknown>;
  routes?: DocusaurusRouteConfig[];
  [key: string]: unknown;
}

export interface RouteModuleInput {
  route: DocusaurusRouteConfig;
  plugin: { name: string; id: string };
  /** The module a route context provider comes from (Docusaurus's theme on Folio), or none. */
  routeContextModule?: string;
}

/** A module reference of `modules`: a path, or `{ path, __import: true, query }`. */
function modulePath(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null && (value as { __import?: unknown }).__import === true) {
    const { path, query } = value as { path?: unknown; query?: Record<string, unknown> };
    if (typeof path !== 'string') return undefined;
    const search = query && Object.keys(query).length ? `?${new URLSearchParams(Object.entries(query).map(([key, v]) => [key, String(v)])).toString()}` : '';
    return `${path}${search}`;
  }
  return undefined;
}

/** The `modules` tree as source, each module replaced by the name of its import (added to `imports`). */
function modulesSource(value: unknown, imports: string[], where: string): string {
  const file = modulePath(value);
  if (file !== undefined) {
    imports.push(file);
    return `value(m${imports.length - 1})`;
  }
  if (Array.isArray(value)) return `[${value.map((item, index) => modulesSource(item, imports, `${where}[${index}]`)).join(', ')}]`;
  if (typeof value === 'object' && value !== null) {
    return `{ ${Object.entries(value).map(([key, item]) => `${JSON.stringify(key)}: ${modulesSource(item, imports, `${where}.${key}`)}`).join(', ')} }`;
  }
  throw new Error(`${where}: a module must be a path or { path, __import: true }, not ${JSON.stringify(value)}`);
}

/** The route's module source; throws an Error naming the bad `modules` entry. */
export function routeModuleSource({ route, plugin, routeContextModule }: RouteModuleInput): string {
  const imports: string[] = [];
  const modules = modulesSource(route.modules ?? {}, imports, 'modules');
  const conflicting = Object.keys(route.props ?? {}).filter((key) => key in (route.modules ?? {}));
  if (conflicting.length) throw new Error(`props ${conflicting.join(', ')} are given both in modules and in props`);
  const context = { plugin, ...(route.context ? { data: route.context } : {}) };
  const element = `createElement(Component, { ...modules, ...props, ...routeProps })`;
  return [
    `import { createElement } from 'react';`,
    `import Component from ${JSON.stringify(route.component)};`,
    ...imports.map((file, index) => `import * as m${index} from ${JSON.stringify(file)};`),
    ...(routeContextModule ? [`import { RouteContextValue } from ${JSON.stringify(routeContextModule)};`] : []),
    // As Docusaurus: a module's default export, with its other exports copied onto it.
    `function value(module) {`,
    `  const chunk = module.default;`,
    `  if (chunk !== null && (typeof chunk === 'object' || typeof chunk === 'function')) for (const key of Object.keys(module)) if (key !== 'default') chunk[key] = module[key];`,
    `  return chunk;`,
    `}`,
    `const modules = ${modules};`,
    `const props = ${JSON.stringify(route.props ?? {})};`,
    `const context = ${JSON.stringify(context)};`,
    `export default function DocusaurusPluginRoute(routeProps) {`,
    routeContextModule ? `  return createElement(RouteContextValue.Provider, { value: context }, ${element});` : `  return ${element};`,
    `}`,
    '',
  ].join('\n');
}
