/**
 * PURE: the source of `virtual:folio/routes` from the route table. Every route's component, page
 * and props are dynamic imports, so each route ships as its own chunk; props are content-addressed
 * so identical props (and a version's shared layout props) become one chunk.
 */
import { createHash } from 'node:crypto';
import type { Json, RouteRow } from '../contract.ts';
import type { GeneratedPage, ResolvedRoute } from '../plugin-api.ts';
import { routeKey, shardOf } from '../client/paths.ts';
import { withLocaleQuery } from './locale-ids.ts';

export const VIRTUAL = {
  routes: 'virtual:folio/routes',
  site: 'virtual:folio/site',
  globalData: 'virtual:folio/global-data',
  codeTranslations: 'virtual:folio/code-translations',
  props: 'virtual:folio/props/',
  page: 'virtual:folio/page/',
} as const;

export interface RoutesModule {
  code: string;
  /** Build with `direct`: the compact rows (in the module, or in `shards` when given). */
  rows?: RouteRow[];
  /** Build with `direct`: the components the rows name by index, in that order. */
  rowComponents?: string[];
  /** Props module id suffix → data. */
  props: Map<string, Json>;
  /** Generated page module id suffix → page. */
  pages: Map<string, GeneratedPage>;
}

/**
 * Hashes of objects already hashed. Every doc route of a version shares one layout-props object
 * (its sidebars), and the build hashes each route's props several times (routes modules, preload
 * links), so without this a build would serialize the whole sidebar once per route each time.
 * Route data is not mutated once the route table exists.
 */
const hashes = new WeakMap<object, string>();

// The names of the globals generated code uses (declared, with their types, in contract.ts).
/** Prerender loads chunks through it (ssr-chunks.ts); unset in the browser. */
export const SSR_LOADER = '__folioLoadChunk' satisfies keyof typeof globalThis;
/** Bundler-free page chunks reach React's JSX runtime through it (direct-chunks.ts). */
export const JSX_GLOBAL = '__folioJsx' satisfies keyof typeof globalThis;
/** A page's dev footer hands its hot update to the runtime through it (vite/plugin.ts). */
export const PAGE_UPDATE_GLOBAL = '__folioPageUpdate' satisfies keyof typeof globalThis;
/** Prerender's table of a bundle of one locale takes its rows and their base from it (build/renderer.ts). */
export const SERVER_TABLE_GLOBAL = '__folioServerTable' satisfies keyof typeof globalThis;

export function hashJson(value: Json): string {
  if (value !== null && typeof value === 'object') {
    let hash = hashes.get(value);
    if (hash === undefined) {
      hash = createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);
      hashes.set(value, hash);
    }
    return hash;
  }
  return createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);
}

/** Module id of a generated page; ends in .mdx so the MDX transform picks it up. */
export function generatedPageId(page: GeneratedPage): string {
  return `${page.id.replace(/[^A-Za-z0-9/_.-]/g, '_')}.mdx`;
}

/** Every content module a route renders: its page, then its further contents. */
export function routePages(route: Pick<ResolvedRoute, 'page' | 'contents'>): Array<string | GeneratedPage> {
  return route.page ? [route.page, ...(route.contents ?? [])] : (route.contents ?? []);
}

/** The module a page comes from: a file path or a generated page's virtual id. */
export function pageModuleId(page: string | GeneratedPage): string {
  return typeof page === 'string' ? page : VIRTUAL.page + generatedPageId(page);
}

/**
 * The URL the dev server serves a page module at. In dev, pages are imported by URL with
 * `@vite-ignore`, so the module graph has no edge from the route table to the pages: an edited
 * page then invalidates only itself, not the table and the runtime that imports it.
 */
export function devPageUrl(id: string, base: string): string {
  const path = id.startsWith(VIRTUAL.page) ? `@id/__x00__${id}` : `@fs${id.startsWith('/') ? '' : '/'}${id}`;
  return `${base}${path}`;
}

