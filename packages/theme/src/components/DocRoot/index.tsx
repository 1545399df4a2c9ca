/**
 * The layout of every doc page of a version: site frame, the version's sidebar and the page. It
 * stays mounted while the reader moves between docs of one version, so the sidebar keeps its state
 * (and, with `themeConfig.docs.sidebar.hideable`, whether the reader hid it to a thin bar).
 */
import { useState, type ReactNode } from 'react';
import { routeKey } from '@folio/core/client';
import DocSidebar from '@theme/DocSidebar';
import Layout from '@theme/Layout';
import { sidebarRouteKeys } from '../../hooks/sidebar';
import { useSiteData, useSitePath } from '../../runtime/site';
import { docsThemeOptions } from '../../hooks/docs-options';
import { translate } from '../../runtime/translate';
import './styles.css';
import type { DocRootProps as DocRootData } from '@folio/plugin-docs/contract';

export type DocRootProps = DocRootData & { children?: ReactNode };

export default function DocRoot({ version, sidebars, children }: DocRootProps) {
  const pathname = useSitePath();
  const key = routeKey(pathname);
  const name = Object.keys(sidebars).find((sidebar) => sidebarRouteKeys(sidebars[sidebar]!).has(key));
  const items = name ? sidebars[name]! : undefined;
  const { hideable } = docsThemeOptions(useSiteData().themeConfig);
  const [hidden, setHidden] = useState(false);
  return (
    <Layout wrapperClassName={`docs-wrapper ${version.className}`} sidebarItems={items}>
      <div className="doc-root">
        {items ? (
          <aside className={`doc-root__sidebar${hidden ? ' doc-root__sidebar--hidden' : ''}`} aria-label={translate('theme.docs.sidebar.navAriaLabel', 'Docs sidebar')}>
            <DocSidebar items={items} path={pathname} onCollapse={hideable ? () => setHidden(true) : undefined} />
            {hidden ? (
              <button type="button" className="doc-root__expand" title={translate('theme.docs.sidebar.expandButtonTitle', 'Expand sidebar')} aria-label={translate('theme.docs.sidebar.expandButtonTitle', 'Expand sidebar')} onClick={() => setHidden(false)}>
                <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
                  <path d="M6 17l5-5-5-5M13 17l5-5-5-5" fill="none" stroke="currentColor" strokeWidth="2" />
                </svg>
              </button>
            ) : null}
          </aside>
        ) : null}
        <div className="doc-root__main">{children}</div>
      </div>
    </Layout>
  );
}
