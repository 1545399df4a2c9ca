/** a page of a tag's posts → Docusaurus's `@theme/BlogTagsPostsPage` (`tag`, `listMetadata`, `items`, `sidebar`). */
import BlogTagsPostsPage from '@theme/BlogTagsPostsPage';
import { paginatedMetadata, tagModule } from './blog-data.ts';
import { BlogRouteContext, listItems, useBlogLayout, type ListBridgeProps } from './BlogRoute.tsx';

export default function BlogTagsPostsPageBridge(props: ListBridgeProps) {
  const { sidebar, blog } = useBlogLayout();
  const listMetadata = paginatedMetadata(props.paginator, props.items.length, blog ?? { title: props.title, description: props.description });
  return (
    <BlogRouteContext>
      <BlogTagsPostsPage tag={tagModule(props.tag!)} listMetadata={listMetadata} items={listItems(props.items, props.contents)} sidebar={sidebar} />
    </BlogRouteContext>
  );
}
