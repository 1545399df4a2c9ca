/** Folio's MDX page route → Docusaurus's `@theme/MDXPage` with a content module. */
import MDXPage from '@theme/MDXPage';
import { RouteContextValue } from '../client/useRouteContext.ts';
import { docusaurusContent } from './content.tsx';
import type { FolioPage } from './docs-data.ts';

export default function MDXPageBridge(props: { page: FolioPage; location: { pathname: string } }) {
  const { page } = props;
  const frontMatter = page.frontMatter as { title?: string; description?: string };
  const metadata = { title: frontMatter.title ?? page.title, description: frontMatter.description ?? '', frontMatter, permalink: props.location.pathname, source: '', unlisted: false };
  return (
    <RouteContextValue.Provider value={{ plugin: { name: 'docusaurus-plugin-content-pages', id: 'default' } }}>
      <MDXPage content={docusaurusContent(page, metadata)} />
    </RouteContextValue.Provider>
  );
}
