// The shapes of Folio's virtual modules are core's contract (@folio/core/contract).
declare module 'virtual:folio/routes' {
  import type { RouteEntry } from './runtime/types';
  export const routes: RouteEntry[];
  /** Build of a large site: the number of route-table shards (0: the whole table is `routes`). */
  export const shardCount: number;
  export const loadShard: ((index: number) => Promise<RouteEntry[]>) | undefined;
  /** Build with shards: a compact row (a page's HTML holds its own) as its route entry. */
  export const expandRow: ((row: unknown[]) => RouteEntry) | undefined;
  /** Build with shards: whether the home page is in a shard, not in `routes`. */
  export const shardedHome: boolean;
}
declare module 'virtual:folio/site' {
  import type { SiteData } from './runtime/types';
  const site: SiteData;
  export default site;
}
declare module 'virtual:folio/code-translations' {
  /** The locale's strings, id → message (core's load/code-translations.ts). */
  const messages: Record<string, string>;
  export default messages;
}
declare module 'virtual:folio/client-modules' {
  /** False when the site has no client module with code (the bundler then drops the lifecycle code). */
  export const hasClientModules: boolean;
  export const clientModules: Array<Record<string, unknown>>;
}
declare module 'virtual:folio/global-data' {
  const data: import('@folio/core/contract').GlobalData;
  export default data;
}
declare module '@theme/MDXComponents' {
  const components: Record<string, unknown>;
  export default components;
}
declare module '@theme/*' {
  const Component: import('react').ComponentType<any>;
  export default Component;
}
declare module '@theme-original/*' {
  const Component: import('react').ComponentType<any>;
  export default Component;
}
declare module '*.css';
