/**
 * The layout of every doc page of a version: site frame, the version's sidebar and the page. It
 * stays mounted while the reader moves between docs of one version, so the sidebar keeps its state.
 */
import type { ReactNode } from 'react';
import { routeKey } from '@folio/core/client';
import DocSidebar from '@theme/DocSidebar';
import Layout from '@theme/Layout';
import { sidebarRouteKeys } from '../../hooks/sidebar';
import { useSitePath } from '../../runtime/site';
import type { DocRootProps as DocRootData } from '@folio/plugin-docs/contract';

export type DocRootProps = DocRootData & { children?: ReactNode };

export default function DocRoot({ version, sidebars, children }: DocRootProps) {
  const pathname = useSitePath();
  const key = routeKey(pathname);
  const name = Object.keys(sidebars).find((sidebar) => sidebarRouteKeys(sidebars[sidebar]!).has(key));
  const items = name ? sidebars[name]! : undefined;
  return (
    <Layout wrapperClassName={`docs-wrapper ${version.className}`} sidebarItems={items}>
      <div className="doc-root">
        {items ? (
          <aside className="doc-root__sidebar" aria-label="Docs sidebar">
            <DocSidebar items={items} path={pathname} />
          </aside>
        ) : null}
        <div className="doc-root__main">{children}</div>
      </div>
    </Layout>
  );
}
