/**
 * The colour mode on screen, for components that must follow the navbar's toggle: Folio keeps it
 * in `<html data-theme>` (set before first paint, changed by the toggle), so this watches the
 * attribute. Null on the server and while hydrating, so the first render matches the HTML.
 */
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

const current = (): 'light' | 'dark' => (document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light');

export function useShownColorMode(): 'light' | 'dark' | null {
  return useSyncExternalStore(subscribe, current, () => null);
}
