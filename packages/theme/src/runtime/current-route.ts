/**
 * The route on screen (its props, layout props and page module), for components outside the
 * page itself: the navbar's version dropdown reads the doc page's `versionPaths` through it.
 */
import { createContext, useContext } from 'react';
import type { LoadedRoute } from './types';

export const CurrentRouteContext = createContext<LoadedRoute | undefined>(undefined);

export function useCurrentRoute(): LoadedRoute | undefined {
  return useContext(CurrentRouteContext);
}
