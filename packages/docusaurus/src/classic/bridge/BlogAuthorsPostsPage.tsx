/** a page of an author's posts → Docusaurus's `@theme/Blog/Pages/BlogAuthorsPostsPage` (`author`, `listMetadata`, `items`, `sidebar`). */
import BlogAuthorsPostsPage from '@theme/Blog/Pages/BlogAuthorsPostsPage';
import { docusaurusAuthor, paginatedMetadata } from './blog-data.ts';
import { BlogRouteContext, listItems, useBlogLayout, type ListBridgeProps } from './BlogRoute.tsx';

export default function BlogAuthorsPostsPageBridge(props: ListBridgeProps) {
  const { sidebar, blog } = useBlogLayout();
  const listMetadata = paginatedMetadata(props.paginator, props.items.length, blog ?? { title: props.title, description: props.description });
  return (
    <BlogRouteContext>
      <BlogAuthorsPostsPage author={docusaurusAuthor(props.author!)} listMetadata={listMetadata} items={listItems(props.items, props.contents)} sidebar={sidebar} />
    </BlogRouteContext>
  );
}
