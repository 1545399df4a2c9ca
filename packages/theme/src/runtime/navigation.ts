/**
 * Client-side navigation for links. The app shell reads react-router's navigate function once
 * per render and shares it here, so that a link needs one context read, not the router hooks
 * (react-router's own Link resolves its path against the route matches on every render: about a
 * third of a millisecond per page of prerender with a sidebar's worth of links).
 */
import { createContext, useContext } from 'react';
import type { NavigateFunction } from 'react-router-dom';

export const NavigateContext = createContext<NavigateFunction | undefined>(undefined);

export function useSiteNavigate(): NavigateFunction | undefined {
  return useContext(NavigateContext);
}

/** True for a click the browser should handle itself: another button, a modifier key, another target. */
export function isBrowserClick(event: { button: number; metaKey: boolean; altKey: boolean; ctrlKey: boolean; shiftKey: boolean }, target: string | undefined): boolean {
  return event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey || (target !== undefined && target !== '_self');
}
