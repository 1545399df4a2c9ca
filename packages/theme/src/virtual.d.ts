declare module 'virtual:folio/routes' {
  import type { RouteEntry } from './runtime/types';
  export const routes: RouteEntry[];
}
declare module 'virtual:folio/site' {
  import type { SiteData } from './runtime/types';
  const site: SiteData;
  export default site;
}
declare module 'virtual:folio/global-data' {
  const data: Record<string, unknown>;
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
interface Window {
  __folioPageUpdate?: (id: string, mod: unknown) => void;
}
