/** Folio's authors index → Docusaurus's `@theme/Blog/Pages/BlogAuthorsListPage` (`authors`, `sidebar`). */
import BlogAuthorsListPage from '@theme/Blog/Pages/BlogAuthorsListPage';
import type { BlogAuthorsListPageProps } from '@folio/plugin-blog/contract';
import { docusaurusAuthor } from './blog-data.ts';
import { BlogRouteContext, useBlogLayout } from './BlogRoute.tsx';

export default function BlogAuthorsListPageBridge(props: BlogAuthorsListPageProps) {
  const { sidebar } = useBlogLayout();
  return (
    <BlogRouteContext>
      <BlogAuthorsListPage authors={props.authors.map(docusaurusAuthor)} sidebar={sidebar} />
    </BlogRouteContext>
  );
}
