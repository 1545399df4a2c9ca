/**
 * `@docusaurus/useIsBrowser`: false on the server and during hydration (so the first client
 * render matches the HTML), true from the render after.
 */
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

export default function useIsBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
