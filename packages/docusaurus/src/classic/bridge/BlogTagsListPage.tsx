/** Folio's tags index → Docusaurus's `@theme/BlogTagsListPage` (`tags`, `sidebar`). */
import BlogTagsListPage from '@theme/BlogTagsListPage';
import type { BlogTagsListPageProps } from '@folio/plugin-blog/contract';
import { tagsListItems } from './blog-data.ts';
import { BlogRouteContext, useBlogLayout } from './BlogRoute.tsx';

export default function BlogTagsListPageBridge(props: BlogTagsListPageProps) {
  const { sidebar } = useBlogLayout();
  return (
    <BlogRouteContext>
      <BlogTagsListPage tags={tagsListItems(props.tags)} sidebar={sidebar} />
    </BlogRouteContext>
  );
}
