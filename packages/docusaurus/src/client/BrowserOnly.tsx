/**
 * `@docusaurus/BrowserOnly`: `children` is a function called only in the browser, after
 * hydration; the server and the hydrating render show `fallback`.
 */
import type { ReactNode } from 'react';
import useIsBrowser from './useIsBrowser.ts';

export interface BrowserOnlyProps {
  children: () => ReactNode;
  fallback?: ReactNode;
}

export default function BrowserOnly({ children, fallback }: BrowserOnlyProps) {
  const isBrowser = useIsBrowser();
  if (!isBrowser || children == null) return <>{fallback ?? null}</>;
  if (typeof children !== 'function') {
    throw new Error('BrowserOnly: its child must be a function returning what to render, e.g. <BrowserOnly>{() => <span>…</span>}</BrowserOnly>');
  }
  return <>{children()}</>;
}
