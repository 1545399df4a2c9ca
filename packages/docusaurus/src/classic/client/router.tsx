/**
 * `@docusaurus/router` with a history object theme-common reads: `location`, `listen`
 * (useSyncExternalStore) and `block` (the mobile sidebar closing on Back).
 */
import { useEffect, useMemo } from 'react';
import { useLocation as useRouterLocation, useNavigate } from 'react-router-dom';
import { withBaseUrl, withoutBaseUrl } from '@folio/theme';
export { matchPath, Redirect } from '../../client/router.tsx';

/**
 * The location as a site path: Folio's route data (permalinks, version paths, sidebar links) are
 * paths of the site, without its base URL, so the theme compares them with this pathname. The
 * base URL is added where a link is made (@docusaurus/Link, useBaseUrl).
 */
export function useLocation(): ReturnType<typeof useRouterLocation> {
  const location = useRouterLocation();
  return useMemo(() => ({ ...location, pathname: withoutBaseUrl(location.pathname) }), [location]);
}

type Listener = (location: unknown, action: string) => void;
type Blocker = (location: unknown, action: string) => boolean | void;
const listeners = new Set<Listener>();
const blockers = new Set<Blocker>();
let current: ReturnType<typeof useLocation> | undefined;
let navigateRef: ReturnType<typeof useNavigate> | undefined;

if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => {
    for (const block of blockers) if (block(current, 'POP') === false) window.history.go(1);
  });
}

/** A site path as the router's address (with the base URL, added once); anything else as given. */
function routerPath(to: string): string {
  if (typeof to !== 'string' || !to.startsWith('/')) return to;
  return withoutBaseUrl(to) === to ? withBaseUrl(to) : to;
}

const history = {
  get location() {
    return current ?? { pathname: '/', search: '', hash: '', state: null, key: 'default' };
  },
  listen(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  block(blocker: Blocker) {
    blockers.add(blocker);
    return () => blockers.delete(blocker);
  },
  // Site paths, as the theme has them from Folio's data: the router's address adds the base URL.
  push: (to: string, state?: unknown) => navigateRef?.(routerPath(to), { state }),
  replace: (to: string, state?: unknown) => navigateRef?.(routerPath(to), { replace: true, state }),
  go: (delta: number) => navigateRef?.(delta),
  goBack: () => navigateRef?.(-1),
  goForward: () => navigateRef?.(1),
};

export function useHistory() {
  const location = useLocation();
  navigateRef = useNavigate();
  const changed = current?.key !== location.key;
  current = location;
  useEffect(() => {
    if (changed) for (const listener of listeners) listener(location, 'PUSH');
  }, [location, changed]);
  return history;
}

export function useRouteMatch() {
  const { pathname } = useLocation();
  return { path: pathname, url: pathname, isExact: true, params: {} };
}
