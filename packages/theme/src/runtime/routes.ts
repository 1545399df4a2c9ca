/**
 * The client's route registry: exact-match lookup, memoised loading of a route's chunks, and the
 * dev hooks that swap a page module or the whole table in place.
 */
import { expandRow, loadShard, routes as initialRoutes, shardCount } from 'virtual:folio/routes';
import { ROUTE_ROW_ID, routeKey, shardOf } from '@folio/core/client';
import type { LoadedRoute, PageModule, RouteEntry } from './types';

let byKey = new Map<string, RouteEntry>();
let catchAll: RouteEntry;
const loading = new Map<RouteEntry, Promise<LoadedRoute>>();
const loaded = new Map<RouteEntry, LoadedRoute>();
const listeners = new Set<() => void>();
/** Dev: the newest version of each hot-updated page (its URL import would give the first one). */
const updatedPages = new Map<string, PageModule>();

function index(entries: RouteEntry[]): void {
  byKey = new Map();
  for (const entry of entries) {
    if (entry.catchAll) catchAll = entry;
    else byKey.set(routeKey(entry.path), entry);
  }
}
index(initialRoutes);

// A built page holds its own row of the table (core's build/route-shards.ts): it starts without
// loading a shard, and with its own files even where a cache kept a shard of an earlier build.
if (expandRow && typeof document !== 'undefined') {
  const own = document.getElementById(ROUTE_ROW_ID)?.textContent;
  if (own) {
    const entry = expandRow(JSON.parse(own) as unknown[]);
    byKey.set(routeKey(entry.path), entry);
  }
}

// A large site's table comes in shards (see core's routes-module.ts): the entry chunk holds the
// routes that are not in one, and a path's shard is loaded the first time it is needed.
const shardsLoaded = new Set<number>();
const shardsLoading = new Map<number, Promise<void>>();

function shardFor(key: string): number {
  return shardCount ? shardOf(key, shardCount) : -1;
}

/** True when matchRoute can answer for this path now (its shard, if any, is loaded). */
export function isResolved(pathname: string): boolean {
  const key = routeKey(pathname);
  const shard = shardFor(key);
  return shard < 0 || shardsLoaded.has(shard) || byKey.has(key);
}

/** The route of a path, loading its shard of the route table first when needed. */
export function resolveRoute(pathname: string): Promise<RouteEntry> {
  if (isResolved(pathname)) return Promise.resolve(matchRoute(pathname));
  const shard = shardFor(routeKey(pathname));
  let pending = shardsLoading.get(shard);
  if (!pending) {
    pending = loadShard!(shard).then((entries) => {
      for (const entry of entries) byKey.set(routeKey(entry.path), entry);
      shardsLoaded.add(shard);
    });
    pending.catch(() => shardsLoading.delete(shard));
    shardsLoading.set(shard, pending);
  }
  return pending.then(() => matchRoute(pathname));
}

/** Prerender: forget a route once rendered, so its modules can be garbage collected. */
export function releaseRoute(entry: RouteEntry): void {
  loading.delete(entry);
  loaded.delete(entry);
}

/** The route of a path; the catch-all when there is none (or its shard is not loaded yet: see isResolved). */
export function matchRoute(pathname: string): RouteEntry {
  return byKey.get(routeKey(pathname)) ?? catchAll;
}

/** Whether the path is a route of the site; true while its shard is not loaded (links assume so). */
export function hasRoute(pathname: string): boolean {
  return byKey.has(routeKey(pathname)) || !isResolved(pathname);
}

export function getLoadedRoute(entry: RouteEntry): LoadedRoute | undefined {
  return loaded.get(entry);
}

export function loadRoute(entry: RouteEntry): Promise<LoadedRoute> {
  let pending = loading.get(entry);
  if (!pending) {
    pending = Promise.all([
      entry.component(),
      entry.page?.(),
      entry.props?.(),
      entry.layout?.(),
      entry.layoutProps?.(),
      entry.contents ? Promise.all(entry.contents.map((load) => load())) : undefined,
    ]).then(([component, page, props, layout, layoutProps, contents]) => {
      const route: LoadedRoute = {
        entry,
        Component: component.default,
        page: (entry.pageId && updatedPages.get(entry.pageId)) || page,
        contents: contents?.map((mod, index) => updatedPages.get(entry.contentIds?.[index] ?? '') ?? mod),
        props: props?.default,
        Layout: layout?.default,
        layoutProps: layoutProps?.default,
      };
      loaded.set(entry, route);
      return route;
    });
    pending.catch(() => loading.delete(entry));
    loading.set(entry, pending);
  }
  return pending;
}

/** Start loading the route of a path (hover, focus, viewport); errors are left to navigation. */
export function preloadPath(pathname: string): void {
  resolveRoute(pathname)
    .then(loadRoute)
    .catch(() => {});
}

/** Readers on 2G or with data saving on are not sent chunks they did not ask for. */
export function canPrefetch(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  if (!connection) return true;
  return !connection.saveData && !/2g/.test(connection.effectiveType ?? '');
}

let observer: IntersectionObserver | undefined;
const observed = new WeakMap<Element, string>();

/** Prefetch the route of a link once it scrolls into view (one observer for every link). */
export function prefetchWhenVisible(element: Element, pathname: string): () => void {
  if (typeof IntersectionObserver === 'undefined' || !canPrefetch()) return () => {};
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      const target = observed.get(entry.target);
      observer!.unobserve(entry.target);
      if (!target) continue;
      const run = () => preloadPath(target);
      if ('requestIdleCallback' in window) window.requestIdleCallback(run);
      else setTimeout(run, 1);
    }
  });
  observed.set(element, pathname);
  observer.observe(element);
  return () => observer?.unobserve(element);
}

/** Subscribe to dev updates of pages or routes. */
export function onRoutesChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify(): void {
  for (const listener of listeners) listener();
}

if (import.meta.hot) {
  window.__folioPageUpdate = (id, mod) => {
    updatedPages.set(id, mod as PageModule);
    for (const [entry, route] of loaded) {
      if (entry.pageId === id) route.page = mod as PageModule;
      entry.contentIds?.forEach((contentId, index) => {
        if (contentId === id && route.contents) route.contents = route.contents.map((old, at) => (at === index ? (mod as PageModule) : old));
      });
    }
    notify();
  };
  // The dev server says the route table changed: fetch the new table under a new module id (so
  // nothing already loaded is invalidated, and this module keeps its one instance), then forget
  // every loaded route. The open one loads again (its modules are cached, so this is quick) and is
  // swapped in when ready, with its new props and layout data.
  import.meta.hot.on('folio:routes-update', async () => {
    const url = `${import.meta.env.BASE_URL}@id/__x00__virtual:folio/routes/${Date.now()}`;
    const fresh = (await import(/* @vite-ignore */ url)) as { routes: RouteEntry[] };
    index(fresh.routes);
    loaded.clear();
    loading.clear();
    notify();
  });
}
