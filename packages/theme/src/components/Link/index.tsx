/**
 * Link: internal paths navigate client-side and preload their route on hover and focus; other
 * URLs render a plain anchor (with rel="noopener noreferrer" when opening a new tab).
 */
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { preloadPath } from '../../runtime/routes';
import { withBaseUrl } from '../../runtime/site';

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
  const destination = url.startsWith('/') ? withBaseUrl(url) : url;
  const pathname = destination.split(/[?#]/)[0]!;
  const preload = () => {
    if (pathname) preloadPath(pathname);
  };
  return (
    <RouterLink
      ref={ref}
      to={destination}
      rel={rel}
      onMouseEnter={preload}
      onFocus={preload}
      onTouchStart={preload}
      {...rest}
    />
  );
});

export default Link;
