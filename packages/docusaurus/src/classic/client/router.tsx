/**
 * `@docusaurus/router` with a history object theme-common reads: `location`, `listen`
 * (useSyncExternalStore) and `block` (the mobile sidebar closing on Back).
 */
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
export { matchPath, Redirect, useLocation } from '../../client/router.tsx';

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
  push: (to: string, state?: unknown) => navigateRef?.(to, { state }),
  replace: (to: string, state?: unknown) => navigateRef?.(to, { replace: true, state }),
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
