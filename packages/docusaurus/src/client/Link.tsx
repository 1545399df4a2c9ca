/**
 * `@docusaurus/Link` over Folio's Link (`@theme/Link`, client-side navigation and prefetch).
 * Docusaurus's rules on top: the base URL is added as useBaseUrl adds it (never twice), unless
 * `autoAddBaseUrl={false}`: then a path outside the base URL (another locale's page, which the
 * locale dropdown links to) is a plain link; a URL with a scheme opens in a new tab,
 * `pathname://` is a plain link the router and the link check leave alone, and a nav link gets `activeClassName`
 * while its page is shown.
 */
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { useLocation } from 'react-router-dom';
import FolioLink from '@theme/Link';
import { withoutBaseUrl } from '@folio/theme';
import { useBaseUrlUtils } from './useBaseUrl.ts';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to?: string;
  autoAddBaseUrl?: boolean;
  isNavLink?: boolean;
  /** With `isNavLink`: whether the link is active, instead of the path rule (React Router 5's NavLink). */
  isActive?: (match: { url: string } | null, location: { pathname: string }) => boolean;
  activeClassName?: string;
  exact?: boolean;
  'data-noBrokenLinkCheck'?: boolean;
}

const PATHNAME_PROTOCOL = 'pathname://';
const HAS_SCHEME = /^([a-z][a-z\d+.-]*:)?\/\//i;

const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, href, autoAddBaseUrl = true, isNavLink, isActive: activeWhen, activeClassName = 'active', exact, 'data-noBrokenLinkCheck': _unchecked, className, ...rest },
  ref,
) {
  const { withBaseUrl } = useBaseUrlUtils();
  const { pathname } = useLocation();
  const given = to ?? href;
  // As Docusaurus: a plain link with the base URL (unless told not to add it), opened in a new tab, left out of the broken-link check.
  if (given?.startsWith(PATHNAME_PROTOCOL)) {
    const path = given.slice(PATHNAME_PROTOCOL.length);
    return <a ref={ref} href={autoAddBaseUrl ? withBaseUrl(path) : path} target="_blank" rel="noopener noreferrer" data-nobrokenlinkcheck="" className={className} {...rest} />;
  }
  if (given !== undefined && HAS_SCHEME.test(given)) {
    return <a ref={ref} href={given} target="_blank" rel="noopener noreferrer" className={className} {...rest} />;
  }
  // A path outside the base URL, which Folio's router has no route for: a plain link.
  if (!autoAddBaseUrl && given?.startsWith('/') && withBaseUrl(given) !== given) {
    return <a ref={ref} href={given} className={className} {...rest} />;
  }
  // Folio's Link adds the base URL to site paths once; hand it the path without it.
  const url = given?.startsWith('/') ? withoutBaseUrl(withBaseUrl(given)) : given;
  // React Router 5's NavLink: `isActive(match, location)` decides when given, `match` being the
  // default rule's answer (an object or null).
  const matches = url !== undefined && isActive(withoutBaseUrl(pathname), url, exact);
  const active = isNavLink && (activeWhen ? activeWhen(matches ? { url } : null, { pathname }) : matches);
  const classes = [className, active ? activeClassName : undefined].filter(Boolean).join(' ') || undefined;
  const unchecked = _unchecked ? { 'data-nobrokenlinkcheck': '' } : {};
  return <FolioLink ref={ref} to={url} className={classes} aria-current={active ? 'page' : undefined} {...unchecked} {...rest} />;
});

/** A nav link is active on its page and, unless `exact`, on the pages below it. */
function isActive(current: string, target: string, exact: boolean | undefined): boolean {
  const path = target.split(/[?#]/)[0]!.replace(/\/$/, '') || '/';
  const here = current.replace(/\/$/, '') || '/';
  return here === path || (!exact && path !== '/' && here.startsWith(`${path}/`));
}

export default Link;
