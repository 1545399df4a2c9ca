/** `@docusaurus/renderRoutes` (react-router-config's): the first route matching the location. */
import type { ComponentType, ReactNode } from 'react';
import { matchPath, useLocation } from './router.tsx';

export interface RouteConfig {
  path: string;
  exact?: boolean;
  component: ComponentType<any>;
  routes?: RouteConfig[];
  props?: Record<string, unknown>;
  [key: string]: unknown;
}

function Matched({ routes, extraProps }: { routes: RouteConfig[]; extraProps?: Record<string, unknown> }) {
  const { pathname } = useLocation();
  const route = routes.find((candidate) => matchPath(pathname, { path: candidate.path, exact: candidate.exact }));
  if (!route) return null;
  const Component = route.component;
  return <Component {...extraProps} {...route.props} route={route} />;
}

export default function renderRoutes(routes: RouteConfig[] | undefined, extraProps?: Record<string, unknown>): ReactNode {
  return routes ? <Matched routes={routes} extraProps={extraProps} /> : null;
}
