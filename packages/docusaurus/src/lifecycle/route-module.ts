/**
 * PURE: the module that renders a route a Docusaurus plugin added with `addRoute`, as Docusaurus's
 * ComponentCreator renders it: each of the route's `modules` (a path, `{ path, __import, query }`,
 * or nested objects and lists of those) loaded and handed to the component under its key (a
 * module's default export, its named exports copied onto it), then the route's `props`, then the
 * router's props and `route` (its config, as react-router-config's renderRoutes gives it); the
 * whole inside the plugin's route context (`useRouteContext`). A nested route (`routes`) renders
 * its parents around it, each with the next level in `route.routes`.
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
  /** The routes a nested route is inside, outermost first. */
  ancestors?: DocusaurusRouteConfig[];
  /**
   * A route's path as the `route` prop gives it: Folio's router gives the theme the location
   * without the base URL (classic/client/router.tsx), so the configs that renderRoutes matches
   * against it are site paths too; the links made from them get the base URL back.
   */
  sitePath?: (routePath: string) => string;
  /**
   * The module whose `docusaurusMarkdownContent` turns a Markdown file's Folio module into the
   * content module Docusaurus's theme reads (Docusaurus's theme on Folio); without it, a Markdown
   * module is handed on as any other.
   */
  markdownModule?: string;
}

const MARKDOWN = /\.mdx?(?:\?|$)/;

