/**
 * The client module of @docusaurus/plugin-google-gtag on Folio (official/analytics.ts): each
 * client-side navigation sets gtag's `page_path` and sends a `page_view`. Deferred one task, so
 * that the new page's <title> (which the head manager sets after the route renders) is the one sent.
 */
import { navigatedTo, type RouteLocation } from './route-change.ts';

type Gtag = (...args: unknown[]) => void;

export function onRouteDidUpdate({ location, previousLocation }: { location: RouteLocation; previousLocation: RouteLocation | null }): void {
  const page = navigatedTo(location, previousLocation);
  if (page === null) return;
  setTimeout(() => {
    // window.gtag, read each time: a site may replace it.
    const gtag = (window as unknown as { gtag: Gtag }).gtag;
    gtag('set', 'page_path', page);
    gtag('event', 'page_view');
  });
}
