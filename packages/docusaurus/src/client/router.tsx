/**
 * `@docusaurus/router`: Docusaurus exposes React Router 5's API; Folio runs React Router 7. The
 * parts pages use are given in version 5's shape: useLocation, useHistory (push, replace, go,
 * goBack, goForward, location), Redirect and matchPath (`{ path, exact }`; `strict` is not read).
 */
import { useMemo } from 'react';
import { matchPath as matchPath7, Navigate, useLocation, useNavigate } from 'react-router-dom';

export { useLocation };

type To = string | { pathname?: string; search?: string; hash?: string };

export interface History {
  location: ReturnType<typeof useLocation>;
  push(to: To, state?: unknown): void;
  replace(to: To, state?: unknown): void;
  go(delta: number): void;
  goBack(): void;
  goForward(): void;
}

export function useHistory(): History {
  const navigate = useNavigate();
  const location = useLocation();
  return useMemo(
    () => ({
      location,
      push: (to, state) => navigate(to, { state }),
      replace: (to, state) => navigate(to, { replace: true, state }),
      go: (delta) => navigate(delta),
      goBack: () => navigate(-1),
      goForward: () => navigate(1),
    }),
    [navigate, location],
  );
}

export function Redirect({ to, push = false }: { to: To; push?: boolean }) {
  return <Navigate to={to} replace={!push} />;
}

export interface Match {
  path: string;
  url: string;
  isExact: boolean;
  params: Record<string, string | undefined>;
}

/** React Router 5's matchPath: a path pattern (or the first of several) against a pathname. */
export function matchPath(pathname: string, options: string | string[] | { path?: string | string[]; exact?: boolean }): Match | null {
  const { path, exact = false } = typeof options === 'string' || Array.isArray(options) ? { path: options } : options;
  for (const pattern of [path ?? '/'].flat()) {
    const found = matchPath7({ path: pattern, end: exact, caseSensitive: false }, pathname);
    if (!found) continue;
    return { path: pattern, url: found.pathnameBase, isExact: found.pathname === pathname, params: found.params };
  }
  return null;
}
