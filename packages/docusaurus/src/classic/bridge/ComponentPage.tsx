/**
 * A page of `src/pages/` written as a component: rendered as Folio's pages plugin renders it, in
 * the pages plugin's route context, as Docusaurus gives every route its plugin's (the <html>
 * classes `plugin-pages plugin-id-default` come from it).
 */
import ComponentPage from '@theme/ComponentPage';
import { RouteContextValue } from '../client/useRouteContext.ts';

export default function ComponentPageBridge(props: Record<string, unknown>) {
  return (
    <RouteContextValue.Provider value={PAGES}>
      <ComponentPage {...props} />
    </RouteContextValue.Provider>
  );
}

const PAGES = { plugin: { name: 'docusaurus-plugin-content-pages', id: 'default' } };
