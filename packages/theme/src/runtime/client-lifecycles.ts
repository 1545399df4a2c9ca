/**
 * The route lifecycles of the site's client modules, as Docusaurus calls them: `onRouteUpdate`
 * when a navigation starts (before the new route renders; the callback it may return runs once
 * the new route is on screen), `onRouteDidUpdate` after the new route rendered. Both run on the
 * first load too, with `previousLocation: null`, and never on the server. A module's default
 * export is read first, then its named exports.
 *
 * Without client modules, `hasClientModules` is the constant false, so the bundler drops all of
 * this (a site without them ships the same code as before they existed).
 */
import { useLayoutEffect } from 'react';
import { clientModules, hasClientModules } from 'virtual:folio/client-modules';

export interface LifecycleLocation {
  pathname: string;
  search: string;
  hash: string;
}

type Lifecycle = (args: { location: LifecycleLocation; previousLocation: LifecycleLocation | null }) => unknown;
type LifecycleName = 'onRouteUpdate' | 'onRouteDidUpdate';

/** The location on screen (null before the first render) and the cleanups of updates under way. */
let current: LifecycleLocation | null = null;
let cleanups: Array<() => void> = [];

function dispatch(name: LifecycleName, location: LifecycleLocation): unknown[] {
  return clientModules.map((module) => {
    const fn = ((module.default as Record<string, unknown> | undefined)?.[name] ?? module[name]) as Lifecycle | undefined;
    return typeof fn === 'function' ? fn({ location, previousLocation: current }) : undefined;
  });
}

function routeUpdate(location: LifecycleLocation): void {
  for (const result of dispatch('onRouteUpdate', location)) if (typeof result === 'function') cleanups.push(result as () => void);
}

function routeDidUpdate(location: LifecycleLocation): void {
  // StrictMode runs a mount's effects twice in dev: the same location is one update.
  if (location === current) return;
  const pending = cleanups;
  cleanups = [];
  for (const cleanup of pending) cleanup();
  dispatch('onRouteDidUpdate', location);
  current = location;
}

/** The first load: called before the app renders. */
export const startClientLifecycles = hasClientModules
  ? (pathname: string, search: string, hash: string) => routeUpdate({ pathname, search, hash })
  : () => {};

/**
 * The app shell's navigations: `requested` is the location asked for, `shown` the one whose
 * route is on screen (the shell keeps the old page until the new one has loaded).
 */
export const useClientLifecycles = hasClientModules
  ? (requested: LifecycleLocation, shown: { location: LifecycleLocation }) => {
      useLayoutEffect(() => {
        if (current !== null && requested !== shown.location) routeUpdate(requested);
        // Only a new request starts an update; `shown` catching up with it does not.
        // eslint-disable-next-line react-hooks/exhaustive-deps
      }, [requested]);
      useLayoutEffect(() => routeDidUpdate(shown.location), [shown.location]);
    }
  : () => {};
