/** The posts of one tag, paginated: the list page with the tag's header. */
import BlogListPage from '@theme/BlogListPage';
import type { BlogListPageProps } from '../BlogListPage';

export default function BlogTagsPostsPage(props: BlogListPageProps) {
  return <BlogListPage {...props} />;
}
