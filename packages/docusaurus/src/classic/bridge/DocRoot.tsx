/**
 * Folio's docs layout (version, sidebars; the doc page as children) → Docusaurus's
 * DocsRoot > DocVersionRoot > DocRoot > (the doc route), through their route configs.
 */
import { createContext, useContext, useMemo, type ReactElement, type ReactNode } from 'react';
import DocsRoot from '@theme/DocsRoot';
import DocVersionRoot from '@theme/DocVersionRoot';
import DocRoot from '@theme/DocRoot';
import { RouteContextValue } from '../client/useRouteContext.ts';
import { useLocation } from '../client/router.tsx';
import type { DocRootProps } from '@folio/plugin-docs/contract';
import { versionMetadata } from './docs-data.ts';

const Leaf = createContext<ReactNode>(null);
function LeafRoute() {
  return <>{useContext(Leaf)}</>;
}

export default function DocRootBridge({ children, version, sidebars, docs, pluginId = 'default' }: DocRootProps & { children: ReactElement<{ sidebar?: string }> }) {
  const leafPath = useLocation().pathname;
  const sidebar: string | undefined = children?.props?.sidebar;
  // The route configs Docusaurus's docs plugin would make, down to this page's: each level
  // renders the next with renderRoutes, and DocRoot finds the page's sidebar on its route.
  const route = useMemo(() => {
    const leaf = { path: leafPath, exact: true, component: LeafRoute, sidebar };
    const docRoot = { path: version.path, component: DocRoot, routes: [leaf] };
    const metadata = versionMetadata({ version, sidebars, docs, pluginId });
    const versionRoot = { path: version.path, component: DocVersionRoot, props: { version: metadata }, routes: [docRoot] };
    return { path: version.path, component: DocsRoot, routes: [versionRoot] };
  }, [version, sidebars, docs, pluginId, leafPath, sidebar]);
  return (
    <RouteContextValue.Provider value={{ plugin: { name: 'docusaurus-plugin-content-docs', id: pluginId } }}>
      <Leaf.Provider value={children}>
        <DocsRoot route={route} />
      </Leaf.Provider>
    </RouteContextValue.Provider>
  );
}
