/**
 * One hit of the modal. DocSearch puts it inside its `<li role="option">`, whose children are
 * presentational, so the hit must not be focusable itself (axe's nested-interactive): an anchor
 * without `href`, the target kept in `data-href`. The keyboard goes through DocSearch's navigator;
 * a click opens the page through the router, a modified or middle click in a new tab.
 */
import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { withBaseUrl } from '@folio/theme';

/** PURE: the address a hit's site path or absolute URL opens. */
export function hitHref(url: string): string {
  return /^https?:/.test(url) ? url : withBaseUrl(url);
}

export default function SearchHit({ url, onClose, children }: { url: string; onClose: () => void; children: ReactNode }) {
  const navigate = useNavigate();
  const href = hitHref(url);
  const open = (event: MouseEvent) => {
    if (event.button === 1 || event.metaKey || event.ctrlKey || event.shiftKey) {
      window.open(href, '_blank', 'noopener');
      return;
    }
    if (event.button !== 0) return;
    onClose();
    if (/^https?:/.test(url)) window.location.assign(url);
    else navigate(href);
  };
  return (
    <a data-href={href} onClick={open} onAuxClick={open}>
      {children}
    </a>
  );
}
