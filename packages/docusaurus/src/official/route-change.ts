/**
 * PURE: the page address a client-side navigation reports to an analytics script (path, query and
 * hash), or null when there is nothing to report: the first load (the snippet in the page's head
 * reports it) or a route update that changed none of the three.
 */
export interface RouteLocation {
  pathname: string;
  search: string;
  hash: string;
}

export function navigatedTo(location: RouteLocation, previousLocation: RouteLocation | null): string | null {
  if (!previousLocation) return null;
  const same = location.pathname === previousLocation.pathname && location.search === previousLocation.search && location.hash === previousLocation.hash;
  return same ? null : location.pathname + location.search + location.hash;
}
