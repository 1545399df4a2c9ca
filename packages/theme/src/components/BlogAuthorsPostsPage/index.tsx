/** The posts of one author, paginated: the list page with the author's card as its header. */
import BlogListPage from '@theme/BlogListPage';
import type { BlogListPageProps } from '../BlogListPage';

export default function BlogAuthorsPostsPage(props: BlogListPageProps) {
  return <BlogListPage {...props} />;
}
