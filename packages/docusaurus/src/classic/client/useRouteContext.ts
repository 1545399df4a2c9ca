/** `@docusaurus/useRouteContext`: the plugin (name, id) whose route is shown. */
import { createContext, useContext } from 'react';

export interface RouteContext {
  plugin: { name: string; id: string };
  data?: Record<string, unknown>;
}

export const RouteContextValue = createContext<RouteContext>({ plugin: { name: 'native', id: 'default' } });

export default function useRouteContext(): RouteContext {
  return useContext(RouteContextValue);
}