export interface RoutesModuleOptions {
  /** Dev server: its base URL; pages are then imported by URL (see devPageUrl). */
  dev?: { base: string };
  /**
   * Build: modules written without the bundler (see direct-chunks.ts), imported by URL (`base`
   * plus the file). Each function returns the output file of a page module id or props id
   * suffix (`assets/intro-3fa9c0d1.js`), or undefined to bundle it.
   */
  direct?: { base: string; pageFile(id: string): string | undefined; propsFile(suffix: string): string | undefined };
  /**
   * Build, client: the compact rows live in these shard files (see `shardRows`) instead of the
   * module; the runtime loads the shard of a path when it first needs it.
   */
  shards?: string[];
  /** Build, a bundle shared by several locales: the locale whose page modules the table imports (locale-ids.ts). */
  locale?: string;
  /**
   * Build, server: the rows and the base they are relative to are not in the module but in
   * SERVER_TABLE_GLOBAL, which prerender sets before it imports the bundle. The module then names
   * neither the output folder being written (its name holds the process id) nor any page's
   * chunk, so the server bundle is the same from build to build while only pages change
   * (build/bundle-memo.ts).
   */
  rowsAtRuntime?: boolean;
}

export type { RouteRow };

/** One run of createRoutesModule: the module's lines and the props, generated pages and components it names. */
class RoutesModuleWriter {
  readonly props = new Map<string, Json>();
  readonly pages = new Map<string, GeneratedPage>();
  readonly lines: string[] = [];
  /** Build: the routes written as compact rows, and the number of each component they name. */
  readonly rows: RouteRow[] = [];
  private readonly components = new Map<string, string>();
  private readonly componentIndex = new Map<string, number>();

  constructor(private readonly options: RoutesModuleOptions) {}

  /** The constant that imports a component, declared on first use. */
  componentRef(name: string): string {
    let ref = this.components.get(name);
    if (!ref) {
      ref = `c${this.components.size}`;
      this.components.set(name, ref);
      if (this.options.dev) {
        this.lines.push(`const ${ref} = () => import(${JSON.stringify(name)});`);
      } else {
        // One import per component, not one per route: in prerender, each import() of a module
        // loaded already still asks the module hooks to resolve it, a round trip to their thread.
        // A failed load is forgotten, so that the next navigation tries again.
        this.lines.push(
          `let ${ref}m;`,
          `const ${ref} = () => (${ref}m ??= import(${JSON.stringify(name)}).catch((error) => { ${ref}m = undefined; throw error; }));`,
        );
      }
    }
    return ref;
  }

  /** A component's number in the compact rows (declaring its constant). */
  componentNumber(name: string): number {
    this.componentRef(name);
    let index = this.componentIndex.get(name);
    if (index === undefined) this.componentIndex.set(name, (index = this.componentIndex.size));
    return index;
  }

  /** Generated pages are served by id (the vite plugin's load hook reads this map). */
  registerPages(route: ResolvedRoute): void {
    for (const page of routePages(route)) if (typeof page !== 'string') this.pages.set(generatedPageId(page), page);
  }

  /** A loader of a page module: by URL in dev, its file when written without the bundler, else an import. */
  pageLoader(page: string | GeneratedPage): string {
    const id = pageModuleId(page);
    if (this.options.dev) return `() => loadByUrl(${JSON.stringify(devPageUrl(id, this.options.dev.base))})`;
    const directFile = this.options.direct?.pageFile(id);
    if (directFile !== undefined) return `at(${JSON.stringify(directFile)})`;
    const { locale } = this.options;
    return `() => import(${JSON.stringify(locale === undefined ? id : withLocaleQuery(id, locale))})`;
  }

  /** The props' output file when it was written without the bundler (registers the props). */
  propsFile(value: Json | undefined): string | undefined {
    if (value === undefined) return undefined;
    const id = `${hashJson(value)}.js`;
    this.props.set(id, value);
    return this.options.direct?.propsFile(id);
  }

