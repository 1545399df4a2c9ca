/**
 * The docs version dropdown: lists every version; choosing one goes to the same doc in that
 * version when it exists, else to that version's main page, and remembers the choice. It reads
 * the page's version, else (search, a 404, any page outside the docs) the remembered one. Each
 * docs instance (`docsPluginId`) has its own versions and its own remembered choice.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import Link from '@theme/Link';
import { savePreferredVersion, switchVersionPath, useDocsData, useImpliedVersion, usePageInDocs, usePreferredVersionName, versionToShow } from '../../hooks/docs';
import { useCurrentRoute } from '../../runtime/current-route';
import { useSitePath } from '../../runtime/site';
import { translate } from '../../runtime/translate';

export default function DocsVersionDropdown({ mobile, docsPluginId }: { mobile?: boolean; docsPluginId?: string }) {
  const data = useDocsData(docsPluginId);
  const pathname = useSitePath();
  // A doc page of this docs instance lists the same doc in every version that has it.
  const pageVersionPaths = (useCurrentRoute()?.props as { versionPaths?: Record<string, string> } | undefined)?.versionPaths;
  const versionPaths = usePageInDocs(data) ? pageVersionPaths : undefined;
  const [open, setOpen] = useState(false);
  const implied = useImpliedVersion(data, pathname);
  const preferred = usePreferredVersionName(docsPluginId);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);
  useEffect(() => setOpen(false), [pathname]);
  if (!data || data.versions.length === 0) return null;
  const active = versionToShow(data, implied, preferred)!;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setOpen(false);
  };
  const items = data.versions.map((version) => (
    <li key={version.name}>
      <Link
        to={switchVersionPath(data, pathname, version, versionPaths)}
        className={`dropdown__link${version.name === active.name ? ' dropdown__link--active' : ''}`}
        aria-current={version.name === active.name ? 'true' : undefined}
        onClick={() => savePreferredVersion(version.name, docsPluginId)}
      >
        {version.label}
      </Link>
    </li>
  ));
  if (mobile) {
    return (
      <li className="menu__list-item menu__versions">
        <div className="menu__versions-title">{translate('theme.navbar.mobileVersionsDropdown.label', 'Versions')}</div>
        <ul className="menu__list">{items}</ul>
      </li>
    );
  }
  return (
    // Opens on hover, as Docusaurus's desktop dropdowns do; a mouse click keeps it open (the pointer
    // is on it), a keyboard click (detail 0) toggles it.
    <div ref={root} className={`navbar__item dropdown dropdown--hoverable${open ? ' dropdown--show' : ''}`} onKeyDown={onKeyDown} onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
      <button type="button" className="navbar__link dropdown__toggle" aria-haspopup="true" aria-expanded={open} onClick={(event) => setOpen((v) => event.detail > 0 || !v)}>
        {active.label}
      </button>
      <ul className="dropdown__menu" hidden={!open}>
        {items}
      </ul>
    </div>
  );
}
