/**
 * The app shell: shows the route of the current location once its chunks are loaded. A new
 * location keeps the old page on screen until the next one is ready (no empty flash); a newer
 * navigation drops an older pending one; a chunk that fails to load reloads the page once.
 */
import { useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router-dom';
// Root first: on a site rendered by Docusaurus's theme it holds the base stylesheet (Infima),
// which must come before the CSS of what ErrorBoundary imports.
import Root from '@theme/Root';
import ErrorBoundary from '@theme/ErrorBoundary';
import { getLoadedRoute, isResolved, loadRoute, matchRoute, onRoutesChange, resolveRoute } from './routes';
import { startProgress } from './progress';
import { CurrentRouteContext } from './current-route';
import { NavigateContext } from './navigation';
import { useClientLifecycles } from './client-lifecycles';
import type { LoadedRoute } from './types';
import codeTranslations from 'virtual:folio/code-translations';
import { setCodeTranslations } from './translate';

// The locale's strings, before anything renders (each locale is its own bundle).
setCodeTranslations(codeTranslations);

interface Shown {
  location: Location;
  route: LoadedRoute;
}

const RELOAD_FLAG = 'folio:chunk-reload';

function routeFor(location: Location): LoadedRoute | undefined {
  return getLoadedRoute(matchRoute(location.pathname));
}

function scrollToTarget(location: Location): void {
  if (location.hash) {
    const id = decodeURIComponent(location.hash.slice(1));
    const target = document.getElementById(id);
    if (target) {
      target.scrollIntoView({ behavior: 'smooth' });
      return;
    }
  }
  window.scrollTo(0, 0);
}

export default function App() {
  const location = useLocation();
  const navigate = useNavigate();
  const [shown, setShown] = useState<Shown>(() => ({ location, route: routeFor(location)! }));
  useClientLifecycles(location, shown);
  const [revision, bump] = useReducer((n: number) => n + 1, 0);
  const latest = useRef(location);
  latest.current = location;

  useEffect(() => onRoutesChange(bump), []);

  useEffect(() => {
    if (shown.location === location && revision === 0) return;
    const ready = isResolved(location.pathname) ? getLoadedRoute(matchRoute(location.pathname)) : undefined;
    if (ready) {
      setShown({ location, route: ready });
      return;
    }
    const stop = startProgress();
    let stale = false;
    resolveRoute(location.pathname)
      .then(loadRoute)
      .then((route) => {
        if (!stale && latest.current === location) setShown({ location, route });
      })
      .catch((error) => {
        if (stale) return;
        console.warn(`Folio: failed to load the route ${location.pathname}; reloading the page.`, error);
        if (sessionStorage.getItem(RELOAD_FLAG) !== location.pathname) {
          sessionStorage.setItem(RELOAD_FLAG, location.pathname);
          window.location.reload();
        }
      })
      .finally(stop);
    return () => {
      stale = true;
      stop();
    };
    // `shown` is read only to skip the first render; re-running on it would loop.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location, revision]);

  const first = useRef(true);
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      sessionStorage.removeItem(RELOAD_FLAG);
      return;
    }
    scrollToTarget(shown.location);
  }, [shown.location]);

  const { route } = shown;
  const { Component, Layout, page, contents } = route;
  const props = (route.props ?? {}) as Record<string, unknown>;
  const content = (
    <Component
      {...props}
      route={route.entry}
      location={{ pathname: shown.location.pathname, hash: shown.location.hash, search: shown.location.search }}
      page={page}
      Content={page?.default}
      contents={contents}
    />
  );
  return (
    <NavigateContext.Provider value={navigate}>
      <CurrentRouteContext.Provider value={route}>
        <Root>
          <ErrorBoundary key={shown.location.pathname}>
            {Layout ? <Layout {...((route.layoutProps ?? {}) as object)}>{content}</Layout> : content}
          </ErrorBoundary>
        </Root>
      </CurrentRouteContext.Provider>
    </NavigateContext.Provider>
  );
}
