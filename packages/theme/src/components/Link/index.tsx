/**
 * Link: internal paths navigate client-side and preload their route on hover and focus; other
 * URLs render a plain anchor (with rel="noopener noreferrer" when opening a new tab).
 */
import { forwardRef, useEffect, useRef, type AnchorHTMLAttributes, type ForwardedRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { canPrefetch, hasRoute, prefetchWhenVisible, preloadPath } from '../../runtime/routes';
import { sitePath, withBaseUrl } from '../../runtime/site';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to?: string;
}

/** Paths this site routes itself: `/path` and `#hash`, not `//host` or `scheme:`. */
export function isRoutedUrl(url: string | undefined): url is string {
  return url !== undefined && (url.startsWith('#') || (url.startsWith('/') && !url.startsWith('//')));
}

const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, href, target, rel, ...rest }, ref) {
  const url = to ?? href;
  const newTab = target === '_blank';
  if (!isRoutedUrl(url) || newTab) {
    const safeRel = newTab ? [rel, 'noopener noreferrer'].filter(Boolean).join(' ') : rel;
    return <a ref={ref} href={url && url.startsWith('/') ? withBaseUrl(url) : url} target={target} rel={safeRel} {...rest} />;
  }
  return <RoutedLink ref={ref} url={url} rel={rel} {...rest} />;
});

const RoutedLink = forwardRef(function RoutedLink(
  { url, ...rest }: Omit<LinkProps, 'to' | 'href'> & { url: string },
  ref: ForwardedRef<HTMLAnchorElement>,
) {
  const destination = url.startsWith('/') ? sitePath(url) : url;
  const pathname = destination.split(/[?#]/)[0]!;
  const element = useRef<HTMLAnchorElement | null>(null);
  // Prefetch when the link scrolls into view; preload (at once) on hover, focus or touch.
  useEffect(() => {
    if (!pathname || !element.current || !hasRoute(pathname)) return;
    return prefetchWhenVisible(element.current, pathname);
  }, [pathname]);
  const preload = () => {
    if (pathname && canPrefetch()) preloadPath(pathname);
  };
  const setRef = (node: HTMLAnchorElement | null) => {
    element.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };
  return (
    <RouterLink
      ref={setRef}
      to={destination}
      onMouseEnter={preload}
      onFocus={preload}
      onTouchStart={preload}
      {...rest}
    />
  );
});

export default Link;