  propsRef(value: Json | undefined): string | undefined {
    if (value === undefined) return undefined;
    const file = this.propsFile(value);
    if (file !== undefined) return `at(${JSON.stringify(file)})`;
    return `() => import(${JSON.stringify(`${VIRTUAL.props}${hashJson(value)}.js`)})`;
  }

  /** The loaders the routes use: by URL in dev and for files written without the bundler. */
  prelude(): void {
    const { dev, direct } = this.options;
    // A dynamic import of a variable is one Vite leaves alone: no rewrite, no module-graph edge.
    // Prerender may load chunks itself, without keeping them as modules (core's ssr-chunks.ts).
    if (dev || direct) this.lines.push(`const loadByUrl = (url) => globalThis.${SSR_LOADER}?.(url) ?? import(/* @vite-ignore */ url);`);
    if (direct) {
      this.lines.unshift(
        `import { jsx as _jsx, jsxs as _jsxs, Fragment as _Fragment } from 'react/jsx-runtime';`,
        `globalThis.${JSX_GLOBAL} = { jsx: _jsx, jsxs: _jsxs, Fragment: _Fragment };`,
      );
      const base = this.options.rowsAtRuntime ? `globalThis.${SERVER_TABLE_GLOBAL}.base` : JSON.stringify(direct.base);
      this.lines.push(`const at = (file) => () => loadByUrl(${base} + file);`);
    }
  }

  /**
   * Build: a route whose modules were all written without the bundler is one compact row of JSON
   * (path, component, files), expanded at start-up. The table ships in the entry chunk, so every
   * byte per route counts: this is about half the size of an object literal per route. False when
   * the route needs an entry of its own.
   */
  addRow(route: ResolvedRoute): boolean {
    const direct = this.options.direct;
    // The catch-all stays in the entry's table: it answers every path no shard has.
    if (!direct || this.options.dev || route.catchAll) return false;
    const pageFile = route.page ? direct.pageFile(pageModuleId(route.page)) : '';
    if (pageFile === undefined) return false;
    const contentFiles = (route.contents ?? []).map((content) => direct.pageFile(pageModuleId(content)));
    if (contentFiles.some((file) => file === undefined)) return false;
    const ownProps = route.props === undefined ? '' : this.propsFile(route.props);
    const layoutProps = route.layoutProps === undefined ? '' : this.propsFile(route.layoutProps);
    if (ownProps === undefined || layoutProps === undefined) return false;
    this.registerPages(route);
    const row: RouteRow = [route.path, this.componentNumber(route.component), pageFile, ownProps, route.layout ? this.componentNumber(route.layout) : -1, layoutProps, route.catchAll ? 1 : 0];
    this.rows.push(route.contents ? [...row, contentFiles as string[]] : row);
    return true;
  }

  /** A route as an object literal of loaders. */
  entry(route: ResolvedRoute): string {
    const dev = this.options.dev;
    const fields = [`path: ${JSON.stringify(route.path)}`, `component: ${this.componentRef(route.component)}`];
    this.registerPages(route);
    if (route.page) {
      fields.push(`page: ${this.pageLoader(route.page)}`);
      if (dev) fields.push(`pageId: ${JSON.stringify(pageModuleId(route.page))}`);
    }
    if (route.contents) {
      fields.push(`contents: [${route.contents.map((content) => this.pageLoader(content)).join(', ')}]`);
      if (dev) fields.push(`contentIds: ${JSON.stringify(route.contents.map(pageModuleId))}`);
    }
    const propsImport = this.propsRef(route.props);
    if (propsImport) fields.push(`props: ${propsImport}`);
    if (route.layout) fields.push(`layout: ${this.componentRef(route.layout)}`);
    const layoutPropsImport = this.propsRef(route.layoutProps);
    if (layoutPropsImport) fields.push(`layoutProps: ${layoutPropsImport}`);
    if (route.catchAll) fields.push('catchAll: true');
    return `  { ${fields.join(', ')} }`;
  }

