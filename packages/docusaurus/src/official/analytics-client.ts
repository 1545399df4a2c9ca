/**
 * The client module of @docusaurus/plugin-google-analytics on Folio (official/analytics.ts): each
 * client-side navigation sets analytics.js's `page` and sends a `pageview`.
 */
import { navigatedTo, type RouteLocation } from './route-change.ts';

type Ga = (...args: unknown[]) => void;

export function onRouteDidUpdate({ location, previousLocation }: { location: RouteLocation; previousLocation: RouteLocation | null }): void {
  const page = navigatedTo(location, previousLocation);
  if (page === null) return;
  // window.ga, read each time: a site may replace it.
  const ga = (window as unknown as { ga: Ga }).ga;
  ga('set', 'page', page);
  ga('send', 'pageview');
}
