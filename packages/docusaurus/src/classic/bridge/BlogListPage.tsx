/** a page of Folio's blog list → Docusaurus's `@theme/BlogListPage` (`metadata`, `items`, `sidebar`). */
import BlogListPage from '@theme/BlogListPage';
import { paginatedMetadata } from './blog-data.ts';
import { BlogRouteContext, listItems, useBlogLayout, type ListBridgeProps } from './BlogRoute.tsx';

export default function BlogListPageBridge(props: ListBridgeProps) {
  const { sidebar, blog } = useBlogLayout();
  const metadata = paginatedMetadata(props.paginator, props.items.length, blog ?? { title: props.title, description: props.description });
  return (
    <BlogRouteContext>
      <BlogListPage metadata={metadata} items={listItems(props.items, props.contents)} sidebar={sidebar} />
    </BlogRouteContext>
  );
}
