/**
 * Link: internal paths navigate client-side and preload their route on hover and focus; other
 * URLs render a plain anchor (with rel="noopener noreferrer" when opening a new tab).
 */
import { forwardRef, useEffect, useRef, type AnchorHTMLAttributes, type ForwardedRef, type MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { isBrowserClick, useSiteNavigate } from '../../runtime/navigation';
import { canPrefetch, hasRoute, prefetchWhenVisible, preloadPath } from '../../runtime/routes';
import { sitePath, withBaseUrl } from '../../runtime/site';
import { newTabRel } from './rel';

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
    const safeRel = newTab ? newTabRel(rel) : rel;
    return <a ref={ref} href={url && url.startsWith('/') ? withBaseUrl(url) : url} target={target} rel={safeRel} {...rest} />;
  }
  return <RoutedLink ref={ref} url={url} rel={rel} {...rest} />;
});

/** `#id` on the current page: the href names the page too, as react-router's Link does. */
function HashLink({ hash, ...rest }: { hash: string } & Omit<RoutedLinkProps, 'url'> & { innerRef: ForwardedRef<HTMLAnchorElement> }) {
  const { pathname } = useLocation();
  return <RoutedAnchor destination={pathname + hash} prefetch={false} {...rest} />;
}

type RoutedLinkProps = Omit<LinkProps, 'to' | 'href'> & { url: string };

const RoutedLink = forwardRef(function RoutedLink({ url, ...rest }: RoutedLinkProps, ref: ForwardedRef<HTMLAnchorElement>) {
  if (url.startsWith('#')) return <HashLink hash={url} innerRef={ref} {...rest} />;
  return <RoutedAnchor destination={sitePath(url)} innerRef={ref} {...rest} />;
});

/**
 * An anchor that navigates in the app: a plain left click pushes the destination (or replaces
 * the entry, when it is the address already), as react-router's Link does.
 */
function RoutedAnchor({
  destination,
  prefetch = true,
  innerRef: ref,
  onClick,
  ...rest
}: Omit<RoutedLinkProps, 'url'> & { destination: string; prefetch?: boolean; innerRef: ForwardedRef<HTMLAnchorElement> }) {
  const navigate = useSiteNavigate();
  // The page to prefetch: none for a link within this page.
  const pathname = prefetch ? destination.split(/[?#]/)[0]! : '';
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
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !navigate || isBrowserClick(event, rest.target) || rest.download !== undefined) return;
    event.preventDefault();
    const { pathname: here, search, hash } = window.location;
    navigate(destination, { replace: here + search + hash === destination });
  };
  return (
    <a
      {...rest}
      ref={setRef}
      href={destination}
      onClick={follow}
      onMouseEnter={rest.onMouseEnter ?? preload}
      onFocus={rest.onFocus ?? preload}
      onTouchStart={rest.onTouchStart ?? preload}
    />
  );
}

export default Link;