  rowComponents(): string[] {
    return [...this.componentIndex.keys()];
  }

  /** The rows' expansion, the rows themselves unless they are in shards, the table and the shard loader. */
  finish(entries: string[], shards: string[]): void {
    const { lines, rows } = this;
    if (rows.length) {
      const refs = [...this.componentIndex.keys()].map((name) => this.components.get(name)!);
      lines.push(
        `const C = [${refs.join(', ')}];`,
        'const expand = ([path, c, page, props, layout, layoutProps, catchAll, contents]) => {',
        '  const route = { path, component: C[c] };',
        '  if (page) route.page = at(page);',
        '  if (contents) route.contents = contents.map(at);',
        '  if (props) route.props = at(props);',
        '  if (layout >= 0) route.layout = C[layout];',
        '  if (layoutProps) route.layoutProps = at(layoutProps);',
        '  if (catchAll) route.catchAll = true;',
        '  return route;',
        '};',
      );
      if (this.options.rowsAtRuntime) lines.push(`const rows = globalThis.${SERVER_TABLE_GLOBAL}.rows;`);
      else if (!shards.length) lines.push(`const rows = JSON.parse(${JSON.stringify(JSON.stringify(rows))});`);
    }
    const listed = rows.length && !shards.length ? [`  ...rows.map(expand)`, ...entries] : entries;
    lines.push(`export const routes = [\n${listed.join(',\n')}\n];`);
    if (shards.length) {
      // The shard of a path is shardOf(routeKey(path), shardCount), computed alike at build time.
      lines.push(
        `const shardFiles = ${JSON.stringify(shards)};`,
        `export const shardCount = ${shards.length};`,
        'export const loadShard = (index) => loadByUrl(' + JSON.stringify(this.options.direct!.base) + ' + shardFiles[index]).then((mod) => mod.default.map(expand));',
        // A page's own row, which its HTML holds (build/html.ts), so that its first load needs no shard.
        'export const expandRow = expand;',
        // The home page, when a shard has it: Docusaurus's theme looks for it in the route list.
        `export const shardedHome = ${JSON.stringify(rows.some((row) => row[0] === this.options.direct!.base))};`,
      );
    } else {
      lines.push('export const shardCount = 0;', 'export const loadShard = undefined;', 'export const expandRow = undefined;', 'export const shardedHome = false;');
    }
  }
}

export function createRoutesModule(routes: ResolvedRoute[], options: RoutesModuleOptions = {}): RoutesModule {
  const writer = new RoutesModuleWriter(options);
  writer.prelude();
  const full = routes.filter((route) => !writer.addRow(route));
  writer.finish(
    full.map((route) => writer.entry(route)),
    options.shards ?? [],
  );
  return { code: `${writer.lines.join('\n')}\n`, props: writer.props, pages: writer.pages, rows: writer.rows, rowComponents: writer.rowComponents() };
}

/** Compact rows per shard of the table (a build ships at least one shard when it has rows). */
export const ROUTES_PER_SHARD = 400;

/** PURE: the rows grouped into `count` shards by shardOf(routeKey(path)). */
export function shardRows(rows: RouteRow[], count: number): RouteRow[][] {
  const groups: RouteRow[][] = Array.from({ length: count }, () => []);
  for (const row of rows) groups[shardOf(routeKey(row[0]), count)]!.push(row);
  return groups;
}

/**
 * Source of a module that exports JSON data without the cost of parsing it as JS. The JSON text is
 * a template literal (backslashes, backticks and `${` escaped), not a string literal: no quote of
 * the JSON needs escaping then, so the module is as small as a minifier would make it.
 */
export function jsonModule(value: unknown): string {
  return `export default JSON.parse(\`${JSON.stringify(value).replace(/[\\`]|\$\{/g, (match) => `\\${match}`)}\`);\n`;
}