/** PURE: the leaves of a route tree, each with the routes it is inside (Docusaurus's pages: a route with `routes` is no page itself). */
export function routeLeaves(route: DocusaurusRouteConfig, ancestors: DocusaurusRouteConfig[] = []): Array<{ route: DocusaurusRouteConfig; ancestors: DocusaurusRouteConfig[] }> {
  if (!route.routes?.length) return [{ route, ancestors }];
  return route.routes.flatMap((child) => routeLeaves(child, [...ancestors, route]));
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
function modulesSource(value: unknown, imports: string[], where: string, markdown: boolean): string {
  const file = modulePath(value);
  if (file !== undefined) {
    imports.push(file);
    return `${markdown && MARKDOWN.test(file) ? 'markdown' : 'value'}(m${imports.length - 1})`;
  }
  if (Array.isArray(value)) return `[${value.map((item, index) => modulesSource(item, imports, `${where}[${index}]`, markdown)).join(', ')}]`;
  if (typeof value === 'object' && value !== null) {
    return `{ ${Object.entries(value).map(([key, item]) => `${JSON.stringify(key)}: ${modulesSource(item, imports, `${where}.${key}`, markdown)}`).join(', ')} }`;
  }
  throw new Error(`${where}: a module must be a path or { path, __import: true }, not ${JSON.stringify(value)}`);
}

/** The keys of a route config that are not handed on in `route` (as Docusaurus's generated routes leave them out). */
const NOT_ATTRIBUTES = new Set(['path', 'exact', 'component', 'modules', 'props', 'context', 'routes', 'priority']);

type SitePath = (routePath: string) => string;

/** A route config's attributes as its component's `route` prop holds them. */
function configOf(route: DocusaurusRouteConfig, sitePath: SitePath): Record<string, unknown> {
  const attributes = Object.fromEntries(Object.entries(route).filter(([key]) => !NOT_ATTRIBUTES.has(key)));
  return { path: sitePath(route.path), ...(route.exact !== undefined ? { exact: route.exact } : {}), ...attributes };
}

/** Source of a route config rendered by another page (a sibling of the page's route): its attributes, nothing to render. */
function elsewhereSource(route: DocusaurusRouteConfig, sitePath: SitePath): string {
  const routes = route.routes?.length ? `, routes: [${route.routes.map((child) => elsewhereSource(child, sitePath)).join(', ')}]` : '';
  return `{ ...${JSON.stringify(configOf(route, sitePath))}, component: Elsewhere${routes} }`;
}

/** `route<k>.routes`: every child, the one on the page's path as `route<k+1>`, its siblings as configs another page renders. */
function childrenSource(route: DocusaurusRouteConfig, next: DocusaurusRouteConfig | undefined, level: number, sitePath: SitePath): string {
  if (!next) return '';
  const children = (route.routes ?? [next]).map((child) => (child === next ? `route${level + 1}` : elsewhereSource(child, sitePath)));
  return `, routes: [${children.join(', ')}]`;
}

/** One level's source: its component and modules imported, its `Level<k>` component, its route config `route<k>`. */
function levelSource(route: DocusaurusRouteConfig, level: number, imports: string[], next: DocusaurusRouteConfig | undefined, context: Record<string, unknown> | undefined, sitePath: SitePath, markdown: boolean): string[] {
  const where = next || level > 0 ? `route ${route.path}: ` : '';
  const first = imports.length;
  let modules: string;
  try {
    modules = modulesSource(route.modules ?? {}, imports, 'modules', markdown);
  } catch (error) {
    throw new Error(`${where}${(error as Error).message}`);
  }
  const conflicting = Object.keys(route.props ?? {}).filter((key) => key in (route.modules ?? {}));
  if (conflicting.length) throw new Error(`${where}props ${conflicting.join(', ')} are given both in modules and in props`);
  const element = `createElement(Component${level}, { ...modules${level}, ...props${level}, ...routeProps })`;
  return [
    `import Component${level} from ${JSON.stringify(route.component)};`,
    ...imports.slice(first).map((file, index) => `import * as m${first + index} from ${JSON.stringify(file)};`),
    `const modules${level} = ${modules};`,
    `const props${level} = ${JSON.stringify(route.props ?? {})};`,
    `const route${level} = { ...${JSON.stringify(configOf(route, sitePath))}, component: Level${level}${childrenSource(route, next, level, sitePath)} };`,
    `function Level${level}(routeProps) {`,
    context ? `  return createElement(RouteContextValue.Provider, { value: ${JSON.stringify(context)} }, ${element});` : `  return ${element};`,
    `}`,
  ];
}

/**
 * The route's module source; throws an Error naming the bad `modules` entry. With `ancestors`
 * (the routes a nested route is inside, outermost first), each renders as Docusaurus renders a
 * route with `routes`: its component gets `route` whose `routes` hold the next level, which it
 * renders with `renderRoutes(route.routes)`, beside the configs of its siblings (each of those
 * another page, rendered there: here a component rendering nothing); the route context's data
 * merges level by level.
 */
export function routeModuleSource({ route, plugin, routeContextModule, ancestors = [], sitePath = (routePath) => routePath, markdownModule }: RouteModuleInput): string {
  const chain = [...ancestors, route];
  const imports: string[] = [];
  let data: Record<string, unknown> | undefined;
  const levels = chain.map((level, index) => {
    if (level.context) data = { ...data, ...level.context };
    const context = routeContextModule ? { plugin, ...(data ? { data } : {}) } : undefined;
    return levelSource(level, index, imports, chain[index + 1], context, sitePath, markdownModule !== undefined);
  });
  return [
    `import { createElement } from 'react';`,
    ...(routeContextModule ? [`import { RouteContextValue } from ${JSON.stringify(routeContextModule)};`] : []),
    ...(markdownModule ? [`import { docusaurusMarkdownContent as markdown } from ${JSON.stringify(markdownModule)};`] : []),
    // As Docusaurus: a module's default export, with its other exports copied onto it.
    `function value(module) {`,
    `  const chunk = module.default;`,
    `  if (chunk !== null && (typeof chunk === 'object' || typeof chunk === 'function')) for (const key of Object.keys(module)) if (key !== 'default') chunk[key] = module[key];`,
    `  return chunk;`,
    `}`,
    // A sibling route's component: another page renders it (each page of a nested route is its own module).
    `function Elsewhere() {`,
    `  return null;`,
    `}`,
    // Innermost first: each level's config names the next one's, made before it (imports are hoisted).
    ...levels.reverse().flat(),
    `export default function DocusaurusPluginRoute(routeProps) {`,
    `  return createElement(Level0, { ...routeProps, route: route0 });`,
    `}`,
    '',
  ].join('\n');
}
