/**
 * A docs tag page's place in Docusaurus's route configs: DocsRoot > DocVersionRoot > the page, as
 * the docs plugin nests its tag routes (no DocRoot: a tag page has no sidebar).
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import DocsRoot from '@theme/DocsRoot';
import DocVersionRoot from '@theme/DocVersionRoot';
import { RouteContextValue } from '../client/useRouteContext.ts';
import { useLocation } from '../client/router.tsx';
import type { DocTagDocListProps, DocTagsListProps } from '@folio/plugin-docs/contract';
import { tagPageVersion } from './doc-tags-data.ts';

const Leaf = createContext<ReactNode>(null);
function LeafRoute() {
  return <>{useContext(Leaf)}</>;
}

export function DocTagRoute({ page, children }: { page: DocTagsListProps | DocTagDocListProps; children: ReactNode }) {
  const leafPath = useLocation().pathname;
  const { version, pluginId } = page;
  const route = useMemo(() => {
    const leaf = { path: leafPath, exact: true, component: LeafRoute };
    const versionRoot = { path: version.path, component: DocVersionRoot, props: { version: tagPageVersion(page) }, routes: [leaf] };
    return { path: version.path, component: DocsRoot, routes: [versionRoot] };
  }, [page, version, leafPath]);
  return (
    <RouteContextValue.Provider value={{ plugin: { name: 'docusaurus-plugin-content-docs', id: pluginId } }}>
      <Leaf.Provider value={children}>
        <DocsRoot route={route} />
      </Leaf.Provider>
    </RouteContextValue.Provider>
  );
}
